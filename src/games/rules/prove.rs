//! From a game's positions to a proof: the P-positions below a bound (the learner's data),
//! the automaton learned from them (`automatic_prover::logic::learn`), and the proof that
//! it is the P-set for every position (the game's proof script, TRUE for every eval).
//!
//! A game the learner can read is [`Learnable`]: its P-positions below a bound and its proof
//! script. A [`RuleSet`] is one (its engine, [`super::columns`], streamed when the game has
//! both Nim moves, else its square; its script, [`super::formula`]); Lythoff(2_f), whose
//! rule is stated on sorted pairs, is the other (`games::lythoff::automatic`).
//!
//! Cost: the engine to the bound, then the learner and the decision procedure (each states
//! its own).

use super::RuleSet;
use super::columns::Engine;
use automatic_prover::automaton::limits::{Budget, DEFAULT_MEMORY};
use automatic_prover::logic::learn::{
    LearnFailure, Learned, learn_within, length_for, value_bound,
};
use automatic_prover::logic::learn_sparse::Pairs;
use automatic_prover::{Auto, Session};

/// A two-heap game the learner reads and the decision procedure proves.
pub trait Learnable {
    /// The name printed before a verdict (`wythoff`, `blocking --k 4`, a rules file's name).
    fn title(&self) -> String;
    /// Every cell whose label is fixed (altered, terminal) lies in `[0, mx) x [0, my)`.
    fn extent(&self) -> (u64, u64);
    /// The P-positions with both entries below `bound`, as pairs `(x, y)`; `Err` when the
    /// engine cannot serve the bound or the list would exceed `budget` bytes.
    fn pairs(&self, bound: u64, budget: u64) -> Result<Vec<(u64, u64)>, String>;
    /// The Walnut commands proving that `set` (tracks `x, y`) is the P-set, in `base`.
    fn proof_script(&self, base: &str, set: &str) -> Result<String, String>;
}

/// The largest bound a square engine serves for the learner (a square costs `bound^2`
/// cells).
pub const MAX_SQUARE: u64 = 1 << 14;

impl Learnable for RuleSet {
    fn title(&self) -> String {
        self.title.clone()
    }

    fn extent(&self) -> (u64, u64) {
        let (mut mx, mut my) = self.alteration.as_ref().map_or((0, 0), |(a, _)| a.extent());
        if let Some(t) = &self.terminal
            && let Some((tx, ty)) = super::region::bounding_box(t)
        {
            mx = mx.max(tx);
            my = my.max(ty);
        }
        (mx, my)
    }

    fn pairs(&self, bound: u64, budget: u64) -> Result<Vec<(u64, u64)>, String> {
        let over = |n: usize| Pairs::bytes_for(bound, n as u64) > budget;
        if over(0) {
            return Err(budget_line(bound, 0, budget));
        }
        let mut engine = match Engine::stream(self) {
            Ok(e) => e,
            Err(why) => {
                if bound > MAX_SQUARE {
                    return Err(format!(
                        "{why}; the square engine serves the learner below {MAX_SQUARE} (asked {bound})"
                    ));
                }
                Engine::square(self, bound)?
            }
        };
        let mut v = Vec::new();
        for x in 0..bound {
            for &y in engine.next_column() {
                if y < bound {
                    v.push((x, y));
                }
            }
            if over(v.len()) {
                return Err(budget_line(bound, v.len(), budget));
            }
        }
        Ok(v)
    }

    fn proof_script(&self, base: &str, set: &str) -> Result<String, String> {
        super::formula::proof_script(self, base, set)
    }
}

fn budget_line(bound: u64, members: usize, budget: u64) -> String {
    format!(
        "the data below {bound} needs more than the memory budget of {} MB ({members} P-positions listed when it stopped)",
        budget >> 20
    )
}

/// The P-positions with both entries below `bound`, as a dense bit table.
#[derive(Debug, Clone)]
pub struct PTable {
    /// Entries are below this.
    pub bound: u64,
    bits: Vec<u64>,
}

impl PTable {
    /// Whether `(x, y)` is a P-position (both below the bound; `false` outside).
    pub fn get(&self, x: u64, y: u64) -> bool {
        if x >= self.bound || y >= self.bound {
            return false;
        }
        let i = (x * self.bound + y) as usize;
        self.bits[i / 64] >> (i % 64) & 1 == 1
    }

    /// Every P-position in the table, sorted.
    pub fn positions(&self) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        for x in 0..self.bound {
            for y in 0..self.bound {
                if self.get(x, y) {
                    v.push((x, y));
                }
            }
        }
        v
    }
}

