//! Linear expressions and conditions of a rules file: their parser, their value at a point,
//! and their text as a formula of Walnut's logic.
//!
//! An expression is linear with integer coefficients over named variables (`x, y` the
//! position, `t` a ray's parameter, `i, j` a region's move); parameters are replaced by
//! their values while parsing. A condition combines comparisons (`= != < <= > >=`) and
//! congruences (`E % m = r`, `E % m != r`) with `&`, `|`, `!` (or `~`) and parentheses.
//!
//! Walnut's naturals have no negative numbers and no `%`: a comparison is written with every
//! negative term moved to the other side (`x - y < 2` is `x < y + 2`), and a congruence
//! `E = r (mod m)` as `E k (P = N + r + m*k | N + r = P + m*k)` with a fresh `k`, where
//! `E = P - N` with `P, N` of non-negative coefficients. Every value is an `i128` (no
//! overflow for coefficients and values below 2^62).
//!
//! Cost: linear in the text (parse), in the condition's size (value, formula).

use std::collections::BTreeMap;
use std::fmt;

/// A linear expression `sum coeff * var + constant`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Lin {
    /// Non-zero coefficients by variable name.
    pub coeffs: BTreeMap<String, i64>,
    /// The constant.
    pub c: i64,
}

impl Lin {
    /// The constant `c`.
    pub fn constant(c: i64) -> Lin {
        Lin {
            coeffs: BTreeMap::new(),
            c,
        }
    }

    /// The variable `v`.
    pub fn var(v: &str) -> Lin {
        Lin {
            coeffs: [(v.to_string(), 1)].into(),
            c: 0,
        }
    }

    /// The coefficient of `v` (0 when absent).
    pub fn coeff(&self, v: &str) -> i64 {
        self.coeffs.get(v).copied().unwrap_or(0)
    }

    /// Whether the expression names no variable.
    pub fn is_constant(&self) -> bool {
        self.coeffs.is_empty()
    }

    fn add(mut self, o: &Lin, sign: i64) -> Result<Lin, String> {
        for (v, &k) in &o.coeffs {
            let e = self.coeffs.entry(v.clone()).or_insert(0);
            *e = k
                .checked_mul(sign)
                .and_then(|k| e.checked_add(k))
                .ok_or("a coefficient overflows")?;
        }
        self.coeffs.retain(|_, k| *k != 0);
        self.c =
            o.c.checked_mul(sign)
                .and_then(|k| self.c.checked_add(k))
                .ok_or("a constant overflows")?;
        Ok(self)
    }

    fn scale(mut self, k: i64) -> Result<Lin, String> {
        for e in self.coeffs.values_mut() {
            *e = e.checked_mul(k).ok_or("a coefficient overflows")?;
        }
        self.coeffs.retain(|_, k| *k != 0);
        self.c = self.c.checked_mul(k).ok_or("a constant overflows")?;
        Ok(self)
    }

    /// `self - o`.
    pub fn minus(&self, o: &Lin) -> Result<Lin, String> {
        self.clone().add(o, -1)
    }

    /// The value at `env` (a variable absent from `env` is an error of the caller: 0).
    pub fn eval(&self, env: &dyn Fn(&str) -> i64) -> i128 {
        self.coeffs
            .iter()
            .map(|(v, &k)| i128::from(k) * i128::from(env(v)))
            .sum::<i128>()
            + i128::from(self.c)
    }

    /// The expression with `v` replaced by `by`.
    pub fn substitute(&self, v: &str, by: &Lin) -> Result<Lin, String> {
        let k = self.coeff(v);
        if k == 0 {
            return Ok(self.clone());
        }
        let mut rest = self.clone();
        rest.coeffs.remove(v);
        rest.add(&by.clone().scale(k)?, 1)
    }

