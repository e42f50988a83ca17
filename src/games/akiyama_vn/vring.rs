//! Akiyama's v(n) (the simplified algorithm after Theorem 3, Section 4), the fast engine
//! of `positions akiyama`: the same recurrence as [`super::Simplified`], written as a
//! tight loop over two ring buffers of bits, with the words the loop keeps touching held
//! in registers.
//!
//! `W` (values used) and `Z` (differences used) are rings of `2^j` 64-bit words: value `v`
//! lives in word `(v / 64) mod 2^j`. Every member that is still read lies in
//! `[mex, mex + capacity)`, so no two live values share a word; when the mex leaves a word
//! the word is zeroed for reuse, and a ring doubles (copying its live words) before a value
//! could wrap onto the mex.
//!
//! Route (why the registers are exact). Once `D >= 128`, each step touches six places:
//! - the mexes `M` and `D`. Nothing at or below a mex is ever read again, so the loop
//!   never stores the mexes' own bits: it holds the *clear* bits above each mex in its
//!   word (a window), takes the lowest as the next mex, and loads the next word only when
//!   a window is used up (the word left behind is zeroed for reuse). `D + 1 ∈ Z` is the
//!   test "is `D + 1` not the lowest clear bit", and `D + kappa` (at most two above `D`)
//!   is taken out of `Z`'s window, or stored in memory when it falls in the next word.
//! - `M + D + kappa` in `W`: these increase, and `M + D` is always above the last of them
//!   (if the last kappa was 2, the last `D + 1` was in `Z`, so `D` rose by at least 2), so
//!   the word of the last one (the "v2 frontier") lives in a register, written back when
//!   the frontier moves on. The test `M + D ∈ W` only ever meets bits of
//!   `M + 2D + kappa` stored long before; it reads the register when that holds the
//!   word (0.83 s instead of 0.65 s at 10^8 when it always reads memory).
//! - `M + 2D + kappa` in `W` and `2D + kappa` in `Z`: these increase and every word past
//!   the last one is still clear, so their words are built in registers and stored,
//!   without being read, when the next value falls in a later word.
//!
//! `D >= 128` keeps these in distinct words (`M + 2D` is two words past `M + D`, `2D` two
//! past `D`), and the mexes move a few values a step, far behind the registers of the
//! writers ahead of them. The first 80 or so steps, before it, run the recurrence plainly
//! in memory. The registers are kept in the generator between runs and written to memory
//! before a ring doubles (the iterator hands out positions from a buffer filled by runs
//! of 1024).
//!
//! Memory: the next power of two above the spans, `3.4 n` bits for `W` and `1.7 n` for
//! `Z`: 768 MB at n = 10^9 (a doubling holds the old ring beside the new one for a moment).
//! Cost: about 7.5 ns a step at 10^8 on the machine of docs/engines.md, half the time of the
//! printed algorithm over byte arrays (`cargo bench --bench vn`); the loop is bound by its
//! instruction count (about 70 a step), not by memory.
//! No step allocates, and the sums cannot overflow: the generator stops before
//! `D >= 2^59`; `M <= 3n + 1` (three values join `W` a step) and `D >= n` (it rises every
//! step), so `M <= 3D + 1 < 2^61` and `M + 2D + 2 < 2^62`.
//! Twin: [`super::Simplified`] (compared in tests and in `positions` tests), itself
//! compared with Construction 1 (K = 3) inside the verdicts.

use super::ring::Ring;

/// The generator stops before `D` reaches this (so `M + 2D + 2 < 2^62`: module doc).
const D_MAX: u64 = 1 << 59;
/// From this `D` on, the six places a step touches lie in distinct words (module doc).
const FAST_FROM: u64 = 128;
/// Positions the iterator computes at a time.
const BUFFER: u64 = 1024;

/// The fast loop's registers between runs (see [`VRing::fast`]).
#[derive(Debug, Clone, Copy)]
struct Registers {
    /// The clear bits of `W` above `M` and of `Z` above `D`: (the first value of their
    /// word, the bits); the mex's word, or the next one with a clear bit when it has none
    /// left. Never empty at the top of a step.
    mw: (u64, u64),
    zw: (u64, u64),
    /// The v2 frontier: `W`'s word `hi`, holding the last `M + D + kappa`.
    hi: u64,
    hw: u64,
    /// The words of the last `M + 2D + kappa` in `W` and `2D + kappa` in `Z`.
    h3: u64,
    r3: u64,
    hz: u64,
    rz: u64,
}

/// The stream `v(0) = (0,0,0), v(1), v(2), ...`.
#[derive(Debug, Clone)]
pub struct VRing {
    w: Ring,
    z: Ring,
    m: u64,
    d: u64,
    started: bool,
    /// The `D` from which the fast loop takes over (`FAST_FROM` or later).
    fast_from: u64,
    /// Set once the fast loop has started.
    regs: Option<Registers>,
    /// Positions computed for the iterator, handed out from `at`.
    buf: Vec<[u64; 3]>,
    at: usize,
}

