//! A morphism's text (`morphism NAME "0->01 1->10";`): each letter, a digit or an integer
//! in brackets (`[10]`, `[-3]`), with its image, in the order written; a letter left of
//! `->` may be a run of digits, as in Walnut. Route: one pass with a cursor that keeps the
//! script position for errors. Cost: linear in the text.

use crate::walnut::ast::{ParseError, Pos, quote};
use crate::walnut::cursor::Cursor;

/// `0->01 1->10`, `[10]->[11]0`, `0->01, 1->10`: each mapping in the order written.
pub fn morphism_map(text: &str, at: Pos) -> Result<Vec<(i64, Vec<i64>)>, ParseError> {
    let mut cur = Cursor::new(text, at);
    let mut map: Vec<(i64, Vec<i64>)> = Vec::new();
    loop {
        while cur.peek().is_some_and(|c| c.is_whitespace() || c == ',') {
            cur.bump();
        }
        if cur.peek().is_none() {
            break;
        }
        let start = cur.pos();
        let letter = match cur.peek() {
            Some('[') => bracketed(&mut cur)?,
            Some(c) if c.is_ascii_digit() => {
                let digits = cur.take_while(|c| c.is_ascii_digit());
                digits
                    .parse::<i64>()
                    .map_err(|_| ParseError::new(start, "a letter below 2^63", quote(&digits)))?
            }
            _ => {
                return Err(ParseError::new(
                    start,
                    "a letter like 0 or [10] before '->'",
                    cur.describe_here(),
                ));
            }
        };
        if map.iter().any(|(l, _)| *l == letter) {
            return Err(ParseError::new(
                start,
                "each letter mapped once",
                format!("a second image of {letter}"),
            ));
        }
        while cur.peek().is_some_and(|c| c == ' ' || c == '\t') {
            cur.bump();
        }
        if cur.peek() != Some('-') {
            return Err(ParseError::new(cur.pos(), "'->'", cur.describe_here()));
        }
        let arrow = cur.pos();
        cur.bump();
        if cur.bump() != Some('>') {
            return Err(ParseError::new(arrow, "'->'", "'-'"));
        }
        while cur.peek().is_some_and(|c| c == ' ' || c == '\t') {
            cur.bump();
        }
        let mut image = Vec::new();
        loop {
            match cur.peek() {
                Some('[') => image.push(bracketed(&mut cur)?),
                Some(c) if c.is_ascii_digit() => {
                    cur.bump();
                    image.push(i64::from(c as u8 - b'0'));
                }
                _ => break,
            }
        }
        map.push((letter, image));
    }
    if map.is_empty() {
        return Err(ParseError::new(
            at,
            "at least one mapping like 0->01",
            "an empty morphism",
        ));
    }
    Ok(map)
}

/// `[12]`, `[-3]`, `[ + 4 ]`: an integer in brackets.
fn bracketed(cur: &mut Cursor) -> Result<i64, ParseError> {
    let open = cur.pos();
    cur.bump();
    let skip = |cur: &mut Cursor| {
        while cur.peek().is_some_and(char::is_whitespace) {
            cur.bump();
        }
    };
    skip(cur);
    let negative = match cur.peek() {
        Some('-') => {
            cur.bump();
            true
        }
        Some('+') => {
            cur.bump();
            false
        }
        _ => false,
    };
    skip(cur);
    let at = cur.pos();
    let digits = cur.take_while(|c| c.is_ascii_digit());
    if digits.is_empty() {
        return Err(ParseError::new(at, "an integer", cur.describe_here()));
    }
    let v = digits
        .parse::<i64>()
        .map_err(|_| ParseError::new(at, "an integer below 2^63", quote(&digits)))?;
    skip(cur);
    if cur.bump() != Some(']') {
        return Err(ParseError::new(
            open,
            "']' closing this '['",
            "end of letter",
        ));
    }
    Ok(if negative { -v } else { v })
}

#[cfg(test)]
mod tests {
    use crate::walnut::morphism::*;

    fn map(s: &str) -> Vec<(i64, Vec<i64>)> {
        morphism_map(s, Pos { line: 1, col: 1 }).unwrap()
    }

    #[test]
    fn morphism_letters() {
        assert_eq!(map("0->01 1->10"), vec![(0, vec![0, 1]), (1, vec![1, 0])]);
        assert_eq!(
            map("0 -> 0[10][-3], [10]->1,12->"),
            vec![(0, vec![0, 10, -3]), (10, vec![1]), (12, vec![])]
        );
        let e = morphism_map("0->01 0->1", Pos { line: 2, col: 5 }).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 11: expected each letter mapped once, found a second image of 0"
        );
        let e = morphism_map("0=>1", Pos { line: 1, col: 1 }).unwrap_err();
        assert_eq!(e.to_string(), "line 1, column 2: expected '->', found '='");
        let e = morphism_map("a->1", Pos { line: 1, col: 1 }).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected a letter like 0 or [10] before '->', found 'a'"
        );
    }
}
