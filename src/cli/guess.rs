//! `wythoff guess GAME --numeration N`: learn the automaton of a two-pile game's P-set from
//! its engine's P-positions (`automatic_prover::logic::learn_sparse`), then prove it is the
//! P-set for every position with the game's rule formula (`games::rules::prove`: Wythoff,
//! W^k and the altered games are rule sets, `games::rules::builtin`; Lythoff(2_f) writes
//! its own, `games::lythoff::automatic`) and the decision procedure. `wythoff game FILE
//! guess` takes the same path for any rules file.
//!
//! The data of each length is the P-positions below its first place value with one more
//! place, counted against `--memory` (16 bytes a position, 8 per value below the bound):
//! a length whose data would exceed it stops the guess with one line saying where. Each
//! length learned is reported on standard error (states, data size, time).

use super::*;
use automatic_prover::Auto;
use automatic_prover::logic::learn::{LearnFailure, Learned, length_for, value_bound};
use automatic_prover::logic::learn_sparse::{Attempt, Pairs, learn_pairs, learn_pairs_at};
use automatic_prover::numeration::{Numeration, numeration};
use std::rc::Rc;
use wythoff_lab::games::lythoff::automatic::Lythoff2;
use wythoff_lab::games::rules::builtin;
use wythoff_lab::games::rules::prove::{Learnable, p_pairs, prove as prove_set};

#[derive(clap::Subcommand)]
pub(crate) enum GuessGame {
    /// Wythoff's game.
    Wythoff,
    /// Larsson's blocking Wythoff Nim W^k.
    Blocking {
        /// The blocking parameter k (1..=64; k = 1 is Wythoff).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        k: u64,
    },
    /// Lythoff(2_f) (two piles; f a constant).
    Lythoff {
        /// The number of piles (2: the learner reads pairs).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        piles: u64,
        /// The constant f of Lythoff(2_f) (default 1).
        #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
        f: Option<String>,
    },
    /// Wythoff's game with a finite alteration (`P: 0,0 1,2; N: 3,3`, `P: box 2x3`).
    Altered {
        /// The alteration (see `positions altered`; `@FILE` reads it from a file, `-` from
        /// standard input).
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
    },
}

#[derive(clap::Args)]
#[command(subcommand_value_name = "GAME")]
pub(crate) struct GuessArgs {
    #[command(subcommand)]
    game: GuessGame,
    #[command(flatten)]
    learn: LearnArgs,
}

/// How to learn and prove (shared by `guess` and `game FILE guess|prove|check`).
#[derive(clap::Args)]
pub(crate) struct LearnArgs {
    /// The numeration system (msd only): msd_K, msd_fib, msd_ost_A, msd_pell; or `auto`:
    /// the one the aggregation points of the positions name, saying why (an Ostrowski
    /// system of any period is defined as `ost NAME [pre] [period]`). `guess`: msd_fib by
    /// default, `auto` for blocking only (W^k is proved for k <= 8, learned only above);
    /// `game FILE ...`: auto by default.
    #[arg(long, global = true, value_name = "N")]
    pub(crate) numeration: Option<String>,
    /// Positions with both entries below B are the data (default 1000; at most 10^9, and
    /// the data must fit in --memory).
    #[arg(long, global = true, value_name = "B", default_value = "1000", value_parser = parse_number, allow_hyphen_values = true)]
    pub(crate) up_to: u64,
    /// The memory budget of the data in MB (default 2048; at most 8192): a length whose
    /// P-positions would need more stops the guess, saying where.
    #[arg(long, global = true, value_name = "MB", default_value = "2048", value_parser = parse_number, allow_hyphen_values = true)]
    pub(crate) memory: u64,
    /// Stop when more than S states are separated by the data.
    #[arg(long, global = true, value_name = "S", default_value = "500", value_parser = parse_number, allow_hyphen_values = true)]
    pub(crate) max_states: u64,
    /// Learn at exactly this length (every pair of at most L places), without waiting for
    /// the automaton to stop changing: the proof decides (a wrong guess is not proved).
    #[arg(long, global = true, value_name = "L", value_parser = parse_number, allow_hyphen_values = true)]
    pub(crate) length: Option<u64>,
    /// Write a proof file (and the automaton next to it, FILE's stem + `.automaton.txt`)
    /// that `wythoff prove FILE` re-runs without the learner.
    #[arg(long, global = true, value_name = "FILE")]
    pub(crate) out: Option<std::path::PathBuf>,
}

fn game_of(g: &GuessGame) -> Result<Box<dyn Learnable>, String> {
    Ok(match g {
        GuessGame::Wythoff => Box::new(builtin::wythoff()),
        GuessGame::Blocking { k } => match u32::try_from(*k) {
            Ok(k @ 1..=64) => Box::new(builtin::blocking(k)?),
            _ => {
                return Err(format!(
                    "blocking --k {k}: guess writes the blocking rule for k in 1..=64"
                ));
            }
        },
        GuessGame::Lythoff { piles, f } => Box::new(Lythoff2::from_args(*piles, f.as_deref())?),
        GuessGame::Altered { alter } => {
            let spec = read_spec(alter).map_err(|f| f.message)?;
            Box::new(builtin::altered(&spec)?)
        }
    })
}

