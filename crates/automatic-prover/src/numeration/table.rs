//! The plain table reader: the text format of an automaton as Walnut's files write it
//! (one line of inputs, then each state's number and output followed by its transitions
//! `digits -> target`), read into a transition table, without knowing what the inputs
//! mean: the caller resolves each input's name ([`Input`]). Walnut's own files
//! (`crate::walnut::format`) resolve names as number systems; the custom bases read their
//! `{0, 1, ..., r-1}` alphabets here, below the registry of systems they extend.
//!
//! A missing transition goes to a dead state added last (output 0); a line starting with
//! `#` and a blank line are skipped; anything else is an error of one line naming the line
//! number. Cost: linear in the file.

use crate::automaton::dfa::{encode_letter, letter_count};
use std::collections::HashMap;

/// An input of a table as its reader resolved it: how many letters, and which letter a
/// written value names (an error of one line when none).
pub trait Input {
    /// The number of letters.
    fn radix(&self) -> u32;
    /// The letter a value written in a transition names.
    fn digit(&self, value: i64) -> Result<u32, String>;
}

/// The largest number of states read (a bound on memory for hostile input).
pub const MAX_STATES: usize = 10_000_000;

/// The header's inputs: words, a `{...}` group (spaces inside) being one.
fn header_tokens(header: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut rest = header.trim_start();
    while !rest.is_empty() {
        if rest.starts_with('{') {
            let end = rest.find('}').ok_or("an alphabet '{' never closed")?;
            out.push(rest[..=end].to_string());
            rest = rest[end + 1..].trim_start();
        } else {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '{')
                .unwrap_or(rest.len());
            out.push(rest[..end].to_string());
            rest = rest[end..].trim_start();
        }
    }
    Ok(out)
}
/// Parse a set alphabet as Walnut writes it, `{0, 1, -2}` (spaces anywhere, a sign may be
/// separated from its digits: `{ - 2 , +4 }`); `None` when `text` is not a set; an error
/// for a set that is malformed.
pub fn parse_letters(text: &str) -> Option<Result<Vec<i64>, String>> {
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?;
    let squeezed: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
    if squeezed.is_empty() {
        return Some(Err(format!("an empty alphabet '{}'", text.trim())));
    }
    Some(
        squeezed
            .split(',')
            .map(|e| {
                let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(format!(
                        "'{e}' in the alphabet '{}' is not an integer",
                        text.trim()
                    ));
                }
                e.strip_prefix('+')
                    .unwrap_or(e)
                    .parse::<i32>()
                    .map(i64::from)
                    .map_err(|_| format!("the letter {e} is beyond Walnut's integers (32 bits)"))
            })
            .collect(),
    )
}

/// A file: a constant automaton (`true`, `false`) or a table.
pub enum Parsed<I> {
    /// `true` or `false`, with no input.
    Constant(bool),
    /// States and transitions.
    Table(Table<I>),
}

/// A parsed file: the inputs, the transition table (a dead state last), and each state's
/// output with the line declaring it (the dead state's output is 0, line 0).
pub struct Table<I> {
    /// The inputs, as the caller resolved the header's names.
    pub nums: Vec<I>,
    /// Each input's number of letters.
    pub radices: Vec<u32>,
    /// The transitions, `letter_count(radices)` per state.
    pub trans: Vec<u32>,
    /// Each state's output.
    pub outs: Vec<i64>,
    /// The line declaring each state.
    pub out_lines: Vec<usize>,
}

/// The lines of a Walnut file that carry content (blank lines and `#` comments dropped),
/// each trimmed, with its line number.
pub fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
}

