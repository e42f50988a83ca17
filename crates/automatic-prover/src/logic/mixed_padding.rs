//! Whether an automaton over tracks of both reading directions (msd and lsd tracks, as
//! `reg m msd_2 lsd_2 "..."` or `def d "x = 1 & ?lsd_2 y = 2"` make) is closed under
//! padding: every word accepted or rejected together with its padded form, whose msd tracks
//! have one more leading zero and whose lsd tracks one more trailing zero (the same tuple of
//! numbers, one letter longer).
//!
//! A formula's automaton is closed (the module doc of [`auto`](crate::logic::auto)); a
//! `reg` or a language command's result may not be, and then no regular closure exists in
//! general (`[1,1]*` over msd_2 and lsd_2 is the pairs (2^n - 1, 2^n - 1) written at
//! length n; at every greater length the msd track's ones move right and the lsd track's
//! stay left, and the words of all the paddings need as many `[0,1]` as `[1,0]`), so such
//! an automaton is refused in a formula ([`Definitions`](crate::logic::definitions)).
//!
//! Route: one walk over the triples (state on `w`, state on the padded word, the msd
//! tracks' digits of the last letter, which the padded word reads one letter later); the
//! automaton is closed iff at every reachable triple, ending the word there and ending the
//! padded one with its last letter (the delayed msd digits, zero lsd digits) agree. By
//! induction one padding step suffices. Cost: at most states^2 * (msd letters) triples,
//! stopped at `limit`.

use crate::automaton::dfa::{Dfa, decode_letter, encode_letter};
use std::collections::HashSet;

/// Whether `d`, whose track `i` is read msd iff `msd[i]`, accepts each word iff it
/// accepts the word padded once; `None` when more than `limit` triples were needed.
pub fn closed(d: &Dfa, msd: &[bool], limit: usize) -> Option<bool> {
    let radices = d.radices().to_vec();
    // The padded letter read after `carry` (the previous letter's msd digits) with the
    // lsd digits of `letter` (or zeros at the end).
    let padded = |carry: &[u32], lsd: Option<&[u32]>| -> usize {
        let digits: Vec<u32> = (0..radices.len())
            .map(|i| {
                if msd[i] {
                    carry[i]
                } else {
                    lsd.map_or(0, |l| l[i])
                }
            })
            .collect();
        encode_letter(&radices, &digits)
    };
    let start = (d.start(), d.start(), vec![0u32; radices.len()]);
    let mut seen: HashSet<(u32, u32, Vec<u32>)> = HashSet::from([start.clone()]);
    let mut todo = vec![start];
    while let Some((p, q, carry)) = todo.pop() {
        if d.is_accepting(p) != d.is_accepting(d.next(q, padded(&carry, None))) {
            return Some(false);
        }
        for letter in 0..d.letters() {
            let digits = decode_letter(&radices, letter);
            let next_q = d.next(q, padded(&carry, Some(&digits)));
            let next_carry: Vec<u32> = (0..radices.len())
                .map(|i| if msd[i] { digits[i] } else { 0 })
                .collect();
            let t = (d.next(p, letter), next_q, next_carry);
            if seen.insert(t.clone()) {
                if seen.len() > limit {
                    return None;
                }
                todo.push(t);
            }
        }
    }
    Some(true)
}
