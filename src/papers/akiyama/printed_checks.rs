//! Printed numbers of Akiyama's paper compared with computation: the first 40 P-positions,
//! positive Nim vs L1-Nim, the worked example for n = 11..14, and Corollary 4.
//!
//! Each comparison names the printed location; a disagreement is an erratum with both
//! values, never an edit to either side.

use super::printed::{self, integers, numbers, triples};
use super::sequence::positions;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::akiyama_vn::MexAlgorithm;
use crate::games::l1::rules::{self, Variant};
use crate::table::Table;
use std::collections::{BTreeMap, BTreeSet};

/// The recorded witnesses of `akiyama.first-40` (see `Statement::witness`): every one a run must find.
const FIRST_40_WITNESSES: &[Witness] = &[
    Witness::at_default_and_deep(
        "introduction, P-position 14 of L1-Nim | [26, 51, 74] (P) | N-position: moves to the P-position [27, 50, 73] by (x,y,z) = [-1, 1, 1]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 15 of L1-Nim | [27, 54, 81] (P) | N-position: moves to the P-position [27, 50, 73] by (x,y,z) = [0, 4, 8]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 16 of L1-Nim | [28, 56, 84] (P) | N-position: moves to the P-position [28, 55, 82] by (x,y,z) = [0, 1, 2]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 17 of L1-Nim | [32, 63, 92] (P) | N-position: moves to the P-position [32, 60, 88] by (x,y,z) = [0, 3, 4]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 18 of L1-Nim | [33, 67, 99] (P) | N-position: moves to the P-position [33, 62, 91] by (x,y,z) = [0, 5, 8]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 19 of L1-Nim | [35, 70, 105] (P) | N-position: moves to the P-position [35, 66, 97] by (x,y,z) = [0, 4, 8]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 20 of L1-Nim | [38, 75, 111] (P) | N-position: moves to the P-position [38, 70, 102] by (x,y,z) = [0, 5, 9]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 21 of L1-Nim | [39, 78, 117] (P) | N-position: moves to the P-position [39, 74, 108] by (x,y,z) = [0, 4, 9]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 22 of L1-Nim | [40, 80, 120] (P) | N-position: moves to the P-position [40, 77, 113] by (x,y,z) = [0, 3, 7]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 23 of L1-Nim | [43, 85, 127] (P) | N-position: moves to the P-position [43, 83, 122] by (x,y,z) = [0, 2, 5]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 24 of L1-Nim | [46, 89, 132] (P) | N-position: moves to the P-position [46, 89, 131] by (x,y,z) = [0, 0, 1]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 25 of L1-Nim | [47, 91, 135] (P) | N-position: moves to the P-position [33, 62, 91] by (x,y,z) = [14, 0, 73]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 26 of L1-Nim | [48, 93, 138] (P) | N-position: moves to the P-position [47, 92, 136] by (x,y,z) = [1, 1, 2]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 27 of L1-Nim | [50, 96, 142] (P) | N-position: moves to the P-position [27, 50, 73] by (x,y,z) = [23, 23, 92]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 28 of L1-Nim | [52, 101, 148] (P) | N-position: moves to the P-position [48, 95, 142] by (x,y,z) = [4, 6, 6]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 29 of L1-Nim | [55, 106, 156] (P) | N-position: moves to the P-position [26, 51, 76] by (x,y,z) = [4, 80, 80]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 31 of L1-Nim | [58, 113, 166] (P) | N-position: moves to the P-position [40, 77, 113] by (x,y,z) = [18, 0, 89]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 32 of L1-Nim | [59, 116, 173] (P) | N-position: moves to the P-position [59, 114, 169] by (x,y,z) = [0, 2, 4]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 33 of L1-Nim | [60, 118, 176] (P) | N-position: moves to the P-position [32, 60, 88] by (x,y,z) = [0, 86, 88]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 34 of L1-Nim | [62, 121, 180] (P) | N-position: moves to the P-position [33, 62, 91] by (x,y,z) = [0, 88, 89]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 35 of L1-Nim | [64, 125, 186] (P) | N-position: moves to the P-position [64, 123, 182] by (x,y,z) = [0, 2, 4]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 36 of L1-Nim | [66, 128, 190] (P) | N-position: moves to the P-position [35, 66, 97] by (x,y,z) = [31, 31, 124]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 37 of L1-Nim | [68, 131, 194] (P) | N-position: moves to the P-position [46, 89, 131] by (x,y,z) = [22, 0, 105]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 38 of L1-Nim | [69, 133, 197] (P) | N-position: moves to the P-position [38, 70, 102] by (x,y,z) = [31, 31, 127]",
    ),
    Witness::at_default_and_deep(
        "introduction, P-position 39 of L1-Nim | [71, 136, 201] (P) | N-position: moves to the P-position [47, 92, 136] by (x,y,z) = [24, 0, 109]",
    ),
];

