//! `wythoff_lab._native`: the Python module's native part, a thin PyO3 layer over the
//! `wythoff_lab` library. Each function calls the library functions the command line
//! calls, so the same gates apply (`requests::gate`, the proved P-set checks, the
//! compared range of `grundy`, the catalog runner), and a refusal raises `WythoffError`
//! with the command line's one-line message. Long calls release the GIL; they take the
//! GIL back once per block of positions to report progress (when asked) and to let
//! Ctrl-C through.
//!
//! The Python package (`wythoff_lab/__init__.py`) wraps these functions with the
//! documented API; `wythoff_lab/kernel.py` drives [`Session`].

mod game;

use automatic_prover::automaton::limits::Budget;
use automatic_prover::{Answer, Session as Prover};
use numpy::ndarray::Array2;
use numpy::{IntoPyArray, PyArray2};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use wythoff_lab::check::engines::Use;
use wythoff_lab::papers;
use wythoff_lab::positions::{Engine, Select};
use wythoff_lab::requests::{self, Game, GrundyGame, Request};

create_exception!(
    _native,
    WythoffError,
    PyValueError,
    "A request refused or malformed: the command line's one-line message."
);

pub(crate) fn err(message: impl Into<String>) -> PyErr {
    WythoffError::new_err(message.into())
}

/// Positions between two returns to Python (progress and Ctrl-C).
const BLOCK: u64 = 1 << 16;

/// The uses of the engines, from the catalog's one table (as the command line reads it).
fn uses() -> Vec<Use> {
    papers::engines::engines()
        .into_iter()
        .flat_map(|e| e.uses)
        .collect()
}

/// What one Walnut command answered.
#[pyclass(frozen, get_all, module = "wythoff_lab")]
#[derive(Clone)]
struct Outcome {
    /// The command's name (`def NAME`, `eval NAME`, ...).
    name: String,
    /// `"TRUE"`, `"FALSE"`, `"states"` (an automaton: see `states`) or `"text"`.
    result: String,
    /// States of the minimal automaton (the dead state not counted).
    states: usize,
    /// The smallest counterexample of a FALSE `eval` under an outermost `A`.
    witness: Option<String>,
    /// The free variables, in argument order.
    vars: Vec<String>,
    /// What a text command printed.
    text: Option<String>,
    /// Seconds taken.
    seconds: f64,
    /// The line `wythoff prove` prints.
    line: String,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        format!("<Outcome {}>", self.line)
    }
}

impl Outcome {
    fn of(o: &automatic_prover::session::Outcome) -> Outcome {
        Outcome {
            name: o.name.clone(),
            result: match o.result {
                Answer::True => "TRUE",
                Answer::False => "FALSE",
                Answer::States => "states",
                Answer::Text => "text",
            }
            .to_string(),
            states: o.states,
            witness: o.witness.clone(),
            vars: o.vars.clone(),
            text: o.text.clone(),
            seconds: o.seconds,
            line: o.line(),
        }
    }
}

/// A prover session as `wythoff prove` sets one up: `walnut_home` for `$NAME` and words
/// the script does not define, `open_evals` (an `eval` with free variables answers with
/// its states instead of being refused), `load` relative to `base_dir`.
fn prover(
    walnut_home: Option<PathBuf>,
    open_evals: bool,
    base_dir: Option<PathBuf>,
) -> PyResult<Prover> {
    let mut session = Prover::proof_mode(Budget::default());
    if let Some(home) = walnut_home {
        session.walnut_home = Some(
            automatic_prover::walnut::library::WalnutHome::new(&home)
                .map_err(|e| err(format!("--walnut-home: {e}")))?,
        );
    }
    session.require_closed_evals = !open_evals;
    session.base_dir = Some(base_dir.unwrap_or_else(|| PathBuf::from(".")));
    Ok(session)
}

