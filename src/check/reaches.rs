//! The compared ranges: how far each fast engine is compared with its independent twin
//! ([`Reach`], in the quick tests and under `slow-tests`; the twin tests read these
//! numbers), the verdicts and commands that use an engine in those measures ([`Use`]), and
//! the gates that keep a command inside its engine's compared range ([`gate`]). The table
//! of engines is [`super::engines`].

use serde::Serialize;

/// How far the engine is compared with its twin, in one measure.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Reach {
    /// What the numbers count (the measure a [`Use`] names).
    pub measure: &'static str,
    /// Compared by `cargo test --release`.
    pub quick: u64,
    /// Compared under `--features slow-tests`.
    pub deep: u64,
}

impl Reach {
    /// The range of the current test tier.
    pub fn tier(&self) -> u64 {
        if cfg!(feature = "slow-tests") {
            self.deep
        } else {
            self.quick
        }
    }
}

/// A verdict or command that uses the engine.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Use {
    /// A statement id, or a command (`positions lythoff`).
    pub by: &'static str,
    /// The [`Reach::measure`] it is measured in.
    pub measure: &'static str,
    /// For a verdict: the engine's range used at the statement's bound `N`
    /// (`None` for a command).
    #[serde(skip)]
    pub at_bound: Option<fn(u64) -> u64>,
    /// For a command: the largest value it accepts, in the measure, without
    /// `--past-compared` (the gate: at most the slow-tests reach).
    pub command_max: Option<u64>,
    /// For a command: the largest value it accepts with `--past-compared` (its size
    /// limit; past the gate its output is the engine's own).
    pub command_limit: Option<u64>,
}

impl Use {
    /// A verdict using the engine to `at_bound(N)` at bound `N`.
    pub const fn verdict(by: &'static str, measure: &'static str, at_bound: fn(u64) -> u64) -> Use {
        Use {
            by,
            measure,
            at_bound: Some(at_bound),
            command_max: None,
            command_limit: None,
        }
    }

    /// A command serving up to `max` in the measure, and up to `limit` with
    /// `--past-compared`.
    pub const fn command(by: &'static str, measure: &'static str, max: u64, limit: u64) -> Use {
        Use {
            by,
            measure,
            at_bound: None,
            command_max: Some(max),
            command_limit: Some(limit),
        }
    }
}

/// Wythoff's closed form and streaming pairs (read by `tests/wythoff.rs`).
pub const WYTHOFF: [Reach; 2] = [
    Reach {
        measure: "n, every P-position against the mex recurrence",
        quick: 1_000_000,
        deep: 10_000_000,
    },
    // Random n over the whole range (2000 cases, 200000 deep), each `a_n` tested as
    // floor(n phi) by the integer inequalities that define it: positions 0..=MAX_N.
    Reach {
        measure: "n, random n against floor(n phi) by its integer inequalities",
        quick: crate::games::wythoff::MAX_N + 1,
        deep: crate::games::wythoff::MAX_N + 1,
    },
];

/// Akiyama's v(n), the ring engine of `positions akiyama` against the simplified
/// generator on every n (read by `tests/akiyama.rs`).
pub const AKIYAMA_VRING: Reach = Reach {
    measure: "n, v(0..n) of the ring engine against the simplified generator",
    quick: 10_000_000,
    deep: 1_000_000_000,
};

/// Sprague-Grundy lines (read by `tests/grundy.rs`): the side of the square.
pub const GRUNDY: [Reach; 2] = [
    Reach {
        measure: "side, every cell against the rules solver (Wythoff and 4 named alterations)",
        quick: 300,
        deep: 800,
    },
    Reach {
        measure: "side, the zero cells against the P-position engines",
        quick: 2_000,
        deep: 10_000,
    },
];

