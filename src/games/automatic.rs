//! The two-pile games `wythoff guess` knows: each game's P-set from its fast engine (the
//! learner's oracle) and its move rule as Walnut formulas (the proof).
//!
//! The proof of a learned set `p` is the characterization of the P-set of an acyclic game
//! with finitely many options per position (Larsson, Blocking Wythoff Nim, Section 1; the
//! kernel argument for k = 1): by induction on a well-founded order of positions there is
//! exactly one set S with "(x,y) in S iff fewer than k options of (x,y) lie in S" (k = 1:
//! stable and absorbing), and for an altered game (Hu–Sleator–Tsin, Section 2) the altered
//! cells are fixed and only the other cells follow the rule. So proving the rule of `p` for
//! every position proves that `p` *is* the P-set, for every n.
//!
//! Move rules (ordered pairs; `move(a,b,c,d)`: `(a,b)` moves to `(c,d)`):
//! * W^k (k >= 2): options counted on the three lines through (x,y), one automaton per
//!   count (see `blocking_counts`; any k, k <= 64 tested).
//! * Wythoff, altered games: take any positive number from one pile, or the same
//!   positive number from both.
//! * Lythoff(2_f), f a constant (Klein–Fraenkel, Definition 7 for K = 2, the rule of
//!   `games::lythoff::legal::legal_def7`): on sorted pairs A = (a1, a2), B = (b1, b2), B
//!   is an option iff B < A lexicographically and (A and B share a value, or
//!   0 <= (a2 - a1) - (b2 - b1) < f). A position is a multiset of piles: the proof shows
//!   the set symmetric, then works on sorted pairs written (smaller pile, difference):
//!   `pd(x,y)` iff (x, x+y) is in the set, and `opt(a,b,c,d)` iff (c, c+d) is an option of
//!   (a, a+b); `stable` and `absorbing` on these (the difference form keeps the automata
//!   small: the Lythoff f = 5 proof takes ~4 s instead of ~19 s with a move relation on
//!   four pile sizes).
//!
//! Cost: the oracle runs the fast engine to the bound (linear for Wythoff, blocking and the
//! altered games; `O(n^2)` literal checks for Lythoff); the proof's cost is the procedure's.

use super::altered::Alteration;
use std::collections::BTreeSet;

/// A two-pile game with a move formula.
#[derive(Debug, Clone)]
pub enum Game {
    /// Wythoff's game.
    Wythoff,
    /// Larsson's blocking Wythoff Nim W^k.
    Blocking(u32),
    /// Lythoff(2_f) with the constant f.
    Lythoff2(u64),
    /// Wythoff's game with a finite alteration (the spec text kept for the name).
    Altered(Alteration, String),
}

/// The P-positions with both entries below `bound`, as a dense bit table.
#[derive(Debug, Clone)]
pub struct PTable {
    /// Entries are below this.
    pub bound: u64,
    bits: Vec<u64>,
}

impl PTable {
    fn new(bound: u64) -> PTable {
        let n = (bound * bound).div_ceil(64) as usize;
        PTable {
            bound,
            bits: vec![0; n],
        }
    }

    fn set(&mut self, x: u64, y: u64) {
        if x < self.bound && y < self.bound {
            let i = (x * self.bound + y) as usize;
            self.bits[i / 64] |= 1 << (i % 64);
        }
    }

    /// Whether `(x, y)` is a P-position (both below the bound; `false` outside).
    pub fn get(&self, x: u64, y: u64) -> bool {
        if x >= self.bound || y >= self.bound {
            return false;
        }
        let i = (x * self.bound + y) as usize;
        self.bits[i / 64] >> (i % 64) & 1 == 1
    }

    /// Every P-position in the table, sorted.
    pub fn positions(&self) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        for x in 0..self.bound {
            for y in 0..self.bound {
                if self.get(x, y) {
                    v.push((x, y));
                }
            }
        }
        v
    }
}

/// The largest bound accepted (the table is `bound^2` bits: 450 MB at 60000).
pub const MAX_BOUND: u64 = 60_000;

