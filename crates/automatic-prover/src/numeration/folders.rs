//! Systems read from Walnut `Custom Bases/` folders: the folders searched, a system found
//! by name there (read and checked by [`crate::numeration::custom_base`], then kept), and
//! a folder's file for a built-in name, which replaces the built-in system when it defines
//! another one (as in Walnut), with a note for standard error. Route: each name is looked
//! up once per process and the decision kept. Cost: reading and checking one file per name;
//! comparing with a built-in system minimizes its validity and addition automata.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::numeration::custom_base::FileBase;
use crate::numeration::store::{file_base, file_systems};
use crate::numeration::system::System;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// The `Custom Bases/` folders searched for a system that is neither built in nor defined
/// by `ost`, in the order they were added.
fn base_folders() -> &'static Mutex<Vec<PathBuf>> {
    static FOLDERS: OnceLock<Mutex<Vec<PathBuf>>> = OnceLock::new();
    FOLDERS.get_or_init(|| Mutex::new(Vec::new()))
}

/// Search `folder` (a Walnut `Custom Bases/` folder) for the systems no other rule names:
/// `msd_NAME` is read from `msd_NAME_addition.txt` and `msd_NAME.txt` there. A folder's
/// file for a built-in system's name (`msd_pell.txt`; not a base `k` or `neg_k`, which
/// Walnut builds itself) is read and checked too: when it defines another system than the
/// built-in one, the file's system is the one the name means from then on in this process
/// (as in Walnut, the user's file wins), and a note says so ([`take_notes`]); when it
/// defines the same system, nothing changes.
pub fn add_base_folder(folder: &std::path::Path) {
    if let Ok(mut v) = base_folders().lock()
        && !v.iter().any(|f| f == folder)
    {
        v.push(folder.to_path_buf());
        // A new folder may hold a file for a name decided before.
        if let Ok(mut d) = overrides().lock() {
            d.retain(|_, id| id.is_some());
        }
    }
}

/// For each built-in name looked up in the folders: the file system that replaces it, or
/// `None` (no file, or a file equal to the built-in system).
fn overrides() -> &'static Mutex<HashMap<String, Option<u32>>> {
    static OVERRIDES: OnceLock<Mutex<HashMap<String, Option<u32>>>> = OnceLock::new();
    OVERRIDES.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Lines for standard error not yet taken (a built-in name replaced by a folder's file).
fn notes() -> &'static Mutex<Vec<String>> {
    static NOTES: OnceLock<Mutex<Vec<String>>> = OnceLock::new();
    NOTES.get_or_init(|| Mutex::new(Vec::new()))
}

/// The notes since the last call (each one line, for standard error), cleared.
pub fn take_notes() -> Vec<String> {
    notes()
        .lock()
        .map(|mut v| std::mem::take(&mut *v))
        .unwrap_or_default()
}

/// Whether a folder's file replaces the built-in system `rest` (see [`add_base_folder`]).
pub(super) fn overridden(rest: &str) -> bool {
    overrides()
        .lock()
        .map(|d| matches!(d.get(rest), Some(Some(_))))
        .unwrap_or(false)
}

/// The folder's system for the built-in name `rest` when it differs from the built-in
/// one (read, checked and compared once per name); `None`: the built-in system stands.
pub(super) fn file_override(rest: &str, builtin: System) -> Option<Result<System, String>> {
    if rest.bytes().all(|b| b.is_ascii_digit())
        || rest
            .strip_prefix("neg_")
            .is_some_and(|k| k.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    if let Some(decided) = overrides().lock().ok()?.get(rest) {
        return decided.map(|id| Ok(System::File(id)));
    }
    if base_folders().lock().ok()?.is_empty() {
        return None;
    }
    if builtin.integers() {
        let folders = base_folders().lock().ok()?.clone();
        let refused = crate::numeration::negative_file::refusal(&folders, rest, builtin);
        if refused.is_none()
            && let Ok(mut d) = overrides().lock()
        {
            d.insert(rest.to_string(), None);
        }
        return refused.map(Err);
    }
    // A file that states the built-in system itself (Walnut's own `Custom Bases/` ships
    // msd_fib, msd_trib, msd_pell): the built-in system stands, and the file's checks,
    // which only guard a system not built here, are not needed.
    let folders = base_folders().lock().ok()?.clone();
    if let Some(Ok(t)) = folders
        .iter()
        .find_map(|f| crate::numeration::custom_base::read_tables(f, rest))
        && let Ok((valid, adder)) = crate::numeration::custom_base::normalized(
            t.radix,
            t.valid,
            t.adder,
            &Budget::default(),
        )
        && same_tables(builtin, &valid, &adder, t.radix).unwrap_or(false)
    {
        if let Ok(mut d) = overrides().lock() {
            d.insert(rest.to_string(), None);
        }
        return None;
    }
    let found = match find_file_base(rest) {
        None => None,
        Some(Err(e)) => return Some(Err(e)),
        Some(Ok(System::File(id))) => match same_as_file(builtin, &file_base(id)) {
            Ok(true) => None,
            Ok(false) => Some(id),
            Err(e) => return Some(Err(e)),
        },
        Some(Ok(_)) => None,
    };
    if let Ok(mut d) = overrides().lock() {
        d.insert(rest.to_string(), found);
    }
    let id = found?;
    if let Ok(mut n) = notes().lock() {
        n.push(format!(
            "Custom Bases/: msd_{rest} there is not the built-in msd_{rest}; the file's system is used"
        ));
    }
    Some(Ok(System::File(id)))
}

/// Whether a file's system is the built-in `builtin`: the same digits, valid
/// representations and adder (languages compared after minimization).
fn same_as_file(builtin: System, file: &FileBase) -> Result<bool, String> {
    same_tables(builtin, &file.valid_msd, &file.adder_msd, file.radix)
}

/// Whether digits `0..radix`, valid representations `valid` and adder `adder` (msd) are
/// the built-in system's.
fn same_tables(builtin: System, valid: &Dfa, adder: &Dfa, radix: u32) -> Result<bool, String> {
    if builtin.radix() != radix {
        return Ok(false);
    }
    if !crate::automaton::minimize::same_language(&builtin.valid_msd(), valid) {
        return Ok(false);
    }
    let own = builtin
        .adder_msd_with_box(builtin.adder_box(), &Budget::default())
        .map_err(|e| e.to_string())?;
    Ok(crate::automaton::minimize::same_language(&own, adder))
}

/// The file-defined system `rest` (read from the first folder that has it, then kept):
/// `None` when no folder has it.
pub(super) fn find_file_base(rest: &str) -> Option<Result<System, String>> {
    let known = file_systems()
        .lock()
        .ok()?
        .iter()
        .position(|b| b.name == rest);
    if let Some(i) = known {
        return Some(Ok(System::File(i as u32)));
    }
    let folders = base_folders().lock().ok()?.clone();
    let found = folders
        .iter()
        .find_map(|f| crate::numeration::custom_base::load(f, rest))?;
    Some(found.and_then(|b| {
        let mut v = file_systems()
            .lock()
            .map_err(|_| "the file systems' lock is poisoned".to_string())?;
        if let Some(i) = v.iter().position(|old| old.name == rest) {
            return Ok(System::File(i as u32));
        }
        v.push(Arc::new(b));
        Ok(System::File(v.len() as u32 - 1))
    }))
}
