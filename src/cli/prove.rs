//! `wythoff prove FILE|-`: run Walnut commands with the native decision procedure.
//!
//! A proof run: every `eval` must be a closed formula (an open one is an error naming it,
//! exit 2; a `def` may have free variables; `--open-evals` lifts this for a pasted Walnut
//! session), and `load` reads paths relative to the file's directory (the working
//! directory for `-`). The exit status is 0 whatever the answers, as in Walnut, unless
//! `--expect-true` asks for 1 when a closed `eval` answered FALSE.

use super::*;
use automatic_prover::Session;
use automatic_prover::automaton::limits::Budget;

#[derive(clap::Args)]
pub(crate) struct ProveArgs {
    /// The file of Walnut commands (`def`, `eval`, `reg`, `ost`, `macro`, `morphism`, `promote`,
    /// `image`, ...: docs/prover.md lists them), or `-` for standard input.
    #[arg(value_name = "FILE|-", allow_hyphen_values = true)]
    file: String,
    /// A JSON list of {name, result, states, witness, vars, seconds} instead of lines
    /// (Walnut's `load FILE;` gives one entry per command of the file).
    #[arg(long)]
    json: bool,
    /// Write each automaton to DIR/NAME.txt (the format `load` reads).
    #[arg(long, value_name = "DIR")]
    out: Option<std::path::PathBuf>,
    /// Write each automaton and word in Walnut's format, as a Walnut folder: automata to
    /// DIR/Automata Library/NAME.txt, words to DIR/Word Automata Library/NAME.txt (a later
    /// `--walnut-home DIR`, or Walnut itself, reads them back).
    #[arg(long, value_name = "DIR")]
    out_walnut: Option<std::path::PathBuf>,
    /// The most states any automaton may have (default: what fits in 8 GB).
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    max_states: Option<u64>,
    /// Write the script as a Walnut session under DIR instead of running it: the commands
    /// in `Command Files/`, each loaded automaton in Walnut's format in `Automata Library/`,
    /// and a README.txt saying how to run it in Walnut.
    #[arg(long, value_name = "DIR")]
    export_walnut: Option<std::path::PathBuf>,
    /// Define NAME from FILE, an automaton in Walnut's text format (as Walnut's
    /// `Automata Library/` holds), before the script runs; the script uses it as `$NAME`.
    #[arg(long, value_name = "NAME=FILE")]
    load_walnut: Vec<String>,
    /// A Walnut folder: a `$NAME` the script does not define is read from its
    /// `Automata Library/NAME.txt`, a word `NAME[x]` from `Word Automata Library/NAME.txt`
    /// (Walnut's formats; an automaton is checked as `load` checks it).
    #[arg(long, value_name = "DIR")]
    walnut_home: Option<std::path::PathBuf>,
    /// Run as a Walnut session: an `eval` with free variables prints `NAME: N states`, as
    /// Walnut does, instead of being refused (without it every `eval` must be closed, as in
    /// a proof).
    #[arg(long)]
    open_evals: bool,
    /// Exit 1 when a closed `eval` answers FALSE, naming on standard error the line of each
    /// (after every command has run and printed); without it `prove` exits 0 whatever the
    /// answers, as Walnut does.
    #[arg(long)]
    expect_true: bool,
}

pub(crate) fn prove_cmd(args: &ProveArgs) -> Result<u8, Failure> {
    let budget = match args.max_states {
        Some(0) => return Err(bad_input("--max-states must be at least 1")),
        Some(n) => Budget::new(usize::try_from(n).unwrap_or(usize::MAX)),
        None => Budget::default(),
    };
    let (text, dir) = automatic_prover::cli::inputs::read_script(&args.file).map_err(bad_input)?;
    let mut session = Session::proof_mode(budget);
    if let Some(home) = &args.walnut_home {
        session.walnut_home = Some(
            automatic_prover::walnut::library::WalnutHome::new(home)
                .map_err(|e| bad_input(format!("--walnut-home: {e}")))?,
        );
    }
    // With the folder's macros (`#NAME(...)` from its `Macro Library/`).
    let commands = session.parse(&text).map_err(|e| bad_input(e.to_string()))?;
    if let Some(out) = &args.export_walnut {
        return export_walnut(&args.file, &text, &dir, out);
    }
    for d in [&args.out, &args.out_walnut].into_iter().flatten() {
        std::fs::create_dir_all(d)
            .map_err(|e| bad_input(format!("cannot create {}: {e}", d.display())))?;
    }
    session.require_closed_evals = !args.open_evals;
    session.base_dir = Some(dir);
    session.save_dir = args.out.clone();
    session.save_walnut = args.out_walnut.clone();
    for spec in &args.load_walnut {
        let (name, auto) =
            automatic_prover::cli::inputs::read_walnut_automaton(spec).map_err(bad_input)?;
        session
            .insert_definition(&name, auto)
            .map_err(|e| bad_input(format!("{spec}: {e}")))?;
    }
    let mut outcomes = Vec::new();
    // Under --expect-true: each closed eval that answered FALSE, as its line.
    let mut false_evals = Vec::new();
    for c in &commands {
        if !c.exports.is_empty() && args.out.is_none() {
            eprintln!(
                "note: line {}: [export ...] writes its files to --out DIR; none is given, nothing is written",
                c.pos.line
            );
        }
        // Walnut's `load FILE;` gives one outcome per command of the file (one entry each
        // under --json; printed, their lines one after the other).
        let done = session.command_each(c);
        print_notes(&mut session);
        for o in done.map_err(|e| bad_input(e.at(c.pos).to_string()))? {
            if !args.json {
                emit(&format!("{}\n", o.line()))?;
            }
            if o.eval && o.result == automatic_prover::Answer::False {
                false_evals.push(false_line(c, &o));
            }
            outcomes.push(o);
        }
    }
    if args.json {
        let s = serde_json::to_string_pretty(&outcomes)
            .map_err(|e| bad_input(format!("cannot render JSON: {e}")))?;
        emit(&format!("{s}\n"))?;
    }
    if args.expect_true && !false_evals.is_empty() {
        for l in &false_evals {
            eprintln!("--expect-true: {l}");
        }
        return Ok(1);
    }
    Ok(0)
}

/// Where a closed eval answered FALSE: its line, or the line of the `load FILE;` that ran
/// it.
fn false_line(
    c: &automatic_prover::walnut::Located,
    o: &automatic_prover::session::Outcome,
) -> String {
    match &c.command {
        automatic_prover::walnut::Command::Eval { .. } => {
            format!("line {}: eval {} answered FALSE", c.pos.line, o.name)
        }
        _ => format!(
            "line {}: eval {} (run by this command) answered FALSE",
            c.pos.line, o.name
        ),
    }
}

/// The session's notes (where an answer differs from Walnut's on purpose) and the
/// numeration systems', one line each on standard error.
fn print_notes(session: &mut Session) {
    for n in automatic_prover::cli::runner::take_notes(session) {
        eprintln!("note: {n}");
    }
}

/// `--export-walnut DIR`: write the session and say what was written.
fn export_walnut(
    file: &str,
    text: &str,
    dir: &std::path::Path,
    out: &std::path::Path,
) -> Result<u8, Failure> {
    use automatic_prover::walnut::export;
    let e = export::export(
        text,
        &export::Sources {
            files: &[],
            base_dir: dir,
        },
    )
    .map_err(bad_input)?;
    let name = std::path::Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| *s != "-" && !s.is_empty())
        .unwrap_or("session");
    for p in export::write(out, name, &e).map_err(bad_input)? {
        emit(&format!("wrote {}\n", p.display()))?;
    }
    Ok(0)
}
