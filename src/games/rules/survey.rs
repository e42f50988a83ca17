//! Surveys of whole game families: a family is a rules file with parameter ranges (its
//! `[survey]` table, or ranges given by the caller) or a built-in family (W^k over k, the
//! terminal sets `x + y <= l` over l, (p,q)-GDWN over p < q, a-Wythoff over a, Hu-Sleator-Tsin
//! boxes over their sides); each member is one [`member`] call giving one [`Row`]. The
//! command line (`wythoff survey`, shards and merge) and the Python module
//! (`wythoff_lab.survey`, one Dask task per member) both call [`member`], so their rows are
//! the same.
//!
//! Route of a member, at bound `B`:
//! 1. the rules file with the member's parameters (`parse`); the memory the engine will
//!    hold is estimated up front ([`estimate`]) and a member over its budget is a row with
//!    `refused` and the one-line reason (also when its rows pass the estimate's assumption
//!    while it runs);
//! 2. the fast engine (`columns`, streamed when the game has both Nim moves, else the
//!    square of side `B`, at most `prove::MAX_SQUARE`): the P-positions with both entries
//!    below `B` are counted, the upper ones `x <= y` of columns `x < B` kept in column
//!    order, and those on `[0, S)^2` compared with the rules solver (the twin, `solver`),
//!    `S` as large as the solver's cost allows (`compared`);
//! 3. the aggregation points of the upper P-positions (`games::aggregation`: slopes, exact
//!    forms where identified, periods) and the numeration they name (`suggest`; an
//!    Ostrowski system not built in is defined first, `define_ost`, under a name made from
//!    its continued fraction so that members sharing a process never clash);
//! 4. in that system, learn the P-set's automaton from the positions below `learn_up_to`
//!    and prove it for every position with the game's rule formula (`prove::guess_within`):
//!    `proved`, or the precise obstacle (the first FALSE line, the learner's failure, the
//!    learner's or the prover's budget: a table or an automaton that would pass the
//!    member's memory budget is refused before it is built);
//! 5. against Wythoff's P-set (`games::wythoff::pair`, Beatty's integers): the first
//!    position in column order where the member's P-set differs, confirmed by the rules
//!    solver when it lies inside the solver's side (a counterexample); when none differs
//!    below `B`, Wythoff's proved automaton (`proofs/walnut/automatic.wythoff.automaton.txt`)
//!    is proved to be the member's P-set by the member's own rule formula, or the first
//!    FALSE line says why not.
//!
//! The seconds are wall-clock; the peak memory is the process's peak resident memory during
//! the member above its resident memory at the start (Linux: the high-water mark is reset
//! through `/proc/self/clear_refs`), recorded only when the member ran alone in its process
//! (one task per worker process, the default of both the CLI and the Python module).
//!
//! Persisted rows are JSON lines ([`to_line`], [`read_rows`]): each carries the row
//! format's version and a CRC-32 of the line's text before the checksum. A torn last line
//! (a crash in the middle of a write) is dropped and recomputed; any other damaged line is
//! refused with its line number.
//!
//! Cost of a member: the engine to `B` columns (linear in `B` for streamed games, `B^2`
//! for a square), the aggregation (one pass per cluster), the solver on `[0, S)^2` (at most
//! about `3*10^7` move tests), the learner on the positions below `learn_up_to` (one oracle
//! call per valid pair of each length tried; its tables' memory estimated before each is
//! built) and the decision procedure (its own budget).

use super::columns::Engine;
use super::expr::{Cond, Scope, parse_cond};
use super::normal::normalize;
use super::parse::parse;
use super::prove::{Guessed, Learnable, MAX_BOUND, MAX_SQUARE, guess_within, prove_within};
use super::solver;
use super::{RuleSet, Take};
use crate::games::aggregation::{self, Point};
use automatic_prover::Auto;
use automatic_prover::logic::learn::LearnFailure;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The format version of a persisted row: rows of another version are refused.
pub const VERSION: u32 = 1;

/// The most members a survey may have.
pub const MAX_MEMBERS: usize = 100_000;

/// The largest bound a member accepts (columns of a streamed engine).
pub const MAX_BOUND_COLUMNS: u64 = 100_000_000;

/// The largest member budget, in MB (the ground rules' 8 GB).
pub const MAX_MEMORY_MB: u64 = 8192;

/// What a member computes, besides its parameters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The learner's data: the positions with both entries below this (0: no automaton).
    pub learn_up_to: u64,
    /// The learner stops when the data separate more states.
    pub max_states: usize,
    /// The member's memory budget in MB (the engine's estimate, the learner's data and its
    /// tables, the decision procedure's budget).
    pub memory_mb: u64,
    /// Compare with Wythoff's P-set (and try Wythoff's automaton when they agree).
    pub wythoff: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            learn_up_to: 2_000,
            max_states: 200,
            memory_mb: 4_096,
            wythoff: true,
        }
    }
}

impl Settings {
    /// The settings checked: `Err` with a one-line reason.
    pub fn check(&self, bound: u64) -> Result<(), String> {
        if !(2..=MAX_BOUND_COLUMNS).contains(&bound) {
            return Err(format!(
                "bound {bound}: must lie in 2..={MAX_BOUND_COLUMNS}"
            ));
        }
        if self.learn_up_to > MAX_BOUND {
            return Err(format!(
                "learn_up_to {}: at most {MAX_BOUND} (the learner's table is bound^2 bits)",
                self.learn_up_to
            ));
        }
        if self.max_states == 0 {
            return Err("max_states: must be at least 1".into());
        }
        if !(1..=MAX_MEMORY_MB).contains(&self.memory_mb) {
            return Err(format!(
                "memory {} MB: must lie in 1..={MAX_MEMORY_MB}",
                self.memory_mb
            ));
        }
        Ok(())
    }
}

