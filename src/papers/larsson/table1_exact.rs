//! Table 1 row by row: every computed aggregation point of W^k named exactly where the data
//! allow, each printed entry judged against the exact point nearest it, and every entry that
//! differs turned into an erratum (printed vs computed) of `larsson.table1`.
//!
//! Route: the aggregation points of W^k from the P-positions with `a <= A` (a fixed
//! `A = A_ID`, so that every run names the same numbers; `rows_at` takes another `A` for
//! one-off and deep runs), clustered and fitted as in `frontier::blocking_points::analyze`
//! (slopes by least squares on `a > A / 10`) and identified there at precision `2 / A`: a
//! rational `p/q`, or a root of `u x^2 + v x + w`. A point counts as *named* only when two
//! more routes, in integers, confirm the identification:
//! * the exact line: the deviations `floor(b - x a)` of the positions within `0.01 a` of the
//!   line (`a >= 100`) stay in the same window, up to 2, on `a <= A / 2` and on `a <= A`
//!   (for `x = p/q`, `(q b - p a)` divided by `q` rounded down; for a quadratic `x`,
//!   `b - x a = (2ub + va - a sqrt(v^2 - 4uw)) / 2u`, the square root by `isqrt`): a wrong
//!   slope makes them drift by about `A / 2` times its error;
//! * the polynomial (quadratic points): its discriminant is not a square (so it is
//!   irreducible over Q and, divided by the gcd of its coefficients, the minimal
//!   polynomial), and its root is within `2 / A` of the fitted slope.
//!
//! A printed decimal with `d` places agrees when it is the exact value rounded or truncated
//! to `d` places; `ϕ` and `1+√2` agree when the point is that root. An entry whose nearest
//! point is not named is not judged, with the reason. Cost: the column generator to `A` per
//! k, k = 1..20 in parallel (about a second at `A_ID`).

use super::printed;
use crate::check::verdict::Erratum;
use crate::games::blocking::Columns;
use crate::papers::frontier::blocking_points::{Point, analyze_positions};

/// The bound at which the points are named and the errata pinned.
pub const A_ID: u64 = 20_000;

/// The bound at which a row with an entry not judged at [`A_ID`] is judged again (its
/// errata pinned at this bound).
pub const A_DEEP: u64 = 100_000;

