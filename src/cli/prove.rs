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

/// The largest script read (a proof file is a few kilobytes).
const MAX_SCRIPT_BYTES: u64 = 16 << 20;

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

fn read_script(file: &str) -> Result<(String, std::path::PathBuf), Failure> {
    let mut text = String::new();
    let (mut reader, dir): (Box<dyn std::io::Read>, std::path::PathBuf) = if file == "-" {
        (Box::new(io::stdin()), std::path::PathBuf::from("."))
    } else {
        let f =
            std::fs::File::open(file).map_err(|e| bad_input(format!("cannot open {file}: {e}")))?;
        let dir = std::path::Path::new(file)
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        (Box::new(f), dir)
    };
    let mut limited = std::io::Read::take(&mut reader, MAX_SCRIPT_BYTES + 1);
    std::io::Read::read_to_string(&mut limited, &mut text)
        .map_err(|e| bad_input(format!("cannot read {file}: {e}")))?;
    if text.len() as u64 > MAX_SCRIPT_BYTES {
        return Err(bad_input(format!(
            "{file} is larger than {} MB",
            MAX_SCRIPT_BYTES >> 20
        )));
    }
    Ok((text, dir))
}

pub(crate) fn prove_cmd(args: &ProveArgs) -> Result<u8, Failure> {
    let budget = match args.max_states {
        Some(0) => return Err(bad_input("--max-states must be at least 1")),
        Some(n) => Budget::new(usize::try_from(n).unwrap_or(usize::MAX)),
        None => Budget::default(),
    };
    let (text, dir) = read_script(&args.file)?;
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
        let (name, auto) = read_walnut(spec)?;
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
/// numeration systems' (a built-in name taken over by a `Custom Bases/` file), one line
/// each on standard error.
fn print_notes(session: &mut Session) {
    let systems = automatic_prover::numeration::take_notes();
    for n in session.notes.drain(..).chain(systems) {
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

/// `--load-walnut NAME=FILE`: the name and the automaton read from Walnut's format.
fn read_walnut(spec: &str) -> Result<(String, automatic_prover::Auto), Failure> {
    let (name, path) = spec
        .split_once('=')
        .filter(|(n, p)| {
            !n.is_empty()
                && !p.is_empty()
                && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .ok_or_else(|| bad_input(format!("--load-walnut wants NAME=FILE, found '{spec}'")))?;
    let meta =
        std::fs::metadata(path).map_err(|e| bad_input(format!("cannot open {path}: {e}")))?;
    if meta.len() > MAX_SCRIPT_BYTES * 64 {
        return Err(bad_input(format!(
            "{path} is larger than {} MB",
            (MAX_SCRIPT_BYTES * 64) >> 20
        )));
    }
    let text =
        std::fs::read_to_string(path).map_err(|e| bad_input(format!("cannot read {path}: {e}")))?;
    // Only valid representations, and the same answer for every padding of a tuple: the
    // checks of `load`.
    let auto = automatic_prover::walnut::format::from_walnut(&text)
        .and_then(|a| automatic_prover::walnut::save::checked(a, &Budget::default()))
        .map_err(|e| bad_input(format!("{path}: {e}")))?;
    Ok((name.to_string(), auto))
}
