//! Guess and prove: W^k for the k whose P-set is ultimately additively periodic
//! (`frontier.automatic.blocking-kK`, proved). Larsson, Blocking Wythoff Nim, Table 1: these
//! rows have rational aggregation points only.
//!
//! Route for every position: the detector (`games::blocking_period`) finds, on the column
//! generator's data, the period `(T, D)` and its first column; a periodic set is
//! Presburger, so automatic in base 2: the learner (`wythoff guess`, msd_2) learns it and
//! the proof file (`proofs/walnut/automatic.blocking-kK.walnut`) proves W^k's rule for
//! every position with the per-line counts of `games::rules::formula`, then the
//! period itself (`periodic`: the upper P-positions from column `a0` on repeat with
//! `(T, D)`).
//!
//! Bounded route (shares nothing with the proof but the saved automaton): on `[0, N)^2`
//! the automaton equals the fast engine's P-set and Definition 3 cell by cell
//! (`blocking::cells`, the per-cell rules solver); the period holds position by position
//! on the generator's columns below `N` (`blocking_period::holds`); at the deep bound the
//! learner runs again and gives the same automaton.
//!
//! Cost at the default N = 300: under a second per k (the cell solver is `O(N^2)`); the
//! deep N = 2000 takes a few seconds per k (4 million cells, 0.5 MB of bits).

use super::agreement::square_agreement;
use automatic_prover::{Auto, walnut::save};
use automatic_prover::logic::learn::{learn, length_for, value_bound};
use automatic_prover::numeration::numeration;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::rules::builtin;
use crate::games::rules::prove::{Learnable, p_table};
use crate::games::blocking::Columns;
use crate::games::blocking::cells::Cells;
use crate::games::blocking_period::{Period, holds};

/// One periodic W^k, learned and proved.
pub struct Entry {
    /// The catalog id.
    pub id: &'static str,
    /// W^k.
    pub k: u32,
    /// The period the data show and the proof file's `periodic` proves.
    pub period: Period,
    /// The learner's data bound (`wythoff guess --up-to`).
    pub up_to: u64,
    /// The proof file's path and text, and its automaton's file name and text.
    pub path: &'static str,
    pub text: &'static str,
    pub loads: &'static [(&'static str, &'static str)],
}

macro_rules! periodic {
    ($id:literal, $stem:literal, $k:expr, ($t:expr, $d:expr, $from:expr), $up_to:expr) => {
        Entry {
            id: $id,
            k: $k,
            period: Period {
                t: $t,
                d: $d,
                from: $from,
            },
            up_to: $up_to,
            path: concat!("proofs/walnut/", $stem, ".walnut"),
            text: include_str!(concat!("../../../proofs/walnut/", $stem, ".walnut")),
            loads: &[(
                concat!($stem, ".automaton.txt"),
                include_str!(concat!("../../../proofs/walnut/", $stem, ".automaton.txt")),
            )],
        }
    };
}

/// The periodic W^k, proved (the sweep over k = 5..64 in docs/findings-blocking.md).
pub const ENTRIES: [Entry; 1] = [periodic!(
    "frontier.automatic.blocking-k14",
    "automatic.blocking-k14",
    14,
    (8, 20, 23),
    2_048
)];

/// The evals every periodic proof must answer TRUE.
const PINNED: &[&str] = &["rule", "periodic"];

/// The bound: the side of the compared square.
const SIDE: Bound = Bound::new(
    "side N of the square [0,N)^2 on which the saved automaton is compared with the fast engine and Definition 3 cell by cell (the period on the columns below N; the learner runs again at the deep bound)",
    300,
    2_000,
    10,
    3_000,
);