/// The exact value of a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exact {
    /// `p/q` in lowest terms.
    Rational { p: i64, q: i64 },
    /// The larger root of `u x^2 + v x + w` (`u > 0`, coefficients without common factor).
    Quadratic { u: i64, v: i64, w: i64 },
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Exact {
    fn rational(p: i64, q: i64) -> Exact {
        let g = gcd(p, q).max(1);
        Exact::Rational { p: p / g, q: q / g }
    }

    fn quadratic(u: i64, v: i64, w: i64) -> Exact {
        let g = gcd(gcd(u, v), w).max(1);
        Exact::Quadratic {
            u: u / g,
            v: v / g,
            w: w / g,
        }
    }

    /// The value as a float.
    pub fn value(self) -> f64 {
        match self {
            Exact::Rational { p, q } => p as f64 / q as f64,
            Exact::Quadratic { u, v, .. } => {
                (-v as f64 + (self.discriminant() as f64).sqrt()) / (2 * u) as f64
            }
        }
    }

    /// `v^2 - 4uw` (0 for a rational).
    pub fn discriminant(self) -> i64 {
        match self {
            Exact::Rational { .. } => 0,
            Exact::Quadratic { u, v, w } => v * v - 4 * u * w,
        }
    }

    /// Whether a quadratic's discriminant is positive and not a square (irreducible over Q).
    pub fn irreducible(self) -> bool {
        let d = self.discriminant();
        d > 0 && d.isqrt() * d.isqrt() != d
    }

    /// The polynomial, e.g. `13x^2 - 18x - 13`.
    pub fn polynomial(self) -> String {
        let Exact::Quadratic { u, v, w } = self else {
            return String::new();
        };
        let coef = |c: i64, x: &str| match (c.abs(), x) {
            (0, _) => String::new(),
            (1, x) if !x.is_empty() => x.to_string(),
            (c, x) => format!("{c}{x}"),
        };
        let mut s = format!("{}{}", if u < 0 { "-" } else { "" }, coef(u, "x^2"));
        for (c, x) in [(v, "x"), (w, "")] {
            if c != 0 {
                s.push_str(if c < 0 { " - " } else { " + " });
                s.push_str(&coef(c, x));
            }
        }
        s
    }

    /// The closed form: `13/5`, `(9 + 5 sqrt 10)/13`, `1 + sqrt 2`.
    pub fn closed_form(self) -> String {
        match self {
            Exact::Rational { p, q: 1 } => p.to_string(),
            Exact::Rational { p, q } => format!("{p}/{q}"),
            Exact::Quadratic { u, v, .. } => {
                // D = s^2 d with d squarefree; root = (-v + s sqrt d) / 2u, reduced.
                let mut d = self.discriminant();
                let mut s = 1;
                let mut f = 2;
                while f * f <= d {
                    while d % (f * f) == 0 {
                        d /= f * f;
                        s *= f;
                    }
                    f += 1;
                }
                let (mut c, mut den) = (-v, 2 * u);
                let g = gcd(gcd(c, s), den).max(1);
                (c, s, den) = (c / g, s / g, den / g);
                let surd = if s == 1 {
                    format!("sqrt {d}")
                } else {
                    format!("{s} sqrt {d}")
                };
                let num = match c {
                    0 => surd,
                    c if c < 0 => format!("{surd} - {}", -c),
                    c => format!("{c} + {surd}"),
                };
                if den == 1 {
                    num
                } else {
                    format!("({num})/{den}")
                }
            }
        }
    }

    /// `floor(b - x a)`, exactly.
    pub fn floor_deviation(self, a: u64, b: u64) -> i64 {
        match self {
            Exact::Rational { p, q } => (q as i128 * b as i128 - p as i128 * a as i128)
                .div_euclid(q as i128) as i64,
            Exact::Quadratic { u, v, w } => floor_deviation(u, v, w, a, b),
        }
    }

    /// The value with its closed form and, for a quadratic, its minimal polynomial.
    pub fn describe(self) -> String {
        match self {
            Exact::Rational { q: 1, .. } => self.closed_form(),
            Exact::Rational { .. } => format!("{} = {}", self.closed_form(), self.value()),
            Exact::Quadratic { .. } => format!(
                "{:.7} = {}, the root of {} (irreducible: discriminant {} is not a square)",
                self.value(),
                self.closed_form(),
                self.polynomial(),
                self.discriminant()
            ),
        }
    }
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

/// One computed aggregation point of a row.
#[derive(Debug, Clone)]
pub struct Named {
    /// The fitted slope and the share of the ratios on `A/2 < a <= A` in its cluster.
    pub slope: f64,
    pub share: f64,
    /// The identification, confirmed or not.
    pub exact: Option<Exact>,
    /// The exact line's windows of `floor(b - x a)` on `100 <= a <= A/2` and `100 <= a <= A`.
    pub windows: Option<((i64, i64), (i64, i64))>,
    /// For a rational line: its period vector's first coordinate and first column.
    pub period: Option<(u64, u64)>,
    /// Why the point is not named (`None`: identified and confirmed by both routes).
    pub obstacle: Option<String>,
}

impl Named {
    /// The exact value, when named.
    pub fn named(&self) -> Option<Exact> {
        self.exact.filter(|_| self.obstacle.is_none())
    }

    /// `|slope - exact|`.
    pub fn error(&self) -> Option<f64> {
        self.exact.map(|x| (self.slope - x.value()).abs())
    }

    /// The point in words (`a_id`: the bound it was measured at).
    pub fn describe(&self, a_id: u64) -> String {
        let share = format!("{:.0}%", 100.0 * self.share);
        match (self.exact, &self.obstacle) {
            (Some(x), None) => format!("{} ({share}); {}", x.describe(), self.evidence(a_id)),
            (Some(x), Some(o)) => format!(
                "{:.7} ({share}): not named, {o}; candidate {}; {}",
                self.slope,
                match x {
                    Exact::Rational { .. } => x.closed_form(),
                    Exact::Quadratic { .. } => {
                        format!("{}, the root of {}", x.closed_form(), x.polynomial())
                    }
                },
                self.evidence(a_id)
            ),
            (None, o) => format!(
                "{:.7} ({share}): not named, {}",
                self.slope,
                o.as_deref().unwrap_or("")
            ),
        }
    }

    /// The fitted slope's error and the exact line's windows, in words.
    pub fn evidence(&self, a_id: u64) -> String {
        let mut s = format!(
            "fitted slope {:.7} (error {:.1e})",
            self.slope,
            self.error().unwrap_or(f64::NAN)
        );
        if let Some(((h0, h1), (f0, f1))) = self.windows {
            s.push_str(&format!(
                ", exact line floor(b - x a) in {h0}..{h1} on 100 <= a <= {}, {f0}..{f1} on 100 <= a <= {a_id}",
                a_id / 2
            ));
        }
        if let (Some((t, a0)), Some(Exact::Rational { p, q })) = (self.period, self.exact) {
            s.push_str(&format!(
                ", period vector ({t}, {}) from column {a0}",
                t as i64 * p / q
            ));
        }
        s
    }
}

/// How a printed entry compares with its point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Agrees,
    Differs,
    /// Not judged: the reason.
    NotJudged(String),
}