/// Parse a file: each header input is resolved by `resolve` (a name or a `{...}` set).
pub fn parse<I: Input>(
    text: &str,
    resolve: impl Fn(&str) -> Result<I, String>,
) -> Result<Parsed<I>, String> {
    let mut lines = content_lines(text);
    let (hline, header) = lines.next().ok_or("an empty file (no alphabet line)")?;
    match header {
        "true" | "false" => {
            return match lines.next() {
                None => Ok(Parsed::Constant(header == "true")),
                Some((n, _)) => Err(format!("line {n}: nothing may follow '{header}'")),
            };
        }
        _ => {}
    }
    let mut nums = Vec::new();
    for tok in header_tokens(header).map_err(|e| format!("line {hline}: {e}"))? {
        if tok.starts_with('[') {
            return Err(format!(
                "line {hline}: the input '{tok}' is not a numeration system nor an alphabet {{...}}"
            ));
        }
        nums.push(resolve(&tok).map_err(|e| format!("line {hline}: {e}"))?);
    }
    let radices: Vec<u32> = nums.iter().map(Input::radix).collect();
    let k = letter_count(&radices);
    // States in declaration order; transitions by letter, targets as written.
    let mut index: HashMap<u64, usize> = HashMap::new();
    let mut outs: Vec<i64> = Vec::new();
    let mut out_lines: Vec<usize> = Vec::new();
    let mut rows: Vec<Vec<Option<(u64, usize)>>> = Vec::new();
    for (n, line) in lines {
        if let Some((lhs, rhs)) = line.split_once("->") {
            let cur = rows
                .last_mut()
                .ok_or(format!("line {n}: a transition before any state"))?;
            let digits: Vec<&str> = lhs.split_whitespace().collect();
            if digits.len() != radices.len() {
                return Err(format!(
                    "line {n}: {} digits, expected one per input ({})",
                    digits.len(),
                    radices.len()
                ));
            }
            let targets: Vec<&str> = rhs.split_whitespace().collect();
            let target = match targets.as_slice() {
                [t] => t
                    .parse::<u64>()
                    .map_err(|_| format!("line {n}: bad target state '{t}'"))?,
                [] => return Err(format!("line {n}: a transition without a target")),
                _ => {
                    return Err(format!(
                        "line {n}: several targets (a nondeterministic automaton is not read)"
                    ));
                }
            };
            for letter in letters(&digits, &nums).map_err(|e| format!("line {n}: {e}"))? {
                match cur[letter] {
                    Some((t, _)) if t != target => {
                        return Err(format!(
                            "line {n}: a second target for one letter (a nondeterministic automaton is not read)"
                        ));
                    }
                    _ => cur[letter] = Some((target, n)),
                }
            }
        } else {
            let parts: Vec<&str> = line.split_whitespace().collect();
            let [q, out] = parts.as_slice() else {
                return Err(format!(
                    "line {n}: expected a state 'number output' or a transition 'digits -> state', found '{}'",
                    cut(line)
                ));
            };
            let q: u64 = q
                .parse()
                .map_err(|_| format!("line {n}: bad state number '{}'", cut(q)))?;
            let out: i64 = out
                .parse()
                .map_err(|_| format!("line {n}: bad output '{}'", cut(out)))?;
            if index.insert(q, outs.len()).is_some() {
                return Err(format!("line {n}: state {q} declared twice"));
            }
            if outs.len() >= MAX_STATES {
                return Err(format!("line {n}: more than {MAX_STATES} states"));
            }
            outs.push(out);
            out_lines.push(n);
            rows.push(vec![None; k]);
        }
    }
    if outs.is_empty() {
        return Err("no state declared".into());
    }
    // A dead state at the end for the missing transitions.
    let dead = outs.len() as u32;
    let mut trans = Vec::with_capacity((outs.len() + 1) * k);
    for row in &rows {
        for cell in row {
            trans.push(match cell {
                None => dead,
                Some((t, n)) => *index
                    .get(t)
                    .ok_or(format!("line {n}: state {t} is never declared"))?
                    as u32,
            });
        }
    }
    trans.extend(std::iter::repeat_n(dead, k));
    outs.push(0);
    out_lines.push(0);
    Ok(Parsed::Table(Table {
        nums,
        radices,
        trans,
        outs,
        out_lines,
    }))
}

/// The letters a transition's digits name (`*` is every digit of its input).
fn letters<I: Input>(digits: &[&str], nums: &[I]) -> Result<Vec<usize>, String> {
    let radices: Vec<u32> = nums.iter().map(Input::radix).collect();
    let radices = &radices[..];
    let mut tuples: Vec<Vec<u32>> = vec![vec![]];
    for (d, n) in digits.iter().zip(nums) {
        let choices: Vec<u32> = if *d == "*" {
            (0..n.radix()).collect()
        } else {
            let v: i64 = d.parse().map_err(|_| format!("bad digit '{}'", cut(d)))?;
            vec![n.digit(v)?]
        };
        tuples = tuples
            .into_iter()
            .flat_map(|t| {
                choices.iter().map(move |&c| {
                    let mut t = t.clone();
                    t.push(c);
                    t
                })
            })
            .collect();
    }
    Ok(tuples.iter().map(|t| encode_letter(radices, t)).collect())
}

/// At most 40 characters of a token, for an error message.
pub fn cut(s: &str) -> String {
    s.chars().take(40).collect()
}
