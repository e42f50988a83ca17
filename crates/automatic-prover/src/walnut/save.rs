//! The text format of a saved automaton (`wythoff prove --save DIR`, read back by
//! `load NAME "FILE";`). Version 1:
//!
//! ```text
//! # wythoff-lab automaton 1
//! # crc32 1a2b3c4d
//! vars x y
//! bases msd_fib msd_fib
//! start 0
//! accept 0 2
//! 0: 0 1 2 3
//! 1: ...
//! ```
//! `vars` lists the free variables in argument order (a `reg`'s inputs are `#r000`, ...),
//! `bases` their numeration systems, then one line per state with its targets for every
//! letter (letters in mixed radix, the first variable most significant). The checksum is
//! the CRC-32 of every line after it (each with its newline); a file whose checksum or
//! version differs is refused.
//!
//! The checksum guards against edits, not against a wrong automaton: [`checked`] (run by
//! every `load`) keeps only valid representations and refuses an automaton whose answer
//! changes with a leading zero (msd) or a trailing zero (lsd), the padding every other
//! automaton of the procedure is closed under.

use crate::automaton::dfa::{Dfa, letter_count};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::product;
use crate::logic::auto::Auto;
use crate::numeration::numeration;
use std::fmt::Write as _;
use std::path::Path;

const HEADER: &str = "# wythoff-lab automaton 1";

/// The file's text.
pub fn to_text(a: &Auto) -> String {
    let mut body = String::new();
    let _ = writeln!(body, "vars {}", a.vars.join(" "));
    let bases: Vec<&str> = a.nums.iter().map(|n| n.name.as_str()).collect();
    let _ = writeln!(body, "bases {}", bases.join(" "));
    let _ = writeln!(body, "start {}", a.dfa.start());
    let acc: Vec<String> = (0..a.dfa.states() as u32)
        .filter(|&s| a.dfa.is_accepting(s))
        .map(|s| s.to_string())
        .collect();
    let _ = writeln!(body, "accept {}", acc.join(" "));
    let k = a.dfa.letters();
    for s in 0..a.dfa.states() {
        let row: Vec<String> = a.dfa.table()[s * k..(s + 1) * k]
            .iter()
            .map(u32::to_string)
            .collect();
        let _ = writeln!(body, "{s}: {}", row.join(" "));
    }
    format!(
        "{HEADER}\n# crc32 {:08x}\n{body}",
        crc32fast::hash(body.as_bytes())
    )
}

/// Write to a temporary file, then rename (never a partial file).
pub fn write(path: &Path, a: &Auto) -> Result<(), String> {
    crate::walnut::atomic::write_atomic(path, to_text(a))
}

/// Read a saved automaton.
pub fn read(path: &Path) -> Result<Auto, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    from_text(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parse the text of a saved automaton.
pub fn from_text(text: &str) -> Result<Auto, String> {
    let mut lines = text.splitn(3, '\n');
    if lines.next().map(str::trim_end) != Some(HEADER) {
        return Err(format!(
            "not a saved automaton of this version (expected '{HEADER}')"
        ));
    }
    let crc_line = lines.next().unwrap_or("");
    let crc = crc_line
        .strip_prefix("# crc32 ")
        .and_then(|h| u32::from_str_radix(h.trim(), 16).ok())
        .ok_or("missing checksum line")?;
    let body = lines.next().unwrap_or("");
    if crc32fast::hash(body.as_bytes()) != crc {
        return Err("checksum mismatch: the file is corrupt or was edited".into());
    }
    let mut it = body.lines();
    let mut field = |name: &str| -> Result<Vec<String>, String> {
        let l = it.next().ok_or(format!("missing '{name}' line"))?;
        let rest = l
            .strip_prefix(name)
            .ok_or(format!("expected '{name}', found '{l}'"))?;
        Ok(rest.split_whitespace().map(String::from).collect())
    };
    let vars = field("vars")?;
    let bases = field("bases")?;
    let start: u32 = field("start")?
        .first()
        .and_then(|s| s.parse().ok())
        .ok_or("bad start line")?;
    let accept_ids: Vec<usize> = field("accept")?
        .iter()
        .map(|s| s.parse().map_err(|_| format!("bad state id '{s}'")))
        .collect::<Result<_, _>>()?;
    if vars.len() != bases.len() {
        return Err("vars and bases differ in length".into());
    }
    let nums = bases
        .iter()
        .map(|b| numeration(b))
        .collect::<Result<Vec<_>, _>>()?;
    let radices: Vec<u32> = nums.iter().map(|n| n.radix).collect();
    let k = letter_count(&radices);
    let mut trans = Vec::new();
    let mut n = 0usize;
    for l in it.filter(|l| !l.trim().is_empty()) {
        let (id, row) = l.split_once(':').ok_or(format!("bad state line '{l}'"))?;
        if id.trim().parse::<usize>().ok() != Some(n) {
            return Err(format!("state lines out of order at '{l}'"));
        }
        let row: Vec<u32> = row
            .split_whitespace()
            .map(|s| s.parse().map_err(|_| format!("bad target '{s}'")))
            .collect::<Result<_, _>>()?;
        if row.len() != k {
            return Err(format!("state {n} has {} targets, expected {k}", row.len()));
        }
        trans.extend(row);
        n += 1;
    }
    if n == 0
        || start as usize >= n
        || trans.iter().any(|&t| t as usize >= n)
        || accept_ids.iter().any(|&a| a >= n)
    {
        return Err("a state id out of range".into());
    }
    let mut accept = vec![false; n];
    for a in accept_ids {
        accept[a] = true;
    }
    let mut sorted = vars.clone();
    sorted.sort();
    sorted.dedup();
    if sorted != vars {
        return Err("vars must be distinct and sorted".into());
    }
    Ok(Auto {
        vars,
        nums,
        dfa: crate::automaton::minimize::minimize(&Dfa::from_parts(radices, trans, accept, start)),
    })
}

/// A read automaton made safe to use: intersected with the valid representations of its
/// tracks, and refused when a leading zero (msd: `w` and `0w`) or a trailing zero (lsd:
/// `w` and `w0`) changes its answer on valid inputs. The all-zero letter is letter 0.
pub fn checked(a: Auto, budget: &Budget) -> Result<Auto, String> {
    let valid = Auto::valid_dfa(&a.nums, budget).map_err(|e| e.to_string())?;
    let d = minimize(&product(&a.dfa, &valid, |x, y| x && y, budget).map_err(|e| e.to_string())?);
    // A set alphabet's track reads words, not numbers: no padding to be closed under.
    if a.nums.iter().any(|n| n.is_letters()) {
        return Ok(Auto { dfa: d, ..a });
    }
    crate::logic::auto::check_direction(&a.nums).map_err(|e| {
        format!(
            "{} (a read automaton is checked in one direction)",
            e.message
        )
    })?;
    let msd = a.nums.first().is_none_or(|n| n.msd);
    if msd {
        // Minimal: the languages after w and after 0w are equal iff the states are.
        if d.next(d.start(), 0) != d.start() {
            return Err(
                "its answer changes with a leading zero (not closed under msd padding)".into(),
            );
        }
    } else {
        let reach = d.reachable();
        let bad = (0..d.states() as u32)
            .any(|s| reach[s as usize] && d.is_accepting(s) != d.is_accepting(d.next(s, 0)));
        if bad {
            return Err(
                "its answer changes with a trailing zero (not closed under lsd padding)".into(),
            );
        }
    }
    Ok(Auto { dfa: d, ..a })
}
