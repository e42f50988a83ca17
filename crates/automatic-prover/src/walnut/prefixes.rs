//! The prefixes before a command: `[strategy N NAME]` (the route of its determinizations)
//! and `[export N FORMAT]` (automata to write before them), in any number and order; any
//! other bracketed prefix is refused with its name. Route: each bracket read to its `]`
//! and its words matched. Cost: linear in the prefix.

use crate::automaton::limits::Route;
use crate::walnut::ast::{ExportPrefix, ParseError, Pos, quote};
use crate::walnut::cursor::{Cursor, skip_space};

/// The prefixes before a command (`[strategy ...]`, `[export ...]`, in any number and
/// order): the command's route (the last strategy given) and its exports.
pub(super) fn prefixes(cur: &mut Cursor) -> Result<(Route, Vec<ExportPrefix>), ParseError> {
    let mut route = Route::Subsets;
    let mut exports = Vec::new();
    while cur.peek() == Some('[') {
        let at = cur.pos();
        cur.bump();
        let inside = cur.take_while(|c| c != ']' && c != '\n');
        if cur.bump() != Some(']') {
            return Err(ParseError::new(at, "a ']' closing this '['", "end of line"));
        }
        if let Some(rest) = inside.trim_start().strip_prefix("export") {
            exports.push(export_prefix(rest, &inside, at)?);
        } else {
            route = strategy_prefix(&inside, at)?;
        }
        skip_space(cur);
    }
    Ok((route, exports))
}

/// `export N FORMAT` inside brackets (`rest` after the word).
fn export_prefix(rest: &str, inside: &str, at: Pos) -> Result<ExportPrefix, ParseError> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let bad = |what: String| ParseError::new(at, what, quote(&format!("[{inside}]")));
    let [n, format] = words.as_slice() else {
        return Err(bad(
            "[export N FORMAT] with N a number or *, FORMAT BA or GV".into(),
        ));
    };
    let index =
        match *n {
            "*" => None,
            n => Some(n.parse::<u32>().map_err(|_| {
                bad("[export N FORMAT] with N a number or *, FORMAT BA or GV".into())
            })?),
        };
    let format = format.to_ascii_uppercase();
    match format.as_str() {
        "BA" | "GV" => Ok(ExportPrefix { index, format }),
        "TXT" => Err(bad(
            "[export N BA] or [export N GV] (TXT is Walnut's own input format: not written)".into(),
        )),
        _ => Err(bad(format!(
            "[export N FORMAT] with FORMAT BA or GV, not {}",
            words[1]
        ))),
    }
}

/// Walnut's `[strategy N NAME]` prefix (`inside` the brackets): the algorithm that
/// determinizes the command's intermediate automata. `SC` is the subset construction; `BRZ`
/// is Brzozowski's route ([`Route::Brzozowski`]); `CCL`, `CCLS`, `BRZ-CCL` and `BRZ-CCLS`
/// (Walnut's lattice algorithms, not implemented here) run as `BRZ`. The answer never
/// depends on the strategy. Walnut applies it to its intermediate automaton `N` (`*`:
/// every one); here it applies to every projection of the command, since the two tools
/// number their intermediate automata differently. Other prefixes than `[strategy ...]` and
/// `[export ...]` are refused.
fn strategy_prefix(inside: &str, at: Pos) -> Result<Route, ParseError> {
    if let Some(rest) = inside.trim_start().strip_prefix("strategy") {
        let words: Vec<&str> = rest.split_whitespace().collect();
        let index_ok = words
            .first()
            .is_some_and(|w| *w == "*" || w.parse::<u32>().is_ok());
        let route = match words
            .get(1)
            .map(|w| w.to_ascii_uppercase().replace('_', "-"))
        {
            Some(name) if name == "SC" => Some(Route::Subsets),
            Some(name)
                if ["BRZ", "CCL", "CCLS", "BRZ-CCL", "BRZ-CCLS"].contains(&name.as_str()) =>
            {
                Some(Route::Brzozowski)
            }
            _ => None,
        };
        return match route {
            Some(route) if index_ok && words.len() == 2 => Ok(route),
            _ => Err(ParseError::new(
                at,
                "[strategy N NAME] with N a number or *, NAME one of SC, BRZ, CCL, CCLS, BRZ-CCL, BRZ-CCLS",
                quote(&format!("[{inside}]")),
            )),
        };
    }
    let word: String = inside
        .trim()
        .chars()
        .take_while(|c| c.is_alphanumeric())
        .collect();
    Err(ParseError::new(
        at,
        format!(
            "a command ([{word} ...] prefixes are not supported; [strategy ...] and [export ...] are read)"
        ),
        quote(&format!("[{inside}]")),
    ))
}