/// The P-positions of `game` below `bound` as a dense table (`bound <= MAX_BOUND`).
pub fn p_table(game: &dyn Learnable, bound: u64) -> Result<PTable, String> {
    if bound > MAX_BOUND {
        return Err(format!(
            "--up-to {bound} is too large: the table is bound^2 bits, at most {MAX_BOUND} accepted"
        ));
    }
    let mut t = PTable {
        bound,
        bits: vec![0; (bound * bound).div_ceil(64) as usize],
    };
    for (x, y) in game.pairs(bound, 1 << 33)? {
        let i = (x * bound + y) as usize;
        t.bits[i / 64] |= 1 << (i % 64);
    }
    Ok(t)
}

/// The P-positions of `game` below `bound`, for the sparse learner.
pub fn p_pairs(game: &dyn Learnable, bound: u64, budget: u64) -> Result<Pairs, String> {
    Ok(Pairs::new(bound, game.pairs(bound, budget)?))
}

/// Run the proof of `set` (two tracks `x, y`) for `game`: `Ok(None)` when every `eval` is
/// TRUE (proved for every position; there must be one, and each must be closed),
/// `Ok(Some(line))` with the first FALSE line, `Err` when a formula cannot be evaluated or
/// no eval answered TRUE.
pub fn prove(game: &dyn Learnable, base: &str, set: Auto) -> Result<Option<String>, String> {
    prove_within(game, base, set, DEFAULT_MEMORY)
}

/// [`prove`] with the decision procedure's memory capped at `budget` bytes.
pub fn prove_within(
    game: &dyn Learnable,
    base: &str,
    set: Auto,
    budget: u64,
) -> Result<Option<String>, String> {
    let script = game.proof_script(base, "p")?;
    let mut session = Session::proof_mode(Budget {
        memory: budget,
        ..Budget::default()
    });
    session
        .insert_definition("p", set)
        .map_err(|e| e.to_string())?;
    session.prove_script(&script)
}

/// The outcome of [`guess`].
#[derive(Debug, Clone)]
pub enum Guessed {
    /// Learned and proved for every position.
    Proved(Box<(Learned, Auto)>),
    /// The proof failed at the longest data: the first FALSE line.
    NotProved(String),
    /// The learner stopped (too many states, or no stable automaton in the data).
    Unlearned(LearnFailure),
}

/// The largest data bound of [`guess`] (a dense table of `bound^2` bits: 450 MB).
pub const MAX_BOUND: u64 = 60_000;

/// Guess and prove: learn from the positions with both entries below `up_to` (from length
/// 3, or beyond the fixed cells), prove; on a FALSE proof learn again from longer data.
/// `Err` on bad input.
pub fn guess(
    game: &dyn Learnable,
    base: &str,
    up_to: u64,
    max_states: usize,
) -> Result<Guessed, String> {
    guess_within(game, base, up_to, max_states, DEFAULT_MEMORY)
}

/// [`guess`] with a memory budget of `budget` bytes for the learner's data and for each
/// proof's decision procedure.
pub fn guess_within(
    game: &dyn Learnable,
    base: &str,
    up_to: u64,
    max_states: usize,
    budget: u64,
) -> Result<Guessed, String> {
    let num = automatic_prover::numeration::numeration(base)?;
    let max_len = length_for(&num, up_to);
    if max_len < 2 {
        return Err(format!(
            "--up-to {up_to} leaves fewer than 2 places in {base}"
        ));
    }
    let bound = value_bound(&num, max_len).unwrap_or(up_to);
    if bound > MAX_BOUND {
        return Err(format!(
            "--up-to {bound} is too large: the table is bound^2 bits, at most {MAX_BOUND} accepted"
        ));
    }
    let data = Pairs::new(bound, game.pairs(bound, budget)?);
    // The learner's tables share the budget with the data they read.
    let table_budget = budget.saturating_sub(data.bytes() as u64);
    let (mx, my) = game.extent();
    let mut min_len = 3.max(length_for(&num, mx.max(my)) + 1).min(max_len);
    loop {
        let l = match learn_within(
            &num,
            2,
            min_len,
            max_len,
            max_states,
            table_budget,
            &mut |v| data.contains(v[0], v[1]),
            &mut |_, _| {},
        ) {
            Ok(l) => l,
            Err(LearnFailure::Input(m)) => return Err(m),
            Err(e) => return Ok(Guessed::Unlearned(e)),
        };
        let auto = Auto::from_tracks(
            &["x".to_string(), "y".to_string()],
            &[num.clone(), num.clone()],
            &l.dfa,
        )
        .map_err(|e| e.to_string())?;
        match prove_within(game, base, auto.clone(), budget)? {
            None => return Ok(Guessed::Proved(Box::new((l, auto)))),
            Some(line) if l.length >= max_len => return Ok(Guessed::NotProved(line)),
            Some(_) => min_len = l.length + 1,
        }
    }
}
