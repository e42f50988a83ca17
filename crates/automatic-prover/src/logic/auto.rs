//! An automaton with named variables: the value a formula evaluates to.
//!
//! Invariants kept by every function here: the variables are sorted by name (as strings,
//! Walnut's order for a `def`'s arguments) and distinct, one track each, each track read in
//! its own numeration system or a set alphabet (no direction), and the automaton is minimal
//! and accepts only valid representations, with any padding when the formula came from
//! arithmetic (a `reg` is taken literally). Padding a word to a greater length puts zeros
//! before an msd track's digits and after an lsd track's.
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
//! A variable met on a set alphabet's track and on a numeric track ([`unify`], Walnut's
//! rule): the alphabets must be equal (the set `{0, ..., r-1}` of a radix-`r` system) and
//! the track becomes numeric, the automaton that read it as letters intersected with the
//! system's valid representations. A quantifier fixes leading (msd) or trailing (lsd)
//! zeros only when every remaining track is numeric: with a set alphabet left, the
//! automaton is a language of words whose length matters, and the projection is plain.
//! When the last set track becomes numeric or is projected away, the automaton, now one of
//! numbers, is closed under padding as a definition is
//! ([`numbers_from_letters`](crate::logic::padding::numbers_from_letters)).

use crate::automaton::brzozowski::project_brzozowski;
use crate::automaton::dfa::{Dfa, decode_letter, letter_count};
use crate::automaton::limits::{Budget, Route};
use crate::automaton::minimize::minimize;
use crate::automaton::ops;
use crate::logic::EvalError;
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

/// An automaton over named variables.
#[derive(Debug, Clone)]
pub struct Auto {
    /// The free variables, sorted, one per track.
    pub vars: Vec<String>,
    /// The numeration system of each track.
    pub nums: Vec<Arc<Numeration>>,
    /// The automaton (minimal).
    pub dfa: Dfa,
}

/// Two automata on the union of their variables: the variables, their systems, both DFAs.
type Aligned = (Vec<String>, Vec<Arc<Numeration>>, Dfa, Dfa);

fn radices(nums: &[Arc<Numeration>]) -> Vec<u32> {
    nums.iter().map(|n| n.radix).collect()
}

fn same_system(a: &Numeration, b: &Numeration) -> bool {
    a.same_as(b)
}

/// The track of a variable read on tracks `a` and `b` (Walnut's rule): one system, or a set
/// alphabet and a system with the same letters (the system wins), or two equal sets.
fn unify(v: &str, a: &Arc<Numeration>, b: &Arc<Numeration>) -> Result<Arc<Numeration>, EvalError> {
    if same_system(a, b) {
        return Ok(a.clone());
    }
    match (a.is_letters(), b.is_letters()) {
        (false, false) => Err(EvalError::plain(format!(
            "variable {v} is read in {} and in {}",
            a.name, b.name
        ))),
        (true, false) if a.letters_fit(b) => Ok(b.clone()),
        (false, true) if b.letters_fit(a) => Ok(a.clone()),
        _ => Err(EvalError::plain(format!(
            "variables with the same label must have the same alphabet: {v} is read on {} and on {}",
            alphabet_of(a),
            alphabet_of(b)
        ))),
    }
}

/// A track's alphabet as Walnut names it: the set, and the system if any.
fn alphabet_of(n: &Numeration) -> String {
    let set = crate::numeration::letters_name(&n.letter_values());
    if n.is_letters() {
        set
    } else {
        format!("{set} ({})", n.name)
    }
}

/// `x`'s automaton on its own tracks, read as `nums` reads `vars` (the union's variables,
/// sorted): restricted to the valid representations when a set alphabet's track of `x`
/// became numeric, and then closed under padding when no set track is left
/// ([`padding::numbers_from_letters`], on `x`'s own tracks, before the other variables'
/// tracks are added: a padding pads every track of the tuple); `x.dfa` itself otherwise.
fn restrict_unified(
    x: &Auto,
    vars: &[String],
    nums: &[Arc<Numeration>],
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    let own: Vec<Arc<Numeration>> = x
        .vars
        .iter()
        .map(|v| nums[vars.binary_search(v).expect("present")].clone())
        .collect();
    if x.nums
        .iter()
        .zip(&own)
        .all(|(h, n)| h.is_letters() == n.is_letters())
    {
        return Ok(x.dfa.clone());
    }
    let v = Auto::valid_dfa(&own, budget)?;
    let d = ops::product_sparse(&x.dfa, &v, |x, y| x && y, budget)?.minimize();
    padding::numbers_from_letters(d, &own, || Ok(v.clone()), budget)
}