/// Linear Nimhoff's labeller (the side of the square): against the literal-rule solver in
/// `games/nimhoff.rs`'s unit test, and against the forward sieve in `tests/twins.rs`.
pub const NIMHOFF: [Reach; 2] = [
    Reach {
        measure: "side, every cell against the literal-rule solver (4 rule sets, unaltered, 4 named and 8 pseudo-random alterations)",
        quick: 200,
        deep: 200,
    },
    Reach {
        measure: "side, every cell against the forward sieve (4 rule sets, unaltered, Box(2, 2), Box(100, 100), 2 pseudo-random alterations)",
        quick: 2_000,
        deep: 8_000,
    },
];

/// The Lythoff constructions' compared ranges (read by `tests/twins.rs`).
pub const LYTHOFF: [Reach; 11] = [
    Reach {
        measure: "n, Construction 1, K = 2..8",
        quick: 120_001,
        deep: 1_000_001,
    },
    // The plain twin scans candidates one at a time and the entries grow fast with K
    // (load 9: K = 17 0.27 s and K = 24 1.2 s to n = 1000; K = 32 2.1 s to n = 300;
    // K = 40 1.9 s, K = 48 4.8 s, K = 64 26 s to n = 100), so the large K reach less far.
    Reach {
        measure: "n, Construction 1, K = 41..64",
        quick: 16,
        deep: 100,
    },
    Reach {
        measure: "n, Construction 2, f = 2, 3, 5, K = 2..5",
        quick: 120_001,
        deep: 1_000_001,
    },
    Reach {
        measure: "n, Construction 2, K = 2, f a table of values in 1..=8",
        quick: 120_001,
        deep: 1_000_001,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B1, K = 2..5",
        quick: 1_000,
        deep: 3_000,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B1, K = 2",
        quick: 3_000,
        deep: 3_000,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B_K-B_(K-1), K = 3..5",
        quick: 12,
        deep: 12,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B2-B1 and 1+B2, K = 2",
        quick: 26,
        deep: 26,
    },
    Reach {
        measure: "n, Construction 1, K = 9..16",
        quick: 1_000,
        deep: 5_000,
    },
    Reach {
        measure: "n, Construction 1, K = 17..24",
        quick: 1_000,
        deep: 3_000,
    },
    Reach {
        measure: "n, Construction 1, K = 25..40",
        quick: 100,
        deep: 1_000,
    },
];

/// The altered column algorithm's compared ranges (read by `tests/twins.rs`).
pub const ALTERED: [Reach; 4] = [
    Reach {
        measure: "columns, the catalog's named alterations (none, misère, Figure 3's, Box(8, 13), Box(2, 2), Box(1, 30), Box(30, 1)) and 3 random ones in a 12x12 box",
        quick: 1_000_000,
        deep: 100_000_000,
    },
    Reach {
        measure: "columns, every Box(a, b) with a, b <= 30 (60 under slow-tests)",
        quick: 4_100,
        deep: 4_130,
    },
    Reach {
        measure: "columns, each of 100 (2000 deep) random alterations in a 12x12 box",
        quick: 20_100,
        deep: 100_000,
    },
    // Compared inside the verdict that uses them, on every column it reads: the window
    // T <= 1024000 plus the search radius 2B + 5 (B <= 200) and one.
    Reach {
        measure: "columns, each box a verdict widens past its first window, against the plain twin inside that verdict",
        quick: 1_024_406,
        deep: 1_024_406,
    },
];

/// Positive Nim's exact engine: compared ranges (read by `tests/positive.rs`).
pub const POSITIVE: [Reach; 2] = [
    Reach {
        measure: "n, P(0..n) pairwise by the literal-rule checker",
        quick: 1_000_000,
        deep: 100_000_000,
    },
    Reach {
        measure: "a+b+c, every position against the plane sieve",
        quick: 10_000,
        deep: 30_000,
    },
];

/// The W^k column generator's compared ranges against its plain twin (read by
/// `tests/twins.rs`): the columns `a` compared, per band of `k`.
pub const BLOCKING: [Reach; 4] = [
    Reach {
        measure: "columns a, k = 1..20",
        quick: 5_000,
        deep: 50_000,
    },
    Reach {
        measure: "columns a, k = 1..4",
        quick: 25_000,
        deep: 100_000,
    },
    Reach {
        measure: "columns a, k = 21..127",
        quick: 500,
        deep: 5_000,
    },
    // The generator's cost per position grows like k^2 (0.39 s for a <= 500 at k = 255).
    Reach {
        measure: "columns a, k = 128..255",
        quick: 50,
        deep: 500,
    },
];

