//! Altered games: the misère example, the column bound, Lemmas 1-3, Figure 3, and the
//! offset theorems (1, 2, 3, Figure 5). The column algorithm is compared with the rules
//! solver in the tests and in `hst.column-bound`; offsets are measured by overlap with
//! Wythoff's P-positions and compared with Theorem 3's formula.

use super::stmt;
use crate::check::rng::Rng;
use crate::check::{Bound, Findings, Kind, Statement};
use crate::games::altered::{Alteration, Columns, offset, rules};
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
            Bound {
                meaning: "unused (the figure is fixed)",
                default: 16,
                deep: 16,
                min: 16,
                max: 16,
            },
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
        stmt(
            "hst.thm1",
            "Theorem 1 (Unique Offset Theorem)",
            &[Kind::Theorem],
            "An altered game's P-positions are asymptotically equal to a unique translate of Wythoff's: the overlap tends to 1 for the right offset and stays <= 1/2 for any other.",
            Bound {
                meaning: "random alterations, overlap measured on columns [T/2, T) with T = 20000",
                default: 30,
                deep: 1_000,
                min: 1,
                max: 100_000,
            },
            thm1,
        ),
        stmt(
            "hst.thm2",
            "Theorem 2 (Offset of a Box)",
            &[Kind::Theorem],
            "The alteration P = Box(a, b) has offset (b - 1, a - 1).",
            Bound {
                meaning: "every Box(a, b) with a, b <= B",
                default: 30,
                deep: 60,
                min: 1,
                max: 200,
            },
            thm2,
        ),
        stmt(
            "hst.fig5",
            "Figure 5",
            &[Kind::Example],
            "Box(8, 13) has offset (12, 7).",
            Bound {
                meaning: "columns T of the overlap measurement",
                default: 20_000,
                deep: 200_000,
                min: 1_000,
                max: 10_000_000,
            },
            fig5,
        ),
        stmt(
            "hst.thm3",
            "Theorem 3 (General Offset Theorem)",
            &[Kind::Theorem],
            "With r, d, c the rows, diagonals and columns holding P-positions after the last altered column, the offset is (d - c, d - r).",
            Bound {
                meaning: "random alterations (cells in a 12x12 box)",
                default: 200,
                deep: 5_000,
                min: 1,
                max: 100_000,
            },
            thm3,
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
    f.check(
        "saturation is reached and kept",
        r.and_then(|_| {
            if never == 0 {
                Ok(format!("latest saturation at column {latest}"))
            } else {
                Err(format!(
                    "{never} alterations unsaturated after 3000 columns"
                ))
            }
        }),
    );
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
    let mut f = Findings::new(format!("{count} random alterations, 3000 columns each"));
    let mut prev: Option<String> = None;
    let mut prev_saturated = false;
    let mut checked = 0u64;
    let r = over_random(count, 23, |alt, cols, c, _| {
        let s = cols.bitstring();
        let both = c.t > alt.extent().0 && c.saturated && prev_saturated;
        prev_saturated = c.t >= alt.extent().0 && c.saturated;
        let out = if both {
            let p = prev.as_deref().unwrap_or("");
            let want = crate::games::hst_strings::parse(p)
                .ok()
                .and_then(|b| crate::games::hst_strings::update(&b))
                .map(|b| crate::games::hst_strings::show(&b));
            checked += 1;
            (want.as_deref() != Some(s.as_str()))
                .then(|| format!("column {}: S = {s}, update of {p} = {want:?}", c.t))
        } else {
            None
        };
        prev = Some(s);
        out
    });
    f.check(
        "S_t = Wythoff update of S_(t-1) after saturation",
        r.map(|s| format!("{s}; {checked} saturated columns")),
    );
    f
}

