//! Quantifiers on an automaton with named variables: `E var` projects the variable's track
//! away and fixes the padding of the tracks that remain, `A var` is `~E var ~`; a hook may
//! run before each projection (Walnut's `[export ...]` prefix).
//!
//! Tracks of both directions in one automaton (`a = 4 & ?lsd_fib 6 = c`): every atom reads
//! its variables in one system, so such a set is a finite union of products P(msd
//! variables) x Q(lsd variables), each factor closed under its own padding; products and
//! complements keep that, and so the answer does not depend on the padded length. A
//! quantifier projects a track and pads the tracks that remain; when they are all read in
//! one direction that is the usual zero fix (leading zero-tuples for msd, trailing for
//! lsd), whichever direction the projected track had. When both directions remain, a
//! padding would shift the msd tracks against the lsd ones; instead the word is split: at
//! the length |m| + |s| the lsd tracks' digits `s` come first (msd tracks still zero) and
//! the msd tracks' digits `m` last (lsd tracks already zero), so `(m, s)` is in the set iff
//! the automaton accepts `(0, s)(m, 0)`: the state `q` reached after `(0, s)` and the
//! states reached from `q` on `(m, 0)` decide ([`mixed_projection`]).
//!
//! Route: the subset construction (or Brzozowski's route, by the budget's route) with the
//! zero fix when every remaining track is numeric and read in one direction; a plain
//! subset construction when a set alphabet remains; the split above when both directions
//! remain. Cost: dominated by the subset construction, within the budget.

use crate::automaton::brzozowski::project_brzozowski;
use crate::automaton::dfa::{Dfa, decode_letter, letter_count};
use crate::automaton::limits::{Budget, Route};
use crate::automaton::minimize::minimize;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::padding;
use crate::numeration::Numeration;
use std::cell::RefCell;
use std::sync::Arc;

/// What runs before each projection of this thread (Walnut's `[export ...]` prefix writes
/// the automaton being projected): the automaton and the projected track.
pub type ProjectionHook = Box<dyn FnMut(&Auto, usize) -> Result<(), EvalError>>;

thread_local! {
    static HOOK: RefCell<Option<ProjectionHook>> = const { RefCell::new(None) };
}

/// Set (or, with `None`, clear) this thread's projection hook; returns the previous one.
pub fn set_projection_hook(hook: Option<ProjectionHook>) -> Option<ProjectionHook> {
    HOOK.with(|h| std::mem::replace(&mut *h.borrow_mut(), hook))
}

fn before_projection(a: &Auto, track: usize) -> Result<(), EvalError> {
    HOOK.with(|h| match h.borrow_mut().as_mut() {
        Some(f) => f(a, track),
        None => Ok(()),
    })
}

