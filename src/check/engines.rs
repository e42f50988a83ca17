//! Engine provenance: every fast engine, the independent twin it is compared with, and
//! the range of that comparison in the quick tests, the deep tier (`slow-tests`) and the
//! verdicts that use it. `wythoff engines [--json]` prints this table; a verdict that uses
//! an engine past its compared range says so in its evidence.
//!
//! The prose ranges here are the bounds written in the tests and checkers named in
//! `where`. Where an engine has [`Reach`] data, the numbers are the ones the twin tests
//! read (`tests/twins.rs` runs exactly these), and every verdict that uses the engine is
//! listed as a [`Use`]: `tests/engine_ranges.rs` fails when a verdict's default or deep
//! bound, mapped into the engine's measure, passes the compared range.

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
    /// A statement id (`kf.lemma3`), or a command (`positions lythoff`).
    pub by: &'static str,
    /// The [`Reach::measure`] it is measured in.
    pub measure: &'static str,
    /// For a verdict: the engine's range used at the statement's bound `N`
    /// (`None` for a command).
    #[serde(skip)]
    pub at_bound: Option<fn(u64) -> u64>,
    /// For a command: the largest value it accepts, in the measure.
    pub command_max: Option<u64>,
}

impl Use {
    /// A verdict using the engine to `at_bound(N)` at bound `N`.
    pub const fn verdict(by: &'static str, measure: &'static str, at_bound: fn(u64) -> u64) -> Use {
        Use {
            by,
            measure,
            at_bound: Some(at_bound),
            command_max: None,
        }
    }

    /// A command serving up to `max` in the measure.
    pub const fn command(by: &'static str, measure: &'static str, max: u64) -> Use {
        Use {
            by,
            measure,
            at_bound: None,
            command_max: Some(max),
        }
    }
}

/// One engine and its twin.
#[derive(Debug, Clone, Serialize)]
pub struct Engine {
    /// The engine (and its file).
    pub engine: &'static str,
    /// The independent route it is compared with (and its file).
    pub twin: &'static str,
    /// The range compared by `cargo test --release`.
    pub quick: &'static str,
    /// The range compared under `--features slow-tests`.
    pub deep: &'static str,
    /// The comparison inside the verdicts that use the engine.
    pub in_verdicts: &'static str,
    /// Where the comparisons are.
    pub r#where: &'static str,
    /// The compared ranges as numbers (empty: prose only).
    pub reach: Vec<Reach>,
    /// The verdicts and commands that use the engine, in those measures.
    pub uses: Vec<Use>,
}