/// One aggregation point of a member.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PointRow {
    /// The fitted slope of `b/a`.
    pub slope: f64,
    /// The share of the ratios in the cluster.
    pub share: f64,
    /// `rational`, `quadratic` or `unknown`.
    pub kind: String,
    /// The exact form when identified: `5/2`, `(1 + sqrt 5)/2`.
    pub exact: Option<String>,
    /// A quadratic point's continued fraction: `[1; (1)]`.
    pub continued_fraction: Option<String>,
    /// A rational line's period vector `(T, pT/q)` and first column, if the data show one.
    pub period: Option<(u64, u64, u64)>,
    /// The point in words (`aggregation::describe`).
    pub text: String,
}

/// One member's result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Row {
    /// The row format's version ([`VERSION`]).
    pub version: u32,
    /// The member's identity: a CRC-32 of its rules text, parameters, bound and settings.
    pub key: String,
    /// The family (the rules file's name).
    pub family: String,
    /// The member's parameters.
    pub params: BTreeMap<String, i64>,
    /// The bound.
    pub bound: u64,
    /// The settings it ran with.
    pub settings: Settings,
    /// `done`, `refused` (over its budget, or a member the engines cannot serve) or
    /// `error` (the engine and its twin disagree, or a failure inside the library).
    pub status: String,
    /// The one-line reason of a refused or failed member.
    pub reason: Option<String>,
    /// `streamed` or `square`.
    pub engine: Option<String>,
    /// The P-positions with both entries below the bound.
    pub p_positions: Option<u64>,
    /// The side `S` of the square `[0, S)^2` on which the engine's P-set equals the rules
    /// solver's.
    pub compared: Option<u64>,
    /// The aggregation points of the upper P-positions.
    pub points: Vec<PointRow>,
    /// Every point rational with a repeating line (ultimately additively periodic on the
    /// data); `None` without a point.
    pub periodic: Option<bool>,
    /// The numeration the points name (`msd_fib`, `msd_2`, a defined `msd_sv...`).
    pub system: Option<String>,
    /// The `ost` command defining `system` when it is not built in.
    pub ost: Option<String>,
    /// `proved`, `not proved`, `unlearned`, `not tried`.
    pub automaton: String,
    /// The proved (or last learned) automaton's states.
    pub states: Option<usize>,
    /// The data length the automaton was learned at.
    pub learned_length: Option<usize>,
    /// Why the automaton is not proved (the precise obstacle).
    pub obstacle: Option<String>,
    /// Against Wythoff's P-set: `same (proved)`, `same below the bound (not proved: ...)`,
    /// `differs at (x, y): ...`.
    pub wythoff: Option<String>,
    /// The first position in column order where the P-set differs from Wythoff's.
    pub wythoff_difference: Option<(u64, u64)>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Peak resident memory above the start, in MB (when the member ran alone in its
    /// process).
    pub peak_mb: Option<f64>,
}

impl Row {
    fn new(text: &str, family: &str, params: &[(String, i64)], bound: u64, s: &Settings) -> Row {
        Row {
            version: VERSION,
            key: key(text, params, bound, s),
            family: family.to_string(),
            params: params.iter().cloned().collect(),
            bound,
            settings: s.clone(),
            status: "done".into(),
            reason: None,
            engine: None,
            p_positions: None,
            compared: None,
            points: Vec::new(),
            periodic: None,
            system: None,
            ost: None,
            automaton: "not tried".into(),
            states: None,
            learned_length: None,
            obstacle: None,
            wythoff: None,
            wythoff_difference: None,
            seconds: 0.0,
            peak_mb: None,
        }
    }

    fn stop(mut self, status: &str, reason: impl Into<String>) -> Row {
        self.status = status.into();
        self.reason = Some(one_line(&reason.into()));
        self
    }
}

/// The identity of a member: a CRC-32 (hex) of its text, parameters, bound and settings.
pub fn key(text: &str, params: &[(String, i64)], bound: u64, s: &Settings) -> String {
    let mut sorted: Vec<&(String, i64)> = params.iter().collect();
    sorted.sort();
    let mut h = crc32fast::Hasher::new();
    h.update(text.as_bytes());
    for (k, v) in sorted {
        h.update(format!("\u{0}{k}={v}").as_bytes());
    }
    h.update(
        format!(
            "\u{0}{bound}\u{0}{}\u{0}{}\u{0}{}\u{0}{}",
            s.learn_up_to, s.max_states, s.memory_mb, s.wythoff
        )
        .as_bytes(),
    );
    format!("{:08x}", h.finalize())
}

fn one_line(s: &str) -> String {
    let flat: String = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if flat.chars().count() > 400 {
        let head: String = flat.chars().take(400).collect();
        format!("{head}...")
    } else {
        flat
    }
}

// ---------------------------------------------------------------------------------------
// Families

/// A member to run: its rules text and parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// The rules file's text.
    pub text: String,
    /// The parameters (overrides of the file's `[params]`).
    pub params: Vec<(String, i64)>,
}

