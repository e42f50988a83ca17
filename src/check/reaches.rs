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
    /// For a measure counting positions: the numbers are the last index compared
    /// (`P(0..=n)`, `n + 1` positions) rather than the count (`P(0..n)`).
    pub last_index: bool,
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
        last_index: false,
    },
    // Random n over the whole range (2000 cases, 200000 deep), each `a_n` tested as
    // floor(n phi) by the integer inequalities that define it: positions 0..=MAX_N.
    Reach {
        measure: "n, random n against floor(n phi) by its integer inequalities",
        quick: crate::games::wythoff::MAX_N + 1,
        deep: crate::games::wythoff::MAX_N + 1,
        last_index: false,
    },
];

/// Akiyama's v(n), the ring engine of `positions akiyama` against the simplified
/// generator on every n (read by `tests/akiyama.rs`).
pub const AKIYAMA_VRING: Reach = Reach {
    measure: "n, v(0..=n) of the ring engine against the simplified generator",
    quick: 10_000_000,
    deep: 1_000_000_000,
    last_index: true,
};

/// Sprague-Grundy lines (read by `tests/grundy.rs`): the side of the square. The third
/// measure (every value against the bit-set twin) gates `grundy`.
pub const GRUNDY: [Reach; 3] = [
    Reach {
        measure: "side, every cell against the rules solver (Wythoff and 4 named alterations)",
        quick: 300,
        deep: 800,
        last_index: false,
    },
    Reach {
        measure: "side, the zero cells against the P-position engines",
        quick: 2_000,
        deep: 10_000,
        last_index: false,
    },
    Reach {
        measure: "side, every value against the column-major bit-set twin (games/wythoff/grundy_twin.rs): Wythoff and 4 named alterations",
        quick: 4_096,
        deep: 10_000,
        last_index: false,
    },
];

/// Linear Nimhoff's labeller (the side of the square): against the literal-rule solver in
/// `games/nimhoff.rs`'s unit test, and against the forward sieve in `tests/twins.rs`.
pub const NIMHOFF: [Reach; 2] = [
    Reach {
        measure: "side, every cell against the literal-rule solver (4 rule sets, unaltered, 4 named and 8 pseudo-random alterations)",
        quick: 200,
        deep: 200,
        last_index: false,
    },
    Reach {
        measure: "side, every cell against the forward sieve (4 rule sets, unaltered, Box(2, 2), Box(100, 100), 2 pseudo-random alterations)",
        quick: 2_000,
        deep: 8_000,
        last_index: false,
    },
];

/// The Lythoff constructions' compared ranges (read by `tests/twins.rs`).
pub const LYTHOFF: [Reach; 11] = [
    Reach {
        measure: "n, Construction 1, K = 2..8",
        quick: 120_001,
        deep: 1_000_001,
        last_index: false,
    },
    // The plain twin scans candidates one at a time and the entries grow fast with K
    // (load 9: K = 17 0.27 s and K = 24 1.2 s to n = 1000; K = 32 2.1 s to n = 300;
    // K = 40 1.9 s, K = 48 4.8 s, K = 64 26 s to n = 100), so the large K reach less far.
    Reach {
        measure: "n, Construction 1, K = 41..64",
        quick: 16,
        deep: 100,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 2, f = 2, 3, 5, K = 2..5",
        quick: 120_001,
        deep: 1_000_001,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 2, K = 2, f a table of values in 1..=8",
        quick: 120_001,
        deep: 1_000_001,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B1, K = 2..5",
        quick: 1_000,
        deep: 3_000,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B1, K = 2",
        quick: 3_000,
        deep: 3_000,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B_K-B_(K-1), K = 3..5",
        quick: 12,
        deep: 12,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 2, f = 1+B2-B1 and 1+B2, K = 2",
        quick: 26,
        deep: 26,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 1, K = 9..16",
        quick: 1_000,
        deep: 5_000,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 1, K = 17..24",
        quick: 1_000,
        deep: 3_000,
        last_index: false,
    },
    Reach {
        measure: "n, Construction 1, K = 25..40",
        quick: 100,
        deep: 1_000,
        last_index: false,
    },
];

