//! Engine provenance: every fast engine, the independent twin it is compared with, and
//! the range of that comparison in the quick tests, the deep tier (`slow-tests`) and the
//! verdicts that use it. `wythoff engines [--json]` prints this table; a verdict that uses
//! an engine past its compared range says so in its evidence.
//!
//! The prose ranges here are the bounds written in the tests and checkers named in
//! `where`. Where an engine has [`Reach`] data, the numbers are the ones the twin tests
//! read (`tests/twins.rs` runs exactly these). This framework knows no paper: the catalog
//! lists every verdict and command that uses an engine as a [`Use`] (`papers::engines`
//! fills [`Engine::uses`] and [`Engine::in_verdicts`]), and `tests/engine_ranges.rs` fails
//! when a verdict's default or deep bound, mapped into the engine's measure, passes the
//! compared range, or when a command accepts more than the slow-tests range without
//! `--past-compared`.

use serde::Serialize;

pub use super::reaches::*;

/// One engine and its twin.
#[derive(Debug, Clone, Serialize)]
pub struct Engine {
    /// A short name the catalog's use lists join on (`papers::engines`).
    pub key: &'static str,
    /// The engine (and its file).
    pub engine: &'static str,
    /// The independent route it is compared with (and its file).
    pub twin: &'static str,
    /// The range compared by `cargo test --release`.
    pub quick: &'static str,
    /// The range compared under `--features slow-tests`.
    pub deep: &'static str,
    /// The comparison inside the verdicts that use the engine (filled by the catalog,
    /// which owns the verdicts: `papers::engines`).
    pub in_verdicts: &'static str,
    /// Where the comparisons are.
    pub r#where: &'static str,
    /// The compared ranges as numbers (empty: prose only).
    pub reach: Vec<Reach>,
    /// The verdicts and commands that use the engine, in those measures (filled by the
    /// catalog: `papers::engines`).
    pub uses: Vec<Use>,
}

