//! Engine provenance: every fast engine, the independent twin it is compared with, and
//! the range of that comparison in the quick tests, the deep tier (`slow-tests`) and the
//! verdicts that use it. `wythoff engines [--json]` prints this table; a verdict that uses
//! an engine past its compared range says so in its evidence.
//!
//! The ranges here are the bounds written in the tests and checkers named in `where`
//! (kept in step by hand: a change to one of those bounds changes this table).

use serde::Serialize;

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
        },
        Engine {
            engine: "Akiyama's v(n), simplified streaming algorithm (games/l1/simplified.rs)",
            twin: "Construction 1 with K = 3 (games/lythoff/construction.rs); the plain mex algorithm (games/l1/mex.rs)",
            quick: "n <= 3*10^4 (mex algorithm); n <= 10^6 in the verdicts below",
            deep: "n <= 1.5*10^5 (mex algorithm); the verdicts' deep bounds",
            in_verdicts: "akiyama.cor1-4, thm3, conj1, eq14-15, assumption16: Construction 1 to each verdict's own bound (10^9 at most, beyond says so)",
            r#where: "tests/akiyama.rs, papers/akiyama/twin.rs",
        },
        Engine {
            engine: "Akiyama's v(n), ring engine of `positions akiyama` (games/l1/vring.rs)",
            twin: "the simplified streaming algorithm (games/l1/simplified.rs), itself compared with Construction 1",
            quick: "n <= 4*10^5 in runs stopped and resumed at every kind of point, and n <= 4000 with the register loop taking over at every D from 128 to 1500 (unit tests); n <= 10^7 (tests/akiyama.rs)",
            deep: "n <= 10^9 (tests/akiyama.rs under slow-tests)",
            in_verdicts: "none: the verdicts use the simplified algorithm; this engine serves `positions akiyama` (to 4*10^9: compared to 10^9)",
            r#where: "games/l1/vring.rs, tests/akiyama.rs",
        },
        Engine {
            engine: "True L1-Nim exact engine (games/l1/exact.rs)",
            twin: "plane-sieve rules solver (games/l1/planes.rs); second engine with flag bits (games/l1/exact_plain.rs)",
            quick: "every position with a+b+c <= 3000 (rules); n <= 10^6 (second engine)",
            deep: "a+b+c <= 4000 (rules); n <= 10^9 (second engine): the largest n of `positions l1`",
            in_verdicts: "frontier.l1.*: the second engine to each verdict's bound (up to 10^9); frontier.l1.engine: rules to its S",
            r#where: "tests/frontier.rs, papers/frontier/l1.rs",
        },
        Engine {
            engine: "Plane sieve, L1-Nim and positive Nim (games/l1/planes.rs)",
            twin: "literal layer solver and forward sieve (games/l1/rules.rs)",
            quick: "a+b+c <= 220",
            deep: "a+b+c <= 400",
            in_verdicts: "frontier.positive.engine: a+b+c <= min(S, 150) (S = 1200 by default, 4000 deep)",
            r#where: "tests/frontier.rs, papers/frontier/positive.rs",
        },
        Engine {
            engine: "Positive Nim exact engine (games/positive/engine.rs): six monotone tests, pairs at their entry layer, row and diagonal walkers",
            twin: "plane-sieve rules solver, positive variant (games/l1/planes.rs); the literal-rule checker (games/positive/literal.rs: no listed position moves to another; sampled triples off the list move into it)",
            quick: "every position with a+b+c <= 2320 (rules); P(0..10^6) pairwise by the literal checker, completeness on every triple with a+b+c <= 300, windows of side 13 around P(100..100000), 20000 random triples below the last sum of P(0..2*10^5); the simplex bound weakened by 1, 7, 40 gives the same P(0..3000)",
            deep: "a+b+c <= 6000 (rules); P(0..10^7) pairwise by the literal checker, completeness on a+b+c <= 600 and 10^6 random triples",
            in_verdicts: "frontier.positive.engine: the plane sieve on a+b+c <= S (1200 by default, 4000 deep); every other frontier.positive.* statement: the literal checker on all of P(0..=N) up to N = 10^7 (beyond says so), completeness on a+b+c <= 300 and windows of side 9 around P(10^k)",
            r#where: "tests/positive.rs, games/positive/engine.rs, papers/frontier/positive.rs",
        },
        Engine {
            engine: "W^k column generator (games/blocking/columns.rs)",
            twin: "Definition 3 cell by cell (games/blocking/cells.rs); the generic blocking solver (games/solver.rs)",
            quick: "k = 1..10 on the square of side 300 (generic solver); k = 1..12 on side 8000 (cells, prop1-2) and k = 1..20 on a square past the largest b of the positions with a <= 4000, side about 10500 (cells, Table 1); the residue-class search forced at every hand-over point (flat budgets 0, 1, 4) against cells, k = 1..12 on side 2500; the default search against the flat search alone (the generator before the classes) for k = 2, 6, 10 to a = 60000, past the hand-over",
            deep: "side 600 (generic solver); k = 1..20 on side 20000 (cells); classes against cells on side 8000; default against flat to a = 200000",
            in_verdicts: "larsson.prop1-2 (k <= 12): cells on side min(4n, 8000); larsson.table1 (k <= 20): every position with a <= the bound, the square capped at side 60000 (beyond says so)",
            r#where: "tests/larsson.rs, papers/larsson/theorems.rs, papers/larsson/conjectures.rs",
        },
        Engine {
            engine: "Lythoff(K) Constructions 1-2 (games/lythoff/construction.rs)",
            twin: "lexicographic search with literal Definition 1 / 7 checks (games/lythoff/rules.rs); that search against a third, literal solver that skips nothing on the box [0, m]^K (games/lythoff/boxed.rs)",
            quick: "K = 2..5, the first 150 positions; the paper's f, the first 12; box solver: K = 2, 3, 4 on m = 60, 60, 40 (unit tests)",
            deep: "the first 400 positions",
            in_verdicts: "kf.thm2: the search against the construction to its bound (120 positions; 600 deep), and the search against the box solver below its first exit from the box (m = 310, 200, 64, 32 for K = 2..5: 119, 39, 8, 4 positions; deep m = 1000, 320, 90, 42: 383, 61, 9, 5)",
            r#where: "tests/klein_fraenkel.rs",
        },
        Engine {
            engine: "Altered Wythoff column algorithm (games/altered/columns.rs)",
            twin: "recursive labelling on a box (games/altered/rules.rs)",
            quick: "60 random alterations",
            deep: "2000 random alterations",
            in_verdicts: "hst lemmas 1-3 and theorems 2-3 on their own alterations",
            r#where: "tests/hst.rs",
        },
        Engine {
            engine: "Sprague-Grundy line engine, Wythoff and altered games (games/wythoff/grundy.rs, games/altered/grundy.rs)",
            twin: "the generic rules solver's Grundy values on the literal move lists (games/solver.rs through games/wythoff/rules.rs and games/altered/rules.rs); the zero cells against Wythoff's closed form (games/wythoff/beatty.rs) and the altered column algorithm (games/altered/columns.rs)",
            quick: "side 300 cell by cell (Wythoff and 4 named alterations), 24 random alterations on sides 1..70; zero cells on side 2000 (Wythoff, the 4 alterations) and 150 (random)",
            deep: "side 800 cell by cell, 400 random alterations; zero cells on side 10^4",
            in_verdicts: "no verdict; commands: `wythoff grundy wythoff|blocking --k 1|altered SPEC --side N` for N up to 87253 (8 GB), so beyond side 10^4 the values are the engine's alone; the zero cells are compared to 10^4",
            r#where: "tests/grundy.rs",
        },
        Engine {
            engine: "Linear Nimhoff ray-flag labeller (games/nimhoff.rs)",
            twin: "generic rules solver (games/solver.rs)",
            quick: "the square of side 40",
            deep: "the same",
            in_verdicts: "hst.nimhoff (measured)",
            r#where: "games/nimhoff.rs",
        },
    ]
}
