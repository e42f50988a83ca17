//! The decision procedure against brute force: random formulas (2-3 free variables, depth
//! <= 4, every connective, quantifiers, +, -, k*x, x/k, unary minus `_`, constants, the
//! system's automatic words, also as numbers in arithmetic and as factors and divisors
//! (`W[i]*t`, `t/(W[i]+1)`, `W[i]*V[j]`, `W[i]/(2-V[j])`), and atoms written in the other
//! reading direction under the reversal `` ` ``) evaluated to automata and, independently,
//! by integer arithmetic on every tuple of small values, in every numeration system. A
//! formula that Walnut refuses (a negative constant, or a word expression that can be
//! negative, in arithmetic over the natural numbers; a divisor word value that can be 0)
//! must be refused. Quantifiers are guarded (`E u (u < C & ...)`,
//! `A u (u <= x => ...)`), so that the brute force is exact; the automaton sees the guard as
//! an ordinary part of the formula, so projection, the zero closure and complementation are
//! exercised as in any proof. The words are computed here from their definitions (morphisms
//! and bit counts), not from the procedure's automata.
//!
//! Every system also has `reg` definitions, called as `$NAME(args)` (see [`regs`]): one
//! and two inputs over the digits 0 and 1, most not closed under padding (`1`, `10*`,
//! `0*1`, `(10)*1`, `[1,0][0,1]`, ...), their arguments variables, constants or arithmetic
//! terms (`x+1`, `2*x`, `x/2`, `x-1`, `x+y`, `_x`); the two-input ones again with track 0
//! over the set of the system's digits written as a set (`{1,0}`: the track becomes the
//! system's when its variable is read as a number, `$rd0(x, y/2) & x < 99`) and with
//! track 1 in another system of the same direction (`msd_fib` beside `msd_2`, `msd_2`
//! beside `msd_neg_3`, guarded and projected there: `E w (w < 9 & $rm0(x, w))`); and
//! expressions over `{-1,0,1}` beside the system, that track projected at once (`E u
//! $rs0(u, x)`). Walnut reads them as: a tuple satisfies `$NAME` when some representation
//! of it (the canonical ones padded to a common length, then by up to four more
//! zero-tuples, leading in msd, trailing in lsd) matches the regular expression, any letter
//! matching on a projected set track; the brute force matches the expression itself, by
//! backtracking, on those digit strings. The first four formulas of each run have a call of
//! each kind (a plain one on an arithmetic term).

//! The negative systems (`msd_neg_2`, `lsd_neg_2`, `msd_neg_3`, `msd_neg_fib`,
//! `lsd_neg_fib`) have all the integers as numbers: there every term is defined (`a - b`,
//! `_a` and `t/k`, the floor, are the integers'), the free variables range over a window
//! `[-H, H]`, and a quantifier is guarded on both sides (`E u (_G < u & u < C & ...)`,
//! `A u (_G < u & u <= x => ...)`), so that the brute force stays exact.
//!
//! A formula whose subset construction passes the state budget is refused up front, which
//! is not a wrong answer: it is printed and counted, and at most one formula in a hundred
//! may be (none of the 14 of the quick tier; under `slow-tests`, `lsd_trib`'s
//! `E q1 (q1 < 10 & A q2 (q2 <= x => (2*q2 >= y/4 ^ ...)))` is one).

mod common;

use automatic_prover::Session;
use automatic_prover::numeration::{Numeration, define_ost, numeration};
use automatic_prover::walnut::{BinOp, Formula, LetterRhs, Pos, RelOp, Term};
use common::tier;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use wythoff_lab::check::rng::Rng;

const P0: Pos = Pos { line: 0, col: 0 };

fn fixed_point(rules: [&[u8]; 2], len: usize) -> Vec<i64> {
    let mut w: Vec<u8> = vec![0];
    while w.len() < len {
        w = w
            .iter()
            .flat_map(|&c| rules[c as usize].iter().copied())
            .collect();
    }
    w.into_iter().map(i64::from).collect()
}

struct Words {
    f: Vec<i64>,
    pd: Vec<i64>,
    /// The system's `reg` definitions, by name.
    regs: HashMap<String, RegDef>,
    /// The answers of [`Words::reg`] computed so far.
    seen: RefCell<HashMap<RegQuery, bool>>,
}

/// A `reg`'s name and the values of its arguments (`None`: a projected set track).
type RegQuery = (String, Vec<Option<i64>>);

impl Words {
    fn new(base: &str) -> Words {
        Words {
            f: fixed_point([&[0, 1], &[0]], 4096),
            pd: fixed_point([&[0, 1], &[0, 0]], 4096),
            regs: regs(base)
                .into_iter()
                .map(|r| (r.name.clone(), r))
                .collect(),
            seen: RefCell::new(HashMap::new()),
        }
    }
    /// Walnut's meaning of `$name(values)` for a `reg`: some representation of the tuple,
    /// the arguments padded to a common length and then by 0..=`EXTRA` zero-tuples
    /// (leading on an msd track, trailing on an lsd one), matches the regular expression.
    /// A track of a set alphabet is a number in the formula's system when its argument is
    /// one (its letters are that system's digits); `None` is a set track whose variable is
    /// projected right away (`E u $NAME(u, ...)`): any letter there.
    fn reg(&self, name: &str, values: &[Option<i64>]) -> bool {
        let key = (name.to_string(), values.to_vec());
        if let Some(&b) = self.seen.borrow().get(&key) {
            return b;
        }
        let b = self.reg_matched(name, values);
        self.seen.borrow_mut().insert(key, b);
        b
    }
    fn reg_matched(&self, name: &str, values: &[Option<i64>]) -> bool {
        const EXTRA: usize = 4;
        let def = &self.regs[name];
        let systems: Vec<Option<&Arc<Numeration>>> = def
            .nums
            .iter()
            .zip(values)
            .map(|(n, v)| v.and(Some(n)))
            .collect();
        let mut len = 0;
        for (n, v) in systems.iter().zip(values) {
            if let (Some(n), Some(v)) = (n, v) {
                match n.places_of_int(*v) {
                    Some(l) => len = len.max(l),
                    None => return false,
                }
            }
        }
        (len..=len + EXTRA).any(|l| {
            let tracks: Vec<Option<Vec<u32>>> = systems
                .iter()
                .zip(values)
                .map(|(n, v)| Some(n.as_ref()?.digits_int((*v)?, l).expect("long enough")))
                .collect();
            let word: Vec<Vec<Option<i64>>> = (0..l)
                .map(|i| {
                    tracks
                        .iter()
                        .map(|t| t.as_ref().map(|t| i64::from(t[i])))
                        .collect()
                })
                .collect();
            def.re.ends(&word, 0).contains(&word.len())
        })
    }
    fn value(&self, name: &str, n: u64) -> i64 {
        let paper = |n: u64| {
            if n == 0 {
                0
            } else {
                ((n >> n.trailing_zeros()) >> 1 & 1) as i64
            }
        };
        match name {
            "T" => (n.count_ones() % 2) as i64,
            // The number of (overlapping) 11 blocks, mod 2.
            "RS" => ((n & (n >> 1)).count_ones() % 2) as i64,
            // 1 iff the 2-adic valuation of n + 1 is even (the fixed point is its complement).
            "PD" => 1 - self.pd[n as usize],
            "P" => paper(n),
            "PR" => paper(n + 1),
            "F" => self.f[n as usize],
            _ => unreachable!(),
        }
    }
}

