//! The formula parser: recursive descent over the lexer's tokens, with precedence climbing
//! for the binary connectives.
//!
//! Precedence, loosest first: `<=>`, then `=>` (both left-associative), then `&`, `|`, `^`
//! (one level, left-associative), then `~`, then atoms (relations bind tightest). A
//! quantifier `E`/`A` may start any operand and its body is a whole formula at the loosest
//! level, so it extends as far right as possible (to the end or to the closing parenthesis).
//! `(` is ambiguous between a term and a formula: a term followed by a relation is tried
//! first, then a parenthesised formula; when both fail the error that got further wins.
//!
//! Cost: linear in the tokens except for that backtracking, which re-reads a parenthesised
//! prefix once per nesting level (quadratic in the nesting depth, which is capped at
//! [`MAX_DEPTH`]). Both the recursion and the depth of the tree built are capped, so no
//! input overflows the stack (of the parser, of `Display`, of `Drop`).

use super::MAX_DEPTH;
use super::ast::{BinOp, Formula, LetterRhs, ParseError, Pos, RelOp, Term};
use super::lexer::{Lexed, Tok, Token, lex};

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
    };
    let (f, _) = p.expr(0)?;
    if *p.peek() != Tok::End {
        return Err(p.error("'&', '|', '^', '=>', '<=>' or the end of the formula"));
    }
    Ok(f)
}

/// Whether `s` is a variable name: `[a-z][a-z0-9_]*`, other than `true` and `false`.
pub(crate) fn is_var(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_ascii_lowercase())
        && cs.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && s != "true"
        && s != "false"
}

const VAR_SYNTAX: &str = "a variable ([a-z][a-z0-9_]*, not true or false)";
const RELATION: &str = "a relation (=, !=, <, >, <=, >=)";

