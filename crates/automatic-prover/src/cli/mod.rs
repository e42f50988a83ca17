//! Walnut's command line, for the `walnut-native` binary: a Walnut user's home folder,
//! its command files and libraries, a session folder with `Result/`, and the console.
//!
//! `walnut-native [FILE] [--home-dir=PATH] [--session-dir=PATH] [--global-session]` reads
//! as Walnut's `walnut` does: FILE is a file of the home's `Command Files/` (as `load
//! FILE;`), run first; then commands are read from standard input, at a console with line
//! editing and history ([`repl`], feature `repl`), from a pipe line by line; `exit;` ends
//! both. The home is the working directory unless `--home-dir` says otherwise; the session
//! folder is `Session/<date and time>/` under it, `--session-dir`'s, or the home itself
//! with `--global-session` ([`folders`]). Each option may also be written with a space
//! (`--home-dir PATH`). This crate's own options: `--max-states N` (the state budget) and
//! `--version`.
//!
//! Exit status: 0; 2 when the command line is refused (one line, `error: ...`, before
//! anything runs) or when a command read from the file or a pipe failed (each failure one
//! line, the run going on as Walnut's does). At a console, a failed command is reported
//! and the session goes on.
//!
//! Modules: [`folders`] (where a run reads and writes), [`statements`] (how lines become
//! commands), [`runner`] (a session run statement by statement), [`inputs`] (bounded
//! reading of scripts and automaton files, shared with other command lines of this
//! crate's users), [`repl`] (the console). Cost: nothing before the first command.

pub mod folders;
pub mod inputs;
#[cfg(feature = "repl")]
pub mod repl;
pub mod runner;
pub mod statements;

use crate::automaton::limits::Budget;
use crate::session::Session;
use folders::{Folders, SessionChoice};
use runner::{Flow, Runner};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// The command's name.
pub const NAME: &str = "walnut-native";

/// The help text (`--help`).
pub const USAGE: &str = "\
Usage: walnut-native [OPTIONS] [<filename>]

Walnut's command language, run by the automatic-prover crate.

Positional arguments:
  <filename>          File of Command Files/ to run first (as `load FILE;`). Commands are
                      then read from standard input: an interactive session at a console.

Options:
  --home-dir PATH     The Walnut home (Command Files/ and the libraries) instead of the
                      working directory.
  --session-dir PATH  Write Result/ and the libraries under PATH instead of
                      Session/<date and time>/ under the home.
  --global-session    Write them in the home itself (Walnut 6's layout).
  --max-states N      The most states any automaton may have (default: what fits in 8 GB).
  --version           Print the version and exit.
  -h, --help          Print this help and exit.

Type `help;` in a session for the commands, `help COMMAND;` for one.";

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Options {
    /// The command file to run first (a name in `Command Files/`).
    pub file: Option<String>,
    /// The home folder (none: the working directory).
    pub home: Option<PathBuf>,
    /// Where the session folder is.
    pub session: SessionChoice,
    /// The state budget (none: the default).
    pub max_states: Option<usize>,
}

/// What to do after reading the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parsed {
    /// Run.
    Run(Options),
    /// Print [`USAGE`].
    Help,
    /// Print the version.
    Version,
}

/// Read the command line (without the program's name); an error is one line.
pub fn parse_args(args: &[String]) -> Result<Parsed, String> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg, None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{flag} needs {what}"))
        };
        match flag {
            "-h" | "--help" => return Ok(Parsed::Help),
            "-V" | "--version" => return Ok(Parsed::Version),
            "--home-dir" => o.home = Some(PathBuf::from(value("a folder")?)),
            "--session-dir" => o.session = SessionChoice::Dir(PathBuf::from(value("a folder")?)),
            "--global-session" if inline.is_none() => o.session = SessionChoice::Global,
            "--max-states" => {
                let v = value("a number")?;
                let n: usize = v
                    .replace('_', "")
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("--max-states wants a number >= 1, found '{v}'"))?;
                o.max_states = Some(n);
            }
            f if f.starts_with('-') && f.len() > 1 => {
                return Err(format!("unknown option '{arg}' (--help lists them)"));
            }
            _ if o.file.is_some() => {
                return Err(format!(
                    "one command file at a time: '{arg}' after '{}'",
                    o.file.as_deref().unwrap_or_default()
                ));
            }
            _ => o.file = Some(arg.to_string()),
        }
        i += 1;
    }
    Ok(Parsed::Run(o))
}