impl Default for VRing {
    fn default() -> Self {
        Self::new()
    }
}

impl VRing {
    /// A generator at `n = 0`.
    pub fn new() -> Self {
        VRing {
            w: Ring::new(4),
            z: Ring::new(4),
            m: 1,
            d: 1,
            started: false,
            fast_from: FAST_FROM,
            regs: None,
            buf: Vec::new(),
            at: 0,
        }
    }

    /// A generator whose fast loop takes over at `D >= fast_from` (at least 128) instead of
    /// 128: the tests let it take over at many states. The positions are the same.
    #[doc(hidden)]
    pub fn with_fast_from(fast_from: u64) -> Self {
        VRing {
            fast_from: fast_from.max(FAST_FROM),
            ..Self::new()
        }
    }

    /// Bytes held by the two rings.
    pub fn ring_bytes(&self) -> usize {
        (self.w.words.len() + self.z.words.len()) * 8
    }

    /// The next `count` positions, each passed to `f` (the fast path of `positions
    /// akiyama`). Stops early, returning false, if `f` returns false or the values would
    /// pass 2^62.
    pub fn run(&mut self, count: u64, mut f: impl FnMut([u64; 3]) -> bool) -> bool {
        let mut left = count;
        while left > 0 && self.at < self.buf.len() {
            let v = self.buf[self.at];
            self.at += 1;
            left -= 1;
            if !f(v) {
                return false;
            }
        }
        self.compute(left, &mut f)
    }

    /// [`VRing::run`] without the iterator's buffer.
    fn compute(&mut self, count: u64, f: &mut impl FnMut([u64; 3]) -> bool) -> bool {
        let mut done = 0;
        if !self.started && count > 0 {
            self.started = true;
            done = 1;
            if !f([0, 0, 0]) {
                return false;
            }
        }
        while done < count && self.d < self.fast_from {
            if !self.make_room() {
                return false;
            }
            done += 1;
            if !f(self.plain_step()) {
                return false;
            }
        }
        done == count || self.fast(count - done, f)
    }

    /// The first `D` at which a step might not fit `W`: `M + 2D + 2` must stay within its
    /// room from `M`'s word (`(M mod 64) + 2D + 2 <= 2D + 65`).
    fn w_limit(&self) -> u64 {
        (self.w.room() - 66) / 2
    }

    /// The first `D` at which a step might not fit `Z`: `2D + 2` must stay within its room
    /// from `D`'s word (`D + (D mod 64) + 2 <= D + 65`).
    fn z_limit(&self) -> u64 {
        self.z.room() - 67
    }

    /// The first `D` at which the fast loop stops to call [`VRing::make_room`].
    fn d_limit(&self) -> u64 {
        self.w_limit().min(self.z_limit()).min(D_MAX)
    }

    /// Grow the rings until the next step fits; false from `D_MAX` on.
    fn make_room(&mut self) -> bool {
        if self.d >= D_MAX {
            return false;
        }
        while self.d >= self.w_limit() {
            self.w.grow(self.m >> 6);
        }
        while self.d >= self.z_limit() {
            self.z.grow(self.d >> 6);
        }
        true
    }

    /// One step of the recurrence, read and written in memory (any `D`).
    fn plain_step(&mut self) -> [u64; 3] {
        let (m, d) = (self.m, self.d);
        let k = self.w.get(m + d) * (1 + self.z.get(d + 1));
        let (v2, v3) = (m + d + k, m + 2 * d + k);
        self.w.set(v2);
        self.w.set(v3);
        self.z.set(d + k);
        self.z.set(2 * d + k);
        self.m = self.w.next_clear(m);
        self.d = self.z.next_clear(d);
        [m, v2, v3]
    }

    /// The registers of the fast loop, read from memory (when the loop first starts).
    fn registers(&mut self) -> Registers {
        let (m, d) = (self.m, self.d);
        let (mw, zw) = (self.w.window(m), self.z.window(d));
        // The last M + D + kappa, M + 2D + kappa and 2D + kappa are below M + D, M + 2D and
        // 2D + 1, so these words are theirs or later ones; every word after them is clear,
        // and every later value falls in them or after them.
        let (hi, h3, hz) = ((m + d) >> 6, (m + 2 * d) >> 6, (2 * d) >> 6);
        Registers {
            mw,
            zw,
            hi,
            hw: self.w.word(hi),
            h3,
            r3: self.w.word(h3),
            hz,
            rz: self.z.word(hz),
        }
    }

