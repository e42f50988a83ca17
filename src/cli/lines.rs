//! The output buffer of `positions`: integers are written in decimal straight into one
//! 64 KB block (two digits at a time from a table, no allocation, no call per number),
//! and full blocks go to standard output in one write each.

use std::io::{self, Write};

const BLOCK: usize = 1 << 16;
/// Spare room past the block for the line being written (it grows if a line is longer).
const ROOM: usize = 128;

const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Lines of integers, buffered in blocks.
pub(crate) struct Lines {
    buf: Vec<u8>,
    len: usize,
}

impl Lines {
    pub(crate) fn new() -> Self {
        Lines {
            buf: vec![0; BLOCK + ROOM],
            len: 0,
        }
    }

    /// Append `v` in decimal.
    #[inline(always)]
    pub(crate) fn num(&mut self, mut v: u64) {
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
    pub(crate) fn byte(&mut self, b: u8) {
        if self.len >= self.buf.len() {
            self.buf.push(0);
        }
        self.buf[self.len] = b;
        self.len += 1;
    }

    /// Append a few bytes of text (JSON's brackets).
    pub(crate) fn push_str(&mut self, t: &str) {
        for &b in t.as_bytes() {
            self.byte(b);
        }
    }

    /// Whether the block is full enough to be written.
    #[inline]
    pub(crate) fn full(&self) -> bool {
        self.len >= BLOCK
    }

    /// Write the buffered bytes to `out` and empty the buffer.
    pub(crate) fn flush_to(&mut self, out: &mut impl Write) -> io::Result<()> {
        let r = out.write_all(&self.buf[..self.len]);
        self.len = 0;
        r
    }

    #[cfg(test)]
    fn text(&self) -> &[u8] {
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
    fn digit_counts_at_every_power_of_ten() {
        for k in 0..20u32 {
            let p = 10u64.pow(k);
            assert_eq!(decimal_len(p), k as usize + 1);
            assert_eq!(decimal_len(p - 1), (k as usize).max(1));
        }
        assert_eq!(decimal_len(u64::MAX), 20);
    }
}