/// One printed entry of Table 1 with what was computed for it.
#[derive(Debug, Clone)]
pub struct Entry {
    pub k: usize,
    /// The entry as printed (`1.59`, `ϕ`, `1+√2`) and its value.
    pub printed: String,
    pub value: f64,
    /// The nearest computed point (an index into the row's points), if any.
    pub point: Option<usize>,
    pub status: Status,
}

/// One row of Table 1: the computed points and the printed entries judged.
#[derive(Debug, Clone)]
pub struct Row {
    pub k: usize,
    /// The bound the points were measured at.
    pub a_id: u64,
    pub points: Vec<Named>,
    pub entries: Vec<Entry>,
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

/// The window of `floor(b - x a)` over the positions within `0.01 a` of the line of slope
/// `slope`, `100 <= a <= lim`.
fn window(ps: &[(u64, u64)], slope: f64, x: Exact, lim: u64) -> (i64, i64) {
    ps.iter()
        .filter(|&&(a, b)| {
            a >= 100 && a <= lim && (b as f64 - slope * a as f64).abs() <= 0.01 * a as f64
        })
        .map(|&(a, b)| x.floor_deviation(a, b))
        .fold((i64::MAX, i64::MIN), |(l, h), d| (l.min(d), h.max(d)))
}

/// The points of W^k at `a_id`, each confirmed or not by the two integer routes.
fn points(k: usize, a_id: u64) -> Vec<Named> {
    let ps: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= a_id).collect();
    analyze_positions(&ps, a_id)
        .into_iter()
        .map(|g| {
            let (exact, period) = match g.point {
                Point::Rational { p, q, period, .. } => (Some(Exact::rational(p, q)), period),
                Point::Quadratic { u, v, w, .. } => (Some(Exact::quadratic(u, v, w)), None),
                Point::Unknown => (None, None),
            };
            let windows = exact.map(|x| (window(&ps, g.slope, x, a_id / 2), window(&ps, g.slope, x, a_id)));
            let tol = 2.0 / a_id as f64;
            let obstacle = match (exact, windows) {
                (None, _) | (_, None) => Some(
                    "not identified as p/q (q <= 12) or as a quadratic root at precision 2/A"
                        .to_string(),
                ),
                (Some(x @ Exact::Quadratic { .. }), _) if !x.irreducible() => Some(format!(
                    "{} has a square discriminant",
                    x.polynomial()
                )),
                (Some(x @ Exact::Quadratic { .. }), _) if (x.value() - g.slope).abs() >= tol => {
                    Some(format!("the root is {:.1e} from the slope, over 2/A", (x.value() - g.slope).abs()))
                }
                (_, Some(((h0, h1), (f0, f1)))) if (f1 - f0) - (h1 - h0) > 2 => Some(format!(
                    "the exact line's window grows by {} from a <= A/2 to a <= A",
                    (f1 - f0) - (h1 - h0)
                )),
                _ => None,
            };
            Named {
                slope: g.slope,
                share: g.share,
                exact,
                windows,
                period,
                obstacle,
            }
        })
        .collect()
}

