//! Guess and prove: the `frontier.automatic.*` entries. Each proved entry is a
//! P-set learned by `wythoff guess` from the game's fast engine and saved as a proof file
//! (`proofs/walnut/automatic.*.walnut` with its automaton beside it, both embedded here).
//!
//! Two routes, sharing nothing but the saved automaton:
//! * for every n: the proof file (the game's move rule as formulas over the automaton,
//!   `games::automatic`), re-run by the decision procedure (`check::proof`);
//! * bounded: the saved automaton read on every pair of `[0, N)^2` equals the fast engine's
//!   P-set *and* the rules solver's (a labelling from the move rules: `altered::rules`,
//!   `blocking::rules`, the literal box solver of Lythoff, `lythoff::boxed`); where learning
//!   is cheap (well under a second) the learner runs again and must give the same automaton
//!   (at the deep bound for every entry).
//!
//! The W^k entry (k >= 4) is measured: the learner's outcome per k and numeration, with the
//! data length and state limit tried ([`super::automatic_wk`]).
//!
//! Cost at the default bound (N = 200): the proof files together take a few seconds (the
//! Lythoff f = 4 proof most); the comparisons are `O(N^2)` automaton runs each plus the
//! rules solvers (`O(N^3)` for the Wythoff-type labellings).

use super::agreement::square_agreement;
use automatic_prover::{Auto, walnut::save};
use automatic_prover::logic::learn::{length_for, value_bound};
use automatic_prover::numeration::numeration;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::altered::Alteration;
use crate::games::lythoff::automatic::Lythoff2;
use crate::games::rules::builtin;
use crate::games::rules::prove::{Learnable, p_pairs, p_table};

/// One learned, proved P-set.
struct Entry {
    id: &'static str,
    number: &'static str,
    words: &'static str,
    game: fn() -> Box<dyn Learnable>,
    /// The rules solver of the game on `[0, side)^2` (`grid[y][x]`), written from its rules
    /// apart from the engines.
    solver: fn(u64) -> Result<Vec<Vec<bool>>, String>,
    /// `msd_fib`, `msd_ost_3`, ...
    base: &'static str,
    /// The proof file's path and text, and its automaton's file name and text.
    path: &'static str,
    text: &'static str,
    loads: &'static [(&'static str, &'static str)],
    /// The evals the proof must answer TRUE.
    pinned: &'static [&'static str],
    /// The data bound `wythoff guess` used (`--up-to`), and whether relearning at the
    /// default bound is cheap.
    up_to: u64,
    relearn_by_default: bool,
    /// Learned at exactly this length (`wythoff guess --length`), else by two lengths.
    length: Option<usize>,
}

macro_rules! proof {
    ($stem:literal, $pinned:expr) => {
        (
            concat!("proofs/walnut/", $stem, ".walnut"),
            include_str!(concat!("../../../proofs/walnut/", $stem, ".walnut")),
            &[(
                concat!($stem, ".automaton.txt"),
                include_str!(concat!("../../../proofs/walnut/", $stem, ".automaton.txt")),
            )],
            $pinned,
        )
    };
}

/// A proof file's path, text, embedded automata and the evals it must answer TRUE.
type Files = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static [&'static str],
);

/// The evals of each kind of game's proof (what its `Learnable::proof_script` writes).
const KERNEL: &[&str] = &["stable", "absorbing"];
const LYTHOFF: &[&str] = &["symmetric", "stable", "absorbing"];
const ALTERED: &[&str] = &["fixed", "stable", "absorbing"];

