//! The formula parser: recursive descent over the lexer's tokens, with precedence climbing
//! for the binary connectives.
//!
//! Precedence, loosest first: `<=>`, then `=>` (both left-associative), then `&`, `|`, `^`
//! (one level, left-associative), then `~` and `` ` ``, then atoms (relations bind
//! tightest). A word letter `W[..]` starts a word atom (`W[t] = @1`, `W[t] < V[u]`) or,
//! when followed by arithmetic or compared with a term, a relation. A quantifier
//! `E`/`A`/`I` may start any operand and its body is a whole formula at the loosest
//! level, so it extends as far right as possible (to the end or to the closing parenthesis).
//! `(` is ambiguous between a term and a formula: a term followed by a relation is tried
//! first, then a parenthesised formula; when both fail the error that got further wins.
//!
//! Cost: linear in the tokens. The backtracking would re-read `((((x` once per level; the
//! failures of terms are remembered by starting token, so each token is read as the start of
//! a term at most once. The recursion is capped at [`MAX_NESTING`] and the depth of the tree
//! at [`MAX_DEPTH`], so no input overflows the stack (of the parser, of `Display`, `Drop`).
//!
//! Files: this one reads the connectives, negations and quantifiers; `atoms` the atoms
//! (calls, word atoms, relations, indices and arguments); `terms` the arithmetic.

mod atoms;
mod terms;

use std::collections::HashMap;

use crate::walnut::ast::{BinOp, Formula, ParseError, Pos, Term};
use crate::walnut::lexer::{Lexed, Tok, Token, lex};
use crate::walnut::{MAX_DEPTH, MAX_NESTING};

type R<T> = Result<T, ParseError>;

/// Parse a formula (as found between the quotes of `def`/`eval`); positions start at line 1,
/// column 1, and the base before the first `?base` is `msd_2`.
pub fn parse_formula(src: &str) -> Result<Formula, ParseError> {
    parse_formula_at(src, Pos { line: 1, col: 1 })
}

/// Parse a formula whose first character stands at `start` in the script.
pub(crate) fn parse_formula_at(src: &str, start: Pos) -> Result<Formula, ParseError> {
    let lexed = lex(src, start)?;
    let mut p = Parser {
        lexed: &lexed,
        i: 0,
        depth: 0,
        failed_terms: HashMap::new(),
        pending: Vec::new(),
        read_args: HashMap::new(),
    };
    let (f, _) = p.expr()?;
    if *p.peek() != Tok::End {
        return Err(p.error("'&', '|', '^', '=>', '<=>' or the end of the formula"));
    }
    Ok(f)
}

/// Whether `s` is a variable name: Walnut's `[a-zA-Z]\w*` not starting with `A`, `E` or
/// `I` (those letters are the quantifiers), ASCII only, other than `true` and `false`.
pub(crate) fn is_var(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next()
        .is_some_and(|c| c.is_ascii_alphabetic() && !matches!(c, 'A' | 'E' | 'I'))
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && s != "true"
        && s != "false"
}

const VAR_SYNTAX: &str = "a variable (a letter other than A, E and I, then letters, digits, _)";
const RELATION: &str = "a relation (=, !=, <, >, <=, >=)";

struct Parser<'a> {
    lexed: &'a Lexed,
    /// The current token (the last token is `Tok::End`, never passed).
    i: usize,
    /// The recursion depth (parentheses, `~`, quantifier bodies).
    depth: usize,
    /// Where a term failed to parse, and why.
    failed_terms: HashMap<usize, ParseError>,
    /// Predicates used as word indices or call arguments in the atom being read, with
    /// their tree depths: the atom becomes their conjunction with it ([`Parser::atom`]).
    pending: Vec<(Formula, usize)>,
    /// Indices and arguments already read, by starting token (and whether an index): where
    /// they end, the term, its depth and the predicates they added, or why they failed.
    read_args: HashMap<(usize, bool), ArgRead>,
}

/// The result of reading an index or argument: the token after it, the term, its tree
/// depth and the predicates it added; or the error.
type ArgRead = Result<(usize, Term, usize, Vec<(Formula, usize)>), ParseError>;