/// Every row of Table 1 judged at [`A_ID`]; a row with an entry not judged there is judged
/// again at [`A_DEEP`] (its `a_id` says which).
pub fn rows() -> Vec<Row> {
    let mut rows = rows_at(printed::TABLE1, A_ID);
    let open: Vec<usize> = rows
        .iter()
        .filter(|r| r.entries.iter().any(|e| matches!(e.status, Status::NotJudged(_))))
        .map(|r| r.k)
        .collect();
    for deeper in rows_at(&table_of(&open), A_DEEP) {
        if let Some(r) = rows.iter_mut().find(|r| r.k == deeper.k) {
            *r = deeper;
        }
    }
    rows
}

/// Every row of a table in `printed::TABLE1`'s format judged at `a_id`.
pub fn rows_at(table: &str, a_id: u64) -> Vec<Row> {
    use rayon::prelude::*;
    let mut rows: Vec<Row> = printed::parse_table1(table)
        .into_par_iter()
        .map(|(k, texts, values)| judge(k, &texts, &values, points(k, a_id), a_id))
        .collect();
    rows.sort_by_key(|r| r.k);
    rows
}

/// The lines of `printed::TABLE1` for the rows in `ks`.
pub fn table_of(ks: &[usize]) -> String {
    printed::TABLE1
        .lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .and_then(|k| k.parse().ok())
                .is_some_and(|k: usize| ks.contains(&k))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The entries of another table in `printed::TABLE1`'s format judged against the points
/// already computed in `rows` (a k that `rows` lacks is left out): what a changed printed
/// value would give, without computing the points again.
pub fn rejudge(table: &str, rows: &[Row]) -> Vec<Row> {
    printed::parse_table1(table)
        .into_iter()
        .filter_map(|(k, texts, values)| {
            let r = rows.iter().find(|r| r.k == k)?;
            Some(judge(k, &texts, &values, r.points.clone(), r.a_id))
        })
        .collect()
}

fn judge(k: usize, texts: &[String], values: &[f64], points: Vec<Named>, a_id: u64) -> Row {
    let entries = texts
        .iter()
        .zip(values)
        .map(|(text, &value)| {
            let near = (0..points.len()).min_by(|&i, &j| {
                (points[i].slope - value)
                    .abs()
                    .total_cmp(&(points[j].slope - value).abs())
            });
            let status = match near.map(|i| &points[i]) {
                None => Status::NotJudged("no aggregation point".into()),
                Some(p) => match (p.named(), text.as_str()) {
                    (None, _) => Status::NotJudged(p.obstacle.clone().unwrap_or_default()),
                    (Some(x), "ϕ") => agree(x == Exact::Quadratic { u: 1, v: -1, w: -1 }),
                    (Some(x), "1+√2") => agree(x == Exact::Quadratic { u: 1, v: -2, w: -1 }),
                    (Some(x), t) => agree(decimal_agrees(t, x.value())),
                },
            };
            Entry {
                k,
                printed: text.clone(),
                value,
                point: near,
                status,
            }
        })
        .collect();
    Row {
        k,
        a_id,
        points,
        entries,
    }
}

fn agree(yes: bool) -> Status {
    if yes { Status::Agrees } else { Status::Differs }
}

impl Row {
    /// Whether an entry of the row differs from its named point.
    pub fn differs(&self) -> bool {
        self.entries.iter().any(|e| e.status == Status::Differs)
    }

    /// The row's verdict in a few words, led by what differs: `DIFFERS: 1.476; agrees:
    /// 2.5`, `not judged: 2.35; agrees: 2.5, 2.6`, or `agrees` when every entry agrees.
    pub fn status(&self) -> String {
        let of = |want: fn(&Status) -> bool| -> Vec<&str> {
            self.entries
                .iter()
                .filter(|e| want(&e.status))
                .map(|e| e.printed.as_str())
                .collect()
        };
        let differ = of(|s| *s == Status::Differs);
        let open = of(|s| matches!(s, Status::NotJudged(_)));
        let agree = of(|s| *s == Status::Agrees);
        if differ.is_empty() && open.is_empty() {
            return "agrees".into();
        }
        let mut parts = Vec::new();
        for (word, list) in [("DIFFERS", differ), ("not judged", open), ("agrees", agree)] {
            if !list.is_empty() {
                parts.push(format!("{word}: {}", list.join(", ")));
            }
        }
        parts.join("; ")
    }

    /// The row side by side, as the docs' table shows it: k; the printed entries; each
    /// computed point (its value when named, else `slope` and the fitted slope); each
    /// point's exact form (closed form and minimal polynomial; `candidate ...` or `not
    /// named` when not named); the bound `A` of the points; the row's [`Row::status`].
    pub fn side_by_side(&self) -> [String; 6] {
        let computed: Vec<String> = self
            .points
            .iter()
            .map(|p| match p.named() {
                Some(x @ Exact::Rational { .. }) => x.value().to_string(),
                Some(x) => format!("{:.7}", x.value()),
                None => format!("slope {:.7}", p.slope),
            })
            .collect();
        let exact: Vec<String> = self
            .points
            .iter()
            .map(|p| match (p.named(), p.exact) {
                (Some(x @ Exact::Rational { .. }), _) => x.closed_form(),
                (Some(x), _) => format!("{}, {}", x.closed_form(), x.polynomial()),
                (None, Some(x @ Exact::Rational { .. })) => format!("candidate {}", x.closed_form()),
                (None, Some(x)) => format!("candidate {}", x.polynomial()),
                (None, None) => "not named".into(),
            })
            .collect();
        [
            self.k.to_string(),
            self.entries
                .iter()
                .map(|e| e.printed.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            computed.join(", "),
            exact.join("; "),
            self.a_id.to_string(),
            self.status(),
        ]
    }

    /// The row in words: its [`Row::status`], every point, then every entry's status.
    pub fn describe(&self) -> String {
        let pts: Vec<String> = self.points.iter().map(|p| p.describe(self.a_id)).collect();
        let entries: Vec<String> = self
            .entries
            .iter()
            .map(|e| match &e.status {
                Status::Agrees => format!("{} agrees", e.printed),
                Status::Differs => format!("{} DIFFERS", e.printed),
                Status::NotJudged(why) => format!("{} not judged ({why})", e.printed),
            })
            .collect();
        format!(
            "{}; printed {}; computed at A = {} (slopes fitted on {} < a <= {}): {}; entries: {}",
            self.status(),
            self.entries
                .iter()
                .map(|e| e.printed.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            self.a_id,
            self.a_id / 10,
            self.a_id,
            if pts.is_empty() { "none".to_string() } else { pts.join("; ") },
            entries.join(", ")
        )
    }

    /// An erratum for every entry that differs from its named point.
    pub fn errata(&self) -> Vec<Erratum> {
        self.entries
            .iter()
            .filter(|e| e.status == Status::Differs)
            .filter_map(|e| {
                let p = &self.points[e.point?];
                let x = p.named()?;
                let printed = if e.printed.parse::<f64>().is_ok() {
                    e.printed.clone()
                } else {
                    format!("{} = {:.7}", e.printed, e.value)
                };
                let places = e.printed.split('.').nth(1).map(str::len);
                let rounded = places.map_or(String::new(), |d| {
                    format!("; to the printed {d} places {:.d$}", x.value())
                });
                Some(Erratum {
                    location: format!("Table 1, k = {}, entry {}", self.k, e.printed),
                    printed,
                    computed: format!(
                        "{}{rounded}; on the P-positions of W^{} with a <= {}: {}",
                        x.describe(),
                        self.k,
                        self.a_id,
                        p.evidence(self.a_id)
                    ),
                })
            })
            .collect()
    }
}
