//! Run a query through z3 (the system libz3, thread-local context: the text is parsed and
//! solved in the calling thread).

use super::{Answer, Query};
use std::time::Instant;

/// The outcome of one run.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// z3's answer.
    pub answer: Answer,
    /// Seconds taken.
    pub seconds: f64,
    /// For `sat`: the model's assignments that are true Booleans or integers (abridged).
    pub model: Option<String>,
}

/// Solve `q` with a time limit in milliseconds.
pub fn run(q: &Query, timeout_ms: u32) -> Run {
    let start = Instant::now();
    let solver = z3::Solver::new();
    let mut params = z3::Params::new();
    params.set_u32("timeout", timeout_ms);
    solver.set_params(&params);
    solver.from_string(q.file_text());
    let mut answer = match solver.check() {
        z3::SatResult::Sat => Answer::Sat,
        z3::SatResult::Unsat => Answer::Unsat,
        z3::SatResult::Unknown => Answer::Unknown,
    };
    let mut checked = Vec::new();
    if answer == Answer::Sat
        && let Some(m) = solver.get_model()
    {
        for &(name, want) in q.model_checks {
            let got = m
                .eval(&z3::ast::Bool::new_const(name), true)
                .and_then(|b| b.as_bool());
            checked.push(format!(
                "{name} = {}",
                got.map_or("?".into(), |g| g.to_string())
            ));
            if got != Some(want) {
                answer = Answer::Unknown; // sat, but not with the expected witness: no confirmation
            }
        }
    }
    let model = if !checked.is_empty() {
        Some(checked.join(", "))
    } else if answer == Answer::Sat {
        solver.get_model().map(|m| {
            let text = m.to_string();
            let interesting: Vec<&str> = text
                .lines()
                .filter(|l| l.contains("true") || l.contains("->"))
                .take(40)
                .collect();
            interesting.join(" ")
        })
    } else {
        None
    };
    Run {
        answer,
        seconds: start.elapsed().as_secs_f64(),
        model,
    }
}
