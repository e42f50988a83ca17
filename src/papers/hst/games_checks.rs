//! Altered games: the misère example, the column bound, Lemmas 1-3 and Figure 3. The
//! column algorithm is compared with the rules solver in the tests and in
//! `hst.column-bound`. The offset theorems (1, 2, 3, Figure 5) are in [`super::offsets`].

use super::stmt;
use crate::check::rng::Rng;
use crate::check::{Bound, Findings, Kind, Statement};
use crate::games::altered::{Alteration, Columns, rules};
use std::collections::BTreeSet;

const RANDOM: Bound = Bound {
    meaning: "random alterations (cells in a 12x12 box), each run for 3000 columns",
    default: 100,
    deep: 2_000,
    min: 1,
    max: 100_000,
};

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "hst.misere",
            "Introduction (misère Wythoff)",
            &[Kind::Example],
            "The alteration ({}, {(0,0)}) changes the P-positions in the 3x3 box from (0,0), (1,2), (2,1) to (0,1), (1,0), (2,2), and no others.",
            Bound {
                meaning: "side of the square compared by the rules solver (the column algorithm compares 100 times as many columns)",
                default: 300,
                deep: 1_000,
                min: 10,
                max: 3_000,
            },
            misere,
        ),
        stmt(
            "hst.column-bound",
            "Section 2",
            &[Kind::Theorem],
            "A P-position in column t lies at height <= m_y + 2t; every natural column (t >= m_x) holds exactly one P-position.",
            Bound {
                meaning: "random alterations, each solved by the rules on 60 columns and height m_y + 2*60 + 40",
                default: 60,
                deep: 1_000,
                min: 1,
                max: 100_000,
            },
            column_bound,
        ),
        stmt(
            "hst.lemma1",
            "Lemma 1",
            &[Kind::Theorem],
            "After a natural column t, every row below l_t holds a P-position and no row above u_t does.",
            RANDOM,
            lemma1,
        ),
        stmt(
            "hst.lemma2",
            "Lemma 2 (Saturation Lemma)",
            &[Kind::Theorem],
            "From some natural column on every column is saturated; a natural column's P-position is at l_(t-1) (case 1: (l,u) -> (l, u+1)), at u_(t-1)+2 (case 2: (l+1, u+2)) or strictly between (case 3: (l+1, u+1), one fewer unused diagonal).",
            RANDOM,
            lemma2,
        ),
        stmt(
            "hst.fig3",
            "Figure 3",
            &[Kind::Example],
            "For the alteration of Figure 2 (3x3 box all N except (0,0) P): natural from column 3; among columns 3..16 only columns 6 and 7 have their P-position strictly between l and u; saturated from column 7; case 1 at column 14, case 2 at column 15.",
            Bound::fixed("unused (the figure is fixed)", 16),
            fig3,
        ),
        stmt(
            "hst.lemma3",
            "Lemma 3 (String Update Lemma)",
            &[Kind::Theorem],
            "After saturation, S_t is the Wythoff update of S_(t-1).",
            RANDOM,
            lemma3,
        ),
    ]
}

/// A random alteration: P and N cells in a `size x size` box (each cell P with
/// probability ~1/8, N with ~1/8).
pub fn random_alteration(rng: &mut Rng, size: u64) -> Alteration {
    let mut alt = Alteration::default();
    let s = rng.range(1, size);
    for x in 0..s {
        for y in 0..rng.range(1, size) {
            match rng.range(0, 7) {
                0 => {
                    alt.p.insert((x, y));
                }
                1 => {
                    alt.n.insert((x, y));
                }
                _ => {}
            }
        }
    }
    alt
}

fn p_set(alt: &Alteration, side: usize) -> BTreeSet<(u64, u64)> {
    rules::p_positions(alt, side, side).into_iter().collect()
}

fn misere(side: u64) -> Findings {
    let s = side as usize;
    let mut f = Findings::new(format!(
        "rules solver on [0,{side})^2; column algorithm to {} columns",
        side * 100
    ));
    let (a, b) = (
        p_set(&Alteration::misere(), s),
        p_set(&Alteration::default(), s),
    );
    let in_box = |set: &BTreeSet<(u64, u64)>| {
        set.iter()
            .copied()
            .filter(|&(x, y)| x < 3 && y < 3)
            .collect::<Vec<_>>()
    };
    f.check(
        "inside the 3x3 box: (0,1), (1,0), (2,2) instead of (0,0), (1,2), (2,1)",
        if in_box(&a) == [(0, 1), (1, 0), (2, 2)] && in_box(&b) == [(0, 0), (1, 2), (2, 1)] {
            Ok("as stated".into())
        } else {
            Err(format!(
                "altered {:?}, unaltered {:?}",
                in_box(&a),
                in_box(&b)
            ))
        },
    );
    let outside = |set: &BTreeSet<(u64, u64)>| {
        set.iter()
            .copied()
            .filter(|&(x, y)| x >= 3 || y >= 3)
            .collect::<Vec<_>>()
    };
    f.check(
        "outside the box: unchanged (rules solver)",
        if outside(&a) == outside(&b) {
            Ok(format!("{} P-positions agree", outside(&a).len()))
        } else {
            Err("the sets differ outside the box".into())
        },
    );
    let n = (side * 100) as usize;
    let diff = Columns::new(&Alteration::misere())
        .zip(Columns::new(&Alteration::default()))
        .take(n)
        .find(|(x, y)| x.t >= 3 && x.p != y.p);
    f.check(
        "outside the box: unchanged (column algorithm)",
        diff.map_or(Ok(format!("columns 3..{n} equal")), |(x, y)| {
            Err(format!("column {}: {:?} vs {:?}", x.t, x.p, y.p))
        }),
    );
    f
}

