//! A Walnut run: statements (from a command file, a pipe or the console) parsed and run
//! one by one in one [`Session`], each answer printed as a line, as Walnut's console does.
//!
//! As in Walnut, a command that fails does not end the run: its error is one line on the
//! error stream (`error: FILE: line L, column C: ...`, the place in the file or, at the
//! console, in the command typed), counted, and the next command runs; `exit;` and `quit;`
//! end it. Besides what the session writes (`Result/` and the libraries, see
//! [`crate::session::Session::walnut_result`]), a `macro` is written to the session's
//! `Macro Library/NAME.txt` and a `morphism` to `Morphism Library/NAME.txt` and
//! `Result/NAME.txt`, so that a later run with the same session folder reads them back.
//! Route and cost: each statement parsed once and each command run once; output flushed
//! after each command.

use crate::cli::folders::Folders;
use crate::cli::statements::{Statement, statements};
use crate::session::Session;
use crate::walnut::Command;
use std::io::Write;

/// Whether the run goes on after a statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Read the next statement.
    Continue,
    /// `exit;` or `quit;` was read: stop.
    Exit,
}

/// A session with its folders and its two output streams.
pub struct Runner<O: Write, E: Write> {
    /// The session the commands run in.
    pub session: Session,
    /// The home and the session folder (none: nothing is written, no `Command Files/`).
    pub folders: Option<Folders>,
    /// The commands that failed so far.
    pub errors: usize,
    out: O,
    err: E,
}

impl<O: Write, E: Write> Runner<O, E> {
    /// A runner printing answers to `out` and errors and notes to `err`. With folders, the
    /// session reads the home's and the session folder's libraries and writes `Result/`
    /// and the session folder's libraries (the folders must exist: [`Folders::create`]).
    pub fn new(
        mut session: Session,
        folders: Option<Folders>,
        out: O,
        err: E,
    ) -> Result<Runner<O, E>, String> {
        if let Some(f) = &folders {
            session.walnut_home = Some(crate::walnut::library::WalnutHome::with_session(
                &f.home, &f.session,
            )?);
            session.save_walnut = Some(f.session.clone());
            session.walnut_result = Some(f.result());
            session.base_dir = Some(f.home.clone());
        }
        Ok(Runner {
            session,
            folders,
            errors: 0,
            out,
            err,
        })
    }

    /// Run every statement of a text; `origin` names it in errors (a file's path). A
    /// command left without its `;` at the end is an error.
    pub fn run_text(&mut self, text: &str, origin: Option<&str>) -> Flow {
        let (list, rest) = statements(text);
        for s in &list {
            if self.run_statement(s, origin) == Flow::Exit {
                return Flow::Exit;
            }
        }
        if !rest.trim().is_empty() {
            let first = rest.lines().next().unwrap_or_default().trim();
            self.error(
                origin,
                &format!("the last command does not end with ';' or ':': '{first}'"),
            );
        }
        Flow::Continue
    }

    /// Parse and run one statement (its commands, in order).
    pub fn run_statement(&mut self, s: &Statement, origin: Option<&str>) -> Flow {
        let commands = match self.session.parse(&s.placed()) {
            Ok(c) => c,
            Err(e) => {
                self.error(origin, &e.to_string());
                return flow(s);
            }
        };
        for c in &commands {
            match self.session.command(c) {
                Ok(outcome) => {
                    if let Some(o) = outcome {
                        let _ = writeln!(self.out, "{}", o.line());
                    }
                    if let Err(e) = self.keep(&c.command) {
                        self.error(origin, &e);
                    }
                }
                Err(e) => self.error(origin, &e.at(c.pos).to_string()),
            }
            self.notes();
            let _ = self.out.flush();
        }
        flow(s)
    }

    /// The two output streams.
    pub fn streams(&mut self) -> (&mut O, &mut E) {
        (&mut self.out, &mut self.err)
    }

    /// The output streams, given back (for a caller that collected them).
    pub fn into_streams(self) -> (O, E) {
        (self.out, self.err)
    }

    fn error(&mut self, origin: Option<&str>, message: &str) {
        self.errors += 1;
        let _ = match origin {
            Some(o) => writeln!(self.err, "error: {o}: {message}"),
            None => writeln!(self.err, "error: {message}"),
        };
        let _ = self.err.flush();
    }

