//! Walnut scripts: a sequence of commands
//!
//! ```text
//! def NAME "FORMULA";        eval NAME "FORMULA";
//! reg NAME BASE [BASE ...] "REGEX";        load NAME "PATH";
//! ost NAME [PREPERIOD] [PERIOD];
//! ```
//!
//! and the word and automaton commands of [`commands`](super::commands) (`morphism`,
//! `promote`, `image`, `combine`, `reverse`, `test`, `inf`; Walnut's other commands are read
//! as unsupported ones, which the evaluator names).
//!
//! each ending in `;` or `:` (same meaning here; Walnut's `::` and `:::`, which ask it for
//! more output, are read as one terminator too). A command may span several lines, and a
//! quoted string may contain line breaks. Outside commands, `#` starts a comment that runs
//! to the end of the line (so lines whose first non-blank character is `#` are comments);
//! blank lines are ignored. NAME is `[A-Za-z_][A-Za-z0-9_]*`, BASE is
//! `(msd|lsd)_[a-z0-9_]+` or one of Walnut's short forms (`msd`, `lsd`, `fib`, `10`),
//! normalised as in `?base` (whether the base exists is the evaluator's business). A `reg`
//! regex's letters must have one component per base.
//!
//! Not read (a clear error): Walnut's `def NAME x y "..."` (a list of variables before the
//! formula), `reg` alphabets given as sets `{0,1}`, and Walnut's own `load FILE;`
//! (here `load NAME "PATH";` loads a saved automaton).
//! Formula and regex errors carry their position in the script. One pass, linear time.

use super::ast::{Command, Located, ParseError, Pos, quote};
use super::lexer::{Cursor, is_ident_char, normalize_base};
use super::parser::parse_formula_at;
use super::regex::parse_regex_at;

/// What the parser expects where a command starts.
const EXPECTED_COMMAND: &str = "a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero or fixtrailzero)";

/// Parse a whole script into its commands, in order.
pub fn parse_script(src: &str) -> Result<Vec<Located>, ParseError> {
    let mut cur = Cursor::new(src, Pos { line: 1, col: 1 });
    let mut out = Vec::new();
    loop {
        skip_blank_and_comments(&mut cur);
        if cur.peek().is_none() {
            return Ok(out);
        }
        super::commands::strategy_prefix(&mut cur)?;
        let start = cur.index();
        let pos = cur.pos();
        let found = cur.describe_here();
        let word = cur.take_while(is_ident_char);
        if let Some(stop) = super::commands::housekeeping(&word, &mut cur) {
            terminator(&mut cur)?;
            if stop {
                return Ok(out);
            }
            continue;
        }
        let command = match word.as_str() {
            "def" | "eval" => {
                let name = name(&mut cur)?;
                let (text, at) = string(
                    &mut cur,
                    "a formula in double quotes (a list of variables before it is not supported)",
                )?;
                let formula = parse_formula_at(&text, at)?;
                if word == "def" {
                    Command::Def { name, formula }
                } else {
                    Command::Eval { name, formula }
                }
            }
            "reg" => {
                let name = name(&mut cur)?;
                let mut bases = Vec::new();
                loop {
                    skip_space(&mut cur);
                    if cur.peek() == Some('"') && !bases.is_empty() {
                        break;
                    }
                    let at = cur.pos();
                    let found = cur.describe_here();
                    let written = cur.take_while(is_ident_char);
                    let Some(b) = normalize_base(&written) else {
                        let expected = if bases.is_empty() {
                            "a base like msd_2 or msd_fib"
                        } else {
                            "a base like msd_2 or msd_fib, or the regex in double quotes"
                        };
                        return Err(ParseError::new(at, expected, found));
                    };
                    bases.push(b);
                }
                let (text, at) = string(&mut cur, "the regex in double quotes")?;
                let (regex, first) = parse_regex_at(&text, at)?;
                if let Some(l) = first
                    && l.arity != bases.len()
                {
                    return Err(ParseError::new(
                        l.pos,
                        format!(
                            "letters with {} component(s), one per base ({})",
                            bases.len(),
                            bases.join(" ")
                        ),
                        quote(&l.text),
                    ));
                }
                Command::Reg { name, bases, regex }
            }
            "load" => {
                let name = name(&mut cur)?;
                let (path, _) = string(&mut cur, "a file path in double quotes")?;
                Command::Load { name, path }
            }
            "ost" => {
                let name = name(&mut cur)?;
                let preperiod = number_list(&mut cur, "the preperiod as a list like [0 3 1]")?;
                let period = number_list(&mut cur, "the period as a list like [1 2]")?;
                Command::Ost {
                    name,
                    preperiod,
                    period,
                }
            }
            other => match super::commands::parse(other, &mut cur) {
                Some(c) => c?,
                None => {
                    return Err(ParseError::new(pos, EXPECTED_COMMAND, found));
                }
            },
        };
        terminator(&mut cur)?;
        out.push(Located {
            pos,
            command,
            text: cur.text_from(start),
        });
    }
}

/// `;`, `:`, `::` or `:::` after blanks.
fn terminator(cur: &mut Cursor) -> Result<(), ParseError> {
    skip_space(cur);
    match cur.peek() {
        Some(';') => {
            cur.bump();
        }
        Some(':') => {
            // `:`, `::` and `:::` (Walnut's levels of detail in its output).
            for _ in 0..3 {
                if cur.peek() == Some(':') {
                    cur.bump();
                }
            }
        }
        _ => {
            return Err(ParseError::new(
                cur.pos(),
                "';' or ':' to end the command",
                cur.describe_here(),
            ));
        }
    }
    Ok(())
}

