//! A `Custom Bases/` file under the name of a built-in system of integers (Walnut's own
//! test folder holds `msd_neg_fib.txt` and `msd_neg_fib_addition.txt`). The checks of
//! [`custom_base`](super::custom_base) are those of a system of natural numbers (a word's
//! value is its rank, the order is the lexicographic one), which no negative system passes;
//! such a file is instead compared with the built-in system: the same digits, the same
//! valid representations, and the same adder on them (languages of minimal automata).
//! Equal, the built-in system stands, as for any built-in name; else the name is refused in
//! one line (a system of integers defined by a file is not read).
//!
//! Cost: reading the two files, one product per adder track with the valid
//! representations, two comparisons of minimal automata; once per name and process.

use super::System;
use super::custom_base::parse_table;
use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::automaton::minimize::{minimize, same_language};
use crate::automaton::ops::{product, retrack};
use std::path::{Path, PathBuf};

/// For the built-in negative system `builtin` named `msd_REST`/`lsd_REST`: `None` when none
/// of the `Custom Bases/` `folders` has `msd_REST_addition.txt` or the first that has it
/// defines `builtin`; else why the file is not read.
pub(super) fn refusal(folders: &[PathBuf], rest: &str, builtin: System) -> Option<String> {
    let folder = folders
        .iter()
        .find(|f| f.join(format!("msd_{rest}_addition.txt")).is_file())?;
    let adder = folder.join(format!("msd_{rest}_addition.txt"));
    match same_system(folder, rest, builtin) {
        Ok(true) => None,
        Ok(false) => Some(format!(
            "{}: not the built-in msd_{rest} (a system of integers defined by a file is not read)",
            adder.display()
        )),
        Err(e) => Some(e),
    }
}

/// Whether the folder's `msd_REST` files define `builtin`.
fn same_system(folder: &Path, rest: &str, builtin: System) -> Result<bool, String> {
    let read = |p: &Path, tracks: usize| -> Result<(u32, Dfa), String> {
        let text =
            std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
        parse_table(&text, tracks).map_err(|e| format!("{}: {e}", p.display()))
    };
    let (radix, adder) = read(&folder.join(format!("msd_{rest}_addition.txt")), 3)?;
    let valid_path = folder.join(format!("msd_{rest}.txt"));
    let valid = if valid_path.is_file() {
        read(&valid_path, 1)?.1
    } else {
        Dfa::constant(vec![radix], true)
    };
    if radix != builtin.radix() || !same_language(&valid, &builtin.valid_msd()) {
        return Ok(false);
    }
    let budget = Budget::default();
    let e = |o: crate::automaton::limits::Overflow| o.to_string();
    let r3 = vec![radix; 3];
    let mut a = adder;
    for t in 0..3 {
        let v = retrack(&valid, &r3, &[t], &budget).map_err(e)?;
        a = product(&a, &v, |x, y| x && y, &budget).map_err(e)?;
    }
    let own = builtin
        .adder_msd_with_box(builtin.adder_box(), &budget)
        .map_err(e)?;
    Ok(same_language(&minimize(&a), &own))
}
