//! The formula lexer: characters to tokens with their script positions, and the `?base`
//! prefixes folded into the tokens (each token carries the base in force where it stands).
//!
//! As in Walnut, a `?base` holds until the `)` or `]` that closes the innermost parenthesis
//! or bracket open where it stands: `(?msd_fib x=y) & z=w` reads `z=w` in `msd_2` again.
//! Walnut's short forms are accepted and normalised: `?msd` is `msd_2`, `?lsd` is `lsd_2`,
//! `?fib` (no `msd`/`lsd` prefix) is `msd_fib`. A letter is `@v`, `@-v` or `@+v`, with
//! blanks allowed after `@` and after the sign (Walnut's `@\s*[+-]?\s*\d+`). `_` is
//! Walnut's unary minus (no identifier in a formula starts with it), `/` the division and
//! `` ` `` the reversal.
//! One pass over the characters (never indexing bytes, so no UTF-8 boundary can be split),
//! O(length) time and memory. Longest match for operators (`<=>` before `<=` before `<`).

use crate::logic::formula::DEFAULT_BASE;
use crate::walnut::ast::{ParseError, Pos, quote};
use crate::walnut::cursor::{Cursor, is_ident_char};

/// A formula token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tok {
    /// An identifier starting with a lowercase letter (variables, `true`, `false`).
    Lower(String),
    /// An identifier starting with an uppercase letter (words, `E`/`A` quantifiers).
    Upper(String),
    Num(u64),
    /// `@v`, `@-v`.
    Letter(i64),
    /// `$name`.
    Call(String),
    /// `.name`: Walnut's word name with a delimiter (any letters, `.EVEN[n]` included);
    /// a word letter `.W[..]` is the word letter `W[..]`.
    Dotted(String),
    LParen,
    RParen,
    LBrack,
    RBrack,
    Comma,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    Not,
    And,
    Or,
    Xor,
    Implies,
    Iff,
    Plus,
    Minus,
    Star,
    /// `/`: division by a constant.
    Slash,
    /// `_`: unary minus.
    Neg,
    /// `` ` ``: reversal.
    Reverse,
    End,
}

/// A token, where it starts, and the base in force there (an index into `Lexed::bases`).
#[derive(Debug, Clone)]
pub(crate) struct Token {
    pub tok: Tok,
    pub pos: Pos,
    pub base: usize,
}

/// The tokens of one formula (the last one is `Tok::End`) and the bases they refer to
/// (`bases[0]` is `msd_2`).
#[derive(Debug)]
pub(crate) struct Lexed {
    pub tokens: Vec<Token>,
    pub bases: Vec<String>,
}

impl Tok {
    /// The token as an error's `found` text.
    pub fn describe(&self) -> String {
        let s = match self {
            Tok::Lower(s) | Tok::Upper(s) => s.clone(),
            Tok::Dotted(s) => format!(".{s}"),
            Tok::Num(n) => n.to_string(),
            Tok::Letter(v) => format!("@{v}"),
            Tok::Call(s) => format!("${s}"),
            Tok::End => return "end of input".to_string(),
            t => t.symbol().to_string(),
        };
        quote(&s)
    }

    fn symbol(&self) -> &'static str {
        match self {
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBrack => "[",
            Tok::RBrack => "]",
            Tok::Comma => ",",
            Tok::Eq => "=",
            Tok::Ne => "!=",
            Tok::Lt => "<",
            Tok::Gt => ">",
            Tok::Le => "<=",
            Tok::Ge => ">=",
            Tok::Not => "~",
            Tok::And => "&",
            Tok::Or => "|",
            Tok::Xor => "^",
            Tok::Implies => "=>",
            Tok::Iff => "<=>",
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::Star => "*",
            Tok::Slash => "/",
            Tok::Neg => "_",
            Tok::Reverse => "`",
            _ => "",
        }
    }
}

/// Whether `s` has the syntax of a base name: `(msd|lsd)_[a-z0-9_]+`.
pub(crate) fn is_base_name(s: &str) -> bool {
    let rest = s.strip_prefix("msd_").or_else(|| s.strip_prefix("lsd_"));
    matches!(rest, Some(r) if is_base_suffix(r))
}

