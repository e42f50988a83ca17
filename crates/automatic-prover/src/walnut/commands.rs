//! Walnut's word and automaton commands after their command word (the script parser reads
//! the word and the terminator):
//!
//! ```text
//! morphism NAME "0->01 1->10";     promote WORD MORPHISM;     image NEW MORPHISM OLD;
//! combine NEW A B=2 C=_1 ...;      reverse NEW OLD;   reverse NEW $OLD;
//! test NAME N;                      inf NAME;          minimize NEW OLD;
//! union NEW A B ...;   intersect NEW A B ...;   concat NEW A B ...;   star NEW A;
//! convert [$]NEW msd_K [$]OLD;     alphabet NEW BASE ... [$]OLD;
//! rightquo NEW A B;   leftquo NEW A B;   fixleadzero NEW A;   fixtrailzero NEW A;
//! ```
//!
//! A morphism's letters are digits 0-9 or integers in brackets (`[10]`, `[-3]`); a letter
//! left of `->` may also be a run of digits (`10->...` maps the letter 10), as in Walnut.
//! Mappings are separated by blanks or commas. `transduce NEW T [$]OLD`, `describe
//! [$]NAME`, `export [$]NAME FORMAT`, Walnut's `load FILE` and `help [COMMAND]` are
//! [`More`] commands, and so are `split NEW OLD[+][-][]...`, `rsplit NEW[+][-][]... OLD`
//! and `join NEW W1[a][b] W2[b][c] ...` (blanks allowed between the brackets; a join label
//! is a name that does not begin with `A` or `E`, as in Walnut). A command Walnut has and
//! this reader does not is read up to its terminator as [`Command::Unsupported`], so that
//! the evaluator names the missing command
//! instead of a generic syntax error; `cls`, `clear` are skipped, a `[strategy ...]` prefix
//! gives the command its route and `[export N FORMAT]` its exports (`crate::walnut::prefixes`), `exit` and
//! `quit` end the script. Linear time.

use crate::logic::split::Sign;
use crate::walnut::ast::{Command, LanguageOp, More, ParseError, Pos, quote};
use crate::walnut::cursor::{Cursor, is_ident_char, name, skip_space, string};
use crate::walnut::lexer::normalize_base;
pub use crate::walnut::morphism::morphism_map;

/// Walnut's commands that are read but not run here.
pub const UNSUPPORTED: &[&str] = &[];

/// After `load NAME`: Walnut's `load FILE;` when no quoted path follows (the file name
/// runs to the terminator), `None` for this crate's `load NAME "PATH";`.
pub(super) fn walnut_load(name: &str, cur: &mut Cursor) -> Option<Command> {
    skip_space(cur);
    if cur.peek() == Some('"') {
        return None;
    }
    let rest = cur.take_while(|c| c != ';' && c != ':' && c != '\n');
    Some(Command::More(More::RunFile {
        file: format!("{name}{}", rest.trim_end()),
    }))
}