    /// The expression with its variables renamed by `f`.
    pub fn rename(&self, f: &dyn Fn(&str) -> String) -> Lin {
        let mut out = Lin::constant(self.c);
        for (v, &k) in &self.coeffs {
            *out.coeffs.entry(f(v)).or_insert(0) += k;
        }
        out.coeffs.retain(|_, k| *k != 0);
        out
    }

    /// The two sides `(P, N)` with non-negative coefficients and constants, `self = P - N`,
    /// as Walnut terms.
    fn sides(&self) -> (String, String) {
        let mut pos = Vec::new();
        let mut neg = Vec::new();
        for (v, &k) in &self.coeffs {
            let t = if k.abs() == 1 {
                v.clone()
            } else {
                format!("{}*{v}", k.unsigned_abs())
            };
            if k > 0 { pos.push(t) } else { neg.push(t) }
        }
        if self.c > 0 {
            pos.push(self.c.to_string());
        } else if self.c < 0 {
            neg.push(self.c.unsigned_abs().to_string());
        }
        let join = |v: Vec<String>| {
            if v.is_empty() {
                "0".to_string()
            } else {
                v.join("+")
            }
        };
        (join(pos), join(neg))
    }
}

impl fmt::Display for Lin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<(bool, String)> = self
            .coeffs
            .iter()
            .map(|(v, &k)| {
                let mag = k.unsigned_abs();
                (
                    k < 0,
                    if mag == 1 {
                        v.clone()
                    } else {
                        format!("{mag}*{v}")
                    },
                )
            })
            .collect();
        if self.c != 0 || parts.is_empty() {
            parts.push((self.c < 0, self.c.unsigned_abs().to_string()));
        }
        for (n, (neg, t)) in parts.iter().enumerate() {
            match (n, neg) {
                (0, true) => write!(f, "-{t}")?,
                (0, false) => write!(f, "{t}")?,
                (_, true) => write!(f, " - {t}")?,
                (_, false) => write!(f, " + {t}")?,
            }
        }
        Ok(())
    }
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Op {
    fn text(self) -> &'static str {
        match self {
            Op::Eq => "=",
            Op::Ne => "!=",
            Op::Lt => "<",
            Op::Le => "<=",
            Op::Gt => ">",
            Op::Ge => ">=",
        }
    }

    fn holds(self, v: i128) -> bool {
        match self {
            Op::Eq => v == 0,
            Op::Ne => v != 0,
            Op::Lt => v < 0,
            Op::Le => v <= 0,
            Op::Gt => v > 0,
            Op::Ge => v >= 0,
        }
    }
}

/// A condition.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cond {
    /// Always true (an absent condition).
    True,
    /// `e op 0`.
    Cmp(Lin, Op),
    /// `e = r (mod m)` (`m >= 1`, `0 <= r < m`), or its negation when `eq` is false.
    Mod {
        e: Lin,
        m: i64,
        r: i64,
        eq: bool,
    },
    And(Vec<Cond>),
    Or(Vec<Cond>),
    Not(Box<Cond>),
}

impl Cond {
    /// Whether the condition holds at `env`.
    pub fn eval(&self, env: &dyn Fn(&str) -> i64) -> bool {
        match self {
            Cond::True => true,
            Cond::Cmp(e, op) => op.holds(e.eval(env)),
            Cond::Mod { e, m, r, eq } => {
                (e.eval(env).rem_euclid(i128::from(*m)) == i128::from(*r)) == *eq
            }
            Cond::And(v) => v.iter().all(|c| c.eval(env)),
            Cond::Or(v) => v.iter().any(|c| c.eval(env)),
            Cond::Not(c) => !c.eval(env),
        }
    }

    /// The variables the condition names.
    pub fn vars(&self, out: &mut std::collections::BTreeSet<String>) {
        match self {
            Cond::True => {}
            Cond::Cmp(e, _) | Cond::Mod { e, .. } => out.extend(e.coeffs.keys().cloned()),
            Cond::And(v) | Cond::Or(v) => v.iter().for_each(|c| c.vars(out)),
            Cond::Not(c) => c.vars(out),
        }
    }