/// Run `script` in `session`: one outcome per command (`load FILE;` of a command file
/// gives one per command of the file, as `wythoff prove --json`); each command run is
/// appended to `done` (the session's history). Stops at the first error, with the
/// command line's message (`line L, column C: ...`).
fn run(
    session: &mut Prover,
    script: &str,
    done: &mut String,
) -> Result<Vec<automatic_prover::session::Outcome>, String> {
    let commands = session.parse(script).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for c in &commands {
        let o = session
            .command_each(c)
            .map_err(|e| e.at(c.pos).to_string())?;
        done.push_str(&c.text);
        done.push('\n');
        out.extend(o);
    }
    Ok(out)
}

/// `prove(script, walnut_home=None, open_evals=True, base_dir=None)`: see the package.
#[pyfunction]
#[pyo3(signature = (script, walnut_home=None, open_evals=true, base_dir=None))]
fn prove(
    py: Python<'_>,
    script: &str,
    walnut_home: Option<PathBuf>,
    open_evals: bool,
    base_dir: Option<PathBuf>,
) -> PyResult<Vec<Outcome>> {
    let mut session = prover(walnut_home, open_evals, base_dir)?;
    let done = py.allow_threads(|| run(&mut session, script, &mut String::new()));
    Ok(done.map_err(err)?.iter().map(Outcome::of).collect())
}

/// The engine name of `positions l1|positive --engine`.
fn engine(name: &str) -> PyResult<Engine> {
    match name {
        "fast" => Ok(Engine::Fast),
        "rules" => Ok(Engine::Rules),
        _ => Err(err(format!(
            "engine='{name}': the engines are 'fast' and 'rules'"
        ))),
    }
}

/// A request of `positions` from its Python arguments, with the arguments the command
/// line requires.
#[allow(clippy::too_many_arguments)]
fn request(
    game: &str,
    count: Option<u64>,
    nth: Option<u64>,
    max_sum: Option<u64>,
    k: Option<u64>,
    piles: Option<u64>,
    f: Option<String>,
    alter: Option<String>,
    columns: Option<u64>,
    engine_name: &str,
) -> PyResult<Request> {
    let need = |v: Option<u64>, what: &str| {
        v.ok_or_else(|| err(format!("positions {game} needs {what}=")))
    };
    let game = match game {
        "wythoff" => Game::Wythoff,
        "akiyama" => Game::Akiyama,
        "l1" => Game::L1 {
            engine: engine(engine_name)?,
        },
        "positive" => Game::Positive {
            engine: engine(engine_name)?,
        },
        "lythoff" => Game::Lythoff {
            piles: need(piles, "piles")?,
            f,
        },
        "blocking" => Game::Blocking { k: need(k, "k")? },
        "altered" => Game::Altered {
            alter: alter.ok_or_else(|| err("positions altered needs alter="))?,
            columns: need(columns, "columns")?,
        },
        _ => {
            return Err(err(format!(
                "unknown game '{game}' (the games: wythoff, akiyama, l1, positive, lythoff, blocking, altered)"
            )));
        }
    };
    let sums = matches!(game, Game::L1 { .. } | Game::Positive { .. });
    let select = match (&game, count, nth, max_sum) {
        (Game::Altered { .. }, None, None, None) => Select::Count(0),
        (Game::Altered { .. }, ..) => {
            return Err(err(
                "positions altered takes columns=, not count=, nth= or max_sum=",
            ));
        }
        (_, _, _, Some(_)) if !sums => {
            return Err(err("max_sum= is for l1 and positive only"));
        }
        (_, Some(c), None, None) => Select::Count(c),
        (_, None, Some(n), None) => Select::Nth(n),
        (_, None, None, Some(_)) => Select::Count(u64::MAX),
        _ => {
            return Err(err(if sums {
                "give exactly one of count=, nth=, max_sum="
            } else {
                "give exactly one of count=, nth="
            }));
        }
    };
    Ok(Request {
        game,
        select,
        max_sum,
    })
}

/// The coordinates of a position of `game` (the shape of an empty result).
fn width(req: &Request) -> usize {
    match &req.game {
        Game::Wythoff | Game::Blocking { .. } | Game::Altered { .. } => 2,
        Game::Lythoff { piles, .. } => *piles as usize,
        Game::Akiyama | Game::L1 { .. } | Game::Positive { .. } => 3,
    }
}

