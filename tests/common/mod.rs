//! Shared test helpers: insta settings and the two test tiers.
#![allow(dead_code)]

/// Insta settings: snapshots live in the top-level `snapshots/` folder (the path is
/// resolved from this file's folder, `tests/`).
pub fn snapshots() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path("../snapshots");
    s.set_prepend_module_to_snapshot(false);
    s
}

/// `quick` in the default run, `deep` with the `slow-tests` feature.
pub fn tier(quick: u64, deep: u64) -> u64 {
    if cfg!(feature = "slow-tests") {
        deep
    } else {
        quick
    }
}
pub mod browser;
pub mod page;