/// The altered column algorithm's compared ranges (read by `tests/twins.rs`).
pub const ALTERED: [Reach; 4] = [
    Reach {
        measure: "columns, the catalog's named alterations (none, misère, Figure 3's, Box(8, 13), Box(2, 2), Box(1, 30), Box(30, 1)) and 3 random ones in a 12x12 box",
        quick: 1_000_000,
        deep: 100_000_000,
        last_index: false,
    },
    Reach {
        measure: "columns, every Box(a, b) with a, b <= 30 (60 under slow-tests)",
        quick: 4_100,
        deep: 4_130,
        last_index: false,
    },
    Reach {
        measure: "columns, each of 100 (2000 deep) random alterations in a 12x12 box",
        quick: 20_100,
        deep: 100_000,
        last_index: false,
    },
    // Compared inside the verdict that uses them, on every column it reads: the window
    // T <= 1024000 plus the search radius 2B + 5 (B <= 200) and one.
    Reach {
        measure: "columns, each alteration a verdict widens past its first window, against the plain twin inside that verdict",
        quick: 1_024_406,
        deep: 1_024_406,
        last_index: false,
    },
];

/// Positive Nim's exact engine: compared ranges (read by `tests/positive.rs`).
pub const POSITIVE: [Reach; 3] = [
    // Stable only: no listed position moves to another (a missing P-position is not seen
    // here; completeness is sampled, `tests/positive.rs`).
    Reach {
        measure: "n, P(0..n) stable by the literal-rule checker",
        quick: 1_000_000,
        deep: 100_000_000,
        last_index: false,
    },
    Reach {
        measure: "a+b+c, every position against the plane sieve",
        quick: 10_000,
        deep: 30_000,
        last_index: false,
    },
    // Membership and completeness at once, against a separately written engine: what gates
    // `positions positive`.
    Reach {
        measure: "n, P(0..=n) equal to the C engine's (benches/reference/positive.c)",
        quick: 1_000_000,
        deep: 10_000_000,
        last_index: true,
    },
];

/// The W^k column generator's compared ranges against its plain twin (read by
/// `tests/twins.rs`): the columns `a` compared, per band of `k`.
pub const BLOCKING: [Reach; 4] = [
    // The plain twin's cost grows like A^2 (its module doc): the deep reach is what the
    // slow tier compares, on two threads (`cargo run --release --example twin_reach`
    // times one k; docs/engines.md states the whole band).
    Reach {
        measure: "columns a, k = 1..20",
        quick: 5_000,
        deep: 1_000_000,
        last_index: false,
    },
    // The slow tier's k = 1..20 band covers these k to its own deep reach.
    Reach {
        measure: "columns a, k = 1..4",
        quick: 25_000,
        deep: 1_000_000,
        last_index: false,
    },
    Reach {
        measure: "columns a, k = 21..127",
        quick: 500,
        deep: 5_000,
        last_index: false,
    },
    // The generator's cost per position grows like k^2 (0.39 s for a <= 500 at k = 255).
    Reach {
        measure: "columns a, k = 128..255",
        quick: 50,
        deep: 500,
        last_index: false,
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
pub const TRUE_L1: [Reach; 3] = [
    Reach {
        measure: "n, true L1-Nim: P(0..=n) checked by the literal rule",
        quick: 1_000_000,
        deep: 100_000_000,
        last_index: true,
    },
    Reach {
        measure: "n, true L1-Nim: P(0..=n) equal to the second engine",
        quick: 1_000_000,
        deep: 1_000_000_000,
        last_index: true,
    },
    // The engine of `positions l1` (games/l1/fast.rs) and what gates it: streamed against
    // the plain path (the exact engine, itself equal to the second engine to 10^9 and
    // checked by the literal rule to 10^8); its own list is also checked by the literal
    // rule to [`L1_FAST_LITERAL`].
    Reach {
        measure: "n, true L1-Nim fast path: P(0..=n) equal to the plain path",
        quick: 1_000_000,
        deep: 1_000_000_000,
        last_index: true,
    },
];

/// The fast path's own list checked by the literal-rule checker: `P(0..=n)` in the quick
/// tier and under `slow-tests` (12 bytes a position in the checker).
pub const L1_FAST_LITERAL: Reach = Reach {
    measure: "n, true L1-Nim fast path: its own list P(0..=n) checked by the literal rule",
    quick: 1_000_000,
    deep: 10_000_000,
    last_index: true,
};

impl Reach {
    /// The last index served when `max` is served in this measure (a measure counting
    /// positions): `max` itself, or `max - 1` for a count (`P(0..max)`). A refusal names
    /// this n, as the help does.
    pub fn last_index_of(&self, max: u64) -> u64 {
        if self.last_index {
            max
        } else {
            max.saturating_sub(1)
        }
    }
}

/// The largest value, in `reach`'s measure, that the command `what` serves without
/// `--past-compared`: the `command_max` of the [`Use`] in `uses` (the one table:
/// `papers::engines::engines`) whose `by` begins `what` and whose measure is `reach`'s;
/// the slow-tests range when no use names it.
pub fn served(uses: &[Use], what: &str, reach: &Reach) -> u64 {
    command_use(uses, what, reach)
        .and_then(|u| u.command_max)
        .unwrap_or(reach.deep)
}

/// The largest value, in `reach`'s measure, that the command `what` accepts with
/// `--past-compared` (its size limit, the `command_limit` of its [`Use`]); 0 when no use
/// names it.
pub fn limit(uses: &[Use], what: &str, reach: &Reach) -> u64 {
    command_use(uses, what, reach)
        .and_then(|u| u.command_limit)
        .unwrap_or(0)
}

/// The [`Use`] of the command `what` (its `by` begins `what`) in `reach`'s measure.
fn command_use<'a>(uses: &'a [Use], what: &str, reach: &Reach) -> Option<&'a Use> {
    uses.iter()
        .find(|u| what.starts_with(u.by) && u.measure == reach.measure)
}