struct Parser<'a> {
    lexed: &'a Lexed,
    /// The current token (the last token is `Tok::End`, never passed).
    i: usize,
    /// The recursion depth (parentheses, `~`, quantifier bodies).
    depth: usize,
}

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
        if self.depth > MAX_DEPTH {
            return Err(self.too_deep());
        }
        Ok(())
    }

    fn too_deep(&self) -> ParseError {
        self.error(&format!("at most {MAX_DEPTH} levels of nesting"))
    }

    /// A tree of depth `d` has just been built: refuse it above `MAX_DEPTH`.
    fn tree(&self, d: usize) -> R<usize> {
        if d > MAX_DEPTH {
            return Err(self.too_deep());
        }
        Ok(d)
    }

    /// A formula whose binary operators bind at least as tightly as `min` (0: `<=>`,
    /// 1: `=>`, 2: `&`, `|`, `^`); returns the formula and its tree depth.
    fn expr(&mut self, min: u8) -> R<(Formula, usize)> {
        let (mut lhs, mut d) = self.unary()?;
        loop {
            let (op, prec) = match self.peek() {
                Tok::Iff => (BinOp::Iff, 0),
                Tok::Implies => (BinOp::Implies, 1),
                Tok::And => (BinOp::And, 2),
                Tok::Or => (BinOp::Or, 2),
                Tok::Xor => (BinOp::Xor, 2),
                _ => break,
            };
            if prec < min {
                break;
            }
            self.advance();
            let (rhs, rd) = self.expr(prec + 1)?;
            d = self.tree(1 + d.max(rd))?;
            lhs = Formula::Bin(op, Box::new(lhs), Box::new(rhs));
        }
        Ok((lhs, d))
    }

    fn unary(&mut self) -> R<(Formula, usize)> {
        match self.peek() {
            Tok::Not => {
                self.advance();
                self.enter()?;
                let (f, d) = self.unary()?;
                self.depth -= 1;
                Ok((Formula::Not(Box::new(f)), self.tree(d + 1)?))
            }
            Tok::Upper(s)
                if (s.starts_with('E') || s.starts_with('A')) && *self.peek2() != Tok::LBrack =>
            {
                let s = s.clone();
                self.quantifier(&s)
            }
            _ => self.atom(),
        }
    }

    /// `E`/`A` (the current token `word`, which may carry the first variable: `Ex`) with a
    /// comma-separated variable list, then the body.
    fn quantifier(&mut self, word: &str) -> R<(Formula, usize)> {
        let pos = self.pos();
        let exists = word.starts_with('E');
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
        let (body, d) = self.expr(0)?;
        self.depth -= 1;
        let f = Formula::Quant {
            exists,
            vars,
            body: Box::new(body),
            pos,
        };
        Ok((f, self.tree(d + 1)?))
    }

    fn var(&mut self, expected: &str) -> R<String> {
        match self.peek() {
            Tok::Lower(v) if is_var(v) => {
                let v = v.clone();
                self.advance();
                Ok(v)
            }
            _ => Err(self.error(expected)),
        }
    }

    fn atom(&mut self) -> R<(Formula, usize)> {
        let pos = self.pos();
        let base = self.base();
        match self.peek().clone() {
            Tok::Lower(s) if s == "true" || s == "false" => {
                self.advance();
                Ok((Formula::Bool(s == "true"), 1))
            }
            Tok::Call(name) => {
                self.advance();
                let mut args = Vec::new();
                let mut d = 0;
                if *self.peek() == Tok::LParen {
                    self.advance();
                    if *self.peek() == Tok::RParen {
                        self.advance();
                    } else {
                        loop {
                            let (t, td) = self.term()?;
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
            Tok::Upper(name) if *self.peek2() == Tok::LBrack => {
                self.advance();
                let (index, mut d) = self.index()?;
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
                    Tok::Upper(other) if *self.peek2() == Tok::LBrack => {
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
            Tok::Upper(_) => Err(self
                .error("a formula (a word needs an index, as in W[n]; quantifiers are E and A)")),
            Tok::LParen => {
                let (i, depth) = (self.i, self.depth);
                match self.relation() {
                    Ok(r) => Ok(r),
                    Err(as_term) => {
                        self.i = i;
                        self.depth = depth;
                        self.paren_formula().map_err(|as_formula| {
                            let key = |e: &ParseError| (e.line, e.col);
                            if key(&as_term) > key(&as_formula) {
                                as_term
                            } else {
                                as_formula
                            }
                        })
                    }
                }
            }
            Tok::End => Err(self.error("a formula")),
            _ => self.relation(),
        }
    }

    /// `( formula )`.
    fn paren_formula(&mut self) -> R<(Formula, usize)> {
        self.expect(Tok::LParen, "'('")?;
        self.enter()?;
        let r = self.expr(0)?;
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
            let (t, td) = self.term()?;
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
    fn relation(&mut self) -> R<(Formula, usize)> {
        let pos = self.pos();
        let base = self.base();
        let (lhs, d1) = self.term()?;
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

    /// A term: products joined by `+` and `-` (left-associative).
    fn term(&mut self) -> R<(Term, usize)> {
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

    /// Primaries joined by `*`, one side of each `*` a constant.
    fn product(&mut self) -> R<(Term, usize)> {
        let (mut l, mut d) = self.primary()?;
        while *self.peek() == Tok::Star {
            self.advance();
            let (at, found) = (self.pos(), self.peek().describe());
            let (r, rd) = self.primary()?;
            d = self.tree(1 + d.max(rd))?;
            l = match (l, r) {
                (Term::Const(k, _), r) => Term::Mul(k, Box::new(r)),
                (l, Term::Const(k, _)) => Term::Mul(k, Box::new(l)),
                _ => {
                    return Err(ParseError::new(
                        at,
                        "a constant on one side of '*' (only k*t and t*k are linear)",
                        found,
                    ));
                }
            };
        }
        Ok((l, d))
    }

    fn primary(&mut self) -> R<(Term, usize)> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Lower(v) if is_var(&v) => {
                self.advance();
                Ok((Term::Var(v, pos), 1))
            }
            Tok::Num(n) => {
                self.advance();
                Ok((Term::Const(n, pos), 1))
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
    use super::*;

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
        // Run in a thread with the default test stack (2 MiB) to show that the cap, not
        // the stack size, stops the deepest inputs.
        std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(|| {
                let ok = format!(
                    "{}x=y{}",
                    "(".repeat(MAX_DEPTH - 1),
                    ")".repeat(MAX_DEPTH - 1)
                );
                if let Err(e) = parse_formula(&ok) {
                    panic!("{e}")
                }
                // A relation is a tree of depth 2 (its terms are leaves).
                let ok = format!("{}x=y", "~".repeat(MAX_DEPTH - 2));
                if let Err(e) = parse_formula(&ok) {
                    panic!("{e}")
                }
                let chain = vec!["x=y"; MAX_DEPTH - 1].join("&");
                // n relations: n times "x = y", n - 1 times " & " and a pair of parentheses.
                let n = MAX_DEPTH - 1;
                let printed = parse_formula(&chain).unwrap().to_string();
                assert_eq!(printed.len(), 5 * n + 5 * (n - 1));
                assert!(printed.starts_with(&"(".repeat(n - 1)));
                for bad in [
                    format!("{}x=y", "(".repeat(100_000)),
                    format!("{}x=y", "~".repeat(100_000)),
                    "Ex ".repeat(100_000) + "x=y",
                    vec!["x=y"; 100_000].join("&"),
                    format!("x={}", vec!["1"; 100_000].join("+")),
                    format!("x={}1", "(".repeat(100_000)),
                    format!("x={}1", "2*".repeat(100_000)),
                ] {
                    let e = parse_formula(&bad).unwrap_err();
                    assert!(e.expected.contains("levels of nesting"), "{e}");
                }
            })
            .unwrap()
            .join()
            .unwrap();
    }
}
