//! Rules solvers for Lythoff(K), Lythoff(K_f) and the no-increase variant.
//!
//! # The no-increase variant: a finite game
//! If no pile may grow, every option `B` of `A` satisfies `b_i <= a_i` entrywise (order
//! statistics are monotone), so the box of sorted K-tuples with entries `<= M` is closed
//! under moves. [`no_increase_p_positions`] visits it in lexicographic order and labels a
//! position P iff no legal move (Definition 1 with `x >= 0`, searched literally) leads to a
//! P-position already found. Exact for every position of the box.
//!
//! # Lythoff(K) and Lythoff(K_f): why a finite search decides each position
//! A position has infinitely many sub-positions, but only finitely many P-positions
//! precede it:
//! 1. Two distinct P-positions share no entry: if `a_i = b_j` and `B ≺ A`, leaving pile `i`
//!    alone and moving the other `K-1` piles with `K-1` removal values is legal
//!    (Lemma 1, immediate from Definition 1; property-tested as `kf.lemma1`). So the
//!    P-positions `B ≺ A` have distinct first entries `b_1 <= a_1`: at most `a_1 + 1` of them.
//! 2. Listing P-positions in lexicographic order, the next one after `L = {P^0..P^(n-1)}`
//!    is the least `A ≻ P^(n-1)` with no legal move into `L` (every position strictly
//!    between has a move into `L`, so it is N, and `L` holds every P-position `≺ A`).
//! 3. The search for that `A` is finite: it fixes entries left to right; a prefix whose
//!    entry is a value of `L` (rule 1) or whose two entries differ by an element of
//!    `D(B) + [0, f(B))` for some `B in L` (Lemma 2 / Definition 7: then every completion
//!    has a legal move into `L`) is skipped; otherwise a completion always exists, because
//!    only finitely many values are excluded for the next entry (the values of `L` and
//!    `a_j + D` for the finitely many differences). So each entry is found after finitely
//!    many candidates.
//! 4. Each position found is accepted only after a literal legality check (Definition 1 for
//!    Lythoff(K), Definition 7 for Lythoff(K_f)) against every earlier P-position; a
//!    candidate that fails it is skipped (and counted: a skip would contradict Lemmas 1-2).
//!
//! Time `O(n^2 K!)` for `n` positions (the literal checks), memory `O(n K)`.

use super::FExpr;
use super::legal::{diff_set, legal_def1, legal_def7, legal_no_increase};

/// Sorted K-tuples with entries `<= m`, in lexicographic order.
pub fn sorted_box(k: usize, m: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut cur = vec![0u64; k];
    fn rec(i: usize, lo: u64, m: u64, cur: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if i == cur.len() {
            out.push(cur.clone());
            return;
        }
        for v in lo..=m {
            cur[i] = v;
            rec(i + 1, v, m, cur, out);
        }
    }
    rec(0, 0, m, &mut cur, &mut out);
    out
}

/// P-positions of the no-increase variant with entries `<= m`, in lexicographic order.
pub fn no_increase_p_positions(k: usize, m: u64) -> Vec<Vec<u64>> {
    let mut found: Vec<Vec<u64>> = Vec::new();
    for a in sorted_box(k, m) {
        if !found.iter().any(|b| legal_no_increase(&a, b)) {
            found.push(a);
        }
    }
    found
}

/// `f` as the search evaluates it.
pub type FRef<'a> = &'a dyn Fn(&[u64]) -> Result<u64, String>;

/// Which legality the search uses.
#[derive(Clone, Copy)]
pub enum Game<'a> {
    /// Lythoff(K), Definition 1 (literal search for S).
    Lythoff,
    /// Lythoff(K_f), Definition 7, with `f` given as a function.
    Variable(FRef<'a>),
}

