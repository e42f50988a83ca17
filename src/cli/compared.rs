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

/// The range the command `what` serves in `reach`'s measure, from the one `Use` table.
pub(crate) fn served(what: &str, reach: &Reach) -> u64 {
    wythoff_lab::check::engines::served(&uses(), what, reach)
}

/// `asked`, in `reach`'s measure, within the range the command `what` (its name first)
/// serves, or allowed past it.
pub(crate) fn within(what: &str, asked: u64, reach: &Reach) -> Result<(), Failure> {
    let max = served(what, reach);
    hold(gate(what, asked, max, reach, past()))
}

/// Print the held note (if any) on standard error: the command has accepted its input.
pub(crate) fn announce() {
    if let Some(note) = NOTE.lock().ok().and_then(|mut held| held.take()) {
        eprintln!("{note}");
    }
}

/// `inner` cut where what it reaches passes the range served (`requests::cut_at`): the
/// refusal is its last item; with `--past-compared` the note goes to standard error once.
pub(crate) fn cut<I>(
    inner: I,
    at: (&'static str, &'static Reach, wythoff_lab::requests::Measure),
) -> wythoff_lab::requests::Cut<I> {
    let max = served(at.0, at.1);
    wythoff_lab::requests::Cut::new(
        inner,
        at,
        max,
        PAST.load(Ordering::Relaxed),
        Box::new(|note| eprintln!("{note}")),
    )
}

/// Hold the note of a request allowed past the compared range (printed by [`announce`]),
/// or refuse it.
pub(crate) fn hold(gated: Result<Option<String>, String>) -> Result<(), Failure> {
    match gated {
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

/// Whether `--past-compared` was given.
pub(crate) fn past() -> bool {
    PAST.load(Ordering::Relaxed)
}

/// The uses of the engines, from the one table.
pub(crate) fn uses() -> Vec<wythoff_lab::check::engines::Use> {
    papers::engines::engines()
        .into_iter()
        .flat_map(|e| e.uses)
        .collect()
}