impl Auto {
    /// A closed formula's automaton: true or false.
    pub fn constant(value: bool) -> Auto {
        Auto {
            vars: vec![],
            nums: vec![],
            dfa: Dfa::constant(vec![], value),
        }
    }

    /// Whether a closed formula is true (the empty tuple's word is accepted).
    pub fn truth(&self) -> bool {
        self.dfa.is_accepting(self.dfa.start())
    }

    /// An automaton from tracks named `vars` (any order, repeats allowed: repeated names
    /// read one digit string), each in `nums[i]`, within the default budget.
    pub fn from_tracks(
        vars: &[String],
        nums: &[Arc<Numeration>],
        dfa: &Dfa,
    ) -> Result<Auto, EvalError> {
        Auto::from_tracks_in(vars, nums, dfa, &Budget::default())
    }

    /// [`Auto::from_tracks`] within `budget`.
    pub fn from_tracks_in(
        vars: &[String],
        nums: &[Arc<Numeration>],
        dfa: &Dfa,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let mut sorted: Vec<String> = vars.to_vec();
        sorted.sort();
        sorted.dedup();
        let mut snums: Vec<Arc<Numeration>> = Vec::with_capacity(sorted.len());
        for v in &sorted {
            let mut found: Option<Arc<Numeration>> = None;
            for (w, n) in vars.iter().zip(nums) {
                if w == v {
                    found = Some(match found {
                        Some(f) => unify(v, &f, n)?,
                        None => n.clone(),
                    });
                }
            }
            snums.push(found.expect("every sorted variable occurs"));
        }
        let map: Vec<usize> = vars
            .iter()
            .map(|v| sorted.binary_search(v).expect("present"))
            .collect();
        let d = ops::retrack(dfa, &radices(&snums), &map, budget)?;
        let had: Vec<Arc<Numeration>> = map.iter().map(|&i| snums[i].clone()).collect();
        let d = if nums
            .iter()
            .zip(&had)
            .any(|(n, h)| n.is_letters() && !h.is_letters())
        {
            let v = Auto::valid_dfa(&snums, budget)?;
            let d = ops::product_sparse(&d, &v, |x, y| x && y, budget)?.minimize();
            padding::numbers_from_letters(d, &snums, || Ok(v.clone()), budget)?
        } else {
            d
        };
        Ok(Auto {
            vars: sorted,
            nums: snums,
            dfa: minimize(&d),
        })
    }

    /// [`Auto::from_tracks_in`] for a `dfa` that is already minimal (an [`Auto`]'s): when
    /// the names are distinct the tracks are only permuted, which keeps it minimal, and the
    /// minimization is skipped.
    pub fn from_minimal_tracks(
        vars: &[String],
        nums: &[Arc<Numeration>],
        dfa: &Dfa,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let mut sorted: Vec<&String> = vars.iter().collect();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != vars.len() || vars.len() != dfa.tracks() {
            return Auto::from_tracks_in(vars, nums, dfa, budget);
        }
        let snums: Vec<Arc<Numeration>> = sorted
            .iter()
            .map(|v| nums[vars.iter().position(|w| w == *v).expect("present")].clone())
            .collect();
        let map: Vec<usize> = vars
            .iter()
            .map(|v| sorted.binary_search(&v).expect("present"))
            .collect();
        let d = ops::retrack(dfa, &radices(&snums), &map, budget)?;
        Ok(Auto {
            vars: sorted.into_iter().cloned().collect(),
            nums: snums,
            dfa: d,
        })
    }

    /// The automaton accepting the valid representations of every tuple of these tracks.
    pub fn valid_dfa(nums: &[Arc<Numeration>], budget: &Budget) -> Result<Dfa, EvalError> {
        let r = radices(nums);
        budget.check("valid", 2, letter_count(&r))?;
        let table: Vec<Vec<u32>> = (0..letter_count(&r))
            .map(|l| decode_letter(&r, l))
            .collect();
        let starts: Vec<u32> = nums.iter().map(|n| n.valid.start()).collect();
        let live: Vec<Vec<bool>> = nums.iter().map(|n| n.valid.productive()).collect();
        let d = Dfa::explore(
            r.clone(),
            starts,
            |st: &Vec<u32>, l| {
                let mut next = Vec::with_capacity(st.len());
                for (((&s, n), &d), live) in st.iter().zip(nums).zip(&table[l]).zip(&live) {
                    let t = n.valid.next(s, d as usize);
                    if !live[t as usize] {
                        return None;
                    }
                    next.push(t);
                }
                Some(next)
            },
            |st| st.iter().zip(nums).all(|(&s, n)| n.valid.is_accepting(s)),
            budget,
            "valid",
        )?;
        Ok(minimize(&d))
    }

