//! Numbers as prose: counted nouns (`1 statement`, `2 statements`, `1 verdict differs`) and
//! positions (`(27, 50, 73)`, never Rust's `Some([27, 50, 73])`). Cost: one string per call.

/// `n noun`, with an `s` unless `n` is 1.
pub fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `n noun verb`, noun and verb agreeing with `n` (`one` the verb for 1, `many` for the rest).
pub fn plural_verb(n: usize, noun: &str, one: &str, many: &str) -> String {
    format!("{} {}", plural(n, noun), if n == 1 { one } else { many })
}

/// A position as prose: `(27, 50, 73)`.
pub fn tuple(v: &[u64]) -> String {
    let parts: Vec<String> = v.iter().map(u64::to_string).collect();
    format!("({})", parts.join(", "))
}

/// A position that may be missing (past the end of a list): [`tuple`], or `none`.
pub fn maybe_tuple(v: Option<&[u64]>) -> String {
    v.map_or_else(|| "none".to_string(), tuple)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_read_as_tuples() {
        assert_eq!(tuple(&[27, 50, 73]), "(27, 50, 73)");
        assert_eq!(maybe_tuple(Some(&[1, 2])), "(1, 2)");
        assert_eq!(maybe_tuple(None), "none");
    }

    #[test]
    fn one_is_singular_and_the_rest_plural() {
        assert_eq!(plural(1, "state"), "1 state");
        assert_eq!(plural(0, "state"), "0 states");
        assert_eq!(plural(2, "statement"), "2 statements");
        assert_eq!(
            plural_verb(1, "verdict", "differs", "differ"),
            "1 verdict differs"
        );
        assert_eq!(
            plural_verb(3, "verdict", "differs", "differ"),
            "3 verdicts differ"
        );
    }
}