impl Auto {
    /// `E var`: project the variable's track away (no change when it is not free).
    pub fn exists(&self, var: &str, budget: &Budget) -> Result<Auto, EvalError> {
        let Some(t) = self.vars.iter().position(|v| v == var) else {
            return Ok(self.clone());
        };
        before_projection(self, t)?;
        let rest = self
            .nums
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != t)
            .map(|(_, n)| n);
        let d = if rest.clone().any(|n| n.is_letters()) {
            plain_projection(&self.dfa, t, budget)?
        } else {
            // The zero fix pads the tracks that remain: leading zeros when they are read
            // msd, trailing ones when lsd, whatever the direction of the projected track
            // (its digits are chosen freely at any length). Tracks left in both directions
            // take the split of the module doc ([`mixed_projection`]).
            let remaining: Vec<Arc<Numeration>> = rest.clone().cloned().collect();
            if check_direction(&remaining).is_err() {
                let msd: Vec<bool> = self.nums.iter().map(|n| n.msd).collect();
                let d = mixed_projection(&self.dfa, t, &msd, budget)?;
                let v = Auto::valid_dfa(&remaining, budget)?;
                let mut d = ops::product_sparse(&d, &v, |x, y| x && y, budget)?.minimize();
                if self.nums[t].is_letters() {
                    d = padding::numbers_from_letters(d, &remaining, || Ok(v.clone()), budget)?;
                }
                let mut vars = self.vars.clone();
                vars.remove(t);
                return Ok(Auto {
                    vars,
                    nums: remaining,
                    dfa: d,
                });
            }
            let msd = rest
                .filter_map(|n| n.direction())
                .next()
                .unwrap_or(self.nums[t].msd);
            let d = match budget.route {
                Route::Subsets => ops::project_sparse(&self.dfa, t, msd, budget)?.minimize(),
                Route::Brzozowski => project_brzozowski(&self.dfa, t, msd, budget)?,
            };
            // A set track projected away: the numbers left are read with any padding.
            if self.nums[t].is_letters() {
                let valid = || Auto::valid_dfa(&remaining, budget);
                padding::numbers_from_letters(d, &remaining, valid, budget)?
            } else {
                d
            }
        };
        let mut vars = self.vars.clone();
        let mut nums = self.nums.clone();
        vars.remove(t);
        nums.remove(t);
        Ok(Auto { vars, nums, dfa: d })
    }

    /// `A var`: `~E var ~`.
    pub fn forall(&self, var: &str, budget: &Budget) -> Result<Auto, EvalError> {
        if !self.vars.iter().any(|v| v == var) {
            return Ok(self.clone());
        }
        self.not(budget)?.exists(var, budget)?.not(budget)
    }
}

/// The projection of track `t` with no zero fix (a set alphabet remains: words, not
/// numbers): the subset construction over the other tracks' letters, minimized.
fn plain_projection(d: &Dfa, t: usize, budget: &Budget) -> Result<Dfa, EvalError> {
    let radices = d.radices().to_vec();
    let rest: Vec<u32> = radices
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != t)
        .map(|(_, &r)| r)
        .collect();
    let proj: Vec<usize> = (0..d.letters())
        .map(|l| {
            let mut digits = decode_letter(&radices, l);
            digits.remove(t);
            crate::automaton::dfa::encode_letter(&rest, &digits)
        })
        .collect();
    let live = d.productive();
    let start: Vec<u32> = [d.start()]
        .into_iter()
        .filter(|&s| live[s as usize])
        .collect();
    let sparse = ops::determinize_nfa(
        rest,
        d.states(),
        start,
        |s, out| {
            for (l, &p) in proj.iter().enumerate() {
                let n = d.next(s, l);
                if live[n as usize] {
                    out.push((p, n));
                }
            }
        },
        |s| d.is_accepting(s),
        budget,
    )?;
    Ok(sparse.minimize())
}

/// Whether all numeric tracks are read in one direction (a set alphabet's has none): the
/// error names two that are not, for the operations that need one direction.
pub fn check_direction(nums: &[Arc<Numeration>]) -> Result<(), EvalError> {
    let mut numeric = nums.iter().filter(|n| !n.is_letters());
    if let Some(f) = numeric.next()
        && let Some(o) = numeric.find(|n| n.msd != f.msd)
    {
        return Err(EvalError::plain(format!(
            "{} and {} (msd and lsd) on one automaton",
            f.name, o.name
        )));
    }
    Ok(())
}

