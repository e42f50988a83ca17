//! The checks a file-defined system passes before it is used (the module doc of
//! [`crate::numeration::custom_base`] lists them): the induction by automata that the
//! adder adds ranks, and every pair of short valid words summed by the adder and compared
//! with the sum of their ranks. Route: products and projections on up to four inputs, then
//! the adder run pair by pair. Cost: `r^4` letters for the automata, `O(N^2)` adder runs
//! for the `N <=` [`MAX_CHECKED_WORDS`] words of the checked length.

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::minimize::minimize;
use crate::automaton::ops::{product, project, retrack};
use crate::numeration::custom_base::ranks::count_words;
use crate::numeration::custom_base::{FileBase, MAX_CHECKED_WORDS};

/// The number of digits up to which the adder is checked pair by pair: the longest length
/// with at most [`MAX_CHECKED_WORDS`] valid words (at most 12).
pub fn checked_length(valid_msd: &Dfa) -> usize {
    let mut len = 0;
    while len < 12 && count_words(valid_msd, len + 1) <= MAX_CHECKED_WORDS {
        len += 1;
    }
    len
}

impl FileBase {
    /// The proof, by automata, that the adder adds ranks (Walnut's own test of a number
    /// system): with `<` the lexicographic order of valid words (padded to one length) and
    /// `S(y, u)` "u follows y", `x + 0 = x` and `x + y = z & S(y, u) => E v, x + u = v &
    /// S(z, v)`; and the adder's order (`x + z = y` for some `z != 0`) is `<`. Together
    /// with the adder being a total function this is induction on `y`: `x + y = z` iff the
    /// rank of `z` is the sum of the ranks of `x` and `y`.
    pub(super) fn check_induction(&self, budget: &Budget) -> Result<(), Result<String, Overflow>> {
        let r = self.radix;
        let and = |a: &Dfa, b: &Dfa| product(a, b, |x, y| x && y, budget).map(|d| minimize(&d));
        let empty_diff =
            |a: &Dfa, b: &Dfa| product(a, b, |x, y| x && !y, budget).map(|d| d.is_empty());
        let on = |d: &Dfa, tracks: usize, map: &[usize]| retrack(d, &vec![r; tracks], map, budget);
        let r2 = vec![r; 2];
        // Lexicographically less, on valid pairs: state 0 equal so far, 1 less.
        let lex = Dfa::explore(
            r2.clone(),
            0u8,
            |&s, l| {
                let d = decode_letter(&r2, l);
                match s {
                    0 if d[0] == d[1] => Some(0),
                    0 if d[0] < d[1] => Some(1),
                    0 => None,
                    _ => Some(1),
                }
            },
            |&s| s == 1,
            budget,
            "custom base",
        )
        .map_err(Err)?;
        let lt = and(
            &and(&lex, &on(&self.valid_msd, 2, &[0]).map_err(Err)?).map_err(Err)?,
            &on(&self.valid_msd, 2, &[1]).map_err(Err)?,
        )
        .map_err(Err)?;
        // The adder's order: x + z = y with z != 0, tracks (x, y, z), z projected away.
        let r3 = vec![r; 3];
        let nonzero = Dfa::explore(
            r3.clone(),
            false,
            |&seen, l| Some(seen || decode_letter(&r3, l)[2] != 0),
            |&seen| seen,
            budget,
            "custom base",
        )
        .map_err(Err)?;
        let plus = and(&on(&self.adder_msd, 3, &[0, 2, 1]).map_err(Err)?, &nonzero).map_err(Err)?;
        let adder_lt = minimize(&project(&plus, 2, true, budget).map_err(Err)?);
        if !empty_diff(&adder_lt, &lt).map_err(Err)? || !empty_diff(&lt, &adder_lt).map_err(Err)? {
            return Err(Ok(
                "the adder's order (x < y iff x + z = y for some z != 0) is not the lexicographic order of valid words".into(),
            ));
        }
        // S(y, u): y < u and no w between, tracks (y, u, w).
        let between = and(
            &on(&lt, 3, &[0, 2]).map_err(Err)?,
            &on(&lt, 3, &[2, 1]).map_err(Err)?,
        )
        .map_err(Err)?;
        let between = minimize(&project(&between, 2, true, budget).map_err(Err)?);
        let succ = minimize(&product(&lt, &between, |x, y| x && !y, budget).map_err(Err)?);
        // x + 0 = x: tracks (x, y, z) with y = 0 and z = x, x valid.
        let base = Dfa::explore(
            r3.clone(),
            (),
            |_, l| {
                let d = decode_letter(&r3, l);
                (d[1] == 0 && d[0] == d[2]).then_some(())
            },
            |_| true,
            budget,
            "custom base",
        )
        .map_err(Err)?;
        let base = and(&base, &on(&self.valid_msd, 3, &[0]).map_err(Err)?).map_err(Err)?;
        if !empty_diff(&base, &self.adder_msd).map_err(Err)? {
            return Err(Ok(
                "the adder does not give x + 0 = x for every valid x".into()
            ));
        }
        // H(x, u, z) = E v, x + u = v & S(z, v): tracks (x, u, z, v), v projected away.
        let h = and(
            &on(&self.adder_msd, 4, &[0, 1, 3]).map_err(Err)?,
            &on(&succ, 4, &[2, 3]).map_err(Err)?,
        )
        .map_err(Err)?;
        let h = minimize(&project(&h, 3, true, budget).map_err(Err)?);
        // x + y = z & S(y, u) => H(x, u, z), on tracks (x, y, z, u).
        let step = and(
            &on(&self.adder_msd, 4, &[0, 1, 2]).map_err(Err)?,
            &on(&succ, 4, &[1, 3]).map_err(Err)?,
        )
        .map_err(Err)?;
        if !empty_diff(&step, &on(&h, 4, &[0, 3, 2]).map_err(Err)?).map_err(Err)? {
            return Err(Ok(
                "the adder fails the induction step: x + y = z does not give x + (y+1) = z+1 (y+1 the next valid word)".into(),
            ));
        }
        Ok(())
    }

    /// Every pair of valid words of up to [`checked_length`] digits: the adder's sum is the
    /// word whose rank is the sum of the ranks.
    pub(super) fn check_small_sums(&self) -> Result<(), String> {
        let len = checked_length(&self.valid_msd);
        let total = count_words(&self.valid_msd, len);
        let words: Vec<Vec<u32>> = (0..total).filter_map(|n| self.unrank(n, len)).collect();
        for (i, x) in words.iter().enumerate() {
            for (j, y) in words.iter().enumerate() {
                let sum = (i + j) as u128;
                let z = self
                    .sum(x, y)
                    .ok_or_else(|| format!("the adder gives no sum of ranks {i} and {j}"))?;
                if self.rank(&z) != Some(sum) {
                    return Err(format!(
                        "the adder's sum of the words of ranks {i} and {j} is not the word of rank {sum} (words in lexicographic order)"
                    ));
                }
            }
        }
        Ok(())
    }
}