    /// The condition with its variables renamed by `f`.
    pub fn rename(&self, f: &dyn Fn(&str) -> String) -> Cond {
        match self {
            Cond::True => Cond::True,
            Cond::Cmp(e, op) => Cond::Cmp(e.rename(f), *op),
            Cond::Mod { e, m, r, eq } => Cond::Mod {
                e: e.rename(f),
                m: *m,
                r: *r,
                eq: *eq,
            },
            Cond::And(v) => Cond::And(v.iter().map(|c| c.rename(f)).collect()),
            Cond::Or(v) => Cond::Or(v.iter().map(|c| c.rename(f)).collect()),
            Cond::Not(c) => Cond::Not(Box::new(c.rename(f))),
        }
    }

    /// The condition with `v` replaced by the expression `by`.
    pub fn substitute(&self, v: &str, by: &Lin) -> Result<Cond, String> {
        Ok(match self {
            Cond::True => Cond::True,
            Cond::Cmp(e, op) => Cond::Cmp(e.substitute(v, by)?, *op),
            Cond::Mod { e, m, r, eq } => Cond::Mod {
                e: e.substitute(v, by)?,
                m: *m,
                r: *r,
                eq: *eq,
            },
            Cond::And(c) => Cond::And(
                c.iter()
                    .map(|c| c.substitute(v, by))
                    .collect::<Result<_, _>>()?,
            ),
            Cond::Or(c) => Cond::Or(
                c.iter()
                    .map(|c| c.substitute(v, by))
                    .collect::<Result<_, _>>()?,
            ),
            Cond::Not(c) => Cond::Not(Box::new(c.substitute(v, by)?)),
        })
    }

    /// `self & o`, flattened.
    pub fn and(self, o: Cond) -> Cond {
        match (self, o) {
            (Cond::True, c) | (c, Cond::True) => c,
            (Cond::And(mut a), Cond::And(b)) => {
                a.extend(b);
                Cond::And(a)
            }
            (Cond::And(mut a), c) => {
                a.push(c);
                Cond::And(a)
            }
            (c, Cond::And(mut a)) => {
                a.insert(0, c);
                Cond::And(a)
            }
            (a, b) => Cond::And(vec![a, b]),
        }
    }