/// The recorded witnesses of `akiyama.example-f11` (see `Statement::witness`): every one a run must find.
const EXAMPLE_F11_WITNESSES: &[Witness] = &[
    Witness::every(
        "example, n = 12, F_n ∩ [Mex F_n, Mex F_n + Mex D_n] as written (closed) | [25, 29, 30, 31, 34, 36, 37, 41, 42] | [25, 29, 30, 31, 34, 36, 37, 41, 42, 44]",
    ),
    Witness::every(
        "example, n = 13, F_n ∩ [Mex F_n, Mex F_n + Mex D_n] as written (closed) | [29, 30, 31, 34, 36, 37, 41, 42, 44, 45] | [29, 30, 31, 34, 36, 37, 41, 42, 44, 45, 49]",
    ),
];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement {
            id: "akiyama.first-40",
            paper: super::PAPER,
            number: "Introduction (list of the first P-positions and their differences)",
            kinds: &[Kind::Table],
            words: "The first 40 P-positions (a,b,c), a <= b <= c, of L1-Nim and their differences (b-a, c-b), as printed.",
            bound: Bound {
                meaning: "rows compared (the paper prints 40)",
                default: 40,
                deep: 40,
                min: 15,
                max: 40,
            },
            recorded: Outcome::Erratum,
            note: "The printed rows are exactly the mex algorithm's v(0..39) (all 80 values agree), but from row 14 on most are not P-positions of L1-Nim as the rules define it (see akiyama.thm1): row 14, (26,51,74), moves to the P-position (27,50,73). Each such row is listed with its winning move.",
            witness: FIRST_40_WITNESSES,
            check: first_40,
            proof: None,
        },
        Statement {
            id: "akiyama.positive-vs-l1",
            paper: super::PAPER,
            number: "Introduction (positive Nim)",
            kinds: &[Kind::Example],
            words: "Positive Nim and L1-Nim have the same P-positions up to (20,37,53); the next is (23,39,58) for positive Nim and (23,42,61) for L1-Nim; (23,39,58) -> (20,37,53) is an L1 move, not a positive-Nim move.",
            bound: Bound {
                meaning: "S: both rules solvers decide every position with a+b+c <= S",
                default: 130,
                deep: 300,
                min: 126,
                max: 1000,
            },
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: positive_vs_l1,
            proof: None,
        },
        Statement {
            id: "akiyama.example-f11",
            paper: super::PAPER,
            number: "Example after Corollary 1 (n = 11..14)",
            kinds: &[Kind::Example],
            words: "(Mex F_11, Mex D_11) = (23,19) with the listed sets; v(12) = (23,42,61), v(13) = (24,45,65), v(14) = (26,51,74), and the sets for n = 12, 13, 14.",
            bound: Bound::fixed("unused (the example is fixed: n = 11..14)", 14),
            recorded: Outcome::Erratum,
            note: "The example writes F_n ∩ [Mex F_n, Mex F_n + Mex D_n] with a closed interval; the printed sets are those of the half-open interval [., .) (X_n of the later text): at n = 12 and n = 13 the closed interval also contains Mex F_n + Mex D_n (44, resp. 49), which the text prints in the next set instead. Every printed number agrees with computation under the half-open reading.",
            witness: EXAMPLE_F11_WITNESSES,
            check: example_f11,
            proof: None,
        },
        Statement {
            id: "akiyama.cor4",
            paper: super::PAPER,
            number: "Corollary 4",
            kinds: &[Kind::Theorem, Kind::Table],
            words: "The adjacent differences v(n+1)-v(n) form exactly the 56-element set {(a,b,c): a <= 4, 0 < b-a <= 4, 0 < c-b <= 4, |a-2b+c| <= 2} = {(i,i+j,i+j+k): i,j,k in 1..4, |j-k| <= 2}; first occurrences n_1..n_56 as printed; v(26184), v(26185); (4,8,12) again at 43153, 46142, 46704, 48335, 93299.",
            bound: Bound {
                meaning: "N: n <= N (simplified generator)",
                default: 200_000,
                deep: 100_000_000,
                min: 93_299,
                max: 100_000_000,
            },
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: cor4,
            proof: None,
        },
    ]
}

