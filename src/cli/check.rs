//! `wythoff check`: run statements, print verdicts, exit 1 when one differs from its record.

use super::*;

pub(crate) fn run_verdicts(
    statements: &[Statement],
    opts: RunOptions,
) -> Result<Vec<Verdict>, Failure> {
    catalog::run(statements, &papers::smt_queries(), opts).map_err(bad_input)
}

pub(crate) fn summary(verdicts: &[Verdict]) -> String {
    let count = |o| verdicts.iter().filter(|v| v.verdict == o).count();
    let differ: Vec<&str> = verdicts
        .iter()
        .filter(|v| !v.matches_record())
        .map(|v| v.id.as_str())
        .collect();
    let seconds: f64 = verdicts.iter().map(|v| v.seconds).sum();
    let mut s = format!(
        "{}: {} proved, {} holds, {} refuted, {} erratum, {} measured ({seconds:.1} s: each statement's wall time, summed; statements run in parallel, so the sum can exceed the run's wall time)\n",
        plural(verdicts.len(), "statement"),
        count(Outcome::Proved),
        count(Outcome::Holds),
        count(Outcome::Refuted),
        count(Outcome::Erratum),
        count(Outcome::Measured)
    );
    if differ.is_empty() {
        s.push_str("every verdict matches its recorded outcome\n");
    } else {
        s.push_str(&format!(
            "{} from the record: {}\n",
            plural_verb(differ.len(), "verdict", "differs", "differ"),
            differ.join(", ")
        ));
    }
    s
}

/// One line per verdict (id, verdict, seconds, range), in columns as wide as the longest
/// id (at least 28 characters); with `detail`, each part's outcome and evidence below it.
pub(crate) fn verdict_text(verdicts: &[Verdict], detail: bool) -> String {
    let width = verdicts
        .iter()
        .map(|v| v.id.chars().count())
        .max()
        .unwrap_or(0)
        .max(28);
    let mut text = String::new();
    for v in verdicts {
        let flag = if v.verdict == v.recorded {
            String::new()
        } else {
            format!("  (recorded: {})", v.recorded)
        };
        text.push_str(&format!(
            "{:<width$} {:<9} {:>7.2}s  {}{flag}\n",
            v.id, v.verdict, v.seconds, v.range
        ));
        if let Some(w) = &v.witness_changed {
            text.push_str(&format!("    WITNESS CHANGED: {w}\n"));
        }
        if detail {
            for p in &v.parts {
                text.push_str(&format!("    {} {}: {}\n", p.outcome, p.claim, p.evidence));
                if let Some(c) = &p.counterexample {
                    text.push_str(&format!("        counterexample: {c}\n"));
                }
                for e in &p.errata {
                    text.push_str(&format!(
                        "        erratum at {}: printed {}, computed {}\n",
                        e.location, e.printed, e.computed
                    ));
                }
            }
        }
    }
    text
}

/// Before a run at the deep bounds: its expected wall time on this machine's threads, when
/// more than a few seconds (`check::estimate`).
fn announce_estimate(statements: &[Statement]) {
    use wythoff_lab::check::estimate;
    let ids: Vec<&str> = statements.iter().map(|s| s.id).collect();
    let threads = rayon::current_num_threads();
    let (wall, missing) = estimate::wall(papers::DEEP_SECONDS, &ids, threads);
    if wall < 5.0 && missing.is_empty() {
        return;
    }
    let unmeasured = if missing.is_empty() {
        String::new()
    } else {
        format!(", {} not measured", plural(missing.len(), "statement"))
    };
    eprintln!(
        "estimate: about {} on {} (each statement's deep time measured on a quiet 2-core machine{unmeasured}); stop with Ctrl-C",
        estimate::words(wall),
        plural(threads, "thread")
    );
}

pub(crate) fn check_cmd(
    ids: &[String],
    paper: Option<&str>,
    all: bool,
    bound: Option<u64>,
    deep: bool,
    json: bool,
) -> Result<u8, Failure> {
    if all && let Some(id) = ids.first() {
        return Err(bad_input(format!(
            "give statement ids or --all, not both ('{id}' with --all)"
        )));
    }
    let statements = select_statements(ids, paper)?;
    let progress = io::stderr().is_terminal() && !json;
    if deep && bound.is_none() {
        announce_estimate(&statements);
    }
    let verdicts = run_verdicts(
        &statements,
        RunOptions {
            bound,
            deep,
            progress,
        },
    )?;
    if json {
        emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&verdicts).unwrap_or_default()
        ))?;
    } else {
        emit(&(verdict_text(&verdicts, true) + &summary(&verdicts)))?;
    }
    Ok(if verdicts.iter().all(Verdict::matches_record) {
        0
    } else {
        EXIT_DIFFERS
    })
}

#[cfg(test)]
mod tests {
    use super::verdict_text;
    use wythoff_lab::check::{Findings, Outcome, Verdict};

    fn verdict(id: &str) -> Verdict {
        let mut f = Findings::new("n <= 10");
        f.check("a claim", Ok("evidence".into()));
        Verdict::from_findings(id, Outcome::Holds, false, 10, f, 1.5)
    }

    /// The columns after the id line up whatever the ids' lengths: as wide as the longest
    /// id, at least 28 characters.
    #[test]
    fn the_columns_fit_the_longest_id() {
        let long = "x.a-statement-id-of-more-than-forty-chars";
        let text = verdict_text(&[verdict("a.b"), verdict(long), verdict("c.d")], false);
        let at: Vec<usize> = text
            .lines()
            .map(|l| l.find(" holds ").expect("the verdict column"))
            .collect();
        assert_eq!(at, [long.len(); 3], "{text}");
        let short = verdict_text(&[verdict("a.b")], false);
        assert_eq!(short.find(" holds "), Some(28), "{short}");
    }
}
