//! The regex language of `reg` (Walnut's, after dk.brics): concatenation by juxtaposition,
//! `|`, postfix `*`, `+`, `?`, parentheses, `()` for the empty word. A letter is one digit
//! `0`-`9` (a 1-track letter) or a tuple `[d1,d2,...]` of signed numbers (multi-track;
//! `[12]` is the 1-track letter 12, `[-1]` the letter -1 of a set alphabet, `[0, - 1]` a
//! pair, spaces allowed as Walnut allows them); every letter of one regex has the same
//! number of components.
//! `.` is any letter of the automaton's alphabet, and a class of single digits `[5-9]`,
//! `[0-24]` (ranges `a-b` and digits, at least one range) a set of 1-track letters, as
//! dk.brics reads them after Walnut's translation (see `Regex::Class`). Whitespace is ignored. An empty alternative
//! (`0|`, `()`) is the empty word.
//!
//! Recursive descent, linear time; the nesting of parentheses is capped at [`MAX_NESTING`]
//! and the depth of the tree at [`MAX_DEPTH`].

use crate::walnut::ast::{ParseError, Pos, Regex, quote};
use crate::walnut::cursor::Cursor;
use crate::walnut::{MAX_DEPTH, MAX_NESTING};

/// Parse a regex; positions start at line 1, column 1.
pub fn parse_regex(src: &str) -> Result<Regex, ParseError> {
    parse_regex_at(src, Pos { line: 1, col: 1 }).map(|(r, _)| r)
}

/// The first letter of a regex: where it stands, its number of components, its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FirstLetter {
    pub pos: Pos,
    pub arity: usize,
    pub text: String,
}

/// Parse a regex whose first character stands at `start` in the script; also returns its
/// first letter (none if the regex has no letter).
pub(crate) fn parse_regex_at(
    src: &str,
    start: Pos,
) -> Result<(Regex, Option<FirstLetter>), ParseError> {
    let mut p = RegexParser {
        cur: Cursor::new(src, start),
        depth: 0,
        first: None,
    };
    let (r, _) = p.alt()?;
    p.skip();
    if p.cur.peek().is_some() {
        return Err(p.error("a letter, '(', '|', '*', '+', '?' or the end of the regex"));
    }
    Ok((r, p.first))
}

struct RegexParser {
    cur: Cursor,
    depth: usize,
    first: Option<FirstLetter>,
}

type R<T> = Result<T, ParseError>;

impl RegexParser {
    fn skip(&mut self) {
        while self.cur.peek().is_some_and(char::is_whitespace) {
            self.cur.bump();
        }
    }

    fn error(&self, expected: &str) -> ParseError {
        ParseError::new(self.cur.pos(), expected, self.cur.describe_here())
    }

    fn tree(&self, d: usize) -> R<usize> {
        if d > MAX_DEPTH {
            return Err(self.error(&format!("a regex at most {MAX_DEPTH} levels deep")));
        }
        Ok(d)
    }

    /// Alternatives separated by `|`; returns the regex and its tree depth.
    fn alt(&mut self) -> R<(Regex, usize)> {
        let (first, mut d) = self.concat()?;
        let mut alts = vec![first];
        loop {
            self.skip();
            if self.cur.peek() != Some('|') {
                break;
            }
            self.cur.bump();
            let (r, rd) = self.concat()?;
            d = d.max(rd);
            alts.push(r);
        }
        if alts.len() == 1 {
            return Ok((alts.pop().unwrap_or(Regex::Epsilon), d));
        }
        Ok((Regex::Alt(alts), self.tree(d + 1)?))
    }

    /// Postfix terms by juxtaposition, up to `|`, `)` or the end (none: epsilon).
    fn concat(&mut self) -> R<(Regex, usize)> {
        let mut items = Vec::new();
        let mut d = 0;
        loop {
            self.skip();
            match self.cur.peek() {
                None | Some('|') | Some(')') => break,
                _ => {
                    let (r, rd) = self.postfix()?;
                    d = d.max(rd);
                    items.push(r);
                }
            }
        }
        match items.len() {
            0 => Ok((Regex::Epsilon, 1)),
            1 => Ok((items.pop().unwrap_or(Regex::Epsilon), d)),
            _ => Ok((Regex::Concat(items), self.tree(d + 1)?)),
        }
    }