    /// `count` steps with `D >= FAST_FROM` and the words of the module doc in registers
    /// (kept in `self.regs` between runs; memory is brought up to date only before the
    /// rings grow). The sums are below 2^62 (`D_MAX`), so the wrapping operations never
    /// wrap.
    fn fast(&mut self, count: u64, f: &mut impl FnMut([u64; 3]) -> bool) -> bool {
        let (mut m, mut d) = (self.m, self.d);
        let Registers {
            mut mw,
            mut zw,
            mut hi,
            mut hw,
            mut h3,
            mut r3,
            mut hz,
            mut rz,
        } = match self.regs {
            Some(r) => r,
            None => self.registers(),
        };
        let mut limit = self.d_limit();
        let mut ok = true;
        for _ in 0..count {
            if d >= limit {
                self.w.put(hi, hw);
                self.w.put(h3, r3);
                self.z.put(hz, rz);
                (self.m, self.d) = (m, d);
                if !self.make_room() {
                    ok = false;
                    break;
                }
                limit = self.d_limit();
            }
            // M + D ∈ W only ever meets a bit of an old M + 2D + kappa, so the stale copy
            // in memory would do; the register is read when it holds the word (faster).
            let md = m.wrapping_add(d);
            let q = if md >> 6 == hi {
                hw
            } else {
                self.w.word(md >> 6)
            };
            let b1 = q >> (md & 63) & 1;
            // D + 1 is in Z unless it is the first clear value above D.
            let c = zw.0.wrapping_add(u64::from(zw.1.trailing_zeros()));
            let z1 = u64::from(c != d.wrapping_add(1));
            let k = b1 + (b1 & z1);
            let (v2, dk) = (md.wrapping_add(k), d.wrapping_add(k));
            let (v3, d2k) = (v2.wrapping_add(d), dk.wrapping_add(d));
            // The far words: built in registers, stored when left (never read).
            if v3 >> 6 != h3 {
                self.w.put(h3, r3);
                (h3, r3) = (v3 >> 6, 0);
            }
            r3 |= 1 << (v3 & 63);
            if d2k >> 6 != hz {
                self.z.put(hz, rz);
                (hz, rz) = (d2k >> 6, 0);
            }
            rz |= 1 << (d2k & 63);
            // The v2 frontier, written back when it moves on.
            if v2 >> 6 == hi {
                hw |= 1 << (v2 & 63);
            } else {
                self.w.put(hi, hw);
                hi = v2 >> 6;
                hw = self.w.word(hi) | 1 << (v2 & 63);
            }
            // D + kappa: in the window (no longer clear), or before it (D itself, or a value
            // already in Z when D's word had no clear bit left above D). Never past it: the
            // window holds a clear bit above D, so if it is D's word, D + 1 (kappa = 1) or
            // D + 2 (kappa = 2, D + 1 in Z) still lies in it.
            let off = dk.wrapping_sub(zw.0);
            if off < 64 {
                zw.1 &= !(1 << off);
                if zw.1 == 0 {
                    zw = self.z.next_window(zw.0 >> 6);
                }
            }
            let v = [m, v2, v3];
            m = self.w.take_lowest(&mut mw.0, &mut mw.1);
            d = self.z.take_lowest(&mut zw.0, &mut zw.1);
            if !f(v) {
                ok = false;
                break;
            }
        }
        (self.m, self.d) = (m, d);
        self.regs = Some(Registers {
            mw,
            zw,
            hi,
            hw,
            h3,
            r3,
            hz,
            rz,
        });
        ok
    }
}

impl Iterator for VRing {
    type Item = [u64; 3];

