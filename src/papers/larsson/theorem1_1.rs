//! Larsson, *Blocking Wythoff Nim*, Theorem 1.1 (P(W^k) = R_k for k = 1, 2, 3) and the
//! covers and case counts of its proof (section 2.1).
//!
//! Route: `R_k` from its formula (`games::blocking::theorem1_1`) against the rules solver
//! on a square and the column generator on the columns `a < N` (the generator is compared
//! with its plain twin to the reach of `check::engines::BLOCKING`); the covers by counting
//! integers up to `N`; the case counts `(v, d, h)` of the proof on a square. Cost: linear
//! in `N` for the generator and the covers, `O(side^3)` for the case counts.
//!
//! For every n: the proof files prove Theorem 1.1 and the covers with R_1 written through
//! the Zeckendorf shift; every claim that names floor(phi n) is checked to the bound only
//! (`ProofFile::bounded_only`), so `larsson.thm1-1` is `holds` with its k = 3 part and the
//! shift forms proved.

use crate::check::engines::{BLOCKING, blocking_past_reach};
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Outcome, Statement, Witness};
use crate::games::blocking::Columns;
use crate::games::blocking::rules;
use crate::games::blocking::theorem1_1::p_set_by_theorem_1_1;
use crate::games::wythoff;
use std::collections::BTreeSet;

/// The recorded witnesses of `larsson.covers` (see `Statement::witness`): every one a run must find.
const COVERS_WITNESSES: &[Witness] = &[
    Witness::every(
        "proof of Theorem 1.1, Case 3: the exact 2-cover of N | (n)_{n∈N}, (2n+1)_{n∈N0}, (2⌊φn⌋+2)_{n∈N0}, (2⌊φ²n⌋+2)_{n∈N0} is an exact 2-cover of N | x = 2 is covered 3 times (n = 2, and n = 0 in both Beatty sequences); exact once (0,0) is counted once",
    ),
    Witness::at_default_and_deep(
        "proof of Theorem 1.1, W^3: (x,y) in R_3 implies v <= d + 1 | v <= d + 1 on R_3 | fails at 149 positions of the square, the first (0,2): (v,d,h) = (2,0,0); v + d + h <= 2 (what P needs) holds there",
    ),
];

entry_builder!(super::PAPER);

/// Why a claim naming floor(phi n) is checked to the bound only.
const SHIFT_FORM: &str = "the proof file writes (floor(phi n), floor(phi^2 n)) through the Zeckendorf shift (shift(n-1) + 1, shift(shift(n-1)) + 2); that identity is classical (Fraenkel) and not proved in the file";