fn erratum(
    location: String,
    printed: impl std::fmt::Debug,
    computed: impl std::fmt::Debug,
) -> Erratum {
    Erratum {
        location,
        printed: format!("{printed:?}"),
        computed: format!("{computed:?}"),
    }
}

/// The first `rows` P-positions with their differences, computed (mex algorithm).
pub fn first_rows(rows: usize) -> Vec<([u64; 3], [u64; 2])> {
    let mut m = MexAlgorithm::new();
    m.run_to(rows.saturating_sub(1));
    m.v.iter()
        .take(rows)
        .map(|&v| (v, [v[1] - v[0], v[2] - v[1]]))
        .collect()
}

fn first_40(rows: u64) -> Findings {
    let rows = rows as usize;
    let pts = triples(printed::FIRST_40);
    let diffs = printed::pairs(printed::FIRST_40_DIFFERENCES);
    let s_max = pts[..rows]
        .iter()
        .map(|p| p.iter().sum::<u64>())
        .max()
        .unwrap_or(0) as u32;
    let mut f = Findings::new(format!(
        "the first {rows} printed rows; rules solver (sieve) on a+b+c <= {s_max}"
    ));
    let computed = first_rows(rows);
    let mut errs = Vec::new();
    for (i, (v, d)) in computed.iter().enumerate() {
        if pts[i] != *v {
            errs.push(erratum(format!("introduction, P-position {i}"), pts[i], v));
        }
        if diffs[i] != *d {
            errs.push(erratum(
                format!("introduction, difference {i}"),
                diffs[i],
                d,
            ));
        }
    }
    f.compare_printed(
        "printed rows = the mex algorithm's v(0..39) and differences",
        2 * rows,
        errs,
    );
    // Are the printed rows P-positions of L1-Nim? Decided by the rules (sieve), row by row.
    let truth: BTreeSet<[u32; 3]> = rules::sieve_p_positions(Variant::L1, s_max)
        .into_iter()
        .collect();
    let mut errs = Vec::new();
    for (i, p) in pts[..rows].iter().enumerate() {
        let t = p.map(|x| x as u32);
        if !truth.contains(&t) {
            let witness = truth
                .iter()
                .filter(|q| q[0] <= q[1] && q[1] <= q[2])
                .find_map(|&q| super::sequence::l1_move_between(t, q).map(|mv| (q, mv)));
            let computed = match witness {
                Some((q, mv)) => {
                    format!("N-position: moves to the P-position {q:?} by (x,y,z) = {mv:?}")
                }
                None => "N-position".into(),
            };
            errs.push(Erratum {
                location: format!("introduction, P-position {i} of L1-Nim"),
                printed: format!("{p:?} (P)"),
                computed,
            });
        }
    }
    f.compare_printed("printed rows are P-positions of L1-Nim (rules)", rows, errs);
    f
}

