//! What a run of statements at their deep bounds is expected to take, said before it
//! starts (`wythoff check --deep`).
//!
//! Route: each statement's wall time at its deep bound, measured once on a quiet 2-core
//! machine (the `seconds` of `wythoff check --all --deep --json`), is a line `id seconds`
//! of a table the caller gives (the catalog's, `papers::DEEP_SECONDS`). The runner runs
//! statements in parallel, one per task, so the run's wall time is estimated as the larger
//! of the longest statement and the sum spread over the worker threads. Cost: one read of
//! the table.

/// The table's entries in order: each line's id and its time (`None` when the time does
/// not read as a number); `#` lines are comments.
pub fn entries(table: &str) -> impl Iterator<Item = (&str, Option<f64>)> {
    table.lines().filter(|l| !l.starts_with('#')).map(|l| {
        let (id, s) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
        (id, s.trim().parse().ok())
    })
}

/// A statement's measured deep time in `table`, in seconds (`None`: not measured).
pub fn seconds(table: &str, id: &str) -> Option<f64> {
    entries(table)
        .find(|&(name, _)| name == id)
        .and_then(|(_, s)| s)
}

/// The estimated wall time in seconds of running `ids` at their deep bounds on `threads`
/// threads, and the ids without a measured time (counted as nothing).
pub fn wall<'a>(table: &str, ids: &[&'a str], threads: usize) -> (f64, Vec<&'a str>) {
    let mut missing = Vec::new();
    let (mut sum, mut longest) = (0.0f64, 0.0f64);
    for &id in ids {
        match seconds(table, id) {
            Some(s) => {
                sum += s;
                longest = longest.max(s);
            }
            None => missing.push(id),
        }
    }
    (longest.max(sum / threads.max(1) as f64), missing)
}

/// A duration for a person: "40 s", "3 min", "1.5 h".
pub fn words(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{} s", seconds.round().max(1.0))
    } else if seconds < 5400.0 {
        format!("{} min", (seconds / 60.0).round())
    } else {
        format!("{:.1} h", seconds / 3600.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = "# id seconds\na.one 10.0\na.two 30\nb.three 2.5\n";

    #[test]
    fn reads_the_table_and_spreads_the_sum_over_the_threads() {
        assert_eq!(seconds(TABLE, "a.two"), Some(30.0));
        assert_eq!(seconds(TABLE, "a.tw"), None);
        // Sum 42.5 over two threads is 21.25, less than the longest (30).
        assert_eq!(
            wall(TABLE, &["a.one", "a.two", "b.three"], 2),
            (30.0, vec![])
        );
        assert_eq!(wall(TABLE, &["a.one", "b.three"], 2), (10.0, vec![]));
        assert_eq!(wall(TABLE, &["a.one", "a.two", "x"], 1), (40.0, vec!["x"]));
    }

    #[test]
    fn words_are_round() {
        assert_eq!(words(0.2), "1 s");
        assert_eq!(words(42.4), "42 s");
        assert_eq!(words(600.0), "10 min");
        assert_eq!(words(9000.0), "2.5 h");
    }
}