/// `[a b c]`: non-negative integers separated by spaces (or commas), in brackets.
fn number_list(cur: &mut Cursor, expected: &str) -> Result<Vec<u32>, ParseError> {
    skip_space(cur);
    if cur.peek() != Some('[') {
        return Err(ParseError::new(cur.pos(), expected, cur.describe_here()));
    }
    cur.bump();
    let mut v = Vec::new();
    loop {
        while cur.peek().is_some_and(|c| c.is_whitespace() || c == ',') {
            cur.bump();
        }
        match cur.peek() {
            Some(']') => {
                cur.bump();
                return Ok(v);
            }
            Some(c) if c.is_ascii_digit() => {
                let at = cur.pos();
                let digits = cur.take_while(|c| c.is_ascii_digit());
                let n = digits.parse::<u32>().map_err(|_| {
                    ParseError::new(at, "a partial quotient below 2^32", quote(&digits))
                })?;
                v.push(n);
            }
            _ => {
                return Err(ParseError::new(
                    cur.pos(),
                    "a number or ']'",
                    cur.describe_here(),
                ));
            }
        }
    }
}

pub(super) fn skip_space(cur: &mut Cursor) {
    while cur.peek().is_some_and(char::is_whitespace) {
        cur.bump();
    }
}

fn skip_blank_and_comments(cur: &mut Cursor) {
    loop {
        skip_space(cur);
        if cur.peek() != Some('#') {
            return;
        }
        while cur.peek().is_some_and(|c| c != '\n') {
            cur.bump();
        }
    }
}

/// A command's NAME after blanks.
pub(super) fn name(cur: &mut Cursor) -> Result<String, ParseError> {
    skip_space(cur);
    let at = cur.pos();
    if !cur
        .peek()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
    {
        return Err(ParseError::new(
            at,
            "a name ([A-Za-z_][A-Za-z0-9_]*)",
            cur.describe_here(),
        ));
    }
    Ok(cur.take_while(is_ident_char))
}

/// A double-quoted string after blanks: its text and the position of its first character.
pub(super) fn string(cur: &mut Cursor, expected: &str) -> Result<(String, Pos), ParseError> {
    skip_space(cur);
    let open = cur.pos();
    if cur.peek() != Some('"') {
        return Err(ParseError::new(open, expected, cur.describe_here()));
    }
    cur.bump();
    let at = cur.pos();
    let text = cur.take_while(|c| c != '"');
    if cur.bump().is_none() {
        return Err(ParseError::new(
            open,
            "a closing '\"' for the string opened here",
            "end of input",
        ));
    }
    Ok((text, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> String {
        parse_script(s).unwrap_err().to_string()
    }

    #[test]
    fn commands_terminators_comments() {
        let s = "# a comment\n\n  def a \"x=y\";\neval b \"Ax x=x\":\n   # another\nreg r msd_2 \"0*1\"::\nload w \"dir/w.txt\" ;\neval c \"x=x\":::reg d lsd fib \"[0,1]\";";
        let cs = parse_script(s).unwrap();
        assert_eq!(cs.len(), 6);
        assert_eq!(cs[4].text, "eval c \"x=x\":::");
        assert!(
            matches!(&cs[5].command, Command::Reg { bases, .. } if bases == &["lsd_2", "msd_fib"])
        );
        assert_eq!(cs[0].pos, Pos { line: 3, col: 3 });
        assert_eq!(cs[0].text, "def a \"x=y\";");
        assert_eq!(cs[2].text, "reg r msd_2 \"0*1\"::");
        assert!(
            matches!(&cs[3].command, Command::Load { name, path } if name == "w" && path == "dir/w.txt")
        );
        assert!(matches!(&cs[1].command, Command::Eval { name, .. } if name == "b"));
    }

    #[test]
    fn formula_positions_are_script_positions() {
        let e = err("def a \"x=y\";\n  def  b   \"x = (y\";");
        assert_eq!(
            e,
            "line 2, column 19: expected ')' or an operator (+, -, *), found end of input"
        );
        let e = err("def a \"x=y &\n   y=)\";");
        assert_eq!(e, "line 2, column 6: expected a term, found ')'");
    }

    #[test]
    fn script_errors() {
        assert_eq!(
            err("def a \"x=y\"\ndef b \"x=y\";"),
            "line 2, column 1: expected ';' or ':' to end the command, found 'def'"
        );
        assert_eq!(
            err("def a \"x=y\""),
            "line 1, column 12: expected ';' or ':' to end the command, found end of input"
        );
        assert_eq!(
            err("def a \"x=y;\n"),
            "line 1, column 7: expected a closing '\"' for the string opened here, found end of input"
        );
        assert_eq!(
            err("\n  prove a \"x=y\";"),
            "line 2, column 3: expected a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero or fixtrailzero), found 'prove'"
        );
        assert_eq!(
            err("def 1a \"x=y\";"),
            "line 1, column 5: expected a name ([A-Za-z_][A-Za-z0-9_]*), found '1a'"
        );
        assert_eq!(
            err("reg r \"0*\";"),
            "line 1, column 7: expected a base like msd_2 or msd_fib, found '\"'"
        );
        assert_eq!(
            err("reg r msd_2 Hex \"0*\";"),
            "line 1, column 13: expected a base like msd_2 or msd_fib, or the regex in double quotes, found 'Hex'"
        );
        assert_eq!(
            err("reg r msd_2 msd_2 \"0*1\";"),
            "line 1, column 20: expected letters with 2 component(s), one per base (msd_2 msd_2), found '0'"
        );
        assert_eq!(
            err("def a n \"n=1\";"),
            "line 1, column 7: expected a formula in double quotes (a list of variables before it is not supported), found 'n'"
        );
        assert_eq!(
            err("%"),
            "line 1, column 1: expected a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero or fixtrailzero), found '%'"
        );
    }
}
