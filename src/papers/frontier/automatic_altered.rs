//! Guess and prove for families of altered games (Hu–Sleator–Tsin): Box(a,b) for
//! 1 <= a <= b <= 8 (Theorem 2), the N-boxes k x k for k = 1..5 (every cell of the k x k
//! box altered to N; k = 1 is misère Wythoff), and 20 random alterations of the 3 x 3 box
//! (fixed seed). The paper defines no "shifted game k"; the N-boxes are the family that
//! generalizes its first example, each shifting the P-set by Theorem 3's offset.
//!
//! Route per alteration: `games::rules::prove::guess` (the learner on the column algorithm's
//! positions, then the proof with the move rule; a FALSE proof relearns from longer data).
//! For each proved automaton, Theorem 3's offset `(dx, dy)` (`altered::offset::theorem3`)
//! is compared with `wythoff offset`'s measured one (`offset::measure`, overlap with
//! Wythoff's P-positions in the columns [T/2, T), T = 20000), and read off the automaton by
//! a first-order query: "from some m on, (x,y) is in the altered set iff (x+dx, y+dy) is a
//! P-position of Wythoff's game" (measured: defects may keep the two sets apart forever
//! while the offset still holds asymptotically).
//!
//! The outcome of a family is measured (not every member is learned at the data tried).
//! Cost: the default runs the members that learn in well under a second each (data below
//! 1000); the deep run tries every member with data below 5000 (minutes).

use automatic_prover::{Answer, Session};
use crate::check::rng::Rng;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::altered::{Alteration, offset};
use crate::games::rules::builtin;
use crate::games::rules::prove::{Guessed, guess};

/// The alterations of one family at a bound: `(name, spec)`.
type Members = fn(bool) -> Vec<String>;

fn boxes(deep: bool) -> Vec<String> {
    let mut v = Vec::new();
    for a in 1..=8u64 {
        for b in a..=8u64 {
            if deep || matches!((a, b), (1, 1) | (1, 2) | (2, 2) | (3, 3) | (4, 4)) {
                v.push(format!("P: box {a}x{b}"));
            }
        }
    }
    v
}

fn n_boxes(deep: bool) -> Vec<String> {
    (1..=if deep { 5 } else { 2 })
        .map(|k| format!("N: box {k}x{k}"))
        .collect()
}

/// 20 random alterations of the 3 x 3 box, each cell P, N or unaltered with probability
/// 1/4, 1/4, 1/2 (seed 23).
pub fn random_specs() -> Vec<String> {
    let mut rng = Rng::new(23);
    (0..20)
        .map(|_| {
            let (mut p, mut n) = (Vec::new(), Vec::new());
            for x in 0..3 {
                for y in 0..3 {
                    match rng.range(0, 3) {
                        0 => p.push(format!("{x},{y}")),
                        1 => n.push(format!("{x},{y}")),
                        _ => {}
                    }
                }
            }
            format!("P: {}; N: {}", p.join(" "), n.join(" "))
        })
        .collect()
}

fn random(deep: bool) -> Vec<String> {
    let v = random_specs();
    let k = if deep { v.len() } else { 4 };
    v.into_iter().take(k).collect()
}

const FAMILY: Bound = Bound::new(
    "data below N for the learner (the default runs the quick members, the deep bound all)",
    1_000,
    5_000,
    100,
    20_000,
);

/// The family entries.
pub fn statements() -> Vec<Statement> {
    let c = &[Kind::Conjecture];
    vec![
        Statement::new(
            "frontier.automatic.altered-boxes",
            super::PAPER,
            "Guess and prove: Box(a,b), 1 <= a <= b <= 8 (HST, Theorems 2 and 3)",
            c,
            "The P-set of Wythoff's game with the a x b box altered to P is learned and proved for every position, and Theorem 3's offset (b-1, a-1) agrees with the measured one and is read off the automaton; measured: which boxes are learned with the data tried.",
            FAMILY,
            |n| family(n, boxes),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.automatic.altered-n-boxes",
            super::PAPER,
            "Guess and prove: the k x k box altered to N, k = 1..5",
            c,
            "The P-set of Wythoff's game with every cell of the k x k box altered to N (k = 1: misère) is learned and proved, with Theorem 3's offset compared and read off; measured: which k are learned with the data tried.",
            FAMILY,
            |n| family(n, n_boxes),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.automatic.altered-random",
            super::PAPER,
            "Guess and prove: 20 random alterations of the 3 x 3 box (seed 23)",
            c,
            "The P-sets of 20 random finite alterations (cells of the 3 x 3 box P, N or unaltered) are learned and proved, with Theorem 3's offset compared and read off; measured: which are learned with the data tried.",
            FAMILY,
            |n| family(n, random),
        )
        .recorded(Outcome::Measured, ""),
    ]
}