/// The catalog entries of this module, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "larsson.thm1-1",
            "Theorem 1.1",
            "P(W^k) = R_k for k = 1, 2, 3: R_1 = {{floor(phi n), floor(phi^2 n)}}, R_2 = {(0,0)} ∪ {{n, 2n+1}} ∪ {(2x+2, 2y+2) : (x,y) in R_1}, R_3 = {(0,0)} ∪ {{n, 2n+1}, {n, 2n+2}}.",
            Bound {
                meaning: "columns a < N of the column generator (the rules solver decides the square of side min(N, 400))",
                default: 25_000,
                deep: 100_000,
                min: 20,
                max: 10_000_000,
            },
            Outcome::Holds,
            "P(W^3) = R_3 is proved for every position (proofs/walnut/larsson.thm1-1.walnut); so are P(W^1) and P(W^2), with R_1 written through the Zeckendorf shift. That this R_1 is {floor(phi n), floor(phi^2 n)} is a classical identity (Fraenkel) the file does not prove: it is checked to the bound only, so the verdict is holds, not proved.",
            thm1_1,
        )
        .with_proof(
            "proofs/walnut/larsson.thm1-1.walnut",
            include_str!("../../../proofs/walnut/larsson.thm1-1.walnut"),
        )
        .pinning(&["k1", "k2", "k3"])
        .bounded_only(&[("P(W^1) = R_1", SHIFT_FORM), ("P(W^2) = R_2", SHIFT_FORM)]),
        stmt(
            "larsson.covers",
            "Proof of Theorem 1.1 (section 2.1)",
            "{2 floor(phi n)+2, 2 floor(phi^2 n)+2, 2n+1 : n >= 1} is an exact cover of {3,4,...}; {(n)_{n>=1}, (2n+1)_{n>=0}, (2 floor(phi n)+2)_{n>=0}, (2 floor(phi^2 n)+2)_{n>=0}} is an exact 2-cover of N (as printed); the case counts (v, d, h) of the proof for W^2 (Cases 1-4) and W^3.",
            Bound {
                meaning: "integers up to N for the covers; the case counts on the square of side min(N, 300)",
                default: 100_000,
                deep: 10_000_000,
                min: 20,
                max: 100_000_000,
            },
            Outcome::Erratum,
            "Two slips, both harmless to Theorem 1.1. (1) Read literally, the 2-cover counts 2 three times: n = 2, and n = 0 in both 2 floor(phi n)+2 and 2 floor(phi^2 n)+2 (the pair (0,0) of R_1 gives one position (2,2), not two values); with the (0,0) term counted once it is an exact 2-cover, which is what the proof uses. (2) The W^3 claim 'v <= d + 1 on R_3' fails, first at (0,2) with (v,d,h) = (2,0,0), then at (1,4) and many more positions {n, 2n+2}; at each of them v + d + h <= 2, which is all that P needs, so Theorem 1.1 stands (larsson.thm1-1).",
            covers,
        )
        .pinned(COVERS_WITNESSES)
        .with_proof(
            "proofs/walnut/larsson.covers.walnut",
            include_str!("../../../proofs/walnut/larsson.covers.walnut"),
        )
        .pinning(&["cover", "below3", "a_once", "b_once", "twocover"])
        .bounded_only(&[
            (
                "{2 floor(phi n)+2, 2 floor(phi^2 n)+2, 2n+1 : n >= 1} is an exact cover of {3,4,...}",
                SHIFT_FORM,
            ),
            ("2-cover with the pair (0,0) of R_1 counted once", SHIFT_FORM),
            (
                "W^2 case counts (Cases 1-4 of the proof; Case 4 read as d = 1 and v + h >= 1, or d = 2)",
                "the proof file does not state the case counts; Theorem 1.1 for k = 2, which they serve, is proved in proofs/walnut/larsson.thm1-1.walnut",
            ),
        ]),
    ]
}

fn thm1_1(n: u64) -> Findings {
    let side = n.min(400) as u32;
    let mut f = Findings::new(format!(
        "rules solver on [0,{side})^2; column generator for a < {n}{}",
        blocking_past_reach(&BLOCKING[1], n)
    ));
    for k in 1..=3usize {
        let claim = format!("P(W^{k}) = R_{k}");
        let solver = rules::blocking(k, side).map(|g| rules::upper_p_positions(&g));
        let expect_in_square: Vec<(u64, u64)> = p_set_by_theorem_1_1(k, u64::from(side))
            .into_iter()
            .filter(|&(_, b)| b < u64::from(side))
            .collect();
        let r = match solver {
            Err(e) => Err(e.to_string()),
            Ok(p) if p != expect_in_square => {
                let first = p.iter().zip(&expect_in_square).find(|(a, b)| a != b);
                Err(format!(
                    "rules solver: first difference {first:?} ({} vs {} positions)",
                    p.len(),
                    expect_in_square.len()
                ))
            }
            Ok(p) => {
                let fast: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a < n).collect();
                let expect = p_set_by_theorem_1_1(k, n);
                match fast.iter().zip(&expect).position(|(a, b)| a != b) {
                    None if fast.len() == expect.len() => Ok(format!(
                        "{} P-positions in the square (rules solver); {} P-positions with a < {n} from the column generator",
                        p.len(),
                        fast.len()
                    )),
                    None => Err(format!(
                        "{} generated vs {} in R_{k}",
                        fast.len(),
                        expect.len()
                    )),
                    Some(i) => Err(format!(
                        "position {i}: generator {:?}, R_{k} {:?}",
                        fast[i], expect[i]
                    )),
                }
            }
        };
        f.check(&claim, r);
    }
    f
}