const WYTHOFF: Files = proof!("automatic.wythoff", KERNEL);
const K2: Files = proof!("automatic.blocking-k2", &["rule", "equals_r2"]);
const K3: Files = proof!("automatic.blocking-k3", &["rule", "equals_r3"]);
const K4: Files = proof!("automatic.blocking-k4-pell", &["rule"]);
const F1: Files = proof!("automatic.lythoff2-f1", LYTHOFF);
const F2: Files = proof!("automatic.lythoff2-f2", LYTHOFF);
const F3: Files = proof!("automatic.lythoff2-f3", LYTHOFF);
const F4: Files = proof!("automatic.lythoff2-f4", LYTHOFF);
const F5: Files = proof!("automatic.lythoff2-f5", LYTHOFF);
const F6: Files = proof!("automatic.lythoff2-f6", LYTHOFF);
const F7: Files = proof!("automatic.lythoff2-f7", LYTHOFF);
const F8: Files = proof!("automatic.lythoff2-f8", LYTHOFF);
const MISERE: Files = proof!("automatic.altered-misere", ALTERED);
const BOX22: Files = proof!("automatic.altered-box2x2", ALTERED);
const BOX44: Files = proof!("automatic.altered-box4x4", ALTERED);
const HST33: Files = proof!("automatic.altered-hst-3x3", ALTERED);

/// The alteration of HST's Figure 2 (the catalog's `hst.fig3` spec).
pub const HST_3X3: &str = "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2";

fn wythoff() -> Box<dyn Learnable> {
    Box::new(builtin::wythoff())
}

fn blocking<const K: u32>() -> Box<dyn Learnable> {
    Box::new(builtin::blocking(K).expect("a built-in k parses"))
}

fn lythoff<const F: u64>() -> Box<dyn Learnable> {
    Box::new(Lythoff2 { f: F })
}

fn altered(spec: &str) -> Box<dyn Learnable> {
    Box::new(builtin::altered(spec).expect("a built-in alteration parses"))
}

fn misere() -> Box<dyn Learnable> {
    altered("N: 0,0")
}

fn box2x2() -> Box<dyn Learnable> {
    altered("P: box 2x2")
}

fn box4x4() -> Box<dyn Learnable> {
    altered("P: box 4x4")
}

fn hst3x3() -> Box<dyn Learnable> {
    altered(HST_3X3)
}

fn solve_altered(spec: &str, side: u64) -> Result<Vec<Vec<bool>>, String> {
    let a = Alteration::parse(spec)?;
    let s = side as usize;
    Ok(crate::games::altered::rules::labels(&a, s, s))
}

fn solve_wythoff(side: u64) -> Result<Vec<Vec<bool>>, String> {
    solve_altered("", side)
}

fn solve_misere(side: u64) -> Result<Vec<Vec<bool>>, String> {
    solve_altered("N: 0,0", side)
}

fn solve_box2x2(side: u64) -> Result<Vec<Vec<bool>>, String> {
    solve_altered("P: box 2x2", side)
}

fn solve_box4x4(side: u64) -> Result<Vec<Vec<bool>>, String> {
    solve_altered("P: box 4x4", side)
}

fn solve_hst3x3(side: u64) -> Result<Vec<Vec<bool>>, String> {
    solve_altered(HST_3X3, side)
}

fn solve_blocking<const K: u32>(side: u64) -> Result<Vec<Vec<bool>>, String> {
    crate::games::blocking::rules::blocking(K as usize, side as u32)
        .map_err(|e| format!("the rules solver: {e}"))
}

fn solve_lythoff<const F: u64>(side: u64) -> Result<Vec<Vec<bool>>, String> {
    let fref = move |_: &[u64]| -> Result<u64, String> { Ok(F) };
    let game = crate::games::lythoff::pruned_search::Game::Variable(&fref);
    let p = crate::games::lythoff::boxed::p_positions(2, &game, side - 1)?;
    let s = side as usize;
    let mut g = vec![vec![false; s]; s];
    for v in p {
        let (a, b) = (v[0] as usize, v[1] as usize);
        if a < s && b < s {
            g[b][a] = true;
            g[a][b] = true;
        }
    }
    Ok(g)
}

