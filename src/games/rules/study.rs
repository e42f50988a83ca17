//! One game from its rules, end to end: the one path the command line (`wythoff game`),
//! the Python module (`wythoff_lab.Game`) and the gallery's tests take.
//!
//! Route: a rules file (a path, or a gallery name, [`load`]) -> the fast engine
//! ([`super::columns`]) -> every answer inside the box the rules solver ([`super::solver`],
//! the definition) has computed and compared cell by cell at request time ([`compare`]);
//! a request past it is refused unless the caller allows it (then the answer is the
//! engine's alone and says so) -> the learner and the proof (`super::prove`) -> the
//! researcher's conjectures on the box and, when the P-set is proved, for every position
//! (`super::conjecture`).
//!
//! Cost: the comparison is the solver on `[0, S)^2` (`S <= solver::MAX_SIDE`, at most a
//! few seconds) plus the engine on the same box; positions are the engine's (linear in the
//! columns for streamed games, `side^2` for a square).

use super::columns::Engine;
use super::conjecture::{self, ConjectureFile, ForEvery, OnBox};
use super::{RuleSet, gallery, parse, solver};
use automatic_prover::Auto;
use serde::Serialize;
use std::collections::BTreeMap;

/// The largest box the rules solver computes and compares at request time.
pub const COMPARED_SIDE: u64 = solver::MAX_SIDE;

/// A rules file by path (a name containing `/` or ending in `.toml`, or an existing
/// file), else a gallery name; `overrides` set parameters (`k=3`).
pub fn load(spec: &str, overrides: &[(String, i64)]) -> Result<RuleSet, String> {
    let text = source(spec)?;
    parse::parse(&text, overrides).map_err(|e| format!("{spec}: {e}"))
}

/// The text of the rules file `spec` (a path or a gallery name).
pub fn source(spec: &str) -> Result<String, String> {
    let path = std::path::Path::new(spec);
    if spec.contains('/') || spec.ends_with(".toml") || path.is_file() {
        return std::fs::read_to_string(path).map_err(|e| format!("{spec}: cannot read: {e}"));
    }
    gallery::rules(spec).map(str::to_string).ok_or_else(|| {
        format!(
            "no rules file or gallery game '{spec}' (the gallery: {})",
            gallery::names()
        )
    })
}

/// The conjecture file that goes with `spec`: the gallery's for a gallery name, else
/// `NAME.conjectures.toml` beside the rules file; `None` when there is none.
pub fn conjecture_source(spec: &str) -> Option<String> {
    let path = std::path::Path::new(spec);
    if spec.contains('/') || spec.ends_with(".toml") || path.is_file() {
        let stem = path.file_stem()?.to_str()?;
        let beside = path.with_file_name(format!("{stem}.conjectures.toml"));
        return std::fs::read_to_string(beside).ok();
    }
    gallery::conjectures(spec).map(str::to_string)
}

/// The engine of `r` for `side` columns: streamed when the game streams, else the square.
fn engine(r: &RuleSet, side: u64) -> Result<Engine, String> {
    Engine::stream(r).or_else(|_| Engine::square(r, side))
}

/// The fast engine's P-positions on `[0, side)^2`, in column order.
pub fn engine_box(r: &RuleSet, side: u64) -> Result<Vec<(u64, u64)>, String> {
    let mut e = engine(r, side)?;
    Ok(e.pairs_below(side))
}

/// The fast engine against the rules solver on `[0, side)^2`: `Ok` when they agree on
/// every cell, else the first cell (column order) where they differ.
pub fn compare(r: &RuleSet, side: u64) -> Result<(), String> {
    let side = side.min(COMPARED_SIDE);
    let fast = engine_box(r, side)?;
    match differs(r, side, &fast)? {
        None => Ok(()),
        Some(d) => Err(format!(
            "{}: the fast engine differs from the rules solver on [0, {side})^2: {d}",
            r.name
        )),
    }
}