impl Parser<'_> {
    fn token(&self) -> &Token {
        &self.lexed.tokens[self.i.min(self.lexed.tokens.len() - 1)]
    }

    fn peek(&self) -> &Tok {
        &self.token().tok
    }

    fn peek2(&self) -> &Tok {
        let t = &self.lexed.tokens;
        &t[(self.i + 1).min(t.len() - 1)].tok
    }

    fn pos(&self) -> Pos {
        self.token().pos
    }

    /// The name of the word whose letter starts here: a name (any case, or `.name`)
    /// followed by `[`, as Walnut reads `name[` as a word whatever the name.
    fn word_start(&self) -> Option<String> {
        match self.peek() {
            Tok::Upper(s) | Tok::Lower(s) | Tok::Dotted(s) if *self.peek2() == Tok::LBrack => {
                Some(s.clone())
            }
            _ => None,
        }
    }

    fn base(&self) -> String {
        self.lexed.bases[self.token().base].clone()
    }

    fn advance(&mut self) {
        if self.i + 1 < self.lexed.tokens.len() {
            self.i += 1;
        }
    }

    fn error(&self, expected: &str) -> ParseError {
        ParseError::new(self.pos(), expected, self.peek().describe())
    }

    fn expect(&mut self, tok: Tok, expected: &str) -> R<()> {
        if *self.peek() == tok {
            self.advance();
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    /// Enter one level of recursion.
    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(&format!(
                "at most {MAX_NESTING} nested parentheses, quantifiers and negations"
            )));
        }
        Ok(())
    }

    /// A tree of depth `d` has just been built: refuse it above `MAX_DEPTH`.
    fn tree(&self, d: usize) -> R<usize> {
        if d > MAX_DEPTH {
            return Err(self.error(&format!("a formula at most {MAX_DEPTH} levels deep")));
        }
        Ok(d)
    }

    /// A formula: operands (`unary`) joined by binary connectives, grouped by operator
    /// precedence with explicit stacks (no recursion per operator); returns the formula and
    /// its tree depth.
    #[inline(never)]
    fn expr(&mut self) -> R<(Formula, usize)> {
        /// 0: `<=>`, 1: `=>`, 2: `&`, `|`, `^`.
        fn prec(op: BinOp) -> u8 {
            match op {
                BinOp::Iff => 0,
                BinOp::Implies => 1,
                BinOp::And | BinOp::Or | BinOp::Xor => 2,
            }
        }
        let mut operands = vec![self.unary()?];
        let mut ops: Vec<BinOp> = Vec::new();
        loop {
            let op = match self.peek() {
                Tok::Iff => BinOp::Iff,
                Tok::Implies => BinOp::Implies,
                Tok::And => BinOp::And,
                Tok::Or => BinOp::Or,
                Tok::Xor => BinOp::Xor,
                _ => break,
            };
            // Left-associative: first combine the operators on the stack that bind at
            // least as tightly.
            while ops.last().is_some_and(|&top| prec(top) >= prec(op)) {
                self.reduce(&mut operands, &mut ops)?;
            }
            self.advance();
            ops.push(op);
            operands.push(self.unary()?);
        }
        while !ops.is_empty() {
            self.reduce(&mut operands, &mut ops)?;
        }
        operands.pop().ok_or_else(|| self.error("a formula"))
    }

    /// Combine the two topmost operands with the topmost operator.
    fn reduce(&self, operands: &mut Vec<(Formula, usize)>, ops: &mut Vec<BinOp>) -> R<()> {
        let (Some(op), Some((b, db)), Some((a, da))) = (ops.pop(), operands.pop(), operands.pop())
        else {
            return Err(self.error("a formula"));
        };
        let d = self.tree(1 + da.max(db))?;
        operands.push((Formula::Bin(op, Box::new(a), Box::new(b)), d));
        Ok(())
    }

    #[inline(never)]
    fn unary(&mut self) -> R<(Formula, usize)> {
        match self.peek() {
            Tok::Not | Tok::Reverse => {
                let reverse = *self.peek() == Tok::Reverse;
                self.advance();
                self.enter()?;
                let (f, d) = self.unary()?;
                self.depth -= 1;
                let f = if reverse {
                    Formula::Reverse(Box::new(f))
                } else {
                    Formula::Not(Box::new(f))
                };
                Ok((f, self.tree(d + 1)?))
            }
            Tok::Upper(s)
                if (s.starts_with('E') || s.starts_with('A') || s.starts_with('I'))
                    && *self.peek2() != Tok::LBrack =>
            {
                let s = s.clone();
                self.quantifier(&s)
            }
            _ => self.atom(),
        }
    }

    /// `E`/`A`/`I` (the current token `word`, which may carry the first variable: `Ex`) with
    /// a comma-separated variable list, then the body.
    #[inline(never)]
    fn quantifier(&mut self, word: &str) -> R<(Formula, usize)> {
        let pos = self.pos();
        let exists = word.starts_with('E');
        let infinite = word.starts_with('I');
        let mut vars = Vec::new();
        let first = &word[1..]; // the first character is an ASCII letter
        if !first.is_empty() {
            if !is_var(first) {
                return Err(self.error(&format!("{VAR_SYNTAX} after '{}'", &word[..1])));
            }
            vars.push(first.to_string());
            self.advance();
        } else {
            self.advance();
            vars.push(self.var(&format!("{VAR_SYNTAX} after '{word}'"))?);
        }
        while *self.peek() == Tok::Comma {
            self.advance();
            vars.push(self.var(VAR_SYNTAX)?);
        }
        self.enter()?;
        let (body, d) = self.expr()?;
        self.depth -= 1;
        let f = if infinite {
            Formula::Infinite {
                vars,
                body: Box::new(body),
                pos,
            }
        } else {
            Formula::Quant {
                exists,
                vars,
                body: Box::new(body),
                pos,
            }
        };
        Ok((f, self.tree(d + 1)?))
    }

    fn var(&mut self, expected: &str) -> R<String> {
        match self.peek() {
            Tok::Lower(v) | Tok::Upper(v) if is_var(v) => {
                let v = v.clone();
                self.advance();
                Ok(v)
            }
            _ => Err(self.error(expected)),
        }
    }

    /// An atom, or a parenthesised formula. Each branch is its own function, kept out of
    /// line, so that the frames on the recursive path (`expr`, `unary`, `atom`,
    /// `paren_formula`) stay small.
    ///
    /// A predicate used as an index or argument (`T[a<5] = @1`, `$f(x<4, y)`) is, as in
    /// Walnut, its free variable there with the predicate in conjunction: the atom read is
    /// `P1 & ... & Pk & atom` with each `Pi` replaced by its variable.
    #[inline(never)]
    fn atom(&mut self) -> R<(Formula, usize)> {
        let mark = self.pending.len();
        let (mut f, mut d) = match self.peek() {
            Tok::Lower(s) if (s == "true" || s == "false") && *self.peek2() != Tok::LBrack => {
                let b = s == "true";
                self.advance();
                Ok((Formula::Bool(b), 1))
            }
            Tok::Call(_) => self.call(),
            _ if self.word_start().is_some() => self.word_atom_or_relation(Self::word),
            Tok::Dotted(_) => Err(self.error("a word letter .W[..]")),
            Tok::Letter(_) => self.word_atom_or_relation(Self::letter_first),
            Tok::LParen => self.ambiguous_paren(),
            Tok::End => Err(self.error("a formula")),
            _ => self.relation(),
        }?;
        let preds: Vec<(Formula, usize)> = self.pending.drain(mark..).collect();
        for (p, pd) in preds.into_iter().rev() {
            d = self.tree(1 + d.max(pd))?;
            f = Formula::Bin(BinOp::And, Box::new(p), Box::new(f));
        }
        Ok((f, d))
    }

    /// `( formula )`.
    #[inline(never)]
    fn paren_formula(&mut self) -> R<(Formula, usize)> {
        self.expect(Tok::LParen, "'('")?;
        self.enter()?;
        let r = self.expr()?;
        self.depth -= 1;
        self.expect(Tok::RParen, "')'")?;
        Ok(r)
    }
}

#[cfg(test)]
mod tests;