/// A game and its rules solver.
type GameAndSolver = (fn() -> Box<dyn Learnable>, fn(u64) -> Result<Vec<Vec<bool>>, String>);

#[allow(clippy::too_many_arguments)]
const fn entry(
    id: &'static str,
    number: &'static str,
    words: &'static str,
    game: GameAndSolver,
    base: &'static str,
    files: Files,
    up_to: u64,
    relearn_by_default: bool,
) -> Entry {
    Entry {
        id,
        number,
        words,
        game: game.0,
        solver: game.1,
        base,
        path: files.0,
        text: files.1,
        loads: files.2,
        pinned: files.3,
        up_to,
        relearn_by_default,
        length: None,
    }
}

impl Entry {
    /// The same entry, learned at exactly `len` places.
    const fn at_length(self, len: usize) -> Entry {
        Entry {
            length: Some(len),
            ..self
        }
    }
}

const ENTRIES: [Entry; 16] = [
    entry(
        "frontier.automatic.wythoff",
        "Guess and prove: Wythoff's game",
        "The P-set of Wythoff's game, learned from the fast engine's positions, is Fibonacci-automatic (7 states, msd_fib, learned to length 7) and proved stable and absorbing for every position.",
        (wythoff, solve_wythoff),
        "msd_fib",
        WYTHOFF,
        1000,
        true,
    ),
    entry(
        "frontier.automatic.blocking-k2",
        "Guess and prove: W^2 (Larsson's Theorem 1.1 from data)",
        "The P-set of W^2 learned from the fast engine (73 states, msd_fib, length 14) satisfies W^2's rule (P iff fewer than 2 options are P) for every position, and equals Larsson's R_2 (the hand-written set of larsson.thm1-1).",
        (blocking::<2>, solve_blocking::<2>),
        "msd_fib",
        K2,
        1000,
        false,
    ),
    entry(
        "frontier.automatic.blocking-k3",
        "Guess and prove: W^3 (Larsson's Theorem 1.1 from data)",
        "The P-set of W^3 learned from the fast engine (28 states, msd_fib, length 10) satisfies W^3's rule (P iff fewer than 3 options are P) for every position, and equals Larsson's R_3.",
        (blocking::<3>, solve_blocking::<3>),
        "msd_fib",
        K3,
        1000,
        false,
    ),
    entry(
        "frontier.automatic.blocking-k4-pell",
        "Guess and prove: W^4 (new; Larsson, Table 1)",
        "The P-set of W^4 learned from the fast engine (26 states, msd_pell, length 7, data below 2048) satisfies W^4's rule (P iff fewer than 4 options are P) for every position: P(W^4) is Pell-automatic (new; Table 1 conjectures the asymptote 1 + sqrt 2).",
        (blocking::<4>, solve_blocking::<4>),
        "msd_pell",
        K4,
        2_048,
        false,
    ),
    entry(
        "frontier.automatic.lythoff2-f1",
        "Guess and prove: Lythoff(2_f), f = 1",
        "The P-set of Lythoff(2_f) with f = 1 (Definition 7 on sorted pairs) learned from the fast engine (7 states, msd_ost_1, length 7) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<1>, solve_lythoff::<1>),
        "msd_ost_1",
        F1,
        1000,
        true,
    ),
    entry(
        "frontier.automatic.lythoff2-f2",
        "Guess and prove: Lythoff(2_f), f = 2",
        "The P-set of Lythoff(2_f) with f = 2 learned from the fast engine (15 states, msd_ost_2 = Pell, length 7) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<2>, solve_lythoff::<2>),
        "msd_ost_2",
        F2,
        1000,
        true,
    ),
    entry(
        "frontier.automatic.lythoff2-f3",
        "Guess and prove: Lythoff(2_f), f = 3",
        "The P-set of Lythoff(2_f) with f = 3 learned from the fast engine (27 states, msd_ost_3, length 7, data below 20000) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<3>, solve_lythoff::<3>),
        "msd_ost_3",
        F3,
        20_000,
        false,
    ),
    entry(
        "frontier.automatic.lythoff2-f4",
        "Guess and prove: Lythoff(2_f), f = 4",
        "The P-set of Lythoff(2_f) with f = 4 learned from the fast engine (43 states, msd_ost_4, length 7, data below 30000) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<4>, solve_lythoff::<4>),
        "msd_ost_4",
        F4,
        30_000,
        false,
    ),
    entry(
        "frontier.automatic.lythoff2-f5",
        "Guess and prove: Lythoff(2_f), f = 5 (new)",
        "The P-set of Lythoff(2_f) with f = 5 learned from the fast engine (63 states, msd_ost_5, at length 6: data below 18901, `--length 6`) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<5>, solve_lythoff::<5>),
        "msd_ost_5",
        F5,
        18_901,
        false,
    )
    .at_length(6),
    entry(
        "frontier.automatic.lythoff2-f6",
        "Guess and prove: Lythoff(2_f), f = 6 (new)",
        "The P-set of Lythoff(2_f) with f = 6 learned from the fast engine's P-positions (87 states, msd_ost_6, length 7, data below 328776) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<6>, solve_lythoff::<6>),
        "msd_ost_6",
        F6,
        328_776,
        false,
    ),
    entry(
        "frontier.automatic.lythoff2-f7",
        "Guess and prove: Lythoff(2_f), f = 7 (new)",
        "The P-set of Lythoff(2_f) with f = 7 learned from the fast engine's P-positions (115 states, msd_ost_7, length 7, data below 927843) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<7>, solve_lythoff::<7>),
        "msd_ost_7",
        F7,
        927_843,
        false,
    ),
    entry(
        "frontier.automatic.lythoff2-f8",
        "Guess and prove: Lythoff(2_f), f = 8 (new)",
        "The P-set of Lythoff(2_f) with f = 8 learned from the fast engine's P-positions (147 states, msd_ost_8, length 7, data below 2298912) is proved symmetric, stable and absorbing for every position.",
        (lythoff::<8>, solve_lythoff::<8>),
        "msd_ost_8",
        F8,
        2_298_912,
        false,
    ),
    entry(
        "frontier.automatic.altered-misere",
        "Guess and prove: misère Wythoff (HST's first example)",
        "The P-set of Wythoff's game altered by (P, N) = ({}, {(0,0)}) learned from the column algorithm (13 states, msd_fib, length 9): the altered cell is fixed and every other cell follows the rule, for every position.",
        (misere, solve_misere),
        "msd_fib",
        MISERE,
        1000,
        true,
    ),
    entry(
        "frontier.automatic.altered-box2x2",
        "Guess and prove: Box(2,2) (HST, Theorem 2)",
        "The P-set of Wythoff's game with the 2x2 box altered to P, learned from the column algorithm (6 states, msd_fib, length 6), proved for every position.",
        (box2x2, solve_box2x2),
        "msd_fib",
        BOX22,
        1000,
        true,
    ),
    entry(
        "frontier.automatic.altered-box4x4",
        "Guess and prove: Box(4,4) (HST, Theorem 2)",
        "The P-set of Wythoff's game with the 4x4 box altered to P, learned from the column algorithm (37 states, msd_fib, length 11), proved for every position.",
        (box4x4, solve_box4x4),
        "msd_fib",
        BOX44,
        1000,
        true,
    ),
    entry(
        "frontier.automatic.altered-hst-3x3",
        "Guess and prove: the alteration of HST's Figure 2",
        "The P-set of Wythoff's game with the 3x3 box all N except (0,0) P (HST's Figure 2), learned from the column algorithm (40 states, msd_fib, length 13), proved for every position.",
        (hst3x3, solve_hst3x3),
        "msd_fib",
        HST33,
        1000,
        true,
    ),
];

