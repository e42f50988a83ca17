//! The command line: a thin clap layer over the `wythoff_lab` library, one file per
//! command.
//!
//! One vocabulary across the commands (a unit test below walks every subcommand and keeps
//! it): `--json` on every command that prints data (`--format csv` beside it where the
//! data is a table); `--out` for where files go (a folder or a file, as the command says);
//! `--alter SPEC` for an alteration; `--past-compared` only on the commands that compute
//! positions; `--checkpoint-every` for the steps between two checkpoints; `--bfile` a flag.
//! Exit status: 0 success; 1 a verdict or witness differs from its record; 2 bad input or
//! a refusal (one line on stderr); 3 a search or proof that finished without a result.

mod check;
mod compared;
mod conjecture;
mod deep;
mod engines;
mod game;
mod grundy;
mod guess;
mod limits;
mod list;
mod offset;
mod positions;
mod prove;
mod reproduce;
mod smt;
mod survey;
mod table;
mod unknown;
mod vocabulary;
mod word;

use check::*;
use conjecture::*;
use deep::*;
use engines::*;
use game::*;
use grundy::*;
use guess::*;
use list::*;
use offset::*;
use positions::*;
use prove::*;
use reproduce::*;
use smt::*;
use survey::*;
use table::*;
use word::*;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use wythoff_lab::check::{self as catalog, Outcome, Paper, RunOptions, Statement, Verdict};
use wythoff_lab::input::parse_number;
use wythoff_lab::papers;
use wythoff_lab::positions::{self as sequences, Select};
use wythoff_lab::table as tables;
use wythoff_lab::text::{plural, plural_verb};

#[derive(Parser)]
#[command(
    name = "wythoff",
    version,
    about = "Theorem checker and conjecture tester for Wythoff Nim and four variants"
)]
#[command(after_help = AFTER_HELP)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// What `wythoff --help` says after the commands.
const AFTER_HELP: &str = "With no command: the main job (check every statement at its default bound, print a summary and write the report to report/).\n\nExit status: 0 success; 1 a verdict or witness differs from its record; 2 bad input or a refusal (one line on stderr); 3 a search or proof that finished without a result.";

/// Exit status: a verdict or witness differs from its record.
pub(crate) const EXIT_DIFFERS: u8 = 1;
/// Exit status: a search or proof finished without a result.
pub(crate) const EXIT_NO_RESULT: u8 = 3;