/// The gate of a command: `asked` (what it reaches, in `reach`'s measure; `what` names the
/// command and the quantity) is served up to `max` ([`served`]); past it only with `past`
/// (`--past-compared`), and then with a note (returned for the command to print on
/// standard error). The refusal, naming the range and the flag, is the error text.
pub fn gate(
    what: &str,
    asked: u64,
    max: u64,
    reach: &Reach,
    past: bool,
) -> Result<Option<String>, String> {
    if asked <= max {
        return Ok(None);
    }
    let text = format!(
        "{what} {asked} passes the range where the engine is compared with its twin ({}: to {max} without --past-compared)",
        reach.measure
    );
    if past {
        Ok(Some(format!(
            "note: {text}; past it the output is the engine's alone (--past-compared)"
        )))
    } else {
        Err(format!("{text}; pass --past-compared to run it anyway"))
    }
}

/// The compared range that gates `positions blocking --k k`: the band of `k` (`None` for
/// k = 1..=4, checked against the proved automata at every n: `games::proved`).
pub fn blocking_reach(k: u64) -> Option<&'static Reach> {
    match k {
        0..=4 => None,
        5..=20 => Some(&BLOCKING[0]),
        21..=127 => Some(&BLOCKING[2]),
        _ => Some(&BLOCKING[3]),
    }
}

/// Columns `a` reached by the first `n` P-positions `a <= b` of W^k, any `k`: every
/// column `x >= 1` holds exactly `k` P-positions (Larsson's Proposition 1.2 as corrected
/// by this project), each lower one the mirror of an upper one with a smaller `a`, so the
/// columns `a <= A` hold at least `A / 2` upper ones and `a_n <= 2 n + 2`. (The verdicts'
/// bound, for every k; `positions blocking` gates on the column its output reaches.)
pub const fn blocking_columns_of_positions(n: u64) -> u64 {
    n.saturating_mul(2).saturating_add(2)
}

/// The compared range that gates `positions lythoff --piles k [--f f]`, with `f`
/// normalised (`FExpr::normal`: `B1+1` is `1+B1`). `Ok(None)`: K = 2 with a constant
/// f = 1..=5, checked against the proved automata at every n (`games::proved`). f = 1 (or
/// none) is Construction 1: K's band; a constant 2, 3 or 5 with K <= 5, `1+B1` (K <= 5),
/// `1+B_K-B_(K-1)` (K = 3..5), `1+B2-B1` and `1+B2` (K = 2): their comparisons; any other f
/// the smallest Construction 2 range (12). An f that does not parse is the engine's to
/// refuse (`Ok` of that smallest range).
pub fn lythoff_reach(k: u64, f: Option<&str>) -> Option<&'static Reach> {
    use crate::games::lythoff::FExpr;
    let parsed = f.and_then(|f| FExpr::parse(f, k as usize).ok());
    let normal = parsed.as_ref().map(FExpr::normal);
    let constant = match (f, &parsed) {
        (None, _) => Some(1),
        (Some(_), Some(e)) => e.as_constant(),
        (Some(_), None) => None,
    };
    let is = |text: &str| {
        normal.is_some() && FExpr::parse(text, k as usize).ok().map(|e| e.normal()) == normal
    };
    match (k, constant) {
        (2, Some(1..=5)) => None,
        (_, Some(1)) => Some(match k {
            0..=8 => &LYTHOFF[0],
            9..=16 => &LYTHOFF[8],
            17..=24 => &LYTHOFF[9],
            25..=40 => &LYTHOFF[10],
            _ => &LYTHOFF[1],
        }),
        (2..=5, Some(2 | 3 | 5)) => Some(&LYTHOFF[2]),
        (2, _) if is("1+B1") => Some(&LYTHOFF[5]),
        (3..=5, _) if is("1+B1") => Some(&LYTHOFF[4]),
        (3..=5, _) if is(&format!("1+B{k}-B{}", k - 1)) => Some(&LYTHOFF[6]),
        (2, _) if is("1+B2-B1") || is("1+B2") => Some(&LYTHOFF[7]),
        _ => Some(&LYTHOFF[6]),
    }
}