fn thm1(count: u64) -> Findings {
    let t = 20_000;
    let mut f = Findings::new(format!(
        "{count} random alterations; overlap on columns [{}, {t})",
        t / 2
    ));
    let mut rng = Rng::new(31);
    let (mut worst, mut runner) = (1.0f64, 0.0f64);
    for i in 0..count {
        let alt = random_alteration(&mut rng, 12);
        let m = offset::measure(&alt, t, 40);
        worst = worst.min(m.overlap);
        runner = runner.max(m.runner_up);
        if m.overlap < 0.95 || m.runner_up > 0.5 {
            f.check(
                "a unique offset with overlap near 1",
                Err(format!("alteration {i} ({alt}): {m:?}")),
            );
            return f;
        }
    }
    f.check("a unique offset with overlap near 1", Ok(format!("smallest best overlap {worst:.4}; largest overlap of any other offset {runner:.4} (<= 1/2)")));
    f
}

fn thm2(b_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "every Box(a, b), 1 <= a, b <= {b_max}; overlap on columns [T/2, T), T = 4000, quadrupled while the best overlap is below 0.9 (up to 1024000)"
    ));
    let mut bad = None;
    let mut worst = 1.0f64;
    let mut largest_t = (4_000u64, (0, 0));
    'o: for a in 1..=b_max {
        for b in 1..=b_max {
            let alt = Alteration::p_box(a, b);
            let predicted = offset::theorem3(&alt);
            // Defects disperse slowly for thin boxes (Box(1,36) needs T = 64000): widen the
            // window until the overlap has converged.
            let mut t = 4_000u64;
            let mut m = offset::measure(&alt, t, (a + b) as i64 + 5);
            while m.overlap < 0.9 && t < 1_024_000 {
                t *= 4;
                m = offset::measure(&alt, t, (a + b) as i64 + 5);
            }
            if t > largest_t.0 {
                largest_t = (t, (a, b));
            }
            worst = worst.min(m.overlap);
            let want = (b as i64 - 1, a as i64 - 1);
            if m.offset != want || predicted != want {
                bad = Some(format!(
                    "Box({a},{b}): measured {:?} (overlap {:.3}), Theorem 3 {predicted:?}, Theorem 2 {want:?}",
                    m.offset, m.overlap
                ));
                break 'o;
            }
        }
    }
    f.check(
        "offset (b - 1, a - 1), measured and by Theorem 3",
        bad.map_or(
            Ok(format!(
                "{} boxes; smallest overlap {worst:.4}; largest window T = {} (for Box{:?})",
                b_max * b_max,
                largest_t.0,
                largest_t.1
            )),
            Err,
        ),
    );
    f
}

fn fig5(t: u64) -> Findings {
    let mut f = Findings::new(format!("overlap on columns [{}, {t})", t / 2));
    let alt = Alteration::p_box(8, 13);
    let m = offset::measure(&alt, t, 30);
    let predicted = offset::theorem3(&alt);
    f.check(
        "Box(8, 13) has offset (12, 7)",
        if m.offset == (12, 7) && predicted == (12, 7) {
            Ok(format!(
                "measured (12, 7) with overlap {:.4}; Theorem 3 gives (12, 7)",
                m.overlap
            ))
        } else {
            Err(format!("measured {:?}, Theorem 3 {predicted:?}", m.offset))
        },
    );
    f
}

fn thm3(count: u64) -> Findings {
    let mut f = Findings::new(format!(
        "{count} random alterations; overlap on columns [4000, 8000)"
    ));
    let mut rng = Rng::new(41);
    let mut offsets = BTreeSet::new();
    for i in 0..count {
        let alt = random_alteration(&mut rng, 12);
        let predicted = offset::theorem3(&alt);
        let m = offset::measure(&alt, 8_000, 40);
        offsets.insert(predicted);
        if m.offset != predicted || m.overlap < 0.9 {
            f.check("measured offset = (d - c, d - r)", Err(format!("alteration {i} ({alt}): measured {:?} (overlap {:.3}), Theorem 3 {predicted:?}", m.offset, m.overlap)));
            return f;
        }
    }
    f.check(
        "measured offset = (d - c, d - r)",
        Ok(format!(
            "{count} alterations, {} distinct offsets",
            offsets.len()
        )),
    );
    f
}