    fn postfix(&mut self) -> R<(Regex, usize)> {
        let (mut r, mut d) = self.atom()?;
        loop {
            self.skip();
            let wrap: fn(Box<Regex>) -> Regex = match self.cur.peek() {
                Some('*') => Regex::Star,
                Some('+') => Regex::Plus,
                Some('?') => Regex::Opt,
                _ => break,
            };
            d = self.tree(d + 1)?;
            self.cur.bump();
            r = wrap(Box::new(r));
        }
        Ok((r, d))
    }

    fn atom(&mut self) -> R<(Regex, usize)> {
        self.skip();
        let pos = self.cur.pos();
        let start = self.cur.index();
        match self.cur.peek() {
            Some('(') => {
                self.cur.bump();
                self.depth += 1;
                if self.depth > MAX_NESTING {
                    return Err(self.error(&format!("at most {MAX_NESTING} nested parentheses")));
                }
                let r = self.alt()?;
                self.depth -= 1;
                self.skip();
                if self.cur.peek() != Some(')') {
                    return Err(self.error("')'"));
                }
                self.cur.bump();
                Ok(r)
            }
            Some(c) if c.is_ascii_digit() => {
                self.cur.bump();
                let digits = vec![i64::from(c.to_digit(10).unwrap_or(0))];
                self.letter(digits, pos, start)
            }
            Some('.') => {
                self.cur.bump();
                Ok((Regex::Any, 1))
            }
            Some('[') if !self.is_vector() && self.is_class() => self.class(pos, start),
            Some('[') => {
                self.cur.bump();
                let mut values = Vec::new();
                loop {
                    self.skip();
                    let at = self.cur.pos();
                    let negative = match self.cur.peek() {
                        Some(s @ ('+' | '-')) => {
                            self.cur.bump();
                            self.skip();
                            s == '-'
                        }
                        _ => false,
                    };
                    if !self.cur.peek().is_some_and(|c| c.is_ascii_digit()) {
                        return Err(self.error("a digit in the letter [d1,d2,...]"));
                    }
                    let s = self.cur.take_while(|c| c.is_ascii_digit());
                    let v = s
                        .parse::<i64>()
                        .ok()
                        .map(|v| if negative { -v } else { v })
                        .filter(|v| i32::try_from(*v).is_ok())
                        .ok_or_else(|| {
                            ParseError::new(at, "a letter within 32-bit integers", quote(&s))
                        })?;
                    values.push(v);
                    self.skip();
                    match self.cur.peek() {
                        Some(',') => {
                            self.cur.bump();
                        }
                        Some(']') => {
                            self.cur.bump();
                            break;
                        }
                        _ => return Err(self.error("',' or ']' in the letter [d1,d2,...]")),
                    }
                }
                self.letter(values, pos, start)
            }
            _ => Err(self.error("a regex letter (a digit 0-9 or a tuple [d1,d2,...]) or '('")),
        }
    }

