//! The state budget every automata operation counts against.
//!
//! A subset construction can blow up (Walnut's record has a query that peaked at 74,318
//! subsets before minimizing to 466 states); an operation that passes the budget stops
//! with an [`Overflow`] naming the operation and the sizes so far, never with an
//! out-of-memory kill. The default budget is what fits in 8 GB: a table of
//! `states * letters` 4-byte targets plus about 64 bytes of bookkeeping per state.

use std::fmt;

/// The memory the default budget allows, in bytes.
pub const DEFAULT_MEMORY: u64 = 8 << 30;

/// How many states an operation may build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The largest number of states of any automaton built (intermediate ones included).
    pub max_states: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            max_states: 200_000_000,
        }
    }
}

/// An operation passed the budget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overflow {
    /// The operation (`product`, `determinize`, ...).
    pub op: &'static str,
    /// States built when it stopped.
    pub states: usize,
    /// Letters of its alphabet.
    pub letters: usize,
    /// The limit that was hit, in states.
    pub limit: usize,
}

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "state limit reached in {}: {} states over {} letters (limit {} states; raise it with --max-states)",
            self.op, self.states, self.letters, self.limit
        )
    }
}

impl std::error::Error for Overflow {}

impl Budget {
    /// A budget of `max_states` states.
    pub fn new(max_states: usize) -> Budget {
        Budget { max_states }
    }

    /// The limit for an alphabet of `letters` letters: the smaller of `max_states` and what
    /// fits in [`DEFAULT_MEMORY`].
    pub fn limit(&self, letters: usize) -> usize {
        let per_state = 4 * letters as u64 + 64;
        let by_memory = (DEFAULT_MEMORY / per_state) as usize;
        self.max_states.min(by_memory)
    }

    /// Fail when `states` passes the limit for `letters` letters.
    pub fn check(&self, op: &'static str, states: usize, letters: usize) -> Result<(), Overflow> {
        let limit = self.limit(letters);
        if states > limit {
            Err(Overflow {
                op,
                states,
                letters,
                limit,
            })
        } else {
            Ok(())
        }
    }
}