/// Every `BLOCK` items: Ctrl-C, then the progress callback (if any) with the count so far.
fn tick(progress: Option<&Py<PyAny>>, done: u64) -> Result<(), String> {
    Python::with_gil(|py| {
        py.check_signals().map_err(|e| e.to_string())?;
        if let Some(cb) = progress {
            cb.call1(py, (done,)).map_err(|e| e.to_string())?;
        }
        Ok(())
    })
}

/// `positions(...)`: the request's positions under every gate of the command line, as
/// a 2-D `uint64` array, and the notes of a run past the compared range.
#[pyfunction]
#[pyo3(signature = (game, count=None, nth=None, max_sum=None, k=None, piles=None, f=None, alter=None, columns=None, engine="fast", past_compared=false, progress=None))]
#[allow(clippy::too_many_arguments)]
fn positions<'py>(
    py: Python<'py>,
    game: &str,
    count: Option<u64>,
    nth: Option<u64>,
    max_sum: Option<u64>,
    k: Option<u64>,
    piles: Option<u64>,
    f: Option<String>,
    alter: Option<String>,
    columns: Option<u64>,
    engine: &str,
    past_compared: bool,
    progress: Option<Py<PyAny>>,
) -> PyResult<(Bound<'py, PyArray2<u64>>, Vec<String>)> {
    let req = request(
        game, count, nth, max_sum, k, piles, f, alter, columns, engine,
    )?;
    let w = width(&req);
    // The array is held whole (the command line streams): refuse up front what would pass
    // the memory cap of every command.
    if let (Select::Count(c), None) = (req.select, req.max_sum) {
        let bytes = c.saturating_mul(w as u64 * 8);
        if bytes > wythoff_lab::positions::MEMORY_CAP {
            return Err(err(format!(
                "count={c}: the array would need about {:.1} GB, past the 8 GB cap (the command line streams: `wythoff positions`)",
                bytes as f64 / 1e9
            )));
        }
    }
    let notes = Arc::new(Mutex::new(Vec::<String>::new()));
    let sink = notes.clone();
    let flat = py.allow_threads(|| -> Result<Vec<u64>, String> {
        let uses = uses();
        let stream = requests::stream(
            &uses,
            &req,
            past_compared,
            Box::new(move |n| {
                if let Ok(mut v) = sink.lock() {
                    v.push(n);
                }
            }),
        )?;
        let hint = match req.select {
            Select::Count(c) if req.max_sum.is_none() => c.min(1 << 24) as usize,
            _ => 1,
        };
        let mut flat = Vec::with_capacity(hint * w);
        let mut n = 0u64;
        for p in stream {
            let p = p?;
            if p.len() != w {
                return Err(format!("a position with {} coordinates, not {w}", p.len()));
            }
            flat.extend_from_slice(&p);
            n += 1;
            if n.is_multiple_of(BLOCK) {
                tick(progress.as_ref(), n)?;
            }
        }
        if progress.is_some() {
            tick(progress.as_ref(), n)?;
        }
        Ok(flat)
    });
    let notes = notes.lock().map(|v| v.clone()).unwrap_or_default();
    let flat = flat.map_err(err)?;
    let rows = flat.len() / w;
    let a = Array2::from_shape_vec((rows, w), flat).map_err(|e| err(e.to_string()))?;
    Ok((a.into_pyarray(py), notes))
}

