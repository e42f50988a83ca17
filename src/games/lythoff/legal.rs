//! Move legality in Lythoff(K) and its variants.
//!
//! Definition 1 (literal): from `A` choose a set `S` of `K-1` integers; each pile is left
//! alone or loses some `x in S` (`x <= a_i`; negative `x` adds tokens); the result, sorted,
//! is `B`, and the move is legal iff `B ≺ A` (lexicographic). Since piles are rearranged,
//! a move is "pile `i` of A becomes pile `σ(i)` of B" for a bijection `σ`, removing
//! `r_i = a_i - b_σ(i)`; an `S` exists iff the non-zero removals take at most `K-1`
//! distinct values. [`legal_def1`] searches every bijection for such an `S` and returns it.

/// Lexicographic `b ≺ a`.
pub fn lex_less(b: &[u64], a: &[u64]) -> bool {
    b < a
}

/// `D(A) = {a_j - a_i : i < j}` (with repetitions removed), sorted.
pub fn diff_set(a: &[u64]) -> Vec<u64> {
    let mut d: Vec<u64> = (0..a.len())
        .flat_map(|i| (i + 1..a.len()).map(move |j| a[j] - a[i]))
        .collect();
    d.sort_unstable();
    d.dedup();
    d
}

/// Every permutation of `0..k` (Heap's algorithm).
fn permutations(k: usize) -> Vec<Vec<usize>> {
    let mut p: Vec<usize> = (0..k).collect();
    let mut out = vec![p.clone()];
    let mut c = vec![0usize; k];
    let mut i = 0;
    while i < k {
        if c[i] < i {
            if i % 2 == 0 {
                p.swap(0, i)
            } else {
                p.swap(c[i], i)
            }
            out.push(p.clone());
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    out
}

/// The set `S` of a legal Definition 1 move `a -> b` (the distinct non-zero removals,
/// padded to nothing: any `K-1` integers containing them will do), or `None`.
///
/// `no_increase` restricts to `x >= 0` (the paper's "alternate definition").
pub fn witness_def1(a: &[u64], b: &[u64], no_increase: bool) -> Option<Vec<i64>> {
    let k = a.len();
    if b.len() != k || !lex_less(b, a) {
        return None;
    }
    for sigma in permutations(k) {
        let removals: Vec<i64> = (0..k).map(|i| a[i] as i64 - b[sigma[i]] as i64).collect();
        if no_increase && removals.iter().any(|&r| r < 0) {
            continue;
        }
        let mut s: Vec<i64> = removals.into_iter().filter(|&r| r != 0).collect();
        s.sort_unstable();
        s.dedup();
        if s.len() < k {
            return Some(s);
        }
    }
    None
}

/// Definition 1: is `a -> b` a legal Lythoff(K) move?
pub fn legal_def1(a: &[u64], b: &[u64]) -> bool {
    witness_def1(a, b, false).is_some()
}

/// The "alternate definition" (no pile may grow).
pub fn legal_no_increase(a: &[u64], b: &[u64]) -> bool {
    witness_def1(a, b, true).is_some()
}

/// Whether the two sorted sets of entries share a value.
pub fn share_value(a: &[u64], b: &[u64]) -> bool {
    a.iter().any(|x| b.contains(x))
}

/// Definition 5: `B ≺ A` and (`A ∩ B ≠ ∅` or `D(A) ∩ D(B) ≠ ∅`).
pub fn legal_def5(a: &[u64], b: &[u64]) -> bool {
    lex_less(b, a) && (share_value(a, b) || diff_set(a).iter().any(|d| diff_set(b).contains(d)))
}

/// Definition 7 (Lythoff(K_f)): `B ≺ A` and (`A ∩ B ≠ ∅` or
/// `D(A) ∩ (D(B) + [0, f(B))) ≠ ∅`), with `fb = f(B) >= 1`.
pub fn legal_def7(a: &[u64], b: &[u64], fb: u64) -> bool {
    lex_less(b, a)
        && (share_value(a, b) || {
            let db = diff_set(b);
            diff_set(a)
                .iter()
                .any(|&x| db.iter().any(|&d| x >= d && x - d < fb))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_examples_of_section_2_1() {
        assert!(witness_def1(&[0, 0, 0], &[0, 0, 0], false).is_none());
        assert_eq!(
            witness_def1(&[0, 10, 30], &[0, 0, 0], false),
            Some(vec![10, 30])
        );
        assert!(legal_def1(&[0, 10, 30], &[0, 9, 50]));
        assert_eq!(
            witness_def1(&[10, 10, 20], &[0, 0, 0], false),
            Some(vec![10, 20])
        );
        assert!(!legal_def1(&[1, 2, 3], &[0, 0, 0]));
        assert_eq!(permutations(4).len(), 24);
    }
}