/// The `frontier.automatic.blocking-kK` entries of the periodic k.
pub fn statements() -> Vec<Statement> {
    let checks: [fn(u64) -> Findings; 1] = [|n| check(&ENTRIES[0], n)];
    ENTRIES
        .iter()
        .zip(checks)
        .map(|(e, c)| {
            Statement::new(
                e.id,
                super::PAPER,
                "Guess and prove: W^k, ultimately periodic (new; Larsson, Table 1)",
                &[Kind::Theorem],
                words(e.k),
                SIDE,
                c,
            )
            .recorded(Outcome::Proved, "")
            .with_proof_loading(e.path, e.text, e.loads)
            .pinning(PINNED)
        })
        .collect()
}

fn words(k: u32) -> &'static str {
    match k {
        14 => {
            "The P-set of W^14 is ultimately additively periodic: from column 23 on, (a, b) with a <= b is P iff (a + 8, b + 20) is. Learned in base 2 from the fast engine (msd_2, 189 states, length 10, data below 2048) and proved for every position with W^14's rule (P iff fewer than 14 options are P); Table 1's row 14, one aggregation point 5/2, follows."
        }
        _ => "The P-set of W^k is ultimately additively periodic, learned in base 2 and proved for every position with W^k's rule.",
    }
}

/// Each entry's proof file path, game and numeration.
pub fn proof_games() -> Vec<(&'static str, Box<dyn Learnable>, &'static str)> {
    ENTRIES
        .iter()
        .map(|e| (e.path, game(e.k), "msd_2"))
        .collect()
}

fn game(k: u32) -> Box<dyn Learnable> {
    Box::new(builtin::blocking(k).expect("a built-in k parses"))
}

fn check(e: &Entry, side: u64) -> Findings {
    let mut f = Findings::new(format!("[0,{side})^2"));
    let auto = match e.loads.first().ok_or("no automaton embedded".to_string()) {
        Ok((_, text)) => save::from_text(text),
        Err(m) => Err(m),
    };
    let auto = match auto {
        Ok(a) => a,
        Err(m) => {
            f.check("the saved automaton reads", Err(m));
            return f;
        }
    };
    let cells = Cells::solve(e.k as usize, side as usize);
    let table = p_table(game(e.k).as_ref(), side);
    let mut count = 0u64;
    let (mut vs_engine, mut vs_cells) = (None, None);
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
            if vs_cells.is_none() && cells.is_p(x as usize, y as usize) != a {
                vs_cells = Some((x, y, a));
            }
        }
    }
    let show = |d: Option<(u64, u64, bool)>| square_agreement(count, d);
    f.check(
        "the saved automaton = the fast engine's P-set on the square",
        table.map_or_else(Err, |_| show(vs_engine)),
    );
    f.check(
        "the saved automaton = Definition 3 cell by cell on the square",
        show(vs_cells),
    );
    let p = e.period;
    let ps: Vec<(u64, u64)> = Columns::new(e.k as usize)
        .take_while(|&(a, _)| a < side)
        .collect();
    f.check(
        &format!(
            "the upper P-positions repeat with period ({}, {}) from column {} (columns below N)",
            p.t, p.d, p.from
        ),
        holds(&ps, p, side).map(|()| format!("{} upper P-positions", ps.len())),
    );
    if side >= SIDE.deep {
        f.check(
            "the learner, run again on the fast engine's positions, gives the saved automaton",
            relearn(e, &auto),
        );
    }
    f
}

/// Learn again as `wythoff guess` does and compare with the saved automaton.
fn relearn(e: &Entry, saved: &Auto) -> Result<String, String> {
    let num = numeration("msd_2")?;
    let max_len = length_for(&num, e.up_to);
    let bound = value_bound(&num, max_len).unwrap_or(e.up_to);
    let table = p_table(game(e.k).as_ref(), bound)?;
    let l = learn(
        &num,
        2,
        3.min(max_len),
        max_len,
        3_000,
        &mut |v: &[u64]| table.get(v[0], v[1]),
        &mut |_, _| {},
    )
    .map_err(|e| e.to_string())?;
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