/// `grundy(game, side, k=None, alter=None, past_compared=False)`: G(x, y) on
/// `[0, side)^2` as a 2-D `uint32` array (row x), and the note of a run past the
/// compared range.
#[pyfunction]
#[pyo3(signature = (game, side, k=None, alter=None, past_compared=false))]
fn grundy<'py>(
    py: Python<'py>,
    game: &str,
    side: u64,
    k: Option<u64>,
    alter: Option<String>,
    past_compared: bool,
) -> PyResult<(Bound<'py, PyArray2<u32>>, Option<String>)> {
    let game = match (game, k, alter) {
        ("wythoff", None, None) => GrundyGame::Wythoff,
        ("blocking", Some(k), None) => GrundyGame::Blocking { k },
        ("altered", None, Some(alter)) => GrundyGame::Altered { alter },
        ("blocking", None, _) => return Err(err("grundy blocking needs k=")),
        ("altered", _, None) => return Err(err("grundy altered needs alter=")),
        ("wythoff" | "blocking" | "altered", ..) => {
            return Err(err(format!(
                "grundy {game}: k= is for blocking, alter= for altered"
            )));
        }
        _ => {
            return Err(err(format!(
                "unknown game '{game}' (the games of grundy: wythoff, blocking, altered)"
            )));
        }
    };
    let (flat, note) = py
        .allow_threads(|| -> Result<(Vec<u32>, Option<String>), String> {
            let (lines, note) = requests::grundy(&uses(), &game, side, false, past_compared)?;
            let side = side as usize;
            let mut flat = Vec::with_capacity(side * side);
            for (x, line) in lines.enumerate() {
                flat.extend_from_slice(&line);
                if x % 256 == 255 {
                    tick(None, 0)?;
                }
            }
            Ok((flat, note))
        })
        .map_err(err)?;
    let side = side as usize;
    let a = Array2::from_shape_vec((side, side), flat).map_err(|e| err(e.to_string()))?;
    Ok((a.into_pyarray(py), note))
}

/// `check(id, bound=None, deep=False)`: the verdict as JSON (the command line's `check
/// --json` entry) and whether it matches the catalog's record.
#[pyfunction]
#[pyo3(signature = (id, bound=None, deep=false))]
fn check(py: Python<'_>, id: &str, bound: Option<u64>, deep: bool) -> PyResult<(String, bool)> {
    let statement = papers::statements()
        .into_iter()
        .find(|s| s.id.eq_ignore_ascii_case(id))
        .ok_or_else(|| err(format!("unknown statement id '{id}' (see `wythoff list`)")))?;
    let verdicts = py
        .allow_threads(|| {
            wythoff_lab::check::run(
                &[statement],
                &papers::smt_queries(),
                wythoff_lab::check::RunOptions {
                    bound,
                    deep,
                    progress: false,
                },
            )
        })
        .map_err(err)?;
    let v = verdicts
        .into_iter()
        .next()
        .ok_or_else(|| err("the runner returned no verdict"))?;
    let json = serde_json::to_string(&v).map_err(|e| err(e.to_string()))?;
    Ok((json, v.matches_record()))
}

/// `catalog()`: every statement as the rows of `wythoff list --json`, as JSON.
#[pyfunction]
fn catalog() -> PyResult<String> {
    let rows: Vec<serde_json::Value> = papers::statements()
        .iter()
        .map(|s| {
            serde_json::json!({
                "id": s.id, "paper": s.paper, "number": s.number, "kind": s.kind_letters(),
                "kinds": s.kinds, "words": s.words, "bound": s.bound, "recorded": s.recorded, "note": s.note,
            })
        })
        .collect();
    serde_json::to_string(&rows).map_err(|e| err(e.to_string()))
}

/// A Walnut session that keeps its definitions from one `run` to the next (the kernel's
/// session), and the commands it ran, for `export`.
#[pyclass(module = "wythoff_lab")]
struct Session {
    prover: Prover,
    /// Every command run so far, one per line (what `export` writes).
    history: String,
}

#[pymethods]
impl Session {
    #[new]
    #[pyo3(signature = (walnut_home=None, open_evals=true, base_dir=None))]
    fn new(
        walnut_home: Option<PathBuf>,
        open_evals: bool,
        base_dir: Option<PathBuf>,
    ) -> PyResult<Session> {
        Ok(Session {
            prover: prover(walnut_home, open_evals, base_dir)?,
            history: String::new(),
        })
    }

