//! The printer of the formula tree: `Display` on [`Term`], [`Formula`] and [`Regex`]
//! prints fully parenthesised Walnut syntax that the parsers read back to the same tree up
//! to positions. Route: a formula printer emits `?base` before an atom exactly where the
//! base in force changes (starting from [`DEFAULT_BASE`]), so `parse_formula(&f.to_string())`
//! equals `f` once both sides go through [`Formula::without_pos`] (property tests in the
//! parser and in the crate's tests). Cost: linear in the tree; printing recurses once per
//! tree level, and the parsers refuse trees deeper than `crate::walnut::MAX_DEPTH`.

use crate::logic::formula::{BinOp, DEFAULT_BASE, Formula, LetterRhs, Regex, RelOp, Term};
use std::fmt;

impl fmt::Display for RelOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RelOp::Eq => "=",
            RelOp::Ne => "!=",
            RelOp::Lt => "<",
            RelOp::Gt => ">",
            RelOp::Le => "<=",
            RelOp::Ge => ">=",
        })
    }
}

impl fmt::Display for BinOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::Implies => "=>",
            BinOp::Iff => "<=>",
        })
    }
}

/// Terms print with every `+`, `-`, `*` and `/` in parentheses: `((x + 1) - (2 * y))`;
/// a unary minus prints as `_` before its operand (`_x`, `_5`, `_(x + 1)`).
impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Term::Var(v, _) => f.write_str(v),
            Term::Const(c, _) => write!(f, "{c}"),
            Term::Add(a, b) => write!(f, "({a} + {b})"),
            Term::Sub(a, b) => write!(f, "({a} - {b})"),
            Term::Mul(k, t) => write!(f, "({k} * {t})"),
            Term::Div(t, k) => write!(f, "({t} / {k})"),
            Term::Neg(t) => write!(f, "_{t}"),
            Term::Prod(a, b) => write!(f, "({a} * {b})"),
            Term::Quot(a, b) => write!(f, "({a} / {b})"),
            Term::Word(w, index, _) => write_index(f, w, index),
        }
    }
}

fn write_index(f: &mut fmt::Formatter<'_>, name: &str, index: &[Term]) -> fmt::Result {
    f.write_str(name)?;
    for t in index {
        write!(f, "[{t}]")?;
    }
    Ok(())
}

/// Print `f`, emitting `?base ` before an atom whose base differs from `current` (the base
/// in force at that point of the text) and updating `current`; a closing parenthesis
/// restores the base in force at its opening one, as the lexer does.
fn write_formula(f: &mut fmt::Formatter<'_>, phi: &Formula, current: &mut String) -> fmt::Result {
    let mut base_prefix = |f: &mut fmt::Formatter<'_>, base: &str| -> fmt::Result {
        if base != current.as_str() {
            write!(f, "?{base} ")?;
            *current = base.to_string();
        }
        Ok(())
    };
    match phi {
        Formula::Bool(b) => write!(f, "{b}"),
        Formula::Rel {
            op, lhs, rhs, base, ..
        } => {
            base_prefix(f, base)?;
            // A word letter first would read back as a word atom: parenthesised.
            if matches!(lhs, Term::Word(..)) {
                write!(f, "({lhs}) {op} {rhs}")
            } else {
                write!(f, "{lhs} {op} {rhs}")
            }
        }
        Formula::Word {
            name,
            index,
            op,
            rhs,
            base,
            ..
        } => {
            base_prefix(f, base)?;
            write_index(f, name, index)?;
            write!(f, " {op} ")?;
            match rhs {
                LetterRhs::Letter(v) => write!(f, "@{v}"),
                LetterRhs::Word { name, index } => write_index(f, name, index),
            }
        }
        Formula::Call {
            name, args, base, ..
        } => {
            base_prefix(f, base)?;
            write!(f, "${name}")?;
            if !args.is_empty() {
                f.write_str("(")?;
                for (i, t) in args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(")")?;
            }
            Ok(())
        }
        Formula::Not(g) => {
            f.write_str("~")?;
            write_formula(f, g, current)
        }
        Formula::Bin(op, a, b) => {
            let outer = current.clone();
            f.write_str("(")?;
            write_formula(f, a, current)?;
            write!(f, " {op} ")?;
            write_formula(f, b, current)?;
            // A prefix holds until the closing parenthesis.
            *current = outer;
            f.write_str(")")
        }
        Formula::Quant {
            exists, vars, body, ..
        } => {
            let outer = current.clone();
            write!(
                f,
                "({} {} ",
                if *exists { "E" } else { "A" },
                vars.join(", ")
            )?;
            write_formula(f, body, current)?;
            *current = outer;
            f.write_str(")")
        }
        Formula::Reverse(g) => {
            f.write_str("`")?;
            write_formula(f, g, current)
        }
        Formula::Infinite { vars, body, .. } => {
            let outer = current.clone();
            write!(f, "(I {} ", vars.join(", "))?;
            write_formula(f, body, current)?;
            *current = outer;
            f.write_str(")")
        }
    }
}

/// Fully parenthesised Walnut syntax: atoms bare, every connective and quantifier in
/// parentheses (`x=y & ~T[n]=1 | Ez z<x` prints as `((x = y & ~T[n] = @1) | (E z z < x))`),
/// with `?base` prefixes where the base changes.
impl fmt::Display for Formula {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut current = String::from(DEFAULT_BASE);
        write_formula(f, self, &mut current)
    }
}

/// Fully parenthesised regex syntax: a 1-track letter below 10 prints as its digit, other
/// letters as `[d1,d2,...]`; `()` is epsilon; concatenations and alternations are
/// parenthesised, a postfix operator follows its operand.
impl fmt::Display for Regex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Regex::Epsilon => f.write_str("()"),
            Regex::Any => f.write_str("."),
            Regex::Class(ranges) => {
                f.write_str("[")?;
                for (lo, hi) in ranges {
                    write!(f, "{lo}-{hi}")?;
                }
                f.write_str("]")
            }
            Regex::Letter(ds) => {
                if let [d] = ds.as_slice()
                    && (0..10).contains(d)
                {
                    return write!(f, "{d}");
                }
                f.write_str("[")?;
                for (i, d) in ds.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{d}")?;
                }
                f.write_str("]")
            }
            Regex::Concat(rs) => {
                f.write_str("(")?;
                for (i, r) in rs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{r}")?;
                }
                f.write_str(")")
            }
            Regex::Alt(rs) => {
                f.write_str("(")?;
                for (i, r) in rs.iter().enumerate() {
                    if i > 0 {
                        f.write_str("|")?;
                    }
                    write!(f, "{r}")?;
                }
                f.write_str(")")
            }
            Regex::Star(r) => write!(f, "{r}*"),
            Regex::Plus(r) => write!(f, "{r}+"),
            Regex::Opt(r) => write!(f, "{r}?"),
        }
    }
}
