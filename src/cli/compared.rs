//! `--past-compared`: the gate between a command and the range where its engine is
//! compared with its independent twin (`check::engines`). A request past the slow-tests
//! range is refused with the range (exit 2) unless the flag is given; with it, the run
//! goes on and a one-line note on standard error says the output there is the engine's
//! alone. The note is held until the command has accepted the rest of its input
//! ([`announce`]), so a refused request still prints one error line only.

use super::*;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use wythoff_lab::check::engines::{Reach, gate};

static PAST: AtomicBool = AtomicBool::new(false);
static NOTE: Mutex<Option<String>> = Mutex::new(None);

/// Set once from the command line.
pub(crate) fn allow_past(on: bool) {
    PAST.store(on, Ordering::Relaxed);
}

/// `asked`, in `reach`'s measure, within the compared range (or allowed past it).
pub(crate) fn within(what: &str, asked: u64, reach: &Reach) -> Result<(), Failure> {
    match gate(what, asked, reach, PAST.load(Ordering::Relaxed)) {
        Ok(Some(note)) => {
            if let Ok(mut held) = NOTE.lock() {
                *held = Some(note);
            }
            Ok(())
        }
        Ok(None) => Ok(()),
        Err(e) => Err(bad_input(e)),
    }
}

/// Print the held note (if any) on standard error: the command has accepted its input.
pub(crate) fn announce() {
    if let Some(note) = NOTE.lock().ok().and_then(|mut held| held.take()) {
        eprintln!("{note}");
    }
}

/// The positions `0..n` a selection needs.
pub(crate) fn needed(select: Select) -> u64 {
    match select {
        Select::Count(c) => c,
        Select::Nth(n) => n.saturating_add(1),
    }
}