/// The bound of the proved entries: the side of the compared square.
const SIDE: Bound = Bound::new(
    "side N of the square [0,N)^2 on which the saved automaton is compared with the fast engine and the rules solver (the learner runs again at the deep bound, or always where it is cheap)",
    200,
    1_000,
    10,
    3_000,
);

/// Every `frontier.automatic.*` entry.
pub fn statements() -> Vec<Statement> {
    let checks: [fn(u64) -> Findings; 16] = [
        |n| check(0, n),
        |n| check(1, n),
        |n| check(2, n),
        |n| check(3, n),
        |n| check(4, n),
        |n| check(5, n),
        |n| check(6, n),
        |n| check(7, n),
        |n| check(8, n),
        |n| check(9, n),
        |n| check(10, n),
        |n| check(11, n),
        |n| check(12, n),
        |n| check(13, n),
        |n| check(14, n),
        |n| check(15, n),
    ];
    let mut v: Vec<Statement> = ENTRIES
        .iter()
        .zip(checks)
        .map(|(e, c)| {
            Statement::new(
                e.id,
                super::PAPER,
                e.number,
                &[Kind::Theorem],
                e.words,
                SIDE,
                c,
            )
            .recorded(Outcome::Proved, "")
            .with_proof_loading(e.path, e.text, e.loads)
            .pinning(e.pinned)
        })
        .collect();
    v.push(states_statement());
    v
}