#[allow(clippy::needless_range_loop)] // t is both the column and the index
fn column_bound(count: u64) -> Findings {
    let mut f = Findings::new(format!(
        "{count} random alterations; rules solver on 60 columns"
    ));
    let mut rng = Rng::new(11);
    let mut bad = None;
    for i in 0..count {
        let alt = random_alteration(&mut rng, 12);
        let (mx, my) = alt.extent();
        let (w, h) = (60usize, (my + 2 * 60 + 40) as usize);
        let p = rules::labels(&alt, w, h);
        for t in 0..w {
            let rows: Vec<usize> = (0..h).filter(|&y| p[y][t]).collect();
            if let Some(&y) = rows.iter().find(|&&y| y as u64 > my + 2 * t as u64) {
                bad = Some(format!(
                    "alteration {i} ({alt}): P at ({t},{y}) above m_y + 2t = {}",
                    my + 2 * t as u64
                ));
            } else if t as u64 >= mx && rows.len() != 1 {
                bad = Some(format!(
                    "alteration {i} ({alt}): natural column {t} holds {} P-positions",
                    rows.len()
                ));
            }
            if bad.is_some() {
                break;
            }
        }
        // The column algorithm agrees with the rules.
        let fast: Vec<Vec<u64>> = Columns::new(&alt).take(w).map(|c| c.p.to_vec()).collect();
        for t in 0..w {
            let rows: Vec<u64> = (0..h).filter(|&y| p[y][t]).map(|y| y as u64).collect();
            if bad.is_none() && fast[t] != rows {
                bad = Some(format!(
                    "alteration {i} ({alt}): column {t}: column algorithm {:?}, rules {rows:?}",
                    fast[t]
                ));
            }
        }
        if bad.is_some() {
            break;
        }
    }
    f.check(
        "height <= m_y + 2t, one P per natural column, column algorithm = rules",
        bad.map_or(Ok(format!("{count} alterations x 60 columns")), Err),
    );
    f
}

/// Run `per_column` on every column of `count` random alterations (3000 columns each).
fn over_random(
    count: u64,
    seed: u64,
    mut per_column: impl FnMut(
        &Alteration,
        &Columns,
        &crate::games::altered::Column,
        Option<(u64, u64)>,
    ) -> Option<String>,
) -> Result<String, String> {
    let mut rng = Rng::new(seed);
    for i in 0..count {
        let alt = random_alteration(&mut rng, 12);
        let mut cols = Columns::new(&alt);
        for _ in 0..3000 {
            let before = cols.lu();
            let Some(c) = cols.next() else { break };
            if let Some(e) = per_column(&alt, &cols, &c, before) {
                return Err(format!("alteration {i} ({alt}): {e}"));
            }
        }
    }
    Ok(format!("{count} alterations x 3000 columns"))
}

fn lemma1(count: u64) -> Findings {
    let mut f = Findings::new(format!("{count} random alterations, 3000 columns each"));
    let r = over_random(count, 21, |alt, cols, c, _| {
        let (mx, _) = alt.extent();
        if c.t < mx {
            return None;
        }
        let (l, u) = c.lu?;
        if cols.row_mex() < l {
            return Some(format!(
                "column {}: row {} is free below l = {l}",
                c.t,
                cols.row_mex()
            ));
        }
        (u + 1..u + 200)
            .find(|&y| cols.row_used(y))
            .map(|y| format!("column {}: row {y} is used above u = {u}", c.t))
    });
    f.check("rows below l_t used, rows above u_t unused", r);
    f
}