fn covers(n: u64) -> Findings {
    let side = n.min(300) as usize;
    let mut f = Findings::new(format!("integers up to {n}; case counts on [0,{side})^2"));
    let beatty: Vec<(u64, u64)> = wythoff::Pairs::new()
        .take_while(|&(_, a, _)| 2 * a + 2 <= n + 2)
        .map(|(_, a, b)| (a, b))
        .collect();
    let mut cover = vec![0u8; n as usize + 1];
    let bump = |v: u64, c: &mut Vec<u8>| {
        if let Some(x) = c.get_mut(v as usize) {
            *x = x.saturating_add(1);
        }
    };
    for &(a, b) in beatty.iter().skip(1) {
        bump(2 * a + 2, &mut cover);
        bump(2 * b + 2, &mut cover);
    }
    for m in 1..=n {
        bump(2 * m + 1, &mut cover);
    }
    f.check(
        "{2 floor(phi n)+2, 2 floor(phi^2 n)+2, 2n+1 : n >= 1} is an exact cover of {3,4,...}",
        match (3..=n as usize).find(|&x| cover[x] != 1) {
            None => Ok(format!(
                "every x in 3..={n} exactly once; 0, 1, 2 uncovered: {}",
                cover[..3].iter().all(|&c| c == 0)
            )),
            Some(x) => Err(format!("x = {x} covered {} times", cover[x])),
        },
    );
    // The 2-cover as printed: (n)_{n>=1}, (2n+1)_{n>=0}, both Beatty terms from n >= 0.
    let two_cover = |beatty_from_zero_twice: bool| -> Option<(usize, u8)> {
        let mut c = vec![0u8; n as usize + 1];
        for m in 1..=n {
            bump(m, &mut c);
        }
        for m in 0..=n {
            bump(2 * m + 1, &mut c);
        }
        for (i, &(a, b)) in beatty.iter().enumerate() {
            if i == 0 && !beatty_from_zero_twice {
                bump(2, &mut c); // the pair (0,0) once
                continue;
            }
            bump(2 * a + 2, &mut c);
            bump(2 * b + 2, &mut c);
        }
        (1..=n as usize).find(|&x| c[x] != 2).map(|x| (x, c[x]))
    };
    f.check(
        "2-cover with the pair (0,0) of R_1 counted once",
        two_cover(false).map_or(Ok(format!("every x in 1..={n} exactly twice")), |(x, c)| {
            Err(format!("x = {x} covered {c} times"))
        }),
    );
    let errs = match two_cover(true) {
        None => vec![],
        Some((x, c)) => vec![Erratum {
            location: "proof of Theorem 1.1, Case 3: the exact 2-cover of N".into(),
            printed: "(n)_{n∈N}, (2n+1)_{n∈N0}, (2⌊φn⌋+2)_{n∈N0}, (2⌊φ²n⌋+2)_{n∈N0} is an exact 2-cover of N".into(),
            computed: format!("x = {x} is covered {c} times (n = 2, and n = 0 in both Beatty sequences); exact once (0,0) is counted once"),
        }],
    };
    f.compare_printed(
        "the 2-cover as printed (both Beatty sequences from n = 0)",
        1,
        errs,
    );
    case_counts(&mut f, side);
    f
}

/// The proof's counts `(v, d, h)` of options of `(x, y)` lying in the candidate set `S`.
pub(super) fn counts_in(s: &BTreeSet<(u64, u64)>, x: u64, y: u64) -> (usize, usize, usize) {
    let has = |a: u64, b: u64| s.contains(&(a.min(b), a.max(b)));
    let v = (0..y).filter(|&j| has(x, j)).count();
    let h = (0..x).filter(|&i| has(i, y)).count();
    let d = (1..=x.min(y)).filter(|&i| has(x - i, y - i)).count();
    (v, d, h)
}

