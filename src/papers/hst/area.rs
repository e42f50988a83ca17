//! The area between two balanced bit strings (Hu-Sleator-Tsin, section 4): the worked
//! example (area 10 kept under w), Lemma 5 (f maps units between S, T to units between
//! w(S), w(T)), Lemma 6 (g back; f and g inverse), Lemma 7 (separated units iff the strings
//! differ by defects, then #defects = area) and Lemma 8 (the closed form of g^n).
//!
//! Checked on every balanced pair up to a length and 2000 random longer pairs
//! (`super::pairs::balanced_pairs`); Lemma 8 on a grid in exact `i128`.
//! Cost: `O(4^L L)` for the exhaustive pairs (each unit set is `O(L^2)`).

use super::stmt;
use super::pairs::{PAIRS, balanced_pairs};
use crate::check::{Bound, Findings, Kind, Statement};
use crate::games::hst_strings as bs;
use std::collections::BTreeSet;

/// The catalog entries of this module (in the paper's order, after `hst.w-facts`).
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "hst.area-example",
            "Section 4 (example)",
            &[Kind::Example],
            "00100111 and 11001100 have area 10 between them, kept under two applications of w.",
            Bound {
                meaning: "applications of w (the paper shows two)",
                default: 2,
                deep: 5,
                min: 2,
                max: 8,
            },
            area_example,
        ),
        stmt(
            "hst.lemma5",
            "Lemma 5",
            &[Kind::Theorem],
            "If (x, y) is between balanced S and T, f(x, y) = (2x + y + 1, x + y) is between w(S) and w(T).",
            PAIRS,
            lemma5,
        ),
        stmt(
            "hst.lemma6",
            "Lemma 6",
            &[Kind::Theorem],
            "If (x, y) is between w(S) and w(T), g(x, y) = (x - y - 1, 2y - x + 1) is between S and T; f and g are inverse.",
            PAIRS,
            lemma6,
        ),
        stmt(
            "hst.lemma7",
            "Lemma 7",
            &[Kind::Theorem],
            "For balanced S, T: no two units of area share an x or a y iff S and T differ by defects; then the number of defects equals the area.",
            PAIRS,
            lemma7,
        ),
        stmt(
            "hst.lemma8",
            "Lemma 8",
            &[Kind::Theorem],
            "g^n(x, y) = (F_(2n-1) x - F_(2n) y - F_(2n), -F_(2n) x + F_(2n+1) y + F_(2n+1) - 1).",
            Bound {
                meaning: "n = 1..=N on a grid of (x, y) in [-50, 50]^2 (exact i128)",
                default: 40,
                deep: 80,
                min: 1,
                max: 90,
            },
            lemma8,
        ),
    ]
}

fn area_example(apps: u64) -> Findings {
    let mut f = Findings::new(format!("{apps} applications of w"));
    let (mut s, mut t) = (
        bs::parse("00100111").unwrap_or_default(),
        bs::parse("11001100").unwrap_or_default(),
    );
    let mut areas = vec![bs::area(&s, &t)];
    for _ in 0..apps {
        s = bs::w(&s);
        t = bs::w(&t);
        areas.push(bs::area(&s, &t));
    }
    f.check(
        "balanced, area 10 throughout",
        if bs::balanced(&s, &t) && areas.iter().all(|&a| a == 10) {
            Ok(format!("areas {areas:?}"))
        } else {
            Err(format!("areas {areas:?}"))
        },
    );
    f
}

fn image(units: &[(i64, i64)], map: fn(i64, i64) -> (i64, i64)) -> BTreeSet<(i64, i64)> {
    units.iter().map(|&(x, y)| map(x, y)).collect()
}

fn lemma5(l: u64) -> Findings {
    let mut f = Findings::new(format!("balanced pairs up to length {l}"));
    f.check(
        "f maps the units between S, T onto units between w(S), w(T)",
        balanced_pairs(l, 2000, |s, t| {
            let before = bs::units_between(s, t);
            let after: BTreeSet<(i64, i64)> = bs::units_between(&bs::w(s), &bs::w(t))
                .into_iter()
                .collect();
            image(&before, bs::f)
                .iter()
                .find(|u| !after.contains(u))
                .map(|u| format!("f-image {u:?} is not between w(S), w(T)"))
        }),
    );
    f
}

fn lemma6(l: u64) -> Findings {
    let mut f = Findings::new(format!(
        "balanced pairs up to length {l}; f, g on [-200, 200]^2"
    ));
    let mut bad = None;
    'o: for x in -200..=200 {
        for y in -200..=200 {
            let (a, b) = bs::f(x, y);
            let (c, d) = bs::g(x, y);
            if bs::g(a, b) != (x, y) || bs::f(c, d) != (x, y) {
                bad = Some(format!("({x},{y})"));
                break 'o;
            }
        }
    }
    f.check(
        "f and g are inverse",
        bad.map_or(Ok("g(f(p)) = f(g(p)) = p on 160801 points".into()), Err),
    );
    f.check(
        "g maps the units between w(S), w(T) onto units between S, T (so the area is kept)",
        balanced_pairs(l, 2000, |s, t| {
            let before: BTreeSet<(i64, i64)> = bs::units_between(s, t).into_iter().collect();
            let after = bs::units_between(&bs::w(s), &bs::w(t));
            let back = image(&after, bs::g);
            (back != before).then(|| format!("g-image {back:?} != units {before:?}"))
        }),
    );
    f
}

fn separated(units: &[(i64, i64)]) -> bool {
    let xs: BTreeSet<i64> = units.iter().map(|u| u.0).collect();
    let ys: BTreeSet<i64> = units.iter().map(|u| u.1).collect();
    xs.len() == units.len() && ys.len() == units.len()
}

fn lemma7(l: u64) -> Findings {
    let mut f = Findings::new(format!("balanced pairs up to length {l}"));
    let mut with_defects = 0u64;
    f.check(
        "units share no x or y iff S, T differ by defects; then #defects = area",
        balanced_pairs(l, 2000, |s, t| {
            let units = bs::units_between(s, t);
            let sep = separated(&units);
            let dbd = bs::differ_by_defects(s, t);
            if sep != dbd {
                return Some(format!("separated units {sep}, differ by defects {dbd}"));
            }
            if dbd {
                with_defects += 1;
                let d = bs::defects(s, t).len();
                if d != units.len() {
                    return Some(format!("{d} defects, area {}", units.len()));
                }
            }
            None
        })
        .map(|s| format!("{s}; {with_defects} differ by defects")),
    );
    f
}

fn lemma8(n_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "n = 1..={n_max}, (x, y) in [-50, 50]^2, exact i128"
    ));
    let mut bad = None;
    'o: for x in -50i128..=50 {
        for y in -50i128..=50 {
            let (mut gx, mut gy) = (x, y);
            for n in 1..=n_max as u32 {
                let (nx, ny) = (gx - gy - 1, 2 * gy - gx + 1);
                (gx, gy) = (nx, ny);
                match bs::g_power_closed(n, x, y) {
                    Some(c) if c == (gx, gy) => {}
                    other => {
                        bad = Some(format!(
                            "n = {n}, (x, y) = ({x}, {y}): iterate ({gx}, {gy}), closed form {other:?}"
                        ));
                        break 'o;
                    }
                }
            }
        }
    }
    f.check(
        "closed form = iterated g",
        bad.map_or(Ok(format!("{} points x {n_max} powers", 101 * 101)), Err),
    );
    f
}
