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
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::altered::plain::PlainColumns;
use crate::games::altered::{Alteration, Columns, offset};
use std::collections::BTreeSet;

/// The catalog entries of this module (in the paper's order, after the bit strings).
pub fn statements() -> Vec<Statement> {
    vec![
        measured_limit(stmt(
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
        )),
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
        measured_limit(stmt(
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
        )),
    ]
}

/// A window measurement widened until it settles: [`offset::measure`] on `[T/2, T)`, `T`
/// quadrupled from `t0` while [`Settled::is_settled`] fails, up to [`THM2_T`]'s largest
/// window; each widened window's columns compared with the plain twin.
struct Settled {
    m: offset::Measured,
    t: u64,
    min_overlap: f64,
}

impl Settled {
    fn is_settled(m: &offset::Measured, min_overlap: f64) -> bool {
        m.overlap >= min_overlap && m.runner_up <= 0.5
    }

    /// Measure from `t0`; `Err` when a widened window's columns differ from the twin's.
    fn run(alt: &Alteration, t0: u64, radius: i64, min_overlap: f64) -> Result<Settled, String> {
        let mut t = t0;
        let mut m = offset::measure(alt, t, radius);
        while !Settled::is_settled(&m, min_overlap) && t < THM2_T.1 {
            t *= 4;
            m = offset::measure(alt, t, radius);
        }
        if t > t0 {
            let end = m.window.1 + radius as u64 + 1;
            if let Some(d) = twin_difference(alt, end) {
                return Err(format!("{alt}, {end} columns: {d}"));
            }
        }
        Ok(Settled { m, t, min_overlap })
    }

    fn settled(&self) -> bool {
        Settled::is_settled(&self.m, self.min_overlap)
    }

    fn show(&self) -> String {
        format!(
            "best offset {:?} with overlap {:.4}, another offset {:.4}, at T = {}",
            self.m.offset, self.m.overlap, self.m.runner_up, self.t
        )
    }
}

/// The claim of a window measurement: what a window can show of a limit, never a refutation.
const WINDOW_NOTE: &str = "an overlap on a window of columns measures the offset, a limit: a window can show it, never refute it";

/// Theorem 1 is a statement about a limit, and Theorem 3's offset is one too: no window of
/// columns refutes either. Each alteration's overlap is measured on `[T/2, T)`, widened
/// while it has not settled ([`Settled`]); the outcome is measured.
/// An entry whose claim is about a limit (the offset): its bounded route measures it on
/// windows of columns and never refutes it, so its recorded outcome is measured.
fn measured_limit(s: Statement) -> Statement {
    Statement {
        recorded: Outcome::Measured,
        note: "The offset is a limit: a window of columns measures it and cannot refute it, so every overlap here is a measurement (an alteration whose overlap has not settled at the largest window is listed, not counted as a counterexample).",
        ..s
    }
}