/// `--past-compared`, on the commands that compute positions.
#[derive(clap::Args, Clone, Copy)]
pub(crate) struct PastCompared {
    /// Run past the range where the engine is compared with its independent twin (see
    /// `wythoff engines`); without it such a request is refused with that range.
    #[arg(long, global = true)]
    past_compared: bool,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Each fast engine, the independent twin it is compared with, and the range compared.
    Engines {
        /// JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the catalog's statements: id, kind, recorded outcome, the paper's number, then
    /// the statement in words. Kinds: T theorem, lemma, corollary or proposition; X worked
    /// example or printed number; S printed table; C conjecture; F figure (T+S: both).
    List {
        /// Only this paper or section (its id prefix or name, as `wythoff list` shows them).
        #[arg(long)]
        paper: Option<String>,
        /// JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check statements and compare each verdict with its recorded outcome (exit 1 if any differs).
    Check {
        /// Statement ids.
        ids: Vec<String>,
        /// Every statement of this paper or section (its id prefix or name).
        #[arg(long, conflicts_with = "all")]
        paper: Option<String>,
        /// Every statement (the default when no id and no paper is given).
        #[arg(long)]
        all: bool,
        /// One bound for every statement checked (each statement says what it bounds).
        #[arg(long, value_parser = parse_number, allow_hyphen_values = true)]
        bound: Option<u64>,
        /// Use each statement's deep bound.
        #[arg(long, conflicts_with = "bound")]
        deep: bool,
        /// JSON array of verdicts instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Print a computed table.
    Table {
        /// The table id (`wythoff table --list` lists them).
        #[arg(required_unless_present = "list")]
        id: Option<String>,
        /// Output format (`--json` is `--format json`).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// JSON instead of text (the same as `--format json`).
        #[arg(long, conflicts_with = "format")]
        json: bool,
        /// List the tables instead.
        #[arg(long)]
        list: bool,
    },
    /// Write the report: REPORT.md, index.html, tables/*.csv|json, figures/*.svg.
    Reproduce {
        /// The folder to write (created if needed).
        #[arg(long, value_name = "DIR", default_value = "report")]
        out: std::path::PathBuf,
        /// Deep bounds for every statement, and the deep measurements (long; see `wythoff deep`).
        #[arg(long)]
        deep: bool,
        /// Continue an interrupted deep run from its checkpoints.
        #[arg(long, requires = "deep")]
        resume: bool,
    },
    /// Long, resumable measurements: Akiyama's v(n)/n and kappa frequency to N (checkpointed),
    /// Larsson's Table 1 at A (one k at a time). Results in DIR/deep/, state in DIR/checkpoints/.
    Deep {
        /// The folder to write.
        #[arg(long, value_name = "DIR", default_value = "report")]
        out: std::path::PathBuf,
        /// Continue from the checkpoints.
        #[arg(long)]
        resume: bool,
        /// Akiyama's measurement up to n = N (0 skips it; largest 5*10^9, about 3.5 GB).
        #[arg(long, value_name = "N", default_value = "1000000000", value_parser = parse_number, allow_hyphen_values = true)]
        akiyama_up_to: u64,
        #[arg(long, help = limits::larsson_up_to_help(), value_name = "A", default_value_t = limits::larsson_default(), value_parser = parse_number, allow_hyphen_values = true)]
        larsson_up_to: u64,
        /// Positions between two Akiyama checkpoints.
        #[arg(long, value_name = "N", default_value = "1000000000", value_parser = parse_number, allow_hyphen_values = true)]
        checkpoint_every: u64,
        #[command(flatten)]
        past: PastCompared,
    },
    /// Measure a conjecture up to N and print the measurements as a table.
    Conjecture {
        /// The conjecture's id (`wythoff conjecture --list` lists them).
        #[arg(required_unless_present = "list")]
        id: Option<String>,
        /// Measure up to this N (its meaning depends on the conjecture).
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true, required_unless_present = "list")]
        up_to: Option<u64>,
        /// Output format (`--json` is `--format json`).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// JSON instead of text (the same as `--format json`).
        #[arg(long, conflicts_with = "format")]
        json: bool,
        /// List the measurable conjectures instead.
        #[arg(long)]
        list: bool,
        #[command(flatten)]
        past: PastCompared,
    },
    /// The offset of an altered game: measured (first line, `dx dy`) and Theorem 3's prediction.
    Offset {
        /// The alteration (see `positions altered`; `@FILE` reads it from a file, `-` from stdin).
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
        /// Columns of the overlap measurement (the window is [T/2, T)).
        #[arg(long, value_name = "T", value_parser = parse_number, allow_hyphen_values = true, default_value = "20000")]
        columns: u64,
        /// JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Run the SMT queries through z3 (expected answer, answer, time); --out writes them.
    Smt {
        /// Query ids or statement ids (default: every query).
        ids: Vec<String>,
        /// Write each query to DIR/<id>.smt2 instead of solving.
        #[arg(long, value_name = "DIR")]
        out: Option<std::path::PathBuf>,
        /// Time limit per query, in seconds (0 means no limit).
        #[arg(long, value_name = "SECONDS", default_value = "120", value_parser = parse_number, allow_hyphen_values = true)]
        timeout: u64,
        /// List the queries (id, expected answer, statement) instead.
        #[arg(long, conflicts_with = "out")]
        list: bool,
        /// JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Decide first-order statements about automatic sequences: run Walnut commands
    /// (`def`, `eval`, `reg`, `load`), one line per def/eval: `NAME: TRUE|FALSE|N states`.
    Prove(ProveArgs),
    /// Learn the automaton of a two-pile game's P-set from its positions, then prove it
    /// for every position: `GAME: proved, N states (numeration, learned to length L)`.
    Guess(GuessArgs),
    /// Survey a game family: one row per member (P-positions, aggregation points, the
    /// automaton proved or its obstacle, against Wythoff's P-set, seconds, memory).
    Survey(SurveyArgs),
    /// A two-heap game from its rules file (a path, or a gallery name: --list): positions,
    /// Grundy values, the learned and proved automaton, its Walnut file, its conjectures.
    Game(GameArgs),
    /// Bit-string functions of Hu-Sleator-Tsin (strings of 0 and 1 only).
    Word {
        /// JSON instead of text.
        #[arg(long, global = true)]
        json: bool,
        #[command(subcommand)]
        op: WordOp,
    },
    /// Sprague-Grundy values on the square [0, N)^2: N lines, line x holding G(x, 0..N-1)
    /// separated by single spaces (`--bfile`: OEIS A004481's order, `n a(n)` per line).
    #[command(subcommand_value_name = "GAME")]
    Grundy {
        #[arg(long, help = limits::side_help(), value_name = "N", value_parser = parse_number, allow_hyphen_values = true, global = true)]
        side: Option<u64>,
        /// Print the antidiagonals x + y < N as an OEIS b-file (`n a(n)`, offset 0):
        /// antidiagonal s lists G(s, 0), G(s-1, 1), ..., G(0, s).
        #[arg(long, global = true, conflicts_with = "json")]
        bfile: bool,
        /// JSON instead of text: an array of N rows, row x holding G(x, 0..N-1).
        #[arg(long, global = true)]
        json: bool,
        #[command(flatten)]
        past: PastCompared,
        #[command(subcommand)]
        game: GrundyGame,
    },
    /// Print P-positions of a game, one per line, integers separated by single spaces.
    #[command(subcommand_value_name = "GAME")]
    Positions {
        /// Print an OEIS b-file (`n a(n)` per line) of one coordinate (`--coordinate`) instead.
        #[arg(long, global = true, conflicts_with = "json")]
        bfile: bool,
        /// The coordinate of `--bfile` (1 = first).
        #[arg(long, value_name = "I", value_parser = parse_number, allow_hyphen_values = true, global = true, requires = "bfile")]
        coordinate: Option<u64>,
        /// JSON instead of text: an array of positions, each an array of integers.
        #[arg(long, global = true)]
        json: bool,
        #[command(flatten)]
        past: PastCompared,
        #[command(subcommand)]
        game: Game,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Format {
    Text,
    Csv,
    Json,
}

/// A failure with its exit status.
pub(crate) struct Failure {
    code: u8,
    message: String,
}

pub(crate) fn bad_input(message: impl Into<String>) -> Failure {
    Failure {
        code: 2,
        message: message.into(),
    }
}

/// Whether standard output was open when the program started. Rust's runtime reopens a
/// closed descriptor 1 on `/dev/null` (read-write) before `main`, which would turn `>&-`
/// into a silent success; a shell's `> /dev/null` opens it write-only, so the two differ.
fn stdout_is_open() -> bool {
    // SAFETY: fcntl(F_GETFL) and fstat only query the descriptor; `st` is plain data.
    unsafe {
        let flags = libc::fcntl(1, libc::F_GETFL);
        if flags == -1 {
            return false;
        }
        if flags & libc::O_ACCMODE != libc::O_RDWR {
            return true;
        }
        let (mut st, mut null): (libc::stat, libc::stat) = (std::mem::zeroed(), std::mem::zeroed());
        let dev_null = c"/dev/null";
        if libc::fstat(1, &mut st) != 0 || libc::stat(dev_null.as_ptr(), &mut null) != 0 {
            return true;
        }
        !(st.st_mode & libc::S_IFMT == libc::S_IFCHR && st.st_rdev == null.st_rdev)
    }
}

/// A message as one line of at most 400 characters: an error that quotes a huge input
/// says how much it left out instead of echoing all of it.
pub(crate) fn one_line(message: &str) -> String {
    const KEEP: usize = 400;
    let flat: String = message
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let total = flat.chars().count();
    if total <= KEEP {
        return flat;
    }
    let head: String = flat.chars().take(KEEP).collect();
    format!("{head}... ({} more characters)", total - KEEP)
}

/// An alteration spec as given: the text itself, `@FILE` for a file's contents, or `-` for
/// standard input (specs larger than the argument limit).
pub(crate) fn read_spec(arg: &str) -> Result<String, Failure> {
    const MAX_SPEC_BYTES: u64 = 64 << 20;
    let read = |what: &str, r: &mut dyn std::io::Read| -> Result<String, Failure> {
        let mut text = String::new();
        let mut limited = std::io::Read::take(r, MAX_SPEC_BYTES + 1);
        std::io::Read::read_to_string(&mut limited, &mut text)
            .map_err(|e| bad_input(format!("cannot read the alteration from {what}: {e}")))?;
        if text.len() as u64 > MAX_SPEC_BYTES {
            return Err(bad_input(format!(
                "the alteration in {what} is larger than {} MB",
                MAX_SPEC_BYTES >> 20
            )));
        }
        Ok(text)
    };
    if arg == "-" {
        return read("standard input", &mut io::stdin().lock());
    }
    if let Some(path) = arg.strip_prefix('@') {
        let mut f = std::fs::File::open(path)
            .map_err(|e| bad_input(format!("cannot open the alteration file {path}: {e}")))?;
        return read(path, &mut f);
    }
    Ok(arg.to_string())
}

/// Parse the arguments, run the command, map failures to exit codes.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let _ = e.print();
                return ExitCode::from(
                    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                        2
                    } else {
                        0
                    },
                );
            }
            // A word that names no subcommand: the list of what it could name.
            if e.kind() == ErrorKind::InvalidSubcommand {
                let args: Vec<String> = std::env::args().skip(1).collect();
                if let Some(line) = unknown::unknown_subcommand(&args) {
                    eprintln!("{line}");
                    return ExitCode::from(2);
                }
            }
            // One line: clap's first line, without usage and tips.
            let rendered = e.render().to_string();
            let first: Vec<&str> = rendered
                .lines()
                .take_while(|l| !l.trim().is_empty() && !l.starts_with("Usage"))
                .map(str::trim)
                .collect();
            eprintln!("{}", first.join(" "));
            return ExitCode::from(2);
        }
    };
    if !stdout_is_open() {
        eprintln!("error: standard output is closed: nothing could be written");
        return ExitCode::from(2);
    }
    let result = match cli.command {
        None => {
            println!(
                "wythoff: the main job: checking every statement at its default bound and writing report/ (`wythoff --help` lists the other commands)"
            );
            reproduce_cmd(std::path::Path::new("report"), false, false)
        }
        Some(Command::List { paper, json }) => list(paper.as_deref(), json),
        Some(Command::Engines { json }) => engines_cmd(json),
        Some(Command::Check {
            ids,
            paper,
            all,
            bound,
            deep,
            json,
        }) => check_cmd(&ids, paper.as_deref(), all, bound, deep, json),
        Some(Command::Table {
            id,
            format,
            json,
            list,
        }) => table_cmd(id.as_deref(), json_or(format, json), list),
        Some(Command::Positions {
            game,
            bfile,
            coordinate,
            json,
            past,
        }) => {
            compared::allow_past(past.past_compared);
            positions_cmd(game, bfile.then(|| coordinate.unwrap_or(1)), json)
        }
        Some(Command::Grundy {
            game,
            side,
            bfile,
            json,
            past,
        }) => {
            compared::allow_past(past.past_compared);
            grundy_cmd(game, side, bfile, json)
        }
        Some(Command::Offset {
            alter,
            columns,
            json,
        }) => offset_cmd(&alter, columns, json),
        Some(Command::Reproduce { out, deep, resume }) => reproduce_cmd(&out, deep, resume),
        Some(Command::Deep {
            out,
            resume,
            akiyama_up_to,
            larsson_up_to,
            checkpoint_every,
            past,
        }) => {
            compared::allow_past(past.past_compared);
            deep_cmd(&out, resume, akiyama_up_to, larsson_up_to, checkpoint_every)
        }
        Some(Command::Word { op, json }) => word_cmd(op, json),
        Some(Command::Prove(args)) => prove_cmd(&args),
        Some(Command::Guess(args)) => guess_cmd(&args),
        Some(Command::Survey(args)) => survey_cmd(&args),
        Some(Command::Game(args)) => {
            if let Some(GameAction::Positions { past, .. } | GameAction::Grundy { past, .. }) =
                &args.action_ref()
            {
                compared::allow_past(past.past_compared);
            }
            game_cmd(args)
        }
        Some(Command::Smt {
            ids,
            out,
            timeout,
            list,
            json,
        }) => smt_cmd(&ids, out.as_deref(), timeout, list, json),
        Some(Command::Conjecture {
            id,
            up_to,
            format,
            json,
            list,
            past,
        }) => {
            compared::allow_past(past.past_compared);
            conjecture_cmd(id.as_deref(), up_to, json_or(format, json), list)
        }
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(f) => {
            if !f.message.is_empty() {
                eprintln!("error: {}", one_line(&f.message));
            }
            ExitCode::from(f.code)
        }
    }
}

/// Write to stdout; a closed pipe (`| head`) ends the output quietly.
pub(crate) fn emit(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(Failure {
            code: 2,
            message: format!("cannot write output: {e}"),
        }),
        _ => Ok(()),
    }
}

/// `--format`, or JSON when `--json` is given.
fn json_or(format: Format, json: bool) -> Format {
    if json { Format::Json } else { format }
}

pub(crate) fn render(t: &tables::Table, format: Format) -> String {
    match format {
        Format::Text => t.to_text(),
        Format::Csv => t.to_csv(),
        Format::Json => t.to_json() + "\n",
    }
}
