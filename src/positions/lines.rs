//! The output buffer of `positions`: integers are written in decimal straight into one
//! 64 KB block (two digits at a time from a table, no allocation, no call per number),
//! and full blocks go to standard output in one write each.
//!
//! A number below 10^16 written in a slot ([`Lines::num_at`]: one per coordinate of a
//! position) that is at most 9 above the slot's last one is written by adding the
//! difference to the last one's digits, held one per byte of a `u128` (biased so that a
//! carry runs through the bytes by itself), then stored with one 16-byte write: the streams
//! of `positions` step by a few units per line, so most numbers cost a few register
//! operations instead of a division per two digits.

use std::io::{self, Write};

const BLOCK: usize = 1 << 16;
/// Spare room past the block for the line being written (it grows if a line is longer).
const ROOM: usize = 128;

const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Slots of [`Lines::num_at`].
const SLOTS: usize = 4;
/// A byte per decimal digit, least significant first, each digit `d` held as `d + 0xF6`
/// (so `9 + 1` wraps to 0 and carries into the next byte by itself).
const BIAS: u128 = u128::from_ne_bytes([0xF6; 16]);
const HIGH: u128 = u128::from_ne_bytes([0x80; 16]);
const ASCII: u128 = u128::from_ne_bytes([b'0'; 16]);
/// The slots hold numbers below this (16 digits); larger ones are written by [`Lines::num`].
const SLOT_MAX: u64 = 10_000_000_000_000_000;

/// The last number written in a slot, as biased digits (when below [`SLOT_MAX`]).
#[derive(Clone, Copy)]
struct Slot {
    digits: u128,
    value: u64,
}

impl Slot {
    const ZERO: Slot = Slot {
        digits: BIAS,
        value: 0,
    };

    /// Set the value to `v` (below [`SLOT_MAX`]): by adding the difference to the digits
    /// when it is at most 9, else digit by digit.
    #[inline(always)]
    fn set(&mut self, v: u64) {
        let delta = v.wrapping_sub(self.value);
        self.value = v;
        if delta < 10 {
            // The previous value was below v, so below SLOT_MAX: its digits are valid. A
            // byte that wrapped holds 0..=8 (its high bit clear): add the bias back.
            let t = self.digits + u128::from(delta);
            self.digits = t + ((!t & HIGH) >> 7) * 0xF6;
            return;
        }
        let (mut t, mut v, mut shift) = (BIAS, v, 0);
        while v > 0 {
            t += u128::from(v % 10) << shift;
            v /= 10;
            shift += 8;
        }
        self.digits = t;
    }

    /// The decimal text, most significant digit first in memory (as little-endian bytes,
    /// zeros past it), and its length.
    #[inline(always)]
    fn text(&self) -> (u128, usize) {
        let d = self.digits - BIAS;
        let len = (16 - (d.leading_zeros() / 8) as usize).max(1);
        ((d + ASCII).swap_bytes() >> ((16 - len) * 8), len)
    }
}

/// Lines of integers, buffered in blocks.
pub struct Lines {
    buf: Vec<u8>,
    len: usize,
    slots: [Slot; SLOTS],
}

impl Default for Lines {
    fn default() -> Self {
        Self::new()
    }
}

impl Lines {
    pub fn new() -> Self {
        Lines {
            buf: vec![0; BLOCK + ROOM],
            len: 0,
            slots: [Slot::ZERO; SLOTS],
        }
    }

    /// Append `v` in decimal through slot `slot` (the same text as [`Lines::num`]; fast
    /// when `v` is a few units above the last number of that slot).
    #[inline(always)]
    pub fn num_at(&mut self, slot: usize, v: u64) {
        self.slot_text(slot, v, None);
    }

    /// Append `v` as [`Lines::num_at`] does, then the byte `sep` (in the same store).
    #[inline(always)]
    pub fn num_then(&mut self, slot: usize, v: u64, sep: u8) {
        self.slot_text(slot, v, Some(sep));
    }

    #[inline(always)]
    fn slot_text(&mut self, slot: usize, v: u64, sep: Option<u8>) {
        let Some(s) = self.slots.get_mut(slot).filter(|_| v < SLOT_MAX) else {
            self.num(v);
            if let Some(b) = sep {
                self.byte(b);
            }
            return;
        };
        s.set(v);
        let (mut text, mut len) = s.text();
        // A 16-digit number leaves no room for the separator: it follows on its own.
        let mut after = sep;
        if let Some(b) = sep.filter(|_| len < 16) {
            text |= u128::from(b) << (len * 8);
            len += 1;
            after = None;
        }
        if self.len + 16 > self.buf.len() {
            self.buf.resize(self.len + ROOM + 16, 0);
        }
        // Sixteen bytes: the text, then bytes that the next writes overwrite.
        self.buf[self.len..self.len + 16].copy_from_slice(&text.to_le_bytes());
        self.len += len;
        if let Some(b) = after {
            self.byte(b);
        }
    }