/// The command after `word` (the cursor stands after the word), `None` when `word` is not
/// one of this module's commands.
pub(super) fn parse(word: &str, cur: &mut Cursor) -> Option<Result<Command, ParseError>> {
    Some(match word {
        "morphism" => morphism(cur),
        "promote" => two_names(cur).map(|(name, morphism)| Command::Promote { name, morphism }),
        "image" => (|| {
            let (name, morphism) = two_names(cur)?;
            let word = crate::walnut::cursor::name(cur)?;
            Ok(Command::Image {
                name,
                morphism,
                word,
            })
        })(),
        "combine" => combine(cur),
        "reverse" => reverse(cur),
        "test" => test(cur),
        "inf" => name(cur).map(|name| Command::Inf { name }),
        "union" => language(cur, LanguageOp::Union),
        "intersect" => language(cur, LanguageOp::Intersect),
        "concat" => language(cur, LanguageOp::Concat),
        "star" => language(cur, LanguageOp::Star),
        "rightquo" => language(cur, LanguageOp::RightQuotient),
        "leftquo" => language(cur, LanguageOp::LeftQuotient),
        "fixleadzero" => language(cur, LanguageOp::FixLeadZero),
        "fixtrailzero" => language(cur, LanguageOp::FixTrailZero),
        "convert" => convert(cur),
        "alphabet" => alphabet(cur),
        "minimize" => two_names(cur).map(|(name, old)| Command::Minimize { name, old }),
        "transduce" => (|| {
            let (name, transducer) = two_names(cur)?;
            let (old, automaton) = dollar_name(cur)?;
            Ok(Command::More(More::Transduce {
                name,
                transducer,
                old,
                automaton,
            }))
        })(),
        "describe" => dollar_name(cur)
            .map(|(name, automaton)| Command::More(More::Describe { name, automaton })),
        "export" => (|| {
            let (name, automaton) = dollar_name(cur)?;
            let format = crate::walnut::cursor::name(cur)?;
            Ok(Command::More(More::Export {
                name,
                automaton,
                format,
            }))
        })(),
        "help" => {
            skip_space(cur);
            let topic = cur.take_while(is_ident_char);
            Ok(Command::More(More::Help {
                topic: (!topic.is_empty()).then_some(topic),
            }))
        }
        "split" => (|| {
            let (name, old) = two_names(cur)?;
            let signs = signs(cur)?;
            Ok(Command::More(More::Split {
                name,
                old,
                signs,
                reverse: false,
            }))
        })(),
        "rsplit" => (|| {
            let name = crate::walnut::cursor::name(cur)?;
            let signs = signs(cur)?;
            let old = crate::walnut::cursor::name(cur)?;
            Ok(Command::More(More::Split {
                name,
                old,
                signs,
                reverse: true,
            }))
        })(),
        "join" => join(cur),
        w if UNSUPPORTED.contains(&w) => {
            skip_to_terminator(cur);
            Ok(Command::Unsupported {
                command: w.to_string(),
            })
        }
        _ => return None,
    })
}

/// Walnut's commands that define nothing: `cls` and `clear` (clear the screen) are
/// skipped (`Some(false)`), `exit` and `quit` end the script (`Some(true)`: what follows
/// is not read, as in Walnut). The cursor is left before the terminator.
pub(super) fn housekeeping(word: &str, cur: &mut Cursor) -> Option<bool> {
    let stop = match word {
        "cls" | "clear" => false,
        "exit" | "quit" => true,
        _ => return None,
    };
    skip_to_terminator(cur);
    Some(stop)
}

/// `[+][-][]...` (blanks allowed around and inside the brackets): at least one bracket
/// and at least one sign, as Walnut requires.
fn signs(cur: &mut Cursor) -> Result<Vec<Sign>, ParseError> {
    let mut out = Vec::new();
    skip_space(cur);
    let first = cur.pos();
    while cur.peek() == Some('[') {
        let open = cur.pos();
        cur.bump();
        skip_space(cur);
        let sign = match cur.peek() {
            Some('+') => Sign::Plus,
            Some('-') => Sign::Minus,
            _ => Sign::Keep,
        };
        if sign != Sign::Keep {
            cur.bump();
            skip_space(cur);
        }
        if cur.peek() != Some(']') {
            return Err(ParseError::new(
                open,
                "[+], [-] or [] for each input",
                cur.describe_here(),
            ));
        }
        cur.bump();
        out.push(sign);
        skip_space(cur);
    }
    if out.is_empty() {
        return Err(ParseError::new(
            first,
            "one [+], [-] or [] per input",
            cur.describe_here(),
        ));
    }
    if out.iter().all(|s| *s == Sign::Keep) {
        return Err(ParseError::new(
            first,
            "at least one input marked [+] or [-] (Walnut cannot split without inputs)",
            quote(&"[]".repeat(out.len())),
        ));
    }
    Ok(out)
}