/// The table `akiyama.first-40`: computed rows beside the printed ones.
pub fn first_40_table() -> Table {
    let pts = triples(printed::FIRST_40);
    let diffs = printed::pairs(printed::FIRST_40_DIFFERENCES);
    let rows_v = first_rows(40);
    let top = rows_v
        .iter()
        .map(|(v, _)| v.iter().sum::<u64>())
        .max()
        .unwrap_or(0);
    let l1: std::collections::HashSet<[u64; 3]> = crate::games::l1::TrueL1::new()
        .take_while(|t| t.iter().sum::<u64>() <= top)
        .collect();
    let rows = rows_v
        .into_iter()
        .enumerate()
        .map(|(i, (v, d))| {
            let same = pts[i] == v && diffs[i] == d;
            let mut r: Vec<String> = vec![i.to_string()];
            r.extend(v.iter().map(u64::to_string));
            r.extend(d.iter().map(u64::to_string));
            r.push(if same {
                "=".into()
            } else {
                format!("printed {:?} {:?}", pts[i], diffs[i])
            });
            r.push(if l1.contains(&v) { "P" } else { "N" }.into());
            r
        })
        .collect();
    Table {
        id: "akiyama.first-40".into(),
        title: "the paper's list of 'the first 40 P-positions of L1-Nim': the mex algorithm's v(0..39) and differences; 'printed' compares with the print, 'L1-Nim' says whether v(n) is a P-position of L1-Nim (exact engine)".into(),
        source: "Akiyama, introduction".into(),
        columns: ["n", "a", "b", "c", "b-a", "c-b", "printed", "L1-Nim"].map(String::from).to_vec(),
        rows,
    }
}

fn positive_vs_l1(s: u64) -> Findings {
    let s32 = s as u32;
    let mut f = Findings::new(format!("rules solvers on a+b+c <= {s}"));
    let pos: Vec<[u64; 3]> = rules::sorted_p_positions(Variant::Positive, s32)
        .iter()
        .map(|t| t.map(u64::from))
        .collect();
    let l1: Vec<[u64; 3]> = rules::sorted_p_positions(Variant::L1, s32)
        .iter()
        .map(|t| t.map(u64::from))
        .collect();
    let split = pos.iter().zip(&l1).position(|(a, b)| a != b);
    let last_common = split.and_then(|i| i.checked_sub(1)).map(|i| pos[i]);
    f.check(
        "same P-positions up to (20,37,53)",
        if last_common == Some(printed::AGREE_UNTIL) {
            Ok(format!(
                "first {} sorted P-positions agree",
                split.unwrap_or(0)
            ))
        } else {
            Err(format!(
                "last common P-position {last_common:?}, printed {:?}",
                printed::AGREE_UNTIL
            ))
        },
    );
    let next = split.map(|i| (pos.get(i).copied(), l1.get(i).copied()));
    f.check(
        "next: (23,39,58) for positive Nim, (23,42,61) for L1-Nim",
        if next == Some((Some(printed::NEXT_POSITIVE), Some(printed::NEXT_L1))) {
            Ok("both next positions as printed".into())
        } else {
            Err(format!("computed next positions {next:?}"))
        },
    );
    let from = printed::NEXT_POSITIVE.map(|x| x as u32);
    let to = printed::AGREE_UNTIL.map(|x| x as u32);
    let perms = rules::permutations(to);
    let l1_move = perms
        .iter()
        .find(|&&t| rules::is_legal(Variant::L1, from, t));
    let pos_move = perms
        .iter()
        .any(|&t| rules::is_legal(Variant::Positive, from, t));
    f.check(
        "(23,39,58) -> (20,37,53) is an L1 move, not a positive-Nim move",
        match (l1_move, pos_move) {
            (Some(t), false) => Ok(format!(
                "L1 move to the ordering {t:?}, vector {:?}",
                [0, 1, 2].map(|i| i64::from(from[i]) - i64::from(t[i]))
            )),
            _ => Err(format!(
                "L1 move: {}, positive move: {pos_move}",
                l1_move.is_some()
            )),
        },
    );
    f
}