/// How a family's members get their text.
#[derive(Debug, Clone)]
enum Template {
    /// One rules file; the parameters override its `[params]`.
    Text(String),
    /// Wythoff with `P: box AxB` (parameters `a`, `b`): the alteration is text, not an
    /// expression, so each member's file is written out.
    Boxes,
}

/// A family of games: a template, the parameter ranges, and a condition on them.
#[derive(Debug, Clone)]
pub struct Family {
    /// The family's name.
    pub name: String,
    template: Template,
    /// The values of each parameter surveyed, in order.
    pub ranges: Vec<(String, Vec<i64>)>,
    /// `where`: a condition on the parameters (e.g. `p < q`), with its text.
    pub condition: Option<(String, Cond)>,
}

/// The built-in families: `(name, what, default ranges, condition)`.
pub fn builtin_names() -> Vec<(&'static str, &'static str)> {
    vec![
        ("blocking_wythoff", "Larsson's W^k, k = 1..64"),
        (
            "wythoff_terminal",
            "Wythoff with terminal set x + y <= l, l = 0..64",
        ),
        ("gdwn", "(p,q)-GDWN, 1 <= p < q <= 12"),
        ("a_wythoff", "Fraenkel's a-Wythoff, a = 1..20"),
        ("hst_box", "Wythoff with Box(a,b) declared P, a, b = 1..8"),
    ]
}

fn box_text(a: i64, b: i64) -> String {
    format!(
        "# Wythoff with Box(a,b) declared P (Hu, Sleator and Tsin, arXiv:2408.02851, Theorem 2).\n\
         name = \"hst_box\"\ntitle = \"Wythoff with Box(a,b) declared P\"\n\
         alter = \"P: box {a}x{b}\"\n[params]\na = {a}\nb = {b}\n\
         [[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n"
    )
}

impl Family {
    /// A built-in family by name ([`builtin_names`]).
    pub fn builtin(name: &str) -> Option<Family> {
        let range = |a: i64, b: i64| (a..=b).collect::<Vec<i64>>();
        let (ranges, cond) = match name {
            "blocking_wythoff" => (vec![("k", range(1, 64))], None),
            "wythoff_terminal" => (vec![("l", range(0, 64))], None),
            "gdwn" => (
                vec![("p", range(1, 12)), ("q", range(1, 12))],
                Some("p < q"),
            ),
            "a_wythoff" => (vec![("a", range(1, 20))], None),
            "hst_box" => {
                return Some(Family {
                    name: "hst_box".into(),
                    template: Template::Boxes,
                    ranges: vec![("a".into(), range(1, 8)), ("b".into(), range(1, 8))],
                    condition: None,
                });
            }
            _ => return None,
        };
        let mut f = Family::from_text(super::gallery::rules(name)?).ok()?;
        f.ranges = ranges
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        if let Some(c) = cond {
            f.set_condition(c).ok()?;
        }
        Some(f)
    }

    /// A family from a rules file: its `[survey]` table's ranges (`k = "1..64"`,
    /// `k = [1, 2, 5]`, `k = 3`) and `where = "p < q"`; no table: the file alone (one
    /// member). The file must parse with its own `[params]`.
    pub fn from_text(text: &str) -> Result<Family, String> {
        let rules = parse(text, &[])?;
        let table: toml::Table =
            toml::from_str(text).map_err(|e| format!("rules file: {}", e.message().trim()))?;
        let mut f = Family {
            name: rules.name.clone(),
            template: Template::Text(text.to_string()),
            ranges: Vec::new(),
            condition: None,
        };
        if let Some(survey) = table.get("survey") {
            let survey = survey
                .as_table()
                .ok_or("survey: a table (`[survey]` with `k = \"1..64\"`)")?;
            for (k, v) in survey {
                if k == "where" {
                    let c = v
                        .as_str()
                        .ok_or_else(|| format!("survey.where: '{v}' is not a string"))?;
                    f.set_condition(c)?;
                    continue;
                }
                let values = match v {
                    toml::Value::Integer(n) => vec![*n],
                    toml::Value::String(s) => {
                        parse_values(s).map_err(|e| format!("survey.{k}: {e}"))?
                    }
                    toml::Value::Array(a) => a
                        .iter()
                        .map(|x| {
                            x.as_integer()
                                .ok_or_else(|| format!("survey.{k}: '{x}' is not an integer"))
                        })
                        .collect::<Result<_, _>>()?,
                    other => {
                        return Err(format!(
                            "survey.{k}: '{other}': a range \"A..B\", a list of integers or an integer"
                        ));
                    }
                };
                f.set_range(k, values)?;
            }
        }
        Ok(f)
    }

    /// The parameters the family's text declares.
    fn declared(&self) -> Vec<String> {
        match &self.template {
            Template::Text(t) => parse(t, &[])
                .map(|r| r.params.keys().cloned().collect())
                .unwrap_or_default(),
            Template::Boxes => vec!["a".into(), "b".into()],
        }
    }

