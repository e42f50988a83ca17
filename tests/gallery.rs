//! The gallery's outcomes, recorded and tested (docs/findings-games.md states each with this
//! test's name):
//! * every gallery game: the fast engine (columns, or the triangle engine for takes that
//!   depend on the position) against the rules solver over the compared box, for the
//!   parameter values below;
//! * learned and proved from the rules (`systems::candidates` then `systems::learn_first`):
//!   the system and the states recorded in [`PROVED`]; each proof's Walnut file
//!   `proofs/walnut/games.NAME.walnut` states exactly the game's rule formula, loads the
//!   learned automaton, and re-runs TRUE under `wythoff prove --expect-true`;
//! * "the P-set is Wythoff's" for (p,q)-GDWN, 1 <= p < q <= 6, and Ho's two games: proved
//!   (Wythoff's proved automaton satisfies the game's rule formula) or refuted with the
//!   smallest counterexample, confirmed by the solver ([`GDWN`]);
//! * (1,2)-GDWN's split upper beams measured; Maharaja Nim and its (2,3) relative: the
//!   obstacle, and the distance to Wythoff's P-positions measured on a box;
//! * every conjecture file's claims checked on the box (three-valued) and, where the P-set is
//!   proved, for every position, against [`CLAIMS`].
//!
//! Writing the proof files: `WYTHOFF_WRITE_GAMES_PROOFS=1 cargo test --release --test
//! gallery` (the deep ones with `--features slow-tests`).

use automatic_prover::Auto;
use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::ops::product;
use automatic_prover::walnut::save;
use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::process::Command;

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}
use wythoff_lab::games::rules::{
    RuleSet, columns::Engine, conjecture, formula, gallery, parse::parse, prove, prove::Learnable,
    solver, systems,
};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/proofs/walnut");

fn game(name: &str, params: &[(&str, i64)]) -> RuleSet {
    let ov: Vec<(String, i64)> = params.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    parse(gallery::rules(name).expect("a gallery game"), &ov).expect("parses")
}

fn label(name: &str, params: &[(&str, i64)]) -> String {
    let mut s = name.to_string();
    for (k, v) in params {
        s += &format!("-{k}{v}");
    }
    s
}

/// The P-positions below `side` (both entries) from the fast engine.
fn fast(r: &RuleSet, side: u64) -> Vec<(u64, u64)> {
    let mut e = Engine::square(r, side).expect("an engine");
    let mut v = Vec::new();
    for x in 0..side {
        for &y in e.next_column() {
            v.push((x, y));
        }
    }
    v
}

/// The P-positions of the square `[0, side)^2` by the definition (the solver's triangle
/// of side `2 side - 1` when moves are not all takes).
fn slow(r: &RuleSet, side: u64) -> Vec<(u64, u64)> {
    let t = if r.takes_only() { side } else { 2 * side - 1 };
    let s = solver::solve(r, t, false).expect("the solver");
    s.positions()
        .into_iter()
        .filter(|&(x, y)| x < side && y < side)
        .collect()
}

/// A game and its parameter values.
type Member = (&'static str, Vec<(&'static str, i64)>);

/// Every gallery game, with the parameter values the tests use.
fn every_game() -> Vec<Member> {
    let mut v: Vec<Member> = Vec::new();
    for (name, _) in gallery::rules_files() {
        match name {
            "gdwn" => {
                for q in 2..=6 {
                    for p in 1..q {
                        v.push((name, vec![("p", p), ("q", q)]));
                    }
                }
            }
            "wythoff_terminal" => (1..=8).for_each(|l| v.push((name, vec![("l", l)]))),
            "blocking_wythoff" => (1..=4).for_each(|k| v.push((name, vec![("k", k)]))),
            "a_wythoff" | "lythoff2_const" => {
                let p = if name == "a_wythoff" { "a" } else { "f" };
                (1..=8).for_each(|a| v.push((name, vec![(p, a)])));
            }
            _ => v.push((name, vec![])),
        }
    }
    v
}

#[test]
fn every_game_fast_engine_equals_the_solver() {
    let side = if cfg!(feature = "slow-tests") {
        160
    } else {
        48
    };
    let mut n = 0;
    for (name, params) in every_game() {
        let r = game(name, &params);
        let (a, b) = (fast(&r, side), slow(&r, side));
        assert_eq!(
            a,
            b,
            "{}: engine vs solver on side {side}",
            label(name, &params)
        );
        n += 1;
    }
    assert!(n >= 50, "{n} games");
}

/// A learned proof: (game, parameters, data bound, system, states).
type Row = (
    &'static str,
    &'static [(&'static str, i64)],
    u64,
    &'static str,
    usize,
);

