//! Greedy digits of a number on a fixed number of places, kept between calls: setting a
//! nearby value recomputes only the low places whose digits change.
//!
//! Route: with `p_i` the value of the digits above place `i` and `d_i` the greedy digit at
//! `i`, another value `w` with the same digits above `i` has digit `d_i` at `i` exactly when
//! `p_i + d_i U_i <= w < p_i + (d_i + 1) U_i`. Both ends depend only on the digits at and
//! above `i`; their maximum and minimum over the places above `i` are kept, so the highest
//! place whose digit changes is found by climbing from place 0 while `w` is outside the
//! interval of the places above.
//!
//! Only the places from a floor up are kept (the membership check reads the places below
//! it by a table): the climb starts at the floor, and a value whose digits from the floor up
//! are those already set costs two comparisons.
//!
//! Cost: O(changed places at or above the floor) per call (a few for consecutive values,
//! amortised), O(places) for the first call.

/// The greedy digits of the last value set, place 0 first.
#[derive(Debug, Clone)]
pub(super) struct Digits {
    /// Place values `U_0 .. U_{top}`.
    places: Vec<u64>,
    /// `d[i]`: the digit at place `i`.
    pub(super) d: Vec<u32>,
    /// `above[i]`: `p_i`, the value of the digits above place `i`.
    above: Vec<u64>,
    /// `lo[i]`, `hi[i]`: the values with the digits at and above `i` of this one are those
    /// in `lo[i] .. hi[i]` (`lo[places] = 0`, `hi[places] = u64::MAX`).
    lo: Vec<u64>,
    hi: Vec<u64>,
    value: Option<u64>,
    /// The lowest place kept (`d`, `above`, `lo` and `hi` below it are not maintained).
    floor: usize,
}

impl Digits {
    /// Digits on the places `places` (every place value that fits in a `u64`), kept from
    /// place `floor` up (`floor` below the number of places).
    pub(super) fn new(places: &[u64], floor: usize) -> Digits {
        let n = places.len();
        let mut hi = vec![0; n + 1];
        hi[n] = u64::MAX;
        Digits {
            places: places.to_vec(),
            d: vec![0; n],
            above: vec![0; n],
            lo: vec![0; n + 1],
            hi,
            value: None,
            floor: floor.min(n.saturating_sub(1)),
        }
    }

    /// Set the value to `v`: the highest place whose digit may have changed (every place
    /// above keeps its digit), or `None` when every digit from the floor up is the one
    /// already set.
    pub(super) fn set(&mut self, v: u64) -> Option<usize> {
        let (n, f) = (self.places.len(), self.floor);
        let top = match self.value {
            None => n - 1,
            Some(old) if old == v => return None,
            Some(_) => {
                if self.lo[f] <= v && v < self.hi[f] {
                    self.value = Some(v);
                    return None;
                }
                // At floor 0 place 0's interval holds `old` alone: it always changes.
                let mut i = f;
                while i + 1 < n && !(self.lo[i + 1] <= v && v < self.hi[i + 1]) {
                    i += 1;
                }
                i
            }
        };
        self.value = Some(v);
        self.fill(top, v);
        Some(top)
    }

    /// The values that have the digits at and above place `i` of the value set:
    /// `lo .. hi` (`i` up to the number of places; the whole range there).
    #[inline]
    pub(super) fn interval(&self, i: usize) -> (u64, u64) {
        (self.lo[i], self.hi[i])
    }

    /// Recompute the digits and intervals of places `top..=floor` (the digits above `top`,
    /// and so `above[top]`, are kept).
    fn fill(&mut self, top: usize, v: u64) {
        let f = self.floor;
        for i in (f..=top).rev() {
            let (u, mut r) = (self.places[i], v - self.above[i]);
            // Digits are below the radix: subtraction beats division here.
            let mut d = 0u32;
            while r >= u {
                r -= u;
                d += 1;
            }
            self.d[i] = d;
            // p_i + d U_i = v - r.
            let lo = v - r;
            self.lo[i] = self.lo[i + 1].max(lo);
            self.hi[i] = self.hi[i + 1].min(lo.saturating_add(u));
            if i > 0 {
                self.above[i - 1] = lo;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The greedy digits of `v` on `places`, computed from scratch.
    fn greedy(places: &[u64], mut v: u64) -> Vec<u32> {
        let mut d = vec![0; places.len()];
        for i in (0..places.len()).rev() {
            while v >= places[i] {
                v -= places[i];
                d[i] += 1;
            }
        }
        d
    }

    #[test]
    fn incremental_digits_equal_greedy_ones_in_any_order() {
        let fib = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233];
        let pell = [1u64, 2, 5, 12, 29, 70, 169, 408];
        for places in [&fib[..], &pell[..]] {
            for floor in [0, 1, 3, 6] {
                let mut dig = Digits::new(places, floor);
                let mut seed = 12345u64;
                let mut last = None;
                for step in 0..3000u64 {
                    // Walks up by small steps, down, and jumps.
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let v = match step % 3 {
                        0 => last.map_or(0, |l: u64| (l + 1 + (seed >> 60)) % 400),
                        1 => last.map_or(0, |l: u64| l.saturating_sub(seed >> 61)),
                        _ => (seed >> 33) % 400,
                    };
                    let top = dig.set(v);
                    let want = greedy(places, v);
                    let what = format!("floor {floor}, v = {v}");
                    assert_eq!(dig.d[floor..], want[floor..], "{what}");
                    // The interval at the floor: exactly the values with these digits there
                    // and above.
                    let (lo, hi) = dig.interval(floor);
                    assert!(lo <= v && v < hi, "{what}: {lo}..{hi}");
                    for w in [lo, hi - 1] {
                        assert_eq!(greedy(places, w)[floor..], want[floor..], "{what}: {w}");
                    }
                    if lo > 0 {
                        assert_ne!(greedy(places, lo - 1)[floor..], want[floor..], "{what}");
                    }
                    assert_ne!(greedy(places, hi)[floor..], want[floor..], "{what}");
                    match (last, top) {
                        // No digit from the floor up changed.
                        (Some(l), None) => {
                            assert_eq!(greedy(places, l)[floor..], want[floor..], "{what}")
                        }
                        (Some(l), Some(t)) => {
                            // Every place above `top` kept its digit, and `top` is the
                            // highest changed one or below it, never below the floor.
                            let old = greedy(places, l);
                            assert!(t >= floor, "{what}: top {t}");
                            assert!(old[t + 1..] == want[t + 1..], "{l} -> {v}: top {t}");
                        }
                        (None, t) => assert_eq!(t, Some(places.len() - 1)),
                    }
                    last = Some(v);
                }
            }
        }
    }

    #[test]
    fn consecutive_values_change_few_places() {
        let fib = [
            1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
        ];
        let mut dig = Digits::new(&fib, 0);
        dig.set(0);
        // 7 = 5 + 2 -> 8: every place up to 8's changes; 8 -> 9 only place 0.
        dig.set(7);
        assert_eq!(dig.set(8), Some(4));
        assert_eq!(dig.set(9), Some(0));
        assert_eq!(dig.set(9), None);
        assert_eq!(dig.set(8), Some(0));
        let total: usize = (10..1500).map(|v| dig.set(v).unwrap() + 1).sum();
        // Amortised: under 3 places per step (the top place is 14).
        assert!(total < 3 * 1490, "{total}");
    }
}