impl Game {
    /// The name printed before the verdict.
    pub fn name(&self) -> String {
        match self {
            Game::Wythoff => "wythoff".into(),
            Game::Blocking(k) => format!("blocking --k {k}"),
            Game::Lythoff2(f) => format!("lythoff --piles 2 --f {f}"),
            Game::Altered(_, spec) => format!("altered '{spec}'"),
        }
    }

    /// `(m_x, m_y)`: every altered cell lies below (0 for the unaltered games).
    pub fn extent(&self) -> (u64, u64) {
        match self {
            Game::Altered(alt, _) => alt.extent(),
            _ => (0, 0),
        }
    }

    /// Lythoff(2_f) from the command line's f: only constants have a move formula here.
    pub fn lythoff(piles: u64, f: Option<&str>) -> Result<Game, String> {
        if piles != 2 {
            return Err(format!(
                "lythoff --piles {piles}: guess knows the two-pile game only (a move formula for more piles is not written)"
            ));
        }
        let Some(text) = f else {
            return Ok(Game::Lythoff2(1));
        };
        let e = super::lythoff::FExpr::parse(text, 2)?;
        // f is linear in (B1, B2): constant iff equal at (0,0), (0,1), (1,1).
        let v: Vec<Result<u64, String>> =
            [[0, 0], [0, 1], [1, 1]].iter().map(|b| e.eval(b)).collect();
        match (&v[0], &v[1], &v[2]) {
            (Ok(a), Ok(b), Ok(c)) if a == b && b == c => Ok(Game::Lythoff2(*a)),
            _ => Err(format!(
                "lythoff --f {text}: guess has a move formula for a constant f only"
            )),
        }
    }

    /// The P-positions with both entries below `bound`, from the game's fast engine.
    pub fn p_table(&self, bound: u64) -> Result<PTable, String> {
        if bound > MAX_BOUND {
            return Err(format!(
                "--up-to {bound} is too large: the table is bound^2 bits, at most {MAX_BOUND} accepted"
            ));
        }
        let mut t = PTable::new(bound);
        match self {
            Game::Wythoff => {
                for (_, a, b) in super::wythoff::Pairs::new() {
                    if a >= bound {
                        break;
                    }
                    t.set(a, b);
                    t.set(b, a);
                }
            }
            Game::Blocking(k) => {
                for (a, b) in super::blocking::Columns::new(*k as usize) {
                    if a >= bound {
                        break;
                    }
                    t.set(a, b);
                    t.set(b, a);
                }
            }
            Game::Lythoff2(f) => {
                let f = *f;
                let generator = super::lythoff::Construction::with_f(2, Box::new(move |_| Ok(f)));
                for r in generator {
                    let p = r?;
                    if p[0] >= bound {
                        break;
                    }
                    t.set(p[0], p[1]);
                    t.set(p[1], p[0]);
                }
            }
            Game::Altered(alt, _) => {
                for [x, y] in super::altered::Columns::new(alt).pairs(bound) {
                    t.set(x, y);
                }
            }
        }
        Ok(t)
    }

    /// The Walnut commands proving that the two-track definition `set` (arguments `x, y`)
    /// is the P-set, in the numeration `base` (e.g. `msd_fib`). Every `eval` must be TRUE.
    pub fn proof_script(&self, base: &str, set: &str) -> String {
        let b = format!("?{base}");
        let wmove =
            format!("def move \"{b} (c=a & d<b) | (d=b & c<a) | (c<a & d<b & a+d=b+c)\";\n");
        let mut s = String::new();
        match self {
            Game::Wythoff | Game::Blocking(1) => {
                s += &wmove;
                s += &kernel(&b, set, "");
            }
            Game::Blocking(k) => s += &blocking_rule(&b, set, *k as usize),
            Game::Lythoff2(f) => {
                s += &format!("def pd \"{b} Ez z=x+y & ${set}(x,z)\";\n");
                s += &format!("eval symmetric \"{b} Ax,y ${set}(x,y) <=> ${set}(y,x)\";\n");
                s += &format!(
                    "def opt \"{b} $pd(c,d) & (c<a | (c=a & d<b)) & (c=a | c=a+b | c+d=a | c+d=a+b | (d<=b & b<d+{f}))\";\n"
                );
                s += &format!("eval stable \"{b} Aa,b,c,d ~($pd(a,b) & $opt(a,b,c,d))\";\n");
                s += &format!("eval absorbing \"{b} Aa,b ~$pd(a,b) => Ec,d $opt(a,b,c,d)\";\n");
            }
            Game::Altered(alt, _) => {
                s += &wmove;
                s += &format!("def altp \"{b} {}\";\n", cells(&alt.p));
                s += &format!("def altn \"{b} {}\";\n", cells(&alt.n));
                s += &format!(
                    "eval fixed \"{b} Ax,y ($altp(x,y) => ${set}(x,y)) & ($altn(x,y) => ~${set}(x,y))\";\n"
                );
                s += &kernel(&b, set, "~$altp(x,y) & ~$altn(x,y) & ");
            }
        }
        s
    }
}

