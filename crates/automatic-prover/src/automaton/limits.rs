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
//! at 8 GB too. The budget is of resident memory, the whole process's: an exploration
//! ([`Held`]) starts from the resident memory of the process when it begins (the automata
//! held by the session, the automaton being determinized), adds what it counts (its table
//! as a dense table would hold it, each key twice as the allocator rounds it, the index's
//! buckets, the vectors' capacities, and the index's next doubling before it happens), and
//! re-reads the resident memory every [`RESIDENT_STEP`] bytes counted, raising its base
//! when the count fell short; it refuses at the first estimate past the budget. Every
//! other construction re-reads the resident memory each time its state count doubles
//! past 2^16 ([`Budget::check`]) and refuses when the next doubling would not fit. Every table is counted *before* it is allocated (`states x letters`: ten tracks of base
//! 16 have 2^40 letters, so even one state is refused), and alphabet sizes are computed
//! with saturating arithmetic, so no allocation escapes the budget.

use std::fmt;

/// The memory the default budget allows, in bytes.
pub const DEFAULT_MEMORY: u64 = 8 << 30;

/// How many bytes an exploration counts between two readings of the resident memory.
pub const RESIDENT_STEP: u64 = 16 << 20;

/// The resident memory of this process in bytes (`/proc/self/statm`), or `None` where it
/// cannot be read (then only the counted memory is checked).
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages.saturating_mul(4096))
}

/// The heap memory the allocator takes for a block of `bytes` (glibc: a chunk of the
/// size plus 8, rounded up to 16, at least 32; nothing for an empty vector).
pub fn chunk_bytes(bytes: usize) -> u64 {
    if bytes == 0 {
        0
    } else {
        ((bytes as u64 + 8).div_ceil(16) * 16).max(32)
    }
}

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
    /// For a refusal by memory: the estimate (resident plus counted, in bytes) and the
    /// budget's memory.
    pub memory: Option<(u64, u64)>,
}

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((estimate, memory)) = self.memory {
            return write!(
                f,
                "memory budget exceeded in {}: {} states over {} letters would hold {} MB of resident memory (budget {} MB)",
                self.op,
                self.states,
                self.letters,
                estimate >> 20,
                memory >> 20
            );
        }
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
        let by_memory = (self.memory / per_state) as usize;
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
        let estimate = table.saturating_add(held);
        if estimate > self.memory {
            return Err(self.out_of_memory(op, states, letters, estimate));
        }
        Ok(())
    }

    fn out_of_memory(
        &self,
        op: &'static str,
        states: usize,
        letters: usize,
        estimate: u64,
    ) -> Overflow {
        // Reported as the state count at which the memory ran out.
        Overflow {
            op,
            states,
            letters,
            limit: states.saturating_sub(1),
            memory: Some((estimate, self.memory)),
        }
    }

    /// Fail when `states` passes the limit for `letters` letters; at each power of two
    /// from 2^16 states on, also when the resident memory plus as many states again (a
    /// dense table's row and bookkeeping each) passes the budget's memory.
    pub fn check(&self, op: &'static str, states: usize, letters: usize) -> Result<(), Overflow> {
        let limit = self.limit(letters);
        if states > limit {
            return Err(Overflow {
                op,
                states,
                letters,
                limit,
                memory: None,
            });
        }
        if states >= 1 << 16
            && states.is_power_of_two()
            && let Some(resident) = resident_bytes()
        {
            let per_state = (letters as u64).saturating_mul(4).saturating_add(64);
            let estimate = resident.saturating_add((states as u64).saturating_mul(per_state));
            if estimate > self.memory {
                return Err(self.out_of_memory(op, states, letters, estimate));
            }
        }
        Ok(())
    }

    /// Start counting an exploration's memory from the resident memory now.
    pub fn hold(&self) -> Held {
        let base = resident_bytes().unwrap_or(0);
        Held {
            base,
            next_reading: RESIDENT_STEP,
        }
    }
}

/// The memory of one exploration: the resident memory of the process when it began (raised
/// when a reading finds more than counted) plus what it counts.
#[derive(Debug, Clone, Copy)]
pub struct Held {
    base: u64,
    next_reading: u64,
}

impl Held {
    /// Fail when the base, the `counted` bytes the exploration holds and the `transient`
    /// bytes it is about to allocate beside them pass the budget's memory (and on the
    /// state limit, as [`Budget::check_memory`]); re-reads the resident memory every
    /// [`RESIDENT_STEP`] bytes counted.
    pub fn check(
        &mut self,
        budget: &Budget,
        op: &'static str,
        states: usize,
        letters: usize,
        counted: u64,
        transient: u64,
    ) -> Result<(), Overflow> {
        if counted >= self.next_reading {
            if let Some(r) = resident_bytes() {
                self.base = self.base.max(r.saturating_sub(counted));
            }
            self.next_reading = counted.saturating_add(RESIDENT_STEP);
        }
        budget.check_memory(
            op,
            states,
            letters,
            self.base.saturating_add(counted).saturating_add(transient),
        )
    }
}