    /// The next position, from a buffer refilled `BUFFER` positions at a time.
    #[inline]
    fn next(&mut self) -> Option<[u64; 3]> {
        if self.at == self.buf.len() {
            let mut buf = std::mem::take(&mut self.buf);
            buf.resize(BUFFER as usize, [0; 3]);
            let mut len = 0;
            self.compute(BUFFER, &mut |v| {
                buf[len & (BUFFER as usize - 1)] = v;
                len += 1;
                true
            });
            buf.truncate(len);
            (self.buf, self.at) = (buf, 0);
        }
        let v = self.buf.get(self.at).copied();
        self.at += usize::from(v.is_some());
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::akiyama_vn::Simplified;

    #[test]
    fn equals_the_simplified_generator() {
        let n = 300_000;
        assert!(
            VRing::new()
                .take(n)
                .eq(Simplified::new().take(n).map(|s| s.v))
        );
    }

    #[test]
    fn run_equals_the_iterator() {
        let mut a = VRing::new();
        let mut got = Vec::new();
        assert!(a.run(1000, |v| {
            got.push(v);
            true
        }));
        assert!(a.run(500, |v| {
            got.push(v);
            true
        }));
        let mut early = 0;
        assert!(!a.run(10, |_| {
            early += 1;
            early < 3
        }));
        got.extend(a.by_ref().take(100));
        // The iterator has buffered positions ahead: a run hands those out first (and
        // stops at its count inside the buffer), then goes on past the buffer.
        assert!(a.run(5, |v| {
            got.push(v);
            true
        }));
        let mut seen = 0;
        assert!(a.run(2000, |v| {
            got.push(v);
            seen += 1;
            true
        }));
        assert_eq!(seen, 2000);
        let want: Vec<[u64; 3]> = VRing::new()
            .take(1500)
            .chain(VRing::new().skip(1503).take(2105))
            .collect();
        assert_eq!(got, want);
        // Nothing asked, nothing given, even before the first position.
        let mut fresh = VRing::new();
        assert!(fresh.run(0, |_| panic!("no position was asked for")));
        assert_eq!(fresh.next(), Some([0, 0, 0]));
    }

    /// The fast loop taking over at every D from 128 to 1500 (each start reads its
    /// registers from a different state of memory): the same stream as the twin.
    #[test]
    fn the_fast_loop_takes_over_at_any_state() {
        let n = 4000;
        let want: Vec<[u64; 3]> = Simplified::new().take(n).map(|s| s.v).collect();
        for from in 128..=1500 {
            let mut g = VRing::with_fast_from(from);
            let mut got = Vec::with_capacity(n);
            let mut d_before = Vec::with_capacity(n);
            while got.len() < n && g.regs.is_none() {
                d_before.push(g.d);
                g.run(1, |v| {
                    got.push(v);
                    true
                });
            }
            // The loop took over at the first step with D >= from.
            let last = d_before.len() - 1;
            assert!(d_before[last] >= from && d_before[..last].iter().all(|&d| d < from));
            got.extend(g.take(n - got.len()));
            let first = (0..n).find(|&j| got[j] != want[j]);
            assert_eq!(first, None, "taking over at D >= {from}: first difference");
        }
    }

    /// After every step, the live span of each ring (from its mex's word to the largest
    /// value written, `v3` in `W` and `2D + kappa = v3 - v1` in `Z`) is within a turn of
    /// the ring: no live word is shared.
    #[test]
    fn live_values_never_wrap_onto_the_mex() {
        let mut g = VRing::new();
        let (mut top_w, mut top_z) = (0, 0);
        let mut grown = 0;
        for _ in 0..200_000 {
            let before = g.ring_bytes();
            assert!(g.run(1, |v| {
                top_w = v[2];
                top_z = top_z.max(v[2] - v[0]);
                true
            }));
            grown += usize::from(g.ring_bytes() != before);
            assert!(top_w - (g.m & !63) < g.w.room(), "W at m = {}", g.m);
            assert!(top_z - (g.d & !63) < g.z.room(), "Z at d = {}", g.d);
        }
        assert!(grown >= 10, "{grown}");
    }

    /// Runs stopped and resumed at every kind of point (during the plain start, at each
    /// step after it, across ring doublings, by `f` returning false), each resume reloading
    /// the registers from memory: the same stream as the twin.
    #[test]
    fn resumed_runs_equal_the_simplified_generator() {
        let n = 400_000;
        let want: Vec<[u64; 3]> = Simplified::new().take(n).map(|s| s.v).collect();
        let mut g = VRing::new();
        let mut got = Vec::new();
        let mut i = 0u64;
        while got.len() < n {
            let len = [1, 2, 3, 5, 64, 129, 1000, 4097][(i % 8) as usize];
            let stop_after = if i.is_multiple_of(5) {
                len / 2 + 1
            } else {
                len
            };
            let mut seen = 0;
            let asked = len.min((n - got.len()) as u64);
            let whole = g.run(asked, |v| {
                got.push(v);
                seen += 1;
                seen < stop_after
            });
            // Exactly the positions asked for, or up to the one `f` refused.
            assert_eq!((whole, seen), (asked < stop_after, asked.min(stop_after)));
            i += 1;
        }
        assert_eq!(got.len(), n);
        let first = (0..n).find(|&j| got[j] != want[j]);
        assert_eq!(first, None, "first difference at n = {first:?}");
    }

    #[test]
    fn rings_double_and_stay_small() {
        let mut g = VRing::new();
        assert_eq!(g.ring_bytes(), 2 * 16 * 8);
        g.by_ref().take(100_000).for_each(drop);
        // Spans about 3.4 n and 1.7 n bits: 340000 and 170000 bits, rounded up.
        assert!(
            g.ring_bytes() <= (1 << 16) + (1 << 15),
            "{}",
            g.ring_bytes()
        );
        assert!(g.ring_bytes() >= 340_000 / 8, "{}", g.ring_bytes());
    }
}