fn thm1(count: u64) -> Findings {
    let t0 = 20_000;
    let mut f = Findings::new(format!(
        "{count} random alterations; overlap on columns [T/2, T), T = {t0}, quadrupled while the best overlap is below 0.95 or another above 1/2 (up to {})",
        THM2_T.1
    ));
    let mut rng = Rng::new(31);
    let (mut worst, mut runner, mut largest_t) = (1.0f64, 0.0f64, t0);
    let mut unsettled = Vec::new();
    for i in 0..count {
        let alt = random_alteration(&mut rng, 12);
        let s = match Settled::run(&alt, t0, 40, 0.95) {
            Ok(s) => s,
            Err(e) => {
                f.check("column algorithm = plain twin on each widened window", Err(e));
                return f;
            }
        };
        if s.settled() {
            worst = worst.min(s.m.overlap);
            runner = runner.max(s.m.runner_up);
            largest_t = largest_t.max(s.t);
        } else {
            unsettled.push(format!("alteration {i} ({alt}): {}", s.show()));
        }
    }
    let settled = count - unsettled.len() as u64;
    f.measured(
        "a unique offset with overlap near 1",
        format!(
            "{settled} of {count} alterations settled: smallest best overlap {worst:.4}; largest overlap of any other offset {runner:.4} (<= 1/2); largest window T = {largest_t}; {WINDOW_NOTE}"
        ),
    );
    if !unsettled.is_empty() {
        f.measured("alterations not settled", unsettled.join("; "));
    }
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
        "every Box(a, b), 1 <= a, b <= {b_max}; Theorem 3's offset from the columns; overlap on columns [T/2, T), T = {t0}, quadrupled while the best overlap is below 0.9 (up to {t_max}); each widened window's columns against the plain twin"
    ));
    let mut formula_bad = None;
    let mut worst = 1.0f64;
    let mut largest_t = (t0, (0, 0));
    let mut off_window = Vec::new();
    // The boxes widened past T0 and the columns the twin compared for them.
    let (mut widened, mut compared) = (0u64, 0u64);
    for a in 1..=b_max {
        for b in 1..=b_max {
            let alt = Alteration::p_box(a, b);
            let want = (b as i64 - 1, a as i64 - 1);
            let predicted = offset::theorem3(&alt);
            if predicted != want && formula_bad.is_none() {
                formula_bad = Some(format!(
                    "Box({a},{b}): Theorem 3 gives {predicted:?}, Theorem 2 {want:?}"
                ));
            }
            // Defects disperse slowly for thin boxes (Box(1,36) needs T = 64000): the window
            // widens until the overlap has settled.
            let radius = (a + b) as i64 + 5;
            let s = match Settled::run(&alt, t0, radius, 0.9) {
                Ok(s) => s,
                Err(e) => {
                    f.check("column algorithm = plain twin on each widened window", Err(e));
                    return f;
                }
            };
            if s.t > t0 {
                widened += 1;
                compared = compared.max(s.m.window.1 + radius as u64 + 1);
            }
            if s.t > largest_t.0 {
                largest_t = (s.t, (a, b));
            }
            if s.settled() && s.m.offset == want {
                worst = worst.min(s.m.overlap);
            } else {
                off_window.push(format!("Box({a},{b}): {}", s.show()));
            }
        }
    }
    f.check(
        "column algorithm = plain twin on each widened window",
        Ok(format!(
            "{widened} boxes widened past T = {t0}, each compared on its columns (at most {compared})"
        )),
    );
    f.check(
        "offset (b - 1, a - 1) by Theorem 3 (the rows, diagonals and columns used: exact)",
        formula_bad.map_or(Ok(format!("{} boxes", b_max * b_max)), Err),
    );
    f.measured(
        "offset (b - 1, a - 1) measured on a window",
        format!(
            "{} of {} boxes settled on it: smallest overlap {worst:.4}; largest window T = {} (for Box{:?}); {WINDOW_NOTE}",
            b_max * b_max - off_window.len() as u64,
            b_max * b_max,
            largest_t.0,
            largest_t.1
        ),
    );
    if !off_window.is_empty() {
        f.measured("boxes not settled on (b - 1, a - 1)", off_window.join("; "));
    }
    f
}

fn fig5(t: u64) -> Findings {
    let mut f = Findings::new(format!(
        "Theorem 3's offset from the columns; overlap on columns [{}, {t})",
        t / 2
    ));
    let alt = Alteration::p_box(8, 13);
    let predicted = offset::theorem3(&alt);
    f.check(
        "Box(8, 13) has offset (12, 7) by Theorem 3 (exact)",
        if predicted == (12, 7) {
            Ok("Theorem 3 gives (12, 7)".into())
        } else {
            Err(format!("Theorem 3 gives {predicted:?}"))
        },
    );
    let m = offset::measure(&alt, t, 30);
    f.measured(
        "Box(8, 13) has offset (12, 7) on the window",
        format!(
            "best offset {:?} with overlap {:.4}, another offset {:.4}; {WINDOW_NOTE}",
            m.offset, m.overlap, m.runner_up
        ),
    );
    f
}

fn thm3(count: u64) -> Findings {
    let t0 = 8_000;
    let mut f = Findings::new(format!(
        "{count} random alterations; overlap on columns [T/2, T), T = {t0}, quadrupled while the best overlap is below 0.9 (up to {})",
        THM2_T.1
    ));
    let mut rng = Rng::new(41);
    let mut offsets = BTreeSet::new();
    let mut off_window = Vec::new();
    for i in 0..count {
        let alt = random_alteration(&mut rng, 12);
        let predicted = offset::theorem3(&alt);
        offsets.insert(predicted);
        let s = match Settled::run(&alt, t0, 40, 0.9) {
            Ok(s) => s,
            Err(e) => {
                f.check("column algorithm = plain twin on each widened window", Err(e));
                return f;
            }
        };
        if !(s.settled() && s.m.offset == predicted) {
            off_window.push(format!(
                "alteration {i} ({alt}): Theorem 3 {predicted:?}, {}",
                s.show()
            ));
        }
    }
    f.measured(
        "measured offset = (d - c, d - r)",
        format!(
            "{} of {count} alterations settled on Theorem 3's offset, {} distinct offsets; {WINDOW_NOTE}",
            count - off_window.len() as u64,
            offsets.len()
        ),
    );
    if !off_window.is_empty() {
        f.measured("alterations not settled on Theorem 3's offset", off_window.join("; "));
    }
    f
}
