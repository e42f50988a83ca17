//! Theorems of Larsson's paper, each against the rules solver of W^k (Definition 3) on a
//! square, and against the column generator (itself compared with the solver) far beyond.

use crate::check::compare::agree_all;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Paper, Statement, Witness};
use crate::games::blocking::Columns;
use crate::games::blocking::cells::Cells;
use crate::games::blocking::rules::{self, Grid};
use crate::games::blocking::theorem1_1::p_set_by_theorem_1_1;
use crate::games::wythoff;
use std::collections::BTreeSet;

const SIDE: Bound = Bound {
    meaning: "side of the square decided by the rules solver",
    default: 200,
    deep: 600,
    min: 20,
    max: 2_000,
};

entry_builder!(Paper::Larsson);

/// The recorded witnesses of `larsson.fig1` (see `Statement::witness`): every one a run must find.
const FIG1_WITNESSES: &[Witness] = &[Witness::every(
    "Figure 1 caption, P-positions among the options of (11,15) | 2 | 4: (11,5), (7,15), (8,12), (3,7)",
)];

/// The recorded witnesses of `larsson.prop1-2` (see `Statement::witness`): every one a run must find.
const PROP1_2_WITNESSES: &[Witness] = &[Witness::every(
    "Proposition 1.2 (ii), the range i >= k | {(a_i), (b_i) | i >= k} is an exact k-cover of N | fails: k = 2: x = 1 occurs 1 times. Dropping the pairs (0,0)..(0,k-1) drops the values 1..k-1 once each, and a pair (x,x) counts x twice; every column x >= 1 does hold exactly k P-positions",
)];

/// The recorded witnesses of `larsson.covers` (see `Statement::witness`): every one a run must find.
const COVERS_WITNESSES: &[Witness] = &[
    Witness::every(
        "proof of Theorem 1.1, Case 3: the exact 2-cover of N | (n)_{n∈N}, (2n+1)_{n∈N0}, (2⌊φn⌋+2)_{n∈N0}, (2⌊φ²n⌋+2)_{n∈N0} is an exact 2-cover of N | x = 2 is covered 3 times (n = 2, and n = 0 in both Beatty sequences); exact once (0,0) is counted once",
    ),
    Witness::at_default_and_deep(
        "proof of Theorem 1.1, W^3: (x,y) in R_3 implies v <= d + 1 | v <= d + 1 on R_3 | fails at 149 positions of the square, the first (0,2): (v,d,h) = (2,0,0); v + d + h <= 2 (what P needs) holds there",
    ),
];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "larsson.def3",
            "Definition 3",
            "W^k solved from the rules: a position is P iff fewer than k of its options are P; W^1 is Wythoff Nim.",
            SIDE,
            Outcome::Holds,
            "",
            def3,
        ),
        Statement {
            kinds: &[Kind::Example],
            ..stmt(
                "larsson.fig1",
                "Figure 1",
                "In W^2, (11,15) is N (two P-positions among its options) and (8,12) is P (exactly one).",
                SIDE,
                Outcome::Erratum,
                "(11,15) is N and (8,12) is P as stated, but (11,15) has four P-positions among its options, not two: (11,5) vertical, (7,15) horizontal, (8,12) and (3,7) diagonal (rules solver and the formula for R_2 agree). The figure may show only part of the board; the caption's count is recorded as printed.",
                fig1,
            )
        .pinned(FIG1_WITNESSES)
        },
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
            Outcome::Proved,
            "",
            thm1_1,
        )
        .with_proof(
            "proofs/walnut/larsson.thm1-1.walnut",
            include_str!("../../../proofs/walnut/larsson.thm1-1.walnut"),
        ),
        stmt(
            "larsson.prop1-2",
            "Proposition 1.2",
            "(i) column 0 holds exactly (0,0), ..., (0,k-1); (ii) {a_i}, {b_i} (i >= k) is an exact k-cover of N; (iii) each difference b_i - a_i occurs at most k times.",
            Bound {
                meaning: "columns a <= N of the column generator, k = 1..12 (the rules solver checks (i) on a square of side 60)",
                default: 5_000,
                deep: 50_000,
                min: 20,
                max: 1_000_000,
            },
            Outcome::Erratum,
            "(ii) read literally fails for every k >= 2 (smallest: k = 2, x = 1 occurs once among the pairs i >= 2): the pairs (0,1), ..., (0,k-1) that i >= k leaves out hold the values 1..k-1, and a pair (x,x) would count x twice. What the proof argues, and what holds, is that every column x >= 1 contains exactly k P-positions. (i) and (iii) hold as printed.",
            prop1_2,
        )
        .pinned(PROP1_2_WITNESSES)
        .with_proof(
            "proofs/walnut/larsson.prop1-2.walnut",
            include_str!("../../../proofs/walnut/larsson.prop1-2.walnut"),
        ),
        stmt(
            "larsson.prop1-3",
            "Proposition 1.3",
            "The terminal positions of W^k (all options can be blocked) are T(k) = {{x,y} : x <= y < k - 2x}, a lower ideal, with #T(k) = 3(m+1)^2 - 2(m+1), 3(m+1)^2, 3(m+1)^2 + 2(m+1) for k = 3m+1, 3m+2, 3(m+1).",
            Bound {
                meaning: "k = 1..=K",
                default: 100,
                deep: 400,
                min: 3,
                max: 2_000,
            },
            Outcome::Holds,
            "",
            prop1_3,
        ),
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
        ),
        stmt(
            "larsson.comply",
            "Section 3.1",
            "P(W_k) = N(W^k) for the comply game W_k; the comply rules stated for W_kN (propose k diagonal or one Nim-type option) and WN_k (propose k Nim-type or one diagonal option) give the complements of W^kN and WN^k.",
            Bound {
                meaning: "side of the square, k = 1..6",
                default: 60,
                deep: 200,
                min: 5,
                max: 400,
            },
            Outcome::Holds,
            "",
            comply,
        ),
    ]
}