fn is_base_suffix(r: &str) -> bool {
    !r.is_empty()
        && r.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// A base as written (`msd_fib`, or Walnut's short forms `msd`, `lsd`, `fib`, `10`) in its
/// full form (`msd_fib`, `msd_2`, `lsd_2`, `msd_fib`, `msd_10`); `None` if it is neither.
pub(crate) fn normalize_base(s: &str) -> Option<String> {
    if is_base_name(s) {
        return Some(s.to_string());
    }
    match s {
        "msd" | "lsd" => Some(format!("{s}_2")),
        _ if !s.starts_with("msd") && !s.starts_with("lsd") && is_base_suffix(s) => {
            Some(format!("msd_{s}"))
        }
        _ => None,
    }
}

/// Lex a formula whose first character stands at `start` in the script.
pub(crate) fn lex(src: &str, start: Pos) -> Result<Lexed, ParseError> {
    let mut cur = Cursor::new(src, start);
    let mut bases = vec![DEFAULT_BASE.to_string()];
    let mut base = 0usize;
    // The base in force at each open '(' or '[', restored at its ')' or ']'.
    let mut scopes: Vec<usize> = Vec::new();
    let mut tokens = Vec::new();
    loop {
        while cur.peek().is_some_and(char::is_whitespace) {
            cur.bump();
        }
        let pos = cur.pos();
        let Some(c) = cur.peek() else {
            tokens.push(Token {
                tok: Tok::End,
                pos,
                base,
            });
            break;
        };
        let tok = match c {
            '?' => {
                cur.bump();
                let written = cur.take_while(is_ident_char);
                let Some(name) = normalize_base(&written) else {
                    return Err(ParseError::new(
                        pos,
                        "a base like msd_2, lsd_fib or msd_ost_2 after '?'",
                        quote(&format!("?{written}")),
                    ));
                };
                base = match bases.iter().position(|b| *b == name) {
                    Some(k) => k,
                    None => {
                        bases.push(name);
                        bases.len() - 1
                    }
                };
                continue;
            }
            c if c.is_ascii_digit() => {
                let digits = cur.take_while(|c| c.is_ascii_digit());
                Tok::Num(
                    digits
                        .parse::<u64>()
                        .map_err(|_| ParseError::new(pos, "a number below 2^64", quote(&digits)))?,
                )
            }
            // Walnut's unary minus (no identifier starts with `_` in a formula).
            '_' => {
                cur.bump();
                Tok::Neg
            }
            c if c.is_ascii_alphabetic() => {
                let word = cur.take_while(is_ident_char);
                if c.is_ascii_uppercase() {
                    Tok::Upper(word)
                } else {
                    Tok::Lower(word)
                }
            }
            '.' => {
                cur.bump();
                if !cur.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    return Err(ParseError::new(
                        cur.pos(),
                        "a word name after '.' (as in .W[n])",
                        cur.describe_here(),
                    ));
                }
                Tok::Dotted(cur.take_while(is_ident_char))
            }
            '@' => {
                cur.bump();
                cur.take_while(char::is_whitespace);
                let neg = cur.peek() == Some('-');
                if neg || cur.peek() == Some('+') {
                    cur.bump();
                    cur.take_while(char::is_whitespace);
                }
                if !cur.peek().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(ParseError::new(
                        cur.pos(),
                        "an integer after '@' (a letter like @1 or @-1)",
                        cur.describe_here(),
                    ));
                }
                let digits = cur.take_while(|c| c.is_ascii_digit());
                let v = digits
                    .parse::<u64>()
                    .ok()
                    .and_then(|m| {
                        if neg {
                            0i64.checked_sub_unsigned(m)
                        } else {
                            i64::try_from(m).ok()
                        }
                    })
                    .ok_or_else(|| {
                        ParseError::new(
                            pos,
                            "a letter between @-2^63 and @2^63-1",
                            quote(&format!("@{}{digits}", if neg { "-" } else { "" })),
                        )
                    })?;
                Tok::Letter(v)
            }
            '$' => {
                cur.bump();
                if !cur
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                {
                    return Err(ParseError::new(
                        cur.pos(),
                        "a definition's name after '$'",
                        cur.describe_here(),
                    ));
                }
                Tok::Call(cur.take_while(is_ident_char))
            }
            _ => {
                cur.bump();
                let next = cur.peek();
                let two = |t: Tok, cur: &mut Cursor| {
                    cur.bump();
                    t
                };
                match (c, next) {
                    ('<', Some('=')) => {
                        cur.bump();
                        if cur.peek() == Some('>') {
                            two(Tok::Iff, &mut cur)
                        } else {
                            Tok::Le
                        }
                    }
                    ('>', Some('=')) => two(Tok::Ge, &mut cur),
                    ('=', Some('>')) => two(Tok::Implies, &mut cur),
                    ('!', Some('=')) => two(Tok::Ne, &mut cur),
                    ('(', _) => Tok::LParen,
                    (')', _) => Tok::RParen,
                    ('[', _) => Tok::LBrack,
                    (']', _) => Tok::RBrack,
                    (',', _) => Tok::Comma,
                    ('=', _) => Tok::Eq,
                    ('<', _) => Tok::Lt,
                    ('>', _) => Tok::Gt,
                    ('~', _) => Tok::Not,
                    ('&', _) => Tok::And,
                    ('|', _) => Tok::Or,
                    ('^', _) => Tok::Xor,
                    ('+', _) => Tok::Plus,
                    ('-', _) => Tok::Minus,
                    ('*', _) => Tok::Star,
                    ('/', _) => Tok::Slash,
                    ('`', _) => Tok::Reverse,
                    ('#', _) => {
                        return Err(ParseError::new(
                            pos,
                            "a formula (a macro #NAME(...) is expanded only in a script, after its macro command)",
                            quote("#"),
                        ));
                    }
                    _ => {
                        return Err(ParseError::new(
                            pos,
                            "a formula (an unknown character)",
                            quote(&c.to_string()),
                        ));
                    }
                }
            }
        };
        let closes = matches!(tok, Tok::RParen | Tok::RBrack);
        if matches!(tok, Tok::LParen | Tok::LBrack) {
            scopes.push(base);
        }
        tokens.push(Token { tok, pos, base });
        if closes && let Some(outer) = scopes.pop() {
            base = outer;
        }
    }
    Ok(Lexed { tokens, bases })
}
#[cfg(test)]
mod tests {
    use crate::walnut::lexer::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s, Pos { line: 1, col: 1 })
            .unwrap()
            .tokens
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    #[test]
    fn longest_match_and_letters() {
        use Tok::*;
        assert_eq!(
            toks("x<=>y<=z=>w>=v!=u<t>s=r"),
            vec![
                Lower("x".into()),
                Iff,
                Lower("y".into()),
                Le,
                Lower("z".into()),
                Implies,
                Lower("w".into()),
                Ge,
                Lower("v".into()),
                Ne,
                Lower("u".into()),
                Lt,
                Lower("t".into()),
                Gt,
                Lower("s".into()),
                Eq,
                Lower("r".into()),
                End
            ]
        );
        assert_eq!(
            toks("T[n]=@-1 $f(x) Ex,y"),
            vec![
                Upper("T".into()),
                LBrack,
                Lower("n".into()),
                RBrack,
                Eq,
                Letter(-1),
                Call("f".into()),
                LParen,
                Lower("x".into()),
                RParen,
                Upper("Ex".into()),
                Comma,
                Lower("y".into()),
                End
            ]
        );
        assert_eq!(
            toks("@-9223372036854775808 @9223372036854775807 @ - 2 @+3"),
            vec![
                Letter(i64::MIN),
                Letter(i64::MAX),
                Letter(-2),
                Letter(3),
                End
            ]
        );
    }

    #[test]
    fn bases_are_attached_to_the_following_tokens() {
        let l = lex("x ?msd_fib y ?lsd_2 z ?msd_fib w", Pos { line: 1, col: 1 }).unwrap();
        let names: Vec<&str> = l.tokens.iter().map(|t| l.bases[t.base].as_str()).collect();
        assert_eq!(names, ["msd_2", "msd_fib", "lsd_2", "msd_fib", "msd_fib"]);
        assert!(is_base_name("msd_ost_3") && !is_base_name("msd_") && !is_base_name("hex_2"));
        // Parentheses and brackets scope a prefix; short forms are normalised.
        let l = lex("(?fib x [?lsd y] z) w ?msd v", Pos { line: 1, col: 1 }).unwrap();
        let names: Vec<&str> = l.tokens.iter().map(|t| l.bases[t.base].as_str()).collect();
        assert_eq!(
            names,
            [
                "msd_2", "msd_fib", "msd_fib", "lsd_2", "lsd_2", "msd_fib", "msd_fib", "msd_2",
                "msd_2", "msd_2"
            ]
        );
        assert_eq!(normalize_base("10").as_deref(), Some("msd_10"));
        assert_eq!(normalize_base("msdfib"), None);
    }

    #[test]
    fn positions_follow_lines_and_the_start() {
        let l = lex("x\n  y", Pos { line: 4, col: 9 }).unwrap();
        let p: Vec<Pos> = l.tokens.iter().map(|t| t.pos).collect();
        assert_eq!(
            p,
            [
                Pos { line: 4, col: 9 },
                Pos { line: 5, col: 3 },
                Pos { line: 5, col: 4 }
            ]
        );
    }

    #[test]
    fn lexing_errors() {
        let e = |s: &str| lex(s, Pos { line: 1, col: 1 }).unwrap_err().to_string();
        assert_eq!(
            e("x = 18446744073709551616"),
            "line 1, column 5: expected a number below 2^64, found '18446744073709551616'"
        );
        assert_eq!(
            e("x % y"),
            "line 1, column 3: expected a formula (an unknown character), found '%'"
        );
        assert_eq!(
            e("?Hex x=y"),
            "line 1, column 1: expected a base like msd_2, lsd_fib or msd_ost_2 after '?', found '?Hex'"
        );
        assert_eq!(
            e("T[n]=@x"),
            "line 1, column 7: expected an integer after '@' (a letter like @1 or @-1), found 'x'"
        );
        assert_eq!(
            e("x ! y"),
            "line 1, column 3: expected a formula (an unknown character), found '!'"
        );
        assert_eq!(
            e("x=é"),
            "line 1, column 3: expected a formula (an unknown character), found 'é'"
        );
    }
}
