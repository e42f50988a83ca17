//! The offset theorems of altered Wythoff games (Hu-Sleator-Tsin, sections 2 and 5):
//! Theorem 1 (a unique offset), Theorem 2 (the offset of a box), Figure 5 (Box(8, 13)) and
//! Theorem 3 (the offset from the rows, diagonals and columns used).
//!
//! Offsets are measured by the overlap of the altered game's P-positions (the column
//! algorithm) with translates of Wythoff's on a window of columns
//! ([`offset::measure`]), and compared with Theorem 3's formula ([`offset::theorem3`]).
//! Cost: `O(T)` columns per measurement, times the offsets tried.

use super::games_checks::random_alteration;
use super::stmt;
use crate::check::rng::Rng;
use crate::check::{Bound, Findings, Kind, Statement};
use crate::games::altered::plain::PlainColumns;
use crate::games::altered::{Alteration, Columns, offset};
use std::collections::BTreeSet;

/// The catalog entries of this module (in the paper's order, after the bit strings).
pub fn statements() -> Vec<Statement> {
    vec![
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
                meaning: "every Box(a, b) with a, b <= B (the thin ones widen T up to 1024000; those are compared with the plain twin there)",
                default: 20,
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

/// The first window `T` of `hst.thm2` and the largest it widens to.
pub const THM2_T: (u64, u64) = (4_000, 1_024_000);

/// Where the column algorithm and the plain twin ([`PlainColumns`]) first differ on the
/// columns `x < end`, or too few positions there; `None` when they agree.
fn twin_difference(alt: &Alteration, end: u64) -> Option<String> {
    let twin = PlainColumns::new(alt).take_while(|&[x, _]| x < end);
    let mut count = 0u64;
    for (a, b) in Columns::new(alt).pairs(end).zip(twin) {
        if a != b {
            return Some(format!(
                "position {count}: column algorithm {a:?}, plain twin {b:?}"
            ));
        }
        count += 1;
    }
    (count < end).then(|| format!("{count} positions in {end} columns"))
}

fn thm2(b_max: u64) -> Findings {
    let (t0, t_max) = THM2_T;
    let mut f = Findings::new(format!(
        "every Box(a, b), 1 <= a, b <= {b_max}; overlap on columns [T/2, T), T = {t0}, quadrupled while the best overlap is below 0.9 (up to {t_max}); each widened window's columns against the plain twin"
    ));
    let mut bad = None;
    let mut twin_bad = None;
    let mut worst = 1.0f64;
    let mut largest_t = (t0, (0, 0));
    // The boxes widened past T0 and the columns the twin compared for them.
    let (mut widened, mut compared) = (0u64, 0u64);
    'o: for a in 1..=b_max {
        for b in 1..=b_max {
            let alt = Alteration::p_box(a, b);
            let predicted = offset::theorem3(&alt);
            // Defects disperse slowly for thin boxes (Box(1,36) needs T = 64000): widen the
            // window until the overlap has converged.
            let radius = (a + b) as i64 + 5;
            let mut t = t0;
            let mut m = offset::measure(&alt, t, radius);
            while m.overlap < 0.9 && t < t_max {
                t *= 4;
                m = offset::measure(&alt, t, radius);
            }
            if t > t0 {
                // Past the range where every box is compared with the twin (the tests):
                // compare this box here, on every column the measurement read.
                let end = m.window.1 + radius as u64 + 1;
                widened += 1;
                compared = compared.max(end);
                if let Some(d) = twin_difference(&alt, end) {
                    twin_bad = Some(format!("Box({a},{b}), {end} columns: {d}"));
                    break 'o;
                }
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
    if twin_bad.is_some() {
        bad.get_or_insert("not measured past the twin's difference".into());
    }
    f.check(
        "column algorithm = plain twin on each widened window",
        twin_bad.map_or(
            Ok(format!(
                "{widened} boxes widened past T = {t0}, each compared on its columns (at most {compared})"
            )),
            Err,
        ),
    );
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