fn grid_diff(a: &Grid, b: &Grid, complement: bool) -> Option<(usize, usize)> {
    for y in 0..a.len() {
        for x in 0..a.len() {
            if (a[y][x] == b[y][x]) == complement {
                return Some((x, y));
            }
        }
    }
    None
}

fn def3(side: u64) -> Findings {
    let side32 = side as u32;
    let mut f = Findings::new(format!("the square [0,{side})^2"));
    let w1 = rules::blocking(1, side32);
    let wy = wythoff::rules::labels(side32);
    f.check(
        "W^1 (P iff no option is P) = Wythoff Nim",
        match (w1, wy) {
            (Ok(a), Ok(b)) => grid_diff(&a, &b, false)
                .map_or(Ok(format!("all {} cells agree", side * side)), |(x, y)| {
                    Err(format!("({x},{y}) differs"))
                }),
            (Err(e), _) | (_, Err(e)) => Err(e.to_string()),
        },
    );
    f.check(
        "the column generator for k = 1 gives Beatty's pairs",
        match Columns::new(1)
            .take_while(|&(a, _)| a < 25_000)
            .enumerate()
            .find(|&(n, (a, b))| wythoff::pair(n as u64) != Some((a, b)))
        {
            None => Ok("every P-position with a < 25000".into()),
            Some((n, p)) => Err(format!("n = {n}: {p:?}")),
        },
    );
    f
}

/// The P-options of `(x, y)` in a labelled square, by type `(v, d, h)`.
fn p_options(g: &Grid, x: usize, y: usize) -> (usize, usize, usize) {
    let v = (0..y).filter(|&j| g[j][x]).count();
    let h = (0..x).filter(|&i| g[y][i]).count();
    let d = (1..=x.min(y)).filter(|&i| g[y - i][x - i]).count();
    (v, d, h)
}

fn fig1(side: u64) -> Findings {
    let mut f = Findings::new(format!(
        "W^2 on the square [0,{side})^2 (rules solver), and R_2 by its formula"
    ));
    let g = match rules::blocking(2, side as u32) {
        Err(e) => {
            f.check("the rules solver", Err(e.to_string()));
            return f;
        }
        Ok(g) => g,
    };
    let r2: BTreeSet<(u64, u64)> = p_set_by_theorem_1_1(2, side).into_iter().collect();
    let mut errs = Vec::new();
    for ((x, y), want_p, printed_count) in [
        (super::printed::FIG1_N, false, 2usize),
        (super::printed::FIG1_P, true, 1),
    ] {
        let (v, d, h) = p_options(&g, x as usize, y as usize);
        let (v2, d2, h2) = counts_in(&r2, x, y);
        let label = g[y as usize][x as usize];
        f.check(
            &format!("({x},{y}) is {}", if want_p { "P" } else { "N" }),
            if label == want_p && (v, d, h) == (v2, d2, h2) {
                Ok(format!("P-options (v,d,h) = ({v},{d},{h}), the same from the rules solver and from R_2"))
            } else {
                Err(format!("label {}, P-options (v,d,h) = ({v},{d},{h}) by the solver, ({v2},{d2},{h2}) from R_2", if label { "P" } else { "N" }))
            },
        );
        if v + d + h != printed_count {
            let list: Vec<String> = (0..y)
                .filter(|&j| g[j as usize][x as usize])
                .map(|j| format!("({x},{j})"))
                .chain(
                    (0..x)
                        .filter(|&i| g[y as usize][i as usize])
                        .map(|i| format!("({i},{y})")),
                )
                .chain(
                    (1..=x.min(y))
                        .filter(|&i| g[(y - i) as usize][(x - i) as usize])
                        .map(|i| format!("({},{})", x - i, y - i)),
                )
                .collect();
            errs.push(Erratum {
                location: format!("Figure 1 caption, P-positions among the options of ({x},{y})"),
                printed: printed_count.to_string(),
                computed: format!("{}: {}", v + d + h, list.join(", ")),
            });
        }
    }
    f.compare_printed("the number of P-options stated in the caption", 2, errs);
    f
}

