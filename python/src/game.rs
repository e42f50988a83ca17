//! `wythoff_lab._native.Game`: a two-heap game from its rules file (a path, a gallery name
//! or the text itself), through `games::rules::study`, the path `wythoff game` takes: the
//! same comparisons with the rules solver, the same refusals (raised as `WythoffError`
//! with the command line's line), the same proofs and Walnut files.

use crate::err;
use numpy::ndarray::Array2;
use numpy::{IntoPyArray, PyArray2};
use pyo3::prelude::*;
use std::collections::HashMap;
use std::path::PathBuf;
use wythoff_lab::games::rules::prove::{self as rprove, Guessed};
use wythoff_lab::games::rules::study::{self, Request};
use wythoff_lab::games::rules::{RuleSet, gallery, parse};

/// A game from its rules.
#[pyclass(module = "wythoff_lab", frozen)]
pub(crate) struct Game {
    rules: RuleSet,
    /// The rules file's path or gallery name, when loaded from one (for its conjectures).
    spec: Option<String>,
}

fn overrides(params: Option<HashMap<String, i64>>) -> Vec<(String, i64)> {
    let mut v: Vec<_> = params.unwrap_or_default().into_iter().collect();
    v.sort();
    v
}

#[pymethods]
impl Game {
    /// `Game.load(spec, params=None)`: a rules file's path or a gallery name.
    #[staticmethod]
    #[pyo3(signature = (spec, params=None))]
    fn load(spec: &str, params: Option<HashMap<String, i64>>) -> PyResult<Game> {
        Ok(Game {
            rules: study::load(spec, &overrides(params)).map_err(err)?,
            spec: Some(spec.to_string()),
        })
    }

    /// `Game.from_text(text, params=None)`: the rules file's text.
    #[staticmethod]
    #[pyo3(signature = (text, params=None))]
    fn from_text(text: &str, params: Option<HashMap<String, i64>>) -> PyResult<Game> {
        Ok(Game {
            rules: parse::parse(text, &overrides(params)).map_err(err)?,
            spec: None,
        })
    }

    /// The gallery's names.
    #[staticmethod]
    fn gallery() -> Vec<String> {
        gallery::rules_files()
            .iter()
            .map(|(n, _)| n.to_string())
            .collect()
    }

    #[getter]
    fn name(&self) -> String {
        self.rules.name.clone()
    }

    #[getter]
    fn title(&self) -> String {
        self.rules.title.clone()
    }

    #[getter]
    fn params(&self) -> HashMap<String, i64> {
        self.rules.params.clone().into_iter().collect()
    }

    #[getter]
    fn text(&self) -> String {
        self.rules.text.clone()
    }

    fn __repr__(&self) -> String {
        let p = study::params_text(&self.rules.params);
        if p.is_empty() {
            format!("Game({:?})", self.rules.name)
        } else {
            format!("Game({:?}, {p})", self.rules.name)
        }
    }