    /// Run `script` (one or more commands): one outcome per command; the definitions stay.
    fn run(&mut self, py: Python<'_>, script: &str) -> PyResult<Vec<Outcome>> {
        let (prover, history) = (&mut self.prover, &mut self.history);
        let done = py.allow_threads(|| run(prover, script, history));
        Ok(done.map_err(err)?.iter().map(Outcome::of).collect())
    }

    /// The states of the automaton `name` defined so far (`None`: not defined).
    fn states(&self, name: &str) -> Option<usize> {
        self.prover.definition(name).map(|a| a.reported_states())
    }

    /// Graphviz's dot text of the automaton `name` (Walnut's drawing; `None`: not defined).
    fn gv(&self, name: &str) -> Option<String> {
        self.prover
            .definition(name)
            .map(|a| automatic_prover::session::files::graphviz_automaton(name, a))
    }

    /// The commands run so far, one per line.
    #[getter]
    fn history(&self) -> String {
        self.history.clone()
    }

    /// Learn the P-set of a two-pile game as `wythoff guess` does (learned from the fast
    /// engine's positions with both entries below `up_to`, then proved for every position
    /// by the game's move rule) and define it as `name`, as `load` would. Returns the
    /// states and the data length.
    /// `game` may also be a rules file's path or a gallery name (`params` set its
    /// parameters; `numeration="auto"` tries each system its positions name in turn).
    #[pyo3(signature = (name, game, numeration="msd_fib", up_to=1000, max_states=500, k=None, piles=None, f=None, alter=None, params=None))]
    #[allow(clippy::too_many_arguments)]
    fn learn(
        &mut self,
        py: Python<'_>,
        name: &str,
        game: &str,
        numeration: &str,
        up_to: u64,
        max_states: usize,
        k: Option<u64>,
        piles: Option<u64>,
        f: Option<String>,
        alter: Option<String>,
        params: Option<std::collections::HashMap<String, i64>>,
    ) -> PyResult<(usize, usize)> {
        use wythoff_lab::games::lythoff::automatic::Lythoff2;
        use wythoff_lab::games::rules::builtin;
        use wythoff_lab::games::rules::prove::{self as rprove, Guessed, Learnable};
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(err(format!("'{name}' is not a name (letters, digits, _)")));
        }
        let mut auto_bases: Vec<String> = Vec::new();
        let g: Box<dyn Learnable + Send + Sync> = match (game, k) {
            ("wythoff", _) => Box::new(builtin::wythoff()),
            ("blocking", Some(k @ 1..=8)) => Box::new(builtin::blocking(k as u32).map_err(err)?),
            ("blocking", Some(k)) => {
                return Err(err(format!(
                    "blocking --k {k}: guess writes the blocking formula for k in 1..=8"
                )));
            }
            ("blocking", None) => return Err(err("learn blocking needs --k")),
            ("lythoff", _) => {
                Box::new(Lythoff2::from_args(piles.unwrap_or(2), f.as_deref()).map_err(err)?)
            }
            ("altered", _) => {
                let spec = alter.ok_or_else(|| err("learn altered needs --alter"))?;
                Box::new(builtin::altered(&spec).map_err(err)?)
            }
            // A rules file (a path) or a gallery game.
            _ => match wythoff_lab::games::rules::study::load(
                game,
                &params.unwrap_or_default().into_iter().collect::<Vec<_>>(),
            ) {
                Ok(r) => {
                    if numeration == "auto" {
                        // Each system the data names, tried in turn (as `Game.guess`).
                        let tried =
                            wythoff_lab::games::rules::study::systems(&r, None).map_err(err)?;
                        if tried.is_empty() {
                            return Err(err(format!(
                                "{game}: no numeration named by the data (give one)"
                            )));
                        }
                        auto_bases = tried.into_iter().map(|t| t.base).collect();
                    }
                    Box::new(r)
                }
                Err(e) => {
                    return Err(err(format!(
                        "{e} (learn also knows: wythoff, blocking, lythoff, altered)"
                    )));
                }
            },
        };
        if up_to > rprove::MAX_BOUND {
            return Err(err(format!(
                "--up-to {up_to} is too large: at most {} (the table is B^2 bits)",
                rprove::MAX_BOUND
            )));
        }
        if auto_bases.is_empty() {
            if numeration == "auto" {
                return Err(err(
                    "numeration=\"auto\" is for rules files and gallery games",
                ));
            }
            auto_bases.push(numeration.to_string());
        }
        let shown = g.title();
        let many = auto_bases.len() > 1;
        let mut last = String::new();
        let mut found = None;
        for base in &auto_bases {
            let guessed = py
                .allow_threads(|| rprove::guess(g.as_ref(), base, up_to, max_states))
                .map_err(err)?;
            match guessed {
                Guessed::Proved(b) => {
                    found = Some(*b);
                    break;
                }
                Guessed::NotProved(line) if many => {
                    last = format!("{shown}: not proved in {base}: {line}")
                }
                Guessed::NotProved(line) => last = format!("{shown}: not proved: {line}"),
                Guessed::Unlearned(e) if many => last = format!("{shown}: {base}: {e}"),
                Guessed::Unlearned(e) => last = format!("{shown}: {e}"),
            }
        }
        let Some((learned, auto)) = found else {
            return Err(err(last));
        };
        // Held in memory, read by `load` as a file of the session (and by `export`).
        let file = format!("{name}.learned.txt");
        let text = automatic_prover::walnut::save::to_text(&auto);
        self.prover.files.retain(|(p, _)| *p != file);
        self.prover.files.push((file.clone(), text));
        let script = format!("load {name} \"{file}\";");
        run(&mut self.prover, &script, &mut self.history).map_err(err)?;
        Ok((learned.states, learned.length))
    }

    /// Write the session for Walnut under `dir` (`Command Files/NAME.txt`, each loaded
    /// automaton in `Automata Library/`, a README.txt): the paths written.
    #[pyo3(signature = (dir, name="session"))]
    fn export(&self, dir: PathBuf, name: &str) -> PyResult<Vec<String>> {
        use automatic_prover::walnut::export;
        let base = self
            .prover
            .base_dir
            .clone()
            .unwrap_or_else(|| PathBuf::from("."));
        let e = export::export(
            &self.history,
            &export::Sources {
                files: &self.prover.files,
                base_dir: &base,
            },
        )
        .map_err(err)?;
        let written = export::write(&dir, name, &e).map_err(err)?;
        Ok(written.iter().map(|p| p.display().to_string()).collect())
    }
}