/// A run set up from the options: the folders made, the session ready, the command file
/// found (none of them touched when the command line is refused).
pub fn start<O: Write, E: Write>(
    o: &Options,
    out: O,
    err: E,
) -> Result<(Runner<O, E>, Option<PathBuf>), String> {
    let home = match &o.home {
        Some(h) => h.clone(),
        None => std::env::current_dir().map_err(|e| format!("no working directory: {e}"))?,
    };
    let folders = Folders::new(&home, &o.session)?;
    let file = o
        .file
        .as_deref()
        .map(|f| folders.command_file(f))
        .transpose()?;
    folders.create()?;
    let budget = o.max_states.map_or_else(Budget::default, Budget::new);
    let runner = Runner::new(Session::new(budget), Some(folders), out, err)?;
    Ok((runner, file))
}

/// Run the command file, if any: its commands in order, errors named by its path.
pub fn run_file<O: Write, E: Write>(r: &mut Runner<O, E>, file: &std::path::Path) -> Flow {
    let shown = match &r.folders {
        Some(f) => file
            .strip_prefix(&f.home)
            .unwrap_or(file)
            .display()
            .to_string(),
        None => file.display().to_string(),
    };
    let text = std::fs::File::open(file)
        .map_err(|e| format!("cannot open {}: {e}", file.display()))
        .and_then(|f| inputs::read_bounded(f, &shown, inputs::MAX_SCRIPT_BYTES));
    match text {
        Ok(t) => r.run_text(&t, Some(&shown)),
        Err(e) => {
            r.errors += 1;
            let (_, err) = r.streams();
            let _ = writeln!(err, "error: {e}");
            Flow::Continue
        }
    }
}

/// Commands from a reader line by line (a pipe): each command runs as soon as its last
/// line is read; errors are named `stdin` with the line and column.
pub fn run_lines<O: Write, E: Write>(r: &mut Runner<O, E>, input: impl BufRead) -> Flow {
    let mut pending = String::new();
    let mut first_line = 1;
    for (i, line) in input.lines().enumerate() {
        let Ok(line) = line else {
            break;
        };
        if pending.is_empty() {
            first_line = i + 1;
        }
        pending.push_str(&line);
        pending.push('\n');
        if statements::is_complete(&pending) {
            let placed = format!("{}{pending}", "\n".repeat(first_line - 1));
            pending.clear();
            if r.run_text(&placed, Some("stdin")) == Flow::Exit {
                return Flow::Exit;
            }
        } else if pending
            .lines()
            .all(|l| l.trim().is_empty() || statements::is_comment(l))
        {
            pending.clear();
        }
    }
    if !pending.trim().is_empty() {
        let placed = format!("{}{pending}", "\n".repeat(first_line - 1));
        return r.run_text(&placed, Some("stdin"));
    }
    Flow::Continue
}

#[cfg(test)]
mod tests {
    use crate::cli::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn walnuts_spellings_are_read() {
        let p = parse_args(&args(&[
            "proof.txt",
            "--home-dir=/h",
            "--session-dir",
            "/s",
        ]));
        let Ok(Parsed::Run(o)) = p else {
            panic!("{p:?}");
        };
        assert_eq!(o.file.as_deref(), Some("proof.txt"));
        assert_eq!(o.home, Some(PathBuf::from("/h")));
        assert_eq!(o.session, SessionChoice::Dir(PathBuf::from("/s")));
        let Ok(Parsed::Run(g)) = parse_args(&args(&["--global-session", "--max-states", "1_000"]))
        else {
            panic!("global");
        };
        assert_eq!(
            (g.session, g.max_states),
            (SessionChoice::Global, Some(1000))
        );
        assert_eq!(parse_args(&args(&["-h"])), Ok(Parsed::Help));
        assert_eq!(parse_args(&args(&["--version"])), Ok(Parsed::Version));
    }

    #[test]
    fn a_bad_command_line_is_one_line() {
        for (a, says) in [
            (&["--frob"][..], "unknown option"),
            (&["a.txt", "b.txt"][..], "one command file"),
            (&["--home-dir"][..], "needs a folder"),
            (&["--max-states", "0"][..], "wants a number"),
            (&["--global-session=yes"][..], "unknown option"),
        ] {
            let e = parse_args(&args(a)).expect_err("refused");
            assert!(e.contains(says) && !e.contains('\n'), "{a:?}: {e}");
        }
    }

    #[test]
    fn piped_lines_run_command_by_command() {
        let mut r = Runner::new(Session::default(), None, Vec::new(), Vec::new()).expect("runner");
        let input = "# start\neval a\n \"Ex x=1\";\neval b \"x==\";\neval c \"1=1\";\nexit;\neval d \"1=1\";\n";
        assert_eq!(run_lines(&mut r, input.as_bytes()), Flow::Exit);
        let (o, e) = r.into_streams();
        assert_eq!(String::from_utf8(o).expect("utf-8"), "a: TRUE\nc: TRUE\n");
        let e = String::from_utf8(e).expect("utf-8");
        assert!(e.starts_with("error: stdin: line 4, column "), "{e}");
    }
}