/// The engine's P-positions `fast` on `[0, side)^2` (column order) against the rules
/// solver's: `None` when they agree, else the first difference in words. `Err` when the
/// solver cannot serve the box (bad input, or a move that adds to a heap).
pub fn differs(r: &RuleSet, side: u64, fast: &[(u64, u64)]) -> Result<Option<String>, String> {
    let solved = solver::solve(r, side, false)?;
    if solved.triangle {
        return Err(format!(
            "{}: a move adds to a heap; the engines serve takes-only games (the rules solver computes the triangle x + y < side)",
            r.name
        ));
    }
    let slow = solved.positions();
    if fast == slow.as_slice() {
        return Ok(None);
    }
    Ok(Some(
        fast.iter().zip(&slow).find(|(a, b)| a != b).map_or_else(
            || format!("{} against {} P-positions", fast.len(), slow.len()),
            |(a, b)| format!("the engine has {a:?} where the solver has {b:?}"),
        ),
    ))
}

/// Positions served, and the note of a request past the compared box.
pub type Served = (Vec<(u64, u64)>, Option<String>);

/// What positions are asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// The first N P-positions in column order.
    Count(u64),
    /// The N-th P-position in column order (from 1).
    Nth(u64),
    /// Every P-position of `[0, N)^2`.
    Side(u64),
}

/// The largest count, index or side served (memory: a few bytes a position).
pub const MAX_REQUEST: u64 = 10_000_000;

/// The positions asked for: `(positions, note)`. Inside the compared box the engine's
/// answer is compared with the solver's first; past it the request is refused unless
/// `past`, and then `note` says the answer is the engine's alone. `upper` keeps `x <= y`.
pub fn positions(r: &RuleSet, req: Request, upper: bool, past: bool) -> Result<Served, String> {
    let (Request::Count(n) | Request::Nth(n) | Request::Side(n)) = req;
    if n > MAX_REQUEST {
        return Err(format!(
            "the request must lie in 0..={MAX_REQUEST} (asked {n})"
        ));
    }
    match req {
        Request::Nth(0) => return Err("--nth counts from 1".into()),
        Request::Count(0) | Request::Side(0) => return Ok((Vec::new(), None)),
        _ => {}
    }
    let keep = |&(x, y): &(u64, u64)| !upper || x <= y;
    let (found, reach) = match req {
        Request::Side(s) => {
            if Engine::stream(r).is_err() && s > super::prove::MAX_SQUARE {
                return Err(format!(
                    "--side {s}: this game has a square engine, served to {}",
                    super::prove::MAX_SQUARE
                ));
            }
            let v: Vec<_> = engine_box(r, s)?.into_iter().filter(keep).collect();
            (v, s)
        }
        Request::Count(_) | Request::Nth(_) => {
            let mut e = Engine::stream(r)
                .map_err(|why| format!("--count and --nth list whole columns: {why}"))?;
            let mut v = Vec::new();
            let mut reach = 0u64;
            let mut x = 0u64;
            while (v.len() as u64) < n {
                if x >= MAX_REQUEST {
                    return Err(format!(
                        "fewer than {n} P-positions in the first {MAX_REQUEST} columns"
                    ));
                }
                for &y in e.next_column() {
                    if keep(&(x, y)) {
                        v.push((x, y));
                    }
                    reach = reach.max(y + 1);
                }
                reach = reach.max(x + 1);
                x += 1;
            }
            v.truncate(n as usize);
            if let Request::Nth(_) = req {
                v = v.split_off(v.len() - 1);
            }
            (v, reach)
        }
    };
    let note = gate(r, reach, past)?;
    Ok((found, note))
}

/// Compare on the box the answer reaches (`reach`: every coordinate below it), or refuse /
/// note past the compared box.
fn gate(r: &RuleSet, reach: u64, past: bool) -> Result<Option<String>, String> {
    if reach <= COMPARED_SIDE {
        compare(r, reach)?;
        return Ok(None);
    }
    if !past {
        return Err(format!(
            "{}: the answer reaches coordinate {}, past the box [0, {COMPARED_SIDE})^2 where the fast engine is compared with the rules solver at request time (--past-compared to go on with the engine alone)",
            r.name,
            reach - 1
        ));
    }
    compare(r, COMPARED_SIDE)?;
    Ok(Some(format!(
        "note: {}: past [0, {COMPARED_SIDE})^2 the positions are the fast engine's alone (compared with the rules solver on that box)",
        r.name
    )))
}