    /// Append `v` in decimal.
    #[inline(always)]
    pub fn num(&mut self, mut v: u64) {
        if self.len + 21 > self.buf.len() {
            // A line longer than the spare room (many coordinates): grow, never overrun.
            self.buf.resize(self.len + ROOM + 21, 0);
        }
        let digits = decimal_len(v);
        let mut end = self.len + digits;
        self.len = end;
        while v >= 100 {
            let r = (v % 100) as usize * 2;
            v /= 100;
            self.buf[end - 2..end].copy_from_slice(&PAIRS[r..r + 2]);
            end -= 2;
        }
        if v >= 10 {
            let r = v as usize * 2;
            self.buf[end - 2..end].copy_from_slice(&PAIRS[r..r + 2]);
        } else {
            self.buf[end - 1] = b'0' + v as u8;
        }
    }

    /// Append one byte (a space or a newline).
    #[inline]
    pub fn byte(&mut self, b: u8) {
        if self.len >= self.buf.len() {
            self.buf.push(0);
        }
        self.buf[self.len] = b;
        self.len += 1;
    }

    /// Append a few bytes of text (JSON's brackets).
    pub fn push_str(&mut self, t: &str) {
        for &b in t.as_bytes() {
            self.byte(b);
        }
    }

    /// Whether the block is full enough to be written.
    #[inline]
    pub fn full(&self) -> bool {
        self.len >= BLOCK
    }

    /// Write the buffered bytes to `out` and empty the buffer.
    pub fn flush_to(&mut self, out: &mut impl Write) -> io::Result<()> {
        let r = out.write_all(&self.buf[..self.len]);
        self.len = 0;
        r
    }

    /// The bytes buffered.
    pub fn text(&self) -> &[u8] {
        &self.buf[..self.len]
    }
}

/// The number of decimal digits of `v` (1 for 0): from the bit length, corrected by one
/// comparison with a power of ten.
#[inline]
fn decimal_len(v: u64) -> usize {
    const POW10: [u64; 20] = {
        let mut t = [1u64; 20];
        let mut i = 1;
        while i < 20 {
            t[i] = t[i - 1] * 10;
            i += 1;
        }
        t
    };
    let bits = 64 - (v | 1).leading_zeros() as usize;
    let guess = (bits * 1233) >> 12; // floor(bits * log10(2))
    (guess + usize::from(v >= POW10[guess])).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_as_std_prints_them() {
        let mut l = Lines::new();
        let mut expect = String::new();
        let mut v = 1u64;
        let samples: Vec<u64> = (0..200)
            .chain([
                9,
                10,
                99,
                100,
                999,
                1000,
                u64::MAX,
                u64::MAX - 1,
                10u64.pow(19),
            ])
            .chain((0..60).map(|_| {
                v = v
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                v >> (v % 64)
            }))
            .collect();
        for x in samples {
            l.num(x);
            l.byte(b' ');
            expect.push_str(&format!("{x} "));
            if l.full() {
                break;
            }
        }
        assert_eq!(String::from_utf8_lossy(l.text()), expect);
    }

    #[test]
    fn numbers_in_slots_print_as_std_prints_them() {
        // Steps of 0..=9 (in place, carries across powers of ten), larger steps, steps
        // down, the top of the u64 range; slots interleaved as the coordinates of a line.
        let mut l = Lines::new();
        let mut expect = String::new();
        let mut seed = 5u64;
        let mut v = [0u64; SLOTS + 1];
        for step in 0..20_000u64 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let slot = (seed >> 40) as usize % (SLOTS + 1);
            v[slot] = match step % 500 {
                0 => (10u64.pow((seed >> 50) as u32 % 20) - 1).saturating_sub(seed >> 60),
                1 => u64::MAX - (seed >> 61),
                2 => v[slot] / 3,
                3 => v[slot].saturating_add(seed >> 44),
                _ => v[slot].saturating_add((seed >> 60) % 10),
            };
            if step % 2 == 0 {
                l.num_at(slot, v[slot]);
                l.byte(b' ');
            } else {
                l.num_then(slot, v[slot], b' ');
            }
            expect.push_str(&format!("{} ", v[slot]));
            if l.full() {
                assert_eq!(String::from_utf8_lossy(l.text()), expect);
                l.flush_to(&mut Vec::new()).unwrap();
                expect.clear();
            }
        }
        assert_eq!(String::from_utf8_lossy(l.text()), expect);
    }

    #[test]
    fn digit_counts_at_every_power_of_ten() {
        for k in 0..20u32 {
            let p = 10u64.pow(k);
            assert_eq!(decimal_len(p), k as usize + 1);
            assert_eq!(decimal_len(p - 1), (k as usize).max(1));
        }
        assert_eq!(decimal_len(u64::MAX), 20);
    }
}
