//! Walnut scripts: a sequence of commands
//!
//! ```text
//! def NAME [VAR ...] "FORMULA";        eval NAME [VAR ...] "FORMULA";
//! reg NAME BASE [BASE ...] "REGEX";        load NAME "PATH";
//! ost NAME [PREPERIOD] [PERIOD];           macro NAME "TEXT";
//! ```
//!
//! and the word and automaton commands of [`commands`](crate::walnut::commands) (`morphism`,
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
//! Macros, as in Walnut: `macro NAME "TEXT"` stores a template; in a later `def`/`eval`
//! formula, `#NAME(a, b, ...)` is replaced by the template with `%0`, `%1`, ... replaced by
//! the arguments (texts, split at the commas outside parentheses; an argument may not hold
//! `#` or `$`), and the result is read again (a template may use other macros; at most
//! [`MAX_EXPANSIONS`] expansions and [`MAX_EXPANDED`] characters per formula). In a
//! formula with a macro, error positions count in the expanded text.
//!
//! `load NAME "PATH";` loads a saved automaton; Walnut's `load FILE;` (no quoted path)
//! runs a command file of the Walnut folder. `#NAME(...)` may also name a macro given by
//! the caller ([`parse_script_with`]: a session's earlier macros, `Macro Library/`).
//! Not read (a clear error): `reg` alphabets given as sets `{0,1}`.
//! Formula and regex errors carry their position in the script. One pass, linear time
//! without macros.

use crate::walnut::ast::{Command, Located, ParseError, Pos, quote};
use crate::walnut::cursor::{Cursor, is_ident_char, name, set_alphabet, skip_space, string};
use crate::walnut::lexer::normalize_base;
use crate::walnut::parser::parse_formula_at;
use crate::walnut::regex::parse_regex_at;
use std::collections::HashMap;

/// What the parser expects where a command starts.
const EXPECTED_COMMAND: &str = "a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero, fixtrailzero or macro)";

/// Parse a whole script into its commands, in order.
pub fn parse_script(src: &str) -> Result<Vec<Located>, ParseError> {
    parse_script_with(src, &|_| None)
}

/// Parse a script whose `#NAME(...)` may also name a macro defined outside it: `known`
/// gives the template of a macro the script has not defined (a session's earlier macros,
/// a Walnut folder's `Macro Library/`).
pub fn parse_script_with(
    src: &str,
    known: &dyn Fn(&str) -> Option<String>,
) -> Result<Vec<Located>, ParseError> {
    commands(src, known).map_err(|mut e| {
        // What is missing at the end is missing where the text ends, not after its last
        // blank lines.
        let end = end_of_text(src);
        if (e.line, e.col) > (end.line, end.col) {
            (e.line, e.col) = (end.line, end.col);
        }
        e
    })
}

/// The position right after the last character of `src` that is not blank (line 1,
/// column 1 for a blank text).
fn end_of_text(src: &str) -> Pos {
    let solid = src.trim_end();
    let line = 1 + solid.matches('\n').count();
    let last = solid.rsplit('\n').next().unwrap_or("");
    Pos {
        line,
        col: 1 + last.chars().count(),
    }
}

