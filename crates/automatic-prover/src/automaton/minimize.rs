//! Minimization and the canonical numbering that makes language equality a table
//! comparison.
//!
//! Route: keep the *useful* states (reachable from the start and able to reach
//! acceptance); refine {accepting, rejecting} on the transitions between them only, by
//! Valmari's algorithm ([`crate::automaton::valmari`], `O(n + k + m log m)` for `m` live transitions,
//! which in the procedure's products are one or two in a hundred of the `n k` table
//! entries); every other reachable state is the one dead class. Build the quotient and
//! renumber its states breadth first from the start, letters in increasing order (cost
//! `O(n k)` to read the table, `O(classes k)` to write the result). Two minimal automata of
//! one language are then *identical* ([`canonical`] + `==`), so [`same_language`] is exact.
//!
//! The twins, for the tests: [`minimize_hopcroft`], Hopcroft's refinement on the dense
//! table (`O(k n log n)`: every letter of every block, dead transitions included), and
//! [`moore`], Moore's round-by-round refinement by signatures (quadratic). Each is written
//! separately; all three give identical results.

use crate::automaton::dfa::Dfa;
use crate::automaton::valmari::{Transitions, coarsest_partition};
use std::collections::HashMap;

/// The minimal complete automaton of the same language, canonically numbered.
pub fn minimize(d: &Dfa) -> Dfa {
    let n = d.states();
    let k = d.letters();
    let (reach, useful) = d.reachable_and_useful();
    let (idx, kept, tr) = Transitions::among_useful(&useful, k, |s| {
        d.row(s).iter().enumerate().map(|(a, &t)| (a as u32, t))
    });
    let accept: Vec<bool> = kept.iter().map(|&s| d.is_accepting(s)).collect();
    let (block, blocks) = coarsest_partition(kept.len(), &accept, &tr);
    // Useful states by block; the other reachable states are dead; the unreachable ones get
    // a class of their own that the quotient never reaches.
    let dead = blocks as u32;
    let class: Vec<u32> = (0..n)
        .map(|s| match (reach[s], idx[s]) {
            (false, _) => dead + 1,
            (true, u32::MAX) => dead,
            (true, i) => block[i as usize],
        })
        .collect();
    quotient(d, &class)
}

/// The twin of [`minimize`] on the dense table: drop unreachable states, then Hopcroft's
/// algorithm (the worklist holds (block, letter) splitters; after a split, the smaller half
/// is enough unless the block was already waiting), then the same canonical quotient.
pub fn minimize_hopcroft(d: &Dfa) -> Dfa {
    let (d, _) = reachable_part(d);
    let blocks = hopcroft(&d);
    quotient(&d, &blocks)
}

/// Whether two automata over the same alphabet accept the same language.
pub fn same_language(a: &Dfa, b: &Dfa) -> bool {
    a.radices() == b.radices() && minimize(a) == minimize(b)
}

/// The canonical form of an automaton that is already minimal (renumbered breadth first).
pub fn canonical(d: &Dfa) -> Dfa {
    let classes: Vec<u32> = (0..d.states() as u32).collect();
    quotient(d, &classes)
}

/// The reachable part, renumbered (and the old id of each new state).
fn reachable_part(d: &Dfa) -> (Dfa, Vec<u32>) {
    let seen = d.reachable();
    if seen.iter().all(|&s| s) {
        return (d.clone(), (0..d.states() as u32).collect());
    }
    let mut new_id = vec![u32::MAX; d.states()];
    let mut old = Vec::new();
    for (s, &r) in seen.iter().enumerate() {
        if r {
            new_id[s] = old.len() as u32;
            old.push(s as u32);
        }
    }
    let k = d.letters();
    let mut trans = Vec::with_capacity(old.len() * k);
    for &s in &old {
        for a in 0..k {
            trans.push(new_id[d.next(s, a) as usize]);
        }
    }
    let accept = old.iter().map(|&s| d.is_accepting(s)).collect();
    let dfa = Dfa::from_parts(
        d.radices().to_vec(),
        trans,
        accept,
        new_id[d.start() as usize],
    );
    (dfa, old)
}

