//! Which numeration could make W^k automatic, k = 5..20: the aggregation points of b/a
//! identified from the data (`frontier.automatic.blocking-kK`, measured).
//!
//! Route, per k at bound `A`: the column generator's P-positions with `a <= A`; the ratios
//! of those with `A/2 < a <= A` are clustered as in `larsson.table1` (gaps above 0.03,
//! clusters of at least 0.5%). Per cluster, the slope of the positions with `a > A/10`
//! whose ratio lies within 0.01 of the cluster is fitted by least squares. Identification:
//! * rational `p/q` (`q <= 12`) when the slope is within `5 tol` of it; then the deviations
//!   `q b - p a` of the positions with `a >= 100` within `0.01 a` of the fitted line are
//!   measured on `a <= A/2` and on `a <= A`, and a period is searched ([`period`]): an
//!   ultimately additively periodic set has bounded deviations, so a range still growing
//!   is evidence against periodicity (and Presburger definability);
//! * else quadratic of the form the data showed for every identified point (k = 4..20):
//!   `x - 1/x = p/q` (`q <= 130`), the root of `q x^2 - p x - q`; else the root of
//!   `u x^2 + v x + w` (`u <= 12`, `|v| <= 24`) of smallest height within `tol`. Its
//!   continued fraction says which Ostrowski numeration it names (only `[c; a, a, ...]`
//!   systems, `msd_ost_a`, exist here and in Walnut's built-ins);
//! * else unidentified at precision `tol`.
//!
//! `tol` is `2 / A` (the fitted slopes at 2*10^6 and 10^7 positions agree to about 1e-8).
//! Cost: the generator to `a = A` (about `3 A` positions, a microsecond each) and one pass
//! per cluster: well under 0.1 s per k at the default `A = 20000`.

use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::aggregation::{Aggregation, Choice, describe};
use crate::games::blocking::Columns;

pub use crate::games::aggregation::{
    Point, analyze_positions, continued_fraction, period, quadratic_continued_fraction,
};

/// The aggregation points of W^k at bound `a_max`.
pub fn analyze(k: usize, a_max: u64) -> Vec<Aggregation> {
    let ps: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= a_max).collect();
    analyze_positions(&ps, a_max)
}

/// The numeration W^k's aggregation points name (`games::aggregation::suggest`), an
/// Ostrowski system named `wkK`.
pub fn suggest(k: usize, a_max: u64) -> (Vec<String>, Option<Choice>) {
    let ps: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= a_max).collect();
    crate::games::aggregation::suggest(&ps, a_max, &format!("wk{k}"))
}

/// The bound: `A`, positions with `a <= A`.
const BOUND: Bound = Bound::new(
    "A: the P-positions of W^k with a <= A; slopes fitted on a > A/10, tolerance 2/A",
    20_000,
    1_000_000,
    2_000,
    10_000_000,
);