fn lemma2(count: u64) -> Findings {
    let mut f = Findings::new(format!("{count} random alterations, 3000 columns each"));
    let mut saturated_from = Vec::new();
    let mut cases = [0u64; 4];
    let mut d_prev = 0usize;
    let r = over_random(count, 22, |alt, cols, c, before| {
        let (mx, _) = alt.extent();
        let d_now = cols.unused_diagonals();
        let out = if c.t > mx {
            match (c.case, before, c.lu) {
                (Some(k), Some((l, u)), Some((l2, u2))) => {
                    cases[k as usize] += 1;
                    let ok = match k {
                        1 => (l2, u2) == (l, u + 1) && d_now == d_prev,
                        2 => (l2, u2) == (l + 1, u + 2) && d_now == d_prev,
                        3 => (l2, u2) == (l + 1, u + 1) && d_now + 1 == d_prev,
                        _ => false,
                    };
                    (!ok).then(|| {
                        format!(
                            "column {}: case {k}, (l,u) {:?} -> {:?}, D {d_prev} -> {d_now}",
                            c.t,
                            (l, u),
                            (l2, u2)
                        )
                    })
                }
                _ => Some(format!("column {}: no (l,u)", c.t)),
            }
        } else {
            None
        };
        if c.t == mx {
            saturated_from.push(None);
        }
        if c.t >= mx && c.saturated && saturated_from.last() == Some(&None) {
            *saturated_from.last_mut().unwrap_or(&mut None) = Some(c.t);
        }
        if c.t > mx && !c.saturated && saturated_from.last().is_some_and(|s| s.is_some()) {
            return Some(format!("column {} is unsaturated after saturation", c.t));
        }
        d_prev = d_now;
        out
    });
    let never = saturated_from.iter().filter(|s| s.is_none()).count();
    let latest = saturated_from.iter().flatten().max().copied().unwrap_or(0);
    f.check(
        "every natural column is case 1, 2 or 3 with the stated (l,u) and D updates",
        r.clone(),
    );
    // Kept: D_t never grows (cases 1-3 above), so an unsaturated column after a saturated
    // one is a counterexample. Reached: "from some column on" cannot be refuted by any
    // number of columns, so an alteration not yet saturated is a measurement.
    f.check(
        "saturation is kept once reached",
        r.clone().map(|_| format!(
            "{} of {} alterations saturated, latest at column {latest}, each saturated to its last column",
            saturated_from.len() - never,
            saturated_from.len()
        )),
    );
    if never > 0 {
        f.measured(
            "saturation is reached",
            format!(
                "{never} alterations not yet saturated after 3000 columns (\"from some column on\" is not refuted by a finite range)"
            ),
        );
    }
    f.measured(
        "cases seen",
        format!(
            "case 1: {}, case 2: {}, case 3: {}",
            cases[1], cases[2], cases[3]
        ),
    );
    f
}

fn fig3(_: u64) -> Findings {
    let mut f = Findings::new("columns 0..16 of the Figure 2/3 alteration");
    let alt = Alteration::parse("P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2").unwrap_or_default();
    let mut cols = Columns::new(&alt);
    let mut between = Vec::new();
    let mut first_saturated = None;
    let mut case_at = std::collections::BTreeMap::new();
    for _ in 0..=16 {
        let before = cols.lu();
        let Some(c) = cols.next() else { break };
        if c.t >= 3 {
            if let (Some((l, u)), Some(&y)) = (before, c.p.first())
                && y > l
                && y < u
            {
                between.push(c.t);
            }
            if c.saturated && first_saturated.is_none() {
                first_saturated = Some(c.t);
            }
            if let Some(k) = c.case {
                case_at.insert(c.t, k);
            }
        }
    }
    f.check(
        "natural from column 3",
        if alt.extent().0 == 3 {
            Ok("m_x = 3".into())
        } else {
            Err(format!("m_x = {}", alt.extent().0))
        },
    );
    f.check(
        "P strictly between l and u only in columns 6 and 7",
        if between == [6, 7] {
            Ok("columns 6, 7".into())
        } else {
            Err(format!("columns {between:?}"))
        },
    );
    f.check(
        "saturated from column 7",
        if first_saturated == Some(7) {
            Ok("first saturated column 7".into())
        } else {
            Err(format!("first saturated {first_saturated:?}"))
        },
    );
    f.check(
        "case 1 at column 14, case 2 at column 15",
        if case_at.get(&14) == Some(&1) && case_at.get(&15) == Some(&2) {
            Ok("as stated".into())
        } else {
            Err(format!("cases {case_at:?}"))
        },
    );
    f
}

fn lemma3(count: u64) -> Findings {
    use crate::games::hst_strings as bs;
    let mut f = Findings::new(format!("{count} random alterations, 3000 columns each"));
    let mut prev: Vec<bool> = Vec::new();
    let mut prev_saturated = false;
    let mut checked = 0u64;
    let r = over_random(count, 23, |alt, cols, c, _| {
        // S_t = row[l_t..=u_t], true for used rows (empty before any diagonal).
        let s: Vec<bool> = cols.lu().map_or(Vec::new(), |(l, u)| {
            (l..=u).map(|y| cols.row_used(y)).collect()
        });
        let both = c.t > alt.extent().0 && c.saturated && prev_saturated;
        prev_saturated = c.t >= alt.extent().0 && c.saturated;
        let out = if both {
            let want = bs::update(&prev);
            checked += 1;
            (want.as_deref() != Some(s.as_slice())).then(|| {
                format!(
                    "column {}: S = {}, update of {} = {:?}",
                    c.t,
                    bs::show(&s),
                    bs::show(&prev),
                    want.map(|w| bs::show(&w))
                )
            })
        } else {
            None
        };
        prev = s;
        out
    });
    f.check(
        "S_t = Wythoff update of S_(t-1) after saturation",
        r.map(|s| format!("{s}; {checked} saturated columns")),
    );
    f
}
