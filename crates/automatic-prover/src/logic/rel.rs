//! The basic relations of one numeration system, derived from its two automata: equality,
//! constants, order (`x < y` iff `E z, z != 0 & x + z = y`) and multiplication by a
//! constant (`y = k x` built directly as the carry automaton of `y - k x = 0`, see
//! [`crate::numeration::System::linear_box`]: one exploration of the live
//! carries and one minimization, `O(k)` states in base b and `O(k^2)` in Zeckendorf and
//! Ostrowski, where the minimal automaton has that many) and division by a constant
//! (`#a = q + r & q = k #b & 0 <= r < k`, as Walnut defines it; built directly as the
//! carry automaton of `0 <= #a - k #b <= k - 1`, `O(k)` states in base b). In a negative system
//! (whose numbers are all the integers) the order compares values, not words: `x < y` iff
//! `E d, d > 0 & x + d = y`, with `d > 0` read off the leading digit (`positive_msd`).
//! Each is an [`Auto`] on placeholder variables
//! `#a`, `#b`, `#c` in that order; callers rename them with [`Auto::from_tracks`].

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::reverse;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::numeration::Numeration;
use std::collections::HashMap;
use std::sync::Arc;

/// Cached basic relations, per numeration system.
#[derive(Default)]
pub struct Relations {
    cache: HashMap<(String, String), Auto>,
}

