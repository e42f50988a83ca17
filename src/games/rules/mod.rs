//! A two-heap impartial game as data: a rule set read from a rules file (TOML, the format of
//! `docs/games.md`), and everything computed from it.
//!
//! * [`parse`]: the rules file into a [`RuleSet`] (one-line errors naming the field);
//! * [`expr`]: linear expressions and conditions; [`region`]: a region family's moves as
//!   rays;
//! * [`solver`]: the rules solver by the definition (the twin of every engine);
//! * [`columns`]: the fast engine (columns streamed for games with both Nim moves; a box for
//!   any rule set);
//! * [`triangle`]: the fast engine on the triangle `x + y < side` for any rule set (moves
//!   that add to a heap, takes that depend on the position);
//! * [`grundy`]: Sprague-Grundy values on a square;
//! * [`formula`]: the moves and the rule as Walnut formulas (the proof);
//! * [`prove`]: learn the P-set's automaton from the engine and prove it with the rule;
//! * [`systems`]: the numeration systems the P-positions name, tried in order, and the
//!   obstacle when none gives an automaton;
//! * [`conjecture`]: a researcher's conjectures over the P-set, on the box and for every n;
//! * [`gallery`]: the rules files of the gallery, embedded; [`builtin`]: the games the
//!   other commands name (Wythoff, W^k, Lythoff(2_f), altered Wythoff) as rule sets.
//!
//! The move families are written once, in the rule set: the solver, the engine and the
//! formula all read them.
//!
//! Cost: parsing is linear in the file; each consumer states its own.

pub mod builtin;
pub mod columns;
pub mod conjecture;
pub mod expr;
pub mod formula;
pub mod gallery;
pub mod grundy;
pub mod normal;
pub mod parse;
pub mod prove;
pub mod region;
pub mod runs;
pub mod solver;
pub mod study;
pub mod survey;
pub mod systems;
pub mod triangle;

use super::altered::Alteration;
use expr::Cond;
use std::collections::BTreeMap;
use std::fmt;

/// What a family takes from the position `(x, y)`: `(i, j)`, landing on `(x - i, y - j)`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Take {
    /// `(p t + c, q t + d)` for every integer `t` in `t_min..=t_max` (`t_max` `None`:
    /// unbounded), plus, when `xy` is not zero, `(xy[0] x + xy[1] y, xy[2] x + xy[3] y)`:
    /// a take that depends on the position `(x, y)` (Splythoff's split, `(x - t, x + t)`).
    /// Such a family's moves are the amounts that land on natural entries and lower
    /// `x + y` (`i + j >= 1`); the others are not moves.
    Ray {
        p: i64,
        c: i64,
        q: i64,
        d: i64,
        t_min: i64,
        t_max: Option<i64>,
        xy: [i64; 4],
    },
    /// A finite list of moves.
    List(Vec<(i64, i64)>),
    /// Every `(i, j)` of a region, a conjunction of linear constraints on `i, j`
    /// (`region::Constraint`s, `a i + b j + c <= 0`), with its shape.
    Region {
        constraints: Vec<region::Constraint>,
        shape: region::Shape,
    },
}

/// One family of moves: what it takes, and the guard on the position it moves from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Family {
    /// The moves.
    pub take: Take,
    /// The guard on `(x, y)` (variables `x`, `y`).
    pub when: Cond,
    /// Where the family came from, for messages: `move 2` (and `, mirrored`).
    pub label: String,
}

/// A two-heap game from its rules.
#[derive(Debug, Clone)]
pub struct RuleSet {
    /// The game's name (a word).
    pub name: String,
    /// A title for reports (the name when absent).
    pub title: String,
    /// Where the game is published (may be empty).
    pub source: String,
    /// The parameters, with the values used.
    pub params: BTreeMap<String, i64>,
    /// Larsson's blocking number `k >= 1`.
    pub blocking: u32,
    /// Misère play: a position with no move is N.
    pub misere: bool,
    /// The terminal set (variables `x`, `y`), if any.
    pub terminal: Option<Cond>,
    /// The alteration and its text, if any.
    pub alteration: Option<(Alteration, String)>,
    /// The move families after the symmetric closure (identical ones kept once).
    pub families: Vec<Family>,
    /// The rules file's text.
    pub text: String,
}

/// A coordinate bound far above any box or column count served (moves and values stay
/// well inside `i64`).
pub const MAX_COEFF: i64 = 1 << 30;