/// `join NEW W1[a][b] W2[b][c] ...`: each word with its labels.
fn join(cur: &mut Cursor) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    let mut parts = Vec::new();
    loop {
        skip_space(cur);
        if !cur
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        {
            break;
        }
        let word = cur.take_while(is_ident_char);
        let mut labels = Vec::new();
        loop {
            skip_space(cur);
            if cur.peek() != Some('[') {
                break;
            }
            let open = cur.pos();
            cur.bump();
            skip_space(cur);
            let at = cur.pos();
            let label = cur.take_while(is_ident_char);
            let ok = label
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() && c != 'A' && c != 'E');
            if !ok {
                return Err(ParseError::new(
                    at,
                    "an input label (a name not beginning with A or E)",
                    if label.is_empty() {
                        cur.describe_here()
                    } else {
                        quote(&label)
                    },
                ));
            }
            skip_space(cur);
            if cur.bump() != Some(']') {
                return Err(ParseError::new(
                    open,
                    "']' closing this '['",
                    "end of label",
                ));
            }
            labels.push(label);
        }
        if labels.is_empty() {
            return Err(ParseError::new(
                cur.pos(),
                format!("the labels of {word}'s inputs, like {word}[a][b]"),
                cur.describe_here(),
            ));
        }
        parts.push((word, labels));
    }
    if parts.is_empty() {
        return Err(ParseError::new(
            cur.pos(),
            "at least one word with labelled inputs, like W[a][b]",
            cur.describe_here(),
        ));
    }
    Ok(Command::More(More::Join { name, parts }))
}

fn two_names(cur: &mut Cursor) -> Result<(String, String), ParseError> {
    Ok((name(cur)?, name(cur)?))
}

/// Up to (not including) the next `;` or `:` outside double quotes.
fn skip_to_terminator(cur: &mut Cursor) {
    let mut quoted = false;
    while let Some(c) = cur.peek() {
        if !quoted && (c == ';' || c == ':') {
            return;
        }
        if c == '"' {
            quoted = !quoted;
        }
        cur.bump();
    }
}

fn morphism(cur: &mut Cursor) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    let (text, at) = string(cur, "the morphism in double quotes, like \"0->01 1->10\"")?;
    let map = morphism_map(&text, at)?;
    Ok(Command::Morphism { name, map })
}

fn combine(cur: &mut Cursor) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    let mut parts = Vec::new();
    loop {
        skip_space(cur);
        if !cur.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            break;
        }
        let part = cur.take_while(is_ident_char);
        let mut value = parts.len() as i64 + 1;
        if cur.peek() == Some('=') {
            cur.bump();
            let at = cur.pos();
            let negative = matches!(cur.peek(), Some('-') | Some('_'));
            if negative {
                cur.bump();
            }
            let digits = cur.take_while(|c| c.is_ascii_digit());
            let v = digits
                .parse::<i64>()
                .map_err(|_| ParseError::new(at, "an integer value after '='", quote(&digits)))?;
            value = if negative { -v } else { v };
        }
        parts.push((part, value));
    }
    if parts.is_empty() {
        return Err(ParseError::new(
            cur.pos(),
            "at least one automaton to combine",
            cur.describe_here(),
        ));
    }
    Ok(Command::Combine { name, parts })
}

/// `union NEW A B ...;` and the like, with as many automata as the operation takes (a
/// `$` before an automaton's name, as Walnut allows for `fixleadzero`, is read and
/// ignored).
fn language(cur: &mut Cursor, op: LanguageOp) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    skip_space(cur);
    let start = cur.pos();
    let mut parts = Vec::new();
    loop {
        skip_space(cur);
        if cur.peek() == Some('$') {
            cur.bump();
        }
        if !cur
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        {
            break;
        }
        parts.push(cur.take_while(is_ident_char));
    }
    let (least, most) = op.arity();
    let wanted = match (least, most) {
        (1, 1) => "one automaton".to_string(),
        (a, b) if a == b => format!("{a} automata"),
        _ => "at least one automaton".to_string(),
    };
    if parts.len() < least {
        return Err(ParseError::new(cur.pos(), wanted, cur.describe_here()));
    }
    if parts.len() > most {
        return Err(ParseError::new(start, wanted, quote(&parts.join(" "))));
    }
    Ok(Command::Language { op, name, parts })
}