/// The compared range that gates `positions altered` for the alteration `alt`. `None`: a
/// proved game (`games::proved`: the unaltered game, misère, Box(2, 2), Box(4, 4),
/// Figure 2's), checked at every column. The named alterations compared to the full reach
/// (Box(8, 13), Box(1, 30), Box(30, 1)): the first measure; any other Box(a, b) with
/// a, b <= 60: the second; any other alteration inside a 12x12 box (the random ones'
/// shape): the third; any other shape was never compared, and gets the smallest of the
/// three (the second).
pub fn altered_reach(alt: &crate::games::altered::Alteration) -> Option<&'static Reach> {
    use crate::games::altered::Alteration;
    if crate::games::proved::ProvedSet::altered(alt).is_some() {
        return None;
    }
    let named = ["P: box 8x13", "P: box 1x30", "P: box 30x1"];
    if named
        .iter()
        .any(|s| Alteration::parse(s).ok().as_ref() == Some(alt))
    {
        return Some(&ALTERED[0]);
    }
    let (mx, my) = alt.extent();
    if alt.n.is_empty() && mx <= 60 && my <= 60 && *alt == Alteration::p_box(mx, my) {
        return Some(&ALTERED[1]);
    }
    if mx <= 12 && my <= 12 {
        return Some(&ALTERED[2]);
    }
    Some(&ALTERED[1])
}

/// Engines streamed against a proved P-set automaton (`games::proved`: membership and
/// completeness column by column; read by `tests/proved_twins.rs`). The commands that serve
/// these games run the same check on their own output, so they are checked at every n they
/// serve and are not gated.
pub const PROVED: Reach = Reach {
    measure: "n, P(0..n) (columns x < n for an altered game) against the proved P-set automaton, column by column",
    quick: 1_000_000,
    deep: 10_000_000,
    last_index: false,
};

#[cfg(test)]
mod gate_tests {
    use super::*;

    #[test]
    fn lythoff_f_is_normalised_before_its_reach() {
        let measure = |k, f| lythoff_reach(k, f).map(|r| r.measure);
        // f = 1 is Construction 1, whichever way it is written.
        assert_eq!(measure(6, Some("1")), Some(LYTHOFF[0].measure));
        assert_eq!(measure(6, Some("2-1")), Some(LYTHOFF[0].measure));
        assert_eq!(measure(6, None), Some(LYTHOFF[0].measure));
        assert_eq!(measure(41, Some("1")), Some(LYTHOFF[1].measure));
        // B1+1 is 1+B1.
        assert_eq!(measure(2, Some("B1+1")), Some(LYTHOFF[5].measure));
        assert_eq!(measure(4, Some("B1 + 1")), Some(LYTHOFF[4].measure));
        assert_eq!(measure(4, Some("-B3+B4+1")), Some(LYTHOFF[6].measure));
        // K = 2 with a constant 1..=5: the proved automata.
        assert_eq!(measure(2, Some("3")), None);
        assert_eq!(measure(2, None), None);
        // f = 50 was never compared: the smallest range, not the one of f in {2, 3, 5}.
        assert_eq!(measure(2, Some("50")), Some(LYTHOFF[6].measure));
        assert_eq!(measure(4, Some("5")), Some(LYTHOFF[2].measure));
        assert_eq!(measure(6, Some("5")), Some(LYTHOFF[6].measure));
    }

    #[test]
    fn an_alteration_gets_the_reach_of_its_shape() {
        use crate::games::altered::Alteration;
        let measure = |s: &str| altered_reach(&Alteration::parse(s).unwrap()).map(|r| r.measure);
        assert_eq!(measure("N: 0,0"), None);
        assert_eq!(measure(""), None);
        assert_eq!(measure("P: box 8x13"), Some(ALTERED[0].measure));
        assert_eq!(measure("P: box 40x50"), Some(ALTERED[1].measure));
        assert_eq!(measure("P: 3,4; N: 5,6"), Some(ALTERED[2].measure));
        assert_eq!(
            measure("P: box 200x300; N: 500,7000"),
            Some(ALTERED[1].measure)
        );
        assert_eq!(measure("P: box 8x13; N: 9,9"), Some(ALTERED[1].measure));
    }

    #[test]
    fn counts_and_last_indices() {
        assert_eq!(TRUE_L1[2].last_index_of(10_000_000), 10_000_000);
        assert_eq!(LYTHOFF[0].last_index_of(1_000_000), 999_999);
        assert_eq!(LYTHOFF[0].last_index_of(0), 0);
    }
}