/// Hopcroft's algorithm: the block of every state of the coarsest partition that
/// respects acceptance and the transitions.
fn hopcroft(d: &Dfa) -> Vec<u32> {
    let n = d.states();
    let k = d.letters();
    // Inverse transitions, per letter, in compressed rows.
    let mut inv_off = vec![0u32; k * (n + 1) + 1];
    for s in 0..n {
        for a in 0..k {
            let t = d.next(s as u32, a) as usize;
            inv_off[a * (n + 1) + t + 1] += 1;
        }
    }
    for i in 1..inv_off.len() {
        inv_off[i] += inv_off[i - 1];
    }
    let mut fill = inv_off.clone();
    let mut inv = vec![0u32; n * k];
    for s in 0..n {
        for a in 0..k {
            let t = d.next(s as u32, a) as usize;
            let slot = &mut fill[a * (n + 1) + t];
            inv[*slot as usize] = s as u32;
            *slot += 1;
        }
    }

    // The partition: elems is a permutation of the states, each block a range of it.
    let mut elems: Vec<u32> = Vec::with_capacity(n);
    elems.extend((0..n as u32).filter(|&s| d.is_accepting(s)));
    let n_acc = elems.len();
    elems.extend((0..n as u32).filter(|&s| !d.is_accepting(s)));
    let mut pos = vec![0u32; n];
    for (i, &s) in elems.iter().enumerate() {
        pos[s as usize] = i as u32;
    }
    let mut first: Vec<u32> = Vec::new();
    let mut end: Vec<u32> = Vec::new();
    let mut blk = vec![0u32; n];
    for (lo, hi) in [(0, n_acc), (n_acc, n)] {
        if lo < hi {
            let b = first.len() as u32;
            first.push(lo as u32);
            end.push(hi as u32);
            for &s in &elems[lo..hi] {
                blk[s as usize] = b;
            }
        }
    }
    let mut mid = first.clone();
    let mut waiting: Vec<(u32, u32)> = Vec::new();
    let mut in_w: Vec<bool> = vec![false; first.len() * k];
    if first.len() == 2 {
        let small = if end[0] - first[0] <= end[1] - first[1] {
            0
        } else {
            1
        };
        for a in 0..k {
            waiting.push((small, a as u32));
            in_w[small as usize * k + a] = true;
        }
    }
    let mut splitter: Vec<u32> = Vec::new();
    let mut touched: Vec<u32> = Vec::new();
    while let Some((b, a)) = waiting.pop() {
        in_w[b as usize * k + a as usize] = false;
        splitter.clear();
        splitter.extend_from_slice(&elems[first[b as usize] as usize..end[b as usize] as usize]);
        touched.clear();
        let row = a as usize * (n + 1);
        for &q in &splitter {
            let lo = inv_off[row + q as usize] as usize;
            let hi = inv_off[row + q as usize + 1] as usize;
            for &p in &inv[lo..hi] {
                let bp = blk[p as usize] as usize;
                let i = pos[p as usize];
                if i >= mid[bp] {
                    // Mark p: swap it to the marked prefix of its block.
                    let j = mid[bp];
                    let other = elems[j as usize];
                    elems.swap(i as usize, j as usize);
                    pos[other as usize] = i;
                    pos[p as usize] = j;
                    mid[bp] += 1;
                    if mid[bp] == first[bp] + 1 {
                        touched.push(bp as u32);
                    }
                }
            }
        }
        for &y in &touched {
            let y = y as usize;
            if mid[y] == end[y] {
                mid[y] = first[y];
                continue;
            }
            // Split: the marked prefix becomes a new block.
            let nb = first.len();
            first.push(first[y]);
            end.push(mid[y]);
            mid.push(first[y]);
            let split = mid[y];
            first[y] = split;
            mid[y] = split;
            for &s in &elems[first[nb] as usize..end[nb] as usize] {
                blk[s as usize] = nb as u32;
            }
            in_w.resize(first.len() * k, false);
            let size_y = end[y] - first[y];
            let size_n = end[nb] - first[nb];
            for c in 0..k {
                if in_w[y * k + c] {
                    waiting.push((nb as u32, c as u32));
                    in_w[nb * k + c] = true;
                } else {
                    let pick = if size_n <= size_y { nb } else { y };
                    waiting.push((pick as u32, c as u32));
                    in_w[pick * k + c] = true;
                }
            }
        }
    }
    blk
}

/// The quotient by a partition (class of each state), renumbered breadth first from the
/// start, letters in increasing order.
fn quotient(d: &Dfa, class: &[u32]) -> Dfa {
    let k = d.letters();
    let classes = class.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
    // A representative state of each class.
    let mut rep = vec![u32::MAX; classes];
    for (s, &c) in class.iter().enumerate() {
        if rep[c as usize] == u32::MAX {
            rep[c as usize] = s as u32;
        }
    }
    // Breadth first from the start class, each class's row written as it is reached.
    let mut new_id = vec![u32::MAX; classes];
    let mut order: Vec<u32> = Vec::new();
    let start_class = class[d.start() as usize];
    new_id[start_class as usize] = 0;
    order.push(start_class);
    let mut trans: Vec<u32> = Vec::new();
    let mut accept = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let r = rep[order[i] as usize];
        trans.reserve(k);
        for &t in d.row(r) {
            let c = class[t as usize] as usize;
            if new_id[c] == u32::MAX {
                new_id[c] = order.len() as u32;
                order.push(c as u32);
            }
            trans.push(new_id[c]);
        }
        accept.push(d.is_accepting(r));
        i += 1;
    }
    Dfa::from_parts_trusted(d.radices().to_vec(), trans, accept, 0)
}

/// Moore's algorithm (the twin of [`minimize`]): refine by the signature (own class, classes
/// of the successors) until the number of classes stops growing. Quadratic; for tests.
pub fn moore(d: &Dfa) -> Dfa {
    let (d, _) = reachable_part(d);
    let n = d.states();
    let k = d.letters();
    let mut class: Vec<u32> = (0..n as u32)
        .map(|s| u32::from(d.is_accepting(s)))
        .collect();
    let mut count = class.iter().collect::<std::collections::HashSet<_>>().len();
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = vec![0u32; n];
        for s in 0..n {
            let mut sig = Vec::with_capacity(k + 1);
            sig.push(class[s]);
            sig.extend((0..k).map(|a| class[d.next(s as u32, a) as usize]));
            let fresh = ids.len() as u32;
            next[s] = *ids.entry(sig).or_insert(fresh);
        }
        let new_count = ids.len();
        class = next;
        if new_count == count {
            break;
        }
        count = new_count;
    }
    quotient(&d, &class)
}
