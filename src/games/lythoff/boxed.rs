//! A third solver for Lythoff(K) and Lythoff(K_f), literal and independent of Lemmas 1-2:
//! every sorted K-tuple of the box `[0, m]^K`, in lexicographic order, is labelled P iff
//! no legal move (Definition 1 searched over every bijection of piles, or Definition 7)
//! leads to a P-position of the box found before it. Nothing is skipped.
//!
//! # What it decides exactly
//! Moves go to lexicographically smaller positions but may make piles grow, so a position
//! of the box may move to a P-position outside it. The box labelling is therefore exact for
//! the positions `A ≺ T`, where `T` is the first P-position with an entry above `m`: every
//! P-position `≺ A` then lies in the box. [`compare`] takes the lexicographic search's list
//! (`pruned_search::p_positions`), finds its first entry `T` outside the box, and requires the two
//! lists to be equal below `T`. If the search is right, the box solver is exact there and
//! they agree. If the search wrongly skips a P-position `X ≺ T`, the first such `X` has all
//! its P-predecessors in the box, the box solver finds it, and the lists differ.
//!
//! Cost: `C(m+K, K)` positions, each checked against the P-positions found so far with `K!`
//! bijections: K = 3, m = 150 is about 6*10^5 positions (under a second in release).

use super::legal::{legal_def7, lex_less};
use super::pruned_search::Game;

/// Every permutation of `0..k`, in lexicographic order.
fn permutations(k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut p: Vec<usize> = (0..k).collect();
    loop {
        out.push(p.clone());
        // Next permutation (lexicographic).
        let Some(i) = (0..k.saturating_sub(1)).rev().find(|&i| p[i] < p[i + 1]) else {
            return out;
        };
        let j = (i + 1..k).rev().find(|&j| p[j] > p[i]).unwrap_or(i);
        p.swap(i, j);
        p[i + 1..].reverse();
    }
}

/// Definition 1, written afresh: some bijection of piles whose non-zero removals take at
/// most K-1 distinct values, and `b ≺ a`.
fn legal_def1(a: &[u64], b: &[u64], perms: &[Vec<usize>]) -> bool {
    if !lex_less(b, a) {
        return false;
    }
    let k = a.len();
    let mut removals = [0i64; 16];
    perms.iter().any(|sigma| {
        let mut distinct = 0;
        for i in 0..k {
            let r = a[i] as i64 - b[sigma[i]] as i64;
            if r != 0 && !removals[..distinct].contains(&r) {
                removals[distinct] = r;
                distinct += 1;
            }
        }
        distinct < k
    })
}

/// The P-positions of the box `[0, m]^K` by the literal labelling (exact below the first
/// P-position outside the box; see the module doc). `k` is 2..=8.
pub fn p_positions(k: usize, game: &Game, m: u64) -> Result<Vec<Vec<u64>>, String> {
    if !(2..=8).contains(&k) {
        return Err(format!("K = {k}: the literal box solver takes 2 <= K <= 8"));
    }
    let perms = permutations(k);
    let mut found: Vec<(Vec<u64>, u64)> = Vec::new();
    let mut a = vec![0u64; k];
    loop {
        let mut p = true;
        for (b, fb) in &found {
            let legal = match game {
                Game::Lythoff => legal_def1(&a, b, &perms),
                Game::Variable(_) => legal_def7(&a, b, *fb),
            };
            if legal {
                p = false;
                break;
            }
        }
        if p {
            let fa = match game {
                Game::Lythoff => 1,
                Game::Variable(f) => f(&a)?,
            };
            found.push((a.clone(), fa));
        }
        // The next sorted tuple in lexicographic order.
        let Some(i) = (0..k).rev().find(|&i| a[i] < m) else {
            break;
        };
        let v = a[i] + 1;
        for x in &mut a[i..] {
            *x = v;
        }
    }
    Ok(found.into_iter().map(|(a, _)| a).collect())
}

/// Compare the search's P-positions with the box's below the search's first position with
/// an entry above `m`: `Ok(count compared)` or the first difference. Errors also if the
/// search list never leaves the box (then the range checked is not known to be exact:
/// give a longer list).
pub fn compare(search: &[Vec<u64>], boxed: &[Vec<u64>], m: u64) -> Result<usize, String> {
    let Some(t) = search.iter().position(|p| p.iter().any(|&x| x > m)) else {
        return Err(format!(
            "all {} positions of the search lie in the box [0, {m}]: give more positions",
            search.len()
        ));
    };
    let below: Vec<&Vec<u64>> = boxed.iter().filter(|p| lex_less(p, &search[t])).collect();
    for (i, p) in search[..t].iter().enumerate() {
        match below.get(i) {
            Some(q) if *q == p => {}
            other => {
                return Err(format!(
                    "n = {i}: search {p:?}, literal box solver {:?}",
                    other.map(|q| q.as_slice())
                ));
            }
        }
    }
    if below.len() > t {
        return Err(format!(
            "n = {t}: search {:?}, literal box solver {:?}",
            search[t], below[t]
        ));
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lythoff::legal;
    use crate::games::lythoff::pruned_search as rules;

    #[test]
    fn permutations_are_all_distinct() {
        for k in 1..=5 {
            let p = permutations(k);
            let n: usize = (1..=k).product();
            assert_eq!(p.len(), n);
            let mut s = p.clone();
            s.sort();
            s.dedup();
            assert_eq!(s.len(), n);
        }
    }

    #[test]
    fn definition_1_agrees_with_the_other_writing() {
        let perms = permutations(3);
        let box3 = rules::sorted_box(3, 7);
        for a in &box3 {
            for b in &box3 {
                assert_eq!(
                    legal_def1(a, b, &perms),
                    legal::legal_def1(a, b),
                    "{a:?} {b:?}"
                );
            }
        }
    }

    #[test]
    fn the_box_agrees_with_the_search_below_its_first_exit() {
        for (k, m, least) in [(2, 60, 20), (3, 60, 10), (4, 40, 5)] {
            let boxed = p_positions(k, &Game::Lythoff, m).unwrap_or_default();
            let search = rules::p_positions(k, &Game::Lythoff, 60).unwrap_or_default();
            let n = compare(&search, &boxed, m).unwrap_or(0);
            assert!(n >= least, "K = {k}: {n} compared");
        }
    }

    #[test]
    fn a_list_missing_a_position_is_caught() {
        let boxed = p_positions(3, &Game::Lythoff, 40).unwrap_or_default();
        let mut search = rules::p_positions(3, &Game::Lythoff, 60).unwrap_or_default();
        search.remove(3);
        assert!(compare(&search, &boxed, 40).is_err());
        assert!(
            compare(&search[..2], &boxed, 40).is_err(),
            "a list inside the box"
        );
    }
}