fn commands(src: &str, known: &dyn Fn(&str) -> Option<String>) -> Result<Vec<Located>, ParseError> {
    let mut cur = Cursor::new(src, Pos { line: 1, col: 1 });
    let mut out = Vec::new();
    let mut macros: HashMap<String, String> = HashMap::new();
    loop {
        skip_blank_and_comments(&mut cur);
        if cur.peek().is_none() {
            return Ok(out);
        }
        let (route, exports) = crate::walnut::prefixes::prefixes(&mut cur)?;
        let start = cur.index();
        let pos = cur.pos();
        let found = cur.describe_here();
        let word = cur.take_while(is_ident_char);
        if let Some(stop) = crate::walnut::commands::housekeeping(&word, &mut cur) {
            terminator(&mut cur)?;
            if stop {
                return Ok(out);
            }
            continue;
        }
        let command = match word.as_str() {
            "def" | "eval" => {
                let name = name(&mut cur)?;
                let mut free = Vec::new();
                loop {
                    skip_space(&mut cur);
                    if !cur.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                        break;
                    }
                    free.push(cur.take_while(is_ident_char));
                }
                let (text, at) = string(
                    &mut cur,
                    "a formula in double quotes (after the name and any variables)",
                )?;
                let text =
                    expand_macros(&text, &macros, known).map_err(|(col, expected, found)| {
                        ParseError::new(
                            Pos {
                                line: at.line,
                                col: at.col + col,
                            },
                            expected,
                            found,
                        )
                    })?;
                let formula = parse_formula_at(&text, at)?;
                if word == "def" {
                    Command::Def {
                        name,
                        free,
                        formula,
                    }
                } else {
                    Command::Eval {
                        name,
                        free,
                        formula,
                    }
                }
            }
            "macro" => {
                let name = name(&mut cur)?;
                let (body, _) = string(&mut cur, "the macro's text in double quotes")?;
                macros.insert(name.clone(), body.clone());
                Command::Macro { name, body }
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
                    if cur.peek() == Some('{') {
                        bases.push(set_alphabet(&mut cur, at)?);
                        continue;
                    }
                    let written = cur.take_while(is_ident_char);
                    let Some(b) = normalize_base(&written) else {
                        let expected = if bases.is_empty() {
                            "a base like msd_2 or msd_fib, or an alphabet like {0,1}"
                        } else {
                            "a base like msd_2 or msd_fib, an alphabet like {0,1}, or the regex in double quotes"
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
                if let Some(c) = crate::walnut::commands::walnut_load(&name, &mut cur) {
                    terminator(&mut cur)?;
                    out.push(Located {
                        pos,
                        command: c,
                        text: cur.text_from(start),
                        route,
                        exports: exports.clone(),
                    });
                    continue;
                }
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
            other => match crate::walnut::commands::parse(other, &mut cur) {
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
            route,
            exports,
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

/// The most macro expansions in one formula.
pub const MAX_EXPANSIONS: usize = 1000;
/// The longest formula after expanding its macros, in characters.
pub const MAX_EXPANDED: usize = 1 << 20;

/// A macro error: the column offset (in characters, from the formula's start, of the
/// unexpanded text when the error is in it), what was expected, what was found.
type MacroError = (usize, String, String);

/// Expand every `#NAME(args)` of a formula, left to right, reading each expansion again.
fn expand_macros(
    text: &str,
    macros: &HashMap<String, String>,
    known: &dyn Fn(&str) -> Option<String>,
) -> Result<String, MacroError> {
    if !text.contains('#') {
        return Ok(text.to_string());
    }
    let mut chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut expansions = 0;
    // Offsets are exact until the first expansion.
    let mut expanded = false;
    let col = |i: usize, expanded: bool| if expanded { 0 } else { i };
    while i < chars.len() {
        if chars[i] != '#' {
            i += 1;
            continue;
        }
        let start = i;
        let mut j = i + 1;
        while j < chars.len() && is_ident_char(chars[j]) {
            j += 1;
        }
        let name: String = chars[i + 1..j].iter().collect();
        if name.is_empty() || !chars[i + 1].is_ascii_alphabetic() {
            return Err((
                col(start, expanded),
                "a macro name after '#'".into(),
                quote(&chars[start..j.min(start + 2)].iter().collect::<String>()),
            ));
        }
        let Some(body) = macros.get(&name).cloned().or_else(|| known(&name)) else {
            return Err((
                col(start, expanded),
                "a macro defined earlier by macro NAME \"...\"".into(),
                quote(&format!("#{name}")),
            ));
        };
        while j < chars.len() && chars[j].is_whitespace() {
            j += 1;
        }
        if chars.get(j) != Some(&'(') {
            return Err((
                col(j, expanded),
                format!("'(' and the arguments of #{name}"),
                chars
                    .get(j)
                    .map_or("end of input".into(), |c| quote(&c.to_string())),
            ));
        }
        // The arguments: split at commas outside parentheses, up to the matching ')'.
        let mut args = vec![String::new()];
        let mut depth = 0usize;
        let mut k = j + 1;
        loop {
            let Some(&c) = chars.get(k) else {
                return Err((
                    col(j, expanded),
                    format!("a ')' closing the arguments of #{name}"),
                    "end of input".into(),
                ));
            };
            match c {
                '#' | '$' => {
                    return Err((
                        col(k, expanded),
                        format!("an argument of #{name} without '#' or '$'"),
                        quote(&c.to_string()),
                    ));
                }
                ')' if depth == 0 => break,
                ',' if depth == 0 => args.push(String::new()),
                _ => {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    args.last_mut().expect("one argument at least").push(c);
                }
            }
            k += 1;
        }
        // Walnut replaces the highest argument first (%10 before %1).
        let mut result = body;
        for (n, a) in args.iter().enumerate().rev() {
            result = result.replace(&format!("%{n}"), a);
        }
        expansions += 1;
        let len = chars.len() - (k + 1 - start) + result.chars().count();
        if expansions > MAX_EXPANSIONS || len > MAX_EXPANDED {
            return Err((
                0,
                format!(
                    "at most {MAX_EXPANSIONS} macro expansions and {MAX_EXPANDED} characters in a formula"
                ),
                quote(&format!("#{name}")),
            ));
        }
        chars.splice(start..=k, result.chars());
        expanded = true;
        i = start;
    }
    Ok(chars.into_iter().collect())
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

#[cfg(test)]
mod tests {
    use crate::walnut::script::*;

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
    fn macros_and_variable_lists() {
        let cs = parse_script(
            "macro pal \"?%0 Ak k<n => %1[i+k] = %1[i+n-1-k]\";\n\
             macro two \"#pal(%0,%1) & x=%2\";\n\
             def p i n \"#two(msd_2, T, (1+2))\";",
        )
        .unwrap();
        assert!(
            matches!(&cs[0].command, Command::Macro { name, body } if name == "pal" && body.starts_with("?%0"))
        );
        let Command::Def { free, formula, .. } = &cs[2].command else {
            panic!("not a def")
        };
        assert_eq!(free, &["i", "n"]);
        let direct =
            crate::walnut::parse_formula("?msd_2 Ak k<n =>  T[i+k] =  T[i+n-1-k] & x= (1+2)")
                .unwrap();
        assert_eq!(formula.without_pos(), direct.without_pos());
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
        // Blank lines after the last command: the end of its line, not the blank lines'.
        for tail in ["\n", "\n\n  \n", "  \r\n\t"] {
            assert_eq!(
                err(&format!("def a \"x=y\"{tail}")),
                "line 1, column 12: expected ';' or ':' to end the command, found end of input",
                "{tail:?}"
            );
        }
        assert_eq!(
            err("def a \"x=y\";\neval b \"x=1\"\n\n"),
            "line 2, column 13: expected ';' or ':' to end the command, found end of input"
        );
        assert_eq!(
            err("def a\n"),
            "line 1, column 6: expected a formula in double quotes (after the name and any variables), found end of input"
        );
        assert_eq!(
            err("def a \"x=y;\n"),
            "line 1, column 7: expected a closing '\"' for the string opened here, found end of input"
        );
        assert_eq!(
            err("\n  prove a \"x=y\";"),
            "line 2, column 3: expected a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero, fixtrailzero or macro), found 'prove'"
        );
        assert_eq!(
            err("def 1a \"x=y\";"),
            "line 1, column 5: expected a name ([A-Za-z_][A-Za-z0-9_]*), found '1a'"
        );
        assert_eq!(
            err("reg r \"0*\";"),
            "line 1, column 7: expected a base like msd_2 or msd_fib, or an alphabet like {0,1}, found '\"'"
        );
        assert_eq!(
            err("reg r msd_2 Hex \"0*\";"),
            "line 1, column 13: expected a base like msd_2 or msd_fib, an alphabet like {0,1}, or the regex in double quotes, found 'Hex'"
        );
        assert_eq!(
            err("reg r msd_2 msd_2 \"0*1\";"),
            "line 1, column 20: expected letters with 2 component(s), one per base (msd_2 msd_2), found '0'"
        );
        assert_eq!(
            err("def a n 1 \"n=1\";"),
            "line 1, column 9: expected a formula in double quotes (after the name and any variables), found '1'"
        );
        assert_eq!(
            err("%"),
            "line 1, column 1: expected a command (def, eval, reg, load, ost, morphism, promote, image, combine, reverse, test, inf, union, intersect, concat, star, minimize, convert, alphabet, rightquo, leftquo, fixleadzero, fixtrailzero or macro), found '%'"
        );
        assert_eq!(
            err("def a \"x=1 & #m(x)\";"),
            "line 1, column 14: expected a macro defined earlier by macro NAME \"...\", found '#m'"
        );
        assert_eq!(
            err("macro m \"x=%0\";\ndef a \"#m (1 & y=2\";"),
            "line 2, column 11: expected a ')' closing the arguments of #m, found end of input"
        );
        assert_eq!(
            err("macro m \"x=%0\";\ndef a \"#m($f(1))\";"),
            "line 2, column 11: expected an argument of #m without '#' or '$', found '$'"
        );
        assert_eq!(
            err("macro m \"#m(%0)\";\ndef a \"#m(1)\";"),
            "line 2, column 8: expected at most 1000 macro expansions and 1048576 characters in a formula, found '#m'"
        );
    }
}
