//! The formula parser's terms: sums and differences, products and quotients by constants
//! or word values, the unary minus `_`, variables, constants, letters as constants and word
//! letters `W[t]`. Route: precedence climbing, `+`/`-` looser than `*`/`/`, each
//! left-associative; a failed term is remembered by its starting token. Cost: linear in
//! the tokens.

use crate::walnut::ast::{ParseError, Term};
use crate::walnut::lexer::Tok;
use crate::walnut::parser::{Parser, R, is_var};

impl Parser<'_> {
    /// A term, or the error remembered from an earlier attempt at the same token. The
    /// backtracking on `(` would otherwise re-parse `((((x` once per level (quadratic);
    /// a term's parse depends only on where it starts (the nesting depth at a token is the
    /// number of open parentheses, quantifiers and `~` before it, whichever way it is
    /// reached), so a failure can be reused.
    #[inline(never)]
    pub(super) fn term(&mut self) -> R<(Term, usize)> {
        let start = self.i;
        if let Some(e) = self.failed_terms.get(&start) {
            return Err(e.clone());
        }
        let r = self.sum();
        if let Err(e) = &r {
            self.failed_terms.insert(start, e.clone());
        }
        r
    }

    /// Products joined by `+` and `-` (left-associative).
    pub(super) fn sum(&mut self) -> R<(Term, usize)> {
        let (mut l, mut d) = self.product()?;
        loop {
            let add = match self.peek() {
                Tok::Plus => true,
                Tok::Minus => false,
                _ => break,
            };
            self.advance();
            let (r, rd) = self.product()?;
            d = self.tree(1 + d.max(rd))?;
            l = if add {
                Term::Add(Box::new(l), Box::new(r))
            } else {
                Term::Sub(Box::new(l), Box::new(r))
            };
        }
        Ok((l, d))
    }

    /// Primaries joined by `*` and `/` (left-associative), one side of each `*` a constant
    /// (a constant term such as `(2+3)` counts, as in Walnut, which computes it first) and
    /// the right side of each `/` a positive constant.
    #[inline(never)]
    pub(super) fn product(&mut self) -> R<(Term, usize)> {
        let (mut l, mut d) = self.primary()?;
        while matches!(self.peek(), Tok::Star | Tok::Slash) {
            let div = *self.peek() == Tok::Slash;
            self.advance();
            let (at, found) = (self.pos(), self.peek().describe());
            let (r, rd) = self.primary()?;
            d = self.tree(1 + d.max(rd))?;
            // A negative factor -k (a negative base's numbers): -k*t is _(k*t), and t/(-k)
            // is (_t)/k (both the floor of the quotient, as Walnut divides).
            let factor = |t: &Term| -> Option<(u64, bool)> {
                match t {
                    Term::Const(k, _) => Some((*k, false)),
                    _ => t
                        .constant_value()
                        .and_then(|v| u64::try_from(v.unsigned_abs()).ok().map(|k| (k, v < 0))),
                }
            };
            // As in Walnut, a negative constant factor is an error where the numbers are the
            // naturals (`_(2*x)` is read there; `_2*x` and `x/_5` are not).
            let base = self.base();
            let negative_factor = match (factor(&l), factor(&r)) {
                (Some(_), Some(_)) => false,
                (_, Some((_, neg))) => neg,
                (Some((_, neg)), None) => neg && !div,
                (None, None) => false,
            };
            if negative_factor && !base.contains("neg") {
                return Err(ParseError::new(
                    at,
                    format!(
                        "a constant factor of {base} (a negative one is read in negative bases only)"
                    ),
                    found,
                ));
            }
            let signed = |k: u64, neg: bool, t: Term| {
                let m = Term::Mul(k, Box::new(t));
                if neg { Term::Neg(Box::new(m)) } else { m }
            };
            // A word value as a factor or a divisor: Walnut's case split over its outputs
            // (`W[i]*(b+c)`, `(b+c)/W[i]`), or arithmetic on the outputs when both sides are
            // word values or constants (`TH[a]*TH[b]`, `3/TH[a]`).
            l = if div {
                match factor(&r) {
                    Some((k, false)) if k >= 1 => Term::Div(Box::new(l), k),
                    Some((k, true)) if k >= 1 => Term::Div(Box::new(Term::Neg(Box::new(l))), k),
                    None if r.is_word_value() => Term::Quot(Box::new(l), Box::new(r)),
                    None if l.is_word_value() => {
                        return Err(ParseError::new(
                            at,
                            "a constant or a word value after '/' (Walnut: constants cannot be \
                             divided by variables)",
                            found,
                        ));
                    }
                    _ => {
                        return Err(ParseError::new(
                            at,
                            "a positive constant or a word value after '/' (only t/k and t/W[..] \
                             are computed)",
                            found,
                        ));
                    }
                }
            } else {
                match (factor(&l), factor(&r)) {
                    (Some((k, neg)), _) => signed(k, neg, r),
                    (None, Some((k, neg))) => signed(k, neg, l),
                    _ if l.is_word_value() || r.is_word_value() => {
                        Term::Prod(Box::new(l), Box::new(r))
                    }
                    _ => {
                        return Err(ParseError::new(
                            at,
                            "a constant or a word value on one side of '*' (only k*t, t*k and \
                             W[..]*t are computed)",
                            found,
                        ));
                    }
                }
            };
        }
        Ok((l, d))
    }

    #[inline(never)]
    pub(super) fn primary(&mut self) -> R<(Term, usize)> {
        let pos = self.pos();
        match self.peek().clone() {
            _ if self.word_start().is_some() => {
                let name = self.word_start().unwrap_or_default();
                self.advance();
                let (index, d) = self.index()?;
                Ok((Term::Word(name, index, pos), self.tree(d + 1)?))
            }
            Tok::Neg => {
                self.advance();
                self.enter()?;
                let (t, d) = self.primary()?;
                self.depth -= 1;
                Ok((Term::Neg(Box::new(t)), self.tree(d + 1)?))
            }
            Tok::Lower(v) | Tok::Upper(v) if is_var(&v) => {
                self.advance();
                Ok((Term::Var(v, pos), 1))
            }
            Tok::Num(n) => {
                self.advance();
                Ok((Term::Const(n, pos), 1))
            }
            // As in Walnut, a letter beside arithmetic is the integer constant it names
            // (`T[x]+1=@1`, `@1=T[x]+1`); `@-1` is `_1`.
            Tok::Letter(v) => {
                self.advance();
                let k = Term::Const(v.unsigned_abs(), pos);
                Ok(if v < 0 {
                    (Term::Neg(Box::new(k)), 2)
                } else {
                    (k, 1)
                })
            }
            Tok::LParen => {
                self.advance();
                self.enter()?;
                let r = self.term()?;
                self.depth -= 1;
                self.expect(Tok::RParen, "')' or an operator (+, -, *)")?;
                Ok(r)
            }
            _ => Err(self.error("a term")),
        }
    }
}