/// For a verdict's evidence: where the columns `a <= used` of W^k pass the deep reach of
/// `reach` (one of [`BLOCKING`]), a sentence saying so; else empty.
pub fn blocking_past_reach(reach: &Reach, used: u64) -> String {
    if used > reach.deep {
        format!(
            "; the column generator is compared with its plain twin to a <= {} ({}), beyond that its output is its own",
            reach.deep, reach.measure
        )
    } else {
        String::new()
    }
}

/// The true L1-Nim engine's compared ranges (read by `tests/twins.rs`): the literal-rule
/// checker (the independent twin) and the second engine (same lemma).
pub const TRUE_L1: [Reach; 2] = [
    Reach {
        measure: "n, true L1-Nim: P(0..=n) checked by the literal rule",
        quick: 1_000_000,
        deep: 100_000_000,
    },
    Reach {
        measure: "n, true L1-Nim: P(0..=n) equal to the second engine",
        quick: 1_000_000,
        deep: 1_000_000_000,
    },
];

/// The gate of a command: `asked`, in `reach`'s measure, is served when it lies within the
/// slow-tests range; past it only with `past` (`--past-compared`), and then with a note
/// (returned for the command to print on standard error). The refusal is the error text.
pub fn gate(what: &str, asked: u64, reach: &Reach, past: bool) -> Result<Option<String>, String> {
    if asked <= reach.deep {
        return Ok(None);
    }
    let text = format!(
        "{what}: {asked} passes the range where the engine is compared with its twin ({}: to {} under slow-tests)",
        reach.measure, reach.deep
    );
    if past {
        Ok(Some(format!(
            "note: {text}; past it the output is the engine's alone (--past-compared)"
        )))
    } else {
        Err(format!("{text}; pass --past-compared to run it anyway"))
    }
}

/// The compared range that gates `positions blocking --k k`: the band of `k`.
pub fn blocking_reach(k: u64) -> &'static Reach {
    match k {
        0..=4 => &BLOCKING[1],
        5..=20 => &BLOCKING[0],
        21..=127 => &BLOCKING[2],
        _ => &BLOCKING[3],
    }
}

/// Columns `a` reached by the first `n` P-positions `a <= b` of W^k, any `k`: every
/// column `x >= 1` holds exactly `k` P-positions (Larsson's Proposition 1.2 as corrected
/// by this project), each lower one the mirror of an upper one with a smaller `a`, so the
/// columns `a <= A` hold at least `A / 2` upper ones and `a_n <= 2 n + 2`.
pub const fn blocking_columns_of_positions(n: u64) -> u64 {
    n.saturating_mul(2).saturating_add(2)
}

/// The compared range that gates `positions lythoff --piles k [--f f]`: K's band for
/// Construction 1; for Construction 2 the family of `f` (a constant for K <= 5, `1+B1`
/// for K <= 5), and otherwise the smallest Construction 2 range (12).
pub fn lythoff_reach(k: u64, f: Option<&str>) -> &'static Reach {
    let Some(f) = f else {
        return match k {
            0..=8 => &LYTHOFF[0],
            9..=16 => &LYTHOFF[8],
            17..=24 => &LYTHOFF[9],
            25..=40 => &LYTHOFF[10],
            _ => &LYTHOFF[1],
        };
    };
    let f: String = f.chars().filter(|c| !c.is_whitespace()).collect();
    match (k, f.as_str()) {
        (0..=5, f) if f.parse::<u64>().is_ok() => &LYTHOFF[2],
        (2, "1+B1") => &LYTHOFF[5],
        (3..=5, "1+B1") => &LYTHOFF[4],
        _ => &LYTHOFF[6],
    }
}
