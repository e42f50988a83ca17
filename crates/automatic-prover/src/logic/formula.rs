//! The tree of a formula: terms, relations, connectives, quantifiers and the regexes of
//! `reg`, with their printer, as the logic layer evaluates them (the Walnut front end,
//! `crate::walnut`, parses text into it).
//!
//! `Display` on [`Term`], [`Formula`] and [`Regex`] prints fully parenthesised Walnut syntax
//! that the parsers read back to the same tree up to positions: a formula printer emits
//! `?base` before an atom exactly where the base in force changes (starting from
//! [`DEFAULT_BASE`]), so `parse_formula(&f.to_string())` equals `f` once both sides go
//! through [`Formula::without_pos`] (property tests in the parser and in the crate's tests).
//! The printer is `display`; printing recurses once per tree level, and the parsers
//! refuse trees deeper than `crate::walnut::MAX_DEPTH`.

mod display;

use std::collections::BTreeSet;

/// The base of the atoms before the first `?base` prefix.
pub const DEFAULT_BASE: &str = "msd_2";

/// 1-based line and column in the script (for a formula: of the character inside the
/// quotes). Columns count characters (a tab is one column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Pos {
    /// The line (from 1).
    pub line: usize,
    /// The column (from 1, in characters).
    pub col: usize,
}

/// An arithmetic term over natural numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// A variable, where it is written.
    Var(String, Pos),
    /// A constant, where it is written.
    Const(u64, Pos),
    /// `s + t`.
    Add(Box<Term>, Box<Term>),
    /// `s - t` (undefined below 0 in the natural numbers: its atom is then false).
    Sub(Box<Term>, Box<Term>),
    /// `k*t` and `t*k` with `k` a constant (`var*var` is a parse error).
    Mul(u64, Box<Term>),
    /// `t/k`: the floor of `t / k` for a constant `k >= 1` (Walnut's division).
    Div(Box<Term>, u64),
    /// `_t`: minus `t` (Walnut's unary minus; `_5` is the constant -5).
    Neg(Box<Term>),
    /// `s*t` with a word value as a factor (`W[i]*(b+c)`, `W[i]*V[j]`): Walnut computes it
    /// case by case over the word's outputs (a product of two other terms is refused).
    Prod(Box<Term>, Box<Term>),
    /// `s/t` with a word value as the divisor (`(b+c)/W[i]`, `V[j]/W[i]`, `3/W[i]`), the
    /// floor of the quotient, case by case over the word's outputs.
    Quot(Box<Term>, Box<Term>),
    /// `W[t1][t2]...` used as a number: the word's letter at that index.
    Word(String, Vec<Term>, Pos),
}

/// A comparison between two terms (or a word letter and a letter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RelOp {
    /// `=`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `>`.
    Gt,
    /// `<=`.
    Le,
    /// `>=`.
    Ge,
}

impl RelOp {
    /// Whether `a op b` holds.
    pub fn holds<T: Ord>(self, a: T, b: T) -> bool {
        match self {
            RelOp::Eq => a == b,
            RelOp::Ne => a != b,
            RelOp::Lt => a < b,
            RelOp::Gt => a > b,
            RelOp::Le => a <= b,
            RelOp::Ge => a >= b,
        }
    }
}

/// A binary connective.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `&`.
    And,
    /// `|`.
    Or,
    /// `^` (exclusive or).
    Xor,
    /// `=>`.
    Implies,
    /// `<=>`.
    Iff,
}

/// The right-hand side of a word atom: a letter `@v` (or a bare integer) or another word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LetterRhs {
    /// A letter `@v` (or a bare integer).
    Letter(i64),
    /// Another word at an index: `V[t1][t2]...`.
    Word {
        /// The word's name.
        name: String,
        /// Its index terms, one per input.
        index: Vec<Term>,
    },
}

