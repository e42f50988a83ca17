//! `walnut-native`: Walnut's command line (a home folder's command files, libraries and
//! `Result/`, then the console), run by this crate. The module `automatic_prover::cli`
//! has the conventions; this file only wires the process's streams and exit status.

use automatic_prover::cli::{self, Parsed, runner::Flow};
use std::io::IsTerminal;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match cli::parse_args(&args) {
        Ok(Parsed::Run(o)) => o,
        Ok(Parsed::Help) => {
            println!("{}", cli::USAGE);
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::Version) => {
            println!("{} {}", cli::NAME, env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Err(e) => return refuse(&e),
    };
    let (mut runner, file) = match cli::start(&options, std::io::stdout(), std::io::stderr()) {
        Ok(r) => r,
        Err(e) => return refuse(&e),
    };
    let mut flow = match &file {
        Some(f) => cli::run_file(&mut runner, f),
        None => Flow::Continue,
    };
    let stdin = std::io::stdin();
    if flow == Flow::Continue {
        if stdin.is_terminal() {
            let before = runner.errors;
            if let Err(e) = console(&mut runner) {
                return refuse(&e);
            }
            // At the console each failure was answered; only the file's count.
            runner.errors = before;
        } else {
            flow = cli::run_lines(&mut runner, stdin.lock());
        }
    }
    let _ = flow;
    if runner.errors > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(feature = "repl")]
fn console<O: std::io::Write, E: std::io::Write>(
    r: &mut cli::runner::Runner<O, E>,
) -> Result<(), String> {
    cli::repl::run(r)
}

/// Without the `repl` feature, the console is read as a pipe is.
#[cfg(not(feature = "repl"))]
fn console<O: std::io::Write, E: std::io::Write>(
    r: &mut cli::runner::Runner<O, E>,
) -> Result<(), String> {
    cli::run_lines(r, std::io::stdin().lock());
    Ok(())
}

fn refuse(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}
