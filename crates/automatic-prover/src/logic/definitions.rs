//! The session's automata by name, each kept twice, both made by [`Definitions::insert`]:
//! the literal automaton, which the language commands (`test`, `inf`, `concat`, `star`, the
//! quotients, `reverse`, `union`, `intersect`, the zero fixes, `alphabet`, ...) read as
//! Walnut does, and its closure under padding, the only form a formula (`$NAME(...)`) and
//! the commands that read numbers (`combine`) can get ([`Definitions::for_formula`]).
//!
//! Walnut's meaning of an automaton read by a formula: a tuple of numbers satisfies it when
//! SOME padded representation of the tuple is accepted (leading zero-tuples in msd,
//! trailing ones in lsd). `reg`, `concat`, `star`, the quotients, `reverse`, the zero fixes
//! and `alphabet` can make an automaton that accepts one representation of a number and
//! not another; a formula reading it literally would make the answer depend on the length
//! of the other variables' representations. The closure of `L` ([`padding_closure`]) in
//! msd is `0* (0*)^{-1} L` (the all-zero tuple `0`), in lsd its dual `L (0*)^{-1} 0*`, then
//! intersected with the valid representations. A set alphabet's track holds words, not
//! numbers, and has no padding: an automaton with such a track is used as it is, until a
//! formula reads the track as a system's or projects it away
//! ([`numbers_from_letters`]). Over msd and lsd tracks together the closure is not regular
//! in general ([`mixed_padding`]): such an automaton is read as it is when it is closed
//! and refused in a formula otherwise.
//!
//! Cost: nothing for an automaton already closed (one look at the start state's zero
//! transition in msd, at every state's in lsd); else the subset construction from the
//! states that leading zeros reach (msd) or a product with a flag (lsd), then a product with
//! the valid representations, each minimized.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::auto::check_direction;
use crate::logic::language::{pad_leading, pad_trailing};
use crate::logic::mixed_padding;
use crate::numeration::Numeration;
use std::collections::HashMap;
use std::sync::Arc;

/// The start of the error for an automaton over tracks of both directions that is not
/// closed under padding.
const BOTH_DIRECTIONS: &str = "an automaton over msd and lsd tracks";

/// The most triples [`mixed_padding::closed`] may visit (beyond, not closed).
const MIXED_LIMIT: usize = 1 << 20;

/// One definition: as written, and as a formula reads it (or why a formula cannot).
#[derive(Debug, Clone)]
struct Definition {
    literal: Auto,
    padded: Result<Auto, String>,
}

/// The automata of a session by name.
#[derive(Debug, Clone, Default)]
pub struct Definitions {
    map: HashMap<String, Definition>,
}

impl Definitions {
    /// Define `name` as `literal` (replacing an earlier definition); its closure under
    /// padding is made here, once.
    pub fn insert(&mut self, name: &str, literal: Auto, budget: &Budget) -> Result<(), EvalError> {
        let padded = match padding_closure(&literal, budget) {
            Err(e) if e.message.starts_with(BOTH_DIRECTIONS) => Err(e.message),
            r => Ok(r?),
        };
        self.map
            .insert(name.to_string(), Definition { literal, padded });
        Ok(())
    }

    /// The literal automaton, for the language commands.
    pub fn get(&self, name: &str) -> Option<&Auto> {
        self.map.get(name).map(|d| &d.literal)
    }

    /// The automaton closed under padding: what a formula reads; an error when there is
    /// none (tracks of both directions not closed under padding).
    pub fn for_formula(&self, name: &str) -> Option<Result<&Auto, EvalError>> {
        self.map.get(name).map(|d| {
            d.padded
                .as_ref()
                .map_err(|m| EvalError::plain(format!("${name}: {m}")))
        })
    }

    /// Whether `name` is defined.
    pub fn contains_key(&self, name: &str) -> bool {
        self.map.contains_key(name)
    }
}

/// Whether every word's answer is unchanged by a leading (msd) or trailing (lsd) zero-tuple
/// (always, with a set alphabet's track or no track: nothing to pad).
pub fn closed_under_padding(a: &Auto) -> bool {
    if a.nums.is_empty() || a.nums.iter().any(|n| n.is_letters()) {
        return true;
    }
    if check_direction(&a.nums).is_err() {
        let msd: Vec<bool> = a.nums.iter().map(|n| n.msd).collect();
        return mixed_padding::closed(&a.dfa, &msd, MIXED_LIMIT) == Some(true);
    }
    let d = &a.dfa;
    if a.nums[0].msd {
        // w and 0w lead to one state: the languages after them are equal.
        d.next(d.start(), 0) == d.start()
    } else {
        let reach = d.reachable();
        (0..d.states() as u32)
            .all(|s| !reach[s as usize] || d.is_accepting(s) == d.is_accepting(d.next(s, 0)))
    }
}

/// `a` closed under padding: the tuples with some padded representation accepted, each
/// with all its valid representations (`a` itself when already closed). The all-zero tuple
/// is letter 0 of a system's tracks.
pub fn padding_closure(a: &Auto, budget: &Budget) -> Result<Auto, EvalError> {
    if closed_under_padding(a) {
        return Ok(a.clone());
    }
    if check_direction(&a.nums).is_err() {
        return Err(EvalError::plain(format!(
            "{BOTH_DIRECTIONS} is not closed under padding (a tuple accepted at one length and \
             not at another), and its closure is not regular in general: a formula cannot read it"
        )));
    }
    let d = if a.nums[0].msd {
        pad_leading(&a.dfa, 0, budget)?
    } else {
        pad_trailing(&a.dfa, 0, budget)?
    };
    let valid = Auto::valid_dfa(&a.nums, budget)?;
    let dfa = ops::product_sparse(&d, &valid, |x, y| x && y, budget)?.minimize();
    Ok(Auto { dfa, ..a.clone() })
}

/// `d` on the tracks `nums`, made from an automaton that read some of them as a set
/// alphabet's letters (a track that became a system's, or a set track projected away):
/// closed under padding when no set alphabet's track remains, as every automaton of numbers
/// a formula reads is ([`padding_closure`]); `d` itself otherwise.
pub fn numbers_from_letters(
    d: Dfa,
    nums: &[Arc<Numeration>],
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    if nums.iter().any(|n| n.is_letters()) {
        return Ok(d);
    }
    let a = Auto {
        vars: (0..nums.len()).map(|i| format!("#{i}")).collect(),
        nums: nums.to_vec(),
        dfa: d,
    };
    Ok(padding_closure(&a, budget)?.dfa)
}