/// Grundy values on `[0, side)^2` (`g[x][y]`), compared with the solver's inside the box,
/// refused or noted past it as [`positions`].
pub fn grundy(
    r: &RuleSet,
    side: u64,
    past: bool,
) -> Result<(Vec<Vec<u32>>, Option<String>), String> {
    if side == 0 {
        return Err("--side must be at least 1".into());
    }
    let check = side.min(COMPARED_SIDE);
    let note = if side > COMPARED_SIDE {
        if !past {
            return Err(format!(
                "{}: --side {side} is past the box [0, {COMPARED_SIDE})^2 where the Grundy values are compared with the rules solver at request time (--past-compared to go on)",
                r.name
            ));
        }
        Some(format!(
            "note: {}: past [0, {COMPARED_SIDE})^2 the Grundy values are the fast engine's alone",
            r.name
        ))
    } else {
        None
    };
    let g = super::grundy::values(r, side)?;
    let solved = solver::solve(r, check, true)?;
    let slow = solved
        .grundy
        .as_ref()
        .ok_or("the solver gave no Grundy values")?;
    for x in 0..check as usize {
        for y in 0..check as usize {
            if solved.contains(x as u64, y as u64) && g[x][y] != slow[x][y] {
                return Err(format!(
                    "{}: the Grundy engine gives G({x},{y}) = {}, the rules solver {}",
                    r.name, g[x][y], slow[x][y]
                ));
            }
        }
    }
    Ok((g, note))
}

/// The verdict on one conjecture.
#[derive(Debug, Clone, Serialize)]
pub struct ClaimVerdict {
    /// The claim's name.
    pub name: String,
    /// Its words.
    pub words: String,
    /// The formula checked (parameters substituted).
    pub claim: String,
    /// What its source says (`true`, `false`, `conjecture`), if it says.
    pub expect: Option<String>,
    /// On the box.
    pub on_box: OnBox,
    /// For every position, when the P-set (and every other game the claim names) is
    /// proved in the same system.
    pub for_every: Option<ForEvery>,
    /// Whether the verdict contradicts `expect` (a TRUE claim refuted, a FALSE one proved).
    pub differs: bool,
}

/// A P-set known on a box: `(name, members, non-members)` of [`conjecture::box_sets`].
pub type BoxSet = (String, Auto, Auto);

/// The games the claims of `file` name: `P` (`r` itself) first, then every gallery game
/// called as `$NAME(x,y)`, each once.
fn named_games(r: &RuleSet, file: &ConjectureFile) -> Result<Vec<(String, RuleSet)>, String> {
    let mut out = vec![("P".to_string(), r.clone())];
    for c in &file.conjectures {
        for n in conjecture::predicates(&c.claim_with(&r.params))? {
            if out.iter().any(|(m, _)| *m == n) {
                continue;
            }
            let game = load(&n, &[]).map_err(|_| {
                format!(
                    "a claim names ${n}: neither P nor a gallery game ({})",
                    gallery::names()
                )
            })?;
            out.push((n, game));
        }
    }
    Ok(out)
}

/// The box sets of `r`'s P-set (named `P`) and of every other gallery game the claims
/// name (`$NAME(x,y)`), on `[0, side)^2` in `base`, each compared with its solver first.
pub fn box_sets_for(
    r: &RuleSet,
    file: &ConjectureFile,
    side: u64,
    base: &str,
) -> Result<Vec<BoxSet>, String> {
    let mut out = Vec::new();
    for (n, game) in named_games(r, file)? {
        compare(&game, side)?;
        let ps = engine_box(&game, side)?;
        let (t, f) = conjecture::box_sets(base, side, &ps)?;
        out.push((n, t, f));
    }
    Ok(out)
}