/// A first-order formula.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Formula {
    /// `true`, `false`.
    Bool(bool),
    /// `s op t`: a comparison of two terms.
    Rel {
        /// The comparison.
        op: RelOp,
        /// The left term.
        lhs: Term,
        /// The right term.
        rhs: Term,
        /// The numeration system in force at the operator (`msd_2` by default).
        base: String,
        /// Where the atom starts.
        pos: Pos,
    },
    /// `W[t1][t2]... op @v` or `W[..] op V[..]`.
    ///
    /// Every `Rel`, `Word` and `Call` records the base in force at its relation operator
    /// (for a call: at its `$`), as Walnut does; `pos` is where the atom starts.
    Word {
        /// The word's name.
        name: String,
        /// Its index terms, one per input.
        index: Vec<Term>,
        /// The comparison.
        op: RelOp,
        /// The letter or word compared with.
        rhs: LetterRhs,
        /// The numeration system in force at the operator.
        base: String,
        /// Where the atom starts.
        pos: Pos,
    },
    /// `$name(t1, ..., tn)`; `$name` alone has no arguments.
    Call {
        /// The automaton's name.
        name: String,
        /// Its arguments, one per input.
        args: Vec<Term>,
        /// The numeration system in force at the `$`.
        base: String,
        /// Where the atom starts.
        pos: Pos,
    },
    /// `~f`.
    Not(Box<Formula>),
    /// `f op g`: a binary connective.
    Bin(BinOp, Box<Formula>, Box<Formula>),
    /// `E x, y f` (`exists`) or `A x, y f`.
    Quant {
        /// `E` (true) or `A` (false).
        exists: bool,
        /// The variables bound, in the order written.
        vars: Vec<String>,
        /// The formula they are bound in.
        body: Box<Formula>,
        /// Where the quantifier is written.
        pos: Pos,
    },
    /// `` `f ``: Walnut's reversal, the automaton of `f` read in the other direction (its
    /// tracks' systems switch between `msd_` and `lsd_`).
    Reverse(Box<Formula>),
    /// `I x, y f`: Walnut's "infinitely many": TRUE iff the automaton of `f`, restricted to
    /// words where some listed variable has no leading zero (msd; no trailing zero in lsd),
    /// accepts infinitely many words (a closed formula whatever `f`'s other variables).
    Infinite {
        /// The variables listed.
        vars: Vec<String>,
        /// The formula.
        body: Box<Formula>,
        /// Where `I` is written.
        pos: Pos,
    },
}

/// A `reg` regex over letters that are tuples of letter values (a 1-track letter has one;
/// a set alphabet's values may be negative, `[-1]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Regex {
    /// The empty word.
    Epsilon,
    /// One letter: a value per track.
    Letter(Vec<i64>),
    /// `.`: any letter of the automaton's alphabet.
    Any,
    /// `[a-b...]`: a class of 1-track letters, ranges of single digits (`d` is `d-d`).
    /// As in Walnut, which hands dk.brics the range of the digits' places in the
    /// alphabet, a range ending outside the alphabet matches nothing.
    Class(Vec<(u32, u32)>),
    /// The concatenation, in order.
    Concat(Vec<Regex>),
    /// The alternatives (`|`).
    Alt(Vec<Regex>),
    /// `r*`.
    Star(Box<Regex>),
    /// `r+`.
    Plus(Box<Regex>),
    /// `r?`.
    Opt(Box<Regex>),
}

