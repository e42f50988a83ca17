//! Akiyama's simplified algorithm (after Theorem 3) as a streaming generator.
//!
//! ```text
//! M = 1, D = 1, W = {}, Z = {}, S = {(0,0,0)}
//! † kappa = 0 if M+D ∉ W; 1 if M+D ∈ W and D+1 ∉ Z; 2 if M+D ∈ W and D+1 ∈ Z
//!   S ← S ∪ {(M, M+D+kappa, M+2D+kappa)}
//!   W ← W ∪ {M, M+D+kappa, M+2D+kappa};  Z ← Z ∪ {D, D+kappa, 2D+kappa}
//!   M ← min([M, ∞) \ W);  D ← min([D, ∞) \ Z);  W ← W ∩ [M, ∞);  Z ← Z ∩ [D, ∞)
//! ```
//! `M = Mex(F_n)`, `D = Mex(D_n)`, `W = W_n`, `Z = Z_n` (the paper's notation).
//! `W` and `Z` are [`SlidingSet`]s: memory is the span from the mex to the largest member,
//! about `3.4 n` bits for `W` and `1.7 n` bits for `Z`, so `v(10^9)` needs ~0.65 GB.
//! All arithmetic is checked: the generator stops (returns `None`) rather than overflow.

use crate::games::sliding_set::SlidingSet;

/// One output of the generator: `v(n)` and the state it was produced from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The index `n` of the P-position.
    pub n: u64,
    /// `v(n) = (v1(n), v2(n), v3(n))`.
    pub v: [u64; 3],
    /// `kappa(n - 1)` (0 for `n = 0`, where there is none).
    pub kappa: u8,
    /// `Mex(F_{n-1})` (0 for `n = 0`).
    pub mex_f: u64,
    /// `Mex(D_{n-1})` (0 for `n = 0`).
    pub mex_d: u64,
}

/// The streaming generator; yields `v(0) = (0,0,0)`, `v(1)`, `v(2)`, ...
#[derive(Debug, Clone, Default)]
pub struct Simplified {
    n: u64,
    m: u64,
    d: u64,
    w: SlidingSet,
    z: SlidingSet,
    started: bool,
    overflowed: bool,
}

impl Simplified {
    /// A generator at `n = 0`.
    pub fn new() -> Self {
        Simplified {
            m: 1,
            d: 1,
            ..Default::default()
        }
    }

    /// The index of the next step to be generated.
    pub fn position(&self) -> u64 {
        self.n
    }

    /// The whole state as bytes (a checkpoint); [`Simplified::from_bytes`] restores it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = b"WLS1".to_vec();
        for v in [
            self.n,
            self.m,
            self.d,
            u64::from(self.started),
            u64::from(self.overflowed),
        ] {
            out.extend(v.to_le_bytes());
        }
        self.w.write_state(&mut out);
        self.z.write_state(&mut out);
        out
    }

    /// Restore a state written by [`Simplified::to_bytes`] (`None` if malformed).
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        if bytes.get(..4)? != b"WLS1" {
            return None;
        }
        let mut pos = 4;
        let mut next = || {
            let v = u64::from_le_bytes(bytes.get(pos..pos + 8)?.try_into().ok()?);
            pos += 8;
            Some(v)
        };
        let (n, m, d, started, overflowed) =
            (next()?, next()?, next()?, next()? == 1, next()? == 1);
        let mut pos = 4 + 5 * 8;
        let w = SlidingSet::read_state(bytes, &mut pos)?;
        let z = SlidingSet::read_state(bytes, &mut pos)?;
        (pos == bytes.len()).then_some(Simplified {
            n,
            m,
            d,
            w,
            z,
            started,
            overflowed,
        })
    }

    /// Bytes held by the two windows now.
    pub fn window_bytes(&self) -> usize {
        self.w.window_bytes() + self.z.window_bytes()
    }

    /// `(Mex(F_n), Mex(D_n))` for the last `n` yielded.
    pub fn mexes(&self) -> (u64, u64) {
        (self.m, self.d)
    }

    /// Whether `x` is in `W_n` (members below `Mex(F_n)` count as in `F_n`).
    pub fn in_w(&self, x: u64) -> bool {
        self.w.contains(x)
    }

    /// `max F_n` and `max D_n` as held in the windows (`None` if the window is empty).
    pub fn maxima(&self) -> (Option<u64>, Option<u64>) {
        (self.w.max(), self.z.max())
    }

    fn advance(&mut self) -> Option<Step> {
        let (m, d) = (self.m, self.d);
        let md = m.checked_add(d)?;
        let kappa: u8 = if !self.w.contains(md) {
            0
        } else if !self.z.contains(d.checked_add(1)?) {
            1
        } else {
            2
        };
        let k = u64::from(kappa);
        let v2 = md.checked_add(k)?;
        let v3 = v2.checked_add(d)?;
        let dk = d.checked_add(k)?;
        let d2k = dk.checked_add(d)?;
        for x in [m, v2, v3] {
            self.w.insert(x);
        }
        for x in [d, dk, d2k] {
            self.z.insert(x);
        }
        self.m = self.w.advance_mex(m);
        self.d = self.z.advance_mex(d);
        self.n += 1;
        Some(Step {
            n: self.n,
            v: [m, v2, v3],
            kappa,
            mex_f: m,
            mex_d: d,
        })
    }
}

impl Iterator for Simplified {
    type Item = Step;
    fn next(&mut self) -> Option<Step> {
        if !self.started {
            self.started = true;
            return Some(Step {
                n: 0,
                v: [0, 0, 0],
                kappa: 0,
                mex_f: 0,
                mex_d: 0,
            });
        }
        if self.overflowed {
            return None;
        }
        let s = self.advance();
        self.overflowed = s.is_none();
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::akiyama_vn::MexAlgorithm;

    #[test]
    fn position_counts_the_steps() {
        let mut g = Simplified::new();
        assert_eq!(g.position(), 0);
        for _ in 0..1001 {
            g.next();
        }
        // v(0) is yielded first without a step; 1000 steps follow it.
        assert_eq!(g.position(), 1000);
        assert!(g.window_bytes() > 0);
    }

    #[test]
    fn a_checkpoint_restores_the_same_stream() {
        let mut g = Simplified::new();
        for _ in 0..5000 {
            g.next();
        }
        let restored = Simplified::from_bytes(&g.to_bytes()).unwrap();
        let a: Vec<Step> = g.take(3000).collect();
        let b: Vec<Step> = restored.take(3000).collect();
        assert_eq!(a, b);
        assert!(Simplified::from_bytes(b"WLS1").is_none());
    }

    #[test]
    fn equals_the_mex_algorithm_on_a_prefix() {
        let mut mex = MexAlgorithm::new();
        mex.run_to(3000);
        let fast: Vec<[u64; 3]> = Simplified::new().take(3001).map(|s| s.v).collect();
        assert_eq!(fast, mex.v);
    }
}