/// A regular expression over letter tuples (digits 0 and 1 on a number track, in every
/// system; any letter of its set on a set alphabet's track), for the `reg` definitions:
/// written in Walnut's syntax, matched here by backtracking.
#[derive(Clone, Debug)]
enum Re {
    Sym(Vec<i64>),
    Cat(Vec<Re>),
    Alt(Vec<Re>),
    Star(Box<Re>),
}

impl Re {
    fn text(&self) -> String {
        match self {
            Re::Sym(d) if d.len() == 1 && d[0] >= 0 => d[0].to_string(),
            Re::Sym(d) => {
                let d: Vec<String> = d.iter().map(i64::to_string).collect();
                format!("[{}]", d.join(","))
            }
            Re::Cat(v) => v.iter().map(Re::text).collect(),
            Re::Alt(v) => {
                let v: Vec<String> = v.iter().map(Re::text).collect();
                format!("({})", v.join("|"))
            }
            Re::Star(r) => match r.as_ref() {
                Re::Sym(_) | Re::Alt(_) => format!("{}*", r.text()),
                _ => format!("({})*", r.text()),
            },
        }
    }
    /// The positions where a match of `self` starting at `start` in `w` can end (a track
    /// `None` in `w` matches any letter).
    fn ends(&self, w: &[Vec<Option<i64>>], start: usize) -> BTreeSet<usize> {
        match self {
            Re::Sym(d) => w
                .get(start)
                .is_some_and(|l| l.iter().zip(d).all(|(l, d)| l.is_none_or(|l| l == *d)))
                .then_some(start + 1)
                .into_iter()
                .collect(),
            Re::Cat(v) => v.iter().fold(BTreeSet::from([start]), |at, r| {
                at.iter().flat_map(|&i| r.ends(w, i)).collect()
            }),
            Re::Alt(v) => v.iter().flat_map(|r| r.ends(w, start)).collect(),
            Re::Star(r) => {
                let mut seen = BTreeSet::from([start]);
                let mut todo = vec![start];
                while let Some(i) = todo.pop() {
                    for j in r.ends(w, i) {
                        if seen.insert(j) {
                            todo.push(j);
                        }
                    }
                }
                seen
            }
        }
    }
}

/// A track of a `reg`: a numeration system, or a set alphabet (its letter values).
#[derive(Clone, Debug)]
enum Track {
    Sys(String),
    Set(Vec<i64>),
}

/// How a formula calls a `reg` (see [`regs`]).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// Every track in the formula's system: any terms.
    Plain,
    /// Track 0 a set alphabet with negative letters, its variable projected at once: `E u
    /// $NAME(u, t)`.
    Projected,
    /// Track 0 the set of the system's digits, its argument a variable that the formula
    /// also reads as a number (`$NAME(x, t) & x < 99`): the track becomes the system's.
    Digits,
    /// Track 1 in another system, its variable guarded in that system and projected: `E w
    /// (w < C & $NAME(t, w))`.
    Mixed,
}

/// One `reg` definition.
#[derive(Clone, Debug)]
struct RegDef {
    name: String,
    tracks: Vec<Track>,
    /// The system each track's number is read in (a set track's: the formula's).
    nums: Vec<Arc<Numeration>>,
    re: Re,
    kind: Kind,
}

/// The other system of the [`Kind::Mixed`] `reg`s of `base`: another system of the same
/// direction (a `reg` over msd and lsd tracks is refused in a formula: see
/// `crates/automatic-prover/tests/walnut_padding.rs`), of natural numbers or of integers.
fn foreign(base: &str) -> &'static str {
    match base {
        "msd_2" | "msd_ost_3" | "msd_10" => "msd_fib",
        "lsd_2" => "lsd_fib",
        "msd_3" | "msd_fib" | "msd_ost_2" | "msd_ost_4" | "msd_trib" | "msd_dnum" => "msd_2",
        "msd_neg_3" => "msd_2",
        "lsd_3" | "lsd_fib" | "lsd_trib" | "lsd_dnum" | "lsd_neg_fib" => "lsd_2",
        "lsd_ost_2" => "lsd_3",
        "msd_neg_2" => "msd_neg_3",
        "lsd_neg_2" => "lsd_neg_fib",
        "msd_neg_fib" => "msd_neg_2",
        _ => unreachable!("{base}"),
    }
}

