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
    let uses: Vec<_> = papers::engines::engines()
        .into_iter()
        .flat_map(|e| e.uses)
        .collect();
    wythoff_lab::check::engines::served(&uses, what, reach)
}

/// `asked`, in `reach`'s measure, within the range the command `what` (its name first)
/// serves, or allowed past it.
pub(crate) fn within(what: &str, asked: u64, reach: &Reach) -> Result<(), Failure> {
    within_max(what, asked, served(what, reach), reach)
}

/// The position `n` (an index from 0) within the range the command `what` serves in
/// `reach`'s measure: a measure counting positions serves indices up to its count - 1, so
/// the refusal names the same largest n as the help.
pub(crate) fn within_index(what: &str, n: u64, reach: &Reach) -> Result<(), Failure> {
    let max = served(what, reach);
    let max_index = if reach.last_index {
        max
    } else {
        max.saturating_sub(1)
    };
    within_max(what, n, max_index, reach)
}

fn within_max(what: &str, asked: u64, max: u64, reach: &Reach) -> Result<(), Failure> {
    match gate(what, asked, max, reach, PAST.load(Ordering::Relaxed)) {
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

/// A stream of positions cut where what it reaches (`measure` of the position and its
/// index in the stream) passes the range the command `by` serves: the refusal is its last
/// item (the lines before it are printed); with `--past-compared` the note is printed once
/// there and the stream goes on.
pub(crate) struct Cut<I> {
    pub inner: I,
    pub what: &'static str,
    pub reach: &'static Reach,
    pub measure: fn(&[u64], u64) -> u64,
    pub index: u64,
    pub max: Option<u64>,
    pub noted: bool,
}

impl<I> Cut<I> {
    pub(crate) fn new(
        inner: I,
        what: &'static str,
        reach: &'static Reach,
        measure: fn(&[u64], u64) -> u64,
    ) -> Cut<I> {
        Cut {
            inner,
            what,
            reach,
            measure,
            index: 0,
            max: None,
            noted: false,
        }
    }
}

impl<I> Cut<I> {
    /// The same stream, not gated unless `on`.
    pub(crate) fn only_if(mut self, on: bool) -> Cut<I> {
        if !on {
            self.max = Some(u64::MAX);
        }
        self
    }
}

impl<I, P> Iterator for Cut<I>
where
    I: Iterator<Item = Result<P, String>>,
    P: AsRef<[u64]>,
{
    type Item = Result<P, String>;

    fn next(&mut self) -> Option<Self::Item> {
        let item = self.inner.next()?;
        let Ok(p) = item else {
            return Some(item);
        };
        let asked = (self.measure)(p.as_ref(), self.index);
        self.index += 1;
        let max = *self
            .max
            .get_or_insert_with(|| served(self.what, self.reach));
        if asked <= max || self.noted {
            return Some(Ok(p));
        }
        match gate(
            self.what,
            asked,
            max,
            self.reach,
            PAST.load(Ordering::Relaxed),
        ) {
            Ok(note) => {
                if let Some(note) = note {
                    eprintln!("{note}");
                }
                self.noted = true;
                Some(Ok(p))
            }
            Err(e) => Some(Err(e)),
        }
    }
}

/// The positions `0..n` a selection needs.
pub(crate) fn needed(select: Select) -> u64 {
    match select {
        Select::Count(c) => c,
        Select::Nth(n) => n.saturating_add(1),
    }
}
