//! One streaming pass over a true game's sorted P-positions (in order of sum) that
//! measures what the frontier statements ask: repeated values and the mex of the values
//! covered (partition), consecutive differences (finite difference set), sums holding
//! several P-positions, `v_i(n)/n` at checkpoints (slopes) with their spread over each
//! decade of n (the error estimate printed beside every slope), and the relation
//! `a + c - 2b` (an arithmetic progression up to a bounded error?).
//!
//! Memory: one bit per value up to the largest coordinate (`~5.3 N / 8` bytes), the set of
//! distinct difference vectors (capped), and the first differences of `a` when asked for
//! (4 bytes each, for the subword complexity).

pub use crate::math::spread::Spread;
use std::collections::HashSet;

/// A sorted P-position.
pub type Sorted = [u64; 3];

/// Cap on the number of distinct difference vectors kept. Past it, [`Survey::diffs_capped`]
/// records where and how often a vector outside the set was dropped, and the evidence
/// says so (the counts become lower bounds).
pub const DIFF_CAP: usize = 1_000_000;

/// What one pass measured.
#[derive(Debug, Clone, Default)]
pub struct Survey {
    /// Positions seen (n = 0..count).
    pub count: u64,
    /// `(n, P(n))` at n = 10^2, 10^3, ... and at the last n.
    pub checkpoints: Vec<(u64, Sorted)>,
    /// For each checkpoint, the spread of `P(n)/n` since the one before (since n = 10 for
    /// the first): over the decade `(n/10, n]` at a power of ten.
    pub spreads: Vec<Spread>,
    /// The first value met twice among P(1), P(2), ...: `(value, n)` of its second use.
    pub first_repeat: Option<(u64, u64)>,
    /// Every value `1..mex` occurs among P(1..count).
    pub mex: u64,
    /// Distinct vectors `P(n+1) - P(n)` (sum order), and how many at each checkpoint.
    pub diffs: HashSet<[i64; 3]>,
    /// `(n, distinct difference vectors among P(1..n))` at the checkpoints (a lower bound
    /// from the cap on, see [`Survey::diffs_capped`]).
    pub diff_counts: Vec<(u64, usize)>,
    /// `Some((n, dropped))` once the set is full: `n` is the first position whose
    /// difference vector was new and not kept, `dropped` how many differences outside the
    /// set were not kept in all (so the true count is at most `diffs.len() + dropped`).
    pub diffs_capped: Option<(u64, u64)>,
    /// How many sums hold two or more P-positions.
    pub shared_sums: u64,
    /// The first sum holding two or more, with the two first positions.
    pub first_shared: Option<(u64, Sorted, Sorted)>,
    /// `max |a + c - 2b|` over P(1..count), and where it is reached first.
    pub max_ap_error: (u64, u64),
    /// How many of P(1..count) are not arithmetic progressions (`a + c != 2b`), and the last.
    pub not_ap: (u64, Option<u64>),
    /// The first `n >= 1` whose width `c - a` does not exceed every earlier width, with it.
    pub width_not_new: Option<(u64, Sorted, u64)>,
    /// `a(n+1) - a(n)` for n < `keep_a_steps` (for the subword complexity).
    pub a_steps: Vec<i32>,
}

impl Survey {
    /// Measure `positions` (in order of sum, `P(0) = (0,0,0)` first), keeping the first
    /// `keep_a_steps` differences of `a`.
    pub fn of(positions: impl Iterator<Item = Sorted>, keep_a_steps: usize) -> Survey {
        Survey::of_capped(positions, keep_a_steps, DIFF_CAP)
    }

