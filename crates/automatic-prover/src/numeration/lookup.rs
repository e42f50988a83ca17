//! A system by name (`msd_fib`, `lsd_ost_2`, `msd_NAME`, `{-1,0,1}`): the name parsed, its
//! aliases mapped to one canonical name, and one shared [`Numeration`] per canonical name
//! and direction. Route: built-in names first (unless a folder's file replaces them), then
//! the systems defined by `ost`, then the `Custom Bases/` folders. Cost: a validity
//! automaton (and its reversal for lsd) per system, once per process.

use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::reverse;
use crate::numeration::folders::{file_override, find_file_base, overridden};
use crate::numeration::letters::{letters, letters_name};
use crate::numeration::store::{custom_systems, file_base, letter_sets};
use crate::numeration::system::System;
use crate::numeration::table::parse_letters;
use crate::numeration::track::{Numeration, cache};
use std::sync::{Arc, OnceLock};

impl System {
    /// Parse the part of a base name after `msd_` / `lsd_`.
    pub(super) fn parse(rest: &str) -> Result<System, String> {
        if let Some(s) = System::builtin(rest) {
            let s = s?;
            return file_override(rest, s).unwrap_or(Ok(s));
        }
        let custom = custom_systems()
            .lock()
            .map_err(|_| "the custom systems' lock is poisoned")?;
        if let Some(i) = custom.iter().position(|(n, _)| n == rest) {
            return Ok(System::Custom(i as u32));
        }
        drop(custom);
        find_file_base(rest).unwrap_or_else(|| {
            Err(format!(
                "unknown numeration system '{rest}' (expected a base k, fib, pell, ost_A, a system defined by ost or one of Custom Bases/ under --walnut-home)"
            ))
        })
    }
}

/// The canonical name of a system read in one direction (`msd_fib` for `msd_ost_1`,
/// `msd_pell` for `msd_ost_2`).
fn canonical_name(system: System, msd: bool) -> String {
    let dir = if msd { "msd" } else { "lsd" };
    match system {
        System::Letters(id) => letter_sets()
            .lock()
            .map(|v| letters_name(&v[id as usize]))
            .unwrap_or_default(),
        System::Base(k) => format!("{dir}_{k}"),
        // When a folder's file replaces `fib` or `pell`, the built-in system keeps its
        // other name (`msd_ost_1`, `msd_ost_2`), so that the two are never one object.
        System::Fibonacci if overridden("fib") => format!("{dir}_ost_1"),
        System::Fibonacci => format!("{dir}_fib"),
        System::Tribonacci => format!("{dir}_trib"),
        System::Ostrowski(2) if overridden("pell") => format!("{dir}_ost_2"),
        System::Ostrowski(2) => format!("{dir}_pell"),
        System::Ostrowski(a) => format!("{dir}_ost_{a}"),
        System::Negative(n) => format!("{dir}_{}", n.name()),
        System::Custom(id) => format!(
            "{dir}_{}",
            custom_systems()
                .lock()
                .map(|v| v[id as usize].0.clone())
                .unwrap_or_default()
        ),
        System::File(id) => format!("{dir}_{}", file_base(id).name),
    }
}

/// Parse a base name and return the (cached) numeration system: one shared object per
/// canonical name, whatever alias names it.
pub fn numeration(name: &str) -> Result<Arc<Numeration>, String> {
    if let Some(set) = parse_letters(name) {
        return letters(&set?);
    }
    let cache = cache();
    let (msd, rest) = if let Some(rest) = name.strip_prefix("msd_") {
        (true, rest)
    } else if let Some(rest) = name.strip_prefix("lsd_") {
        (false, rest)
    } else {
        return Err(format!(
            "unknown numeration system '{name}' (expected msd_K, lsd_K, msd_fib, lsd_fib, msd_ost_A, lsd_ost_A, msd_pell, lsd_pell, msd_neg_K, msd_neg_fib, ...)"
        ));
    };
    let system = System::parse(rest)?;
    let canonical = canonical_name(system, msd);
    let mut map = cache.lock().map_err(|_| "numeration cache poisoned")?;
    // (A name a folder's file took over since it was cached is built again.)
    if let Some(n) = map.get(&canonical)
        && n.system == system
    {
        return Ok(n.clone());
    }
    let budget = Budget::default();
    let valid_msd = system.valid_msd();
    let valid = if msd {
        valid_msd
    } else {
        minimize(&reverse(&valid_msd, &budget).map_err(|e| e.to_string())?)
    };
    let n = Arc::new(Numeration {
        name: canonical.clone(),
        system,
        msd,
        radix: system.radix(),
        valid,
        add: OnceLock::new(),
        alphabet: None,
        written: None,
    });
    map.insert(canonical, n.clone());
    Ok(n)
}