/// Check every conjecture of `file` that applies to `r`'s parameters: on the box of side
/// `side` (compared with the solver), and for every position with `proved` (each
/// predicate's proved automaton in `base`, `P` first) when given.
pub fn check(
    r: &RuleSet,
    file: &ConjectureFile,
    side: u64,
    base: &str,
    proved: Option<&[(String, Auto)]>,
) -> Result<Vec<ClaimVerdict>, String> {
    if side == 0 || side > COMPARED_SIDE {
        return Err(format!(
            "--side {side}: conjectures are checked on a box the rules solver compares, side 1..={COMPARED_SIDE}"
        ));
    }
    let sets = box_sets_for(r, file, side, base)?;
    let mut out = Vec::new();
    for c in file.conjectures.iter().filter(|c| c.applies(&r.params)) {
        let claim = c.claim_with(&r.params);
        let on_box = conjecture::on_box(&claim, base, side, &sets)
            .map_err(|e| format!("conjecture '{}': {e}", c.name))?;
        let for_every = match proved {
            Some(p) => {
                let names = conjecture::predicates(&claim)?;
                if names.iter().all(|n| p.iter().any(|(m, _)| m == n)) {
                    Some(
                        conjecture::for_every(&claim, base, p)
                            .map_err(|e| format!("conjecture '{}': {e}", c.name))?,
                    )
                } else {
                    None
                }
            }
            None => None,
        };
        let refuted =
            matches!(on_box, OnBox::Refuted(_)) || matches!(for_every, Some(ForEvery::Refuted(_)));
        let proved_true = matches!(for_every, Some(ForEvery::Proved));
        let differs = match c.expect.as_deref() {
            Some("true") => refuted,
            Some("false") => proved_true,
            _ => false,
        };
        out.push(ClaimVerdict {
            name: c.name.clone(),
            words: c.words.clone(),
            claim,
            expect: c.expect.clone(),
            on_box,
            for_every,
            differs,
        });
    }
    Ok(out)
}

/// The proved automata, in `base`, of `r`'s P-set (`P`) and of every gallery game the
/// claims name, each learned from the positions below `up_to` and proved by its own rule
/// formula (`prove::guess`); `None` when `r`'s P-set is not proved (a game named by a
/// claim and not proved is left out: its claims are checked on the box only).
pub fn prove_all(
    r: &RuleSet,
    file: &ConjectureFile,
    base: &str,
    up_to: u64,
    max_states: usize,
) -> Result<Option<Vec<(String, Auto)>>, String> {
    let mut out = Vec::new();
    for (n, game) in named_games(r, file)? {
        match super::prove::guess(&game, base, up_to, max_states)? {
            super::prove::Guessed::Proved(b) => out.push((n, b.1)),
            _ if n == "P" => return Ok(None),
            _ => {}
        }
    }
    Ok(Some(out))
}

/// [`prove_all`] in each system of `numeration`'s [`systems`] in turn, stopping at the
/// first that proves the P-set: `(system, Some(proved))`, or the first system with `None`
/// when none does (the box check still reads it). One path for `wythoff game check` and
/// `Game.check`.
#[allow(clippy::type_complexity)]
pub fn prove_all_systems(
    r: &RuleSet,
    file: &ConjectureFile,
    numeration: Option<&str>,
    up_to: u64,
    max_states: usize,
) -> Result<(String, Option<Vec<(String, Auto)>>), String> {
    let tried = systems(r, numeration)?;
    for s in &tried {
        if let Some(p) = prove_all(r, file, &s.base, up_to, max_states)? {
            return Ok((s.base.clone(), Some(p)));
        }
    }
    let base = tried.first().map_or("msd_fib", |s| s.base.as_str());
    Ok((base.to_string(), None))
}

/// Parse `text` as the conjecture file of `r` (its parameters substituted in the claims).
pub fn conjectures(r: &RuleSet, text: &str) -> Result<ConjectureFile, String> {
    conjecture::parse_file_for(text, &r.params)
}

/// The columns the numeration analysis reads for a streamed game (the side of the square
/// for the others: [`AUTO_SIDE`]).
pub const AUTO_COLUMNS: u64 = 20_000;
/// The square the numeration analysis reads for a game that does not stream.
pub const AUTO_SIDE: u64 = 1_024;

/// A system to learn in: its msd name, the `ost` command a proof file repeats before its
/// automaton (empty for a built-in system), and what named it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct System {
    pub base: String,
    pub define: String,
    pub why: String,
}