/// The proved Lythoff(2_f) entries, f = 1..=8, in order of f.
const LYTHOFF_F: [usize; 8] = [4, 5, 6, 7, 8, 9, 10, 11];

/// The state counts of the proved Lythoff(2_f) automata against `2f^2 + 2f + 3`.
fn states_statement() -> Statement {
    Statement::new(
        "frontier.automatic.lythoff2-states",
        super::PAPER,
        "Lythoff(2_f): the proved automata have 2f^2 + 2f + 3 states",
        &[Kind::Conjecture],
        "The minimal automaton of the P-set of Lythoff(2_f) in msd_ost_f (pairs, leading zeros allowed) has 2f^2 + 2f + 3 states: measured on the proved automata, f = 1..8.",
        SIDE,
        states_check,
    )
    .recorded(
        Outcome::Measured,
        "Holds for f = 1..8 (7, 15, 27, 43, 63, 87, 115, 147 states; each automaton proved the P-set by its proof file). A proof for every f would need the automaton as a family in f: the count's differences 4f + 4 say one block of about 4 states per digit value added, but the alphabet (digits 0..f) and the numeration grow with f, so no single Walnut statement covers every f; not attempted.",
    )
}

fn states_check(_side: u64) -> Findings {
    let mut f = Findings::new("the saved automata of frontier.automatic.lythoff2-f1..f8");
    for (i, &e) in LYTHOFF_F.iter().enumerate() {
        let fv = i as u64 + 1;
        let want = 2 * fv * fv + 2 * fv + 3;
        f.check(
            &format!("f = {fv}: states = 2f^2 + 2f + 3 = {want}"),
            saved(&ENTRIES[e]).and_then(|a| {
                let got = a.reported_states() as u64;
                if got == want {
                    Ok(format!("{got} states"))
                } else {
                    Err(format!("{got} states, not {want}"))
                }
            }),
        );
    }
    f
}

/// Each proved entry's proof file path, game and numeration (for the test that a proof file
/// states exactly what its `Learnable::proof_script` writes).
pub fn proof_games() -> Vec<(&'static str, Box<dyn Learnable>, &'static str)> {
    let mut v: Vec<(&'static str, Box<dyn Learnable>, &'static str)> = ENTRIES
        .iter()
        .map(|e| (e.path, (e.game)(), e.base))
        .collect();
    v.extend(super::automatic_periodic::proof_games());
    v
}