/// The `reg` definitions of `base`: one and two inputs, most of them not closed under
/// padding in the system's reading direction (`1`, `10*`, `0*1`, `(10)*1`, `[1,0][0,1]`,
/// ...), some closed (`0*`, `([0,0]|[1,1])*`); the two-input expressions again with track
/// 0 over the set of the system's digits ([`Kind::Digits`]) and with track 1 in
/// [`foreign`]`(base)` ([`Kind::Mixed`]); and expressions over `{-1,0,1}` beside `base`
/// ([`Kind::Projected`]).
fn regs(base: &str) -> Vec<RegDef> {
    let s = |d: &[i64]| Re::Sym(d.to_vec());
    let cat = Re::Cat;
    let star = |r: Re| Re::Star(Box::new(r));
    let one = [
        s(&[1]),
        cat(vec![s(&[1]), star(s(&[0]))]),
        cat(vec![star(s(&[0])), s(&[1])]),
        cat(vec![star(cat(vec![s(&[1]), s(&[0])])), s(&[1])]),
        star(s(&[0])),
        cat(vec![star(Re::Alt(vec![s(&[0]), s(&[1])])), s(&[1])]),
        cat(vec![s(&[1]), star(Re::Alt(vec![s(&[0]), s(&[1])]))]),
    ];
    let two = [
        cat(vec![s(&[1, 0]), s(&[0, 1])]),
        cat(vec![star(s(&[0, 0])), s(&[1, 1])]),
        star(Re::Alt(vec![s(&[1, 0]), s(&[0, 1])])),
        cat(vec![
            s(&[1, 1]),
            star(Re::Alt(vec![s(&[0, 0]), s(&[1, 0])])),
        ]),
        star(Re::Alt(vec![s(&[0, 0]), s(&[1, 1])])),
    ];
    // Over {-1,0,1} x base: what the projection keeps depends on the set letters.
    let signed = [
        cat(vec![
            s(&[1, 1]),
            star(Re::Alt(vec![s(&[0, 0]), s(&[-1, 1])])),
        ]),
        cat(vec![
            star(Re::Alt(vec![s(&[-1, 0]), s(&[1, 1])])),
            s(&[0, 1]),
        ]),
        cat(vec![star(s(&[0, 0])), s(&[1, 1]), s(&[-1, 0])]),
        star(Re::Alt(vec![s(&[-1, 1]), s(&[1, 0]), s(&[0, 0])])),
    ];
    let sys = || Track::Sys(base.to_string());
    let digits: Vec<i64> = (0..numeration(base).unwrap().radix as i64).collect();
    let mut out = Vec::new();
    let mut add = |name: String, tracks: Vec<Track>, re: &Re, kind: Kind| {
        let nums = tracks
            .iter()
            .map(|t| match t {
                Track::Sys(b) => numeration(b).unwrap(),
                Track::Set(_) => numeration(base).unwrap(),
            })
            .collect();
        out.push(RegDef {
            name,
            tracks,
            nums,
            re: re.clone(),
            kind,
        })
    };
    for (i, r) in one.iter().enumerate() {
        add(format!("ra{i}"), vec![sys()], r, Kind::Plain);
    }
    for (i, r) in two.iter().enumerate() {
        add(format!("rb{i}"), vec![sys(), sys()], r, Kind::Plain);
        let set = Track::Set(digits.iter().rev().copied().collect());
        add(format!("rd{i}"), vec![set, sys()], r, Kind::Digits);
        let other = Track::Sys(foreign(base).to_string());
        add(format!("rm{i}"), vec![sys(), other], r, Kind::Mixed);
    }
    for (i, r) in signed.iter().enumerate() {
        let set = Track::Set(vec![-1, 0, 1]);
        add(format!("rs{i}"), vec![set, sys()], r, Kind::Projected);
    }
    out
}

/// The script lines that define the `reg`s of `base` (a set alphabet written in the
/// order held, `{1,0}` for the digits, Walnut's spelling).
fn reg_script(base: &str) -> String {
    regs(base)
        .iter()
        .map(|r| {
            let tracks: Vec<String> = r
                .tracks
                .iter()
                .map(|t| match t {
                    Track::Sys(b) => b.clone(),
                    Track::Set(v) => {
                        let v: Vec<String> = v.iter().map(i64::to_string).collect();
                        format!("{{{}}}", v.join(","))
                    }
                })
                .collect();
            format!("reg {} {} \"{}\";\n", r.name, tracks.join(" "), r.re.text())
        })
        .collect()
}

fn words_of(base: &str) -> &'static [&'static str] {
    match base {
        "msd_2" | "lsd_2" => &["T", "RS", "PD", "P", "PR"],
        "msd_fib" | "lsd_fib" => &["F"],
        _ => &[],
    }
}

struct Gen<'a> {
    rng: Rng,
    base: &'a str,
    /// A negative system: the numbers are the integers.
    integers: bool,
    /// A large radix (the alphabet has radix^tracks letters) or large automata: terms stay
    /// shallow.
    big: bool,
    /// The `reg` definitions of the system.
    regs: Vec<RegDef>,
    /// The kind of `reg` call the next atom must be (the first formulas of a run have one
    /// of each kind).
    forced: Option<Kind>,
}

const OPS: [RelOp; 6] = [
    RelOp::Eq,
    RelOp::Ne,
    RelOp::Lt,
    RelOp::Gt,
    RelOp::Le,
    RelOp::Ge,
];

