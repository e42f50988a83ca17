//! The tables behind the systems that are not built in, by index: the continued fractions
//! defined by `ost`, the systems read from `Custom Bases/` folders, and the set alphabets
//! (a [`System`](super::System) holds the index). Route: process-wide tables behind a
//! lock, appended to and never shrunk, so an index stays valid. Cost: a lock and a clone
//! per look-up.

use crate::numeration::custom_base::FileBase;
use crate::numeration::ostrowski::ContinuedFraction;
use std::sync::{Arc, Mutex, OnceLock};

/// The systems read from `Custom Bases/` folders, by index.
pub(super) fn file_systems() -> &'static Mutex<Vec<Arc<FileBase>>> {
    static FILES: OnceLock<Mutex<Vec<Arc<FileBase>>>> = OnceLock::new();
    FILES.get_or_init(|| Mutex::new(Vec::new()))
}

/// A file-defined system.
pub(super) fn file_base(id: u32) -> Arc<FileBase> {
    file_systems()
        .lock()
        .map(|v| v[id as usize].clone())
        .expect("the file systems' lock")
}

/// The set alphabets met so far, sorted and deduplicated, by index.
pub(super) fn letter_sets() -> &'static Mutex<Vec<Vec<i64>>> {
    static SETS: OnceLock<Mutex<Vec<Vec<i64>>>> = OnceLock::new();
    SETS.get_or_init(|| Mutex::new(Vec::new()))
}

/// The systems defined by `ost`: name and continued fraction, by index.
pub(super) fn custom_systems() -> &'static Mutex<Vec<(String, ContinuedFraction)>> {
    static CUSTOM: OnceLock<Mutex<Vec<(String, ContinuedFraction)>>> = OnceLock::new();
    CUSTOM.get_or_init(|| Mutex::new(Vec::new()))
}

/// The continued fraction of a system defined by `ost`.
pub(super) fn custom(id: u32) -> ContinuedFraction {
    custom_systems()
        .lock()
        .map(|v| v[id as usize].1.clone())
        .expect("the custom systems' lock")
}