/// Learned and proved from the rules.
const PROVED: &[Row] = &[
    ("wythoff", &[], 1000, "msd_fib", 7),
    ("wythoff_misere", &[], 1000, "msd_fib", 13),
    ("ho_restriction", &[], 1000, "msd_fib", 7),
    ("ho_extension", &[], 1000, "msd_fib", 7),
    ("hst_misere", &[], 1000, "msd_fib", 13),
    ("splythoff", &[], 3000, "msd_trib", 45),
    ("wythoff_terminal", &[("l", 1)], 1000, "msd_fib", 5),
    ("wythoff_terminal", &[("l", 2)], 1000, "msd_fib", 28),
    ("wythoff_terminal", &[("l", 3)], 1000, "msd_fib", 33),
    ("wythoff_terminal", &[("l", 4)], 20000, "msd_fib", 55),
    ("wythoff_terminal", &[("l", 5)], 20000, "msd_fib", 80),
];

/// The deep ones (`slow-tests`): learned in the deep tier; their proof files re-run in both.
const PROVED_DEEP: &[Row] = &[
    ("wythoff_terminal", &[("l", 6)], 20000, "msd_fib", 109),
    ("wythoff_terminal", &[("l", 7)], 20000, "msd_fib", 121),
    ("wythoff_terminal", &[("l", 8)], 20000, "msd_fib", 142),
];

/// Learned and proved once per game, parameters and bound for the whole binary (the
/// tests share the answers; each is computed by the first test that asks).
fn learn(r: &RuleSet, up_to: u64) -> Result<Box<systems::Found>, systems::Obstacle> {
    type Answer = Result<Box<systems::Found>, systems::Obstacle>;
    static DONE: std::sync::Mutex<BTreeMap<String, Answer>> =
        std::sync::Mutex::new(BTreeMap::new());
    let key = format!("{} {:?} {up_to}", r.name, r.params);
    if let Some(a) = DONE.lock().expect("the cache").get(&key) {
        return a.clone();
    }
    let ps = r.pairs(up_to, 1 << 31).expect("the data");
    let c = systems::candidates(&ps, up_to, &r.name);
    let a = match systems::learn_first(r, &c, up_to, 400).expect("runs") {
        systems::Outcome::Proved(f) => Ok(f),
        systems::Outcome::Obstacle(o) => Err(o),
    };
    DONE.lock().expect("the cache").insert(key, a.clone());
    a
}

fn same_language(a: &Auto, b: &Auto) -> bool {
    product(&a.dfa, &b.dfa, |x, y| x != y, &Budget::default())
        .expect("within budget")
        .is_empty()
}

fn proof_path(name: &str, params: &[(&str, i64)]) -> (String, String) {
    let stem = format!("games.{}", label(name, params));
    (
        format!("{DIR}/{stem}.walnut"),
        format!("{stem}.automaton.txt"),
    )
}

/// The proof file's text: how it encodes the statement, the load, the rule's script.
fn proof_text(r: &RuleSet, f: &systems::Found, auto_name: &str) -> String {
    let script = formula::proof_script(r, &f.system.base, "p").expect("a script");
    let rule = r
        .text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join(" ");
    format!(
        "# {}: the P-set, proved for every position by `wythoff prove` ({}).\n\
         # Learned from the fast engine's positions by games::rules::systems ({} states, data\n\
         # to length {}; the system chosen because {}); `p(x,y)` is the learned automaton.\n\
         # Encoding: `move(a,b,c,d)` is the rules file's moves (a,b) -> (c,d), written from the\n\
         # rules file by src/games/rules/formula.rs: {}\n\
         # Every move lowers a + b and each position has finitely many options, so exactly one\n\
         # set satisfies the rule's evals (fixed cells, then P iff no P-option; see formula.rs):\n\
         # every eval TRUE proves that `p` is the P-set. Checked by tests/gallery.rs.\n\
         load p \"{auto_name}\";\n{script}",
        r.title,
        f.system.base,
        f.learned.states,
        f.learned.length,
        f.system.why.replace('\n', " "),
        rule.replace("  ", " ")
    )
}