/// `E` of track `t` of `d` when the tracks left are read in both directions (`msd[i]`:
/// track `i` is msd), by the split of the module doc: a deterministic automaton on the
/// tracks left whose state is the set of states of `d` reached after `(0, s)` (the lsd
/// tracks' digits read so far; the projected track's digits free there when it is lsd,
/// zero when msd) and the set of pairs `(q, p)`: `p` reached from `q` on `(m, 0)` (the
/// msd tracks' digits read so far; the projected track free there when it is msd, after
/// any leading zero-tuples; zero when lsd). It accepts iff some `q` reached on the lsd
/// side (with trailing zero-tuples when the projected track is lsd: its digits may run
/// longer) has a pair `(q, p)` with `p` accepting. Cost: a subset construction over pairs
/// of states, within the budget.
fn mixed_projection(d: &Dfa, t: usize, msd: &[bool], budget: &Budget) -> Result<Dfa, EvalError> {
    use std::collections::BTreeSet;
    let radices = d.radices().to_vec();
    let rt = radices[t];
    let t_msd = msd[t];
    let rest: Vec<usize> = (0..radices.len()).filter(|&i| i != t).collect();
    let rr: Vec<u32> = rest.iter().map(|&i| radices[i]).collect();
    // A letter of `d`: the digits of the tracks left read in direction `keep_msd`, zeros
    // on the others, `x` on track t.
    let letter = |digits: &[u32], keep_msd: bool, x: u32| -> usize {
        let mut full = vec![0u32; radices.len()];
        for (j, &i) in rest.iter().enumerate() {
            if msd[i] == keep_msd {
                full[i] = digits[j];
            }
        }
        full[t] = x;
        crate::automaton::dfa::encode_letter(&radices, &full)
    };
    let free = |digits: &[u32], keep_msd: bool, is_free: bool| -> Vec<usize> {
        if is_free {
            (0..rt).map(|x| letter(digits, keep_msd, x)).collect()
        } else {
            vec![letter(digits, keep_msd, 0)]
        }
    };
    let decoded: Vec<Vec<u32>> = (0..letter_count(&rr))
        .map(|l| decode_letter(&rr, l))
        .collect();
    let s_letters: Vec<Vec<usize>> = decoded.iter().map(|g| free(g, false, !t_msd)).collect();
    let m_letters: Vec<Vec<usize>> = decoded.iter().map(|g| free(g, true, t_msd)).collect();
    let zeros = free(&vec![0; rest.len()], true, true);
    let live = d.productive();
    // The states reached from `from` on zero-tuples of the tracks left, track t free.
    let closure = |from: &BTreeSet<u32>| -> BTreeSet<u32> {
        let mut seen = from.clone();
        let mut todo: Vec<u32> = from.iter().copied().collect();
        while let Some(s) = todo.pop() {
            for &z in &zeros {
                let n = d.next(s, z);
                if live[n as usize] && seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        seen
    };
    let mut pairs = Vec::new();
    for q in (0..d.states() as u32).filter(|&q| live[q as usize]) {
        let one = BTreeSet::from([q]);
        let reach = if t_msd { closure(&one) } else { one };
        pairs.extend(reach.into_iter().map(|p| (q, p)));
    }
    let start_s: Vec<u32> = [d.start()]
        .into_iter()
        .filter(|&s| live[s as usize])
        .collect();
    type Key = (Vec<u32>, Vec<(u32, u32)>);
    let r = Dfa::explore(
        rr.clone(),
        (start_s, pairs),
        |(ss, rel): &Key, l| {
            let mut s2: Vec<u32> = ss
                .iter()
                .flat_map(|&s| s_letters[l].iter().map(move |&a| d.next(s, a)))
                .filter(|&n| live[n as usize])
                .collect();
            s2.sort_unstable();
            s2.dedup();
            let mut r2: Vec<(u32, u32)> = rel
                .iter()
                .flat_map(|&(q, p)| m_letters[l].iter().map(move |&a| (q, d.next(p, a))))
                .filter(|&(_, n)| live[n as usize])
                .collect();
            r2.sort_unstable();
            r2.dedup();
            Some((s2, r2))
        },
        |(ss, rel): &Key| {
            let ss: BTreeSet<u32> = ss.iter().copied().collect();
            let ss = if t_msd { ss } else { closure(&ss) };
            rel.iter()
                .any(|&(q, p)| ss.contains(&q) && d.is_accepting(p))
        },
        budget,
        "E (msd and lsd tracks)",
    )?;
    Ok(minimize(&r))
}
