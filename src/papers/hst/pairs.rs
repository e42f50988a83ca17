//! The balanced pairs of bit strings that the string statements ([`super::strings`]) and
//! the area statements ([`super::area`]) are checked on: every pair up to a length, then
//! random longer pairs. Cost: 4^L pairs of strings tested for balance, plus the random ones.

use crate::check::Bound;
use crate::check::rng::Rng;
use crate::games::hst_strings::{self as bs, Bits};

pub(super) const PAIRS: Bound = Bound {
    meaning: "L: every balanced pair of length <= L, plus 2000 random pairs of length <= 40",
    default: 9,
    deep: 12,
    min: 1,
    max: 14,
};

/// Every bit string of length `n`.
pub(super) fn all_strings(n: usize) -> impl Iterator<Item = Bits> {
    (0u64..(1 << n)).map(move |m| (0..n).map(|i| m >> i & 1 == 1).collect())
}

/// Every balanced pair (S, T) with |S| <= l, S != T, then random pairs up to length 40.
pub(super) fn balanced_pairs(
    l: u64,
    random: usize,
    mut test: impl FnMut(&[bool], &[bool]) -> Option<String>,
) -> Result<String, String> {
    let mut count = 0u64;
    for n in 1..=l as usize {
        let strings: Vec<Bits> = all_strings(n).collect();
        for s in &strings {
            for t in &strings {
                if s != t && bs::balanced(s, t) {
                    count += 1;
                    if let Some(e) = test(s, t) {
                        return Err(format!("S = {}, T = {}: {e}", bs::show(s), bs::show(t)));
                    }
                }
            }
        }
    }
    let mut rng = Rng::new(51);
    for _ in 0..random {
        let n = rng.range(2, 40) as usize;
        let s: Bits = (0..n).map(|_| rng.range(0, 1) == 1).collect();
        let mut t = s.clone();
        // A random permutation of S is balanced with it.
        for i in (1..n).rev() {
            t.swap(i, rng.range(0, i as u64) as usize);
        }
        count += 1;
        if let Some(e) = test(&s, &t) {
            return Err(format!("S = {}, T = {}: {e}", bs::show(&s), bs::show(&t)));
        }
    }
    Ok(format!(
        "{count} balanced pairs (all up to length {l}, {random} random up to length 40)"
    ))
}