    /// P-positions as an (n, 2) array and the note of a run past the compared box.
    #[pyo3(signature = (count=None, nth=None, side=None, upper=false, past_compared=false))]
    fn positions<'py>(
        &self,
        py: Python<'py>,
        count: Option<u64>,
        nth: Option<u64>,
        side: Option<u64>,
        upper: bool,
        past_compared: bool,
    ) -> PyResult<(Bound<'py, PyArray2<u64>>, Option<String>)> {
        let req = match (count, nth, side) {
            (Some(n), None, None) => Request::Count(n),
            (None, Some(n), None) => Request::Nth(n),
            (None, None, Some(n)) => Request::Side(n),
            _ => return Err(err("positions: give one of count=, nth=, side=")),
        };
        let r = &self.rules;
        let (ps, note) = py
            .allow_threads(|| study::positions(r, req, upper, past_compared))
            .map_err(err)?;
        let flat: Vec<u64> = ps.iter().flat_map(|&(x, y)| [x, y]).collect();
        let a = Array2::from_shape_vec((ps.len(), 2), flat).map_err(|e| err(e.to_string()))?;
        Ok((a.into_pyarray(py), note))
    }

    /// Grundy values on [0, side)^2 (row x) and the note of a run past the compared box.
    #[pyo3(signature = (side, past_compared=false))]
    fn grundy<'py>(
        &self,
        py: Python<'py>,
        side: u64,
        past_compared: bool,
    ) -> PyResult<(Bound<'py, PyArray2<u32>>, Option<String>)> {
        let r = &self.rules;
        let (g, note) = py
            .allow_threads(|| study::grundy(r, side, past_compared))
            .map_err(err)?;
        let n = g.len();
        let flat: Vec<u32> = g.into_iter().flatten().collect();
        let a = Array2::from_shape_vec((n, n), flat).map_err(|e| err(e.to_string()))?;
        Ok((a.into_pyarray(py), note))
    }

    /// Learn and prove: a JSON object `{proved, numeration, states, length, reasons,
    /// detail}`; with `out`, the Walnut proof file (and its automaton) written there.
    #[pyo3(signature = (numeration=None, up_to=1000, max_states=500, out=None))]
    fn guess(
        &self,
        py: Python<'_>,
        numeration: Option<String>,
        up_to: u64,
        max_states: usize,
        out: Option<PathBuf>,
    ) -> PyResult<String> {
        let r = &self.rules;
        let v = py
            .allow_threads(|| -> Result<serde_json::Value, String> {
                let tried = study::systems(r, numeration.as_deref())?;
                let reasons: Vec<String> = tried
                    .iter()
                    .map(|s| format!("{}: {}", s.base, s.why))
                    .collect();
                let mut last = serde_json::json!({
                    "proved": false, "numeration": null, "reasons": reasons,
                    "detail": "no system to try (give numeration=)"
                });
                // Each system in turn; the first proof wins, else the last attempt's detail.
                for s in &tried {
                    last = match rprove::guess(r, &s.base, up_to, max_states)? {
                        Guessed::Proved(b) => {
                            let (learned, auto) = *b;
                            if let Some(path) = &out {
                                study::write_proof(path, r, &s.base, &s.define, &auto, &learned)?;
                            }
                            return Ok(serde_json::json!({
                                "proved": true, "numeration": s.base, "states": learned.states,
                                "length": learned.length, "reasons": reasons,
                                "detail": format!("proved, {} states", learned.states)
                            }));
                        }
                        Guessed::NotProved(line) => serde_json::json!({
                            "proved": false, "numeration": s.base, "reasons": reasons,
                            "detail": format!("not proved: {line}")
                        }),
                        Guessed::Unlearned(e) => serde_json::json!({
                            "proved": false, "numeration": s.base, "reasons": reasons,
                            "detail": e.to_string()
                        }),
                    };
                }
                Ok(last)
            })
            .map_err(err)?;
        Ok(v.to_string())
    }

    /// Check conjectures (a conjecture file's text or path; default: the game's own) on
    /// the box [0, side)^2 and, unless `box_only`, for every position when the P-set is
    /// proved: a JSON array of verdicts.
    #[pyo3(signature = (conjectures=None, side=100, numeration=None, up_to=1000, max_states=500, box_only=false))]
    #[allow(clippy::too_many_arguments)]
    fn check(
        &self,
        py: Python<'_>,
        conjectures: Option<String>,
        side: u64,
        numeration: Option<String>,
        up_to: u64,
        max_states: usize,
        box_only: bool,
    ) -> PyResult<String> {
        let text = match conjectures {
            Some(t) if t.contains("[[conjecture]]") => t,
            Some(p) => {
                std::fs::read_to_string(&p).map_err(|e| err(format!("{p}: cannot read: {e}")))?
            }
            None => self
                .spec
                .as_deref()
                .and_then(study::conjecture_source)
                .ok_or_else(|| err("this game has no conjecture file: pass conjectures="))?,
        };
        let r = &self.rules;
        let verdicts = py
            .allow_threads(|| -> Result<Vec<study::ClaimVerdict>, String> {
                let conj = study::conjectures(r, &text)?;
                let (base, proved) = if box_only {
                    (numeration.unwrap_or_else(|| "msd_fib".into()), None)
                } else {
                    study::prove_all_systems(r, &conj, numeration.as_deref(), up_to, max_states)?
                };
                study::check(r, &conj, side, &base, proved.as_deref())
            })
            .map_err(err)?;
        serde_json::to_string(&verdicts).map_err(|e| err(e.to_string()))
    }
}