    /// [`Survey::of`] keeping at most `cap` distinct difference vectors.
    pub fn of_capped(
        positions: impl Iterator<Item = Sorted>,
        keep_a_steps: usize,
        cap: usize,
    ) -> Survey {
        let mut s = Survey::default();
        let mut seen: Vec<u64> = Vec::new();
        let mut prev: Option<Sorted> = None;
        let mut next_checkpoint = 100u64;
        let mut last_shared: Option<u64> = None;
        let mut widest = 0u64;
        let mut spread = Spread::after(10);
        for (n, p) in (0u64..).zip(positions) {
            s.count = n + 1;
            if n > spread.from {
                spread.observe(n, p);
            }
            if n >= 1 {
                for v in p {
                    let (w, b) = ((v >> 6) as usize, v & 63);
                    if w >= seen.len() {
                        seen.resize((w + 1).next_power_of_two(), 0);
                    }
                    if seen[w] >> b & 1 == 1 {
                        s.first_repeat.get_or_insert((v, n));
                    }
                    seen[w] |= 1 << b;
                }
                let err = (p[0] + p[2]).abs_diff(2 * p[1]);
                if err > s.max_ap_error.0 {
                    s.max_ap_error = (err, n);
                }
                if err != 0 {
                    s.not_ap = (s.not_ap.0 + 1, Some(n));
                }
                let width = p[2] - p[0];
                if width <= widest && n > 1 {
                    s.width_not_new.get_or_insert((n, p, widest));
                }
                widest = widest.max(width);
            }
            if let Some(q) = prev {
                if n >= 2 {
                    let d = [0, 1, 2].map(|i| p[i] as i64 - q[i] as i64);
                    if s.diffs.len() < cap {
                        s.diffs.insert(d);
                    } else if !s.diffs.contains(&d) {
                        let c = s.diffs_capped.get_or_insert((n, 0));
                        c.1 += 1;
                    }
                }
                let (sp, sq) = (p.iter().sum::<u64>(), q.iter().sum::<u64>());
                if sp == sq && last_shared != Some(sp) {
                    // a sum counted once, at its second position
                    s.first_shared.get_or_insert((sp, q, p));
                    s.shared_sums += 1;
                    last_shared = Some(sp);
                }
                if s.a_steps.len() < keep_a_steps {
                    s.a_steps.push((p[0] as i64 - q[0] as i64) as i32);
                }
            }
            if n == next_checkpoint {
                s.checkpoints.push((n, p));
                s.diff_counts.push((n, s.diffs.len()));
                s.spreads.push(spread);
                spread = Spread::after(n);
                next_checkpoint *= 10;
            }
            prev = Some(p);
        }
        if let Some(p) = prev
            && s.count > 1
            && s.checkpoints.last().map(|c| c.0) != Some(s.count - 1)
        {
            s.checkpoints.push((s.count - 1, p));
            s.diff_counts.push((s.count - 1, s.diffs.len()));
            s.spreads.push(spread);
        }
        s.mex = (1u64..)
            .find(|&v| {
                let w = (v >> 6) as usize;
                w >= seen.len() || seen[w] >> (v & 63) & 1 == 0
            })
            .unwrap_or(0);
        s
    }

    /// The number of distinct factors of length `len` of the `a`-step sequence.
    pub fn complexity(&self, len: usize) -> usize {
        self.a_steps.windows(len).collect::<HashSet<&[i32]>>().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_on_differences_is_recorded() {
        // P(n) = (n, n, n^2): every difference (1, 1, 2n-1) is new.
        let ps = || (0u64..=200).map(|n| [n, n, n * n]);
        let s = Survey::of_capped(ps(), 0, 5);
        assert_eq!(s.diffs.len(), 5);
        // n = 2..=6 fill the set; n = 7 is the first dropped; 194 dropped in all.
        assert_eq!(s.diffs_capped, Some((7, 194)));
        let s = Survey::of_capped(ps(), 0, 1000);
        assert_eq!((s.diffs.len(), s.diffs_capped), (199, None));
    }

    #[test]
    fn each_checkpoint_has_the_spread_of_its_decade() {
        // P(n) = (n, 2n + (n % 3), 3n): the first ratio is constant, the second moves by
        // at most 2/n, the third is constant.
        let ps = (0u64..=1000).map(|n| [n, 2 * n + n % 3, 3 * n]);
        let s = Survey::of(ps, 0);
        assert_eq!(
            s.checkpoints.iter().map(|c| c.0).collect::<Vec<_>>(),
            [100, 1000]
        );
        assert_eq!(s.spreads.len(), 2);
        let last = s.spreads[1];
        assert_eq!((last.from, last.to), (100, 1000));
        let w = last.width();
        assert_eq!(w[0], 0.0);
        assert_eq!(w[2], 0.0);
        // max of (2n + n%3)/n over 100 < n <= 1000 is at n = 101 (n % 3 = 2): 2 + 2/101;
        // the min is 2 (n % 3 = 0).
        assert!((w[1] - 2.0 / 101.0).abs() < 1e-12, "{w:?}");
        assert_eq!(s.spreads[0].from, 10);
        assert!(
            last.format([1.0, 2.0, 3.0]).contains("± 2.0e-2"),
            "{}",
            last.format([1.0, 2.0, 3.0])
        );
    }
}
