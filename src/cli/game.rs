//! `wythoff game FILE|NAME ...`: a two-heap game from its rules file (a path, or a name
//! of the gallery: `--list`, `--show`), through `games::rules::study`: positions and
//! Grundy values compared with the rules solver at request time inside its box, the
//! learned and proved automaton (the same path as `guess`), a Walnut proof file, and the
//! game's conjectures checked on the box and, when the P-set is proved, for every position.

use super::guess::{LearnArgs, guess_in};
use super::*;
use wythoff_lab::games::rules::conjecture::{ForEvery, OnBox};
use wythoff_lab::games::rules::parse::parse_override;
use wythoff_lab::games::rules::study::{self, Request};
use wythoff_lab::games::rules::{RuleSet, gallery};

#[derive(clap::Args)]
#[command(subcommand_value_name = "ACTION")]
pub(crate) struct GameArgs {
    /// A rules file (a path, docs/games.md) or a gallery name (`--list`).
    #[arg(value_name = "FILE|NAME", required_unless_present = "list")]
    spec: Option<String>,
    /// List the gallery's games.
    #[arg(long, conflicts_with = "show")]
    list: bool,
    /// Print the rules file (and its conjecture file, if any).
    #[arg(long)]
    show: bool,
    /// Set a parameter of the rules file (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", global = true)]
    params: Vec<String>,
    /// JSON instead of text.
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    action: Option<GameAction>,
}

#[derive(clap::Subcommand)]
pub(crate) enum GameAction {
    /// P-positions in column order (x, then y), one per line: `x y`. Compared with the
    /// rules solver on the box they reach (side at most 400) at request time; a request
    /// past it is refused unless --past-compared.
    Positions {
        /// The first N P-positions (games with both Nim moves: whole columns).
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true, conflicts_with_all = ["nth", "side"])]
        count: Option<u64>,
        /// Only the N-th P-position (from 1).
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true, conflicts_with = "side")]
        nth: Option<u64>,
        /// Every P-position of [0, N)^2 (any takes-only game; a square engine to 16384).
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
        side: Option<u64>,
        /// Only the positions with x <= y.
        #[arg(long)]
        upper: bool,
        /// Write to FILE instead of standard output (atomically).
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
        #[command(flatten)]
        past: PastCompared,
    },
    /// Sprague-Grundy values on [0, N)^2: N lines, line x holding G(x, 0..N-1); compared
    /// with the rules solver for N <= 400, past it only with --past-compared (to 16384).
    Grundy {
        /// The side N.
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
        side: u64,
        /// Write to FILE instead of standard output (atomically).
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
        #[command(flatten)]
        past: PastCompared,
    },
    /// Learn the automaton of the P-set and prove it for every position with the rule
    /// formula written from the same rules file (`guess`'s path; --out writes the proof).
    Guess(LearnArgs),
    /// As guess, and write the Walnut proof file (--out, default NAME.walnut) that
    /// `wythoff prove FILE` re-runs.
    Prove(LearnArgs),
    /// Check the game's conjectures (its conjecture file, or --conjectures FILE) on the box
    /// [0, S)^2 in three values, and for every position when the P-set is proved. Exit 1
    /// when a verdict contradicts a claim's `expect`.
    Check {
        /// The conjecture file (default: the gallery's, or NAME.conjectures.toml beside FILE).
        #[arg(long, value_name = "FILE")]
        conjectures: Option<std::path::PathBuf>,
        /// The box's side S (1..=400).
        #[arg(long, value_name = "S", default_value = "100", value_parser = parse_number, allow_hyphen_values = true)]
        side: u64,
        /// Check on the box only (no proof for every position).
        #[arg(long)]
        box_only: bool,
        #[command(flatten)]
        learn: LearnArgs,
    },
}

impl GameArgs {
    pub(crate) fn action_ref(&self) -> Option<&GameAction> {
        self.action.as_ref()
    }
}

