//! The gallery: rules files (and their conjecture files) shipped in `gallery/`, embedded so
//! that `wythoff game NAME` finds them without the repository.
//!
//! Cost: none (static texts).

/// Every gallery rules file: `(name, text)`, in the order `game --list` prints them.
pub fn rules_files() -> Vec<(&'static str, &'static str)> {
    vec![]
}

/// Every gallery conjecture file: `(name, text)`.
pub fn conjecture_files() -> Vec<(&'static str, &'static str)> {
    vec![]
}
