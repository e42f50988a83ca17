//! Walnut's reading of commands from a file or a console: lines are gathered until one
//! ends with `;` or `:` (`::` included), and a line starting with `#` is a comment, as
//! Walnut reads them (one command may span several lines; it ends at the end of a line).
//! Each statement keeps the line and column where it starts, so that an error names the
//! place in the file. Route and cost: one pass over the lines, linear in the text.

/// One command's text as Walnut gathers it, with where it starts in its source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    /// The lines of the command, joined by line breaks (comment lines left out, blank).
    pub text: String,
    /// The line of the source where the statement starts (1 for the first).
    pub line: usize,
}

impl Statement {
    /// The statement's text placed at its line: as many line breaks before it as lines
    /// before it in the source, so that the parser's line numbers are the source's.
    pub fn placed(&self) -> String {
        let mut s = "\n".repeat(self.line.saturating_sub(1));
        s.push_str(&self.text);
        s
    }

    /// Whether the statement is Walnut's `exit` or `quit`, alone or as one of several
    /// commands on its lines (what follows it is not read).
    pub fn ends_session(&self) -> bool {
        commands_in(&self.text).any(|c| {
            let c = strip_prefixes(c.trim_start());
            let word: String = c
                .chars()
                .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_')
                .collect();
            word == "exit" || word == "quit"
        })
    }
}

/// Whether a line is one of Walnut's comment lines (its first non-blank character `#`).
pub fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with('#')
}

/// Whether the text gathered so far is a whole command: its last line that is not blank
/// and not a comment ends with `;` or `:` (Walnut's rule); empty text is not.
pub fn is_complete(text: &str) -> bool {
    text.lines()
        .rev()
        .map(str::trim)
        .find(|l| !l.is_empty() && !is_comment(l))
        .is_some_and(|l| l.ends_with(';') || l.ends_with(':'))
}

/// The statements of a text, in order, and the text left after the last one (a command
/// not ended by `;` or `:`; empty when there is none).
pub fn statements(text: &str) -> (Vec<Statement>, String) {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut start = 0;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if current.is_empty() {
            if t.is_empty() || is_comment(t) {
                continue;
            }
            start = i + 1;
        } else {
            current.push('\n');
        }
        if !is_comment(t) {
            current.push_str(line);
        }
        if t.ends_with(';') || t.ends_with(':') {
            out.push(Statement {
                text: std::mem::take(&mut current),
                line: start,
            });
        }
    }
    (out, current)
}

/// The commands of a statement's text, split at `;` and `:` outside double quotes.
fn commands_in(text: &str) -> impl Iterator<Item = &str> {
    let mut parts = Vec::new();
    let mut quoted = false;
    let mut from = 0;
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' | ':' if !quoted => {
                parts.push(&text[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[from..]);
    parts.into_iter().filter(|p| !p.trim().is_empty())
}

/// A command without its `[strategy ...]` and `[export ...]` prefixes.
fn strip_prefixes(mut c: &str) -> &str {
    while let Some(rest) = c.strip_prefix('[') {
        match rest.split_once(']') {
            Some((_, r)) => c = r.trim_start(),
            None => return c,
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use crate::cli::statements::*;

    #[test]
    fn lines_are_gathered_until_one_ends_the_command() {
        let text =
            "# a comment\n\ndef a\n  \"x = 1\";\neval b \"Ex x=2\":\n# tail\nreg c msd_2 \"1\"";
        let (s, rest) = statements(text);
        assert_eq!(s.len(), 2);
        assert_eq!(s[0].text, "def a\n  \"x = 1\";");
        assert_eq!(s[0].line, 3);
        assert_eq!(s[1].line, 5);
        assert_eq!(rest, "reg c msd_2 \"1\"");
        assert_eq!(s[0].placed().lines().nth(2), Some("def a"));
    }

    #[test]
    fn a_comment_inside_a_command_is_left_out() {
        let (s, _) = statements("def a\n# here\n\"x=1\";");
        assert_eq!(s[0].text, "def a\n\n\"x=1\";");
    }

    #[test]
    fn completeness_follows_the_last_line() {
        assert!(is_complete("eval a \"x=1\";"));
        assert!(is_complete("eval a \"x=1\"::\n# note\n"));
        assert!(!is_complete("eval a \"x=1\""));
        assert!(!is_complete("def a \"x=1;\ny=2\""));
        assert!(!is_complete(""));
        assert!(!is_complete("# only a comment;"));
    }

    #[test]
    fn exit_and_quit_end_the_session_wherever_they_stand() {
        let end = |t: &str| {
            Statement {
                text: t.into(),
                line: 1,
            }
            .ends_session()
        };
        assert!(end("exit;"));
        assert!(end("  quit ;"));
        assert!(end("def a \"x=1\"; exit;"));
        assert!(!end("def exit_now \"x=1\";"));
        assert!(!end("eval t \"exit; x=1\";"));
        assert!(!end("def a \"x=1\";"));
    }
}