pub(crate) fn game_cmd(args: GameArgs) -> Result<u8, Failure> {
    if args.list {
        return list(args.json);
    }
    let spec = args.spec.as_deref().unwrap_or_default();
    let overrides = args
        .params
        .iter()
        .map(|p| parse_override(p))
        .collect::<Result<Vec<_>, _>>()
        .map_err(bad_input)?;
    if args.show {
        let text = study::source(spec).map_err(bad_input)?;
        study::load(spec, &overrides).map_err(bad_input)?;
        let conj = study::conjecture_source(spec);
        if args.json {
            let v = serde_json::json!({ "rules": text, "conjectures": conj });
            return emit(&format!("{v}\n")).map(|()| 0);
        }
        emit(&text)?;
        if let Some(c) = conj {
            emit(&format!("\n# --- conjectures ---\n{c}"))?;
        }
        return Ok(0);
    }
    let r = study::load(spec, &overrides).map_err(bad_input)?;
    let Some(action) = args.action else {
        return Err(bad_input(format!(
            "game {spec}: name an action: positions, grundy, guess, prove or check (or --show)"
        )));
    };
    match action {
        GameAction::Positions {
            count,
            nth,
            side,
            upper,
            out,
            past,
        } => {
            let req = match (count, nth, side) {
                (Some(n), None, None) => Request::Count(n),
                (None, Some(n), None) => Request::Nth(n),
                (None, None, Some(n)) => Request::Side(n),
                _ => {
                    return Err(bad_input(
                        "positions: give one of --count N, --nth N, --side N",
                    ));
                }
            };
            let (ps, note) =
                study::positions(&r, req, upper, past.past_compared).map_err(bad_input)?;
            if let Some(n) = note {
                eprintln!("{n}");
            }
            let text = if args.json {
                let v: Vec<[u64; 2]> = ps.iter().map(|&(x, y)| [x, y]).collect();
                format!("{}\n", serde_json::to_string(&v).unwrap_or_default())
            } else {
                ps.iter().map(|(x, y)| format!("{x} {y}\n")).collect()
            };
            write(out.as_deref(), &text)
        }
        GameAction::Grundy { side, out, past } => {
            let (g, note) = study::grundy(&r, side, past.past_compared).map_err(bad_input)?;
            if let Some(n) = note {
                eprintln!("{n}");
            }
            let text = if args.json {
                format!("{}\n", serde_json::to_string(&g).unwrap_or_default())
            } else {
                g.iter()
                    .map(|row| {
                        let w: Vec<String> = row.iter().map(u32::to_string).collect();
                        w.join(" ") + "\n"
                    })
                    .collect()
            };
            write(out.as_deref(), &text)
        }
        GameAction::Guess(learn) => guess(&r, &learn),
        GameAction::Prove(mut learn) => {
            if learn.out.is_none() {
                learn.out = Some(format!("{}.walnut", r.name).into());
            }
            guess(&r, &learn)
        }
        GameAction::Check {
            conjectures,
            side,
            box_only,
            learn,
        } => check(
            &r,
            spec,
            conjectures.as_deref(),
            side,
            box_only,
            &learn,
            args.json,
        ),
    }
}

fn write(out: Option<&std::path::Path>, text: &str) -> Result<u8, Failure> {
    match out {
        Some(path) => wythoff_lab::persist::write_atomic(path, text).map_err(bad_input)?,
        None => emit(text)?,
    }
    Ok(0)
}

fn list(json: bool) -> Result<u8, Failure> {
    let mut rows = Vec::new();
    for (name, text) in gallery::rules_files() {
        let r = wythoff_lab::games::rules::parse::parse(text, &[]).map_err(bad_input)?;
        rows.push((name, r.title, study::params_text(&r.params)));
    }
    if json {
        let v: Vec<_> = rows
            .iter()
            .map(|(n, t, p)| serde_json::json!({"name": n, "title": t, "params": p}))
            .collect();
        return emit(&format!("{}\n", serde_json::Value::Array(v))).map(|()| 0);
    }
    let w = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    for (n, t, p) in rows {
        let p = if p.is_empty() {
            String::new()
        } else {
            format!(" ({p})")
        };
        emit(&format!("{n:w$}  {t}{p}\n"))?;
    }
    Ok(0)
}