fn family(n: u64, members: Members) -> Findings {
    let deep = n >= FAMILY.deep;
    let mut f = Findings::new(format!("data below {n}"));
    let mut proved = 0;
    let all = members(deep);
    for spec in &all {
        let alt = match Alteration::parse(spec) {
            Ok(a) => a,
            Err(e) => {
                f.check(&format!("'{spec}' parses"), Err(e));
                continue;
            }
        };
        let game = match builtin::altered(spec) {
            Ok(g) => g,
            Err(e) => {
                f.check(&format!("'{spec}' parses"), Err(e));
                continue;
            }
        };
        match guess(&game, "msd_fib", n, 500) {
            Err(e) => {
                f.check(&format!("'{spec}': guess runs"), Err(e));
            }
            Ok(Guessed::Unlearned(e)) => {
                f.measured(&format!("'{spec}'"), format!("not learned: {e}"));
            }
            Ok(Guessed::NotProved(line)) => {
                f.measured(&format!("'{spec}'"), format!("not proved: {line}"));
            }
            Ok(Guessed::Proved(found)) => {
                let (l, auto) = *found;
                proved += 1;
                let t3 = offset::theorem3(&alt);
                let radius = offset::default_radius(&alt);
                let m = offset::measure(&alt, 20_000, radius);
                // An overlap on a window measures the offset (a limit): never a refutation.
                f.measured(
                    &format!("'{spec}': Theorem 3's offset against the window's"),
                    if m.converged() && m.offset == t3 {
                        format!("{t3:?} (overlap {:.4})", m.overlap)
                    } else {
                        format!(
                            "Theorem 3 {t3:?}, the window's best {:?} (overlap {:.4}, converged: {}): a window cannot refute a limit",
                            m.offset,
                            m.overlap,
                            m.converged()
                        )
                    },
                );
                f.measured(
                    &format!("'{spec}'"),
                    format!(
                        "proved, {} states (msd_fib, length {}); eventually equal to Wythoff's P-set shifted by Theorem 3's {t3:?}: {}",
                        l.states,
                        l.length,
                        eventually_shifted(auto, t3)
                    ),
                );
            }
        }
    }
    f.measured("members proved", format!("{proved} of {} tried", all.len()));
    f
}

/// "From some m on, p(x,y) iff Wythoff has (x+dx, y+dy)": the decision procedure's answer.
fn eventually_shifted(p: automatic_prover::Auto, (dx, dy): (i64, i64)) -> String {
    let w = match super::automatic::wythoff_automaton() {
        Ok(w) => w,
        Err(e) => return e,
    };
    let (a, c) = ((-dx).max(0), dx.max(0));
    let (b, d) = ((-dy).max(0), dy.max(0));
    let script = format!(
        "eval shifted \"?msd_fib Em Au,v (u>=m & v>=m) => ($p(u+{a},v+{b}) <=> $w(u+{c},v+{d}))\";\n"
    );
    let mut s = Session::default();
    if let Err(e) = s
        .insert_definition("p", p)
        .and_then(|()| s.insert_definition("w", w))
    {
        return format!("the query failed: {e}");
    }
    match s.run_script(&script) {
        Ok(o) => match o.last().map(|o| o.result.clone()) {
            Some(Answer::True) => "TRUE".into(),
            Some(Answer::False) => "FALSE (defects persist)".into(),
            _ => "no answer".into(),
        },
        Err(e) => format!("the query failed: {e}"),
    }
}
