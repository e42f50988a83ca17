//! The state budget every automata operation counts against.
//!
//! A subset construction can blow up (Walnut's record has a query that peaked at 74,318
//! subsets before minimizing to 466 states); an operation that passes the budget stops
//! with an [`Overflow`] naming the operation and the sizes so far, never with an
//! out-of-memory kill. The default budget is what fits in 8 GB: a table of
//! `states * letters` 4-byte targets plus about 64 bytes of bookkeeping per state.
//!
//! A subset construction also holds its sets: their memory is counted with the table
//! ([`Budget::check_memory`]), so a blow-up of large subsets over a small alphabet stops
//! at 8 GB too. Every table is counted *before* it is allocated (`states x letters`: ten tracks of base
//! 16 have 2^40 letters, so even one state is refused), and alphabet sizes are computed
//! with saturating arithmetic, so no allocation escapes the budget.

use std::fmt;

/// The memory the default budget allows, in bytes.
pub const DEFAULT_MEMORY: u64 = 8 << 30;

/// The largest alphabet of any table (2^20 letters: 20 binary tracks, 5 of base 16, 3 of
/// base 64 and a bit): one state of it is 4 MB, and every operation walks every letter.
pub const MAX_LETTERS: usize = 1 << 20;

/// How many states an operation may build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The largest number of states of any automaton built (intermediate ones included).
    pub max_states: usize,
    /// The memory an operation may hold, in bytes ([`DEFAULT_MEMORY`] unless a test sets less).
    pub memory: u64,
    /// How an existential projection is determinized (Walnut's `[strategy ...]`): the route
    /// changes the intermediate automata and so which queries fit the budget, never a
    /// language.
    pub route: Route,
}

/// The algorithm that determinizes a projection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Route {
    /// The subset construction (Walnut's default, `SC`).
    #[default]
    Subsets,
    /// Brzozowski's double reversal (`BRZ`; see `crate::automaton::brzozowski`).
    Brzozowski,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            max_states: 200_000_000,
            memory: DEFAULT_MEMORY,
            route: Route::Subsets,
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
        if self.letters > MAX_LETTERS {
            return write!(
                f,
                "state budget exceeded in {}: an alphabet of {} letters (the largest allowed is {MAX_LETTERS}: use fewer variables per formula)",
                self.op, self.letters
            );
        }
        write!(
            f,
            "state budget exceeded in {}: {} states over {} letters (limit {} states; raise it with --max-states)",
            self.op, self.states, self.letters, self.limit
        )
    }
}

impl std::error::Error for Overflow {}

impl Budget {
    /// A budget of `max_states` states.
    pub fn new(max_states: usize) -> Budget {
        Budget {
            max_states,
            memory: DEFAULT_MEMORY,
            route: Route::Subsets,
        }
    }

    /// The limit for an alphabet of `letters` letters: the smaller of `max_states` and what
    /// fits in [`DEFAULT_MEMORY`]; 0 above [`MAX_LETTERS`].
    pub fn limit(&self, letters: usize) -> usize {
        if letters > MAX_LETTERS {
            return 0;
        }
        let per_state = (letters as u64).saturating_mul(4).saturating_add(64);
        let by_memory = (DEFAULT_MEMORY / per_state) as usize;
        self.max_states.min(by_memory)
    }

    /// Fail when `states` tables of `letters` letters and `held` more bytes (keys an
    /// operation keeps per state, such as a subset construction's sets) pass the budget's
    /// memory, or `states` passes the limit.
    pub fn check_memory(
        &self,
        op: &'static str,
        states: usize,
        letters: usize,
        held: u64,
    ) -> Result<(), Overflow> {
        self.check(op, states, letters)?;
        let per_state = (letters as u64).saturating_mul(4).saturating_add(64);
        let table = (states as u64).saturating_mul(per_state);
        if table.saturating_add(held) > self.memory {
            // Reported as the state count at which the memory ran out.
            return Err(Overflow {
                op,
                states,
                letters,
                limit: states.saturating_sub(1),
            });
        }
        Ok(())
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