/// The systems to learn in, in order: `numeration` alone when it names one, else (`None`
/// or `auto`) the ones the data names (`systems::candidates` on the P-positions below
/// [`AUTO_COLUMNS`] columns, or in the square of side [`AUTO_SIDE`] for a game that does
/// not stream), each `ost` system defined. The caller tries them in turn and stops at the
/// first proof (the order is `systems::candidates`': an exact slope test first).
pub fn systems(r: &RuleSet, numeration: Option<&str>) -> Result<Vec<System>, String> {
    if let Some(n) = numeration.filter(|n| *n != "auto") {
        return Ok(vec![System {
            base: n.to_string(),
            define: String::new(),
            why: "given".into(),
        }]);
    }
    let (ps, side) = match Engine::stream(r) {
        Ok(mut e) => (e.pairs_below(AUTO_COLUMNS), AUTO_COLUMNS),
        Err(_) => (engine_box(r, AUTO_SIDE)?, AUTO_SIDE),
    };
    let name: String = r
        .name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect();
    super::systems::candidates(&ps, side, &format!("g{name}"))
        .into_iter()
        .map(|c| {
            Ok(System {
                define: define_ost(c.ost.as_ref())?,
                base: c.base,
                why: c.why,
            })
        })
        .collect()
}

/// Define the `ost` system `ost` (`(NAME, pre, period)`) when there is one
/// (`define_ost`); the `ost` command a proof file repeats before its automaton (empty for
/// a built-in system).
pub fn define_ost(ost: Option<&(String, Vec<u32>, Vec<u32>)>) -> Result<String, String> {
    let Some((name, pre, period)) = ost else {
        return Ok(String::new());
    };
    automatic_prover::numeration::define_ost(name, pre, period)?;
    let words = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    Ok(format!(
        "ost {name} [{}] [{}];\n",
        if pre.is_empty() {
            "0".into()
        } else {
            words(pre)
        },
        words(period)
    ))
}

/// Write the proof file `path` of `game`'s P-set `auto` in `base` (learned to
/// `learned`), with the automaton beside it (`STEM.automaton.txt`): comments saying what
/// it proves and how, the `ost` definition if any, the `load`, the game's proof script.
pub fn write_proof(
    path: &std::path::Path,
    game: &dyn super::prove::Learnable,
    base: &str,
    define: &str,
    auto: &Auto,
    learned: &automatic_prover::logic::learn::Learned,
) -> Result<(), String> {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| format!("--out {}: no file name", path.display()))?;
    let auto_name = format!("{stem}.automaton.txt");
    let script = game.proof_script(base, "p")?;
    let auto_path = path.with_file_name(&auto_name);
    automatic_prover::walnut::save::write(&auto_path, auto)?;
    let text = format!(
        "# {}: the P-set, proved for every position by `wythoff prove` ({base}).\n\
         # Learned by `wythoff guess` from the fast engine's positions ({} states, data to\n\
         # length {}); `p(x,y)` is the learned automaton. The evals prove the move rule's\n\
         # characterization of the P-set (see src/games/rules/formula.rs): every eval is TRUE.\n\
         {define}load p \"{auto_name}\";\n{script}",
        game.title(),
        learned.states,
        learned.length
    );
    crate::persist::write_atomic(path, text)
}

/// The parameters as `k=3, l=2` (empty when none).
pub fn params_text(params: &BTreeMap<String, i64>) -> String {
    params
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gallery_name_loads_and_an_unknown_one_names_the_gallery() {
        let r = load("wythoff", &[]).expect("wythoff");
        assert_eq!(r.name, "wythoff");
        let e = load("no_such_game", &[]).unwrap_err();
        assert!(e.contains("wythoff") && !e.contains('\n'), "{e}");
        let e = load("missing/file.toml", &[]).unwrap_err();
        assert!(e.starts_with("missing/file.toml: cannot read"), "{e}");
    }

    #[test]
    fn positions_are_compared_and_gated() {
        let r = load("wythoff", &[]).expect("wythoff");
        let (v, note) = positions(&r, Request::Count(4), true, false).expect("served");
        assert_eq!(v, vec![(0, 0), (1, 2), (3, 5), (4, 7)]);
        assert!(note.is_none());
        let (v, _) = positions(&r, Request::Nth(4), true, false).expect("served");
        assert_eq!(v, vec![(4, 7)]);
        let e = positions(&r, Request::Count(1000), true, false).unwrap_err();
        assert!(e.contains("--past-compared"), "{e}");
        let (v, note) = positions(&r, Request::Count(1000), true, true).expect("past");
        assert_eq!(v.len(), 1000);
        assert!(note.is_some());
    }
}