/// W^k's rule "`set` holds at (x,y) iff fewer than k options of (x,y) are in `set`"
/// ([`blocking_counts`], then `rule`).
fn blocking_rule(b: &str, set: &str, k: usize) -> String {
    let mut s = blocking_counts(b, set, k);
    s += &format!("eval rule \"{b} Ax,y ${set}(x,y) <=> ~$atleast(x,y)\";\n");
    s
}

/// The definitions of `atleast(x,y)`: "at least `k` options of (x,y) are in `set`" in W^k,
/// one automaton per count.
///
/// Route: the options of (x,y) lie on three disjoint lines, the column (x, y-i), the row
/// (x-i, y) and the diagonal (x-i, y-i), i >= 1, so the count of options in `set` is the
/// sum of three line counts. Per line and per `j = 1..k`, `cJ`/`wJ`/`dJ` says "at least J
/// members of `set` on that line below (x,y)", by a chain with one witness each: at least
/// J below (x,y) iff some member (u,v) below it has at least J - 1 below itself
/// (`c1(x,y) = Ei i<y & set(x,i)`, `cJ(x,y) = Ei i<y & set(x,i) & c(J-1)(x,i)`). Then
/// `sM` ("column and row hold at least M together", the disjunction over `a + b = M` of
/// `ca & wb`, `M = 1..k`) and `atleast` (over `M + c = k` of `sM & dc`); a zero count is
/// left out of a conjunction, so the text has no `true` or `false` literal (Walnut's
/// syntax has none).
///
/// Cost: `3k` definitions with one existential quantifier each over a three-track
/// automaton (the set and the previous count), then `k (k + 1) / 2 + k` products of
/// two-track automata: linear in k in quantifiers, quadratic in cheap Boolean products
/// (k existential witnesses per count, the earlier form, made the J-th count a
/// (J+2)-track projection and stopped at k = 8). The count automata stay small when
/// `set` holds boundedly many members per line, as every P-set of W^k does (at most k
/// per line: the (k+1)-th would have k options in the set); counts past the largest
/// that occurs are empty automata.
pub fn blocking_counts(b: &str, set: &str, k: usize) -> String {
    let mut s = String::new();
    let lines = [
        ("c", "i<y", "x,i"),
        ("w", "i<x", "i,y"),
        ("d", "i>=1 & i<=x & i<=y", "x-i,y-i"),
    ];
    for (name, range, cell) in lines {
        for j in 1..=k {
            let below = if j == 1 {
                String::new()
            } else {
                format!(" & ${name}{}({cell})", j - 1)
            };
            s += &format!("def {name}{j} \"{b} Ei {range} & ${set}({cell}){below}\";\n");
        }
    }
    for m in 1..=k {
        let mut ways = vec![format!("$c{m}(x,y)"), format!("$w{m}(x,y)")];
        for a in 1..m {
            ways.push(format!("($c{a}(x,y) & $w{}(x,y))", m - a));
        }
        s += &format!("def s{m} \"{b} {}\";\n", ways.join(" | "));
    }
    let mut ways = vec![format!("$s{k}(x,y)"), format!("$d{k}(x,y)")];
    for m in 1..k {
        ways.push(format!("($s{m}(x,y) & $d{}(x,y))", k - m));
    }
    s += &format!("def atleast \"{b} {}\";\n", ways.join(" | "));
    s
}