    /// Both automata on the union of their variables.
    fn align(a: &Auto, b: &Auto, budget: &Budget) -> Result<Aligned, EvalError> {
        let mut vars: Vec<String> = a.vars.iter().chain(&b.vars).cloned().collect();
        vars.sort();
        vars.dedup();
        let mut nums = Vec::with_capacity(vars.len());
        for v in &vars {
            let na = a.vars.iter().position(|w| w == v).map(|i| &a.nums[i]);
            let nb = b.vars.iter().position(|w| w == v).map(|i| &b.nums[i]);
            let n = match (na, nb) {
                (Some(x), Some(y)) => unify(v, x, y)?,
                (Some(x), None) => x.clone(),
                (None, Some(y)) => y.clone(),
                (None, None) => unreachable!("a variable of the union is in one of them"),
            };
            nums.push(n);
        }
        let r = radices(&nums);
        let map = |x: &Auto| -> Vec<usize> {
            x.vars
                .iter()
                .map(|v| vars.binary_search(v).expect("present"))
                .collect()
        };
        let da = restrict_unified(a, &vars, &nums, budget)?;
        let da = ops::retrack(&da, &r, &map(a), budget)?;
        let db = restrict_unified(b, &vars, &nums, budget)?;
        let db = ops::retrack(&db, &r, &map(b), budget)?;
        Ok((vars, nums, da, db))
    }

    /// A boolean combination; `keeps_valid` says whether `op(false, false) = false` and
    /// `op(x, false) = op(false, x) = false` hold, so that no invalid word can be accepted
    /// (only `and`); otherwise the result is intersected with the valid representations.
    pub fn combine(
        a: &Auto,
        b: &Auto,
        op: impl Fn(bool, bool) -> bool,
        keeps_valid: bool,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let (vars, nums, da, db) = Auto::align(a, b, budget)?;
        let mut d = ops::product_sparse(&da, &db, op, budget)?.minimize();
        if !keeps_valid {
            let v = Auto::valid_dfa(&nums, budget)?;
            d = ops::product_sparse(&d, &v, |x, y| x && y, budget)?.minimize();
        }
        Ok(Auto { vars, nums, dfa: d })
    }

    /// The complement among the valid representations.
    pub fn not(&self, budget: &Budget) -> Result<Auto, EvalError> {
        let v = Auto::valid_dfa(&self.nums, budget)?;
        let d = ops::product_sparse(&self.dfa, &v, |x, y| !x && y, budget)?.minimize();
        Ok(Auto {
            dfa: d,
            ..self.clone()
        })
    }

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

    /// The states reported by `prove` for a formula with free variables.
    pub fn reported_states(&self) -> usize {
        self.dfa.reported_states()
    }

    /// The smallest accepted tuple (shortest word, then least), as `var = value` pairs
    /// (`None` when a track is a set alphabet's).
    pub fn smallest(&self) -> Option<Vec<(String, i128)>> {
        // A set alphabet's word is not a number: no numeric witness.
        if self.nums.iter().any(|n| n.is_letters()) {
            return None;
        }
        let tracks = ops::shortest_word(&self.dfa)?;
        Some(
            self.vars
                .iter()
                .zip(&self.nums)
                .zip(tracks)
                .map(|((v, n), t)| (v.clone(), n.value_int(&t).unwrap_or(i128::MAX)))
                .collect(),
        )
    }

    /// Whether the automaton accepts this tuple of values (one per variable, sorted order).
    pub fn accepts_values(&self, values: &[u64]) -> bool {
        assert_eq!(values.len(), self.vars.len());
        let len = values
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.places_of(x))
            .max()
            .unwrap_or(0);
        let tracks: Vec<Vec<u32>> = values
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.digits(x, len).expect("long enough"))
            .collect();
        self.dfa.accepts_tracks(&tracks)
    }

    /// Whether the automaton accepts this tuple of integers (one per variable, sorted
    /// order); a negative value of a system of natural numbers is never accepted.
    pub fn accepts_ints(&self, values: &[i64]) -> bool {
        assert_eq!(values.len(), self.vars.len());
        let mut len = 0;
        for (&x, n) in values.iter().zip(&self.nums) {
            match n.places_of_int(x) {
                Some(l) => len = len.max(l),
                None => return false,
            }
        }
        let tracks: Vec<Vec<u32>> = values
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.digits_int(x, len).expect("long enough"))
            .collect();
        self.dfa.accepts_tracks(&tracks)
    }

    /// The number of letters of the automaton's alphabet.
    pub fn letters(&self) -> usize {
        letter_count(self.dfa.radices())
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
