//! The abstract syntax of Walnut's formulas and commands (placeholder for the parser's).

/// 1-based line and column in the script.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pos {
    pub line: usize,
    pub col: usize,
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    Var(String, Pos),
    Const(u64, Pos),
    Add(Box<Term>, Box<Term>),
    Sub(Box<Term>, Box<Term>),
    Mul(u64, Box<Term>),
}
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RelOp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    And,
    Or,
    Xor,
    Implies,
    Iff,
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LetterRhs {
    Letter(i64),
    Word { name: String, index: Vec<Term> },
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Formula {
    Bool(bool),
    Rel {
        op: RelOp,
        lhs: Term,
        rhs: Term,
        base: String,
        pos: Pos,
    },
    Word {
        name: String,
        index: Vec<Term>,
        op: RelOp,
        rhs: LetterRhs,
        base: String,
        pos: Pos,
    },
    Call {
        name: String,
        args: Vec<Term>,
        base: String,
        pos: Pos,
    },
    Not(Box<Formula>),
    Bin(BinOp, Box<Formula>, Box<Formula>),
    Quant {
        exists: bool,
        vars: Vec<String>,
        body: Box<Formula>,
        pos: Pos,
    },
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Regex {
    Epsilon,
    Letter(Vec<u32>),
    Concat(Vec<Regex>),
    Alt(Vec<Regex>),
    Star(Box<Regex>),
    Plus(Box<Regex>),
    Opt(Box<Regex>),
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Def {
        name: String,
        formula: Formula,
    },
    Eval {
        name: String,
        formula: Formula,
    },
    Reg {
        name: String,
        bases: Vec<String>,
        regex: Regex,
    },
    Load {
        name: String,
        path: String,
    },
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub pos: Pos,
    pub command: Command,
    pub text: String,
}
