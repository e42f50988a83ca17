//! The games the other commands name, as rule sets: Wythoff's game, Larsson's W^k, a
//! Hu-Sleator-Tsin alteration of Wythoff's game and Fraenkel's a-Wythoff. Each is the
//! rules file written here (the same format as the gallery's), read by the one parser.
//!
//! The families are listed column first (`(0, t)`, its mirror `(t, 0)`, then `(t, t)`), so
//! the move formula reads `(c=a & d<b) | (d=b & c<a) | (c<a & d<b & a+d=b+c)` and W^k's
//! count chains are the column's, the row's and the diagonal's, in that order.
//!
//! Cost: one parse each.

use super::RuleSet;
use super::parse::parse;

const NIM_AND_DIAGONAL: &str = "[[move]]\ntake = \"(0, t)\"\n[[move]]\ntake = \"(t, t)\"\n";

/// Wythoff's game.
pub fn wythoff() -> RuleSet {
    let mut r = parse(&format!("name = \"wythoff\"\n{NIM_AND_DIAGONAL}"), &[])
        .expect("the built-in text parses");
    r.title = "wythoff".into();
    r
}

/// Larsson's blocking Wythoff Nim W^k (`1 <= k <= 64`).
pub fn blocking(k: u32) -> Result<RuleSet, String> {
    let mut r = parse(
        &format!("name = \"blocking-k{k}\"\nblocking = {k}\n{NIM_AND_DIAGONAL}"),
        &[],
    )?;
    r.title = format!("blocking --k {k}");
    Ok(r)
}

/// Wythoff's game with a finite alteration (`--alter`'s text).
pub fn altered(spec: &str) -> Result<RuleSet, String> {
    let quoted = toml_string(spec);
    let mut r = parse(
        &format!("name = \"altered\"\nalter = {quoted}\n{NIM_AND_DIAGONAL}"),
        &[],
    )?;
    r.title = format!("altered '{spec}'");
    Ok(r)
}

/// Fraenkel's a-Wythoff: Nim moves, and `(i, j)` from both heaps with `|i - j| < a`.
pub fn a_wythoff(a: u64) -> Result<RuleSet, String> {
    if !(1..=1 << 20).contains(&a) {
        return Err(format!("a = {a}: must lie in 1..={}", 1 << 20));
    }
    let mut r = parse(
        &format!(
            "name = \"a-wythoff\"\n[params]\na = {a}\n[[move]]\ntake = \"(0, t)\"\n[[move]]\ntake = \"(i, j)\"\nwhere = \"i >= 1 & j >= 1 & i - j < a & j - i < a\"\n"
        ),
        &[],
    )?;
    r.title = format!("a-wythoff --a {a}");
    Ok(r)
}

/// `s` as a TOML basic string.
fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_rule_sets() {
        assert_eq!(wythoff().families.len(), 3);
        assert_eq!(blocking(4).unwrap().blocking, 4);
        let a = altered("P: box 2x2").unwrap();
        assert_eq!(a.altered(1, 1), Some(true));
        assert!(altered("P: 1,\"x").is_err());
        assert_eq!(a_wythoff(3).unwrap().param("a"), Some(3));
    }
}
