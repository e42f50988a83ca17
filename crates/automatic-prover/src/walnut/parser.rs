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

use std::collections::HashMap;

use crate::walnut::ast::{BinOp, Formula, LetterRhs, ParseError, Pos, RelOp, Term};
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
            _ if self.word_start().is_some() => self.word_or_relation(),
            Tok::Dotted(_) => Err(self.error("a word letter .W[..]")),
            Tok::Letter(_) => self.letter_or_relation(),
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
    fn term_or_predicate(&mut self, closers: &[Tok], expected: &str) -> R<(Term, usize)> {
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

    fn term_or_predicate_once(&mut self, closers: &[Tok], expected: &str) -> R<(Term, usize)> {
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
    fn ambiguous_paren(&mut self) -> R<(Formula, usize)> {
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
    fn call(&mut self) -> R<(Formula, usize)> {
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

    /// A word atom ([`Parser::word`]) when the text is one, else a relation whose first
    /// term starts with a word letter (`T[n]+1 = x`, `T[n] < x`); if both fail, the error
    /// that got further (the word atom's on a tie).
    #[inline(never)]
    fn word_or_relation(&mut self) -> R<(Formula, usize)> {
        let (i, depth, mark) = (self.i, self.depth, self.pending.len());
        let as_word = match self.word() {
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
    fn word(&mut self) -> R<(Formula, usize)> {
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

    /// A letter-first word atom ([`Parser::letter_first`]) when the text is one, else a
    /// relation whose first term starts with a letter (`@1 = T[n]+1`, `@1+1 < x`); if both
    /// fail, the error that got further (the word atom's on a tie).
    #[inline(never)]
    fn letter_or_relation(&mut self) -> R<(Formula, usize)> {
        let (i, depth, mark) = (self.i, self.depth, self.pending.len());
        let as_word = match self.letter_first() {
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

    /// `@v op W[t]...`: a letter on the left, stored as `W[t]... op' @v` with the relation
    /// mirrored (`@1 < T[n]` is `T[n] > @1`).
    #[inline(never)]
    fn letter_first(&mut self) -> R<(Formula, usize)> {
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

    /// `[t1][t2]...` after a word's name (at least one index).
    fn index(&mut self) -> R<(Vec<Term>, usize)> {
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

    fn relop(&mut self) -> R<RelOp> {
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
    fn relation(&mut self) -> R<(Formula, usize)> {
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

    /// A term, or the error remembered from an earlier attempt at the same token. The
    /// backtracking on `(` would otherwise re-parse `((((x` once per level (quadratic);
    /// a term's parse depends only on where it starts (the nesting depth at a token is the
    /// number of open parentheses, quantifiers and `~` before it, whichever way it is
    /// reached), so a failure can be reused.
    #[inline(never)]
    fn term(&mut self) -> R<(Term, usize)> {
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
    fn sum(&mut self) -> R<(Term, usize)> {
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
    fn product(&mut self) -> R<(Term, usize)> {
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
    fn primary(&mut self) -> R<(Term, usize)> {
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

#[cfg(test)]
mod tests {
    use crate::walnut::parser::*;

    fn show(s: &str) -> String {
        parse_formula(s).unwrap().to_string()
    }

    fn err(s: &str) -> String {
        parse_formula(s).unwrap_err().to_string()
    }

    #[test]
    fn precedence_basics() {
        assert_eq!(show("x=1|y=2&z=3"), "((x = 1 | y = 2) & z = 3)");
        assert_eq!(show("$a=>$b=>$c"), "(($a => $b) => $c)");
        assert_eq!(show("$a<=>$b=>$c"), "($a <=> ($b => $c))");
        assert_eq!(show("$a & Ex $b | $c"), "($a & (E x ($b | $c)))");
        assert_eq!(show("~Ex x=y"), "~(E x x = y)");
    }

    #[test]
    fn ambiguous_parenthesis() {
        assert_eq!(show("(x+1)<y"), "(x + 1) < y");
        assert_eq!(show("(x<y)"), "x < y");
        assert_eq!(show("((x))=((y))"), "x = y");
        assert_eq!(show("((x=1))"), "x = 1");
        assert_eq!(
            err("(x+1) & y=1"),
            "line 1, column 7: expected a relation (=, !=, <, >, <=, >=), found '&'"
        );
        assert_eq!(
            err("(x=1"),
            "line 1, column 5: expected ')', found end of input"
        );
    }

    #[test]
    fn positions_of_atoms_and_terms() {
        let f = parse_formula("  Ex  x+1 = y").unwrap();
        let Formula::Quant { pos, body, .. } = f else {
            panic!("not a quantifier")
        };
        assert_eq!(pos, Pos { line: 1, col: 3 });
        let Formula::Rel { pos, lhs, rhs, .. } = *body else {
            panic!("not a relation")
        };
        assert_eq!(pos, Pos { line: 1, col: 7 });
        assert_eq!(rhs, Term::Var("y".into(), Pos { line: 1, col: 13 }));
        let Term::Add(_, one) = lhs else {
            panic!("not a sum")
        };
        assert_eq!(*one, Term::Const(1, Pos { line: 1, col: 9 }));
    }

    #[test]
    fn nesting_is_capped_without_overflow() {
        // A thread with half the default test stack (2 MiB): the caps, not the stack size,
        // stop the deepest inputs, with room to spare.
        std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(|| {
                let n = MAX_NESTING;
                for ok in [
                    format!("{}x=y{}", "(".repeat(n), ")".repeat(n)),
                    format!("{}x=y", "~".repeat(n)),
                    "Ex ".repeat(n) + "x=y",
                    format!("{}x=y", "Ex ~(".repeat(n / 3)) + &")".repeat(n / 3),
                    format!("x={}1{}", "(".repeat(n), ")".repeat(n)),
                    "Ex $f <=> ".repeat(n) + "x=y",
                ] {
                    if let Err(e) = parse_formula(&ok) {
                        panic!("{e}")
                    }
                }
                // n relations: a tree of depth n + 1 (a relation with its terms has depth 2),
                // printed as n times "x = y", n - 1 times " & " and a pair of parentheses.
                let n = MAX_DEPTH - 1;
                let printed = parse_formula(&vec!["x=y"; n].join("&"))
                    .unwrap()
                    .to_string();
                assert_eq!(printed.len(), 5 * n + 5 * (n - 1));
                assert!(printed.starts_with(&"(".repeat(n - 1)));
                let nesting =
                    format!("at most {MAX_NESTING} nested parentheses, quantifiers and negations");
                let deep = format!("a formula at most {MAX_DEPTH} levels deep");
                for (bad, expected) in [
                    (format!("{}x=y", "(".repeat(100_000)), &nesting),
                    (format!("{}x=y", "~".repeat(100_000)), &nesting),
                    ("Ex ".repeat(100_000) + "x=y", &nesting),
                    ("Ex $f <=> ".repeat(100_000) + "x=y", &nesting),
                    (format!("x={}1", "(".repeat(100_000)), &nesting),
                    (vec!["x=y"; MAX_DEPTH].join("&"), &deep),
                    (vec!["x=y"; 100_000].join("&"), &deep),
                    (format!("x={}", vec!["1"; 100_000].join("+")), &deep),
                    (format!("x={}1", "2*".repeat(100_000)), &deep),
                ] {
                    let e = parse_formula(&bad).unwrap_err();
                    assert_eq!(&e.expected, expected);
                }
            })
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn nested_parentheses_parse_in_linear_time() {
        // 100 copies of a formula under 300 parentheses: each '(' is first tried as a term,
        // which fails at '='; without the memo of failed terms this re-reads the prefix at
        // every level (about 100 * 300^2 / 2 steps).
        let one = format!("{}x=1{}", "(".repeat(300), ")".repeat(300));
        let s = vec![one; 100].join(" & ");
        let f = parse_formula(&s).unwrap();
        assert_eq!(f.to_string().matches("x = 1").count(), 100);
    }
}
