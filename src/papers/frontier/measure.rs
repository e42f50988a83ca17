//! Measurements of positive Nim's P-positions beyond the shared [`super::survey`]: slopes
//! with an error estimate, values used more than once (and in which place), and the
//! distribution of the gaps `b - a` and `c - b`.
//!
//! **The error of an estimated slope** is the spread of the last decade: with `x(n)` the
//! quantity measured at `n` (e.g. `a(n)/n`), the estimate is `x(N)` and the error is
//! `max |x(n) - x(N)|` over the 20 sample points `n = N/10, N/10 + 9N/190, ..., N` (the
//! last decade, evenly spaced). A quantity converging like `C/n` moves by about
//! `0.9 C/(N/10)` over that decade, so the spread over-states its error at `N` by about a
//! factor 10; it is an estimate of the size of the fluctuation, not a proof of a bound.

use super::survey::Sorted;

/// Samples and counts gathered in one pass.
#[derive(Debug, Clone, Default)]
pub struct Extra {
    /// `(n, P(n))` at the sample points of the last decade (`n = N/10 .. N`).
    pub samples: Vec<(u64, Sorted)>,
    /// `role_of[v]`: 1 + the place (0, 1, 2) of value `v`'s first use, 0 if unused.
    role_of: Vec<u8>,
    /// `pairs[first][second]`: values whose second use is in place `second` after a first
    /// use in place `first`.
    pub pairs: [[u64; 3]; 3],
    /// The first few repeats: `(value, n of the second use, first place, second place)`.
    pub first_repeats: Vec<(u64, u64, usize, usize)>,
    /// Values used twice or more (counted at their second use).
    pub repeated: u64,
    /// `b - a` and `c - b` of P(1..=N).
    pub gaps: [Vec<u64>; 2],
}

impl Extra {
    /// Measure P(0..=n).
    pub fn of(positions: impl Iterator<Item = Sorted>, n: u64) -> Extra {
        let mut x = Extra::default();
        let points: Vec<u64> = (0..20u64)
            .map(|j| (n / 10 + j * (n - n / 10) / 19).max(1))
            .collect();
        for (i, p) in (0u64..).zip(positions).take(n as usize + 1) {
            if i == 0 {
                continue;
            }
            if points.contains(&i) {
                x.samples.push((i, p));
            }
            for (place, v) in p.into_iter().enumerate() {
                let v = v as usize;
                if v >= x.role_of.len() {
                    x.role_of.resize((v + 1).next_power_of_two(), 0);
                }
                match x.role_of[v] {
                    0 => x.role_of[v] = place as u8 + 1,
                    r => {
                        let first = (r - 1) as usize;
                        x.pairs[first][place] += 1;
                        x.repeated += 1;
                        if x.first_repeats.len() < 5 {
                            x.first_repeats.push((v as u64, i, first, place));
                        }
                    }
                }
            }
            x.gaps[0].push(p[1] - p[0]);
            x.gaps[1].push(p[2] - p[1]);
        }
        x.role_of = Vec::new();
        x
    }

    /// The estimate at the last sample and the spread of `f` over the samples.
    pub fn estimate(&self, f: impl Fn(u64, Sorted) -> f64) -> Option<(f64, f64)> {
        let &(n, p) = self.samples.last()?;
        let last = f(n, p);
        let spread = self
            .samples
            .iter()
            .map(|&(m, q)| (f(m, q) - last).abs())
            .fold(0.0, f64::max);
        Some((last, spread))
    }
}

/// `value ± error` with enough digits to show the error.
pub fn pm((v, e): (f64, f64)) -> String {
    format!("{v:.6} ± {e:.1e}")
}

/// Quantiles (min, 10%, 50%, 90%, max) of `v`.
pub fn quantiles(v: &[i64]) -> String {
    if v.is_empty() {
        return "none".into();
    }
    let mut s = v.to_vec();
    s.sort_unstable();
    let q = |f: f64| s[((s.len() - 1) as f64 * f).round() as usize];
    format!(
        "min {}, 10% {}, median {}, 90% {}, max {}",
        q(0.0),
        q(0.1),
        q(0.5),
        q(0.9),
        q(1.0)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_repeats_by_place_and_samples_the_last_decade() {
        let list = vec![[0, 0, 0], [1, 2, 3], [3, 4, 5], [1, 6, 7], [8, 9, 10]];
        let x = Extra::of(list.into_iter(), 4);
        assert_eq!(x.repeated, 2);
        assert_eq!(x.pairs[2][0], 1); // 3 as c, then as a
        assert_eq!(x.pairs[0][0], 1); // 1 as a twice
        assert_eq!(x.first_repeats[0], (3, 2, 2, 0));
        assert_eq!(x.samples.last().map(|s| s.0), Some(4));
        assert_eq!(x.gaps[0], [1, 1, 5, 1]);
        let (v, e) = x.estimate(|n, p| p[0] as f64 / n as f64).unwrap();
        assert_eq!(v, 2.0);
        assert!(e > 0.0);
        assert_eq!(
            quantiles(&[5, 1, 3]),
            "min 1, 10% 1, median 3, 90% 5, max 5"
        );
    }
}