impl RuleSet {
    /// Whether every move takes a non-negative amount from both heaps (then the square
    /// `[0, s)^2` is closed under moves; else only the triangle `x + y < s` is).
    pub fn takes_only(&self) -> bool {
        self.families.iter().all(|f| match &f.take {
            Take::Ray { p, c, q, d, xy, .. } => {
                *p >= 0 && *q >= 0 && *c >= 0 && *d >= 0 && *xy == [0; 4]
            }
            Take::List(v) => v.iter().all(|&(i, j)| i >= 0 && j >= 0),
            Take::Region { constraints, .. } => {
                // Both i >= 0 and j >= 0 follow when the region has no point with i < 0 or
                // j < 0: test the constraints with i <= -1 (resp. j <= -1) added.
                let mut with = constraints.clone();
                with.push((1, 0, 1));
                let no_neg_i = region::shape(&with)
                    .is_ok_and(|s| matches!(s, region::Shape::Finite(v) if v.is_empty()));
                let mut with = constraints.clone();
                with.push((0, 1, 1));
                let no_neg_j = region::shape(&with)
                    .is_ok_and(|s| matches!(s, region::Shape::Finite(v) if v.is_empty()));
                no_neg_i && no_neg_j
            }
        })
    }

    /// Whether the rule set has both full Nim moves: `(t, 0)` and `(0, t)` for every
    /// `t >= 1`, unguarded. Then a column or row holds at most `k` P-positions besides the
    /// terminal and altered ones, and the column engine streams.
    pub fn has_both_nim_moves(&self) -> bool {
        let full = |p: i64, q: i64| {
            self.families.iter().any(|f| {
                f.when == Cond::True
                    && f.take
                        == Take::Ray {
                            p,
                            c: 0,
                            q,
                            d: 0,
                            t_min: 1,
                            t_max: None,
                            xy: [0; 4],
                        }
            })
        };
        full(1, 0) && full(0, 1)
    }

    /// Whether `(x, y)` is in the terminal set.
    pub fn is_terminal(&self, x: u64, y: u64) -> bool {
        self.terminal
            .as_ref()
            .is_some_and(|c| c.eval(&|v| if v == "x" { x as i64 } else { y as i64 }))
    }

    /// The label fixed by the alteration at `(x, y)`, if any.
    pub fn altered(&self, x: u64, y: u64) -> Option<bool> {
        self.alteration.as_ref().and_then(|(a, _)| a.fixed(x, y))
    }

    /// Whether family `f`'s guard holds at `(x, y)`.
    pub fn guard(f: &Family, x: u64, y: u64) -> bool {
        f.when == Cond::True || f.when.eval(&|v| if v == "x" { x as i64 } else { y as i64 })
    }

    /// The value of the first parameter named `name`.
    pub fn param(&self, name: &str) -> Option<i64> {
        self.params.get(name).copied()
    }
}

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Take::Ray {
                p,
                c,
                q,
                d,
                t_min,
                t_max,
                xy,
            } => {
                let coord = |k: i64, c: i64, kx: i64, ky: i64| expr::Lin {
                    coeffs: [("t", k), ("x", kx), ("y", ky)]
                        .into_iter()
                        .filter(|(_, k)| *k != 0)
                        .map(|(v, k)| (v.to_string(), k))
                        .collect(),
                    c,
                };
                write!(
                    f,
                    "({}, {}) for t >= {t_min}",
                    coord(*p, *c, xy[0], xy[1]),
                    coord(*q, *d, xy[2], xy[3])
                )?;
                if let Some(m) = t_max {
                    write!(f, " and t <= {m}")?;
                }
                Ok(())
            }
            Take::List(v) => {
                let s: Vec<String> = v.iter().map(|(i, j)| format!("({i}, {j})")).collect();
                write!(f, "{}", s.join(", "))
            }
            Take::Region { constraints, .. } => {
                let s: Vec<String> = constraints
                    .iter()
                    .map(|&(a, b, c)| {
                        let e = expr::Lin {
                            coeffs: [("i".to_string(), a), ("j".to_string(), b)]
                                .into_iter()
                                .filter(|(_, k)| *k != 0)
                                .collect(),
                            c,
                        };
                        format!("{e} <= 0")
                    })
                    .collect();
                write!(f, "(i, j) with {}", s.join(" & "))
            }
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {}", self.take)?;
        if self.when != Cond::True {
            write!(f, " when {}", self.when)?;
        }
        Ok(())
    }
}