fn case_counts(f: &mut Findings, side: usize) {
    let side = side as u64;
    let r2: BTreeSet<(u64, u64)> = p_set_by_theorem_1_1(2, side).into_iter().collect();
    let r3: BTreeSet<(u64, u64)> = p_set_by_theorem_1_1(3, side).into_iter().collect();
    let beatty2: BTreeSet<(u64, u64)> = p_set_by_theorem_1_1(1, side)
        .into_iter()
        .map(|(a, b)| (2 * a + 2, 2 * b + 2))
        .collect();
    let mut tallies = [0u64; 4];
    let mut bad: Option<String> = None;
    for x in 0..side {
        for y in x..side {
            if x == 0 && y <= 2 {
                continue; // base cases (0,0), (0,1) and {0,x} handled by the items before the cases
            }
            let (v, d, h) = counts_in(&r2, x, y);
            let in_r2 = r2.contains(&(x, y));
            let (case, ok) = if y == 2 * x + 1 {
                (0, (h, d, v) == (0, 0, 1))
            } else if beatty2.contains(&(x, y)) {
                (1, (d, v, h) == (1, 0, 0))
            } else if !in_r2 && y > 2 * x + 1 {
                (2, (v, h, d) == (2, 0, 0))
            } else if !in_r2 && x > 0 && y < 2 * x + 1 {
                (3, (d == 1 && v + h >= 1) || d == 2)
            } else {
                continue;
            };
            tallies[case] += 1;
            if !ok && bad.is_none() {
                bad = Some(format!(
                    "W^2, Case {}: ({x},{y}) has (v,d,h) = ({v},{d},{h})",
                    case + 1
                ));
            }
        }
    }
    f.check(
        "W^2 case counts (Cases 1-4 of the proof; Case 4 read as d = 1 and v + h >= 1, or d = 2)",
        bad.map_or(Ok(format!("positions per case: {tallies:?}")), Err),
    );
    let mut tallies3 = [0u64; 3];
    let mut bad3: Option<String> = None;
    let mut literal3: (u64, Option<String>) = (0, None);
    for x in 0..side {
        for y in x..side {
            let (v, d, h) = counts_in(&r3, x, y);
            let (case, ok) = if r3.contains(&(x, y)) {
                if v > d + 1 {
                    literal3.0 += 1;
                    literal3
                        .1
                        .get_or_insert_with(|| format!("({x},{y}): (v,d,h) = ({v},{d},{h})"));
                }
                (0, d <= 1 && h == 0 && v + d + h <= 2)
            } else if y > 2 * x + 2 {
                (1, v == 3)
            } else if y < 2 * x + 1 {
                (2, h == 1 && v == 1 && d >= 1)
            } else {
                continue;
            };
            tallies3[case] += 1;
            if !ok && bad3.is_none() {
                bad3 = Some(format!("W^3: ({x},{y}) has (v,d,h) = ({v},{d},{h})"));
            }
        }
    }
    f.check(
        "W^3 case counts (on R_3 read as d <= 1, h = 0, f = v+d+h <= 2)",
        bad3.map_or(
            Ok(format!(
                "positions per case (in R_3, y > 2x+2, y < 2x+1): {tallies3:?}"
            )),
            Err,
        ),
    );
    let errs = literal3.1.map_or(vec![], |cex| {
        vec![Erratum {
            location: "proof of Theorem 1.1, W^3: (x,y) in R_3 implies v <= d + 1".into(),
            printed: "v <= d + 1 on R_3".into(),
            computed: format!("fails at {} positions of the square, the first {cex}; v + d + h <= 2 (what P needs) holds there", literal3.0),
        }]
    });
    f.compare_printed("the W^3 claim v <= d + 1 as printed", 1, errs);
}