/// The systems to learn in: `--numeration`, or the ones the data names, in order.
fn systems(r: &RuleSet, learn: &LearnArgs) -> Result<Vec<study::System>, Failure> {
    study::systems(r, learn.numeration.as_deref()).map_err(bad_input)
}

/// Learn and prove in each system in turn (each announced on standard error with what
/// named it), stopping at the first proof.
fn guess(r: &RuleSet, learn: &LearnArgs) -> Result<u8, Failure> {
    let tried = systems(r, learn)?;
    let auto = tried.len() > 1 || tried.first().is_some_and(|s| s.why != "given");
    for s in &tried {
        if auto {
            eprintln!("{}: trying {}: {}", r.name, s.base, s.why);
        }
        let code = guess_in(learn, r, &s.base, &s.define, true)?;
        if code == 0 {
            return Ok(0);
        }
    }
    if auto {
        let names: Vec<&str> = tried.iter().map(|s| s.base.as_str()).collect();
        emit(&format!(
            "{}: not proved in any system the data names ({}); give --numeration N\n",
            r.name,
            names.join(", ")
        ))?;
    }
    Ok(EXIT_NO_RESULT)
}

fn check(
    r: &RuleSet,
    spec: &str,
    file: Option<&std::path::Path>,
    side: u64,
    box_only: bool,
    learn: &LearnArgs,
    json: bool,
) -> Result<u8, Failure> {
    let text = match file {
        Some(p) => std::fs::read_to_string(p)
            .map_err(|e| bad_input(format!("{}: cannot read: {e}", p.display())))?,
        None => study::conjecture_source(spec).ok_or_else(|| {
            bad_input(format!(
                "game {spec}: no conjecture file (give --conjectures FILE)"
            ))
        })?,
    };
    let conj = study::conjectures(r, &text).map_err(bad_input)?;
    let (base, proved): (String, _) = if box_only {
        (
            learn.numeration.clone().unwrap_or_else(|| "msd_fib".into()),
            None,
        )
    } else {
        let max_states = usize::try_from(learn.max_states).unwrap_or(usize::MAX);
        study::prove_all_systems(
            r,
            &conj,
            learn.numeration.as_deref(),
            learn.up_to,
            max_states,
        )
        .map_err(bad_input)?
    };
    let verdicts = study::check(r, &conj, side, &base, proved.as_deref()).map_err(bad_input)?;
    if json {
        emit(&format!(
            "{}\n",
            serde_json::to_string(&verdicts).unwrap_or_default()
        ))?;
    } else {
        let w = verdicts.iter().map(|v| v.name.len()).max().unwrap_or(0);
        for v in &verdicts {
            let on_box = match &v.on_box {
                OnBox::Holds => format!("holds on [0, {side})^2"),
                OnBox::Refuted(c) => format!("refuted on the box: {c}"),
                OnBox::NotDecided(_) => format!("not decided by [0, {side})^2"),
            };
            let every = match &v.for_every {
                Some(ForEvery::Proved) => format!("; proved for every position ({base})"),
                Some(ForEvery::Refuted(c)) => format!("; refuted: {c}"),
                None => String::new(),
            };
            let expect = v
                .expect
                .as_deref()
                .map_or(String::new(), |e| format!(" [expect {e}]"));
            let mark = if v.differs { "  DIFFERS" } else { "" };
            emit(&format!("{:w$}  {on_box}{every}{expect}{mark}\n", v.name))?;
        }
        if proved.is_none() && !box_only {
            emit(&format!(
                "{}: the P-set was not proved in {base} (on the box only)\n",
                r.name
            ))?;
        }
    }
    Ok(if verdicts.iter().any(|v| v.differs) {
        1
    } else {
        0
    })
}