    /// Survey `name` over `values` (replacing its range, if any).
    pub fn set_range(&mut self, name: &str, values: Vec<i64>) -> Result<(), String> {
        let declared = self.declared();
        if !declared.iter().any(|d| d == name) {
            return Err(format!(
                "range {name}: the family {} declares no parameter '{name}' (declared: {})",
                self.name,
                if declared.is_empty() {
                    "none".to_string()
                } else {
                    declared.join(", ")
                }
            ));
        }
        if values.is_empty() {
            return Err(format!("range {name}: no value"));
        }
        if values.len() > MAX_MEMBERS {
            return Err(format!(
                "range {name}: {} values, at most {MAX_MEMBERS}",
                values.len()
            ));
        }
        match self.ranges.iter_mut().find(|(k, _)| k == name) {
            Some(r) => r.1 = values,
            None => self.ranges.push((name.to_string(), values)),
        }
        Ok(())
    }

    /// Keep the members whose parameters satisfy `text` (`p < q`).
    pub fn set_condition(&mut self, text: &str) -> Result<(), String> {
        let declared = self.declared();
        let vars: Vec<&str> = declared.iter().map(String::as_str).collect();
        let c = parse_cond(
            text,
            &Scope {
                vars: &vars,
                params: &BTreeMap::new(),
            },
        )
        .map_err(|e| format!("where '{text}': {e}"))?;
        self.condition = Some((text.to_string(), c));
        Ok(())
    }

    /// The members: every combination of the ranges (the first range slowest) satisfying
    /// the condition.
    pub fn members(&self) -> Result<Vec<Member>, String> {
        let mut combos: Vec<Vec<(String, i64)>> = vec![Vec::new()];
        for (k, values) in &self.ranges {
            if combos.len().saturating_mul(values.len()) > MAX_MEMBERS * 16 {
                return Err(format!("the ranges give more than {MAX_MEMBERS} members"));
            }
            combos = combos
                .into_iter()
                .flat_map(|c| {
                    values.iter().map(move |&v| {
                        let mut c = c.clone();
                        c.push((k.clone(), v));
                        c
                    })
                })
                .collect();
        }
        if let Some((_, cond)) = &self.condition {
            combos.retain(|c| cond.eval(&|v| c.iter().find(|(k, _)| k == v).map_or(0, |p| p.1)));
        }
        if combos.len() > MAX_MEMBERS {
            return Err(format!("{} members: at most {MAX_MEMBERS}", combos.len()));
        }
        Ok(combos
            .into_iter()
            .map(|params| Member {
                text: match &self.template {
                    Template::Text(t) => t.clone(),
                    Template::Boxes => {
                        let get = |n: &str| params.iter().find(|(k, _)| k == n).map_or(1, |p| p.1);
                        box_text(get("a"), get("b"))
                    }
                },
                params,
            })
            .collect())
    }
}

/// A range's values: `A..B` (both ends included), `A,B,C`, or `A`.
pub fn parse_values(text: &str) -> Result<Vec<i64>, String> {
    let int = |s: &str| -> Result<i64, String> {
        s.trim()
            .parse::<i64>()
            .map_err(|_| format!("'{}' is not an integer", s.trim()))
    };
    if let Some((a, b)) = text.split_once("..") {
        let (a, b) = (int(a)?, int(b)?);
        if b < a {
            return Err(format!("'{text}': empty range ({b} < {a})"));
        }
        if (b - a) as u128 >= MAX_MEMBERS as u128 {
            return Err(format!("'{text}': more than {MAX_MEMBERS} values"));
        }
        return Ok((a..=b).collect());
    }
    text.split(',').map(int).collect()
}

// ---------------------------------------------------------------------------------------
// Memory

/// The engine's bytes for `bound` columns (streamed) or the square of side `bound`, with
/// the upper P-positions kept (16 bytes each). `rows` is the highest P row assumed (checked
/// as the engine runs): `4 * bound` plus the fixed cells' extent up front.
///
/// Per column: its vector (24 bytes) and at most `k` P rows plus its fixed cells (8 bytes
/// each; a column holds at most `k` P-positions besides the fixed ones when the game has
/// both Nim moves, and a square's columns are counted the same way with `k` replaced by
/// the column's P rows, bounded by `rows` per column for a square). Per unbounded ray with
/// `p = 1`, `k` bit sets over its line indices `v - q u` (`rows + |q| bound`, doubling as
/// they grow); per ray with `p >= 2`, a hash entry (64 bytes with the table's slack) per
/// P-position inserted.
pub fn estimate(r: &RuleSet, bound: u64, rows: u64, streamed: bool) -> Result<u64, String> {
    let n = normalize(r)?;
    let k = u64::from(r.blocking);
    let fixed = fixed_count(r, bound);
    let per_column = if streamed { k } else { k.max(1) * 4 };
    let p_count = bound.saturating_mul(per_column).saturating_add(fixed);
    let mut bytes = bound
        .saturating_mul(24)
        .saturating_add(p_count.saturating_mul(8))
        .saturating_add(p_count.saturating_mul(16));
    for ray in n.rays.iter().filter(|r| r.t_max.is_none() && r.p >= 1) {
        if ray.p == 1 {
            let span = rows.saturating_add(ray.q.unsigned_abs().saturating_mul(bound));
            // Per level a bit and half a link per line index, capacity up to twice.
            bytes = bytes.saturating_add(k.saturating_mul(span / 8 * 3 + 64));
        } else {
            bytes = bytes.saturating_add(p_count.saturating_mul(64));
        }
    }
    Ok(bytes)
}

