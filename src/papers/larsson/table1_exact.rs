//! Table 1 entry by entry: each printed point against the computed aggregation point nearest
//! it, named exactly where the data allow (`frontier::blocking_points::analyze`: a rational
//! `p/q`, or the root of `u x^2 + v x + w`), and the printed value judged against the exact
//! value (measured in `larsson.table1`; not yet pinned as errata).
//!
//! Route: the aggregation points of W^k from the P-positions with `a <= A_ID` (slopes fitted
//! on `a > A_ID / 10`, identified at precision `2 / A_ID`), a fixed bound so that every run
//! names the same numbers. A printed decimal with `d` places agrees when it is the exact
//! value rounded or truncated to `d` places; `ϕ` and `1+√2` agree when the computed point is
//! that root. Two more routes for each quadratic point:
//! * the exact line: the deviations `floor(b - x a)` of the positions within `0.01 a` of the
//!   line (`a >= 100`), computed in integers (`b - x a = (2ub + va - a sqrt(v^2 - 4uw)) / 2u`,
//!   the square root by `isqrt`), stay in the same window on `a <= A_ID / 2` and on
//!   `a <= A_ID`: a wrong slope makes them drift by about `A_ID / 2` times its error;
//! * the polynomial: its discriminant is not a square (irreducible over Q, so it is the
//!   minimal polynomial) and its root is within `2 / A_ID` of the fitted slope.
//!
//! Cost: the column generator to `A_ID` per k (about a second for k = 1..20 together).

use super::printed;
use crate::games::blocking::Columns;
use crate::papers::frontier::blocking_points::{Aggregation, Point, analyze};

/// The bound at which the points are named.
pub const A_ID: u64 = 20_000;

/// One printed entry of Table 1 with what was computed for it.
#[derive(Debug, Clone)]
pub struct Entry {
    pub k: usize,
    /// The entry as printed (`1.59`, `ϕ`, `1+√2`).
    pub printed: String,
    /// The nearest computed point (fitted slope), if any.
    pub slope: Option<f64>,
    /// The exact value of that point where identified, as text, and as a number.
    pub exact: Option<(String, f64)>,
    /// For a quadratic point: the deviation windows on `a <= A_ID / 2` and `a <= A_ID`.
    pub windows: Option<((i64, i64), (i64, i64))>,
    /// Whether the printed entry agrees with the computed point; `None` when the point is
    /// not named (unidentified, or a quadratic whose exact line's window grows by more
    /// than 2 from `A_ID / 2` to `A_ID`).
    pub agrees: Option<bool>,
}

/// `(2ub + va - a sqrt(D)) / 2u` rounded down, exactly (`D` not a square, `a > 0`).
pub fn floor_deviation(u: i64, v: i64, w: i64, a: u64, b: u64) -> i64 {
    let d = (v * v - 4 * u * w) as i128;
    let (a, b) = (a as i128, b as i128);
    let s = (a * a * d).isqrt();
    let m = 2 * u as i128 * b + v as i128 * a - s;
    // a sqrt(D) lies strictly between s and s + 1, so the numerator lies in (m - 1, m).
    (m - 1).div_euclid(2 * u as i128) as i64
}

fn exact_of(p: &Aggregation) -> Option<(String, f64)> {
    match &p.point {
        Point::Rational { p, q, .. } => Some((
            if *q == 1 {
                format!("{p}")
            } else {
                format!("{p}/{q}")
            },
            *p as f64 / *q as f64,
        )),
        Point::Quadratic { u, v, w, root } => Some((
            format!("{root:.7}, the root of {u}x^2 {v:+}x {w:+}"),
            *root,
        )),
        Point::Unknown => None,
    }
}

/// Whether a printed decimal is `x` rounded or truncated to its places.
pub fn decimal_agrees(printed: &str, x: f64) -> bool {
    let Ok(v) = printed.parse::<f64>() else {
        return false;
    };
    let places = printed.split('.').nth(1).map_or(0, str::len) as i32;
    let unit = 10f64.powi(-places);
    let rounded = (x / unit).round() * unit;
    let truncated = (x / unit).floor() * unit;
    (rounded - v).abs() < unit / 10.0 || (truncated - v).abs() < unit / 10.0
}

/// Every printed entry of Table 1 with its computed point.
pub fn entries() -> Vec<Entry> {
    use rayon::prelude::*;
    printed::table1()
        .into_par_iter()
        .flat_map(|(k, printed_entries, values)| {
            let pts = analyze(k, A_ID);
            let ps: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= A_ID).collect();
            printed_entries
                .into_iter()
                .zip(values)
                .map(|(text, value)| {
                    let near = pts
                        .iter()
                        .min_by(|x, y| (x.slope - value).abs().total_cmp(&(y.slope - value).abs()));
                    let exact = near.and_then(exact_of);
                    let windows = near.and_then(|p| match p.point {
                        Point::Quadratic { u, v, w, .. } => Some(windows(&ps, p.slope, u, v, w)),
                        _ => None,
                    });
                    let named = exact.is_some()
                        && windows.is_none_or(|((h0, h1), (f0, f1))| {
                            (f1 - f0) - (h1 - h0) <= 2
                        });
                    let exact = if named { exact } else { None };
                    let agrees = match (text.as_str(), near.map(|p| &p.point)) {
                        _ if !named => None,
                        ("ϕ", Some(Point::Quadratic { u: 1, v: -1, w: -1, .. })) => Some(true),
                        ("1+√2", Some(Point::Quadratic { u: 1, v: -2, w: -1, .. })) => Some(true),
                        ("ϕ" | "1+√2", _) => Some(false),
                        (t, _) => exact.as_ref().map(|(_, x)| decimal_agrees(t, *x)),
                    };
                    Entry {
                        k,
                        printed: text,
                        slope: near.map(|p| p.slope),
                        exact,
                        windows,
                        agrees,
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The deviation windows of the positions near the line of slope `slope`.
fn windows(ps: &[(u64, u64)], slope: f64, u: i64, v: i64, w: i64) -> ((i64, i64), (i64, i64)) {
    let range = |lim: u64| {
        ps.iter()
            .filter(|&&(a, b)| {
                a >= 100 && a <= lim && (b as f64 - slope * a as f64).abs() <= 0.01 * a as f64
            })
            .map(|&(a, b)| floor_deviation(u, v, w, a, b))
            .fold((i64::MAX, i64::MIN), |(l, h), d| (l.min(d), h.max(d)))
    };
    (range(A_ID / 2), range(A_ID))
}