/// A name with an optional `$` before it: (name, whether there was a `$`).
fn dollar_name(cur: &mut Cursor) -> Result<(String, bool), ParseError> {
    skip_space(cur);
    let dollar = cur.peek() == Some('$');
    if dollar {
        cur.bump();
    }
    Ok((name(cur)?, dollar))
}

/// `convert [$]NEW (msd|lsd)_K [$]OLD`.
fn convert(cur: &mut Cursor) -> Result<Command, ParseError> {
    let (name, automaton) = dollar_name(cur)?;
    skip_space(cur);
    let at = cur.pos();
    let found = cur.describe_here();
    let base = cur.take_while(is_ident_char);
    let ok = base
        .strip_prefix("msd_")
        .or_else(|| base.strip_prefix("lsd_"))
        .is_some_and(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_digit()));
    if !ok {
        return Err(ParseError::new(at, "a base msd_K or lsd_K", found));
    }
    let (old, old_automaton) = dollar_name(cur)?;
    Ok(Command::Convert {
        name,
        automaton,
        base,
        old,
        old_automaton,
    })
}

/// `alphabet NEW BASE [BASE ...] [$]OLD`: every word but the last is a base; a base may be
/// a set alphabet `{0,1}`.
fn alphabet(cur: &mut Cursor) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    let mut words: Vec<(Pos, String, bool)> = Vec::new();
    loop {
        skip_space(cur);
        let at = cur.pos();
        if cur.peek() == Some('{') {
            let set = crate::walnut::cursor::set_alphabet(cur, at)?;
            words.push((at, set, false));
            continue;
        }
        let dollar = cur.peek() == Some('$');
        if dollar {
            cur.bump();
        }
        if !cur.peek().is_some_and(is_ident_char) {
            if dollar {
                return Err(ParseError::new(
                    cur.pos(),
                    "a name after '$'",
                    cur.describe_here(),
                ));
            }
            break;
        }
        words.push((at, cur.take_while(is_ident_char), dollar));
    }
    let Some((_, old, automaton)) = words.pop().filter(|(_, w, _)| !w.starts_with('{')) else {
        return Err(ParseError::new(
            cur.pos(),
            "bases and the automaton or word to read in them",
            cur.describe_here(),
        ));
    };
    if words.is_empty() {
        return Err(ParseError::new(
            cur.pos(),
            "at least one base before the automaton or word",
            cur.describe_here(),
        ));
    }
    let mut bases = Vec::new();
    for (at, w, dollar) in words {
        if w.starts_with('{') {
            bases.push(w);
            continue;
        }
        match normalize_base(&w).filter(|_| !dollar) {
            Some(b) => bases.push(b),
            None => {
                return Err(ParseError::new(
                    at,
                    "a base like msd_2 or msd_fib, or an alphabet like {0,1}",
                    quote(&w),
                ));
            }
        }
    }
    Ok(Command::Alphabet {
        name,
        bases,
        old,
        automaton,
    })
}

fn reverse(cur: &mut Cursor) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    skip_space(cur);
    let automaton = cur.peek() == Some('$');
    if automaton {
        cur.bump();
    }
    let old = crate::walnut::cursor::name(cur)?;
    Ok(Command::Reverse {
        name,
        old,
        automaton,
    })
}

fn test(cur: &mut Cursor) -> Result<Command, ParseError> {
    let name = crate::walnut::cursor::name(cur)?;
    skip_space(cur);
    let at = cur.pos();
    let digits = cur.take_while(|c| c.is_ascii_digit());
    let count = digits.parse::<u64>().map_err(|_| {
        ParseError::new(
            at,
            "the number of inputs to list",
            if digits.is_empty() {
                cur.describe_here()
            } else {
                quote(&digits)
            },
        )
    })?;
    Ok(Command::Test { name, count })
}