/// The Lythoff constructions' compared ranges (read by `tests/twins.rs`).
pub const LYTHOFF: [Reach; 9] = [
    Reach {
        measure: "n, Construction 1, K = 2..8",
        quick: 120_001,
        deep: 1_000_001,
    },
    // The plain twin scans candidates one at a time and the entries grow fast with K
    // (K = 32: 21 s to n = 1000; K = 64: 60 s to n = 100), so the large K reach less far.
    Reach {
        measure: "n, Construction 1, K = 17..64",
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
];

/// The altered column algorithm's compared ranges (read by `tests/twins.rs`).
pub const ALTERED: [Reach; 3] = [
    Reach {
        measure: "columns, the catalog's named alterations (none, misère, Figure 3's, Box(8, 13), Box(2, 2), Box(1, 30), Box(30, 1))",
        quick: 1_000_000,
        deep: 100_000_000,
    },
    Reach {
        measure: "columns, every Box(a, b) with a, b <= 30 (60 under slow-tests)",
        quick: 4_100,
        deep: 4_100,
    },
    Reach {
        measure: "columns, each of 100 (2000 deep) random alterations in a 12x12 box",
        quick: 20_100,
        deep: 100_000,
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

/// The frontier statements that run positive Nim's engine to P(N).
const POSITIVE_USERS: [&str; 7] = [
    "frontier.positive.partition",
    "frontier.positive.finite-differences",
    "frontier.positive.one-per-sum",
    "frontier.positive.slopes",
    "frontier.positive.vs-l1",
    "frontier.positive.repeats",
    "frontier.positive.gaps",
];

fn positive_uses() -> Vec<Use> {
    let mut v: Vec<Use> = POSITIVE_USERS
        .iter()
        .map(|&id| Use::verdict(id, POSITIVE[0].measure, |n| n))
        .collect();
    v.push(Use::verdict(
        "frontier.positive.engine",
        POSITIVE[1].measure,
        |s| s,
    ));
    v.push(Use::command(
        "positions positive",
        POSITIVE[0].measure,
        crate::positions::POSITIVE_MAX_N,
    ));
    v
}

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

/// Columns `a` reached by the first `n` P-positions `a <= b` of W^k, any `k`: every
/// column `x >= 1` holds exactly `k` P-positions (Larsson, Proposition 1.2 as corrected in
/// `larsson.prop1-2`), each lower one the mirror of an upper one with a smaller `a`, so
/// the columns `a <= A` hold at least `A / 2` upper ones and `a_n <= 2 n + 2`.
const fn blocking_columns_of_positions(n: u64) -> u64 {
    2 * n + 2
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

/// How far a `frontier.l1.*` survey runs the literal-rule checker (about 72 bytes per
/// position: 720 MB here).
pub const L1_LITERAL_MAX_N: u64 = 10_000_000;

/// How far a `frontier.l1.*` survey compares the engine with the second engine (a flag bit
/// per value and per difference: about 1.1 GB here).
pub const L1_TWIN_MAX_N: u64 = 1_000_000_000;

/// The literal checker's range in a `frontier.l1.*` survey at bound `n`.
fn literal_n(n: u64) -> u64 {
    n.min(L1_LITERAL_MAX_N)
}

/// The second engine's range in a `frontier.l1.*` survey at bound `n`.
fn twin_n(n: u64) -> u64 {
    n.min(L1_TWIN_MAX_N)
}

/// Every engine.
pub fn all() -> Vec<Engine> {
    vec![
        Engine {
            engine: "Wythoff exact closed form and streaming pairs (games/wythoff/beatty.rs)",
            twin: "mex recurrence (games/wythoff/mex.rs) and the generic rules solver (games/solver.rs)",
            quick: "n <= 10^6 (mex), square of side 250 (rules); random n up to MAX_N against floor(n phi)",
            deep: "n <= 10^7 (mex), side 1200 (rules)",
            in_verdicts: "akiyama.wythoff.props: the rules solver on the square of side min(max(isqrt N, 30), 1500)",
            r#where: "tests/wythoff.rs",
            reach: vec![],
            uses: vec![],
        },
        Engine {
            engine: "Akiyama's v(n), simplified streaming algorithm (games/akiyama_vn/simplified.rs)",
            twin: "Construction 1 with K = 3 (games/lythoff/construction.rs); the plain mex algorithm (games/akiyama_vn/mex.rs)",
            quick: "n <= 3*10^4 (mex algorithm); n <= 10^6 in the verdicts below",
            deep: "n <= 1.5*10^5 (mex algorithm); the verdicts' deep bounds",
            in_verdicts: "akiyama.cor1-4, thm3, conj1, eq14-15, assumption16: Construction 1 to each verdict's own bound (10^9 at most, beyond says so)",
            r#where: "tests/akiyama.rs, papers/akiyama/twin.rs",
            reach: vec![],
            uses: vec![],
        },
        Engine {
            engine: "Akiyama's v(n), ring engine of `positions akiyama` (games/akiyama_vn/vring.rs)",
            twin: "the simplified streaming algorithm (games/akiyama_vn/simplified.rs), itself compared with Construction 1",
            quick: "n <= 4*10^5 in runs stopped and resumed at every kind of point, and n <= 4000 with the register loop taking over at every D from 128 to 1500 (unit tests); n <= 10^7 (tests/akiyama.rs)",
            deep: "n <= 10^9 (tests/akiyama.rs under slow-tests)",
            in_verdicts: "none: the verdicts use the simplified algorithm; this engine serves `positions akiyama` (to 4*10^9: compared to 10^9)",
            r#where: "games/akiyama_vn/vring.rs, tests/akiyama.rs",
            reach: vec![],
            uses: vec![],
        },
        Engine {
            engine: "True L1-Nim exact engine (games/l1/exact.rs) and its fast path (games/l1/fast.rs: ring sets, the engine of `positions l1`; FastL1::plain switches back)",
            twin: "the literal-rule checker (games/l1/literal.rs: from the move rule only; no listed position moves to another, sampled triples off the list move into it); plane-sieve rules solver (games/l1/planes.rs); second engine with flag bits (games/l1/exact_plain.rs: same lemma, so not independent)",
            quick: "every position with a+b+c <= 3000 (rules); P(0..=10^6) stable by the literal checker, absorbing on a+b+c <= 300, windows at P(10^k), 20000 random triples; n <= 10^6 (second engine); fast path = plain path on P(0..=10^6), and the literal checker on the fast path's own list",
            deep: "a+b+c <= 4000 (rules); P(0..=10^8) by the literal checker (7.2 GB), absorbing on a+b+c <= 600 and 10^6 random triples; n <= 10^9 (second engine): the largest n of `positions l1`",
            in_verdicts: "frontier.l1.*: the literal checker on P(0..=min(N, 10^7)) (beyond says so), the second engine to min(N, 10^9); frontier.l1.engine: rules to its S, the literal checker on its first min(1000 S, 10^6) positions; frontier.l1.vs-akiyama: the plane sieve to a+b+c <= 1000 and the literal rule on v(1..min(N, 10^6))",
            r#where: "tests/twins.rs, tests/frontier.rs, papers/frontier/l1.rs",
            reach: TRUE_L1.to_vec(),
            uses: vec![
                Use::verdict("frontier.l1.engine", TRUE_L1[0].measure, |s| {
                    (s * 1000).min(1_000_000)
                }),
                Use::verdict("frontier.l1.partition", TRUE_L1[0].measure, literal_n),
                Use::verdict(
                    "frontier.l1.finite-differences",
                    TRUE_L1[0].measure,
                    literal_n,
                ),
                Use::verdict("frontier.l1.one-per-sum", TRUE_L1[0].measure, literal_n),
                Use::verdict("frontier.l1.widths", TRUE_L1[0].measure, literal_n),
                Use::verdict("frontier.l1.slopes", TRUE_L1[0].measure, literal_n),
                Use::verdict("frontier.l1.substitutive", TRUE_L1[0].measure, literal_n),
                Use::verdict("frontier.l1.partition", TRUE_L1[1].measure, twin_n),
                Use::verdict("frontier.l1.finite-differences", TRUE_L1[1].measure, twin_n),
                Use::verdict("frontier.l1.one-per-sum", TRUE_L1[1].measure, twin_n),
                Use::verdict("frontier.l1.widths", TRUE_L1[1].measure, twin_n),
                Use::verdict("frontier.l1.slopes", TRUE_L1[1].measure, twin_n),
                Use::verdict("frontier.l1.substitutive", TRUE_L1[1].measure, twin_n),
                Use::command("positions l1", TRUE_L1[1].measure, 1_000_000_000),
            ],
        },
        Engine {
            engine: "Plane sieve, L1-Nim and positive Nim (games/l1/planes.rs)",
            twin: "literal layer solver and forward sieve (games/l1/rules.rs)",
            quick: "a+b+c <= 220",
            deep: "a+b+c <= 400",
            in_verdicts: "frontier.positive.engine: a+b+c <= min(S, 150) (S = 1200 by default, 4000 deep)",
            r#where: "tests/frontier.rs, papers/frontier/positive.rs",
            reach: vec![],
            uses: vec![],
        },
        Engine {
            engine: "Positive Nim exact engine (games/positive/engine.rs): six monotone tests, pairs at their entry layer, row and diagonal walkers",
            twin: "plane-sieve rules solver, positive variant (games/l1/planes.rs); the literal-rule checker (games/positive/literal.rs: no listed position moves to another; sampled triples off the list move into it)",
            quick: "every position with a+b+c <= 2320 (rules); P(0..10^6) pairwise by the literal checker, completeness on every triple with a+b+c <= 300, windows of side 13 around P(100..100000), 20000 random triples below the last sum of P(0..2*10^5); the simplex bound weakened by 1, 7, 40 gives the same P(0..3000)",
            deep: "a+b+c <= 6000 (rules); P(0..10^7) pairwise by the literal checker, completeness on a+b+c <= 600 and 10^6 random triples",
            in_verdicts: "frontier.positive.engine: the plane sieve on a+b+c <= S (1200 by default, 4000 deep); every other frontier.positive.* statement: the literal checker on all of P(0..=N) up to N = 10^7 (beyond says so), completeness on a+b+c <= 300 and windows of side 9 around P(10^k)",
            r#where: "tests/positive.rs, games/positive/engine.rs, papers/frontier/positive.rs",
            reach: POSITIVE.to_vec(),
            uses: positive_uses(),
        },
        Engine {
            engine: "W^k column generator (games/blocking/columns.rs)",
            twin: "Definition 3 cell by cell on unbounded columns, from the move rule alone (games/blocking/plain.rs); Definition 3 on a square (games/blocking/cells.rs); the generic blocking solver (games/solver.rs)",
            quick: "see the measures (plain twin: every P-position with a <= the reach, every k of the band); k = 1..10 on the square of side 300 (generic solver); the residue-class search forced at every hand-over point (flat budgets 0, 1, 4) against cells, k = 1..12 on side 2500; the default search against the flat search alone for k = 2, 6, 10 to a = 60000",
            deep: "see the measures; side 600 (generic solver); classes against cells on side 8000; default against flat to a = 200000",
            in_verdicts: "larsson.prop1-2 (k <= 12): cells on side min(4n, 8000); larsson.table1 (k <= 20): cells on a square past the largest b used, capped at side 60000; larsson.thm1-1: R_k by its formula; larsson.table2-4: the rules solver on the first 90 rows",
            r#where: "tests/twins.rs (plain twin, planted error), tests/larsson.rs, papers/larsson/theorem1_1.rs, papers/larsson/propositions.rs, papers/larsson/definitions.rs, papers/larsson/conjectures.rs",
            reach: BLOCKING.to_vec(),
            uses: vec![
                // The generator for k = 1 against Beatty's pairs, columns a < 25000.
                Use::verdict("larsson.def3", BLOCKING[1].measure, |_| 25_000),
                Use::verdict("larsson.thm1-1", BLOCKING[1].measure, |n| n),
                Use::verdict("larsson.prop1-2", BLOCKING[0].measure, |n| n),
                Use::verdict("larsson.table1", BLOCKING[0].measure, |a| a),
                Use::verdict("larsson.w4-hypothesis", BLOCKING[1].measure, |a| a),
                Use::verdict("larsson.remark1", BLOCKING[1].measure, |a| a),
                Use::verdict(
                    "larsson.table2",
                    BLOCKING[0].measure,
                    blocking_columns_of_positions,
                ),
                Use::verdict(
                    "larsson.table3",
                    BLOCKING[0].measure,
                    blocking_columns_of_positions,
                ),
                Use::verdict(
                    "larsson.table4",
                    BLOCKING[0].measure,
                    blocking_columns_of_positions,
                ),
                // p_table(side), and the learner again on data below 1000 (k = 2, 3) or
                // 2048 (k = 4).
                Use::verdict("frontier.automatic.blocking-k2", BLOCKING[1].measure, |n| {
                    n.max(1_000)
                }),
                Use::verdict("frontier.automatic.blocking-k3", BLOCKING[1].measure, |n| {
                    n.max(1_000)
                }),
                Use::verdict(
                    "frontier.automatic.blocking-k4-pell",
                    BLOCKING[1].measure,
                    |n| n.max(2_048),
                ),
                Use::verdict("frontier.automatic.wk", BLOCKING[0].measure, |b| b),
                Use::command(
                    "positions blocking",
                    BLOCKING[0].measure,
                    blocking_columns_of_positions(crate::positions::BLOCKING_MAX_N),
                ),
                Use::command(
                    "positions blocking",
                    BLOCKING[2].measure,
                    blocking_columns_of_positions(crate::positions::BLOCKING_MAX_N),
                ),
                Use::command(
                    "positions blocking",
                    BLOCKING[3].measure,
                    blocking_columns_of_positions(crate::positions::BLOCKING_MAX_N),
                ),
                Use::command("conjecture larsson.table1", BLOCKING[0].measure, 10_000_000),
                Use::command("deep --larsson-up-to", BLOCKING[0].measure, 10_000_000),
                Use::command(
                    "guess blocking",
                    BLOCKING[0].measure,
                    crate::games::automatic::MAX_BOUND,
                ),
            ],
        },
        Engine {
            engine: "Lythoff(K) Constructions 1-2 (games/lythoff/construction.rs)",
            twin: "both constructions on plain hash sets, written separately from the paper (games/lythoff/plain.rs); the lexicographic search with literal Definition 1 / 7 checks (games/lythoff/pruned_search.rs) and the box solver (games/lythoff/boxed.rs) for K = 2..5",
            quick: "see the measures: Construction 1 for every K = 2..64, Construction 2 for the catalog's f and 40 random linear f (K = 2..6) and a random table f (K = 2); Lemma 5 by the literal Definition 1 test on the first 150, 150, 120, 90, 40, 20, 12 positions for K = 2..8, Definition 7 on the first 60 for the catalog's f (K = 2..5); rules search: K = 2..5, the first 150 positions; box solver: K = 2, 3, 4 on m = 60, 60, 40 (unit tests)",
            deep: "see the measures; rules search: the first 400 positions",
            in_verdicts: "kf.thm2: the search against the construction to its bound, and the search against the box solver below its first exit from the box; K = 3 against Akiyama's v(n) (simplified algorithm) to 1000 N",
            r#where: "tests/twins.rs, tests/klein_fraenkel.rs",
            reach: LYTHOFF.to_vec(),
            uses: vec![
                Use::verdict("kf.construction1", LYTHOFF[0].measure, |n| n + 1),
                Use::verdict("kf.lemma3", LYTHOFF[0].measure, |n| n + 1),
                Use::verdict("kf.lemma4", LYTHOFF[0].measure, |n| n + 1),
                Use::verdict("kf.lemma5", LYTHOFF[0].measure, |n| n),
                // Constructed positions with p_1 <= 4m (K = 2): at most 4m + 1 of them.
                Use::verdict("kf.lemma6", LYTHOFF[0].measure, |m| 4 * m + 1),
                // K = 2..5 to N, and K = 3 to 1000 N + 1 against v(n).
                Use::verdict("kf.thm2", LYTHOFF[0].measure, |n| 1000 * n + 1),
                Use::verdict("kf.construction2", LYTHOFF[2].measure, |n| n + 1),
                Use::verdict("kf.construction2", LYTHOFF[4].measure, |n| {
                    (n + 1).min(1_000)
                }),
                Use::verdict("kf.construction2", LYTHOFF[6].measure, |n| (n + 1).min(12)),
                // Construction 2 to N, the covers to 100 N.
                Use::verdict("kf.thm3", LYTHOFF[2].measure, |n| 100 * n),
                Use::verdict("kf.thm3", LYTHOFF[4].measure, |n| (100 * n).min(1_000)),
                Use::verdict("kf.thm3", LYTHOFF[6].measure, |n| (100 * n).min(12)),
                Use::verdict("kf.thm4", LYTHOFF[2].measure, |n| n + 1),
                Use::verdict("kf.thm4", LYTHOFF[5].measure, |n| (n + 1).min(3_000)),
                Use::verdict("kf.thm4", LYTHOFF[7].measure, |n| (n + 1).min(26)),
                Use::verdict("kf.thm5", LYTHOFF[3].measure, |n| n + 1),
                Use::verdict("kf.cor1", LYTHOFF[3].measure, |n| n + 1),
                Use::command(
                    "positions lythoff",
                    LYTHOFF[0].measure,
                    crate::positions::LYTHOFF_MAX_N,
                ),
                Use::command(
                    "positions lythoff",
                    LYTHOFF[1].measure,
                    crate::positions::LYTHOFF_MAX_N,
                ),
                Use::command(
                    "positions lythoff",
                    LYTHOFF[8].measure,
                    crate::positions::LYTHOFF_MAX_N,
                ),
            ],
        },
        Engine {
            engine: "Altered Wythoff column algorithm (games/altered/columns.rs)",
            twin: "ordered sets of free rows and diagonals with a leapfrog per column, written separately from the rules (games/altered/plain.rs); recursive labelling on a box (games/altered/rules.rs)",
            quick: "see the measures; recursive labelling: 60 random alterations",
            deep: "see the measures; recursive labelling: 2000 random alterations",
            in_verdicts: "hst lemmas 1-3 and theorems 1-3 on their own alterations; hst.thm2 widens T to 1024000 for thin boxes, compared only for Box(1, 30) and Box(30, 1) to the first measure's reach",
            r#where: "tests/twins.rs, tests/hst.rs",
            reach: ALTERED.to_vec(),
            uses: vec![
                Use::verdict("hst.misere", ALTERED[0].measure, |s| 100 * s),
                Use::verdict("hst.fig5", ALTERED[0].measure, |t| t + 31),
                Use::verdict("hst.thm2", ALTERED[1].measure, |_| 4_000 + 66),
                Use::verdict("hst.lemma1", ALTERED[2].measure, |_| 3_000),
                Use::verdict("hst.lemma2", ALTERED[2].measure, |_| 3_000),
                Use::verdict("hst.lemma3", ALTERED[2].measure, |_| 3_000),
                Use::verdict("hst.thm1", ALTERED[2].measure, |_| 20_000 + 41),
                Use::verdict("hst.thm3", ALTERED[2].measure, |_| 8_000 + 41),
                Use::command(
                    "positions altered",
                    ALTERED[0].measure,
                    crate::positions::ALTERED_MAX_COLUMNS,
                ),
            ],
        },
        Engine {
            engine: "Sprague-Grundy line engine, Wythoff and altered games (games/wythoff/grundy.rs, games/altered/grundy.rs)",
            twin: "the generic rules solver's Grundy values on the literal move lists (games/solver.rs through games/wythoff/rules.rs and games/altered/rules.rs); the zero cells against Wythoff's closed form (games/wythoff/beatty.rs) and the altered column algorithm (games/altered/columns.rs)",
            quick: "side 300 cell by cell (Wythoff and 4 named alterations), 24 random alterations on sides 1..70; zero cells on side 2000 (Wythoff, the 4 alterations) and 150 (random)",
            deep: "side 800 cell by cell, 400 random alterations; zero cells on side 10^4",
            in_verdicts: "no verdict; commands: `wythoff grundy wythoff|blocking --k 1|altered SPEC --side N` for N up to 87253 (8 GB), so beyond side 10^4 the values are the engine's alone; the zero cells are compared to 10^4",
            r#where: "tests/grundy.rs",
            reach: vec![],
            uses: vec![],
        },
        Engine {
            engine: "Decision procedure for automatic sequences (src/automata): Hopcroft minimization, subset construction, projection with the zero closure, constructed adders (base k, Fibonacci, Ostrowski)",
            twin: "integer brute force on random formulas (tests/automata_differential.rs: words from morphisms and bit counts, not from the procedure's automata); Moore's minimization; every adder against integer addition; each system proving its own axioms",
            quick: "30 random formulas in each of 11 systems, every tuple of values below 30 (14 for three variables); adders on all pairs below 10^3; Hopcroft = Moore on 400 random automata",
            deep: "600 random formulas per system; adders on all pairs below 10^4 (Ostrowski 10^3); 4000 random automata",
            in_verdicts: "akiyama.wythoff.props, larsson.thm1-1 (verdict proved), larsson.prop1-2, larsson.covers (corrected forms): proofs for every n, each beside its bounded checks (the second route); command: `wythoff prove`",
            r#where: "tests/automata_core.rs, tests/automata_differential.rs, tests/automata_proofs.rs",
            reach: vec![],
            uses: vec![],
        },
        Engine {
            engine: "Linear Nimhoff ray-flag labeller (games/nimhoff.rs)",
            twin: "generic rules solver (games/solver.rs), unaltered; the literal-rule solver (games/nimhoff.rs, `literal_labels`: every option enumerated from the move rule), altered and unaltered",
            quick: "the square of side 40 (generic solver, 4 rule sets); side 200 (literal solver: 4 rule sets, each unaltered, 4 named alterations and 8 pseudo-random ones)",
            deep: "the same",
            in_verdicts: "hst.nimhoff (measured): each of its 6 labellings (3 games, altered and not) compared with the literal solver on the square of side min(side, 300) inside the verdict; the beams and defects beyond side 300 (default side 2000, deep 8000) are the labeller's alone",
            r#where: "games/nimhoff.rs, papers/hst/nimhoff.rs",
            reach: vec![],
            uses: vec![],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token of `text` that looks like a source path: a run of `[A-Za-z0-9_/]`
    /// ending in `.rs` and starting with one of `prefixes`.
    fn quoted_paths(text: &str, prefixes: &[&str]) -> Vec<String> {
        let is_path_char = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '/';
        let mut out = Vec::new();
        let bytes: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < bytes.len() {
            if is_path_char(bytes[i]) && (i == 0 || !is_path_char(bytes[i - 1])) {
                let start = i;
                while i < bytes.len() && is_path_char(bytes[i]) {
                    i += 1;
                }
                let word: String = bytes[start..i].iter().collect();
                let ends_rs = bytes.get(i) == Some(&'.')
                    && bytes.get(i + 1) == Some(&'r')
                    && bytes.get(i + 2) == Some(&'s')
                    && !bytes.get(i + 3).is_some_and(|c| c.is_ascii_alphanumeric());
                if ends_rs && prefixes.iter().any(|p| word.starts_with(p)) {
                    out.push(format!("{word}.rs"));
                }
            } else {
                i += 1;
            }
        }
        out
    }

    #[test]
    fn quoted_paths_finds_the_paths_and_nothing_else() {
        let got = quoted_paths(
            "x (games/l1/exact.rs); tests/a.rs, papers/kf/mod.rs and games/x.rsx, mygames/y.rs",
            &["games/", "papers/", "tests/"],
        );
        assert_eq!(got, ["games/l1/exact.rs", "tests/a.rs", "papers/kf/mod.rs"]);
    }

    /// Every `games/...rs` and `papers/...rs` path (under `src/`) and every `tests/...rs`
    /// path (under the crate root) quoted anywhere in the table names a file that exists.
    #[test]
    fn every_quoted_path_exists() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let text = serde_json::to_string(&all()).expect("the table serializes");
        let paths = quoted_paths(&text, &["games/", "papers/", "tests/"]);
        assert!(
            paths.len() > 20,
            "too few paths found ({}): the scanner is broken",
            paths.len()
        );
        let missing: Vec<&String> = paths
            .iter()
            .filter(|p| {
                let file = if p.starts_with("tests/") {
                    root.join(p)
                } else {
                    root.join("src").join(p)
                };
                !file.is_file()
            })
            .collect();
        assert!(
            missing.is_empty(),
            "engine table names missing files: {missing:?}"
        );
    }
}