/// `stable` and `absorbing` for the positions satisfying `guard`.
fn kernel(b: &str, set: &str, guard: &str) -> String {
    format!(
        "eval stable \"{b} Ax,y,u,v ({guard}${set}(x,y) & ${set}(u,v)) => ~$move(x,y,u,v)\";\n\
         eval absorbing \"{b} Ax,y ({guard}~${set}(x,y)) => Eu,v ${set}(u,v) & $move(x,y,u,v)\";\n"
    )
}

/// A formula in `x, y` true exactly on these cells (runs of consecutive `y` per column).
fn cells(set: &BTreeSet<(u64, u64)>) -> String {
    let mut parts = Vec::new();
    let mut it = set.iter().peekable();
    while let Some(&(x, y0)) = it.next() {
        let mut y1 = y0;
        while let Some(&&(x2, y2)) = it.peek() {
            if x2 == x && y2 == y1 + 1 {
                y1 = y2;
                it.next();
            } else {
                break;
            }
        }
        parts.push(if y0 == y1 {
            format!("(x={x} & y={y0})")
        } else {
            format!("(x={x} & y>={y0} & y<={y1})")
        });
    }
    if parts.is_empty() {
        "(x=0 & y=0 & x=1)".into()
    } else {
        parts.join(" | ")
    }
}

/// Run the proof of `set` (two tracks `x, y`) for `game`: `Ok(None)` when every `eval` is
/// TRUE (proved for every position; there must be one, and each must be closed),
/// `Ok(Some(line))` with the first FALSE line (and its smallest counterexample), `Err`
/// when a formula cannot be evaluated or no eval answered TRUE.
pub fn prove(
    game: &Game,
    base: &str,
    set: automatic_prover::Auto,
) -> Result<Option<String>, String> {
    use automatic_prover::Session;
    let script = game.proof_script(base, "p");
    let mut session = Session::proof_mode(automatic_prover::automaton::limits::Budget::default());
    session
        .insert_definition("p", set)
        .map_err(|e| e.to_string())?;
    session.prove_script(&script)
}

/// The outcome of [`guess`].
#[derive(Debug, Clone)]
pub enum Guessed {
    /// Learned and proved for every position.
    Proved(
        Box<(
            automatic_prover::logic::learn::Learned,
            automatic_prover::Auto,
        )>,
    ),
    /// The proof failed at the longest data: the first FALSE line.
    NotProved(String),
    /// The learner stopped (too many states, or no stable automaton in the data).
    Unlearned(automatic_prover::logic::learn::LearnFailure),
}

/// Guess and prove, as `wythoff guess` does: learn from the positions with both entries
/// below `up_to` (from length 3, or beyond the alteration), prove; on a FALSE proof learn
/// again from longer data. `Err` on bad input.
pub fn guess(game: &Game, base: &str, up_to: u64, max_states: usize) -> Result<Guessed, String> {
    use automatic_prover::logic::learn::{LearnFailure, learn, length_for, value_bound};
    let num = automatic_prover::numeration::numeration(base)?;
    let max_len = length_for(&num, up_to);
    if max_len < 2 {
        return Err(format!(
            "--up-to {up_to} leaves fewer than 2 places in {base}"
        ));
    }
    let bound = value_bound(&num, max_len).unwrap_or(up_to);
    let table = game.p_table(bound)?;
    let (mx, my) = game.extent();
    let mut min_len = 3.max(length_for(&num, mx.max(my)) + 1).min(max_len);
    loop {
        let l = match learn(
            &num,
            2,
            min_len,
            max_len,
            max_states,
            &mut |v| table.get(v[0], v[1]),
            &mut |_, _| {},
        ) {
            Ok(l) => l,
            Err(LearnFailure::Input(m)) => return Err(m),
            Err(e) => return Ok(Guessed::Unlearned(e)),
        };
        let auto = automatic_prover::Auto::from_tracks(
            &["x".to_string(), "y".to_string()],
            &[num.clone(), num.clone()],
            &l.dfa,
        )
        .map_err(|e| e.to_string())?;
        match prove(game, base, auto.clone())? {
            None => return Ok(Guessed::Proved(Box::new((l, auto)))),
            Some(line) if l.length >= max_len => return Ok(Guessed::NotProved(line)),
            Some(_) => min_len = l.length + 1,
        }
    }
}
