//! A small deterministic random generator (SplitMix64) for checkers' random cases, so
//! that a verdict's evidence is reproducible from its bound. (The tests use proptest and
//! quickcheck for their own random cases.)

/// SplitMix64.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next_u64() % (hi - lo + 1)
    }

    /// A sorted vector of `k` entries in `0..=max`.
    pub fn sorted(&mut self, k: usize, max: u64) -> Vec<u64> {
        let mut v: Vec<u64> = (0..k).map(|_| self.range(0, max)).collect();
        v.sort_unstable();
        v
    }
}
