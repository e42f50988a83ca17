//! The formula parser's atoms: a call `$name(...)`, a word atom (`W[t] = @1`, `@1 = W[t]`,
//! `W[s] = V[t]`), a relation `term op term`, the ambiguous `(`, and the indices and call
//! arguments inside them (a term, or a predicate of one free variable). Route: each reading
//! that may fail is tried from a saved position and undone, the error that got further
//! kept; indices and arguments are remembered by starting token. Cost: linear in the tokens
//! (see the parser's module doc).

use crate::walnut::ast::{Formula, LetterRhs, ParseError, RelOp, Term};
use crate::walnut::lexer::Tok;
use crate::walnut::parser::{Parser, R, RELATION};

impl Parser<'_> {
    /// A word index or a call argument: a term, or else a formula of one free variable
    /// (kept in `pending` for the atom, and read as that variable); `closers` are the
    /// tokens that may follow. If both fail, the error that got further (the term's on a
    /// tie).
    ///
    /// Each result is remembered by starting token: the backtracking between a term and a
    /// formula would otherwise read nested indices (`T[T[T[a<5]<3]<3]`) once per path at
    /// every level (exponential); an index's reading depends only on where it starts (it
    /// counts one level of nesting whichever way it is reached).
    #[inline(never)]
    pub(super) fn term_or_predicate(
        &mut self,
        closers: &[Tok],
        expected: &str,
    ) -> R<(Term, usize)> {
        let key = (self.i, closers.contains(&Tok::RBrack));
        if let Some(read) = self.read_args.get(&key) {
            return match read.clone() {
                Ok((end, t, d, preds)) => {
                    self.i = end;
                    self.pending.extend(preds);
                    Ok((t, d))
                }
                Err(e) => Err(e),
            };
        }
        let mark = self.pending.len();
        self.enter()?;
        let r = self.term_or_predicate_once(closers, expected);
        self.depth -= 1;
        let read = match &r {
            Ok((t, d)) => Ok((self.i, t.clone(), *d, self.pending[mark..].to_vec())),
            Err(e) => Err(e.clone()),
        };
        self.read_args.insert(key, read);
        r
    }

    pub(super) fn term_or_predicate_once(
        &mut self,
        closers: &[Tok],
        expected: &str,
    ) -> R<(Term, usize)> {
        let (i, depth, mark) = (self.i, self.depth, self.pending.len());
        let as_term = match self.term() {
            Ok(r) if closers.contains(self.peek()) => return Ok(r),
            Ok(_) => self.error(expected),
            Err(e) => e,
        };
        self.i = i;
        self.depth = depth;
        self.pending.truncate(mark);
        let pos = self.pos();
        let (f, d) = match self.expr() {
            Ok(r) if closers.contains(self.peek()) => r,
            other => {
                let as_formula = match other {
                    Ok(_) => self.error(expected),
                    Err(e) => e,
                };
                let key = |e: &ParseError| (e.line, e.col);
                return Err(if key(&as_formula) > key(&as_term) {
                    as_formula
                } else {
                    as_term
                });
            }
        };
        let free = f.free_vars();
        let [v] = free.iter().collect::<Vec<_>>()[..] else {
            let shown: Vec<&str> = free.iter().map(String::as_str).collect();
            return Err(ParseError::new(
                pos,
                "a predicate of one free variable (or a term) as an index or argument",
                format!("{} free variables ({})", free.len(), shown.join(", ")),
            ));
        };
        let v = v.clone();
        self.pending.push((f, d));
        Ok((Term::Var(v, pos), 1))
    }

    /// `(` opens a term (`(x+1)<y`) or a formula (`(x<y)`): try a relation first, then a
    /// parenthesised formula; if both fail, report the error that got further.
    #[inline(never)]
    pub(super) fn ambiguous_paren(&mut self) -> R<(Formula, usize)> {
        let (i, depth, mark) = (self.i, self.depth, self.pending.len());
        let as_term = match self.relation() {
            Ok(r) => return Ok(r),
            Err(e) => e,
        };
        self.i = i;
        self.depth = depth;
        self.pending.truncate(mark);
        self.paren_formula().map_err(|as_formula| {
            let key = |e: &ParseError| (e.line, e.col);
            if key(&as_term) > key(&as_formula) {
                as_term
            } else {
                as_formula
            }
        })
    }

    /// `$name` or `$name(t1, ..., tn)`.
    #[inline(never)]
    pub(super) fn call(&mut self) -> R<(Formula, usize)> {
        let (pos, base) = (self.pos(), self.base());
        let Tok::Call(name) = self.peek().clone() else {
            return Err(self.error("a call $name"));
        };
        self.advance();
        let mut args = Vec::new();
        let mut d = 0;
        if *self.peek() == Tok::LParen {
            self.advance();
            if *self.peek() == Tok::RParen {
                self.advance();
            } else {
                loop {
                    let (t, td) = self.term_or_predicate(
                        &[Tok::Comma, Tok::RParen],
                        "',' or ')' in the arguments",
                    )?;
                    args.push(t);
                    d = d.max(td);
                    match self.peek() {
                        Tok::Comma => self.advance(),
                        Tok::RParen => {
                            self.advance();
                            break;
                        }
                        _ => return Err(self.error("',' or ')' in the arguments")),
                    }
                }
            }
        }
        let f = Formula::Call {
            name,
            args,
            base,
            pos,
        };
        Ok((f, self.tree(d + 1)?))
    }

    /// A word atom read by `atom` ([`Parser::word`]: `W[t] = @1`, or
    /// [`Parser::letter_first`]: `@1 = W[t]`) when the text is one, else a relation whose
    /// first term starts with that word letter or letter (`T[n]+1 = x`, `@1+1 < x`); if
    /// both fail, the error that got further (the word atom's on a tie).
    #[inline(never)]
    pub(super) fn word_atom_or_relation(
        &mut self,
        atom: fn(&mut Self) -> R<(Formula, usize)>,
    ) -> R<(Formula, usize)> {
        let (i, depth, mark) = (self.i, self.depth, self.pending.len());
        let as_word = match atom(self) {
            Ok(r)
                if !matches!(
                    self.peek(),
                    Tok::Plus | Tok::Minus | Tok::Star | Tok::Slash | Tok::LBrack
                ) =>
            {
                return Ok(r);
            }
            Ok(_) => None,
            Err(e) => Some(e),
        };
        self.i = i;
        self.depth = depth;
        self.pending.truncate(mark);
        self.relation().map_err(|as_relation| match as_word {
            Some(w) if (w.line, w.col) >= (as_relation.line, as_relation.col) => w,
            _ => as_relation,
        })
    }

    /// `W[t]... op @v`, `W[t]... op n` or `W[t]... op V[t]...`.
    #[inline(never)]
    pub(super) fn word(&mut self) -> R<(Formula, usize)> {
        let pos = self.pos();
        let Some(name) = self.word_start() else {
            return Err(self.error("a word W[..]"));
        };
        self.advance();
        let (index, mut d) = self.index()?;
        let base = self.base();
        let op = self.relop()?;
        let rhs = match self.peek().clone() {
            Tok::Letter(v) => {
                self.advance();
                LetterRhs::Letter(v)
            }
            Tok::Num(n) => {
                let v = i64::try_from(n).map_err(|_| self.error("a letter below 2^63"))?;
                self.advance();
                LetterRhs::Letter(v)
            }
            _ if self.word_start().is_some() => {
                let other = self.word_start().unwrap_or_default();
                self.advance();
                let (index, d2) = self.index()?;
                d = d.max(d2);
                LetterRhs::Word { name: other, index }
            }
            _ => return Err(self.error("a letter (@1, @-1, 1) or a word letter W[..]")),
        };
        let f = Formula::Word {
            name,
            index,
            op,
            rhs,
            base,
            pos,
        };
        Ok((f, self.tree(d + 1)?))
    }

    /// `@v op W[t]...`: a letter on the left, stored as `W[t]... op' @v` with the relation
    /// mirrored (`@1 < T[n]` is `T[n] > @1`).
    #[inline(never)]
    pub(super) fn letter_first(&mut self) -> R<(Formula, usize)> {
        let pos = self.pos();
        let Tok::Letter(v) = self.peek().clone() else {
            return Err(self.error("a letter @v"));
        };
        self.advance();
        let op = match self.relop()? {
            RelOp::Lt => RelOp::Gt,
            RelOp::Gt => RelOp::Lt,
            RelOp::Le => RelOp::Ge,
            RelOp::Ge => RelOp::Le,
            same => same,
        };
        let Some(name) = self.word_start() else {
            return Err(self.error("a word letter W[..] after the letter"));
        };
        self.advance();
        let (index, d) = self.index()?;
        let base = self.base();
        let f = Formula::Word {
            name,
            index,
            op,
            rhs: LetterRhs::Letter(v),
            base,
            pos,
        };
        Ok((f, self.tree(d + 1)?))
    }

    /// `[t1][t2]...` after a word's name (at least one index).
    pub(super) fn index(&mut self) -> R<(Vec<Term>, usize)> {
        let mut index = Vec::new();
        let mut d = 0;
        while *self.peek() == Tok::LBrack {
            self.advance();
            let (t, td) = self.term_or_predicate(&[Tok::RBrack], "']'")?;
            index.push(t);
            d = d.max(td);
            self.expect(Tok::RBrack, "']'")?;
        }
        Ok((index, d))
    }

    pub(super) fn relop(&mut self) -> R<RelOp> {
        let op = match self.peek() {
            Tok::Eq => RelOp::Eq,
            Tok::Ne => RelOp::Ne,
            Tok::Lt => RelOp::Lt,
            Tok::Gt => RelOp::Gt,
            Tok::Le => RelOp::Le,
            Tok::Ge => RelOp::Ge,
            _ => return Err(self.error(RELATION)),
        };
        self.advance();
        Ok(op)
    }

    /// `term op term`.
    #[inline(never)]
    pub(super) fn relation(&mut self) -> R<(Formula, usize)> {
        let pos = self.pos();
        let (lhs, d1) = self.term()?;
        let base = self.base();
        let op = self.relop()?;
        let (rhs, d2) = self.term()?;
        let f = Formula::Rel {
            op,
            lhs,
            rhs,
            base,
            pos,
        };
        Ok((f, self.tree(1 + d1.max(d2))?))
    }
}
