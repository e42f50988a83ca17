//! Constructions 1 and 2 of Klein and Fraenkel (with the mex, as the paper's Theorem 2
//! needs: the printed "max" is a slip), as a streaming generator for any `K >= 2` and `f`.
//!
//! ```text
//! P^0 = [0, ..., 0]
//! X^n = ∪_{m<n} set(P^m),   D^n = ∪_{m<n} D(P^m) + [0, f(P^m))     (f = 1: Construction 1)
//! p_1^n = mex X^n,  p_{i+1}^n = mex (X^n ∪ ∪_{j<=i} (p_j^n + D^n))
//! ```
//! Every value below `p_i^n` lies in `Q_i^n`, and `0 ∈ D^n`, so `p_{i+1}^n` is the least
//! `x > p_i^n` with `x ∉ X^n` and `x - p_j^n ∉ D^n` for `j <= i`; since `[0, mex D^n) ⊆ D^n`,
//! the search starts at `p_i^n + mex D^n`. `X` and `D` are [`SlidingSet`]s (memory: the span
//! between each mex and its largest member). The search tests 64 candidates at once: the
//! word of `X` at `x` and the words of `D` at `x - p_j`, combined. All arithmetic is
//! checked.

use super::legal::diff_set;
use crate::games::sliding_set::SlidingSet;

/// The largest span (in bits) a window may reach: 2^33 bits = 1 GiB.
pub const MAX_WINDOW: u64 = 1 << 33;

/// `f`, evaluated at each constructed position.
pub type F = Box<dyn Fn(&[u64]) -> Result<u64, String> + Send + Sync>;

/// The generator; yields `P^0, P^1, ...` (or an error, after which it stops).
pub struct Construction {
    k: usize,
    f: F,
    x: SlidingSet,
    d: SlidingSet,
    n: u64,
    done: bool,
}

impl std::fmt::Debug for Construction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Construction")
            .field("k", &self.k)
            .field("n", &self.n)
            .finish_non_exhaustive()
    }
}

impl Construction {
    /// Construction 1 for Lythoff(K).
    pub fn lythoff(k: usize) -> Self {
        Self::with_f(k, Box::new(|_| Ok(1)))
    }

    /// Construction 2 for Lythoff(K_f).
    pub fn with_f(k: usize, f: F) -> Self {
        assert!(k >= 2, "K >= 2");
        Construction {
            k,
            f,
            x: SlidingSet::new(),
            d: SlidingSet::new(),
            n: 0,
            done: false,
        }
    }

    /// Bytes held by the windows.
    pub fn window_bytes(&self) -> usize {
        self.x.window_bytes() + self.d.window_bytes()
    }

    fn record(&mut self, p: &[u64]) -> Result<(), String> {
        let fp = (self.f)(p)?;
        // Each window is a bit per value between its mex and its largest member: refuse to
        // grow one past MAX_WINDOW bits rather than exhaust memory.
        let top = p.iter().max().copied().unwrap_or(0);
        // p is nondecreasing: its largest difference is last - first.
        let top_d = (top - p.first().copied().unwrap_or(0)).saturating_add(fp);
        if top.saturating_sub(self.x.advance_mex(0)) > MAX_WINDOW
            || top_d.saturating_sub(self.d.advance_mex(0)) > MAX_WINDOW
        {
            return Err(format!(
                "P^{} = {p:?} (f = {fp}) needs a window of more than 2^33 bits (1 GiB): this f makes the entries grow too fast",
                self.n
            ));
        }
        for &v in p {
            self.x.insert(v);
        }
        // Every difference p_j - p_i, i < j (repeats are harmless).
        for (i, &a) in p.iter().enumerate() {
            for &b in &p[i + 1..] {
                let d = b - a;
                if fp == 1 {
                    self.d.insert(d);
                } else {
                    let hi = d.checked_add(fp).ok_or("D overflows u64")?;
                    self.d.insert_range(d, hi);
                }
            }
        }
        Ok(())
    }

    fn step(&mut self) -> Result<Vec<u64>, String> {
        if self.n == 0 {
            let p = vec![0; self.k];
            self.record(&p)?;
            return Ok(p);
        }
        let mut p = Vec::with_capacity(self.k);
        p.push(self.x.advance_mex(0));
        let mex_d = self.d.advance_mex(0);
        for _ in 1..self.k {
            let last = *p.last().unwrap_or(&0);
            let mut x = last.checked_add(mex_d).ok_or("overflow")?;
            loop {
                x.checked_add(64).ok_or("overflow")?;
                // Bit i: x + i is excluded (in X, or p_j + a difference).
                let mut excluded = self.x.word_at(x);
                for &pj in &p {
                    excluded |= self.d.word_at(x - pj);
                }
                if excluded != u64::MAX {
                    x += u64::from((!excluded).trailing_zeros());
                    break;
                }
                x += 64;
            }
            p.push(x);
        }
        self.record(&p)?;
        Ok(p)
    }
}

impl Iterator for Construction {
    type Item = Result<Vec<u64>, String>;
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let r = self.step();
        self.n += 1;
        self.done = r.is_err();
        Some(r)
    }
}

/// The construction as printed, with `max` instead of the mex, on plain sets (for the
/// erratum: it cannot produce the paper's table). `None` where a max does not exist
/// (an unbounded set never arises here: every set is finite).
pub fn literal_max(k: usize, steps: usize) -> Vec<Vec<u64>> {
    let mut ps = vec![vec![0u64; k]];
    for _ in 1..steps {
        let x: Vec<u64> = ps.iter().flatten().copied().collect();
        let d: Vec<u64> = ps.iter().flat_map(|p| diff_set(p)).collect();
        let mut q = x.clone();
        let mut p = Vec::new();
        for _ in 0..k {
            let pi = q.iter().copied().max().unwrap_or(0);
            p.push(pi);
            q.extend(d.iter().map(|&dd| pi + dd));
        }
        ps.push(p);
    }
    ps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k2_is_wythoff_and_k3_starts_as_printed() {
        let k2: Vec<Vec<u64>> = Construction::lythoff(2)
            .take(6)
            .map(Result::unwrap)
            .collect();
        assert_eq!(
            k2,
            [
                vec![0, 0],
                vec![1, 2],
                vec![3, 5],
                vec![4, 7],
                vec![6, 10],
                vec![8, 13]
            ]
        );
        let k3: Vec<Vec<u64>> = Construction::lythoff(3)
            .take(4)
            .map(Result::unwrap)
            .collect();
        assert_eq!(
            k3,
            [vec![0, 0, 0], vec![1, 2, 3], vec![4, 7, 10], vec![5, 9, 13]]
        );
    }

    #[test]
    fn window_bytes_follow_the_windows() {
        let mut c = Construction::lythoff(3);
        c.by_ref().take(10_000).for_each(drop);
        // The windows span about 3.4 n values and 1.7 n differences: some KB, not MB.
        let b = c.window_bytes();
        assert!((1_000..1_000_000).contains(&b), "{b} bytes");
    }

    #[test]
    fn literal_max_repeats_the_origin() {
        assert_eq!(
            literal_max(3, 3),
            [vec![0, 0, 0], vec![0, 0, 0], vec![0, 0, 0]]
        );
    }
}
