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
//! ([`padding::numbers_from_letters`]). Over msd and lsd tracks together the closure is
//! not regular in general ([`crate::logic::mixed_padding`]): such an automaton is read as
//! it is when it is closed and refused in a formula otherwise.
//!
//! Cost: nothing for an automaton already closed (one look at the start state's zero
//! transition in msd, at every state's in lsd); else the subset construction from the
//! states that leading zeros reach (msd) or a product with a flag (lsd), then a product with
//! the valid representations, each minimized.

use crate::automaton::limits::Budget;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::padding::{self, BOTH_DIRECTIONS};
use std::collections::HashMap;

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

/// Whether every word's answer is unchanged by a padding ([`padding::closed`]).
pub fn closed_under_padding(a: &Auto) -> bool {
    padding::closed(&a.dfa, &a.nums)
}

/// `a` closed under padding ([`padding::closure`]): the tuples with some padded
/// representation accepted, each with all its valid representations (`a` itself when
/// already closed).
pub fn padding_closure(a: &Auto, budget: &Budget) -> Result<Auto, EvalError> {
    let dfa = padding::closure(&a.dfa, &a.nums, || Auto::valid_dfa(&a.nums, budget), budget)?;
    Ok(Auto { dfa, ..a.clone() })
}
