//! A stream computed on its own thread, handed over in batches: `positions` formats and
//! writes on the calling thread while the engine (and the check against a proved
//! automaton, when there is one) runs on the other core: the two take about the same time,
//! so this nearly halves the wall time. The engine thread fills each batch in one call
//! ([`batched`]: a checked stream checks the batch in one loop). At most `DEPTH + 2`
//! batches exist at once (memory flat in the count). The engine thread stops when the
//! receiver is dropped (a closed pipe).

use std::sync::mpsc::{IntoIter, sync_channel};

/// Items per batch (one allocation and one channel message per batch).
const BATCH: usize = 1 << 14;
/// Batches in flight.
const DEPTH: usize = 4;

/// The items of `stream`, computed on a new thread.
pub fn threaded<I>(stream: I) -> impl Iterator<Item = I::Item>
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
    )
}

/// The items `fill` takes from `source`, on a new thread: each call appends at most
/// `max` items to the batch, fewer only at the end (a source that checks its items
/// does it batch by batch, in one loop).
pub fn batched<S, T, F>(source: S, fill: F) -> impl Iterator<Item = T>
where
    S: Send + 'static,
    T: Send + 'static,
    F: Fn(&mut S, &mut Vec<T>, usize) + Send + 'static,
{
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
    Batches {
        rx: rx.into_iter(),
        cur: Vec::new().into_iter(),
    }
}

struct Batches<T> {
    rx: IntoIter<Vec<T>>,
    cur: std::vec::IntoIter<T>,
}

impl<T> Iterator for Batches<T> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        loop {
            if let Some(x) = self.cur.next() {
                return Some(x);
            }
            self.cur = self.rx.next()?.into_iter();
        }
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
            let got: Vec<usize> = threaded(0..n).collect();
            assert_eq!(got, (0..n).collect::<Vec<_>>());
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