    fn notes(&mut self) {
        for n in take_notes(&mut self.session) {
            let _ = writeln!(self.err, "note: {n}");
        }
    }

    /// A `macro` to `Macro Library/NAME.txt`, a `morphism` to `Morphism Library/NAME.txt`
    /// and `Result/NAME.txt`, in the session folder.
    fn keep(&self, c: &Command) -> Result<(), String> {
        let Some(f) = &self.folders else {
            return Ok(());
        };
        let write = |dir: std::path::PathBuf, name: &str, text: &str| {
            crate::walnut::atomic::write_atomic(&dir.join(format!("{name}.txt")), text)
        };
        match c {
            Command::Macro { name, body } => {
                write(f.session.join("Macro Library"), name, body)?;
            }
            Command::Morphism { name, map } => {
                let text = morphism_text(map);
                write(f.session.join("Morphism Library"), name, &text)?;
                write(f.result(), name, &text)?;
            }
            _ => {}
        }
        Ok(())
    }
}

fn flow(s: &Statement) -> Flow {
    if s.ends_session() {
        Flow::Exit
    } else {
        Flow::Continue
    }
}

/// A morphism as `morphism` reads it: `0->01 1->10`, a letter outside 0-9 in brackets.
pub fn morphism_text(map: &[(i64, Vec<i64>)]) -> String {
    let letter = |a: i64| {
        if (0..=9).contains(&a) {
            a.to_string()
        } else {
            format!("[{a}]")
        }
    };
    map.iter()
        .map(|(a, image)| {
            let img: String = image.iter().map(|&b| letter(b)).collect();
            format!("{}->{img}", letter(*a))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The session's notes (where an answer differs from Walnut's on purpose) and the
/// numeration systems' (a built-in name taken over by a `Custom Bases/` file), taken.
pub fn take_notes(session: &mut Session) -> Vec<String> {
    let systems = crate::numeration::take_notes();
    session.notes.drain(..).chain(systems).collect()
}

#[cfg(test)]
mod tests {
    use crate::cli::runner::*;

    fn run(text: &str) -> (Flow, String, String, usize) {
        let mut r = Runner::new(Session::default(), None, Vec::new(), Vec::new()).expect("runner");
        let flow = r.run_text(text, Some("t.txt"));
        let errors = r.errors;
        let (o, e) = r.into_streams();
        (
            flow,
            String::from_utf8(o).expect("utf-8"),
            String::from_utf8(e).expect("utf-8"),
            errors,
        )
    }

    #[test]
    fn a_failing_command_is_one_line_and_the_run_goes_on() {
        let (flow, out, err, errors) =
            run("eval a \"?msd_fib Ax Ey y=x+1\";\neval b \"x = = 1\";\neval c \"Ex x=2\";\n");
        assert_eq!(flow, Flow::Continue);
        assert_eq!(out, "a: TRUE\nc: TRUE\n");
        assert_eq!(errors, 1);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: t.txt: line 2, column "), "{err}");
    }

    #[test]
    fn exit_stops_the_run() {
        let (flow, out, _, errors) = run("eval a \"1=1\";\nexit;\neval b \"1=1\";");
        assert_eq!((flow, out.as_str(), errors), (Flow::Exit, "a: TRUE\n", 0));
    }

    #[test]
    fn a_command_without_its_semicolon_is_an_error() {
        let (_, out, err, errors) = run("eval a \"1=1\";\neval b \"1=1\"");
        assert_eq!((out.as_str(), errors), ("a: TRUE\n", 1));
        assert!(err.contains("does not end with ';'"), "{err}");
    }

    #[test]
    fn morphisms_are_written_as_they_are_read() {
        let map = vec![(0, vec![0, 1]), (1, vec![10, -3]), (12, vec![2])];
        let text = morphism_text(&map);
        assert_eq!(text, "0->01 1->[10][-3] [12]->2");
        let parsed =
            crate::walnut::parse_script(&format!("morphism m \"{text}\";")).expect("reads");
        match &parsed[0].command {
            Command::Morphism { map: back, .. } => assert_eq!(back, &map),
            other => panic!("not a morphism: {other:?}"),
        }
    }
}