impl Gen<'_> {
    fn pick<T: Clone>(&mut self, v: &[T]) -> T {
        v[self.rng.range(0, v.len() as u64 - 1) as usize].clone()
    }
    fn term(&mut self, depth: u32, vars: &[String]) -> Term {
        let words = words_of(self.base);
        let r = if depth == 0 {
            self.rng.range(0, 1)
        } else if words.is_empty() {
            self.rng.range(0, 9)
        } else {
            self.rng.range(0, 10)
        };
        match r {
            0 => Term::Var(self.pick(vars), P0),
            1 => Term::Const(self.rng.range(0, 12), P0),
            2 | 3 if self.big => Term::Var(self.pick(vars), P0),
            2 | 3 => Term::Add(
                Box::new(self.term(depth - 1, vars)),
                Box::new(self.term(depth - 1, vars)),
            ),
            4 => Term::Sub(
                Box::new(self.term(depth - 1, vars)),
                Box::new(self.term(depth - 1, vars)),
            ),
            5 => Term::Mul(self.rng.range(0, 3), Box::new(self.term(depth - 1, vars))),
            6 => {
                let inner = if self.big { 0 } else { depth - 1 };
                Term::Div(Box::new(self.term(inner, vars)), self.rng.range(1, 4))
            }
            7 if self.rng.range(0, 2) == 0 => Term::Neg(Box::new(self.term(depth - 1, vars))),
            7 | 8 if !words.is_empty() => self.letter(vars),
            10 => self.word_factor(depth, vars),
            _ => Term::Var(self.pick(vars), P0),
        }
    }
    /// A word letter `W[v]` or `W[k]`.
    fn letter(&mut self, vars: &[String]) -> Term {
        let words = words_of(self.base);
        Term::Word(self.pick(words).to_string(), vec![self.term(0, vars)], P0)
    }
    /// A word value as a factor or a divisor: `W[i]*t`, `t*W[i]`, `t/(W[i]+k)`,
    /// `W[i]*V[j]`, `W[i]/(k-V[j])`, now and then `t/W[i]` (a divisor 0: refused).
    fn word_factor(&mut self, depth: u32, vars: &[String]) -> Term {
        let b = |t: Term| Box::new(t);
        let w = self.letter(vars);
        match self.rng.range(0, 11) {
            0..=2 => Term::Prod(b(w), b(self.term(depth - 1, vars))),
            3 | 4 => Term::Prod(b(self.term(depth - 1, vars)), b(w)),
            5..=7 => {
                let k = Term::Const(self.rng.range(1, 2), P0);
                Term::Quot(b(self.term(depth - 1, vars)), b(Term::Add(b(w), b(k))))
            }
            8 => Term::Prod(b(w), b(self.letter(vars))),
            9 => {
                let k = Term::Const(self.rng.range(2, 3), P0);
                Term::Quot(b(w), b(Term::Sub(b(k), b(self.letter(vars)))))
            }
            _ if self.rng.range(0, 3) == 0 => Term::Quot(b(self.term(depth - 1, vars)), b(w)),
            _ => {
                let v = Term::Var(self.pick(vars), P0);
                Term::Quot(b(v), b(Term::Add(b(w), b(Term::Const(1, P0)))))
            }
        }
    }
    fn atom(&mut self, vars: &[String], bound: &mut u32) -> Formula {
        if let Some(kind) = self.forced.take() {
            return self.call(vars, bound, Some(kind));
        }
        if self.rng.range(0, 5) == 0 {
            return self.call(vars, bound, None);
        }
        let words = words_of(self.base);
        if !words.is_empty() && self.rng.range(0, 2) == 0 {
            let name = self.pick(words).to_string();
            let index = vec![self.term(1, vars)];
            let op = if self.rng.range(0, 3) == 0 {
                self.pick(&OPS)
            } else {
                RelOp::Eq
            };
            let rhs = if self.rng.range(0, 2) == 0 {
                LetterRhs::Word {
                    name: self.pick(words).to_string(),
                    index: vec![self.term(1, vars)],
                }
            } else {
                LetterRhs::Letter(self.rng.range(0, 3) as i64 - 1)
            };
            return Formula::Word {
                name,
                index,
                op,
                rhs,
                base: self.base.into(),
                pos: P0,
            };
        }
        let op = self.pick(&OPS);
        // Sometimes the atom is read in the other direction and reversed back.
        let flip = self.rng.range(0, 5) == 0;
        let base = if flip {
            flipped(self.base)
        } else {
            self.base.to_string()
        };
        let rel = Formula::Rel {
            op,
            lhs: self.term(2, vars),
            rhs: self.term(2, vars),
            base,
            pos: P0,
        };
        if flip {
            Formula::Reverse(Box::new(rel))
        } else {
            rel
        }
    }
    /// An argument of a `$NAME` call: mostly a variable, now and then a constant or a
    /// little arithmetic (`x+1`, `2*x`, `x/2`, `x-1`, `x+y`; in the integers also `_x`).
    fn arg(&mut self, vars: &[String]) -> Term {
        let b = Box::new;
        let v = Term::Var(self.pick(vars), P0);
        match self.rng.range(0, 9) {
            0 => Term::Const(self.rng.range(0, 5), P0),
            1 => Term::Add(b(v), b(Term::Const(self.rng.range(1, 2), P0))),
            2 => Term::Mul(self.rng.range(2, 3), b(v)),
            3 => Term::Div(b(v), 2),
            4 if !self.big => Term::Sub(b(v), b(Term::Const(1, P0))),
            5 if !self.big => Term::Add(b(v), b(Term::Var(self.pick(vars), P0))),
            6 if self.integers => Term::Neg(b(v)),
            _ => v,
        }
    }
    /// `$NAME(args)` for a `reg`, as its [`Kind`] says (of kind `kind` when given, a plain
    /// one then with an arithmetic first argument).
    fn call(&mut self, vars: &[String], bound: &mut u32, kind: Option<Kind>) -> Formula {
        let defs: Vec<RegDef> = self
            .regs
            .iter()
            .filter(|r| kind.is_none_or(|k| r.kind == k))
            .cloned()
            .collect();
        let def = self.pick(&defs);
        let call = |args: Vec<Term>, base: &str| Formula::Call {
            name: def.name.clone(),
            args,
            base: base.into(),
            pos: P0,
        };
        let rel = |op, lhs, rhs, base: &str| Formula::Rel {
            op,
            lhs,
            rhs,
            base: base.into(),
            pos: P0,
        };
        let and = |a, b| Formula::Bin(BinOp::And, Box::new(a), Box::new(b));
        match def.kind {
            Kind::Plain => {
                let mut args: Vec<Term> = def.tracks.iter().map(|_| self.arg(vars)).collect();
                if kind.is_some() {
                    let x = Box::new(Term::Var(self.pick(vars), P0));
                    args[0] = Term::Add(x, Box::new(Term::Const(1, P0)));
                }
                call(args, self.base)
            }
            Kind::Projected => {
                *bound += 1;
                let u = format!("q{bound}");
                // A variable: an arithmetic argument's own variables would share u's
                // track length (a word's), which the brute force here does not model.
                let args = vec![Term::Var(u.clone(), P0), Term::Var(self.pick(vars), P0)];
                Formula::Quant {
                    exists: true,
                    vars: vec![u],
                    body: Box::new(call(args, self.base)),
                    pos: P0,
                }
            }
            Kind::Digits => {
                let x = self.pick(vars);
                let args = vec![Term::Var(x.clone(), P0), self.arg(vars)];
                let number = rel(RelOp::Lt, Term::Var(x, P0), Term::Const(99, P0), self.base);
                and(call(args, self.base), number)
            }
            Kind::Mixed => {
                *bound += 1;
                let w = format!("q{bound}");
                let other = foreign(self.base);
                let var = || Term::Var(w.clone(), P0);
                let c = Term::Const(self.rng.range(1, 14), P0);
                let mut guard = rel(RelOp::Lt, var(), c, other);
                if numeration(other).unwrap().integers() {
                    let g = Term::Neg(Box::new(Term::Const(self.rng.range(1, 8), P0)));
                    guard = and(rel(RelOp::Lt, g, var(), other), guard);
                }
                // The call is read in the formula's system; its track 1 reads w in `other`.
                let args = vec![self.arg(vars), var()];
                Formula::Quant {
                    exists: true,
                    vars: vec![w.clone()],
                    body: Box::new(and(guard, call(args, self.base))),
                    pos: P0,
                }
            }
        }
    }
    fn formula(&mut self, depth: u32, vars: &[String], bound: &mut u32) -> Formula {
        let r = if depth == 0 {
            0
        } else if *bound >= 2 {
            self.rng.range(0, 6)
        } else {
            self.rng.range(0, 9)
        };
        match r {
            0..=2 => self.atom(vars, bound),
            3 => Formula::Not(Box::new(self.formula(depth - 1, vars, bound))),
            4..=6 => {
                let op = self.pick(&[
                    BinOp::And,
                    BinOp::Or,
                    BinOp::Xor,
                    BinOp::Implies,
                    BinOp::Iff,
                ]);
                Formula::Bin(
                    op,
                    Box::new(self.formula(depth - 1, vars, bound)),
                    Box::new(self.formula(depth - 1, vars, bound)),
                )
            }
            _ => {
                *bound += 1;
                let v = format!("q{bound}");
                let mut inner: Vec<String> = vars.to_vec();
                inner.push(v.clone());
                let guard_rhs = if self.rng.range(0, 1) == 0 {
                    Term::Const(self.rng.range(1, 14), P0)
                } else {
                    Term::Var(self.pick(vars), P0)
                };
                let exists = self.rng.range(0, 1) == 0;
                let mut guard = Formula::Rel {
                    op: if exists { RelOp::Lt } else { RelOp::Le },
                    lhs: Term::Var(v.clone(), P0),
                    rhs: guard_rhs,
                    base: self.base.into(),
                    pos: P0,
                };
                if self.integers {
                    // _G < u & (the upper guard).
                    let g = self.rng.range(1, 8);
                    let lower = Formula::Rel {
                        op: RelOp::Lt,
                        lhs: Term::Neg(Box::new(Term::Const(g, P0))),
                        rhs: Term::Var(v.clone(), P0),
                        base: self.base.into(),
                        pos: P0,
                    };
                    guard = Formula::Bin(BinOp::And, Box::new(lower), Box::new(guard));
                }
                let body = self.formula(depth - 1, &inner, bound);
                let op = if exists { BinOp::And } else { BinOp::Implies };
                Formula::Quant {
                    exists,
                    vars: vec![v],
                    body: Box::new(Formula::Bin(op, Box::new(guard), Box::new(body))),
                    pos: P0,
                }
            }
        }
    }
}

