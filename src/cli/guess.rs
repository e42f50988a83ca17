//! `wythoff guess GAME --numeration N`: learn the automaton of a two-pile game's P-set from
//! its fast engine (`automata::learn`), then prove it is the P-set for every position with
//! the game's move formula (`games::automatic`) and the decision procedure.

use super::*;
use automatic_prover::Auto;
use automatic_prover::logic::learn::{
    LearnFailure, Learned, learn, learn_at, length_for, value_bound,
};
use automatic_prover::numeration::numeration;
use wythoff_lab::games::automatic::Game as AGame;

#[derive(clap::Subcommand)]
pub(crate) enum GuessGame {
    /// Wythoff's game.
    Wythoff,
    /// Larsson's blocking Wythoff Nim W^k.
    Blocking {
        /// The blocking parameter k (1..=8; k = 1 is Wythoff).
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
pub(crate) struct GuessArgs {
    #[command(subcommand)]
    game: GuessGame,
    /// The numeration system (msd only): msd_K, msd_fib, msd_ost_A, msd_pell; or `auto`
    /// (blocking only): the one W^k's aggregation points name, saying why.
    #[arg(long, global = true, value_name = "N", default_value = "msd_fib")]
    numeration: String,
    /// Positions with both entries below B are the data (default 1000; at most 60000).
    #[arg(long, global = true, value_name = "B", default_value = "1000", value_parser = parse_number, allow_hyphen_values = true)]
    up_to: u64,
    /// Stop when more than S states are separated by the data.
    #[arg(long, global = true, value_name = "S", default_value = "500", value_parser = parse_number, allow_hyphen_values = true)]
    max_states: u64,
    /// Learn at exactly this length (every pair of at most L places), without waiting for
    /// the automaton to stop changing: the proof decides (a wrong guess is not proved).
    #[arg(long, global = true, value_name = "L", value_parser = parse_number, allow_hyphen_values = true)]
    length: Option<u64>,
    /// Write a proof file (and the automaton next to it, FILE's stem + `.automaton.txt`)
    /// that `wythoff prove FILE` re-runs without the learner.
    #[arg(long, global = true, value_name = "FILE")]
    out: Option<std::path::PathBuf>,
}

fn game_of(g: &GuessGame) -> Result<AGame, String> {
    Ok(match g {
        GuessGame::Wythoff => AGame::Wythoff,
        GuessGame::Blocking { k } => match u32::try_from(*k) {
            Ok(k @ 1..=8) => AGame::Blocking(k),
            _ => {
                return Err(format!(
                    "blocking --k {k}: guess writes the blocking formula for k in 1..=8"
                ));
            }
        },
        GuessGame::Lythoff { piles, f } => AGame::lythoff(*piles, f.as_deref())?,
        GuessGame::Altered { alter } => {
            let spec = read_spec(alter).map_err(|f| f.message)?;
            AGame::Altered(wythoff_lab::games::altered::Alteration::parse(&spec)?, spec)
        }
    })
}

/// The data bound of `--numeration auto`'s analysis (about a second per k <= 20).
const AUTO_A: u64 = 200_000;

pub(crate) fn guess_cmd(args: &GuessArgs) -> Result<u8, Failure> {
    if args.numeration != "auto" {
        return guess_in(args, &args.numeration);
    }
    // `auto`: W^k's aggregation points name the numeration (papers::frontier::blocking_points).
    let GuessGame::Blocking { k } = &args.game else {
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
    match choice {
        Some(system) if k <= 8 => guess_in(args, &system),
        Some(system) => {
            emit(&format!(
                "W^{k}: {system} not tried: guess writes W^k's rule as formulas for k <= 8 only\n"
            ))?;
            Ok(EXIT_NO_RESULT)
        }
        None => {
            emit(&format!("W^{k}: no numeration tried\n"))?;
            Ok(EXIT_NO_RESULT)
        }
    }
}

fn guess_in(args: &GuessArgs, numeration_name: &str) -> Result<u8, Failure> {
    let game = game_of(&args.game).map_err(bad_input)?;
    if args.max_states == 0 {
        return Err(bad_input("--max-states must be at least 1"));
    }
    let num = numeration(numeration_name).map_err(bad_input)?;
    if !num.msd {
        return Err(bad_input(format!(
            "--numeration {}: guess learns msd automata only (use the msd_ system)",
            num.name
        )));
    }
    if args.up_to > wythoff_lab::games::automatic::MAX_BOUND {
        return Err(bad_input(format!(
            "--up-to {} is too large: at most {} (the table is B^2 bits)",
            args.up_to,
            wythoff_lab::games::automatic::MAX_BOUND
        )));
    }
    let max_len = length_for(&num, args.up_to);
    if max_len < 2 {
        return Err(bad_input(format!(
            "--up-to {} leaves fewer than 2 places in {}",
            args.up_to, num.name
        )));
    }
    let bound = value_bound(&num, max_len).unwrap_or(args.up_to);
    let table = game.p_table(bound).map_err(bad_input)?;
    let name = game.name();
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
    let (learned, auto) = loop {
        let learned = match learn_once(
            &num,
            args.length.is_some(),
            min_len,
            max_len,
            max_states,
            &table,
        ) {
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
        match wythoff_lab::games::automatic::prove(&game, &num.name, auto.clone())
            .map_err(bad_input)?
        {
            None => break (learned, auto),
            Some(line) if learned.length >= max_len || args.length.is_some() => {
                emit(&format!("{name}: not proved: {line}\n"))?;
                return Ok(EXIT_NO_RESULT);
            }
            // A guess from too little data: learn again from longer data.
            Some(_) => min_len = learned.length + 1,
        }
    };
    let script = game.proof_script(&num.name, "p");
    if let Some(path) = &args.out {
        save_proof(path, &game, &num.name, &auto, &script, &learned)?;
    }
    emit(&format!(
        "{name}: proved, {} states ({}, learned to length {})\n",
        learned.states, num.name, learned.length
    ))?;
    Ok(0)
}

/// Learn from the table: at exactly `len` places when `exact` (`Ok(None)`: no closed,
/// consistent table there), else from `len` up until two lengths agree.
fn learn_once(
    num: &automatic_prover::numeration::Numeration,
    exact: bool,
    len: usize,
    max_len: usize,
    max_states: usize,
    table: &wythoff_lab::games::automatic::PTable,
) -> Result<Option<Learned>, LearnFailure> {
    let mut oracle = |v: &[u64]| table.get(v[0], v[1]);
    if exact {
        let dfa = learn_at(num, 2, len, max_states, &mut oracle)?;
        return Ok(dfa.map(|d| Learned {
            states: d.reported_states(),
            dfa: d,
            length: len,
        }));
    }
    learn(
        num,
        2,
        len,
        max_len,
        max_states,
        &mut oracle,
        &mut |_, _| {},
    )
    .map(Some)
}

fn save_proof(
    path: &std::path::Path,
    game: &AGame,
    base: &str,
    auto: &Auto,
    script: &str,
    learned: &automatic_prover::logic::learn::Learned,
) -> Result<(), Failure> {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| bad_input(format!("--out {}: no file name", path.display())))?;
    let auto_name = format!("{stem}.automaton.txt");
    let auto_path = path.with_file_name(&auto_name);
    automatic_prover::walnut::save::write(&auto_path, auto).map_err(bad_input)?;
    let text = format!(
        "# {}: the P-set, proved for every position by `wythoff prove` ({base}).\n\
         # Learned by `wythoff guess` from the fast engine's positions ({} states, data to\n\
         # length {}); `p(x,y)` is the learned automaton. The evals prove the move rule's\n\
         # characterization of the P-set (see src/games/automatic.rs): every eval is TRUE.\n\
         load p \"{auto_name}\";\n{script}",
        game.name(),
        learned.states,
        learned.length
    );
    wythoff_lab::persist::write_atomic(path, text).map_err(bad_input)
}