fn thm1_1(n: u64) -> Findings {
    let side = n.min(400) as u32;
    let mut f = Findings::new(format!(
        "rules solver on [0,{side})^2; column generator for a < {n}"
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

fn prop1_2(n: u64) -> Findings {
    // (ii) and (iii) are read off Definition 3 cell by cell on a square, never off the
    // column generator (whose stopping rule is (ii) itself); the generator is compared
    // with the same square.
    let side = (4 * n).clamp(200, 8000) as usize;
    let q = side / 4;
    let mut f = Findings::new(format!(
        "k = 1..12: Definition 3 cell by cell on [0,{side})^2, columns and differences <= {q}; column generator to a <= {n}; (i) on [0,60)^2 (rules solver)"
    ));
    let mut first_bad: [Option<String>; 4] = [None, None, None, None];
    let mut literal_ii: Option<String> = None;
    for k in 1..=12usize {
        if first_bad[0].is_none() {
            match rules::blocking(k, 60) {
                Ok(g) => {
                    let col0: Vec<usize> = (0..60).filter(|&y| g[y][0]).collect();
                    if col0 != (0..k).collect::<Vec<_>>() {
                        first_bad[0] = Some(format!("k = {k}: column 0 has P at {col0:?}"));
                    }
                }
                Err(e) => first_bad[0] = Some(e.to_string()),
            }
        }
        let cells = Cells::solve(k, side);
        if first_bad[1].is_none() {
            first_bad[1] = (1..=q).find_map(|x| {
                let c = (0..side).filter(|&y| cells.is_p(x, y)).count();
                (c != k)
                    .then(|| format!("k = {k}: column x = {x} holds {c} P-positions below {side}"))
            });
        }
        if first_bad[2].is_none() {
            first_bad[2] = (0..=q).find_map(|d| {
                let c = (0..side - d).filter(|&x| cells.is_p(x, x + d)).count();
                (c > k).then(|| format!("k = {k}: difference {d} occurs {c} times"))
            });
        }
        let ps: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= n).collect();
        if first_bad[3].is_none() {
            let lim = (side as u64).min(n + 1);
            let gen_pairs: Vec<(u64, u64)> = ps
                .iter()
                .copied()
                .filter(|&(a, b)| a < lim && b < side as u64)
                .collect();
            let cell_pairs: Vec<(u64, u64)> = cells
                .pairs()
                .into_iter()
                .filter(|&(a, _)| a < lim)
                .collect();
            first_bad[3] = agree_all("cells", &cell_pairs, "column generator", &gen_pairs)
                .err()
                .map(|e| format!("k = {k}: {e}"));
        }
        // The printed (ii): each x in 1..=n among the pairs i >= k (a pair (x,x) twice).
        if literal_ii.is_none() {
            let mut count = vec![0u32; n as usize + 1];
            for &(a, b) in ps.iter().skip(k) {
                for v in [a, b] {
                    if let Some(c) = count.get_mut(v as usize) {
                        *c += 1;
                    }
                }
            }
            literal_ii = (1..=n as usize)
                .find(|&x| count[x] != k as u32)
                .map(|x| format!("k = {k}: x = {x} occurs {} times", count[x]));
        }
    }
    let names = [
        "(i) column 0 holds exactly (0,0)..(0,k-1)",
        "(ii) read as: every column x >= 1 holds exactly k P-positions (Definition 3 on the square)",
        "(iii) each difference occurs at most k times (Definition 3 on the square)",
        "column generator = Definition 3 cell by cell",
    ];
    for (name, bad) in names.into_iter().zip(first_bad) {
        f.check(name, bad.map_or(Ok("k = 1..12".into()), Err));
    }
    let errs = literal_ii.map_or(vec![], |cex| {
        vec![Erratum {
            location: "Proposition 1.2 (ii), the range i >= k".into(),
            printed: "{(a_i), (b_i) | i >= k} is an exact k-cover of N".into(),
            computed: format!("fails: {cex}. Dropping the pairs (0,0)..(0,k-1) drops the values 1..k-1 once each, and a pair (x,x) counts x twice; every column x >= 1 does hold exactly k P-positions"),
        }]
    });
    f.compare_printed("(ii) as printed (i >= k)", 1, errs);
    f
}

/// `#T(k)` by the printed formula.
pub fn terminal_count_formula(k: u64) -> u64 {
    let m = (k - 1) / 3;
    let m1 = m + 1;
    match k % 3 {
        1 => 3 * m1 * m1 - 2 * m1,
        2 => 3 * m1 * m1,
        _ => 3 * m1 * m1 + 2 * m1,
    }
}

fn prop1_3(k_max: u64) -> Findings {
    let mut f = Findings::new(format!("k = 1..={k_max}, every position with x, y < k"));
    let mut bad: [Option<String>; 3] = [None, None, None];
    for k in 1..=k_max {
        // Terminal from the rules: at most k-1 options (all can be blocked). Options of (x,y): x + y + min(x,y).
        let terminal: BTreeSet<(u64, u64)> = (0..k)
            .flat_map(|x| (0..k).map(move |y| (x, y)))
            .filter(|&(x, y)| x + y + x.min(y) < k)
            .collect();
        let formula: BTreeSet<(u64, u64)> = (0..k)
            .flat_map(|x| (0..k).map(move |y| (x, y)))
            .filter(|&(x, y)| {
                let (lo, hi) = (x.min(y), x.max(y));
                hi + 2 * lo < k
            })
            .collect();
        if bad[0].is_none() && terminal != formula {
            bad[0] = Some(format!(
                "k = {k}: {:?}",
                terminal.symmetric_difference(&formula).next()
            ));
        }
        if bad[1].is_none()
            && let Some(&(x, y)) = terminal.iter().find(|&&(x, y)| {
                (0..=x).any(|i| (0..=y).any(|j| !terminal.contains(&(x - i, y - j))))
            })
        {
            bad[1] = Some(format!(
                "k = {k}: ({x},{y}) is terminal but a lower position is not"
            ));
        }
        if bad[2].is_none() && terminal.len() as u64 != terminal_count_formula(k) {
            bad[2] = Some(format!(
                "k = {k}: {} terminal positions, formula {}",
                terminal.len(),
                terminal_count_formula(k)
            ));
        }
    }
    let names = [
        "terminal positions = T(k)",
        "T(k) is a lower ideal",
        "#T(k) formula (ordered positions)",
    ];
    for (name, b) in names.into_iter().zip(bad) {
        f.check(name, b.map_or(Ok(format!("k = 1..={k_max}")), Err));
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
fn counts_in(s: &BTreeSet<(u64, u64)>, x: u64, y: u64) -> (usize, usize, usize) {
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

fn comply(side: u64) -> Findings {
    let s = side as u32;
    let mut f = Findings::new(format!("the square [0,{side})^2, k = 1..6"));
    let mut results = [None, None, None];
    for k in 1..=6 {
        let pairs: [(&str, Grid, Grid); 3] = [
            (
                "W_k vs W^k",
                rules::comply(k, s),
                rules::blocking(k, s).unwrap_or_default(),
            ),
            (
                "W_kN vs W^kN",
                rules::comply_diagonal(k, s),
                rules::blocking_diagonal(k, s),
            ),
            (
                "WN_k vs WN^k",
                rules::comply_nim(k, s),
                rules::blocking_nim(k, s),
            ),
        ];
        for (i, (name, a, b)) in pairs.iter().enumerate() {
            if results[i].is_none()
                && let Some((x, y)) = grid_diff(a, b, true)
            {
                results[i] = Some(format!(
                    "{name}, k = {k}: ({x},{y}) has the same label in both"
                ));
            }
        }
    }
    for (name, r) in ["P(W_k) = N(W^k)", "P(W_kN) = N(W^kN)", "P(WN_k) = N(WN^k)"]
        .into_iter()
        .zip(results)
    {
        f.check(
            name,
            r.map_or(Ok(format!("all {} cells, k = 1..6", side * side)), Err),
        );
    }
    f
}
