//! The spread of measured ratios `P(n)/n` over a window of n: the error estimate printed
//! beside every slope that the catalog measures (`akiyama.conj1`, `frontier.*.slopes`).
//! Cost: three divisions and comparisons per position observed, no memory.

/// The spread of `P(n)/n` over a window of n: for each coordinate the least and the
/// largest `P_i(n)/n` over `from < n <= to`. Its width is the error estimate printed beside
/// a slope measured at `to`: how far the ratio still moves within the last decade of n
/// (a limit is only estimated; if the ratios drift in one direction it may lie outside).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spread {
    /// The window is `from < n <= to`.
    pub from: u64,
    /// The last n of the window.
    pub to: u64,
    /// The least `P_i(n)/n` in the window.
    pub min: [f64; 3],
    /// The largest `P_i(n)/n` in the window.
    pub max: [f64; 3],
}

impl Spread {
    /// An empty window starting after `from`.
    pub fn after(from: u64) -> Spread {
        Spread {
            from,
            to: from,
            min: [f64::INFINITY; 3],
            max: [f64::NEG_INFINITY; 3],
        }
    }

    /// Take `P(n)` (with `n > from`) into the window.
    #[inline]
    pub fn observe(&mut self, n: u64, p: [u64; 3]) {
        for (i, &v) in p.iter().enumerate() {
            let r = v as f64 / n as f64;
            self.min[i] = self.min[i].min(r);
            self.max[i] = self.max[i].max(r);
        }
        self.to = n;
    }

    /// `max - min` per coordinate (0 for an empty window).
    pub fn width(&self) -> [f64; 3] {
        [0, 1, 2].map(|i| (self.max[i] - self.min[i]).max(0.0))
    }

    /// The largest width over the three coordinates.
    pub fn max_width(&self) -> f64 {
        self.width().into_iter().fold(0.0, f64::max)
    }

    /// `(r1 ± e1, r2 ± e2, r3 ± e3)` for the ratios `r` and this window's widths.
    pub fn format(&self, r: [f64; 3]) -> String {
        let w = self.width();
        format!(
            "({:.6} ± {:.1e}, {:.6} ± {:.1e}, {:.6} ± {:.1e})",
            r[0], w[0], r[1], w[1], r[2], w[2]
        )
    }

    /// The window in words.
    pub fn window(&self) -> String {
        format!("{} < n <= {}", self.from, self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_width_is_max_minus_min_per_coordinate() {
        let mut s = Spread::after(1);
        assert_eq!(s.width(), [0.0; 3]);
        s.observe(2, [2, 4, 7]);
        s.observe(4, [4, 8, 12]);
        assert_eq!((s.from, s.to), (1, 4));
        assert_eq!(s.width(), [0.0, 0.0, 0.5]);
        assert_eq!(s.max_width(), 0.5);
        assert_eq!(s.window(), "1 < n <= 4");
        assert_eq!(
            s.format([1.0, 2.0, 3.0]),
            "(1.000000 ± 0.0e0, 2.000000 ± 0.0e0, 3.000000 ± 5.0e-1)"
        );
    }
}