impl Term {
    /// The same term with every position set to `Pos::default()` (line 0, column 0), for
    /// comparing trees that came from different texts.
    pub fn without_pos(&self) -> Term {
        match self {
            Term::Var(v, _) => Term::Var(v.clone(), Pos::default()),
            Term::Const(c, _) => Term::Const(*c, Pos::default()),
            Term::Add(a, b) => Term::Add(Box::new(a.without_pos()), Box::new(b.without_pos())),
            Term::Sub(a, b) => Term::Sub(Box::new(a.without_pos()), Box::new(b.without_pos())),
            Term::Mul(k, t) => Term::Mul(*k, Box::new(t.without_pos())),
            Term::Div(t, k) => Term::Div(Box::new(t.without_pos()), *k),
            Term::Neg(t) => Term::Neg(Box::new(t.without_pos())),
            Term::Prod(a, b) => Term::Prod(Box::new(a.without_pos()), Box::new(b.without_pos())),
            Term::Quot(a, b) => Term::Quot(Box::new(a.without_pos()), Box::new(b.without_pos())),
            Term::Word(w, index, _) => {
                Term::Word(w.clone(), terms_without_pos(index), Pos::default())
            }
        }
    }
}

impl Term {
    /// Whether the term has no variable and no word: Walnut computes it to a number.
    pub fn is_constant(&self) -> bool {
        match self {
            Term::Const(..) => true,
            Term::Var(..) | Term::Word(..) => false,
            Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                a.is_constant() && b.is_constant()
            }
            Term::Mul(_, t) | Term::Div(t, _) | Term::Neg(t) => t.is_constant(),
        }
    }

    /// Whether the term is a word value in Walnut's sense: at least one word letter
    /// `W[..]`, and besides the words' indices only constants (`T[n] + 1`,
    /// `2*T[n] - T[n+1]`, `TH[a]*TH[b]`, `3/TH[a]`). Walnut computes such a term on the
    /// words' outputs (a new word), not as arithmetic.
    pub fn is_word_value(&self) -> bool {
        self.has_word() && self.only_words_and_constants()
    }

    fn only_words_and_constants(&self) -> bool {
        match self {
            Term::Var(..) => false,
            Term::Const(..) | Term::Word(..) => true,
            Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                a.only_words_and_constants() && b.only_words_and_constants()
            }
            Term::Mul(_, t) | Term::Div(t, _) | Term::Neg(t) => t.only_words_and_constants(),
        }
    }

    /// The value of a constant term as Walnut computes it (integers, `/` rounding down);
    /// `None` when the term is not constant or a value leaves the `i128` range.
    pub fn constant_value(&self) -> Option<i128> {
        match self {
            Term::Const(c, _) => Some(i128::from(*c)),
            Term::Var(..) | Term::Word(..) => None,
            Term::Add(a, b) => a.constant_value()?.checked_add(b.constant_value()?),
            Term::Sub(a, b) => a.constant_value()?.checked_sub(b.constant_value()?),
            Term::Mul(k, t) => i128::from(*k).checked_mul(t.constant_value()?),
            Term::Div(t, k) => {
                (*k != 0).then(|| t.constant_value().map(|v| v.div_euclid(i128::from(*k))))?
            }
            Term::Neg(t) => t.constant_value()?.checked_neg(),
            Term::Prod(a, b) => a.constant_value()?.checked_mul(b.constant_value()?),
            Term::Quot(a, b) => {
                let (a, b) = (a.constant_value()?, b.constant_value()?);
                (b != 0).then(|| floor_div(a, b))?
            }
        }
    }
}

/// `floor(a / b)` for `b != 0`, as Walnut divides integers (whatever the signs); `None`
/// only for `i128::MIN / -1`.
pub fn floor_div(a: i128, b: i128) -> Option<i128> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && (a < 0) != (b < 0) {
        q - 1
    } else {
        q
    })
}

impl Term {
    /// Add the term's variables to `out` (Walnut drops those of `0*t`, a constant).
    fn collect_vars(&self, out: &mut BTreeSet<String>) {
        match self {
            Term::Var(v, _) => {
                out.insert(v.clone());
            }
            Term::Const(..) => {}
            Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Term::Mul(0, t) if !t.has_word() => {}
            Term::Mul(_, t) | Term::Div(t, _) | Term::Neg(t) => t.collect_vars(out),
            Term::Word(_, index, _) => index.iter().for_each(|i| i.collect_vars(out)),
        }
    }