/// The same system read in the other direction.
fn flipped(base: &str) -> String {
    match (base.strip_prefix("msd_"), base.strip_prefix("lsd_")) {
        (Some(r), _) => format!("lsd_{r}"),
        (_, Some(r)) => format!("msd_{r}"),
        _ => unreachable!(),
    }
}

fn is_constant(t: &Term) -> bool {
    match t {
        Term::Const(..) => true,
        Term::Var(..) | Term::Word(..) => false,
        Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
            is_constant(a) && is_constant(b)
        }
        Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => is_constant(a),
    }
}

/// Word letters and constants only (Walnut computes it on the words' outputs).
fn is_word_expr(t: &Term) -> bool {
    fn no_var(t: &Term) -> bool {
        match t {
            Term::Var(..) => false,
            Term::Const(..) | Term::Word(..) => true,
            Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                no_var(a) && no_var(b)
            }
            Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => no_var(a),
        }
    }
    no_var(t) && !is_constant(t)
}

/// The value of a constant or word expression (words' letters looked up, any index value
/// computed by `index`); `None` when an index is undefined or a divisor is 0.
fn integer_value(t: &Term, word: &mut dyn FnMut(&str, &Term) -> Option<i64>) -> Option<i128> {
    Some(match t {
        Term::Prod(a, b) => integer_value(a, word)? * integer_value(b, word)?,
        Term::Quot(a, b) => {
            let (a, b) = (integer_value(a, word)?, integer_value(b, word)?);
            if b == 0 {
                return None;
            }
            floor_div(a, b)
        }
        Term::Var(..) => unreachable!("not a constant or word expression"),
        Term::Const(c, _) => *c as i128,
        Term::Word(name, index, _) => word(name, &index[0])? as i128,
        Term::Add(a, b) => integer_value(a, word)? + integer_value(b, word)?,
        Term::Sub(a, b) => integer_value(a, word)? - integer_value(b, word)?,
        Term::Mul(k, a) => *k as i128 * integer_value(a, word)?,
        Term::Div(a, k) => integer_value(a, word)?.div_euclid(*k as i128),
        Term::Neg(a) => -integer_value(a, word)?,
    })
}

/// The floor of `a / b` for any signs (Walnut's division of outputs).
fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && (a < 0) != (b < 0) {
        q - 1
    } else {
        q
    }
}

/// The value of a word expression `word` and of a term `other` (natural numbers), for a
/// product or quotient by a word value: `None` when either is undefined.
fn word_and_term(
    word: &Term,
    other: &Term,
    env: &HashMap<String, i64>,
    w: &Words,
) -> Option<(i128, u64)> {
    let v = term_value(other, env, w)?;
    let o = integer_value(word, &mut |name, i| {
        term_value(i, env, w).map(|i| w.value(name, i))
    })?;
    Some((o, v))
}

/// Arithmetic over the natural numbers: `None` when an intermediate value is undefined (a
/// difference or a negation below 0), which makes the atom false.
fn term_value(t: &Term, env: &HashMap<String, i64>, w: &Words) -> Option<u64> {
    if is_constant(t) || is_word_expr(t) {
        let v = integer_value(t, &mut |name, i| {
            term_value(i, env, w).map(|i| w.value(name, i))
        })?;
        return Some(u64::try_from(v).expect("refused statically when negative"));
    }
    match t {
        Term::Var(v, _) => Some(u64::try_from(env[v]).expect("a natural number")),
        Term::Add(a, b) => Some(term_value(a, env, w)? + term_value(b, env, w)?),
        Term::Sub(a, b) => term_value(a, env, w)?.checked_sub(term_value(b, env, w)?),
        // Walnut: 0*t is the constant 0, whatever t.
        Term::Mul(0, _) => Some(0),
        Term::Mul(k, a) => Some(k * term_value(a, env, w)?),
        Term::Div(a, k) => Some(term_value(a, env, w)? / k),
        Term::Neg(a) => (term_value(a, env, w)? == 0).then_some(0),
        // Walnut's case split: o*t (floor(t/o)) where the word value is o (o >= 1 for a
        // divisor and o >= 0 for a factor, else refused statically).
        Term::Prod(a, b) => {
            let (word, other) = if is_word_expr(a) { (a, b) } else { (b, a) };
            let (o, v) = word_and_term(word, other, env, w)?;
            Some(u64::try_from(o).expect("refused when negative") * v)
        }
        Term::Quot(a, b) => {
            let (o, v) = word_and_term(b, a, env, w)?;
            Some(v / u64::try_from(o).expect("refused when negative"))
        }
        Term::Const(..) | Term::Word(..) => unreachable!(),
    }
}

/// Arithmetic over the integers (a negative system): every term is defined; `t/k` is the
/// floor of the quotient.
fn int_value(t: &Term, env: &HashMap<String, i64>) -> i64 {
    match t {
        Term::Var(v, _) => env[v],
        Term::Const(c, _) => *c as i64,
        Term::Add(a, b) => int_value(a, env) + int_value(b, env),
        Term::Sub(a, b) => int_value(a, env) - int_value(b, env),
        // Walnut: 0*t is the constant 0, t's variables dropped.
        Term::Mul(0, _) => 0,
        Term::Mul(k, a) => *k as i64 * int_value(a, env),
        Term::Div(a, k) => int_value(a, env).div_euclid(*k as i64),
        Term::Neg(a) => -int_value(a, env),
        Term::Word(..) | Term::Prod(..) | Term::Quot(..) => {
            unreachable!("no words in a negative system here")
        }
    }
}