/// The fixed cells (altered and terminal) a member lists, at most.
fn fixed_count(r: &RuleSet, bound: u64) -> u64 {
    let altered = r
        .alteration
        .as_ref()
        .map_or(0, |(a, _)| (a.p.len() + a.n.len()) as u64);
    let terminal = r.terminal.as_ref().map_or(0, |t| {
        super::region::bounding_box(t)
            .map_or(bound.saturating_mul(bound), |(x, y)| x.saturating_mul(y))
    });
    altered.saturating_add(terminal)
}

/// The fixed cells' extent (the highest row they reach).
fn fixed_extent(r: &RuleSet) -> u64 {
    let (mx, my) = r.extent();
    mx.max(my)
}

// ---------------------------------------------------------------------------------------
// Peak memory

mod peak {
    use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

    static RUNNING: AtomicUsize = AtomicUsize::new(0);
    static STARTS: AtomicU64 = AtomicU64::new(0);

    /// A member's watch: resident memory at the start, and whether it may be alone.
    pub struct Watch {
        start_kb: Option<u64>,
        first: bool,
        ticket: u64,
    }

    fn status_kb(field: &str) -> Option<u64> {
        let s = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = s.lines().find(|l| l.starts_with(field))?;
        line[field.len()..]
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()
    }

    pub fn start() -> Watch {
        let before = RUNNING.fetch_add(1, Ordering::SeqCst);
        let ticket = STARTS.fetch_add(1, Ordering::SeqCst) + 1;
        // Linux >= 4.0: writing 5 resets the high-water mark to the current resident size.
        let reset = before == 0 && std::fs::write("/proc/self/clear_refs", "5").is_ok();
        Watch {
            start_kb: if reset { status_kb("VmRSS:") } else { None },
            first: before == 0,
            ticket,
        }
    }

    /// The peak above the start in MB, when the member ran alone.
    pub fn stop(w: Watch) -> Option<f64> {
        let hwm = status_kb("VmHWM:");
        let alone = w.first && STARTS.load(Ordering::SeqCst) == w.ticket;
        RUNNING.fetch_sub(1, Ordering::SeqCst);
        let (start, hwm) = (w.start_kb?, hwm?);
        alone.then(|| (hwm.saturating_sub(start) as f64 / 1024.0 * 10.0).round() / 10.0)
    }
}

// ---------------------------------------------------------------------------------------
// A member

/// The solver's work on a side `s` (move tests), for the compared side.
fn solver_cost(r: &RuleSet, s: u64) -> u64 {
    let per_position: u64 = r
        .families
        .iter()
        .map(|f| match &f.take {
            Take::Ray { .. } => s,
            Take::List(v) => v.len() as u64,
            Take::Region { .. } => s.saturating_mul(s),
        })
        .sum();
    s.saturating_mul(s).saturating_mul(per_position.max(1))
}

/// The largest side at most `min(bound, solver::MAX_SIDE)` whose solver cost is below
/// `3 * 10^7` move tests (at least 8 when the bound allows).
fn compared_side(r: &RuleSet, bound: u64) -> u64 {
    let mut s = bound.min(solver::MAX_SIDE);
    while s > 8 && solver_cost(r, s) > 30_000_000 {
        s -= s / 8;
    }
    s
}

