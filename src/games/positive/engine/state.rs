//! The engine's state as bytes (a checkpoint of `positions positive`), and its restoration.
//!
//! Written only between layers with nothing pending (every P-position found has been
//! yielded): the P-positions with their exact `z` (16 bytes each; the index and the floors
//! are rebuilt from them by the same insertions), D2's blocked set, the active pairs, the
//! waiting walkers and fresh pairs with their layers, the mexes, the simplex bound and its
//! last line introduced, so a restored engine yields the same stream. A restored engine first replays the stored positions
//! from `(0, 0, 0)`, then goes on: its output is that of a fresh engine.

use super::{Active, PositiveNim, Queue, Walker};
use crate::games::positive::floor::Blocked;

/// The payload's first bytes (and its layout's version).
const MAGIC: &[u8; 4] = b"WPN2";

impl PositiveNim {
    /// The state as bytes, or `None` when it cannot be written now: positions are pending
    /// (mid-layer), the engine failed, or it is still replaying a restored state.
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        if !self.pending.is_empty() || self.failed.is_some() || self.replay.is_some() {
            return None;
        }
        let mut out = Vec::with_capacity(4 + 8 * (8 + 2 * self.known.pos.len()));
        out.extend(MAGIC);
        let mut put = |x: u64| out.extend(x.to_le_bytes());
        for x in [
            self.layer,
            self.mex_v,
            self.mex_d,
            self.lz,
            self.weaken,
            self.swept,
            self.known.pos.len() as u64,
        ] {
            put(x);
        }
        for (i, p) in self.known.pos.iter().enumerate() {
            let z = self.floor.z(&self.known.pos, i);
            put(u64::from(p[0]) | u64::from(p[1]) << 32);
            put(u64::from(p[2]) | u64::from(z) << 32);
        }
        let blocked = self.blocked.to_words();
        put(blocked.len() as u64);
        blocked.into_iter().for_each(&mut put);
        put(self.active.len() as u64);
        for p in &self.active {
            [p.a, p.b, p.entry].into_iter().for_each(&mut put);
        }
        let walkers: Vec<(u64, Walker)> = self.heap.buckets.iter().flatten().copied().collect();
        put(self.heap.last);
        put(walkers.len() as u64);
        for (key, walker) in walkers {
            put(key);
            let words = match walker {
                Walker::Row { a, b, e, from } => [0, a.into(), b.into(), e.into(), from],
                Walker::Diag { d, a, e, from } => [1, d.into(), a.into(), e.into(), from],
                Walker::Fresh { a, d, e } => [2, a.into(), d.into(), e.into(), 0],
            };
            words.into_iter().for_each(&mut put);
        }
        Some(out)
    }

    /// Restore a state written by [`PositiveNim::to_bytes`], with room for about `n`
    /// P-positions; `None` if the bytes are malformed (a stored position that is not a
    /// sorted triple of positive entries in order of sum, a walker before the queue's
    /// layer, a length past the end, trailing bytes).
    pub fn from_bytes(bytes: &[u8], n: usize) -> Option<Self> {
        if bytes.get(..4)? != MAGIC || !(bytes.len() - 4).is_multiple_of(8) {
            return None;
        }
        // Words read in place (no copy of a state of 16 bytes per position).
        let words = &bytes[4..];
        let total = words.len() / 8;
        let word = |i: usize| {
            let c = &words[8 * i..8 * i + 8];
            u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]])
        };
        let mut at = 0usize;
        let mut take = |k: usize| -> Option<Vec<u64>> {
            let end = at.checked_add(k).filter(|&e| e <= total)?;
            let s = (at..end).map(word).collect();
            at = end;
            Some(s)
        };
        let h = take(7)?;
        let count = usize::try_from(h[6]).ok()?;
        let mut g = PositiveNim::with_capacity(n.max(count));
        (g.layer, g.mex_v, g.mex_d, g.lz, g.weaken, g.swept) = (h[0], h[1], h[2], h[3], h[4], h[5]);
        let mut last_sum = 0u64;
        if count.checked_mul(2)? > total {
            return None;
        }
        for _ in 0..count {
            let pair = take(2)?;
            let lo = |x: u64| (x & 0xFFFF_FFFF) as u32;
            let [a, b, c, z] = [
                lo(pair[0]),
                (pair[0] >> 32) as u32,
                lo(pair[1]),
                (pair[1] >> 32) as u32,
            ];
            let sum = u64::from(a) + u64::from(b) + u64::from(c);
            if !(0 < a && a < b && b < c) || sum < last_sum || sum >= g.layer {
                return None;
            }
            last_sum = sum;
            g.known.insert([a, b, c]).ok()?;
            g.floor.push([a, b, c], z)?;
        }
        let len = usize::try_from(*take(1)?.first()?).ok()?;
        g.blocked = Blocked::from_words(&take(len)?, count)?;
        let len = usize::try_from(*take(1)?.first()?).ok()?;
        for p in take(len.checked_mul(3)?)?.chunks_exact(3) {
            if p[0] >= p[1] {
                return None;
            }
            g.active.push(Active {
                a: p[0],
                b: p[1],
                entry: p[2],
            });
        }
        let q = take(2)?;
        g.heap = Queue::new();
        g.heap.last = q[0];
        let len = usize::try_from(q[1]).ok()?;
        for r in take(len.checked_mul(6)?)?.chunks_exact(6) {
            let walker = match r[1] {
                0 => Walker::Row {
                    a: u32::try_from(r[2]).ok()?,
                    b: u32::try_from(r[3]).ok()?,
                    e: u32::try_from(r[4]).ok()?,
                    from: r[5],
                },
                1 => Walker::Diag {
                    d: u32::try_from(r[2]).ok()?,
                    a: u32::try_from(r[3]).ok()?,
                    e: u32::try_from(r[4]).ok()?,
                    from: r[5],
                },
                2 if r[5] == 0 => Walker::Fresh {
                    a: u32::try_from(r[2]).ok()?,
                    d: u32::try_from(r[3]).ok()?,
                    e: u32::try_from(r[4]).ok()?,
                },
                _ => return None,
            };
            if r[0] < g.heap.last || r[0] < g.layer {
                return None;
            }
            g.heap.push(r[0], walker);
        }
        if at != total {
            return None;
        }
        g.replay = Some(0);
        Some(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_restored_engine_yields_the_same_stream() {
        let want: Vec<[u64; 3]> = PositiveNim::new().take(6000).collect();
        let mut g = PositiveNim::new();
        let mut n = 0;
        // Run to a layer boundary past position 2500.
        let bytes = loop {
            g.next();
            n += 1;
            if let Some(b) = g.to_bytes().filter(|_| n > 2500) {
                break b;
            }
        };
        let restored = PositiveNim::from_bytes(&bytes, 0).expect("restores");
        assert!(
            restored.to_bytes().is_none(),
            "a replaying engine is not written"
        );
        let got: Vec<[u64; 3]> = restored.take(6000).collect();
        assert_eq!(got, want);
        // Cut short, extended, or another payload: refused.
        assert!(PositiveNim::from_bytes(&bytes[..bytes.len() - 8], 0).is_none());
        let mut longer = bytes.clone();
        longer.extend([0u8; 8]);
        assert!(PositiveNim::from_bytes(&longer, 0).is_none());
        assert!(PositiveNim::from_bytes(b"WLS1", 0).is_none());
    }

    /// A state at the first layer boundary past position 2500 (its bytes).
    fn state() -> Vec<u8> {
        let mut g = PositiveNim::new();
        let mut n = 0;
        loop {
            g.next();
            n += 1;
            if let Some(b) = g.to_bytes().filter(|_| n > 2500) {
                return b;
            }
        }
    }

    fn word(bytes: &[u8], i: usize) -> u64 {
        u64::from_le_bytes(bytes[4 + 8 * i..12 + 8 * i].try_into().unwrap())
    }

    fn set_word(bytes: &mut [u8], i: usize, x: u64) {
        bytes[4 + 8 * i..12 + 8 * i].copy_from_slice(&x.to_le_bytes());
    }

    /// The index of the queue's `last` word (the walkers follow it: their count, then
    /// six words each, the first the layer waited for).
    fn queue_at(bytes: &[u8]) -> usize {
        let count = word(bytes, 6) as usize;
        let blocked = 7 + 2 * count;
        let active = blocked + 1 + word(bytes, blocked) as usize;
        active + 1 + 3 * word(bytes, active) as usize
    }

    /// A restored engine says it is replaying exactly while it yields its stored
    /// positions (`(0, 0, 0)` and the `count` stored), then goes on as a fresh one.
    #[test]
    fn a_restored_engine_replays_its_positions_then_goes_on() {
        let bytes = state();
        let count = word(&bytes, 6) as usize;
        let mut g = PositiveNim::from_bytes(&bytes, 0).expect("restores");
        assert!(g.replaying());
        for i in 0..=count {
            assert!(g.replaying(), "position {i} of {count}");
            g.next();
        }
        g.next();
        assert!(!g.replaying());
    }

    /// Stored positions that are not sorted triples of positive entries are refused: a
    /// zero entry, two entries swapped.
    #[test]
    fn unsorted_or_zero_stored_positions_are_refused() {
        let bytes = state();
        assert!(PositiveNim::from_bytes(&bytes, 0).is_some());
        // Position 10: words 7 + 20 (a | b << 32) and 7 + 21 (c | z << 32).
        let ab = word(&bytes, 27);
        let (a, b) = (ab & 0xFFFF_FFFF, ab >> 32);
        assert!(0 < a && a < b, "({a}, {b})");
        for (what, w) in [("a = 0", b << 32), ("a > b", b | a << 32)] {
            let mut bad = bytes.clone();
            set_word(&mut bad, 27, w);
            assert!(PositiveNim::from_bytes(&bad, 0).is_none(), "{what}");
        }
    }

    /// A walker waiting for a layer before the state's layer is refused, even when it is
    /// not before the queue's last layer.
    #[test]
    fn a_walker_before_the_layer_is_refused() {
        let bytes = state();
        let q = queue_at(&bytes);
        let (last, walkers, layer) = (word(&bytes, q), word(&bytes, q + 1), word(&bytes, 0));
        assert!(
            walkers > 0 && last < layer,
            "{walkers} walkers, last {last}, layer {layer}"
        );
        assert_eq!(bytes.len(), 4 + 8 * (q + 2 + 6 * walkers as usize));
        let mut bad = bytes.clone();
        set_word(&mut bad, q + 2, last);
        assert!(PositiveNim::from_bytes(&bad, 0).is_none());
        // The same walker at the state's layer is taken.
        set_word(&mut bad, q + 2, layer);
        assert!(PositiveNim::from_bytes(&bad, 0).is_some());
    }
}
