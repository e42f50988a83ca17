//! The evidence an automatic entry prints when its saved automaton is compared with
//! another route (the rules solver, or a periodic description) on a square. Route: the
//! caller scans the square and hands over the count or the first differing cell; cost O(1).

/// The evidence of "the saved automaton = another route on the square": the count of
/// P-positions when they agree, else the first cell `(x, y)` where the automaton says `a`
/// and the other route the opposite.
pub fn square_agreement(count: u64, first_difference: Option<(u64, u64, bool)>) -> Result<String, String> {
    match first_difference {
        None => Ok(format!("equal: {count} P-positions")),
        Some((x, y, a)) => Err(format!(
            "({x},{y}): the automaton says {}, the other route {}",
            if a { "P" } else { "N" },
            if a { "N" } else { "P" }
        )),
    }
}