    /// Whether the term has a word letter (outside the indices of its word letters).
    pub fn has_word(&self) -> bool {
        match self {
            Term::Word(..) => true,
            Term::Var(..) | Term::Const(..) => false,
            Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                a.has_word() || b.has_word()
            }
            Term::Mul(_, t) | Term::Div(t, _) | Term::Neg(t) => t.has_word(),
        }
    }
}

impl Formula {
    /// The free variables, read off the text: those of its terms, less the quantified
    /// ones (`I x f` is closed, as Walnut evaluates it). Walnut's automaton of the formula
    /// has one input per free variable.
    pub fn free_vars(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        self.collect_free(&mut out);
        out
    }

    fn collect_free(&self, out: &mut BTreeSet<String>) {
        match self {
            Formula::Bool(_) | Formula::Infinite { .. } => {}
            Formula::Rel { lhs, rhs, .. } => {
                lhs.collect_vars(out);
                rhs.collect_vars(out);
            }
            Formula::Word { index, rhs, .. } => {
                index.iter().for_each(|i| i.collect_vars(out));
                if let LetterRhs::Word { index, .. } = rhs {
                    index.iter().for_each(|i| i.collect_vars(out));
                }
            }
            Formula::Call { args, .. } => args.iter().for_each(|a| a.collect_vars(out)),
            Formula::Not(f) | Formula::Reverse(f) => f.collect_free(out),
            Formula::Bin(_, a, b) => {
                a.collect_free(out);
                b.collect_free(out);
            }
            Formula::Quant { vars, body, .. } => {
                let mut inner = body.free_vars();
                for v in vars {
                    inner.remove(v);
                }
                out.extend(inner);
            }
        }
    }
}

fn terms_without_pos(ts: &[Term]) -> Vec<Term> {
    ts.iter().map(Term::without_pos).collect()
}

impl Formula {
    /// The same formula with every position (of atoms, quantifiers and terms) set to
    /// `Pos::default()`, for comparing trees that came from different texts.
    pub fn without_pos(&self) -> Formula {
        let z = Pos::default();
        match self {
            Formula::Bool(b) => Formula::Bool(*b),
            Formula::Rel {
                op, lhs, rhs, base, ..
            } => Formula::Rel {
                op: *op,
                lhs: lhs.without_pos(),
                rhs: rhs.without_pos(),
                base: base.clone(),
                pos: z,
            },
            Formula::Word {
                name,
                index,
                op,
                rhs,
                base,
                ..
            } => Formula::Word {
                name: name.clone(),
                index: terms_without_pos(index),
                op: *op,
                rhs: match rhs {
                    LetterRhs::Letter(v) => LetterRhs::Letter(*v),
                    LetterRhs::Word { name, index } => LetterRhs::Word {
                        name: name.clone(),
                        index: terms_without_pos(index),
                    },
                },
                base: base.clone(),
                pos: z,
            },
            Formula::Call {
                name, args, base, ..
            } => Formula::Call {
                name: name.clone(),
                args: terms_without_pos(args),
                base: base.clone(),
                pos: z,
            },
            Formula::Not(f) => Formula::Not(Box::new(f.without_pos())),
            Formula::Bin(op, a, b) => {
                Formula::Bin(*op, Box::new(a.without_pos()), Box::new(b.without_pos()))
            }
            Formula::Quant {
                exists, vars, body, ..
            } => Formula::Quant {
                exists: *exists,
                vars: vars.clone(),
                body: Box::new(body.without_pos()),
                pos: z,
            },
            Formula::Reverse(f) => Formula::Reverse(Box::new(f.without_pos())),
            Formula::Infinite { vars, body, .. } => Formula::Infinite {
                vars: vars.clone(),
                body: Box::new(body.without_pos()),
                pos: z,
            },
        }
    }
}