/// The values of a word expression for every choice of its letters (every word here has
/// the letters 0 and 1), `None` for a choice that divides by 0.
fn letter_values(t: &Term) -> Vec<Option<i128>> {
    let mut words = Vec::new();
    occurrences(t, &mut words);
    let k = words.len();
    (0..1u32 << k)
        .map(|bits| {
            let mut i = 0;
            integer_value(t, &mut |_, _| {
                i += 1;
                Some(((bits >> (i - 1)) & 1) as i64)
            })
        })
        .collect()
}

/// Whether a word expression divides by 0 for some letters (Walnut refuses it wherever
/// it stands), or has such an index.
fn divides_by_zero(t: &Term) -> bool {
    let mut words = Vec::new();
    occurrences(t, &mut words);
    letter_values(t).iter().any(Option::is_none) || words.iter().any(|i| refused(i))
}

/// Whether Walnut refuses the term in arithmetic over the natural numbers: a negative
/// constant, a word expression with a negative value for some letters, a division by a
/// word value 0, or a word value below 1 as a divisor (below 0 as a factor).
fn refused(t: &Term) -> bool {
    if is_constant(t) {
        return integer_value(t, &mut |_, _| unreachable!()).unwrap() < 0;
    }
    if is_word_expr(t) {
        let negative = letter_values(t).iter().any(|v| v.is_none_or(|v| v < 0));
        return negative || divides_by_zero(t);
    }
    match t {
        Term::Var(..) => false,
        Term::Mul(0, _) => false,
        Term::Add(a, b) | Term::Sub(a, b) => refused(a) || refused(b),
        Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => refused(a),
        Term::Prod(a, b) => {
            let (word, other) = if is_word_expr(a) { (a, b) } else { (b, a) };
            refused(word) || refused(other)
        }
        Term::Quot(a, b) => refused(b) || refused(a) || letter_values(b).contains(&Some(0)),
        Term::Const(..) | Term::Word(..) => unreachable!(),
    }
}

/// The index terms of a word expression's letters, left to right.
fn occurrences<'a>(t: &'a Term, out: &mut Vec<&'a Term>) {
    match t {
        Term::Word(_, index, _) => out.push(&index[0]),
        Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
            occurrences(a, out);
            occurrences(b, out)
        }
        Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => occurrences(a, out),
        Term::Var(..) | Term::Const(..) => {}
    }
}

/// Whether the formula has an atom Walnut refuses: a term refused in arithmetic (two
/// constants or word expressions are compared as integers, never refused themselves, but
/// their words' indices are arithmetic).
fn formula_refused(f: &Formula) -> bool {
    let plain = |t: &Term| is_constant(t) || is_word_expr(t);
    let indices_refused = |t: &Term| !is_constant(t) && divides_by_zero(t);
    match f {
        Formula::Rel { lhs, rhs, .. } if plain(lhs) && plain(rhs) => {
            indices_refused(lhs) || indices_refused(rhs)
        }
        Formula::Rel { lhs, rhs, .. } => refused(lhs) || refused(rhs),
        Formula::Word { index, rhs, .. } => {
            refused(&index[0]) || matches!(rhs, LetterRhs::Word { index, .. } if refused(&index[0]))
        }
        Formula::Not(x) | Formula::Reverse(x) => formula_refused(x),
        Formula::Bin(_, a, b) => formula_refused(a) || formula_refused(b),
        Formula::Quant { body, .. } => formula_refused(body),
        Formula::Call { args, .. } => args.iter().any(refused),
        _ => false,
    }
}

/// The values of a call's arguments: a variable's value as it is (it may be read in
/// another system than the formula's), `None` for the `projected` one, a term's value in the
/// formula's system; `None` when a term is undefined (the atom is then false).
fn call_values(
    args: &[Term],
    projected: Option<&String>,
    env: &HashMap<String, i64>,
    w: &Words,
    integers: bool,
) -> Option<Vec<Option<i64>>> {
    args.iter()
        .map(|a| match a {
            Term::Var(v, _) if Some(v) == projected => Some(None),
            Term::Var(v, _) => Some(Some(env[v])),
            _ if integers => Some(Some(int_value(a, env))),
            _ => term_value(a, env, w).map(|v| Some(v as i64)),
        })
        .collect()
}

/// Brute force: an atom with an undefined difference is false (Walnut's convention); in a
/// negative system (`integers`) every term is defined.
fn truth(f: &Formula, env: &mut HashMap<String, i64>, w: &Words, integers: bool) -> bool {
    match f {
        Formula::Bool(b) => *b,
        Formula::Rel { op, lhs, rhs, .. } if integers => {
            op.holds(int_value(lhs, env), int_value(rhs, env))
        }
        Formula::Rel { op, lhs, rhs, .. }
            if (is_constant(lhs) || is_word_expr(lhs))
                && (is_constant(rhs) || is_word_expr(rhs)) =>
        {
            let mut letter = |name: &str, i: &Term| term_value(i, env, w).map(|i| w.value(name, i));
            match (
                integer_value(lhs, &mut letter),
                integer_value(rhs, &mut letter),
            ) {
                (Some(a), Some(b)) => op.holds(a as i64, b as i64),
                _ => false,
            }
        }
        Formula::Rel { op, lhs, rhs, .. } => {
            match (term_value(lhs, env, w), term_value(rhs, env, w)) {
                (Some(a), Some(b)) => op.holds(a as i64, b as i64),
                _ => false,
            }
        }
        Formula::Reverse(x) => truth(x, env, w, integers),
        Formula::Word {
            name,
            index,
            op,
            rhs,
            ..
        } => {
            let Some(i) = term_value(&index[0], env, w) else {
                return false;
            };
            let r = match rhs {
                LetterRhs::Letter(v) => *v,
                LetterRhs::Word { name, index } => match term_value(&index[0], env, w) {
                    Some(j) => w.value(name, j),
                    None => return false,
                },
            };
            op.holds(w.value(name, i), r)
        }
        Formula::Call { name, args, .. } => {
            call_values(args, None, env, w, integers).is_some_and(|v| w.reg(name, &v))
        }
        Formula::Infinite { .. } => unreachable!(),
        Formula::Not(x) => !truth(x, env, w, integers),
        Formula::Bin(op, a, b) => {
            let (a, b) = (truth(a, env, w, integers), truth(b, env, w, integers));
            match op {
                BinOp::And => a && b,
                BinOp::Or => a || b,
                BinOp::Xor => a != b,
                BinOp::Implies => !a || b,
                BinOp::Iff => a == b,
            }
        }
        // `E u $NAME(u, t)` with u on a set track: any letter there.
        Formula::Quant { vars, body, .. } if matches!(body.as_ref(), Formula::Call { .. }) => {
            let Formula::Call { name, args, .. } = body.as_ref() else {
                unreachable!()
            };
            call_values(args, Some(&vars[0]), env, w, integers).is_some_and(|v| w.reg(name, &v))
        }
        Formula::Quant {
            exists, vars, body, ..
        } => {
            // Guarded: the body is `guard & rest` or `guard => rest`, the guard `v < g` or
            // `v <= g` (in the integers `_G < v & ...`); only the values the guard admits
            // can change the answer.
            let v = &vars[0];
            let Formula::Bin(_, guard, rest) = body.as_ref() else {
                unreachable!()
            };
            let (bottom, upper) = match guard.as_ref() {
                Formula::Bin(BinOp::And, lower, upper) => {
                    let Formula::Rel { lhs, .. } = lower.as_ref() else {
                        unreachable!()
                    };
                    (int_value(lhs, env) + 1, upper.as_ref())
                }
                upper => (0, upper),
            };
            let Formula::Rel { op, rhs, .. } = upper else {
                unreachable!()
            };
            let g = if integers {
                int_value(rhs, env)
            } else {
                term_value(rhs, env, w).expect("a guard is a constant or a variable") as i64
            };
            let top = if *op == RelOp::Lt { g } else { g + 1 };
            let saved = env.get(v).copied();
            let mut result = !*exists;
            for x in bottom..top {
                env.insert(v.clone(), x);
                if truth(rest, env, w, integers) == *exists {
                    result = *exists;
                    break;
                }
            }
            match saved {
                Some(s) => env.insert(v.clone(), s),
                None => env.remove(v),
            };
            result
        }
    }
}

