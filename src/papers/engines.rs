//! Which verdicts and commands of the catalog use each engine, and how each verdict
//! compares the engine inside its own run: the catalog owns these lists (they name its
//! statements) and hands them to the framework's engine table
//! ([`check::engines`](crate::check::engines): engines, twins, compared ranges; the
//! commands of `positions` and `grundy`). `wythoff engines` prints the joined table;
//! `tests/engine_ranges.rs` fails when a verdict's range, mapped into its engine's
//! measure, passes the compared range.

use crate::check::engines::{
    self, ALTERED, BLOCKING, Engine, LYTHOFF, NIMHOFF, POSITIVE, TRUE_L1, Use,
    blocking_columns_of_positions,
};
use crate::papers::frontier::l1::{LITERAL_MAX_N, TWIN_MAX_N};

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
    v
}

/// The literal checker's range in a `frontier.l1.*` survey at bound `n`.
fn literal_n(n: u64) -> u64 {
    n.min(LITERAL_MAX_N)
}

/// The second engine's range in a `frontier.l1.*` survey at bound `n`.
fn twin_n(n: u64) -> u64 {
    n.min(TWIN_MAX_N)
}

/// For the engine `key`: how the verdicts compare it inside their runs, and the verdicts
/// (and catalog commands) that use it; `None` for a key the catalog does not know.
fn catalog_uses(key: &str) -> Option<(&'static str, Vec<Use>)> {
    Some(match key {
        "wythoff" => (
            "akiyama.wythoff.props: the rules solver on the square of side min(max(isqrt N, 30), 1500)",
            vec![],
        ),
        "akiyama-vn" => (
            "akiyama.cor1-4, thm3, conj1, eq14-15, assumption16: Construction 1 to each verdict's own bound (10^9 at most, beyond says so)",
            vec![],
        ),
        "akiyama-vring" => (
            "none: the verdicts use the simplified algorithm; this engine serves `positions akiyama` (to 10^9, and to 4*10^9 with --past-compared)",
            vec![],
        ),
        "l1" => (
            "frontier.l1.*: the literal checker on P(0..=min(N, 10^7)) (beyond says so), the second engine to min(N, 10^9); frontier.l1.engine: rules to its S, the literal checker on its first min(1000 S, 10^6) positions; frontier.l1.vs-akiyama: the plane sieve to a+b+c <= 1000 and the literal rule on v(1..min(N, 10^6))",
            vec![
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
            ],
        ),
        "planes" => (
            "frontier.positive.engine: a+b+c <= min(S, 150) (S = 1200 by default, 4000 deep)",
            vec![],
        ),
        "positive" => (
            "frontier.positive.engine: the plane sieve on a+b+c <= S (1200 by default, 4000 deep); every other frontier.positive.* statement: the literal checker on all of P(0..=N) up to N = 10^7 (beyond says so), completeness on a+b+c <= 300 and windows of side 9 around P(10^k)",
            positive_uses(),
        ),
        "blocking" => (
            "larsson.prop1-2 (k <= 12): cells on side min(4n, 8000); larsson.table1 (k <= 20): cells on a square past the largest b used, capped at side 60000; larsson.thm1-1: R_k by its formula; larsson.table2-4: the rules solver on the first 90 rows; `guess blocking`: the data only steers the learner, and what it prints as proved is proved from the move rule (games/automatic.rs)",
            vec![
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
                    "conjecture larsson.table1",
                    BLOCKING[0].measure,
                    BLOCKING[0].deep,
                    10_000_000,
                ),
                Use::command(
                    "deep --larsson-up-to",
                    BLOCKING[0].measure,
                    BLOCKING[0].deep,
                    10_000_000,
                ),
            ],
        ),
        "lythoff" => (
            "kf.thm2: the search against the construction to its bound, and the search against the box solver below its first exit from the box; K = 3 against Akiyama's v(n) (simplified algorithm) to 1000 N",
            vec![
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
            ],
        ),
        "altered" => (
            "hst lemmas 1-3 and theorems 1-3 on their own alterations; hst.thm1, hst.thm2 and hst.thm3 widen T up to 1024000 for the alterations whose overlap has not settled, and compare each such alteration with the plain twin on every column it reads, inside the verdict",
            vec![
                Use::verdict("hst.misere", ALTERED[0].measure, |s| 100 * s),
                Use::verdict("hst.fig5", ALTERED[0].measure, |t| t + 31),
                // Every box on T = 4000 and its search radius 2B + 5 (B = 30: 4066).
                Use::verdict("hst.thm2", ALTERED[1].measure, |b| 4_000 + 2 * b + 6),
                // The widened windows: T up to 1024000, radius 2B + 5.
                Use::verdict("hst.thm2", ALTERED[3].measure, |b| {
                    crate::papers::hst::offsets::THM2_T.1 + 2 * b + 6
                }),
                Use::verdict("hst.lemma1", ALTERED[2].measure, |_| 3_000),
                Use::verdict("hst.lemma2", ALTERED[2].measure, |_| 3_000),
                Use::verdict("hst.lemma3", ALTERED[2].measure, |_| 3_000),
                Use::verdict("hst.thm1", ALTERED[2].measure, |_| 20_000 + 41),
                Use::verdict("hst.thm3", ALTERED[2].measure, |_| 8_000 + 41),
                // The windows hst.thm1 and hst.thm3 widen while an overlap has not settled:
                // T up to 1024000, radius 40.
                Use::verdict("hst.thm1", ALTERED[3].measure, |_| {
                    crate::papers::hst::offsets::THM2_T.1 + 41
                }),
                Use::verdict("hst.thm3", ALTERED[3].measure, |_| {
                    crate::papers::hst::offsets::THM2_T.1 + 41
                }),
            ],
        ),
        "grundy" => (
            "no verdict; the command `wythoff grundy` serves sides to 10^4 (every value compared with the bit-set twin to that side under slow-tests) and to 87253 (8 GB) with --past-compared",
            vec![],
        ),
        "proved" => (
            "frontier.automatic.*: the same automata, proved by their proof files, read on [0, N)^2 against the fast engines and the rules solvers",
            vec![],
        ),
        "automata" => (
            "akiyama.wythoff.props, larsson.thm1-1 (proof parts proved; verdict holds: the floor forms are checked to the bound only), larsson.prop1-2, larsson.covers (corrected forms), frontier.automatic.* (verdict proved): proofs for every n, each beside its bounded checks (the second route); command: `wythoff prove`",
            vec![],
        ),
        "nimhoff" => (
            "hst.nimhoff (measured, papers/hst/nimhoff.rs): each of its 6 labellings (3 games, altered and not) compared with the forward sieve on the whole square (side 2000 by default, 8000 deep) and with the literal solver on the square of side min(side, 300), inside the verdict",
            vec![Use::verdict("hst.nimhoff", NIMHOFF[1].measure, |s| s)],
        ),
        _ => return None,
    })
}

/// Every engine of [`crate::check::engines::all`] with the catalog's uses joined in.
pub fn engines() -> Vec<Engine> {
    engines::all()
        .into_iter()
        .map(|mut e| {
            if let Some((in_verdicts, uses)) = catalog_uses(e.key) {
                e.in_verdicts = in_verdicts;
                e.uses.extend(uses);
            }
            e
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every engine is known to the catalog (a new engine without its uses fails here).
    #[test]
    fn every_engine_has_the_catalogs_entry() {
        for e in engines() {
            assert!(catalog_uses(e.key).is_some(), "{} ({})", e.key, e.engine);
            assert!(!e.in_verdicts.is_empty(), "{}", e.key);
        }
    }
}
