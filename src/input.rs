//! Parsing of the command line's numbers (the other inputs have their parsers beside their
//! games: alteration specs in `games::altered::spec`, `--f` in `games::lythoff::fexpr`, bit
//! strings in `games::hst_strings`). Every parser returns an error naming the offending text
//! and never panics (property tests over arbitrary strings in `tests/parsers.rs`).

/// Parse a non-negative integer with an error that names the offending text.
pub fn parse_number(s: &str) -> Result<u64, String> {
    let t = s.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{s}' is not a non-negative integer"));
    }
    t.parse::<u64>().map_err(|_| {
        format!(
            "'{s}' is too large (the largest accepted number is {})",
            u64::MAX
        )
    })
}
