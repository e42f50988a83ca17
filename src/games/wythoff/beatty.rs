//! Wythoff's P-positions in closed form, in exact integer arithmetic.
//!
//! `a_n = floor(n phi)` and `b_n = floor(n phi^2) = a_n + n` with `phi = (1 + sqrt 5)/2`
//! (Akiyama, introduction, property (5); Hu-Sleator-Tsin, section 1).
//!
//! # Why the integer formula is exact
//! `n phi = (n + sqrt(5 n^2)) / 2`. For an integer `n` and a real `s`,
//! `floor((n + s) / 2) = floor((n + floor(s)) / 2)`, so
//! `a_n = (n + isqrt(5 n^2)) / 2` with the integer square root, computed in `u128`.
//! No floating point is involved, so the value is exact for every `n <= MAX_N`, the largest
//! `n` whose `b_n` fits in a `u64` (there `5 n^2 < 2^128`, so nothing overflows).
//!
//! The streaming generator [`Pairs`] needs no square root: `a_{n+1} - a_n` is 1 or 2, and
//! `c <= m phi` iff `(2c - m)^2 <= 5 m^2` (for `2c >= m`), an exact comparison in `u128`;
//! equality never happens because `5 m^2` is not a square for `m > 0`. `O(1)` memory.

/// The largest `n` for which `b_n = floor(n phi^2)` fits in a `u64`
/// (checked by a unit test: `pair(MAX_N)` exists and `pair(MAX_N + 1)` does not).
pub const MAX_N: u64 = 7_046_029_254_386_353_130;

/// `(a_n, b_n)`, or `None` when `b_n` does not fit in a `u64` (`n > MAX_N`).
///
/// ```
/// use wythoff_lab::games::wythoff::{pair, MAX_N};
/// assert_eq!(pair(5), Some((8, 13)));
/// assert_eq!(pair(MAX_N).map(|p| p.1), Some(u64::MAX));
/// assert_eq!(pair(MAX_N + 1), None);
/// ```
pub fn pair(n: u64) -> Option<(u64, u64)> {
    let m = u128::from(n);
    // 5 n^2 < 5 * 2^128 may overflow for n near u64::MAX; such n are past MAX_N anyway.
    let five_n2 = m.checked_mul(m)?.checked_mul(5)?;
    let a = (m + five_n2.isqrt()) / 2;
    let b = a.checked_add(m)?;
    Some((u64::try_from(a).ok()?, u64::try_from(b).ok()?))
}

/// Streaming iterator over `(n, a_n, b_n)`, starting at any `n`, in `O(1)` memory.
/// Stops (returns `None`) after `n = MAX_N`.
#[derive(Debug, Clone)]
pub struct Pairs {
    n: u64,
    a: u64,
    done: bool,
}

impl Pairs {
    /// Start at `n = 0`.
    pub fn new() -> Self {
        Self::starting_at(0)
    }

    /// Start at `n` (the first item is `(n, a_n, b_n)`).
    pub fn starting_at(n: u64) -> Self {
        match pair(n) {
            Some((a, _)) => Pairs { n, a, done: false },
            None => Pairs {
                n,
                a: 0,
                done: true,
            },
        }
    }
}

impl Default for Pairs {
    fn default() -> Self {
        Self::new()
    }
}

impl Iterator for Pairs {
    type Item = (u64, u64, u64);
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let (n, a) = (self.n, self.a);
        let item = (n, a, a + n);
        if n >= MAX_N {
            self.done = true;
        } else {
            let m = u128::from(n) + 1;
            let c = u128::from(a) + 2;
            let t = 2 * c - m;
            self.a = if t * t < 5 * m * m { a + 2 } else { a + 1 };
            self.n = n + 1;
        }
        Some(item)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_n_is_the_largest_supported_index() {
        assert!(pair(MAX_N).is_some());
        assert_eq!(pair(MAX_N + 1), None);
        assert_eq!(pair(u64::MAX), None);
    }

    #[test]
    fn small_values() {
        let first: Vec<_> = (0..8).map(|n| pair(n).unwrap()).collect();
        assert_eq!(
            first,
            [
                (0, 0),
                (1, 2),
                (3, 5),
                (4, 7),
                (6, 10),
                (8, 13),
                (9, 15),
                (11, 18)
            ]
        );
    }

    #[test]
    fn streaming_matches_random_access_at_the_top_of_the_range() {
        let start = MAX_N - 1000;
        let mut count = 0;
        for (n, a, b) in Pairs::starting_at(start) {
            assert_eq!(Some((a, b)), pair(n), "n = {n}");
            count += 1;
        }
        assert_eq!(count, 1001);
    }
}