fn free_vars(f: &Formula, bound: &mut Vec<String>, out: &mut BTreeSet<String>) {
    let term = |t: &Term, bound: &Vec<String>, out: &mut BTreeSet<String>| {
        fn walk(t: &Term, bound: &Vec<String>, out: &mut BTreeSet<String>) {
            match t {
                Term::Var(v, _) if !bound.contains(v) => {
                    out.insert(v.clone());
                }
                Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                    walk(a, bound, out);
                    walk(b, bound, out);
                }
                // Walnut: 0*t is the constant 0, t's variables dropped (not for a word
                // expression, computed on the outputs).
                Term::Mul(0, a) if !is_word_expr(a) => {}
                Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => walk(a, bound, out),
                Term::Word(_, index, _) => walk(&index[0], bound, out),
                _ => {}
            }
        }
        walk(t, bound, out)
    };
    match f {
        Formula::Rel { lhs, rhs, .. } => {
            term(lhs, bound, out);
            term(rhs, bound, out);
        }
        Formula::Word { index, rhs, .. } => {
            term(&index[0], bound, out);
            if let LetterRhs::Word { index, .. } = rhs {
                term(&index[0], bound, out);
            }
        }
        Formula::Call { args, .. } => args.iter().for_each(|a| term(a, bound, out)),
        Formula::Not(x) | Formula::Reverse(x) => free_vars(x, bound, out),
        Formula::Bin(_, a, b) => {
            free_vars(a, bound, out);
            free_vars(b, bound, out);
        }
        Formula::Quant { vars, body, .. } => {
            bound.extend(vars.iter().cloned());
            free_vars(body, bound, out);
            bound.truncate(bound.len() - vars.len());
        }
        _ => {}
    }
}

/// The free variables as Walnut prints them: a closed side that decides a connective
/// (`T | X`, `F & X`, `F => X`, `X => T`) leaves the result closed.
fn walnut_free_vars(f: &Formula, w: &Words, integers: bool) -> BTreeSet<String> {
    match f {
        Formula::Not(x) | Formula::Reverse(x) => walnut_free_vars(x, w, integers),
        Formula::Bin(op, a, b) => {
            let (fa, fb) = (
                walnut_free_vars(a, w, integers),
                walnut_free_vars(b, w, integers),
            );
            // A closed side may still name absorbed variables: they do not matter (0).
            let closed = |x: &Formula, fx: &BTreeSet<String>, v: bool| {
                let mut names = BTreeSet::new();
                free_vars(x, &mut vec![], &mut names);
                let mut env: HashMap<String, i64> = names.into_iter().map(|n| (n, 0)).collect();
                fx.is_empty() && truth(x, &mut env, w, integers) == v
            };
            let absorbed = match op {
                BinOp::Or => closed(a, &fa, true) || closed(b, &fb, true),
                BinOp::And => closed(a, &fa, false) || closed(b, &fb, false),
                BinOp::Implies => closed(a, &fa, false) || closed(b, &fb, true),
                _ => false,
            };
            if absorbed {
                BTreeSet::new()
            } else {
                fa.union(&fb).cloned().collect()
            }
        }
        Formula::Quant { vars, body, .. } => {
            let mut fv = walnut_free_vars(body, w, integers);
            for v in vars {
                fv.remove(v);
            }
            fv
        }
        _ => {
            let mut fv = BTreeSet::new();
            free_vars(f, &mut vec![], &mut fv);
            fv
        }
    }
}

/// Which kinds of `reg` calls `f` has: on an arithmetic term, [`Kind::Projected`],
/// [`Kind::Digits`], [`Kind::Mixed`] (one count each per formula).
fn call_features(f: &Formula, out: &mut [u32; 4]) {
    let mut seen = [false; 4];
    fn walk(f: &Formula, seen: &mut [bool; 4]) {
        match f {
            Formula::Call { name, args, .. } => {
                if args
                    .iter()
                    .any(|a| !matches!(a, Term::Var(..) | Term::Const(..)))
                {
                    seen[0] = true;
                }
                for (i, p) in ["rs", "rd", "rm"].iter().enumerate() {
                    if name.starts_with(p) {
                        seen[i + 1] = true;
                    }
                }
            }
            Formula::Not(x) | Formula::Reverse(x) => walk(x, seen),
            Formula::Bin(_, a, b) => {
                walk(a, seen);
                walk(b, seen);
            }
            Formula::Quant { body, .. } => walk(body, seen),
            _ => {}
        }
    }
    walk(f, &mut seen);
    for (o, s) in out.iter_mut().zip(seen) {
        *o += u32::from(s);
    }
}