/// Wythoff's P-positions of column `x` with `y < bound` (sorted).
fn wythoff_column(x: u64, bound: u64) -> Vec<u64> {
    let mut v = Vec::new();
    if x == 0 {
        v.push(0);
        return v;
    }
    // x = a_n (n = ceil(x / phi) or near) or x = b_m = a_m + m.
    let n_guess = (x as f64 / 1.618_033_988_749_895) as u64;
    for n in n_guess.saturating_sub(2)..=n_guess + 2 {
        if n == 0 {
            continue;
        }
        if let Some((a, b)) = crate::games::wythoff::pair(n)
            && a == x
            && b < bound
        {
            v.push(b);
        }
    }
    let m_guess = (x as f64 / 2.618_033_988_749_895) as u64;
    for m in m_guess.saturating_sub(2)..=m_guess + 2 {
        if m == 0 {
            continue;
        }
        if let Some((a, b)) = crate::games::wythoff::pair(m)
            && b == x
            && a < bound
        {
            v.push(a);
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// Wythoff's proved automaton (`proofs/walnut/automatic.wythoff.automaton.txt`).
pub fn wythoff_automaton() -> Result<Auto, String> {
    automatic_prover::walnut::save::from_text(include_str!(
        "../../../proofs/walnut/automatic.wythoff.automaton.txt"
    ))
}

/// The exact form `(A + B sqrt d)/C` of the root `(-v + sqrt(v^2 - 4uw)) / 2u`.
pub fn quadratic_form(u: i64, v: i64, w: i64) -> String {
    let disc = (v as i128) * (v as i128) - 4 * (u as i128) * (w as i128);
    if disc <= 0 {
        return format!("root of {u}x^2 {v:+}x {w:+}");
    }
    // disc = s^2 d with d squarefree.
    let (mut s, mut d) = (1i128, disc);
    let mut f = 2i128;
    while f * f <= d {
        while d % (f * f) == 0 {
            d /= f * f;
            s *= f;
        }
        f += 1;
    }
    fn gcd(a: i128, b: i128) -> i128 {
        if b == 0 { a.abs() } else { gcd(b, a % b) }
    }
    let (a, c) = (-(v as i128), 2 * (u as i128));
    let g = gcd(gcd(a, s), c).max(1);
    let (a, b, c) = (a / g, s / g, c / g);
    let root = if b == 1 {
        format!("sqrt {d}")
    } else {
        format!("{b} sqrt {d}")
    };
    let num = if a == 0 {
        root
    } else if a > 0 {
        format!("{a} + {root}")
    } else {
        format!("{root} - {}", -a)
    };
    if c == 1 {
        num
    } else if a == 0 {
        format!("{num}/{c}")
    } else {
        format!("({num})/{c}")
    }
}

fn point_row(a: &aggregation::Aggregation) -> PointRow {
    let (kind, exact, cf, period) = match &a.point {
        Point::Rational { p, q, period, .. } => (
            "rational",
            Some(if *q == 1 {
                p.to_string()
            } else {
                format!("{p}/{q}")
            }),
            None,
            period.map(|(t, a0)| (t, (t as i64 * p / q) as u64, a0)),
        ),
        Point::Quadratic { u, v, w, .. } => (
            "quadratic",
            Some(quadratic_form(*u, *v, *w)),
            aggregation::quadratic_continued_fraction(*u, *v, *w).map(|(c, pre, per)| {
                let j = |x: &[u32]| x.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                if pre.is_empty() {
                    format!("[{c}; ({})]", j(&per))
                } else {
                    format!("[{c}; {}, ({})]", j(&pre), j(&per))
                }
            }),
            None,
        ),
        Point::Unknown => ("unknown", None, None, None),
    };
    PointRow {
        slope: if a.slope.is_finite() { a.slope } else { 0.0 },
        share: if a.share.is_finite() { a.share } else { 0.0 },
        kind: kind.into(),
        exact,
        continued_fraction: cf,
        period,
        text: aggregation::describe(a),
    }
}

/// The row of a member that did not finish where it ran: `status` (`refused`, `error`)
/// and the one-line reason (the Python module's row for a task that killed its worker
/// process, the memory limit of a Dask worker, every time it ran).
pub fn stopped(
    text: &str,
    params: &[(String, i64)],
    bound: u64,
    s: &Settings,
    status: &str,
    reason: &str,
) -> Row {
    let mut row = Row::new(text, "", params, bound, s);
    if let Ok(r) = parse(text, params) {
        row.family = r.name;
    }
    row.stop(status, reason)
}

/// One member of a survey: the rules file `text` with `params`, at `bound` (columns of a
/// streamed engine, or the side of a square). Never panics: a failure is a row with
/// `status` `error` and its reason; a member over its budget is `refused`.
pub fn member(text: &str, params: &[(String, i64)], bound: u64, s: &Settings) -> Row {
    let watch = peak::start();
    let started = std::time::Instant::now();
    let mut row = Row::new(text, "", params, bound, s);
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let r = row.clone();
        compute(r, text, params, bound, s)
    }));
    row = match out {
        Ok(r) => r,
        Err(e) => {
            let what = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".into());
            row.stop("error", format!("the library failed: {what}"))
        }
    };
    row.seconds = (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0;
    row.peak_mb = peak::stop(watch);
    row
}

fn compute(mut row: Row, text: &str, params: &[(String, i64)], bound: u64, s: &Settings) -> Row {
    if let Err(e) = s.check(bound) {
        return row.stop("refused", e);
    }
    let r = match parse(text, params) {
        Ok(r) => r,
        Err(e) => return row.stop("refused", e),
    };
    row.family = r.name.clone();
    let budget = s.memory_mb << 20;
    // 1. The engine, its memory estimated up front.
    let (mut engine, streamed) = match Engine::stream(&r) {
        Ok(e) => (e, true),
        Err(why) => {
            if bound > MAX_SQUARE {
                return row.stop(
                    "refused",
                    format!(
                        "{why}; the square engine serves a survey below {MAX_SQUARE} (asked {bound})"
                    ),
                );
            }
            match Engine::square(&r, bound) {
                Ok(e) => (e, false),
                Err(e) => return row.stop("refused", e),
            }
        }
    };
    row.engine = Some(if streamed { "streamed" } else { "square" }.into());
    let mut rows_assumed = bound.saturating_mul(4).saturating_add(fixed_extent(&r));
    let over = |need: u64| {
        format!(
            "needs an estimated {} MB for the engine to {bound} (budget {} MB)",
            need.div_ceil(1 << 20),
            s.memory_mb
        )
    };
    match estimate(&r, bound, rows_assumed, streamed) {
        Ok(need) if need > budget => return row.stop("refused", over(need)),
        Ok(_) => {}
        Err(e) => return row.stop("refused", e),
    }
    // 2. Columns: count, upper positions, the compared square, Wythoff's first difference.
    let side = compared_side(&r, bound);
    let mut small: Vec<(u64, u64)> = Vec::new();
    let mut upper: Vec<(u64, u64)> = Vec::new();
    let mut count = 0u64;
    let mut first_diff: Option<(u64, u64)> = None;
    for x in 0..bound {
        let col = engine.next_column();
        if let Some(&top) = col.last()
            && top > rows_assumed
        {
            rows_assumed = top.saturating_mul(2);
            if let Ok(need) = estimate(&r, bound, rows_assumed, streamed)
                && need > budget
            {
                return row.stop(
                    "refused",
                    format!(
                        "{} (column {x} reached row {top}, past the estimate's assumption)",
                        over(need)
                    ),
                );
            }
        }
        for &y in col {
            if y < bound {
                count += 1;
            }
            if y >= x {
                upper.push((x, y));
            }
            if x < side && y < side {
                small.push((x, y));
            }
        }
        if s.wythoff && first_diff.is_none() {
            let mine: Vec<u64> = col.iter().copied().filter(|&y| y < bound).collect();
            let theirs = wythoff_column(x, bound);
            if mine != theirs {
                let y = mine
                    .iter()
                    .chain(&theirs)
                    .copied()
                    .filter(|y| mine.contains(y) != theirs.contains(y))
                    .min()
                    .unwrap_or(0);
                first_diff = Some((x, y));
            }
        }
    }
    drop(engine);
    row.p_positions = Some(count);
    // The twin on [0, side)^2.
    match super::study::differs(&r, side, &small) {
        Ok(None) => row.compared = Some(side),
        Ok(Some(d)) => {
            return row.stop(
                "error",
                format!("the engine and the rules solver differ on [0, {side})^2: {d}"),
            );
        }
        Err(e) => return row.stop("refused", format!("the rules solver: {e}")),
    }
    // 3. Aggregation points and the numeration they name.
    let a_max = if streamed {
        bound - 1
    } else {
        (bound / 4).max(1)
    };
    let upper: Vec<(u64, u64)> = upper.into_iter().filter(|p| p.0 <= a_max).collect();
    let points = aggregation::analyze_positions(&upper, a_max);
    row.points = points.iter().map(point_row).collect();
    row.periodic = (!points.is_empty()).then(|| {
        points.iter().all(|p| {
            matches!(
                p.point,
                Point::Rational {
                    period: Some(_),
                    ..
                }
            )
        })
    });
    let (lines, choice) = aggregation::suggest(&upper, a_max, "survey");
    drop(upper);
    let choice = choice.map(|mut c| {
        if let Some((_, pre, per)) = &c.ost {
            let mut h = crc32fast::Hasher::new();
            h.update(format!("{pre:?}{per:?}").as_bytes());
            let name = format!("sv{:08x}", h.finalize());
            c.name = format!("msd_{name}");
            c.ost = Some((name, pre.clone(), per.clone()));
        }
        c
    });
    // 4. Learn and prove in that system.
    match &choice {
        None => {
            row.obstacle = Some(one_line(
                &lines
                    .iter()
                    .filter_map(|l| l.strip_prefix("obstacle: "))
                    .collect::<Vec<_>>()
                    .join("; "),
            ));
            if row.obstacle.as_deref() == Some("") {
                row.obstacle = Some("no numeration named by the aggregation points".into());
            }
        }
        Some(c) => {
            row.system = Some(c.name.clone());
            let mut ok = true;
            if let Some((name, pre, per)) = &c.ost {
                let words = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
                row.ost = Some(format!(
                    "ost {name} [{}] [{}]",
                    if pre.is_empty() {
                        "0".into()
                    } else {
                        words(pre)
                    },
                    words(per)
                ));
                if let Err(e) = automatic_prover::numeration::define_ost(name, pre, per) {
                    row.automaton = "not tried".into();
                    row.obstacle = Some(one_line(&format!("the system cannot be defined: {e}")));
                    ok = false;
                }
            }
            if ok && s.learn_up_to == 0 {
                row.obstacle = Some("not learned (learn_up_to = 0)".into());
            } else if ok {
                match guess_within(&r, &c.name, s.learn_up_to, s.max_states, budget) {
                    Ok(Guessed::Proved(b)) => {
                        row.automaton = "proved".into();
                        row.states = Some(b.0.states);
                        row.learned_length = Some(b.0.length);
                    }
                    Ok(Guessed::NotProved(line)) => {
                        row.automaton = "not proved".into();
                        row.obstacle = Some(one_line(&format!(
                            "learned from the data below {}, the proof fails: {line}",
                            s.learn_up_to
                        )));
                    }
                    Ok(Guessed::Unlearned(e)) => {
                        row.automaton = "unlearned".into();
                        if let LearnFailure::NotConverged {
                            last_states: Some(n),
                            ..
                        } = &e
                        {
                            row.states = Some(*n);
                        }
                        row.obstacle =
                            Some(one_line(&format!("{e} (data below {})", s.learn_up_to)));
                    }
                    Err(e) => {
                        row.automaton = "not proved".into();
                        row.obstacle = Some(one_line(&e));
                    }
                }
            }
        }
    }
    // 5. Against Wythoff's P-set.
    if s.wythoff {
        row.wythoff_difference = first_diff;
        row.wythoff = Some(match first_diff {
            Some((x, y)) => {
                let here = wythoff_column(x, bound).contains(&y);
                let what = if here {
                    "N here, P in Wythoff's game"
                } else {
                    "P here, N in Wythoff's game"
                };
                let confirm = if x.max(y) < solver::MAX_SIDE {
                    match solver::solve(&r, x.max(y) + 1, false) {
                        Ok(sol) if sol.is_p(x, y) != here => format!(
                            "confirmed by the rules solver on [0, {})^2",
                            x.max(y) + 1
                        ),
                        Ok(_) => "the rules solver disagrees (an engine error)".into(),
                        Err(e) => format!("not confirmed: {e}"),
                    }
                } else {
                    format!(
                        "beyond the rules solver's side {} (the engine's)",
                        solver::MAX_SIDE
                    )
                };
                format!("differs at ({x}, {y}): {what}; {confirm}")
            }
            None => match wythoff_automaton()
                .and_then(|w| prove_within(&r, "msd_fib", w, budget))
            {
                Ok(None) => "same as Wythoff's: proved (Wythoff's automaton, msd_fib, by this game's rule formula)".into(),
                Ok(Some(line)) => one_line(&format!(
                    "same below {bound}, not proved: {line}"
                )),
                Err(e) => one_line(&format!("same below {bound}, not proved: {e}")),
            },
        });
    }
    row
}

// ---------------------------------------------------------------------------------------
// Persisted rows

const CHECKSUM: &str = ",\"checksum\":\"";

/// The row as one JSON line (no newline): its fields, then a CRC-32 of the text before
/// `,"checksum"`.
pub fn to_line(row: &Row) -> String {
    let json = serde_json::to_string(row).expect("a row serializes");
    let body = json.strip_suffix('}').unwrap_or(&json);
    format!(
        "{body}{CHECKSUM}{:08x}\"}}",
        crc32fast::hash(body.as_bytes())
    )
}

/// A persisted line as a row: its checksum and version checked.
pub fn from_line(line: &str) -> Result<Row, String> {
    let at = line
        .rfind(CHECKSUM)
        .ok_or("no checksum (not a survey row)")?;
    let (body, tail) = line.split_at(at);
    let hex = tail[CHECKSUM.len()..]
        .strip_suffix("\"}")
        .ok_or("the checksum is not the row's last field")?;
    let stored =
        u32::from_str_radix(hex, 16).map_err(|_| format!("checksum '{hex}' is not hex"))?;
    if crc32fast::hash(body.as_bytes()) != stored {
        return Err("the checksum does not match: the row is corrupt".into());
    }
    let json = format!("{body}}}");
    let v: serde_json::Value = serde_json::from_str(&json).map_err(|e| e.to_string())?;
    let version = v.get("version").and_then(|x| x.as_u64()).unwrap_or(0);
    if version != u64::from(VERSION) {
        return Err(format!(
            "a row of format version {version}; this program reads version {VERSION}"
        ));
    }
    serde_json::from_value(v).map_err(|e| e.to_string())
}

/// The rows of a persisted survey and the length of its complete lines: a last line
/// without its newline (a torn write) is left out; any other bad line is an error naming
/// it (`what`, line `n`).
pub fn read_rows(what: &str, text: &str) -> Result<(Vec<Row>, usize), String> {
    let (rows, valid) = read_lines(what, text)?;
    Ok((rows.into_iter().map(|(r, _)| r).collect(), valid))
}

/// Rows read back, each with its line as stored, and the length of the complete lines.
pub type Stored<'t> = (Vec<(Row, &'t str)>, usize);