/// The saved automaton of Wythoff's P-set (`frontier.automatic.wythoff`), tracks `x, y`.
pub fn wythoff_automaton() -> Result<Auto, String> {
    saved(&ENTRIES[0])
}

/// The saved automaton of entry `i`.
fn saved(e: &Entry) -> Result<Auto, String> {
    let (_, text) = e.loads.first().ok_or("no automaton embedded")?;
    save::from_text(text)
}

fn check(i: usize, side: u64) -> Findings {
    let e = &ENTRIES[i];
    let mut f = Findings::new(format!("[0,{side})^2"));
    let game = (e.game)();
    let auto = match saved(e) {
        Ok(a) => a,
        Err(m) => {
            f.check("the saved automaton reads", Err(m));
            return f;
        }
    };
    let table = p_table(game.as_ref(), side);
    let truth = (e.solver)(side).map(|grid| move |x: u64, y: u64| grid[y as usize][x as usize]);
    let mut count = 0u64;
    let mut vs_engine = None;
    let mut vs_rules = None;
    for x in 0..side {
        for y in 0..side {
            let a = auto.accepts_values(&[x, y]);
            count += u64::from(a);
            if let Ok(t) = &table
                && vs_engine.is_none()
                && t.get(x, y) != a
            {
                vs_engine = Some((x, y, a));
            }
            if let Ok(r) = &truth
                && vs_rules.is_none()
                && r(x, y) != a
            {
                vs_rules = Some((x, y, a));
            }
        }
    }
    let show = |d: Option<(u64, u64, bool)>| square_agreement(count, d);
    f.check(
        "the saved automaton = the fast engine's P-set on the square",
        table.map_or_else(Err, |_| show(vs_engine)),
    );
    f.check(
        "the saved automaton = the rules solver's P-set on the square",
        truth.map_or_else(Err, |_| show(vs_rules)),
    );
    if e.relearn_by_default || side >= SIDE.deep {
        f.check(
            "the learner, run again on the fast engine's positions, gives the saved automaton",
            relearn(e, game.as_ref(), &auto),
        );
    }
    f
}

/// Learn again as `wythoff guess` does (from its P-positions, from length 3 or beyond the
/// alteration) and compare with the saved automaton.
fn relearn(e: &Entry, game: &dyn Learnable, saved: &Auto) -> Result<String, String> {
    use automatic_prover::logic::learn_sparse::{Attempt, learn_pairs, learn_pairs_at};
    let num = numeration(e.base)?;
    let max_len = length_for(&num, e.up_to);
    let bound = value_bound(&num, max_len).unwrap_or(e.up_to);
    let pairs = std::rc::Rc::new(p_pairs(game, bound, 1 << 31)?);
    let (mx, my) = game.extent();
    let min_len = 3.max(length_for(&num, mx.max(my)) + 1).min(max_len);
    let l = match e.length {
        Some(len) => {
            let d = learn_pairs_at(&num, &pairs, len, 500, &mut Attempt::default())
                .map_err(|e| e.to_string())?
                .ok_or(format!("no closed, consistent table at length {len}"))?;
            automatic_prover::logic::learn::Learned {
                states: d.reported_states(),
                dfa: d,
                length: len,
            }
        }
        None => learn_pairs(
            &num,
            min_len,
            max_len,
            500,
            &mut |_| Ok(pairs.clone()),
            &mut |_, _, _| {},
        )
        .map_err(|e| e.to_string())?,
    };
    let got = Auto::from_tracks(
        &["x".to_string(), "y".to_string()],
        &[num.clone(), num.clone()],
        &l.dfa,
    )
    .map_err(|e| e.to_string())?;
    if got.dfa == saved.dfa {
        Ok(format!(
            "the same {} states (length {}, data below {bound})",
            l.states, l.length
        ))
    } else {
        Err(format!(
            "a different automaton: {} states at length {} (saved: {})",
            l.states,
            l.length,
            saved.reported_states()
        ))
    }
}