/// Every engine.
pub fn all() -> Vec<Engine> {
    vec![
        Engine {
            key: "wythoff",
            engine: "Wythoff exact closed form and streaming pairs (games/wythoff/beatty.rs)",
            twin: "mex recurrence (games/wythoff/mex.rs) and the generic rules solver (games/solver.rs)",
            quick: "n <= 10^6 (mex), square of side 250 (rules); random n up to MAX_N against floor(n phi)",
            deep: "n <= 10^7 (mex), side 1200 (rules)",
            r#where: "tests/wythoff.rs",
            reach: WYTHOFF.to_vec(),
            in_verdicts: "",
            uses: vec![Use::command(
                "positions wythoff",
                WYTHOFF[1].measure,
                WYTHOFF[1].deep,
                crate::games::wythoff::MAX_N + 1,
            )],
        },
        Engine {
            key: "akiyama-vn",
            engine: "Akiyama's v(n), simplified streaming algorithm (games/akiyama_vn/simplified.rs)",
            twin: "Construction 1 with K = 3 (games/lythoff/construction.rs); the plain mex algorithm (games/akiyama_vn/mex.rs)",
            quick: "n <= 3*10^4 (mex algorithm); n <= 10^6 in the verdicts below",
            deep: "n <= 1.5*10^5 (mex algorithm); the verdicts' deep bounds",
            r#where: "tests/akiyama.rs",
            reach: vec![AKIYAMA_VRING],
            in_verdicts: "",
            uses: vec![],
        },
        Engine {
            key: "akiyama-vring",
            engine: "Akiyama's v(n), ring engine of `positions akiyama` (games/akiyama_vn/vring.rs)",
            twin: "the simplified streaming algorithm (games/akiyama_vn/simplified.rs), itself compared with Construction 1",
            quick: "n <= 4*10^5 in runs stopped and resumed at every kind of point, and n <= 4000 with the register loop taking over at every D from 128 to 1500 (unit tests); n <= 10^7 (tests/akiyama.rs)",
            deep: "n <= 10^9 (tests/akiyama.rs under slow-tests)",
            r#where: "games/akiyama_vn/vring.rs, tests/akiyama.rs",
            reach: vec![AKIYAMA_VRING],
            in_verdicts: "",
            uses: vec![Use::command(
                "positions akiyama",
                AKIYAMA_VRING.measure,
                1_000_000_000,
                crate::positions::AKIYAMA_MAX_N,
            )],
        },
        Engine {
            key: "l1",
            engine: "True L1-Nim exact engine (games/l1/exact.rs) and its fast path (games/l1/fast.rs: least excess over 3m+3delta, flat bit windows, the engine of `positions l1`; FastL1::plain switches back)",
            twin: "the literal-rule checker (games/l1/literal.rs: from the move rule only; no listed position moves to another, sampled triples off the list move into it); plane-sieve rules solver (games/l1/planes.rs); second engine with flag bits (games/l1/exact_plain.rs: same lemma, so not independent)",
            quick: "every position with a+b+c <= 2000 (rules); P(0..=10^6) stable by the literal checker, absorbing on a+b+c <= 300, windows at P(10^k), 20000 random triples; n <= 10^6 (second engine); fast path = plain path on P(0..=10^6), and the literal checker on the fast path's own list (the range `positions l1` serves: its own measure)",
            deep: "a+b+c <= 4000 (rules); P(0..=10^8) by the literal checker (7.2 GB), absorbing on a+b+c <= 600 and 10^6 random triples; n <= 10^9 (second engine); fast path = plain path on P(0..=10^9) (the range `positions l1` serves), and the literal checker on the fast path's own P(0..=10^7)",
            r#where: "tests/twins.rs, tests/frontier.rs",
            reach: TRUE_L1.to_vec(),
            in_verdicts: "",
            uses: vec![Use::command(
                "positions l1",
                TRUE_L1[2].measure,
                TRUE_L1[2].deep,
                crate::positions::L1_MAX_N,
            )],
        },
        Engine {
            key: "planes",
            engine: "Plane sieve, L1-Nim and positive Nim (games/l1/planes.rs)",
            twin: "literal layer solver and forward sieve (games/l1/rules.rs)",
            quick: "a+b+c <= 220",
            deep: "a+b+c <= 400",
            r#where: "tests/frontier.rs",
            reach: vec![],
            in_verdicts: "",
            uses: vec![],
        },
        Engine {
            key: "positive",
            engine: "Positive Nim exact engine (games/positive/engine.rs): six monotone tests, pairs at their entry layer, row and diagonal walkers",
            twin: "plane-sieve rules solver, positive variant (games/l1/planes.rs); the literal-rule checker (games/positive/literal.rs: no listed position moves to another; sampled triples off the list move into it); besides, a second engine written separately in C from the same proof, sharing no code or pruning (benches/reference/positive.c)",
            quick: "every position with a+b+c <= 10000 (rules: the lexicographic sweep); P(0..=10^6) equal to the C engine's; P(0..10^6) stable by the literal checker (no listed position moves to another), completeness on every triple with a+b+c <= 300, windows of side 13 around P(100..100000), 20000 random triples below the last sum of P(0..2*10^5); the simplex bound weakened by 1, 7, 40 gives the same P(0..3000)",
            deep: "a+b+c <= 30000 (rules); P(0..=10^7) against the C engine; P(0..10^8) stable by the literal checker (the slow-tests binary in 85 s; 3.92 GB peak, the engine's), completeness on a+b+c <= 600 and 10^6 random triples",
            r#where: "tests/positive.rs, tests/positive_c.rs, games/positive/engine.rs",
            reach: POSITIVE.to_vec(),
            in_verdicts: "",
            uses: vec![Use::command(
                "positions positive",
                POSITIVE[2].measure,
                10_000_000,
                crate::positions::POSITIVE_LARGEST_N,
            )],
        },
        Engine {
            key: "blocking",
            engine: "W^k column generator (games/blocking/columns.rs)",
            twin: "Definition 3 cell by cell on unbounded columns, from the move rule alone (games/blocking/plain.rs); Definition 3 on a square (games/blocking/cells.rs); the generic blocking solver (games/solver.rs)",
            quick: "see the measures (plain twin: every P-position with a <= the reach, every k of the band); k = 1..10 on the square of side 300 (generic solver); the residue-class search forced at every hand-over point (flat budgets 0, 1, 4) against cells, k = 1..12 on side 2500; the default search against the flat search alone for k = 2, 6, 10 to a = 60000",
            deep: "see the measures (k = 1..20: a <= 10^6, the range the Table 1 commands `conjecture` and `deep` serve); side 600 (generic solver); classes against cells on side 8000; default against flat to a = 200000",
            r#where: "tests/twins.rs (plain twin, planted error), tests/larsson.rs",
            reach: BLOCKING.to_vec(),
            in_verdicts: "",
            // k = 1..=4 (the second measure) is checked against the proved automata instead.
            uses: [(0, BLOCKING[0].deep), (2, 5_000), (3, 500)]
                .into_iter()
                .map(|(i, max)| {
                    Use::command(
                        "positions blocking",
                        BLOCKING[i].measure,
                        max,
                        blocking_columns_of_positions(crate::positions::BLOCKING_MAX_N),
                    )
                })
                .collect(),
        },
        Engine {
            key: "lythoff",
            engine: "Lythoff(K) Constructions 1-2 (games/lythoff/construction.rs)",
            twin: "both constructions on plain hash sets, written separately from the paper (games/lythoff/plain.rs); the lexicographic search with literal Definition 1 / 7 checks (games/lythoff/pruned_search.rs) and the box solver (games/lythoff/boxed.rs) for K = 2..5",
            quick: "see the measures: Construction 1 for every K = 2..64, Construction 2 for the catalog's f and 40 random linear f (K = 2..6) and a random table f (K = 2); Lemma 5 by the literal Definition 1 test on the first 150, 150, 120, 90, 40, 20, 12 positions for K = 2..8, Definition 7 on the first 60 for the catalog's f (K = 2..5); rules search: K = 2..5, the first 150 positions; box solver: K = 2, 3, 4 on m = 60, 60, 40 (unit tests)",
            deep: "see the measures; rules search: the first 400 positions",
            r#where: "tests/twins.rs, tests/klein_fraenkel.rs",
            reach: LYTHOFF.to_vec(),
            in_verdicts: "",
            // The table f (the fourth measure) is not an f of the command line.
            uses: [
                (0, 1_000_001),
                (1, 100),
                (2, 1_000_001),
                (4, 3_000),
                (5, 3_000),
                (6, 12),
                (7, 26),
                (8, 5_000),
                (9, 3_000),
                (10, 1_000),
            ]
            .into_iter()
            .map(|(i, max)| {
                Use::command(
                    "positions lythoff",
                    LYTHOFF[i].measure,
                    max,
                    crate::positions::LYTHOFF_MAX_N,
                )
            })
            .collect(),
        },
        Engine {
            key: "altered",
            engine: "Altered Wythoff column algorithm (games/altered/columns.rs)",
            twin: "ordered sets of free rows and diagonals with a leapfrog per column, written separately from the rules (games/altered/plain.rs); recursive labelling on a box (games/altered/rules.rs)",
            quick: "see the measures; recursive labelling: 60 random alterations",
            deep: "see the measures; recursive labelling: 2000 random alterations",
            r#where: "tests/twins.rs, tests/hst.rs",
            reach: ALTERED.to_vec(),
            in_verdicts: "",
            uses: [(0, 100_000_000), (1, 4_100), (2, 100_000)]
                .into_iter()
                .map(|(i, max)| {
                    Use::command(
                        "positions altered",
                        ALTERED[i].measure,
                        max,
                        crate::positions::ALTERED_MAX_COLUMNS,
                    )
                })
                .collect(),
        },
        Engine {
            key: "grundy",
            engine: "Sprague-Grundy line engine, Wythoff and altered games (games/wythoff/grundy.rs, games/altered/grundy.rs)",
            twin: "the column-major bit-set twin (games/wythoff/grundy_twin.rs: the mex of each cell from the sets of its column, row and diagonal, scanned from 0); the generic rules solver's Grundy values on the literal move lists (games/solver.rs through games/wythoff/rules.rs and games/altered/rules.rs); the zero cells against Wythoff's closed form (games/wythoff/beatty.rs) and the altered column algorithm (games/altered/columns.rs)",
            quick: "side 300 cell by cell against the rules solver (Wythoff and 4 named alterations), 24 random alterations on sides 1..70; every value against the bit-set twin on side 4096 (Wythoff; the 4 alterations on side 1024); zero cells on side 2000 (Wythoff, the 4 alterations) and 150 (random)",
            deep: "side 800 against the rules solver, 400 random alterations; every value against the bit-set twin on side 10^4 (Wythoff and the 4 alterations); zero cells on side 10^4",
            r#where: "tests/grundy.rs",
            reach: GRUNDY.to_vec(),
            in_verdicts: "",
            uses: vec![Use::command(
                "grundy",
                GRUNDY[2].measure,
                10_000,
                crate::games::wythoff::grundy::MAX_SIDE,
            )],
        },
        Engine {
            key: "proved",
            engine: "The engines of games with a proved P-set automaton, on the output of their commands (games/proved.rs): Wythoff's pairs (`positions wythoff --count`), W^k for k = 1..4, Lythoff(2_f) for a constant f = 1..5, the unaltered game, misère, Box(2, 2), Box(4, 4) and Figure 2's alterations",
            twin: "the proved automata (proofs/walnut/automatic.*.automaton.txt, each proved the P-set for every position by its proof file): every column of the output equal to the automaton's column (membership and completeness), one pass over the digits per position",
            quick: "the commands: every position they print (and every one before an --nth), at every n they serve, so they are not gated; tests: the first 10^6 positions of each engine (columns < 10^6 for the alterations)",
            deep: "tests: the first 10^7 positions (columns < 10^7)",
            r#where: "games/proved.rs, tests/proved_twins.rs, cli/positions.rs",
            reach: vec![PROVED],
            in_verdicts: "",
            uses: vec![],
        },
        Engine {
            key: "automata",
            engine: "Decision procedure for automatic sequences (crates/automatic-prover): Hopcroft minimization, subset construction, projection with the zero closure, constructed adders (base k, Fibonacci, Ostrowski)",
            twin: "integer brute force on random formulas (tests/automata_differential.rs: words from morphisms and bit counts, not from the procedure's automata); Moore's minimization; every adder against integer addition; each system proving its own axioms",
            quick: "30 random formulas in each of 11 systems, every tuple of values below 30 (14 for three variables); adders on all pairs below 10^3; Hopcroft = Moore on 400 random automata",
            deep: "600 random formulas per system; adders on all pairs below 10^4 (Ostrowski 10^3); 4000 random automata",
            r#where: "tests/automata_core.rs, tests/automata_differential.rs, tests/automata_proofs.rs",
            reach: vec![],
            in_verdicts: "",
            uses: vec![],
        },
        Engine {
            key: "nimhoff",
            engine: "Linear Nimhoff ray-flag labeller (games/nimhoff.rs)",
            twin: "generic rules solver (games/solver.rs), unaltered; the literal-rule solver (games/nimhoff.rs, `literal_labels`: every option enumerated from the move rule), altered and unaltered; the forward sieve (games/nimhoff.rs, `sieve_labels`: each P-cell marks the cells it is an option of)",
            quick: "the square of side 40 (generic solver, 4 rule sets); side 200 (literal solver and forward sieve: 4 rule sets, each unaltered, 4 named alterations and 8 pseudo-random ones); side 2000 (forward sieve, see the measures)",
            deep: "side 8000 (forward sieve); the rest the same",
            r#where: "games/nimhoff.rs, tests/twins.rs",
            reach: NIMHOFF.to_vec(),
            in_verdicts: "",
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
