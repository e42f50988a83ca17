//! A ring buffer of bits for [`super::VRing`]: the set of values still read, stored in
//! `2^j` 64-bit words, value `v` in word `(v / 64) mod 2^j`.
//!
//! Every member that is still read lies in `[mex, mex + capacity)`, so no two live values
//! share a word; when the mex leaves a word the word is zeroed for reuse ([`Ring::window`],
//! [`Ring::take_lowest`]), and the ring doubles ([`Ring::grow`], copying its live words)
//! before a value could wrap onto the mex. Every access is one masked index: `O(1)`;
//! memory is the ring's length, a power of two above the live span.

/// A ring of bits: see the module doc.
#[derive(Debug, Clone)]
pub(super) struct Ring {
    pub(super) words: Vec<u64>,
}

impl Ring {
    pub(super) fn new(log2_words: u32) -> Self {
        Ring {
            words: vec![0; 1 << log2_words],
        }
    }

    /// Word `i` (taken modulo the ring's length, a power of two).
    #[inline(always)]
    pub(super) fn word(&self, i: u64) -> u64 {
        self.words[i as usize & (self.words.len() - 1)]
    }

    #[inline(always)]
    pub(super) fn put(&mut self, i: u64, x: u64) {
        let mask = self.words.len() - 1;
        self.words[i as usize & mask] = x;
    }

    /// The bit of value `v`, as 0 or 1.
    #[inline(always)]
    pub(super) fn get(&self, v: u64) -> u64 {
        self.word(v >> 6) >> (v & 63) & 1
    }

    #[inline(always)]
    pub(super) fn set(&mut self, v: u64) {
        let i = v >> 6;
        self.put(i, self.word(i) | 1 << (v & 63));
    }

    /// Values from the start of any word on that do not wrap onto that word: a value
    /// below `64 i + room` lies less than a full turn of words after word `i`.
    pub(super) fn room(&self) -> u64 {
        (self.words.len() as u64) << 6
    }

    /// Double the ring, keeping one turn of words from the mex's word `first` on (every
    /// word outside the live ones is clear: words are zeroed when a mex leaves them).
    #[cold]
    #[inline(never)]
    pub(super) fn grow(&mut self, first: u64) {
        let turn = self.words.len() as u64;
        let mut r = Ring::new(self.words.len().trailing_zeros() + 1);
        for i in first..first + turn {
            r.put(i, self.word(i));
        }
        *self = r;
    }

    /// The clear bits above `v`: in `v`'s word, or in the next word that has one (the
    /// words left behind are zeroed). Returns the first value of that word and its clear
    /// bits (never none).
    pub(super) fn window(&mut self, v: u64) -> (u64, u64) {
        match !self.word(v >> 6) & (!1u64 << (v & 63)) {
            0 => self.next_window(v >> 6),
            clear => (v & !63, clear),
        }
    }

    /// The least value above `v` whose bit is clear (the words left behind are zeroed).
    pub(super) fn next_clear(&mut self, v: u64) -> u64 {
        let (base, clear) = self.window(v);
        base + u64::from(clear.trailing_zeros())
    }

    /// The lowest value of a window `(first value of its word, clear bits)` with clear bits
    /// left: taken out; a window left empty moves on to the next word with a clear bit.
    #[inline(always)]
    pub(super) fn take_lowest(&mut self, base: &mut u64, clear: &mut u64) -> u64 {
        let v = base.wrapping_add(u64::from(clear.trailing_zeros()));
        *clear &= clear.wrapping_sub(1);
        if *clear == 0 {
            (*base, *clear) = self.next_window(*base >> 6);
        }
        v
    }

    /// Zero word `i` (left behind) and the full words after it; the first word after it
    /// with a clear bit: its first value and its clear bits.
    #[inline(never)]
    pub(super) fn next_window(&mut self, mut i: u64) -> (u64, u64) {
        loop {
            self.put(i, 0);
            i += 1;
            let clear = !self.word(i);
            if clear != 0 {
                return (i << 6, clear);
            }
        }
    }
}