    /// The comparisons of a conjunction (`None` when it holds a disjunction, a negation or
    /// a congruence).
    pub fn conjuncts(&self) -> Option<Vec<(Lin, Op)>> {
        match self {
            Cond::True => Some(vec![]),
            Cond::Cmp(e, op) => Some(vec![(e.clone(), *op)]),
            Cond::And(v) => {
                let mut out = Vec::new();
                for c in v {
                    out.extend(c.conjuncts()?);
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// The condition as a Walnut formula; `fresh` names the witness of each congruence.
    pub fn walnut(&self, fresh: &mut dyn FnMut() -> String) -> String {
        match self {
            // A tautology Walnut can read (its grammar has no truth constants).
            Cond::True => "0=0".into(),
            Cond::Cmp(e, op) => {
                let (p, n) = e.sides();
                format!("{p}{}{n}", op.text())
            }
            Cond::Mod { e, m, r, eq } => {
                let (p, n) = e.sides();
                let k = fresh();
                let r = if *r == 0 {
                    String::new()
                } else {
                    format!("+{r}")
                };
                let f = format!("(E{k} ({p}={n}{r}+{m}*{k} | {n}{r}={p}+{m}*{k}))");
                if *eq { f } else { format!("~{f}") }
            }
            Cond::And(v) => v
                .iter()
                .map(|c| paren(c, fresh))
                .collect::<Vec<_>>()
                .join(" & "),
            Cond::Or(v) => v
                .iter()
                .map(|c| paren(c, fresh))
                .collect::<Vec<_>>()
                .join(" | "),
            Cond::Not(c) => format!("~({})", c.walnut(fresh)),
        }
    }
}

fn paren(c: &Cond, fresh: &mut dyn FnMut() -> String) -> String {
    match c {
        Cond::Cmp(..) | Cond::Not(_) | Cond::True => c.walnut(fresh),
        _ => format!("({})", c.walnut(fresh)),
    }
}

impl fmt::Display for Cond {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cond::True => write!(f, "true"),
            Cond::Cmp(e, op) => {
                // e op 0, shown with the constant moved right.
                let mut l = e.clone();
                let c = l.c;
                l.c = 0;
                if l.is_constant() {
                    write!(f, "{c} {} 0", op.text())
                } else {
                    write!(f, "{l} {} {}", op.text(), -i128::from(c))
                }
            }
            Cond::Mod { e, m, r, eq } => {
                write!(f, "{e} % {m} {} {r}", if *eq { "=" } else { "!=" })
            }
            Cond::And(v) => write!(f, "{}", join_shown(v, " & ")),
            Cond::Or(v) => write!(f, "{}", join_shown(v, " | ")),
            Cond::Not(c) => write!(f, "!({c})"),
        }
    }
}

fn join_shown(v: &[Cond], sep: &str) -> String {
    v.iter()
        .map(|c| match c {
            Cond::And(_) | Cond::Or(_) => format!("({c})"),
            _ => c.to_string(),
        })
        .collect::<Vec<_>>()
        .join(sep)
}

// ---------------------------------------------------------------------------------------
// The parser.

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Num(i64),
    Name(String),
    Sym(&'static str),
}

fn lex(s: &str) -> Result<Vec<Tok>, String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    const SYMS: [&str; 19] = [
        "<=", ">=", "!=", "==", "&&", "||", "..", "<", ">", "=", "+", "-", "*", "%", "(", ")", "&",
        "|", "!",
    ];
    while i < b.len() {
        let c = b[i] as char;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n: i64 = s[start..i]
                .parse()
                .map_err(|_| format!("the number {} is too large", &s[start..i]))?;
            out.push(Tok::Num(n));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Name(s[start..i].to_string()));
        } else if c == ',' {
            out.push(Tok::Sym(","));
            i += 1;
        } else if c == '~' {
            out.push(Tok::Sym("!"));
            i += 1;
        } else if let Some(sym) = SYMS.iter().find(|p| s[i..].starts_with(**p)) {
            let norm = match *sym {
                "==" => "=",
                "&&" => "&",
                "||" => "|",
                x => x,
            };
            out.push(Tok::Sym(norm));
            i += sym.len();
        } else {
            return Err(format!("unexpected character '{c}'"));
        }
    }
    Ok(out)
}

/// The names an expression may use, and the parameters' values.
pub struct Scope<'a> {
    /// Variables allowed here (e.g. `x, y`).
    pub vars: &'a [&'a str],
    /// Parameters, replaced by their values.
    pub params: &'a BTreeMap<String, i64>,
}

