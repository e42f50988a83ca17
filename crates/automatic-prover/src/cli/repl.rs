//! The console: Walnut's commands typed at a prompt, with line editing and history
//! (`rustyline`), a command spanning lines until one ends with `;` or `:` (the prompt
//! changes to `...` meanwhile), and each failure reported with the line and column of the
//! command typed, the session going on. History is kept in `~/.walnut_native_history`
//! (when `HOME` is set). Ctrl-C drops the command being typed; Ctrl-D or `exit;` ends.
//! Cost: what the commands cost; nothing between them.

use crate::cli::runner::{Flow, Runner};
use crate::cli::statements::{is_comment, is_complete};
use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{Editor, Helper, history::DefaultHistory};
use std::io::Write;

/// The prompt (Walnut's).
pub const PROMPT: &str = "[Walnut]$ ";

/// Asks for more lines until the command is whole.
struct Whole;

impl Validator for Whole {
    fn validate(&self, ctx: &mut ValidationContext<'_>) -> rustyline::Result<ValidationResult> {
        let input = ctx.input();
        let nothing = input.lines().all(|l| l.trim().is_empty() || is_comment(l));
        Ok(if nothing || is_complete(input) {
            ValidationResult::Valid(None)
        } else {
            ValidationResult::Incomplete
        })
    }
}

impl Completer for Whole {
    type Candidate = String;
}

impl Hinter for Whole {
    type Hint = String;
}

impl Highlighter for Whole {}

impl Helper for Whole {}

fn history_file() -> Option<std::path::PathBuf> {
    std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".walnut_native_history"))
}

/// Read commands at the console until `exit;` or end of input; an editor that cannot
/// start is an error (one line).
pub fn run<O: Write, E: Write>(r: &mut Runner<O, E>) -> Result<(), String> {
    let mut editor: Editor<Whole, DefaultHistory> =
        Editor::new().map_err(|e| format!("cannot start the console: {e}"))?;
    editor.set_helper(Some(Whole));
    let history = history_file();
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    {
        let (out, _) = r.streams();
        let _ = writeln!(
            out,
            "walnut-native {}: Walnut's commands; help; lists them, exit; ends.",
            env!("CARGO_PKG_VERSION")
        );
    }
    loop {
        match editor.readline(PROMPT) {
            Ok(text) => {
                if text.trim().is_empty() {
                    continue;
                }
                let _ = editor.add_history_entry(text.as_str());
                if r.run_text(&text, None) == Flow::Exit {
                    break;
                }
            }
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(format!("the console failed: {e}")),
        }
    }
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    Ok(())
}