/// The obstacle per k (k = 5..20 but 14, proved periodic in `super::automatic_periodic`), from the measurements at A = 10^6 (deep bound) and at
/// 2*10^6 and 10^7 positions (docs/findings-blocking.md).
const ENTRIES: [(&str, &str); 15] = [
    (
        "frontier.automatic.blocking-k5",
        "Points 5/2 (line periodic, period vector (2, 5)) and (2 + sqrt 29)/5 = 1.4770330 (x - 1/x = 4/5), continued fraction [1; (2, 10, 2, 1, 1)]: its Ostrowski system `ost wk5 [0] [2 10 2 1 1]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table at any length to 14 (data below 1274065); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..14: 16, 26, 40, 60, 76, 84, 228, 242, 266, 306, 312, 324, growing with the suffix depth: no automaton found, none excluded.",
    ),
    (
        "frontier.automatic.blocking-k6",
        "Points 2 and 5/2 (lines periodic: (5, 10), (2, 5)) and (1 + sqrt 17)/4 = 1.2807764 (x - 1/x = 1/2), continued fraction [1; (3, 1, 1)]: `ost wk6 [0] [3 1 1]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 15 (data below 30551); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..15: 8, 13, 16, 37, 43, 44, 326, 347, 594, 604, 605, 1482, 1484, and more than 4000 at length 16: any automaton of W^6 in this system has more than 4000 states.",
    ),
    (
        "frontier.automatic.blocking-k7",
        "One point, 5/2, not ultimately additively periodic: the records of min(2b - 5a) fall by 5 (-37, -42, ..., -92) at columns 415, 1022, 2547, 6360, 15877, 39680, 99175, 247910, 619745, 1549330, 3873287, 9683190 (to 2.4*10^7 columns), whose ratios tend to 5/2 (2.49999 for the last; a(n+1) - 5/2 a(n) stays in -38..-7): the scale is exactly 5/2, the rational base 5/2, which is not a numeration with regular addition (5/2 is not an algebraic integer: no Pisot or Ostrowski system has it). Tried instead: msd_2 (no closed table to length 20, data below 1048576; states separated by length 3..20: 4, 6, 36, 72, 97, 116, 120, 126, 132, 238, 261, 273, 275, 375, 392, 410, 428, 450) and msd_5 (to length 9, data below 1953125: 61, 77, 79, 178, 206, 236, 248): no automaton.",
    ),
    (
        "frontier.automatic.blocking-k8",
        "Points 2 and 5/2, both rational with bounded deviations; the 5/2 line repeats with period vector (2, 5), the 2 line shows no period up to A/4 at A = 10^6. If it were periodic the set would be Presburger (automatic in every base); not decided: the 2 line's structure is the obstacle (W^8's data below 2048 gave more than 200 states in base 2).",
    ),
    (
        "frontier.automatic.blocking-k9",
        "Points 5/2 (periodic (2, 5)) and (3 + sqrt 109)/10 = 1.3440307 (x - 1/x = 3/5), continued fraction [1; (2, 1, 9, 1, 2, 1, 1)]: `ost wk9 [0] [2 1 9 1 2 1 1]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 16 (data below 203322); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..16: 10, 61, 83, 87, 123, 126, 258, 324, 365, 671, 674, 1070, 1112, 1166. No table closed, so no proof was attempted (`guess` writes the rule for every k <= 64).",
    ),
    (
        "frontier.automatic.blocking-k10",
        "Points 2 and 5/2 (lines periodic: (5, 10), (2, 5)) and the golden ratio 1.6180340: msd_fib. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 27 (data below 514229); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..27: 4, 9, 21, 44, 72, 109, 150, 198, 237, 260, 268, 274, 275, 276, 277, 278, 774, 778, 1537, 1545, 2012, 2035, 2059, 2077, 2096. No table closed, so no proof was attempted (`guess` writes the rule for every k <= 64).",
    ),
    (
        "frontier.automatic.blocking-k11",
        "One point, 5/2, deviations 2b - 5a bounded (-29..18 to a = 10^6) but no period up to A/4 at A = 10^6: not seen periodic, and no irrational point names a system: `guess --numeration auto` tries none.",
    ),
    (
        "frontier.automatic.blocking-k12",
        "Points 5/2 (periodic (2, 5)) and (3 + sqrt 34)/5 = 1.7661904 (x - 1/x = 6/5), continued fraction [1; (1, 3, 3, 1, 1, 1)]: `ost wk12 [0] [1 3 3 1 1 1]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 18 (data below 377153); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..18: 19, 41, 56, 90, 111, 195, 196, 202, 244, 258, 284, 296, 941, 945, 2793, 2823. No table closed, so no proof was attempted (`guess` writes the rule for every k <= 64).",
    ),
    (
        "frontier.automatic.blocking-k13",
        "Points 5/2 (periodic (4, 10)) and (1 + sqrt 26)/5 = 1.2198039 (x - 1/x = 2/5), continued fraction [1; (4, 1, 1)]: `ost wk13 [0] [4 1 1]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 16 (data below 426421); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..16: 10, 18, 22, 25, 63, 690, 849, 933, 946, 1309, 1322, 2945, 3303, 3860, and more than 4000 at length 17.",
    ),
    (
        "frontier.automatic.blocking-k15",
        "Points 13/5 (periodic (5, 13)) and 2.3814506, not 1 + sqrt 2 = 2.4142136 as Table 1 prints: the root of 26x^2 - 51x - 26 (x - 1/x = 51/26) within 3e-11 at 10^7 positions, continued fraction [2; (2, 1, 1, 1, 1, 1, 3, 1, 13, 1, 3, 1, 1, 1, 1, 1, 2, 2, 2)]: `ost wk15 [0] [...]` (period 19). `guess --numeration auto` defines it but finished no length within 70 s (2 GB data budget, 600 MB used): the system's automata are the obstacle, not the data.",
    ),
    (
        "frontier.automatic.blocking-k16",
        "Points 5/2 and 13/5 (periodic (26, 65), (5, 13)) and 1.4248870, the root of 65x^2 - 47x - 65 (x - 1/x = 47/65) within 1e-10 at 10^7 positions, continued fraction [1; (2, 2, 1, 4, 1, 4, 1, 2, 2, 1, 1)]: `ost wk16 [0] [...]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 16 (data below 188010); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..16: 5, 6, 51, 65, 75, 76, 1126, 1134, 1421, 1454, 1464, 1472, 3136, 3244.",
    ),
    (
        "frontier.automatic.blocking-k17",
        "Points 2, 5/2, 13/5 (periodic (65, 130), (26, 65), (5, 13)) and 1.11774 (candidate x - 1/x = 29/130, within 6e-8 only: the cluster's deviations spread over 700): not identified at precision 1e-7. At the data of `guess --numeration auto` (a <= 200000) the candidate's continued fraction has a period of 138 terms, over the 32 an `ost` system accepts: refused with that line, nothing learned.",
    ),
    (
        "frontier.automatic.blocking-k18",
        "Points 5/2 and 13/5 (periodic (26, 65), (5, 13)) and 2.3476 (deviations spread about 200, the slope still drifting: 2.34687 at 2*10^6 positions, 2.34758 at 10^7): not identified. `guess --numeration auto` (a <= 200000) names a period-20 candidate that the 10^7 slope does not support; it finished no length within 70 s.",
    ),
    (
        "frontier.automatic.blocking-k19",
        "Points 5/2 and 13/5 (periodic (26, 65), (5, 13)) and (9 + 5 sqrt 10)/13 = 1.9085683 (13x^2 - 18x - 13, x - 1/x = 18/13; within 8e-10 at 10^7 positions), continued fraction [1; (1, 9, 1, 14, 1, 9, 1, 1, 1)]: `ost wk19 [0] [1 9 1 14 1 9 1 1 1]`. `guess --numeration auto` learns in it (positions below each length's first place value, 4000 states, 70 s): no closed table to length 9 (data below 9220); states separated (states separated by the data at each length: a lower bound on the minimal automaton of the valid representations of the P-set in that system) by length 3..9: 13, 257, 1238, 2242, 2494, 2682, 2932.",
    ),
    (
        "frontier.automatic.blocking-k20",
        "Points 5/2 and 13/5 (periodic (26, 65), (5, 13)) and 1.2951740, the root of 65x^2 - 34x - 65 (x - 1/x = 34/65) within 2e-10 at 10^7 positions: its continued fraction [1; (3, 2, 1, 1, 2, 1, 2, 5, 134, 5, 2, 1, 2, 1, 1, 2, 3, 1, 1)] has the partial quotient 134, over the 64 an `ost` system accepts (its digit alphabet): `guess --numeration auto` stops there, nothing learned.",
    ),
];