/// The example's sets at state n, computed: `(mexes, middle [.,.), middle closed, upper, D upper)`.
type ExampleSets = ([u64; 2], Vec<u64>, Vec<u64>, Vec<u64>, Vec<u64>);

fn example_sets(m: &MexAlgorithm) -> ExampleSets {
    let (mf, md) = (m.mex_f(), m.mex_d());
    (
        [mf, md],
        m.f_in(mf, mf + md),
        m.f_in(mf, mf + md + 1),
        m.f_in(mf + md, m.max_f() + 1),
        m.d_in(md, m.max_d() + 1),
    )
}

fn example_f11(_: u64) -> Findings {
    let mut f = Findings::new("n = 11..14 (plain mex algorithm)");
    let mut m = MexAlgorithm::new();
    m.run_to(11);
    let mut errs = Vec::new();
    let mut literal = Vec::new();
    let mut compared = 0;
    for row in &printed::EXAMPLE_F11 {
        m.run_to(row.n);
        let (mexes, middle, closed, upper, d_upper) = example_sets(&m);
        let n = row.n;
        let mut cmp = |what: &str, printed: Vec<u64>, computed: &Vec<u64>| {
            compared += 1;
            if printed != *computed {
                errs.push(erratum(
                    format!("example, n = {n}, {what}"),
                    printed,
                    computed,
                ));
            }
        };
        cmp("(Mex F_n, Mex D_n)", numbers(row.mexes), &mexes.to_vec());
        cmp(
            "F_n ∩ [Mex F_n, Mex F_n + Mex D_n) (read half-open)",
            numbers(row.f_middle),
            &middle,
        );
        cmp("F_n ∩ [Mex F_n + Mex D_n, ∞)", numbers(row.f_upper), &upper);
        cmp("D_n ∩ [Mex D_n, ∞)", numbers(row.d_upper), &d_upper);
        if numbers(row.f_middle) != closed {
            literal.push(erratum(
                format!("example, n = {n}, F_n ∩ [Mex F_n, Mex F_n + Mex D_n] as written (closed)"),
                numbers(row.f_middle),
                closed,
            ));
        }
        if let (Some(next), Some(diffs)) = (row.next, row.next_differences) {
            let mut m2 = m.clone();
            let v = m2.step();
            cmp(&format!("v({})", n + 1), numbers(next), &v.to_vec());
            let d: BTreeSet<u64> = [v[1] - v[0], v[2] - v[1], v[2] - v[0]].into();
            cmp(
                &format!("differences of v({})", n + 1),
                numbers(diffs),
                &d.into_iter().collect(),
            );
        }
    }
    f.compare_printed(
        "printed values (intervals read as [Mex F, Mex F + Mex D))",
        compared,
        errs,
    );
    let n_literal = literal.len();
    f.compare_printed(
        "the closed interval [Mex F_n, Mex F_n + Mex D_n] as written",
        4,
        literal,
    );
    if n_literal > 0
        && let Some(p) = f.parts.last_mut()
    {
        p.evidence
            .push_str("; the printed sets follow the half-open interval");
    }
    f
}

/// The 56-element set, first description: `{(a,b,c) in N^3 : a <= 4, 0 < b-a <= 4, 0 < c-b <= 4, |a-2b+c| <= 2}`.
pub fn cor4_first_description() -> BTreeSet<[u64; 3]> {
    let mut s = BTreeSet::new();
    for a in 1..=4u64 {
        for b in a + 1..=a + 4 {
            for c in b + 1..=b + 4 {
                if (a as i64 - 2 * b as i64 + c as i64).abs() <= 2 {
                    s.insert([a, b, c]);
                }
            }
        }
    }
    s
}