fn differential(base: &str, cases: u64, seed: u64) {
    // An Ostrowski system defined by `ost` (the manual's [0; 3, 1, (1, 2)]).
    define_ost("dnum", &[0, 3, 1], &[1, 2]).unwrap();
    let words = Words::new(base);
    // Tribonacci's lsd quotients are large (y/8 = z has 14,152 states), and so are the
    // products of a system defined by ost: shallow terms.
    let big =
        numeration(base).unwrap().radix >= 5 || base.ends_with("trib") || base.ends_with("dnum");
    let integers = numeration(base).unwrap().integers();
    let mut g = Gen {
        rng: Rng::new(seed),
        base,
        integers,
        big,
        regs: regs(base),
        forced: None,
    };
    let mut session = Session::default();
    session.run_script(&reg_script(base)).expect("the regs");
    let mut nontrivial = 0;
    let mut refusals = 0;
    let mut overflows = 0;
    // Formulas checked with a division, a unary minus, a reversal, a word letter in
    // arithmetic, a word value as a factor or a divisor, a `reg`.
    let mut features = [0; 6];
    // Formulas with a `reg` call on an arithmetic term, of each kind but the plain one.
    let mut calls = [0; 4];
    for case in 0..cases {
        // Dense tables over r^tracks letters: large radices get fewer variables.
        let radix = numeration(base).unwrap().radix;
        let nfree = if radix >= 4 {
            2
        } else {
            g.rng.range(2, 3) as usize
        };
        let vars: Vec<String> = ["x", "y", "z"][..nfree]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut bound = 0;
        let kinds = [Kind::Plain, Kind::Projected, Kind::Digits, Kind::Mixed];
        g.forced = kinds.get(case as usize).copied();
        let depth = g.rng.range(1, 4) as u32;
        let f = g.formula(depth, &vars, &mut bound);
        if !integers && formula_refused(&f) {
            let e = session.formula(&f);
            assert!(e.is_err(), "{base} case {case}: not refused\n{f:?}");
            refusals += 1;
            continue;
        }
        let auto = match session.formula(&f) {
            Ok(a) => a,
            // The budget refused the formula up front: an honest answer, not a wrong one.
            // Shown, counted, and at most one formula in a hundred (none in the quick tier).
            Err(e) if e.message.starts_with("state budget exceeded") => {
                eprintln!("{base} case {case}: over the state budget, {e}\n{f:?}");
                overflows += 1;
                continue;
            }
            Err(e) => panic!("{base} case {case}: {e}\n{f:?}"),
        };
        let shown = format!("{f:?}");
        for (i, feature) in ["Div(", "Neg(", "Reverse(", "Word(\""].iter().enumerate() {
            if shown.contains(feature) {
                features[i] += 1;
            }
        }
        if shown.contains("Prod(") || shown.contains("Quot(") {
            features[4] += 1;
        }
        if shown.contains("Call {") {
            features[5] += 1;
        }
        call_features(&f, &mut calls);
        let mut all = BTreeSet::new();
        free_vars(&f, &mut vec![], &mut all);
        let fv: Vec<String> = walnut_free_vars(&f, &words, integers).into_iter().collect();
        assert_eq!(auto.vars, fv, "{base} case {case}: free variables\n{f:?}");
        // The window: [0, side) for the natural numbers, [-side/2, side/2] for the integers.
        let side: u64 = match (fv.len() == 3, integers) {
            (true, false) => 14,
            (true, true) => 15,
            (false, false) => 30,
            (false, true) => 31,
        };
        let shift = if integers { side as i64 / 2 } else { 0 };
        let count = side.pow(fv.len() as u32);
        let (mut yes, mut no) = (0, 0);
        for code in 0..count {
            let values: Vec<i64> = (0..fv.len())
                .map(|i| ((code / side.pow(i as u32)) % side) as i64 - shift)
                .collect();
            // Variables absorbed by a closed side do not matter: 0.
            let mut env: HashMap<String, i64> = all.iter().map(|v| (v.clone(), 0)).collect();
            env.extend(fv.iter().cloned().zip(values.iter().copied()));
            let expect = truth(&f, &mut env, &words, integers);
            let got = auto.accepts_ints(&values);
            assert_eq!(
                got, expect,
                "{base} case {case}: at {fv:?} = {values:?}\n{f:?}"
            );
            if expect { yes += 1 } else { no += 1 }
        }
        if yes > 0 && no > 0 {
            nontrivial += 1;
        }
    }
    // The generator must produce formulas that separate tuples (else the test is weak);
    // the quick tier's few draws are checked for their reg calls only (below).
    let needed = if words_of(base).is_empty() { 3 } else { 5 };
    assert!(
        cases < 30 || features[..needed].iter().all(|&k| k > 0) && features[5] > 0,
        "{base}: features (division, minus, reversal, word letter, word factor, reg) {features:?}"
    );
    assert!(
        calls.iter().all(|&k| k > 0),
        "{base}: reg calls (arithmetic argument, projected set track, digit set track, other system) {calls:?}"
    );
    eprintln!(
        "{base}: features {features:?}, reg calls {calls:?}, {refusals} refused of {cases}, {overflows} over the state budget"
    );
    assert!(
        overflows * 100 <= cases,
        "{base}: {overflows} of {cases} formulas were over the state budget"
    );
    assert!(
        refusals * 4 <= cases,
        "{base}: {refusals} of {cases} formulas were refused"
    );
    assert!(
        nontrivial * 4 >= cases,
        "{base}: only {nontrivial} of {cases} formulas were non-constant"
    );
}

macro_rules! systems {
    ($($name:ident: $base:expr, $seed:expr;)*) => {$(
        #[test]
        fn $name() {
            differential($base, tier(14, 600), $seed);
        }
    )*};
}

systems! {
    random_formulas_msd_2: "msd_2", 2;
    random_formulas_lsd_2: "lsd_2", 21;
    random_formulas_msd_3: "msd_3", 3;
    random_formulas_lsd_3: "lsd_3", 4;
    random_formulas_msd_10: "msd_10", 5;
    random_formulas_msd_fib: "msd_fib", 6;
    random_formulas_lsd_fib: "lsd_fib", 27;
    random_formulas_msd_ost_2: "msd_ost_2", 8;
    random_formulas_lsd_ost_2: "lsd_ost_2", 9;
    random_formulas_msd_ost_3: "msd_ost_3", 10;
    random_formulas_msd_ost_4: "msd_ost_4", 11;
    random_formulas_msd_trib: "msd_trib", 12;
    random_formulas_lsd_trib: "lsd_trib", 13;
    random_formulas_msd_dnum: "msd_dnum", 14;
    random_formulas_lsd_dnum: "lsd_dnum", 15;
    random_formulas_msd_neg_2: "msd_neg_2", 16;
    random_formulas_lsd_neg_2: "lsd_neg_2", 17;
    random_formulas_msd_neg_3: "msd_neg_3", 18;
    random_formulas_msd_neg_fib: "msd_neg_fib", 19;
    random_formulas_lsd_neg_fib: "lsd_neg_fib", 20;
}