/// The data bound of `--numeration auto`'s analysis (about a second per k <= 20).
const AUTO_A: u64 = 200_000;

pub(crate) fn guess_cmd(all: &GuessArgs) -> Result<u8, Failure> {
    let args = &all.learn;
    let numeration = args.numeration.as_deref().unwrap_or("msd_fib");
    if numeration != "auto" {
        let game = game_of(&all.game).map_err(bad_input)?;
        return guess_in(args, game.as_ref(), numeration, "", true);
    }
    // `auto`: W^k's aggregation points name the numeration (papers::frontier::blocking_points).
    let GuessGame::Blocking { k } = &all.game else {
        return Err(bad_input(
            "--numeration auto: implemented for blocking only (its aggregation points name the numeration)",
        ));
    };
    let k = match usize::try_from(*k) {
        Ok(k @ 1..=255) => k,
        _ => {
            return Err(bad_input(format!(
                "blocking --k {k}: k must lie in 1..=255"
            )));
        }
    };
    emit(&format!(
        "W^{k}: aggregation points of b/a from the P-positions with a <= {AUTO_A}\n"
    ))?;
    let (lines, choice) = wythoff_lab::papers::blocking_numeration(k, AUTO_A);
    for l in &lines {
        emit(&format!("  {l}\n"))?;
    }
    let Some(choice) = choice else {
        emit(&format!("W^{k}: no numeration tried\n"))?;
        return Ok(EXIT_NO_RESULT);
    };
    let define = define_choice(&choice)?;
    // k <= 8: learned and proved; above, learned only (no rule formulas).
    let game = builtin::blocking(k as u32).map_err(bad_input)?;
    guess_in(args, &game, &choice.name, &define, k <= 8)
}

/// Define the system `choice` names when it is not built in; the `ost` command the proof
/// file repeats before its automaton (empty for a built-in system).
pub(crate) fn define_choice(
    choice: &wythoff_lab::games::aggregation::Choice,
) -> Result<String, Failure> {
    wythoff_lab::games::rules::study::define_ost(choice.ost.as_ref()).map_err(bad_input)
}

/// The largest `--up-to` accepted (the data must also fit in `--memory`).
const MAX_UP_TO: u64 = 1_000_000_000;

/// Learn `game` in `numeration_name` and, when `prove` (the game's rule has formulas),
/// prove it; else report the automaton learned.
pub(crate) fn guess_in(
    args: &LearnArgs,
    game: &dyn Learnable,
    numeration_name: &str,
    define: &str,
    prove: bool,
) -> Result<u8, Failure> {
    if args.max_states == 0 {
        return Err(bad_input("--max-states must be at least 1"));
    }
    if !(1..=8192).contains(&args.memory) {
        return Err(bad_input(format!(
            "--memory {}: must lie in 1..=8192 (MB)",
            args.memory
        )));
    }
    let num = numeration(numeration_name).map_err(bad_input)?;
    if !num.msd {
        return Err(bad_input(format!(
            "--numeration {}: guess learns msd automata only (use the msd_ system)",
            num.name
        )));
    }
    if args.up_to > MAX_UP_TO {
        return Err(bad_input(format!(
            "--up-to {} is too large: at most {MAX_UP_TO}",
            args.up_to
        )));
    }
    let max_len = length_for(&num, args.up_to);
    if max_len < 2 {
        return Err(bad_input(format!(
            "--up-to {} leaves fewer than 2 places in {}",
            args.up_to, num.name
        )));
    }
    let name = game.title();
    let max_states = usize::try_from(args.max_states).unwrap_or(usize::MAX);
    // Start where the data covers the alteration (if any) and at least 3 places.
    let (mx, my) = game.extent();
    let mut min_len = 3.max(length_for(&num, mx.max(my)) + 1).min(max_len);
    if let Some(len) = args.length {
        let len = usize::try_from(len).unwrap_or(usize::MAX);
        if !(1..=max_len).contains(&len) {
            return Err(bad_input(format!(
                "--length {len}: must lie in 1..={max_len} (the data of --up-to {} in {})",
                args.up_to, num.name
            )));
        }
        min_len = len;
    }
    let mut data = Data {
        game,
        num: &num,
        budget: args.memory << 20,
        cached: None,
        stopped: None,
        started: std::time::Instant::now(),
    };
    let (learned, auto) = loop {
        let got = learn_once(
            &mut data,
            args.length.is_some(),
            min_len,
            max_len,
            max_states,
        );
        if let Some(line) = data.stopped.take() {
            emit(&format!("{name}: stopped: {line}\n"))?;
            return Ok(EXIT_NO_RESULT);
        }
        let learned = match got {
            Ok(Some(l)) => l,
            Ok(None) => {
                emit(&format!(
                    "{name}: no closed, consistent table at length {min_len}\n"
                ))?;
                return Ok(EXIT_NO_RESULT);
            }
            Err(LearnFailure::Input(m)) => return Err(bad_input(m)),
            Err(e) => {
                emit(&format!("{name}: {e}\n"))?;
                return Ok(EXIT_NO_RESULT);
            }
        };
        let auto = Auto::from_tracks(
            &["x".to_string(), "y".to_string()],
            &[num.clone(), num.clone()],
            &learned.dfa,
        )
        .map_err(|e| bad_input(e.to_string()))?;
        if !prove {
            emit(&format!(
                "{name}: learned, not proved: {} states ({}, stable from length {} to {}); guess writes W^k's rule as formulas for k <= 8 only\n",
                learned.states,
                num.name,
                learned.length - 1,
                learned.length
            ))?;
            return Ok(EXIT_NO_RESULT);
        }
        match prove_set(game, &num.name, auto.clone()).map_err(bad_input)? {
            None => break (learned, auto),
            Some(line) if learned.length >= max_len || args.length.is_some() => {
                emit(&format!("{name}: not proved: {line}\n"))?;
                return Ok(EXIT_NO_RESULT);
            }
            // A guess from too little data: learn again from longer data.
            Some(_) => min_len = learned.length + 1,
        }
    };
    if let Some(path) = &args.out {
        wythoff_lab::games::rules::study::write_proof(
            path, game, &num.name, define, &auto, &learned,
        )
        .map_err(bad_input)?;
    }
    emit(&format!(
        "{name}: proved, {} ({}, learned to length {})\n",
        plural(learned.states, "state"),
        num.name,
        learned.length
    ))?;
    Ok(0)
}