struct Parser<'a> {
    toks: Vec<Tok>,
    pos: usize,
    scope: &'a Scope<'a>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn eat(&mut self, sym: &str) -> bool {
        if self.peek() == Some(&Tok::Sym(leak(sym))) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, sym: &str) -> Result<(), String> {
        if self.eat(sym) {
            Ok(())
        } else {
            Err(format!("expected '{sym}' {}", self.here()))
        }
    }

    fn here(&self) -> String {
        match self.peek() {
            None => "at the end".into(),
            Some(Tok::Num(n)) => format!("at '{n}'"),
            Some(Tok::Name(n)) => format!("at '{n}'"),
            Some(Tok::Sym(s)) => format!("at '{s}'"),
        }
    }

    fn expr(&mut self) -> Result<Lin, String> {
        let mut e = if self.eat("-") {
            self.term()?.scale(-1)?
        } else {
            self.eat("+");
            self.term()?
        };
        loop {
            if self.eat("+") {
                e = e.add(&self.term()?, 1)?;
            } else if self.eat("-") {
                e = e.add(&self.term()?, -1)?;
            } else {
                return Ok(e);
            }
        }
    }

    fn term(&mut self) -> Result<Lin, String> {
        let mut e = self.factor()?;
        while self.eat("*") {
            let f = self.factor()?;
            e = if e.is_constant() {
                f.scale(e.c)?
            } else if f.is_constant() {
                e.scale(f.c)?
            } else {
                return Err("a product of two variables is not linear".into());
            };
        }
        Ok(e)
    }

    fn factor(&mut self) -> Result<Lin, String> {
        match self.peek().cloned() {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(Lin::constant(n))
            }
            Some(Tok::Name(n)) => {
                self.pos += 1;
                if self.scope.vars.contains(&n.as_str()) {
                    Ok(Lin::var(&n))
                } else if let Some(&v) = self.scope.params.get(&n) {
                    Ok(Lin::constant(v))
                } else {
                    Err(format!(
                        "unknown name '{n}' (here: {}{})",
                        if self.scope.vars.is_empty() {
                            "no variable".to_string()
                        } else {
                            format!("variables {}", self.scope.vars.join(", "))
                        },
                        if self.scope.params.is_empty() {
                            String::new()
                        } else {
                            format!(
                                "; parameters {}",
                                self.scope
                                    .params
                                    .keys()
                                    .cloned()
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            )
                        }
                    ))
                }
            }
            Some(Tok::Sym("(")) => {
                self.pos += 1;
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Some(Tok::Sym("-")) => {
                self.pos += 1;
                self.factor()?.scale(-1)
            }
            _ => Err(format!("expected a number, a name or '(' {}", self.here())),
        }
    }

    fn cond(&mut self) -> Result<Cond, String> {
        let mut v = vec![self.conj()?];
        while self.eat("|") {
            v.push(self.conj()?);
        }
        Ok(if v.len() == 1 {
            v.remove(0)
        } else {
            Cond::Or(v)
        })
    }

    fn conj(&mut self) -> Result<Cond, String> {
        let mut v = vec![self.neg()?];
        while self.eat("&") {
            v.push(self.neg()?);
        }
        Ok(if v.len() == 1 {
            v.remove(0)
        } else {
            Cond::And(v)
        })
    }

    fn neg(&mut self) -> Result<Cond, String> {
        if self.eat("!") {
            return Ok(Cond::Not(Box::new(self.neg()?)));
        }
        // A parenthesised condition, or a comparison starting with a parenthesised
        // expression: try the condition first.
        if self.peek() == Some(&Tok::Sym("(")) {
            let save = self.pos;
            self.pos += 1;
            if let Ok(c) = self.cond()
                && self.eat(")")
                && !matches!(self.peek(), Some(Tok::Sym(s)) if is_op(s) || ["+", "-", "*", "%"].contains(s))
            {
                return Ok(c);
            }
            self.pos = save;
        }
        self.cmp()
    }

    fn cmp(&mut self) -> Result<Cond, String> {
        let l = self.expr()?;
        if self.eat("%") {
            let m = match self.peek().cloned() {
                Some(Tok::Num(m)) if m >= 1 => {
                    self.pos += 1;
                    m
                }
                _ => return Err(format!("'%' needs a positive integer {}", self.here())),
            };
            let eq = if self.eat("=") {
                true
            } else if self.eat("!=") {
                false
            } else {
                return Err(format!(
                    "a congruence 'E % m' is compared with '=' or '!=' {}",
                    self.here()
                ));
            };
            let r = self.expr()?;
            if !r.is_constant() {
                return Err("a congruence 'E % m = r' needs a constant r".into());
            }
            return Ok(Cond::Mod {
                e: l,
                m,
                r: r.c.rem_euclid(m),
                eq,
            });
        }
        let op = match self.peek() {
            Some(Tok::Sym(s)) if is_op(s) => {
                let op = match *s {
                    "=" => Op::Eq,
                    "!=" => Op::Ne,
                    "<" => Op::Lt,
                    "<=" => Op::Le,
                    ">" => Op::Gt,
                    _ => Op::Ge,
                };
                self.pos += 1;
                op
            }
            _ => {
                return Err(format!(
                    "expected a comparison (= != < <= > >=) {}",
                    self.here()
                ));
            }
        };
        let r = self.expr()?;
        Ok(Cond::Cmp(l.minus(&r)?, op))
    }

    fn done(&self) -> Result<(), String> {
        if self.pos == self.toks.len() {
            Ok(())
        } else {
            Err(format!("unexpected text {}", self.here()))
        }
    }
}