/// The 56-element set, second description: `{(i, i+j, i+j+k) : i, j, k in 1..4, |j-k| <= 2}`.
pub fn cor4_second_description() -> BTreeSet<[u64; 3]> {
    let mut s = BTreeSet::new();
    for i in 1..=4u64 {
        for j in 1..=4u64 {
            for k in 1..=4u64 {
                if j.abs_diff(k) <= 2 {
                    s.insert([i, i + j, i + j + k]);
                }
            }
        }
    }
    s
}

fn cor4(n_max: u64) -> Findings {
    let mut f = Findings::new(format!("n <= {n_max} (simplified generator)"));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n_max),
    );
    let first = cor4_first_description();
    let second = cor4_second_description();
    f.check(
        "the two descriptions agree and have 56 elements",
        if first == second && first.len() == 56 {
            Ok("equal, 56 elements".into())
        } else {
            Err(format!(
                "sizes {} and {}; symmetric difference {:?}",
                first.len(),
                second.len(),
                first.symmetric_difference(&second).collect::<Vec<_>>()
            ))
        },
    );
    let v = positions(n_max);
    let mut first_at: BTreeMap<[u64; 3], u64> = BTreeMap::new();
    let mut occurrences_4_8_12 = Vec::new();
    for n in 1..v.len() {
        let d = [0, 1, 2].map(|i| v[n][i] - v[n - 1][i]);
        first_at.entry(d).or_insert(n as u64);
        if d == [4, 8, 12] {
            occurrences_4_8_12.push(n as u64);
        }
    }
    let seen: BTreeSet<[u64; 3]> = first_at.keys().copied().collect();
    f.check(
        "the differences v(n)-v(n-1) form exactly the 56-element set",
        if seen == first {
            Ok(format!(
                "all 56 occur by n = {}, no other",
                first_at.values().max().copied().unwrap_or(0)
            ))
        } else {
            let extra: Vec<_> = seen.difference(&first).map(|d| (d, first_at[d])).collect();
            let missing: Vec<_> = first.difference(&seen).collect();
            Err(format!(
                "outside the set (difference, first n): {extra:?}; never seen: {missing:?}"
            ))
        },
    );
    let printed_n = numbers(printed::COR4_FIRST_OCCURRENCES);
    let errs: Vec<Erratum> = first
        .iter()
        .zip(&printed_n)
        .enumerate()
        .filter(|&(_, (k, &p))| first_at.get(k) != Some(&p))
        .map(|(l, (k, &p))| {
            erratum(
                format!("Corollary 4, n_{} (difference {k:?})", l + 1),
                p,
                first_at.get(k),
            )
        })
        .collect();
    f.compare_printed("first occurrences n_1..n_56", 56, errs);
    let mut errs = Vec::new();
    for (n, text) in [(26184usize, printed::V_26184), (26185, printed::V_26185)] {
        let p = triples(text)[0];
        if v[n] != p {
            errs.push(erratum(format!("proof of Corollary 4, v({n})"), p, v[n]));
        }
    }
    f.compare_printed("v(26184) and v(26185)", 2, errs);
    let later: Vec<u64> = occurrences_4_8_12.iter().copied().skip(1).take(5).collect();
    let printed_later = numbers(printed::LATER_4_8_12);
    let errs = if later == printed_later {
        vec![]
    } else {
        vec![erratum(
            "proof of Corollary 4, later occurrences of (4,8,12)".into(),
            &printed_later,
            &later,
        )]
    };
    f.compare_printed(
        "(4,8,12) after 26185 at 43153, 46142, 46704, 48335, 93299",
        5,
        errs,
    );
    f.measured(
        "occurrences of (4,8,12) in range",
        format!(
            "{} times for n <= {n_max}; first ten at {:?}",
            occurrences_4_8_12.len(),
            &occurrences_4_8_12[..occurrences_4_8_12.len().min(10)]
        ),
    );
    let _ = integers;
    f
}