/// The data of each length, generated once per bound and counted against the budget.
struct Data<'a> {
    game: &'a dyn Learnable,
    num: &'a Numeration,
    budget: u64,
    cached: Option<Rc<Pairs>>,
    /// The line that stopped learning (the budget, or the engine).
    stopped: Option<String>,
    started: std::time::Instant,
}

impl Data<'_> {
    fn get(&mut self, len: usize) -> Result<Rc<Pairs>, String> {
        let bound = value_bound(self.num, len).ok_or("beyond 64-bit values")?;
        if let Some(c) = &self.cached
            && c.bound() >= bound
        {
            return Ok(c.clone());
        }
        self.cached = None;
        match p_pairs(self.game, bound, self.budget) {
            Ok(p) => {
                let p = Rc::new(p);
                self.cached = Some(p.clone());
                Ok(p)
            }
            Err(e) => {
                let line = format!("length {len}: {e}");
                self.stopped = Some(line.clone());
                Err(line)
            }
        }
    }

    fn progress(&self, len: usize, states: Option<usize>, a: Attempt) {
        let (bound, members) = self
            .cached
            .as_ref()
            .map_or((0, 0), |c| (c.bound(), c.len()));
        eprintln!(
            "{}: length {len} (data below {bound}, {members} P-positions): {} ({:.1} s)",
            self.game.title(),
            states.map_or(
                if a.closed {
                    format!(
                        "no consistent table (suffix depth up to {}, {} states separated)",
                        a.m, a.separated
                    )
                } else {
                    format!(
                        "no closed table (suffix depth {}: {} states separated before a representative passed depth {})",
                        a.m,
                        a.separated,
                        len - a.m
                    )
                },
                |s| format!("{s} states")
            ),
            self.started.elapsed().as_secs_f64()
        );
    }
}

/// Learn: at exactly `len` places when `exact` (`Ok(None)`: no closed, consistent table
/// there), else from `len` up until two lengths agree.
fn learn_once(
    data: &mut Data,
    exact: bool,
    len: usize,
    max_len: usize,
    max_states: usize,
) -> Result<Option<Learned>, LearnFailure> {
    let num = data.num;
    if exact {
        let pairs = data.get(len).map_err(LearnFailure::Input)?;
        let mut a = Attempt::default();
        let dfa = learn_pairs_at(num, &pairs, len, max_states, &mut a)?;
        data.progress(len, dfa.as_ref().map(|d| d.reported_states()), a);
        return Ok(dfa.map(|d| Learned {
            states: d.reported_states(),
            dfa: d,
            length: len,
        }));
    }
    let cell = std::cell::RefCell::new(data);
    learn_pairs(
        num,
        len,
        max_len,
        max_states,
        &mut |l| cell.borrow_mut().get(l),
        &mut |l, s, a| cell.borrow().progress(l, s, a),
    )
    .map(Some)
}