/// The settings of a survey's members, checked at `bound`.
fn survey_settings(
    bound: u64,
    learn_up_to: u64,
    max_states: usize,
    memory_mb: u64,
    wythoff: bool,
) -> PyResult<wythoff_lab::games::rules::survey::Settings> {
    let s = wythoff_lab::games::rules::survey::Settings {
        learn_up_to,
        max_states,
        memory_mb,
        wythoff,
    };
    s.check(bound).map_err(err)?;
    Ok(s)
}

/// A survey's members: the family (a built-in name, or a rules file's `text`), its ranges
/// replaced by `ranges` (`NAME`, `VALUES` as `wythoff survey --range`), its condition by
/// `where_`. Returns the family's name and, per member, its text, parameters and key.
#[pyfunction]
#[pyo3(signature = (spec, text, ranges, where_, bound, learn_up_to, max_states, memory_mb, wythoff))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn survey_members(
    spec: &str,
    text: Option<&str>,
    ranges: Vec<(String, String)>,
    where_: Option<&str>,
    bound: u64,
    learn_up_to: u64,
    max_states: usize,
    memory_mb: u64,
    wythoff: bool,
) -> PyResult<(String, Vec<(String, Vec<(String, i64)>, String)>)> {
    use wythoff_lab::games::rules::survey::{self as sv, Family};
    let s = survey_settings(bound, learn_up_to, max_states, memory_mb, wythoff)?;
    let mut family = match text {
        Some(t) => Family::from_text(t).map_err(|e| err(format!("{spec}: {e}")))?,
        None => Family::builtin(spec).ok_or_else(|| {
            err(format!(
                "{spec}: no such file, and not a built-in family ({})",
                sv::builtin_names()
                    .iter()
                    .map(|b| b.0)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?,
    };
    for (k, v) in &ranges {
        let values = sv::parse_values(v).map_err(|e| err(format!("range {k}: {e}")))?;
        family.set_range(k, values).map_err(err)?;
    }
    if let Some(c) = where_ {
        family.set_condition(c).map_err(err)?;
    }
    let members = family.members().map_err(err)?;
    Ok((
        family.name.clone(),
        members
            .into_iter()
            .map(|m| {
                let key = sv::key(&m.text, &m.params, bound, &s);
                (m.text, m.params, key)
            })
            .collect(),
    ))
}

/// One member of a survey (`games::rules::survey::member`, the row `wythoff survey`
/// writes), computed with the GIL released: its persisted JSON line (version, checksum).
#[pyfunction]
#[pyo3(signature = (text, params, bound, learn_up_to, max_states, memory_mb, wythoff))]
#[allow(clippy::too_many_arguments)]
fn survey_member(
    py: Python<'_>,
    text: &str,
    params: Vec<(String, i64)>,
    bound: u64,
    learn_up_to: u64,
    max_states: usize,
    memory_mb: u64,
    wythoff: bool,
) -> PyResult<String> {
    use wythoff_lab::games::rules::survey as sv;
    let s = survey_settings(bound, learn_up_to, max_states, memory_mb, wythoff)?;
    Ok(py.allow_threads(|| sv::to_line(&sv::member(text, &params, bound, &s))))
}

/// The rows of a persisted survey (`what` names it in errors): each row's JSON line
/// (checksum and version checked), and the length of the complete lines (a torn last line
/// is left out).
#[pyfunction]
fn survey_read(what: &str, text: &str) -> PyResult<(Vec<String>, usize)> {
    use wythoff_lab::games::rules::survey as sv;
    let (rows, valid) = sv::read_lines(what, text).map_err(err)?;
    Ok((rows.iter().map(|(_, l)| l.to_string()).collect(), valid))
}

/// A stored row checked (its checksum and version): the line itself, or `Err`.
#[pyfunction]
fn survey_check_line(line: &str) -> PyResult<String> {
    use wythoff_lab::games::rules::survey as sv;
    sv::from_line(line).map(|_| line.to_string()).map_err(err)
}

/// The sealed row of a member that did not finish where it ran (`status` `refused` or
/// `error`, and the one-line reason).
#[pyfunction]
#[pyo3(signature = (text, params, bound, learn_up_to, max_states, memory_mb, wythoff, status, reason))]
#[allow(clippy::too_many_arguments)]
fn survey_stopped(
    text: &str,
    params: Vec<(String, i64)>,
    bound: u64,
    learn_up_to: u64,
    max_states: usize,
    memory_mb: u64,
    wythoff: bool,
    status: &str,
    reason: &str,
) -> PyResult<String> {
    use wythoff_lab::games::rules::survey as sv;
    if status != "refused" && status != "error" {
        return Err(err(format!("status '{status}': refused or error")));
    }
    let s = survey_settings(bound, learn_up_to, max_states, memory_mb, wythoff)?;
    Ok(sv::to_line(&sv::stopped(
        text, &params, bound, &s, status, reason,
    )))
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("WythoffError", m.py().get_type::<WythoffError>())?;
    m.add_class::<Outcome>()?;
    m.add_class::<Session>()?;
    m.add_class::<game::Game>()?;
    m.add_function(wrap_pyfunction!(prove, m)?)?;
    m.add_function(wrap_pyfunction!(positions, m)?)?;
    m.add_function(wrap_pyfunction!(grundy, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(catalog, m)?)?;
    m.add_function(wrap_pyfunction!(survey_members, m)?)?;
    m.add_function(wrap_pyfunction!(survey_member, m)?)?;
    m.add_function(wrap_pyfunction!(survey_read, m)?)?;
    m.add_function(wrap_pyfunction!(survey_stopped, m)?)?;
    m.add_function(wrap_pyfunction!(survey_check_line, m)?)?;
    Ok(())
}
