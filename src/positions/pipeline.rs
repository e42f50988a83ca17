//! A stream computed on its own thread, handed over in batches: `positions` formats and
//! writes on the calling thread while the engine (and the check against a proved
//! automaton, when there is one) runs on the other core: the two take about the same time,
//! so this nearly halves the wall time. The engine thread fills each batch in one call
//! ([`batched`]: a checked stream checks the batch in one loop); the rest of the batch
//! received last is [`Buffered`], so a check on the printing side reads it in place. At
//! most `DEPTH + 2` batches exist at once (memory flat in the count). The engine thread
//! stops when the receiver is dropped (a closed pipe). [`Threads::One`] runs the same
//! route on the calling thread, a batch whenever the last one is used up.

use crate::games::proved::Buffered;
use std::sync::mpsc::{IntoIter, sync_channel};

/// Items per batch (one allocation and one channel message per batch).
const BATCH: usize = 1 << 14;
/// Batches in flight.
const DEPTH: usize = 4;

/// Where a stream's batches are computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Threads {
    /// On a new thread, while the caller takes the items (as `positions` runs).
    Two,
    /// On the caller's thread, a batch whenever the last one is used up (the same route
    /// without the second thread: what a machine with one free core runs).
    One,
}

/// The items of `stream`, computed on a new thread (the rest of the batch received last
/// is [`Buffered`]).
pub fn threaded<I>(stream: I) -> Batches<I::Item>
where
    I: Iterator + Send + 'static,
    I::Item: Send + 'static,
{
    threaded_on(stream, Threads::Two)
}

/// The items of `stream`, computed in batches where `threads` says.
pub fn threaded_on<I>(stream: I, threads: Threads) -> Batches<I::Item>
where
    I: Iterator + Send + 'static,
    I::Item: Send + 'static,
{
    batched(
        stream,
        |stream: &mut I, batch: &mut Vec<I::Item>, max: usize| {
            for x in stream.by_ref() {
                batch.push(x);
                if batch.len() == max {
                    break;
                }
            }
        },
        threads,
    )
}

/// The items `fill` takes from `source`, computed where `threads` says: each call appends
/// at most `max` items to the batch, fewer only at the end (a source that checks its
/// items does it batch by batch, in one loop).
pub fn batched<S, T, F>(source: S, fill: F, threads: Threads) -> Batches<T>
where
    S: Send + 'static,
    T: Send + 'static,
    F: Fn(&mut S, &mut Vec<T>, usize) + Send + 'static,
{
    let feed = match threads {
        Threads::One => {
            let mut source = source;
            Feed::Here(Box::new(move |batch: &mut Vec<T>| {
                fill(&mut source, batch, BATCH)
            }))
        }
        Threads::Two => {
            let (tx, rx) = sync_channel::<Vec<T>>(DEPTH);
            std::thread::spawn(move || {
                let mut source = source;
                loop {
                    // Allocated whole (collecting would grow it by doubling, copying).
                    let mut batch: Vec<T> = Vec::with_capacity(BATCH);
                    fill(&mut source, &mut batch, BATCH);
                    let last = batch.len() < BATCH;
                    if tx.send(batch).is_err() || last {
                        return;
                    }
                }
            });
            Feed::Rx(rx.into_iter())
        }
    };
    Batches {
        feed,
        cur: Vec::new().into_iter(),
    }
}

/// The items of a [`batched`] source, batch by batch.
pub struct Batches<T> {
    feed: Feed<T>,
    cur: std::vec::IntoIter<T>,
}

/// Fills a batch on the caller's thread.
type Fill<T> = dyn FnMut(&mut Vec<T>) + Send;

/// Where the next batch comes from: the engine's thread, or a call on this one (`Done`
/// after the last, short, batch).
enum Feed<T> {
    Rx(IntoIter<Vec<T>>),
    Here(Box<Fill<T>>),
    Done,
}

impl<T> Batches<T> {
    fn next_batch(&mut self) -> Option<Vec<T>> {
        match &mut self.feed {
            Feed::Rx(rx) => rx.next(),
            Feed::Here(fill) => {
                let mut batch = Vec::with_capacity(BATCH);
                fill(&mut batch);
                if batch.len() < BATCH {
                    self.feed = Feed::Done;
                }
                Some(batch)
            }
            Feed::Done => None,
        }
    }
}

impl<T> Iterator for Batches<T> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        loop {
            if let Some(x) = self.cur.next() {
                return Some(x);
            }
            self.cur = self.next_batch()?.into_iter();
        }
    }
}

impl<T> Buffered for Batches<T> {
    fn buffered(&self) -> &[T] {
        self.cur.as_slice()
    }
}

/// One of two iterators of the same items (a stream built one of two ways, without a
/// dynamic call per item).
pub enum Either<L, R> {
    Left(L),
    Right(R),
}

impl<T, L: Iterator<Item = T>, R: Iterator<Item = T>> Iterator for Either<L, R> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        match self {
            Either::Left(l) => l.next(),
            Either::Right(r) => r.next(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gives_the_stream_in_order_and_stops_at_its_end() {
        for n in [0usize, 1, BATCH - 1, BATCH, BATCH + 1, 5 * BATCH + 17] {
            for threads in [Threads::Two, Threads::One] {
                let got: Vec<usize> = threaded_on(0..n, threads).collect();
                assert_eq!(got, (0..n).collect::<Vec<_>>(), "{threads:?}");
            }
        }
    }

    #[test]
    fn an_endless_stream_stops_when_the_reader_goes() {
        // The reader takes a few batches and drops the iterator; the engine thread's next
        // send then fails and it returns instead of blocking for ever.
        let got: Vec<u64> = threaded(0u64..).take(3 * BATCH + 5).collect();
        assert_eq!(got.len(), 3 * BATCH + 5);
        assert_eq!(got[3 * BATCH + 4], (3 * BATCH + 4) as u64);
    }
}