fn wythoff_prove(file: &str) -> (bool, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(["prove", file, "--expect-true"])
        .output()
        .expect("runs");
    (
        o.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

fn check_proved(rows: &[Row]) {
    let write = std::env::var_os("WYTHOFF_WRITE_GAMES_PROOFS").is_some();
    for &(name, params, up_to, base, states) in rows {
        let r = game(name, params);
        let f = learn(&r, up_to).unwrap_or_else(|o| panic!("{}: {o}", label(name, params)));
        eprintln!(
            "{}: {} {} states (length {})",
            label(name, params),
            f.system.base,
            f.learned.states,
            f.learned.length
        );
        assert_eq!(
            (f.system.base.as_str(), f.learned.states),
            (base, states),
            "{}",
            label(name, params)
        );
        let (file, auto_name) = proof_path(name, params);
        if write {
            save::write(&Path::new(DIR).join(&auto_name), &f.auto).expect("write");
            std::fs::write(&file, proof_text(&r, &f, &auto_name)).expect("write");
        }
        let on_disk = save::read(&Path::new(DIR).join(&auto_name)).expect("the automaton");
        assert!(
            same_language(&on_disk, &f.auto),
            "{file}: the committed automaton is not the learned one"
        );
        let text = std::fs::read_to_string(&file).expect("the proof file");
        let script = formula::proof_script(&r, base, "p").expect("a script");
        assert!(
            text.ends_with(&script),
            "{file}: not the game's rule formula"
        );
    }
}

#[test]
fn learned_and_proved_from_the_rules() {
    check_proved(PROVED);
    if cfg!(feature = "slow-tests") {
        check_proved(PROVED_DEEP);
    }
}

/// Every `games.*.walnut` file re-runs TRUE under `wythoff prove --expect-true`.
#[test]
fn every_games_proof_file_reruns_true() {
    let mut n = 0;
    for &(name, params, ..) in PROVED.iter().chain(PROVED_DEEP) {
        let (file, _) = proof_path(name, params);
        let (ok, out) = wythoff_prove(&file);
        assert!(
            ok && out.contains(": TRUE") && !out.contains("FALSE"),
            "{file}: {out}"
        );
        n += 1;
    }
    let on_disk = std::fs::read_dir(DIR)
        .expect("the folder")
        .filter(|e| {
            let n = e
                .as_ref()
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .to_string();
            n.starts_with("games.") && n.ends_with(".walnut")
        })
        .count();
    assert_eq!(on_disk, n, "a games.* proof file outside the tables");
}

/// Wythoff's proved automaton (learned from its rules, msd_fib).
fn wythoff_auto() -> Auto {
    learn(&game("wythoff", &[]), 1000).expect("Wythoff").auto
}

/// "The P-set is Wythoff's": `Ok(())` proved (Wythoff's automaton satisfies the game's
/// rule formula), or `Err` with the smallest position (by `x + y`, then `x`) where the
/// game's P-positions and Wythoff's differ, confirmed by the solver.
fn same_as_wythoff(r: &RuleSet, w: &Auto) -> Result<(), (u64, u64)> {
    match prove::prove(r, "msd_fib", w.clone()).expect("the proof runs") {
        None => Ok(()),
        Some(_) => {
            // The proof is FALSE: the P-sets differ somewhere; the box finds the first.
            let side = 200;
            let wy: HashSet<(u64, u64)> = fast(&game("wythoff", &[]), side).into_iter().collect();
            let ga: HashSet<(u64, u64)> = fast(r, side).into_iter().collect();
            let first = (0..side)
                .flat_map(|s| (0..=s).map(move |x| (x, s - x)))
                .find(|c| wy.contains(c) != ga.contains(c))
                .expect("a difference below the box");
            let small = solver::solve(r, first.0 + first.1 + 1, false).expect("solver");
            assert_eq!(small.is_p(first.0, first.1), ga.contains(&first));
            Err(first)
        }
    }
}

type Pair = (u64, u64);

/// (p, q)-GDWN: `None` proved "P-set = Wythoff's"; `Some(c)` refuted, smallest difference c.
const GDWN: &[((i64, i64), Option<Pair>)] = &[
    ((1, 2), Some((1, 2))),
    ((1, 3), Some((4, 7))),
    ((2, 3), Some((3, 5))),
    ((1, 4), Some((3, 5))),
    ((2, 4), Some((8, 13))),
    ((3, 4), None),
    ((1, 5), Some((17, 28))),
    ((2, 5), Some((11, 18))),
    ((3, 5), Some((3, 5))),
    ((4, 5), None),
    ((1, 6), Some((16, 26))),
    ((2, 6), Some((4, 7))),
    ((3, 6), Some((8, 13))),
    ((4, 6), Some((8, 13))),
    ((5, 6), None),
];

#[test]
fn gdwn_and_ho_same_as_wythoff() {
    let w = wythoff_auto();
    let mut got = Vec::new();
    for q in 2..=6 {
        for p in 1..q {
            let r = game("gdwn", &[("p", p), ("q", q)]);
            let v = same_as_wythoff(&r, &w).err();
            got.push(((p, q), v));
        }
    }
    assert_eq!(got, GDWN);
    for name in ["ho_restriction", "ho_extension"] {
        assert_eq!(same_as_wythoff(&game(name, &[]), &w), Ok(()), "{name}");
    }
}

/// (1,2)-GDWN's upper P-positions split into beams: the aggregation points of the ratios
/// `y / x` of the upper P-positions with `x <= A` (measured; `games::aggregation`).
#[test]
fn gdwn_1_2_split_beams_measured() {
    let a_max = if cfg!(feature = "slow-tests") {
        100_000
    } else {
        20_000
    };
    let r = game("gdwn", &[("p", 1), ("q", 2)]);
    let mut e = Engine::stream(&r).expect("streams");
    let mut up = Vec::new();
    for x in 0..=a_max {
        for &y in e.next_column() {
            if x >= 1 && x <= y {
                up.push((x, y));
            }
        }
    }
    let pts = wythoff_lab::games::aggregation::analyze_positions(&up, a_max);
    let slopes: Vec<String> = pts
        .iter()
        .map(|p| format!("{:.3} ({:.0}%)", p.slope, 100.0 * p.share))
        .collect();
    eprintln!(
        "(1,2)-GDWN upper beams at A = {a_max}: {}",
        slopes.join(", ")
    );
    // Two upper beams, with a gap between them (the split), none at Wythoff's slope.
    assert_eq!(pts.len(), 2, "{slopes:?}");
    assert!(
        pts.iter().all(|p| (p.slope - 1.618).abs() > 0.05),
        "{slopes:?}"
    );
    assert!(pts[1].slope - pts[0].slope > 0.3, "{slopes:?}");
    if a_max == 20_000 {
        // docs/findings-games.md states these.
        assert_eq!(slopes, ["1.478 (61%)", "2.248 (39%)"]);
    }
}

/// Maharaja Nim and its (2,3) relative: no automaton in the systems their data names (the
/// obstacle, recorded), and the largest L-infinity distance from a P-position (x <= N) to
/// the nearest Wythoff P-position, measured.
#[test]
fn maharaja_obstacle_and_distance() {
    let up_to = 10_000;
    let n = 10_000u64;
    let w: HashSet<(u64, u64)> = fast(&game("wythoff", &[]), 3 * n).into_iter().collect();
    for (name, want) in [("maharaja", 2u64), ("maharaja_23", 1)] {
        let r = game(name, &[]);
        match learn(&r, up_to) {
            Ok(f) => panic!(
                "{name}: learned in {} ({} states): record it",
                f.system.base, f.learned.states
            ),
            Err(o) => {
                eprintln!("{name}: {o}");
                assert!(
                    o.tried
                        .iter()
                        .any(|a| a.base == "msd_fib" && a.longest >= 15),
                    "{o}"
                );
            }
        }
        let mut e = Engine::stream(&r).expect("streams");
        let mut worst = 0;
        for x in 0..n {
            for &y in e.next_column() {
                let c = (0..64u64)
                    .find(|&c| {
                        (x.saturating_sub(c)..=x + c)
                            .any(|u| (y.saturating_sub(c)..=y + c).any(|v| w.contains(&(u, v))))
                    })
                    .expect("within 64");
                worst = worst.max(c);
            }
        }
        eprintln!("{name}: largest distance to a Wythoff P-position, x < {n}: {worst}");
        assert_eq!(worst, want, "{name}");
    }
}

/// The box of the conjecture checks (both entries below it).
fn box_side(base: &str) -> u64 {
    if base == "msd_trib" { 81 } else { 64 }
}

/// The box's P-set and its N-set (both entries below `side`) as automata in `base`,
/// written as the formula of the finite set (`formula::cells`).
fn box_sets(base: &str, side: u64, set: &[(u64, u64)]) -> (Auto, Auto) {
    let cells: std::collections::BTreeSet<(u64, u64)> = set
        .iter()
        .copied()
        .filter(|&(x, y)| x < side && y < side)
        .collect();
    let mut s = automatic_prover::Session::proof_mode(Budget::default());
    s.run_script(&format!(
        "def c \"?{base} {}\";\ndef t \"?{base} $c(x,y) & x<{side} & y<{side}\";\ndef f \"?{base} ~$c(x,y) & x<{side} & y<{side}\";\n",
        formula::cells(&cells)
    ))
    .expect("the box's sets");
    (
        s.definition("t").expect("t").clone(),
        s.definition("f").expect("f").clone(),
    )
}

/// The exact helper `$trib_shift(m,s)` of Splythoff's claims (s is m with a 0 appended in
/// msd_trib), from the `reg` of its conjecture file: `(itself, its complement)`.
fn trib_shift() -> (Auto, Auto) {
    let mut s = automatic_prover::Session::proof_mode(Budget::default());
    s.run_script(
        "reg ts msd_trib msd_trib \"([0,0]|[0,1][1,1]*[1,0])*\";\n\
         def t \"?msd_trib $ts(m,s)\";\ndef f \"?msd_trib ~$ts(m,s)\";\n",
    )
    .expect("the helper");
    (
        s.definition("t").expect("t").clone(),
        s.definition("f").expect("f").clone(),
    )
}

/// The outcome of one claim: on the box, and for every position when the P-set is proved.
fn verdicts(
    claim: &str,
    box_base: &str,
    base: &str,
    box_sets: &BTreeMap<String, (Auto, Auto)>,
    proved: &BTreeMap<String, Auto>,
) -> (String, String) {
    let names = conjecture::predicates(claim).expect("predicates");
    let sets: Vec<(String, Auto, Auto)> = names
        .iter()
        .map(|n| {
            let (t, f) = box_sets.get(n).unwrap_or_else(|| panic!("no set for ${n}"));
            (n.clone(), t.clone(), f.clone())
        })
        .collect();
    let on_box = match conjecture::on_box(claim, box_base, box_side(box_base), &sets)
        .expect("the box check")
    {
        conjecture::OnBox::Holds => "holds".to_string(),
        conjecture::OnBox::Refuted(w) => format!("refuted: {w}"),
        conjecture::OnBox::NotDecided(_) => "not decided".to_string(),
    };
    let every = if names.iter().all(|n| proved.contains_key(n)) {
        let sets: Vec<(String, Auto)> = names
            .iter()
            .map(|n| (n.clone(), proved[n].clone()))
            .collect();
        match conjecture::for_every(claim, base, &sets).expect("the proof runs") {
            conjecture::ForEvery::Proved => "proved".to_string(),
            conjecture::ForEvery::Refuted(w) => format!("refuted: {w}"),
        }
    } else {
        "-".to_string()
    };
    (on_box, every)
}

/// Every conjecture file's claims: (game, its parameters, claim, expect, on the box, for
/// every position).
fn claim_outcomes() -> Vec<(String, String, String, String, String)> {
    let w = wythoff_auto();
    // The box checks read msd_2 (any base serves a finite set), Splythoff's msd_trib (its
    // helper is a Tribonacci automaton); the proofs read the proved automata's system.
    let box_base = |name: &str| {
        if name == "splythoff" {
            "msd_trib"
        } else {
            "msd_2"
        }
    };
    let base_of = |name: &str| {
        if name == "splythoff" {
            "msd_trib"
        } else {
            "msd_fib"
        }
    };
    let box_pairs = |r: &RuleSet, base: &str| fast(r, box_side(base));
    let mut shared: BTreeMap<String, (Auto, Auto)> = BTreeMap::new();
    let mut proved_shared: BTreeMap<String, Auto> = BTreeMap::new();
    for name in ["wythoff", "hst_misere"] {
        let r = game(name, &[]);
        shared.insert(name.into(), box_sets("msd_2", 64, &box_pairs(&r, "msd_2")));
        proved_shared.insert(name.into(), learn(&r, 1000).expect("proved").auto);
    }
    let mut out = Vec::new();
    for (name, params) in every_game() {
        let Some(text) = gallery::conjectures(name) else {
            continue;
        };
        let r = game(name, &params);
        let base = base_of(name);
        let mut sets = shared.clone();
        if name == "splythoff" {
            sets.insert("trib_shift".into(), trib_shift());
        }
        sets.insert(
            "P".into(),
            box_sets(
                box_base(name),
                box_side(box_base(name)),
                &box_pairs(&r, box_base(name)),
            ),
        );
        let mut proved = proved_shared.clone();
        if name == "splythoff" {
            proved.insert("trib_shift".into(), trib_shift().0);
        }
        let known = PROVED
            .iter()
            .chain(if cfg!(feature = "slow-tests") {
                PROVED_DEEP
            } else {
                &[]
            })
            .find(|(n, p, ..)| *n == name && p.to_vec() == params);
        if let Some(&(_, _, up_to, ..)) = known {
            proved.insert("P".into(), learn(&r, up_to).expect("proved").auto);
        } else if name == "gdwn" && same_as_wythoff(&r, &w).is_ok() {
            proved.insert("P".into(), w.clone());
        }
        let f = conjecture::parse_file_for(text, &r.params).expect("parses");
        for c in &f.conjectures {
            if !c.applies(&r.params) {
                continue;
            }
            let claim = c.claim_with(&r.params);
            let (b, e) = verdicts(&claim, box_base(name), base, &sets, &proved);
            out.push((
                label(name, &params),
                c.name.clone(),
                c.expect.clone().unwrap_or_default(),
                b,
                e,
            ));
        }
    }
    out
}

/// Every claim's outcome (quick tier): (game, claim, expect, on the box, for every position;
/// `-` where the P-set is not proved in this tier).
const CLAIMS: &[(&str, &str, &str, &str, &str)] = &[
    ("wythoff", "symmetric", "true", "holds", "proved"),
    ("wythoff", "one_per_row", "true", "not decided", "proved"),
    (
        "wythoff",
        "one_per_diagonal",
        "true",
        "not decided",
        "proved",
    ),
    ("wythoff", "monotone", "true", "holds", "proved"),
    ("a_wythoff-a1", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a1", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a1",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a1",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a1", "monotone", "true", "holds", "-"),
    ("a_wythoff-a2", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a2", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a2",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a2",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a2", "monotone", "true", "holds", "-"),
    ("a_wythoff-a3", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a3", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a3",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a3",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a3", "monotone", "true", "holds", "-"),
    ("a_wythoff-a4", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a4", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a4",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a4",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a4", "monotone", "true", "holds", "-"),
    ("a_wythoff-a5", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a5", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a5",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a5",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a5", "monotone", "true", "holds", "-"),
    ("a_wythoff-a6", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a6", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a6",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a6",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a6", "monotone", "true", "holds", "-"),
    ("a_wythoff-a7", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a7", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a7",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a7",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a7", "monotone", "true", "holds", "-"),
    ("a_wythoff-a8", "symmetric", "true", "holds", "-"),
    ("a_wythoff-a8", "one_per_row", "true", "not decided", "-"),
    (
        "a_wythoff-a8",
        "differences_are_multiples",
        "true",
        "holds",
        "-",
    ),
    (
        "a_wythoff-a8",
        "one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("a_wythoff-a8", "monotone", "true", "holds", "-"),
    ("blocking_wythoff-k1", "thm1_1_k1", "true", "holds", "-"),
    ("blocking_wythoff-k1", "prop1_2_i", "true", "holds", "-"),
    (
        "blocking_wythoff-k1",
        "prop1_2_ii_k1",
        "true",
        "not decided",
        "-",
    ),
    (
        "blocking_wythoff-k1",
        "prop1_3_terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    ("blocking_wythoff-k2", "thm1_1_k2", "true", "holds", "-"),
    ("blocking_wythoff-k2", "prop1_2_i", "true", "holds", "-"),
    (
        "blocking_wythoff-k2",
        "prop1_2_ii_k2",
        "true",
        "not decided",
        "-",
    ),
    (
        "blocking_wythoff-k2",
        "prop1_2_iii_k2",
        "true",
        "holds",
        "-",
    ),
    (
        "blocking_wythoff-k2",
        "prop1_3_terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    ("blocking_wythoff-k3", "thm1_1_k3", "true", "holds", "-"),
    ("blocking_wythoff-k3", "prop1_2_i", "true", "holds", "-"),
    (
        "blocking_wythoff-k3",
        "prop1_2_ii_k3",
        "true",
        "not decided",
        "-",
    ),
    (
        "blocking_wythoff-k3",
        "prop1_2_iii_k3",
        "true",
        "holds",
        "-",
    ),
    (
        "blocking_wythoff-k3",
        "prop1_3_terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    ("blocking_wythoff-k4", "prop1_2_i", "true", "holds", "-"),
    (
        "blocking_wythoff-k4",
        "prop1_3_terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    ("gdwn-p1-q2", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p1-q2",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 1, y = 2 (false whatever lies outside the box)",
        "-",
    ),
    (
        "gdwn-p1-q2",
        "same_as_wythoff_fails_1_2",
        "false",
        "refuted: x = 1, y = 2 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p1-q2", "split_1_2_sector", "conjecture", "holds", "-"),
    (
        "gdwn-p1-q2",
        "split_1_2_below",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "gdwn-p1-q2",
        "split_1_2_above",
        "conjecture",
        "not decided",
        "-",
    ),
    ("gdwn-p1-q3", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p1-q3",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 4, y = 7 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p2-q3", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p2-q3",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 3, y = 5 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p1-q4", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p1-q4",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 3, y = 5 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p2-q4", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p2-q4",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 8, y = 13 (false whatever lies outside the box)",
        "-",
    ),
    (
        "gdwn-p3-q4",
        "identity_criterion",
        "true",
        "holds",
        "proved",
    ),
    (
        "gdwn-p3-q4",
        "same_as_wythoff",
        "conjecture",
        "holds",
        "proved",
    ),
    ("gdwn-p1-q5", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p1-q5",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 17, y = 28 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p2-q5", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p2-q5",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 11, y = 18 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p3-q5", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p3-q5",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 3, y = 5 (false whatever lies outside the box)",
        "-",
    ),
    (
        "gdwn-p4-q5",
        "identity_criterion",
        "true",
        "holds",
        "proved",
    ),
    (
        "gdwn-p4-q5",
        "same_as_wythoff",
        "conjecture",
        "holds",
        "proved",
    ),
    ("gdwn-p1-q6", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p1-q6",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 16, y = 26 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p2-q6", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p2-q6",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 4, y = 7 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p3-q6", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p3-q6",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 8, y = 13 (false whatever lies outside the box)",
        "-",
    ),
    ("gdwn-p4-q6", "identity_criterion", "true", "holds", "-"),
    (
        "gdwn-p4-q6",
        "same_as_wythoff",
        "conjecture",
        "refuted: x = 8, y = 13 (false whatever lies outside the box)",
        "-",
    ),
    (
        "gdwn-p5-q6",
        "identity_criterion",
        "true",
        "holds",
        "proved",
    ),
    (
        "gdwn-p5-q6",
        "same_as_wythoff",
        "conjecture",
        "holds",
        "proved",
    ),
    ("ho_extension", "same_as_wythoff", "true", "holds", "proved"),
    (
        "ho_restriction",
        "same_as_wythoff",
        "true",
        "holds",
        "proved",
    ),
    ("hst_box2x2", "column_bound", "true", "holds", "-"),
    ("hst_box2x2", "natural_columns", "true", "not decided", "-"),
    (
        "hst_box2x2",
        "offset_meets_wythoff",
        "true",
        "not decided",
        "-",
    ),
    ("hst_box4x4", "column_bound", "true", "holds", "-"),
    ("hst_box4x4", "natural_columns", "true", "not decided", "-"),
    (
        "hst_box4x4",
        "offset_meets_wythoff",
        "true",
        "not decided",
        "-",
    ),
    ("hst_fig2", "column_bound", "true", "holds", "-"),
    ("hst_fig2", "natural_columns", "true", "not decided", "-"),
    (
        "hst_fig2",
        "offset_meets_wythoff",
        "true",
        "not decided",
        "-",
    ),
    ("hst_fig2", "defects_persist", "true", "not decided", "-"),
    ("hst_misere", "column_bound", "true", "holds", "proved"),
    (
        "hst_misere",
        "natural_columns",
        "true",
        "not decided",
        "proved",
    ),
    (
        "hst_misere",
        "offset_meets_wythoff",
        "true",
        "not decided",
        "proved",
    ),
    ("hst_misere", "box_swap", "true", "holds", "proved"),
    ("lythoff2_const-f1", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f1",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f1",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f1",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f1", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f2", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f2",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f2",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f2",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f2", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f3", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f3",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f3",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f3",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f3", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f4", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f4",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f4",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f4",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f4", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f5", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f5",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f5",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f5",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f5", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f6", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f6",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f6",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f6",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f6", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f7", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f7",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f7",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f7",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f7", "thm4_monotone", "true", "holds", "-"),
    ("lythoff2_const-f8", "symmetric", "true", "holds", "-"),
    (
        "lythoff2_const-f8",
        "thm3_disjoint_cover",
        "true",
        "not decided",
        "-",
    ),
    (
        "lythoff2_const-f8",
        "thm4_differences",
        "true",
        "holds",
        "-",
    ),
    (
        "lythoff2_const-f8",
        "thm4_one_per_multiple",
        "true",
        "not decided",
        "-",
    ),
    ("lythoff2_const-f8", "thm4_monotone", "true", "holds", "-"),
    ("maharaja", "bounded_distance", "true", "holds", "-"),
    (
        "maharaja_23",
        "bounded_distance",
        "conjecture",
        "holds",
        "-",
    ),
    ("wythoff_misere", "box_swap", "true", "holds", "proved"),
    (
        "wythoff_misere",
        "same_as_alteration",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l1",
        "terminal_are_p",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l1",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l1",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l1",
        "differences",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l1",
        "monotone",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l1",
        "symmetric",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l2",
        "terminal_are_p",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l2",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l2",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l2",
        "differences",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l2",
        "monotone",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l2",
        "symmetric",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l3",
        "terminal_are_p",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l3",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l3",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l3",
        "differences",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l3",
        "monotone",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l3",
        "symmetric",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l4",
        "terminal_are_p",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l4",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l4",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l4",
        "differences",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l4",
        "monotone",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l4",
        "symmetric",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l5",
        "terminal_are_p",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l5",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l5",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l5",
        "differences",
        "conjecture",
        "not decided",
        "proved",
    ),
    (
        "wythoff_terminal-l5",
        "monotone",
        "conjecture",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l5",
        "symmetric",
        "true",
        "holds",
        "proved",
    ),
    (
        "wythoff_terminal-l6",
        "terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    (
        "wythoff_terminal-l6",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "-",
    ),
    (
        "wythoff_terminal-l6",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "wythoff_terminal-l6",
        "differences",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "wythoff_terminal-l6",
        "monotone",
        "conjecture",
        "holds",
        "-",
    ),
    ("wythoff_terminal-l6", "symmetric", "true", "holds", "-"),
    (
        "wythoff_terminal-l7",
        "terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    (
        "wythoff_terminal-l7",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "-",
    ),
    (
        "wythoff_terminal-l7",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "wythoff_terminal-l7",
        "differences",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "wythoff_terminal-l7",
        "monotone",
        "conjecture",
        "holds",
        "-",
    ),
    ("wythoff_terminal-l7", "symmetric", "true", "holds", "-"),
    (
        "wythoff_terminal-l8",
        "terminal_are_p",
        "true",
        "holds",
        "-",
    ),
    (
        "wythoff_terminal-l8",
        "low_rows_terminal_only",
        "conjecture",
        "holds",
        "-",
    ),
    (
        "wythoff_terminal-l8",
        "one_per_row_above_l",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "wythoff_terminal-l8",
        "differences",
        "conjecture",
        "not decided",
        "-",
    ),
    (
        "wythoff_terminal-l8",
        "monotone",
        "conjecture",
        "holds",
        "-",
    ),
    ("wythoff_terminal-l8", "symmetric", "true", "holds", "-"),
    ("splythoff", "symmetric", "true", "holds", "proved"),
    ("splythoff", "diagonal", "true", "holds", "proved"),
    (
        "splythoff",
        "tribonacci_coding",
        "true",
        "not decided",
        "proved",
    ),
    ("splythoff", "three_steps", "true", "holds", "proved"),
];

#[test]
fn every_claim_checked() {
    let got = claim_outcomes();
    let deep: Vec<String> = PROVED_DEEP.iter().map(|(n, p, ..)| label(n, p)).collect();
    assert_eq!(got.len(), CLAIMS.len(), "the number of claims checked");
    for (g, want) in got.iter().zip(CLAIMS) {
        let (game, name, expect, on_box, every) = g;
        assert_eq!((game.as_str(), name.as_str()), (want.0, want.1));
        assert_eq!(expect, want.2, "{game} {name}");
        assert_eq!(on_box, want.3, "{game} {name}: on the box");
        // The deep tier proves the deep games' P-sets too.
        let upgraded = want.4 == "-" && deep.contains(game) && cfg!(feature = "slow-tests");
        if !upgraded {
            assert_eq!(every, want.4, "{game} {name}: for every position");
        }
        // What the source proves is never refuted, what it refutes never proved.
        if expect == "true" {
            assert!(
                !on_box.starts_with("refuted") && !every.starts_with("refuted"),
                "{game} {name}"
            );
        }
        if expect == "false" {
            assert!(on_box != "holds" && every != "proved", "{game} {name}");
        }
    }
}

/// One generated table of docs/findings-survey.md (`<!-- survey-table: FAMILY -->`): the
/// text of its section before the table, and each body row's cells.
fn survey_table(family: &str) -> (String, Vec<Vec<String>>) {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/findings-survey.md"),
    )
    .expect("the findings page");
    let start = doc
        .find(&format!("<!-- survey-table: {family} -->"))
        .expect("the family's table");
    let head = &doc[..start];
    let section = head[head.rfind("\n## ").expect("its section")..].to_string();
    let body = &doc[start..];
    let body = &body[..body.find("<!-- end -->").expect("its end")];
    let rows = body
        .lines()
        .filter(|l| l.starts_with("| "))
        .skip(1)
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect();
    (section, rows)
}

/// docs/findings-survey.md's GDWN table (p < q <= 12), by a second route: the identity
/// criterion of gallery/gdwn.conjectures.toml (`identity_criterion`: the P-set is
/// Wythoff's iff no move `(p t, q t)` joins two of Wythoff's P-positions), one small query
/// on Wythoff's proved automaton per pair, shares nothing with the survey's proof by the
/// game's rule formula. A row says "same as Wythoff's: proved" exactly when the criterion
/// is TRUE; every other row names a difference.
#[test]
fn gdwn_survey_table_agrees_with_the_identity_criterion() {
    let (_, table) = survey_table("gdwn");
    let mut script = "load w \"automatic.wythoff.automaton.txt\";\n".to_string();
    let mut rows = Vec::new();
    for cells in table {
        let (p, q): (u32, u32) = (cells[0].parse().expect("p"), cells[1].parse().expect("q"));
        let verdict = cells[cells.len() - 1].as_str();
        let same = verdict.starts_with("same as Wythoff's: proved");
        assert!(
            same || verdict.starts_with("differs at ("),
            "{p},{q}: {verdict}"
        );
        script += &format!(
            "eval c{p}_{q} \"?msd_fib ~(Et,u,v (t>=1 & $w(u,v) & $w(u+{p}*t,v+{q}*t)))\";\n"
        );
        rows.push(((p, q), same));
    }
    assert_eq!(rows.len(), 66, "every pair 1 <= p < q <= 12");
    let mut s = automatic_prover::Session::default();
    s.base_dir = Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("proofs/walnut"));
    let out = s.run_script(&script).expect("the criterion");
    let evals: Vec<_> = out.iter().filter(|o| o.eval).collect();
    assert_eq!(evals.len(), rows.len());
    for (((p, q), same), o) in rows.iter().zip(evals) {
        assert_eq!(
            o.result == automatic_prover::session::Answer::True,
            *same,
            "({p},{q}): the criterion says {}",
            o.line()
        );
    }
    assert_eq!(rows.iter().filter(|r| r.1).count(), 20);
}

/// The W^k table of docs/findings-survey.md by a second route: each row's count of
/// P-positions with both entries below the table's bound (the rules file's streamed
/// engine) recomputed by the built-in W^k column generator (`games::blocking::columns`,
/// written separately: its own bit sets, residue classes and twin), from its upper
/// positions `a <= b`: each counts twice unless `a = b`. Quick tier: k <= 4; slow tier:
/// every k.
#[test]
fn blocking_survey_counts_agree_with_the_built_in_generator() {
    let (section, table) = survey_table("blocking_wythoff");
    let bound: u64 = section
        .split(" members at bound ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .expect("the section states its bound");
    let kmax = if cfg!(feature = "slow-tests") { 64 } else { 4 };
    let mut checked = 0;
    for cells in table {
        let k: usize = cells[0].parse().expect("k");
        let count: u64 = cells[1].parse().expect("the count");
        if k > kmax {
            continue;
        }
        let mut want = 0u64;
        for (a, b) in wythoff_lab::games::blocking::Columns::new(k) {
            if a >= bound {
                break;
            }
            if b < bound {
                want += if a == b { 1 } else { 2 };
            }
        }
        assert_eq!(
            count, want,
            "k = {k}: the table against the built-in generator"
        );
        checked += 1;
    }
    assert_eq!(checked, kmax, "every k <= {kmax} has its row");
    if kmax < 64 {
        skipped!("SKIPPED: W^k survey rows k = 5..64 against the built-in generator (slow-tests)");
    }
}