fn names(k: usize) -> Vec<String> {
    ["#a", "#b", "#c"][..k]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

impl Relations {
    fn cached(
        &mut self,
        n: &Arc<Numeration>,
        key: String,
        build: impl FnOnce(&mut Self) -> Result<Auto, EvalError>,
    ) -> Result<Auto, EvalError> {
        let k = (n.name.clone(), key);
        if let Some(a) = self.cache.get(&k) {
            return Ok(a.clone());
        }
        let a = build(self)?;
        self.cache.insert(k, a.clone());
        Ok(a)
    }

    /// `#a + #b = #c`.
    pub fn add(&mut self, n: &Arc<Numeration>, budget: &Budget) -> Result<Auto, EvalError> {
        self.cached(n, "add".into(), |_| {
            Auto::from_minimal_tracks(
                &names(3),
                &[n.clone(), n.clone(), n.clone()],
                n.add(budget)?,
                budget,
            )
        })
    }

    /// `#a = #b`.
    pub fn eq(&mut self, n: &Arc<Numeration>, budget: &Budget) -> Result<Auto, EvalError> {
        self.cached(n, "eq".into(), |_| {
            let r = n.radix;
            let d = Dfa::explore(
                vec![r, r],
                n.valid.start(),
                |&s, l| {
                    let d = decode_letter(&[r, r], l);
                    (d[0] == d[1]).then(|| n.valid.next(s, d[0] as usize))
                },
                |&s| n.valid.is_accepting(s),
                budget,
                "equality",
            )?;
            Auto::from_tracks(&names(2), &[n.clone(), n.clone()], &minimize(&d))
        })
    }

    /// `#a = c` for a constant `c`.
    pub fn constant(
        &mut self,
        n: &Arc<Numeration>,
        c: u64,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let c = i64::try_from(c)
            .map_err(|_| EvalError::plain(format!("constant {c} is beyond 2^63")))?;
        self.constant_int(n, c, budget)
    }

    /// `#a = c` for an integer constant `c` (a negative one only in a negative system).
    pub fn constant_int(
        &mut self,
        n: &Arc<Numeration>,
        c: i64,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        self.cached(n, format!("const {c}"), |_| {
            let digits = n.system.repr_int(c).ok_or_else(|| {
                EvalError::plain(format!(
                    "negative constant {c}: {} has no negative numbers",
                    n.name
                ))
            })?;
            let r = n.radix;
            // Most significant first: 0* then the digits.
            let msd = Dfa::explore(
                vec![r],
                0usize,
                |&i, d| {
                    if i == 0 && d == 0 {
                        Some(0)
                    } else if i < digits.len() && digits[i] as usize == d {
                        Some(i + 1)
                    } else {
                        None
                    }
                },
                |&i| i == digits.len(),
                budget,
                "constant",
            )?;
            let d = if n.msd { msd } else { reverse(&msd, budget)? };
            Auto::from_tracks(&names(1), std::slice::from_ref(n), &minimize(&d))
        })
    }

    /// `#a > 0` in a negative system: the leading nonzero digit is at a place of positive
    /// value (the module doc of [`crate::numeration::negative`]).
    pub fn positive(&mut self, n: &Arc<Numeration>, budget: &Budget) -> Result<Auto, EvalError> {
        self.cached(n, "positive".into(), |_| {
            let d = positive_msd(n, budget)?;
            let d = if n.msd { d } else { reverse(&d, budget)? };
            let v = Auto::from_tracks(&names(1), std::slice::from_ref(n), &n.valid)?;
            let p = Auto::from_tracks(&names(1), std::slice::from_ref(n), &minimize(&d))?;
            Auto::combine(&p, &v, |x, y| x && y, true, budget)
        })
    }

    /// `#a < #b`.
    pub fn lt(&mut self, n: &Arc<Numeration>, budget: &Budget) -> Result<Auto, EvalError> {
        if n.integers() {
            return self.cached(n, "lt".into(), |me| {
                // x + d = y with d > 0: tracks (#a, #z, #b) of the adder = (x, d, y).
                let add = Auto::from_tracks_in(
                    &["#a".into(), "#z".into(), "#b".into()],
                    &[n.clone(), n.clone(), n.clone()],
                    n.add(budget)?,
                    budget,
                )?;
                let pos = me.positive(n, budget)?;
                let pos = Auto::from_tracks(&["#z".into()], std::slice::from_ref(n), &pos.dfa)?;
                Auto::combine(&add, &pos, |x, y| x && y, true, budget)?.exists("#z", budget)
            });
        }
        self.cached(n, "lt".into(), |me| {
            // x + z = y with z != 0: tracks (#a, #c, #b) of the adder = (x, z, y).
            let add = Auto::from_tracks_in(
                &["#a".into(), "#z".into(), "#b".into()],
                &[n.clone(), n.clone(), n.clone()],
                n.add(budget)?,
                budget,
            )?;
            let zero = me.constant(n, 0, budget)?;
            let z_is_zero = Auto::from_tracks(&["#z".into()], std::slice::from_ref(n), &zero.dfa)?;
            let nonzero = z_is_zero.not(budget)?;
            let both = Auto::combine(&add, &nonzero, |x, y| x && y, true, budget)?;
            both.exists("#z", budget)
        })
    }

    /// `#b = floor(#a / k)` for `k >= 1`: Walnut's `E q, r (#a = q + r & q = k #b & r < k)`,
    /// built directly as the carry automaton of `0 <= #a - k #b <= k - 1` in the systems of
    /// place values ([`crate::numeration::System::linear_range_msd`]), by that
    /// formula (two projections) in an `ost` or file-defined system.
    pub fn div(&mut self, n: &Arc<Numeration>, k: u64, budget: &Budget) -> Result<Auto, EvalError> {
        if k == 0 {
            return Err(EvalError::plain("division by zero"));
        }
        self.cached(n, format!("div {k}"), |me| {
            let (one, two, three) = (
                std::slice::from_ref(n),
                [n.clone(), n.clone()],
                [n.clone(), n.clone(), n.clone()],
            );
            let s = |v: &[&str]| -> Vec<String> { v.iter().map(|x| x.to_string()).collect() };
            if k == 1 {
                let e = me.eq(n, budget)?;
                return Auto::from_minimal_tracks(&s(&["#a", "#b"]), &two, &e.dfa, budget);
            }
            if !n.msd {
                // Built in msd and reversed: the projections of q and r read the most
                // significant digit first (in lsd they blow up: 14,152 states for y/8 in
                // Tribonacci).
                let msd = crate::numeration::numeration(&format!(
                    "msd_{}",
                    n.name.trim_start_matches("lsd_")
                ))
                .map_err(EvalError::plain)?;
                let d = me.div(&msd, k, budget)?;
                let rev = minimize(&reverse(&d.dfa, budget)?);
                return Auto::from_minimal_tracks(&s(&["#a", "#b"]), &two, &rev, budget);
            }
            // Directly, as `y = k x` is built: the carry automaton of `0 <= x - k y <= k - 1`
            // (no projection, so no subset construction: `O(k)` states in base b).
            let direct = i64::try_from(k)
                .ok()
                .filter(|&k| k < 1 << 40)
                .and_then(|k| n.system.linear_range_msd(&[1, -k], (0, k - 1), 1, budget));
            if let Some(d) = direct {
                return Auto::from_minimal_tracks(&s(&["#a", "#b"]), &two, &d?, budget);
            }
            let mul = me.mul(n, k, budget)?;
            let q = Auto::from_minimal_tracks(&s(&["#b", "#q"]), &two, &mul.dfa, budget)?;
            let add = me.add(n, budget)?;
            let sum = Auto::from_minimal_tracks(&s(&["#q", "#r", "#a"]), &three, &add.dfa, budget)?;
            let lt = me.lt(n, budget)?;
            let small = Auto::from_minimal_tracks(&s(&["#r", "#k"]), &two, &lt.dfa, budget)?;
            let c = me.constant(n, k, budget)?;
            let kk = Auto::from_tracks_in(&s(&["#k"]), one, &c.dfa, budget)?;
            let mut small =
                Auto::combine(&small, &kk, |x, y| x && y, true, budget)?.exists("#k", budget)?;
            if n.integers() {
                // 0 <= r: not r < 0.
                let below = Auto::from_minimal_tracks(&s(&["#r", "#k"]), &two, &lt.dfa, budget)?;
                let zero = me.constant(n, 0, budget)?;
                let z = Auto::from_tracks_in(&s(&["#k"]), one, &zero.dfa, budget)?;
                let negative =
                    Auto::combine(&below, &z, |x, y| x && y, true, budget)?.exists("#k", budget)?;
                small = Auto::combine(&small, &negative, |x, y| x && !y, true, budget)?;
            }
            let and = |x: &Auto, y: &Auto| Auto::combine(x, y, |p, q| p && q, true, budget);
            and(&and(&q, &sum)?, &small)?
                .exists("#q", budget)?
                .exists("#r", budget)
        })
    }

    /// `#b = k #a`.
    pub fn mul(&mut self, n: &Arc<Numeration>, k: u64, budget: &Budget) -> Result<Auto, EvalError> {
        self.cached(n, format!("mul {k}"), |me| {
            let two = [n.clone(), n.clone()];
            match k {
                0 => {
                    let z = me.constant(n, 0, budget)?;
                    let b0 = Auto::from_tracks(&["#b".into()], std::slice::from_ref(n), &z.dfa)?;
                    // #a is free: any valid value.
                    let any = Auto::from_tracks(&["#a".into()], std::slice::from_ref(n), &n.valid)?;
                    Auto::combine(&any, &b0, |x, y| x && y, true, budget)
                }
                1 => {
                    let e = me.eq(n, budget)?;
                    Auto::from_tracks(&names(2), &two, &e.dfa)
                }
                _ => {
                    // y - k x = 0 on tracks (#a, #b) = (x, y).
                    let k = i64::try_from(k)
                        .ok()
                        .filter(|&k| k < 1 << 40)
                        .ok_or_else(|| {
                            EvalError::plain(format!("constant factor {k} too large"))
                        })?;
                    let coeffs = [-k, 1];
                    let sys = n.system;
                    let msd = sys.linear_msd_with_box(&coeffs, sys.linear_box(&coeffs), budget)?;
                    let d = if n.msd {
                        msd
                    } else {
                        minimize(&reverse(&msd, budget)?)
                    };
                    Auto::from_minimal_tracks(&names(2), &two, &d, budget)
                }
            }
        })
    }
}

/// One track, msd, before intersecting with validity: the words whose most significant
/// nonzero digit is at a place `i` with `U_i > 0`. The place values of a negative system
/// alternate in sign (checked here), so the automaton tracks the parity of the number of
/// digits read since the leading nonzero one.
fn positive_msd(n: &Numeration, budget: &Budget) -> Result<Dfa, EvalError> {
    let crate::numeration::System::Negative(sys) = n.system else {
        return Err(EvalError::plain(format!(
            "{} has no negative numbers: no sign automaton",
            n.name
        )));
    };
    let places = sys.places();
    if places.windows(2).any(|w| w[0].signum() == w[1].signum()) {
        return Err(EvalError::plain(format!(
            "{}: place values that do not alternate in sign",
            n.name
        )));
    }
    // State 0: no nonzero digit yet; 1 + j: the leading place so far is U_i with i = j mod 2.
    let r = n.radix;
    Ok(Dfa::explore(
        vec![r],
        0u8,
        |&s, d| {
            Some(match s {
                0 if d == 0 => 0,
                0 => 1,
                1 => 2,
                _ => 1,
            })
        },
        |&s| s != 0 && places[usize::from(s - 1)] > 0,
        budget,
        "sign",
    )?)
}