    /// Whether the `[` at the cursor opens a letter tuple as Walnut reads one: signed
    /// numbers separated by commas, spaces anywhere but inside a number (`[0, -1]`,
    /// `[ - 2]`).
    fn is_vector(&self) -> bool {
        let inner: Vec<char> = self.cur.ahead().skip(1).take_while(|&c| c != ']').collect();
        let closed = self.cur.ahead().nth(1 + inner.len()) == Some(']');
        let text: String = inner.iter().collect();
        closed
            && text.split(',').all(|e| {
                let e = e.trim();
                let e = e.strip_prefix(['+', '-']).map_or(e, str::trim_start);
                !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit())
            })
    }

    /// Whether the `[` at the cursor opens a class (`[5-9]`): a `-` before the closing `]`.
    fn is_class(&self) -> bool {
        self.cur
            .ahead()
            .skip(1)
            .take_while(|&c| c != ']')
            .any(|c| c == '-')
    }

    /// `[a-bc...]`: single digits and ranges of them (a digit `d` is the range `d-d`).
    fn class(&mut self, pos: Pos, start: usize) -> R<(Regex, usize)> {
        self.cur.bump();
        let mut set = Vec::new();
        loop {
            self.skip();
            match self.cur.peek() {
                Some(']') if !set.is_empty() => {
                    self.cur.bump();
                    break;
                }
                Some(c) if c.is_ascii_digit() => {
                    self.cur.bump();
                    let lo = c.to_digit(10).unwrap_or(0);
                    self.skip();
                    let mut hi = lo;
                    if self.cur.peek() == Some('-') {
                        self.cur.bump();
                        self.skip();
                        match self.cur.peek() {
                            Some(c) if c.is_ascii_digit() && c.to_digit(10) >= Some(lo) => {
                                self.cur.bump();
                                hi = c.to_digit(10).unwrap_or(lo);
                            }
                            _ => {
                                return Err(self.error(&format!(
                                    "a digit from {lo} to 9 ending the range in a class [a-b]"
                                )));
                            }
                        }
                    }
                    set.push((lo, hi));
                }
                _ => return Err(self.error("a single digit or a range a-b in a class [a-b]")),
            }
        }
        self.letter(vec![i64::from(set[0].0)], pos, start)?;
        Ok((Regex::Class(set), 1))
    }

    /// A letter just read (from `start` to the cursor): check its arity against the first.
    fn letter(&mut self, digits: Vec<i64>, pos: Pos, start: usize) -> R<(Regex, usize)> {
        let text = self.cur.text_from(start);
        match &self.first {
            None => {
                self.first = Some(FirstLetter {
                    pos,
                    arity: digits.len(),
                    text,
                })
            }
            Some(f) if f.arity != digits.len() => {
                return Err(ParseError::new(
                    pos,
                    format!(
                        "a letter with {} component(s), like the first letter (line {}, column {})",
                        f.arity, f.pos.line, f.pos.col
                    ),
                    quote(&text),
                ));
            }
            Some(_) => {}
        }
        Ok((Regex::Letter(digits), 1))
    }
}

#[cfg(test)]
mod tests {
    use crate::walnut::regex::*;

    fn l(ds: &[i64]) -> Regex {
        Regex::Letter(ds.to_vec())
    }

    #[test]
    fn shapes() {
        use Regex::*;
        assert_eq!(
            parse_regex("0*1").unwrap(),
            Concat(vec![Star(Box::new(l(&[0]))), l(&[1])])
        );
        assert_eq!(parse_regex("10").unwrap(), Concat(vec![l(&[1]), l(&[0])]));
        assert_eq!(parse_regex("()").unwrap(), Epsilon);
        assert_eq!(parse_regex("").unwrap(), Epsilon);
        assert_eq!(parse_regex("0|").unwrap(), Alt(vec![l(&[0]), Epsilon]));
        assert_eq!(
            parse_regex(" [0, 1] | [12,3]+ ? ").unwrap(),
            Alt(vec![l(&[0, 1]), Opt(Box::new(Plus(Box::new(l(&[12, 3])))))])
        );
        assert_eq!(
            parse_regex("0 1|2").unwrap(),
            Alt(vec![Concat(vec![l(&[0]), l(&[1])]), l(&[2])])
        );
    }

    #[test]
    fn errors() {
        let e = |s: &str| parse_regex(s).unwrap_err().to_string();
        assert_eq!(
            e("[0,1]*[0]"),
            "line 1, column 7: expected a letter with 2 component(s), like the first letter (line 1, column 1), found '[0]'"
        );
        assert_eq!(
            e("(01"),
            "line 1, column 4: expected ')', found end of input"
        );
        assert_eq!(
            e("01)"),
            "line 1, column 3: expected a letter, '(', '|', '*', '+', '?' or the end of the regex, found ')'"
        );
        assert_eq!(
            e("*"),
            "line 1, column 1: expected a regex letter (a digit 0-9 or a tuple [d1,d2,...]) or '(', found '*'"
        );
        assert_eq!(
            e("[0,]"),
            "line 1, column 4: expected a digit in the letter [d1,d2,...], found ']'"
        );
        assert_eq!(
            e("[0 1]"),
            "line 1, column 4: expected ',' or ']' in the letter [d1,d2,...], found '1'"
        );
        let deep = "(".repeat(100_000);
        assert!(e(&deep).ends_with("expected at most 300 nested parentheses, found '('"));
        assert!(parse_regex(&format!("{}0{}", "(".repeat(300), ")".repeat(300))).is_ok());
        let stars = format!("0{}", "*".repeat(100_000));
        assert!(e(&stars).ends_with("expected a regex at most 1000 levels deep, found '*'"));
    }
}
