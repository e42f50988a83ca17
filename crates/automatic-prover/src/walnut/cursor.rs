//! A character cursor over a script that keeps the line and column (for errors), and the
//! readers of a command's words built on it: blanks, a NAME, a double-quoted string, a set
//! alphabet `{0, 1, -2}`. Route: the text is held as characters (never indexed as bytes,
//! so no UTF-8 boundary can be split). Cost: linear in the text read.

use crate::walnut::ast::{ParseError, Pos, quote};

/// A character cursor that tracks the script position.
pub(crate) struct Cursor {
    chars: Vec<char>,
    i: usize,
    line: usize,
    col: usize,
}

impl Cursor {
    pub fn new(src: &str, start: Pos) -> Self {
        Cursor {
            chars: src.chars().collect(),
            i: 0,
            line: start.line,
            col: start.col,
        }
    }

    pub fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    pub fn index(&self) -> usize {
        self.i
    }

    pub fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    pub fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    /// The characters from the cursor on.
    pub fn ahead(&self) -> impl Iterator<Item = char> + '_ {
        self.chars[self.i..].iter().copied()
    }

    /// The characters from index `from` to the cursor.
    pub fn text_from(&self, from: usize) -> String {
        self.chars[from.min(self.i)..self.i].iter().collect()
    }

    /// Consume characters while `keep` holds and return them.
    pub fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek().filter(|&c| keep(c)) {
            s.push(c);
            self.bump();
        }
        s
    }

    /// What stands at the cursor, for an error's `found`: a whole word or number, one
    /// other character, or `end of input`.
    pub fn describe_here(&self) -> String {
        match self.peek() {
            None => "end of input".to_string(),
            Some(c) if is_ident_char(c) => {
                let w: String = self.chars[self.i..]
                    .iter()
                    .take_while(|&&c| is_ident_char(c))
                    .take(41)
                    .collect();
                quote(&w)
            }
            Some(c) => quote(&c.to_string()),
        }
    }
}

pub(crate) fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Skip white space.
pub(super) fn skip_space(cur: &mut Cursor) {
    while cur.peek().is_some_and(char::is_whitespace) {
        cur.bump();
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

/// A `reg` input given as a set alphabet, `{0, 1, - 2}` (Walnut's spelling: signed
/// integers, spaces anywhere but inside a number), as the base string `{0,1,-2}` (the
/// order written kept: a regex class reads it).
pub(super) fn set_alphabet(cur: &mut Cursor, at: Pos) -> Result<String, ParseError> {
    let text: String = cur.take_while(|c| c != '}' && c != '"' && c != ';');
    if cur.peek() != Some('}') {
        return Err(ParseError::new(
            cur.pos(),
            "'}' closing the alphabet",
            cur.describe_here(),
        ));
    }
    cur.bump();
    let text = format!("{text}}}");
    let values = match crate::numeration::parse_letters(&text) {
        Some(Ok(v)) => v,
        Some(Err(_)) => {
            return Err(ParseError::new(
                at,
                "an alphabet of 32-bit integers like {0,1}",
                quote(&text),
            ));
        }
        None => return Err(ParseError::new(at, "an alphabet like {0,1}", quote(&text))),
    };
    let v: Vec<String> = values.iter().map(i64::to_string).collect();
    Ok(format!("{{{}}}", v.join(",")))
}