fn is_op(s: &str) -> bool {
    ["=", "!=", "<", "<=", ">", ">="].contains(&s)
}

/// The token symbols as `'static` strings (the lexer's table).
fn leak(sym: &str) -> &'static str {
    const ALL: [&str; 17] = [
        "<=", ">=", "!=", "..", "<", ">", "=", "+", "-", "*", "%", "(", ")", "&", "|", "!", ",",
    ];
    ALL.iter().copied().find(|s| *s == sym).unwrap_or("")
}

/// Parse a condition.
pub fn parse_cond(text: &str, scope: &Scope) -> Result<Cond, String> {
    let mut p = Parser {
        toks: lex(text)?,
        pos: 0,
        scope,
    };
    if p.toks.is_empty() {
        return Err("an empty condition".into());
    }
    let c = p.cond()?;
    p.done()?;
    Ok(c)
}

/// Parse a linear expression.
pub fn parse_lin(text: &str, scope: &Scope) -> Result<Lin, String> {
    let mut p = Parser {
        toks: lex(text)?,
        pos: 0,
        scope,
    };
    let e = p.expr()?;
    p.done()?;
    Ok(e)
}

/// Parse a pair `(E1, E2)` of linear expressions.
pub fn parse_pair(text: &str, scope: &Scope) -> Result<(Lin, Lin), String> {
    let mut p = Parser {
        toks: lex(text)?,
        pos: 0,
        scope,
    };
    p.expect("(")?;
    let a = p.expr()?;
    p.expect(",")?;
    let b = p.expr()?;
    p.expect(")")?;
    p.done()?;
    Ok((a, b))
}