/// The `frontier.automatic.blocking-kK` entries, k = 5..20 but 14.
pub fn statements() -> Vec<Statement> {
    let checks: [fn(u64) -> Findings; 15] = [
        |a| check(5, a),
        |a| check(6, a),
        |a| check(7, a),
        |a| check(8, a),
        |a| check(9, a),
        |a| check(10, a),
        |a| check(11, a),
        |a| check(12, a),
        |a| check(13, a),
        |a| check(15, a),
        |a| check(16, a),
        |a| check(17, a),
        |a| check(18, a),
        |a| check(19, a),
        |a| check(20, a),
    ];
    ENTRIES
        .iter()
        .zip(checks)
        .map(|(&(id, note), c)| {
            Statement::new(
                id,
                super::PAPER,
                "Is W^k automatic? Its aggregation points name the numeration",
                &[Kind::Conjecture],
                "The aggregation points of b/a over the P-positions of W^k, each identified as rational (then: is the set ultimately additively periodic?) or quadratic (then: which Ostrowski system?); the obstacle to an automaton, stated precisely.",
                BOUND,
                c,
            )
            .recorded(Outcome::Measured, note)
        })
        .collect()
}

fn check(k: usize, a_max: u64) -> Findings {
    let mut f = Findings::new(format!("W^{k}: P-positions with a <= {a_max}"));
    let pts = analyze(k, a_max);
    for (i, p) in pts.iter().enumerate() {
        f.measured(&format!("aggregation point {}", i + 1), describe(p));
    }
    if pts.is_empty() {
        f.measured("aggregation points", "none found (too few positions)");
    }
    f
}

