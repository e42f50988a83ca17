//! `wythoff`: a thin command line over the `wythoff_lab` library (see [`cli`]).

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