/// Parse a range of `t`: `>= 1`, `> 0`, `<= 5`, `1..5` (both ends included), or a
/// conjunction of such bounds with `&`; `(min, max)` with `max` `None` when unbounded.
pub fn parse_range(
    text: &str,
    params: &BTreeMap<String, i64>,
) -> Result<(i64, Option<i64>), String> {
    let scope = Scope { vars: &[], params };
    let (mut lo, mut hi) = (i64::MIN, None::<i64>);
    for part in text.split('&') {
        let part = part.trim();
        if let Some((a, b)) = part.split_once("..") {
            let a = parse_lin(a, &scope)?;
            let b = parse_lin(b, &scope)?;
            lo = lo.max(a.c);
            hi = Some(hi.map_or(b.c, |h| h.min(b.c)));
            continue;
        }
        let (op, rest) = ["<=", ">=", "<", ">", "="]
            .iter()
            .find_map(|op| part.strip_prefix(op).map(|r| (*op, r)))
            .ok_or_else(|| format!("'{part}': a range is '>= A', '<= B', 'A..B' or their '&'"))?;
        let v = parse_lin(rest, &scope)?;
        if !v.is_constant() {
            return Err(format!("'{part}': a bound must be a number"));
        }
        let v = v.c;
        match op {
            ">=" => lo = lo.max(v),
            ">" => lo = lo.max(v.saturating_add(1)),
            "<=" => hi = Some(hi.map_or(v, |h| h.min(v))),
            "<" => hi = Some(hi.map_or(v - 1, |h| h.min(v - 1))),
            _ => {
                lo = lo.max(v);
                hi = Some(hi.map_or(v, |h| h.min(v)));
            }
        }
    }
    if lo == i64::MIN {
        return Err(format!(
            "'{text}': the range needs a lower bound (t >= 0 at least)"
        ));
    }
    Ok((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope_xy() -> (Vec<&'static str>, BTreeMap<String, i64>) {
        (vec!["x", "y"], [("a".to_string(), 3)].into())
    }

    #[test]
    fn conditions_parse_and_evaluate() {
        let (vars, params) = scope_xy();
        let s = Scope {
            vars: &vars,
            params: &params,
        };
        let c = parse_cond("x - y < a & (x % 2 = 1 | !(y >= 2*x))", &s).unwrap();
        let at = |x: i64, y: i64| c.eval(&|v| if v == "x" { x } else { y });
        assert!(at(1, 0));
        assert!(!at(5, 1)); // x - y = 4 >= 3
        assert!(at(2, 1)); // even x, y < 2x
        assert!(!at(2, 4) && at(3, 8));
        let c = parse_cond("(x + 1) * 2 <= y", &s).unwrap();
        assert_eq!(
            c,
            Cond::Cmp(
                Lin {
                    coeffs: [("x".into(), 2), ("y".into(), -1)].into(),
                    c: 2
                },
                Op::Le
            )
        );
    }

    #[test]
    fn bad_conditions_say_where() {
        let (vars, params) = scope_xy();
        let s = Scope {
            vars: &vars,
            params: &params,
        };
        for (t, want) in [
            ("x * y < 1", "not linear"),
            ("x < z", "unknown name 'z'"),
            ("x <", "expected a number"),
            ("x % 0 = 1", "positive integer"),
            ("x + 1", "expected a comparison"),
            ("x < 1 )", "unexpected text"),
            ("x # 1", "unexpected character"),
        ] {
            let e = parse_cond(t, &s).unwrap_err();
            assert!(e.contains(want), "{t}: {e}");
        }
    }

    #[test]
    fn walnut_text_moves_negative_terms() {
        let (vars, params) = scope_xy();
        let s = Scope {
            vars: &vars,
            params: &params,
        };
        let mut n = 0;
        let mut fresh = || {
            n += 1;
            format!("k{n}")
        };
        assert_eq!(
            parse_cond("x - y < 2", &s).unwrap().walnut(&mut fresh),
            "x<y+2"
        );
        assert_eq!(
            parse_cond("x - 2*y % 3 = 1", &s)
                .unwrap()
                .walnut(&mut fresh),
            "(Ek1 (x=2*y+1+3*k1 | 2*y+1=x+3*k1))"
        );
        assert_eq!(
            parse_cond("x = y | x = 0", &s).unwrap().walnut(&mut fresh),
            "x=y | x=0"
        );
    }

    #[test]
    fn ranges() {
        let p = BTreeMap::new();
        assert_eq!(parse_range(">= 1", &p).unwrap(), (1, None));
        assert_eq!(parse_range("2..5", &p).unwrap(), (2, Some(5)));
        assert_eq!(parse_range(">= 1 & < 4", &p).unwrap(), (1, Some(3)));
        assert!(parse_range("<= 4", &p).is_err());
    }

    #[test]
    fn pairs() {
        let p = BTreeMap::new();
        let s = Scope {
            vars: &["t"],
            params: &p,
        };
        let (a, b) = parse_pair("(2*t + 1, t)", &s).unwrap();
        assert_eq!((a.coeff("t"), a.c, b.coeff("t"), b.c), (2, 1, 1, 0));
        assert!(parse_pair("(t, t", &s).is_err());
    }
}
