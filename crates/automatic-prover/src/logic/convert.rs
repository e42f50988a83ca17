//! A word read in another base of the same root (Walnut's `convert`): from `msd_b` or
//! `lsd_b` to `msd_t` or `lsd_t` with b = r^i and t = r^j.
//!
//! Route, as Walnut's: to `lsd_b` (reversal), ungrouped to `lsd_r` (a state keeps the
//! digits of the base-b digit being read, at most i - 1 of them, and outputs the value the
//! word would have if the remaining digits were 0), to `msd_r` (reversal), grouped to
//! `msd_t` (a base-t digit runs its j base-r digits), then to the target direction. Only
//! the steps needed are run. Cost: the reversals' subset constructions, plus
//! `O(n * r^i)` states for the ungrouping and `n * t` transitions for the grouping.
//!
//! A word of several indices is refused (Walnut converts an automaton of one input only).

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::logic::EvalError;
use crate::logic::words::{MultiWord, Word, flipped};
use crate::numeration::{System, numeration};

/// The smallest r with base = r^e, and e.
fn root(base: u32) -> (u32, u32) {
    for r in 2..=base {
        let (mut p, mut e) = (r, 1);
        while p < base {
            p *= r;
            e += 1;
        }
        if p == base {
            return (r, e);
        }
    }
    (base, 1)
}

/// The word of one index `w` (named `name`) as a [`Word`]; a word of several indices is
/// refused, as Walnut refuses to convert an automaton of more than one input (the bases of
/// its inputs would all change at once).
pub fn one_index(w: MultiWord, name: &str) -> Result<Word, EvalError> {
    match <[_; 1]>::try_from(w.nums) {
        Ok([num]) => Ok(Word {
            num,
            dfa: w.dfa,
            out: w.out,
        }),
        Err(nums) => Err(EvalError::plain(format!(
            "{name} is a word of {} indices; convert reads a word of one index (as Walnut)",
            nums.len()
        ))),
    }
}

/// `w` read in `target` (`msd_t` or `lsd_t`).
pub fn convert(w: &Word, target: &str, budget: &Budget) -> Result<Word, EvalError> {
    let to = numeration(target).map_err(EvalError::plain)?;
    let (System::Base(b), System::Base(t)) = (w.num.system, to.system) else {
        return Err(EvalError::plain(format!(
            "convert reads base-k systems only ({} to {})",
            w.num.name, to.name
        )));
    };
    if b == t {
        if w.num.msd == to.msd {
            return Err(EvalError::plain(format!(
                "the word is already read in {}",
                to.name
            )));
        }
        return w.reversed(to, budget);
    }
    let ((r, i), (r2, j)) = (root(b), root(t));
    if r != r2 {
        return Err(EvalError::plain(format!(
            "{b} and {t} are not powers of one integer k (convert needs k^i and k^j)"
        )));
    }
    let mut cur = w.clone();
    if i > 1 {
        if cur.num.msd {
            cur = cur.reversed(flipped(&cur.num)?, budget)?;
        }
        cur = ungroup_lsd(&cur, r, i, budget)?;
    }
    if j > 1 {
        if !cur.num.msd {
            cur = cur.reversed(flipped(&cur.num)?, budget)?;
        }
        cur = group_msd(&cur, r, j, budget)?;
    }
    if cur.num.msd != to.msd {
        cur = cur.reversed(flipped(&cur.num)?, budget)?;
    }
    Ok(cur)
}

/// An `lsd_{r^i}` word read in `lsd_r`.
fn ungroup_lsd(w: &Word, r: u32, i: u32, budget: &Budget) -> Result<Word, EvalError> {
    let num = numeration(&format!("lsd_{r}")).map_err(EvalError::plain)?;
    let mut out = Vec::new();
    let dfa = Dfa::explore(
        vec![r],
        (w.dfa.start(), 0u32, 0usize, 1usize),
        |&(q, c, v, weight), d| {
            let v = v + d * weight;
            Some(if c + 1 == i {
                (w.dfa.next(q, v), 0, 0, 1)
            } else {
                (q, c + 1, v, weight * r as usize)
            })
        },
        |&(q, c, v, _)| {
            let s = if c == 0 { q } else { w.dfa.next(q, v) };
            out.push(w.out[s as usize]);
            false
        },
        budget,
        "convert",
    )?;
    out.truncate(dfa.states());
    Ok(Word { num, dfa, out })
}

/// An `msd_r` word read in `msd_{r^j}`.
fn group_msd(w: &Word, r: u32, j: u32, budget: &Budget) -> Result<Word, EvalError> {
    let t = r.pow(j);
    let num = numeration(&format!("msd_{t}")).map_err(EvalError::plain)?;
    let mut out = Vec::new();
    let dfa = Dfa::explore(
        vec![t],
        w.dfa.start(),
        |&q, big| {
            let mut s = q;
            for m in (0..j).rev() {
                let d = (big as u32 / r.pow(m)) % r;
                s = w.dfa.next(s, d as usize);
            }
            Some(s)
        },
        |&q| {
            out.push(w.out[q as usize]);
            false
        },
        budget,
        "convert",
    )?;
    out.truncate(dfa.states());
    Ok(Word { num, dfa, out })
}

#[cfg(test)]
mod tests {
    use crate::logic::convert::*;
    use crate::logic::words::builtin;

    #[test]
    fn roots() {
        assert_eq!(root(2), (2, 1));
        assert_eq!(root(8), (2, 3));
        assert_eq!(root(9), (3, 2));
        assert_eq!(root(12), (12, 1));
        assert_eq!(root(64), (2, 6));
    }

    #[test]
    fn thue_morse_in_every_power_of_two_and_back() {
        let b = Budget::default();
        let t = builtin("T").unwrap().unwrap();
        for target in ["msd_4", "lsd_4", "msd_8", "lsd_2", "lsd_32"] {
            let c = convert(&t, target, &b).unwrap();
            assert_eq!(c.num.name, target);
            for n in 0..2000u64 {
                assert_eq!(c.at(n), (n.count_ones() % 2) as i64, "{target} at {n}");
            }
            // From the converted word to another base of the root.
            let d = convert(&c, "msd_16", &b).unwrap();
            for n in 0..2000u64 {
                assert_eq!(
                    d.at(n),
                    (n.count_ones() % 2) as i64,
                    "{target} -> msd_16 at {n}"
                );
            }
        }
        assert_eq!(
            convert(&t, "msd_3", &b).unwrap_err().message,
            "2 and 3 are not powers of one integer k (convert needs k^i and k^j)"
        );
        assert_eq!(
            convert(&t, "msd_2", &b).unwrap_err().message,
            "the word is already read in msd_2"
        );
    }
}