/// [`read_rows`], each row with its line as stored: a stored row is copied, never
/// written anew (a float's text may differ in its last digit after a round trip).
pub fn read_lines<'t>(what: &str, text: &'t str) -> Result<Stored<'t>, String> {
    let mut rows = Vec::new();
    let mut valid = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let Some(line) = line.strip_suffix('\n') else {
            break;
        };
        if !line.trim().is_empty() {
            let row = from_line(line).map_err(|e| format!("{what}, line {}: {e}", n + 1))?;
            rows.push((row, line));
        }
        valid += line.len() + 1;
    }
    Ok((rows, valid))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_forms() {
        assert_eq!(parse_values("1..4").unwrap(), [1, 2, 3, 4]);
        assert_eq!(parse_values("3, 5").unwrap(), [3, 5]);
        assert!(parse_values("4..1").is_err());
        assert_eq!(quadratic_form(1, -1, -1), "(1 + sqrt 5)/2");
        assert_eq!(quadratic_form(5, -4, -5), "(2 + sqrt 29)/5");
        assert_eq!(quadratic_form(1, -2, -1), "1 + sqrt 2");
    }

    #[test]
    fn wythoff_columns_are_beatty() {
        // Columns 0..10 of Wythoff's P-set: (0,0) (1,2) (2,1) (3,5) (4,7) (5,3) (6,10) (7,4)
        // (8,13) (9,15).
        let want: [&[u64]; 10] = [
            &[0],
            &[2],
            &[1],
            &[5],
            &[7],
            &[3],
            &[10],
            &[4],
            &[13],
            &[15],
        ];
        for (x, w) in want.iter().enumerate() {
            assert_eq!(wythoff_column(x as u64, 100), *w, "column {x}");
        }
        assert!(wythoff_column(8, 13).is_empty());
    }

    #[test]
    fn lines_round_trip_and_refuse_damage() {
        let row = member(
            &box_text(1, 1),
            &[("a".into(), 1), ("b".into(), 1)],
            200,
            &Settings {
                learn_up_to: 100,
                ..Settings::default()
            },
        );
        assert_eq!(row.status, "done", "{row:?}");
        let line = to_line(&row);
        assert_eq!(from_line(&line).unwrap(), row);
        let bad = line.replacen("\"bound\":200", "\"bound\":201", 1);
        assert!(from_line(&bad).unwrap_err().contains("checksum"));
        let text = format!("{line}\n{line}\n{}", &line[..20]);
        let (rows, valid) = read_rows("f", &text).unwrap();
        assert_eq!((rows.len(), valid), (2, 2 * line.len() + 2));
        assert!(
            read_rows("f", &format!("{bad}\n"))
                .unwrap_err()
                .starts_with("f, line 1:")
        );
    }
}