impl<'a> Game<'a> {
    /// Lythoff(K_f) for a parsed expression.
    pub fn expr(e: &'a FExpr) -> impl Fn(&[u64]) -> Result<u64, String> + 'a {
        move |b| e.eval(b)
    }
}

/// The first `count` P-positions of Lythoff(K) or Lythoff(K_f), in lexicographic order,
/// by the search described in the module doc. Errors if `f` is invalid somewhere or a
/// literal check ever contradicts Lemmas 1-2 (reported, never hidden).
pub fn p_positions(k: usize, game: &Game, count: usize) -> Result<Vec<Vec<u64>>, String> {
    let f = |b: &[u64]| match game {
        Game::Lythoff => Ok(1),
        Game::Variable(e) => e(b),
    };
    let legal = |a: &[u64], b: &[u64]| -> Result<bool, String> {
        Ok(match game {
            Game::Lythoff => legal_def1(a, b),
            Game::Variable(_) => legal_def7(a, b, f(b)?),
        })
    };
    let mut found: Vec<Vec<u64>> = vec![vec![0; k]];
    let mut values = Marks::default();
    values.insert(0, 1);
    // Excluded differences: [d, d + f) for every difference d of every found position.
    let mut intervals = Marks::default();
    intervals.insert(0, f(&found[0])?);
    while found.len() < count {
        let last_first = found[found.len() - 1][0];
        let mut a: Vec<u64> = Vec::with_capacity(k);
        let mut start = last_first + 1;
        let mut rejected = 0u32;
        loop {
            // Extend the prefix left to right, each entry the least allowed value >= start.
            let mut v = start;
            while values.contains(v) || a.iter().any(|&aj| v < aj || intervals.contains(v - aj)) {
                v += 1;
            }
            a.push(v);
            if a.len() < k {
                start = v;
                continue;
            }
            // Literal check against every earlier P-position.
            let mut ok = true;
            for b in &found {
                if legal(&a, b)? {
                    ok = false;
                    break;
                }
            }
            if ok {
                break;
            }
            rejected += 1;
            if rejected > 10_000 {
                return Err(format!(
                    "search stalled after {} positions: literal checks reject every candidate near {a:?}",
                    found.len()
                ));
            }
            start = v + 1;
            a.pop();
        }
        if rejected > 0 {
            return Err(format!(
                "a candidate allowed by Lemmas 1-2 failed the literal check at {a:?}"
            ));
        }
        let fa = f(&a)?;
        for &v in &a {
            values.insert(v, v + 1);
        }
        for d in diff_set(&a) {
            intervals.insert(d, d + fa);
        }
        found.push(a);
    }
    Ok(found)
}

/// A set of numbers given as intervals `[lo, hi)`: short intervals as bits, long ones
/// (an `f` with large values) as a list.
#[derive(Default)]
struct Marks {
    bits: Vec<u64>,
    long: Vec<(u64, u64)>,
}

impl Marks {
    /// Intervals longer than this are kept in the list.
    const SHORT: u64 = 1 << 12;

    fn insert(&mut self, lo: u64, hi: u64) {
        if hi.saturating_sub(lo) > Self::SHORT || hi > u64::MAX - 64 {
            self.long.push((lo, hi));
            return;
        }
        for x in lo..hi {
            let w = (x / 64) as usize;
            if w >= self.bits.len() {
                self.bits.resize(w + 1, 0);
            }
            self.bits[w] |= 1 << (x % 64);
        }
    }

    fn contains(&self, x: u64) -> bool {
        let w = (x / 64) as usize;
        (w < self.bits.len() && self.bits[w] >> (x % 64) & 1 == 1)
            || self.long.iter().any(|&(lo, hi)| x >= lo && x < hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_hold_short_and_long_intervals() {
        let mut m = Marks::default();
        m.insert(3, 5);
        m.insert(100, 100 + Marks::SHORT + 1);
        m.insert(70, 70);
        for x in [3, 4, 100, 100 + Marks::SHORT] {
            assert!(m.contains(x), "{x}");
        }
        for x in [2, 5, 70, 99, 101 + Marks::SHORT, 1 << 40] {
            assert!(!m.contains(x), "{x}");
        }
    }

    #[test]
    fn lythoff2_is_wythoff() {
        let p = p_positions(2, &Game::Lythoff, 8).unwrap();
        assert_eq!(
            p,
            [
                vec![0, 0],
                vec![1, 2],
                vec![3, 5],
                vec![4, 7],
                vec![6, 10],
                vec![8, 13],
                vec![9, 15],
                vec![11, 18]
            ]
        );
    }
}
