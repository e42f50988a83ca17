//! Integer polynomials and certified real roots.
//!
//! Roots are isolated by exact sign changes at dyadic rationals `p / 2^k` (values computed
//! with big integers, no floating point): if `P` changes sign between consecutive points
//! `t_0 < ... < t_d` (`d` = degree), then by the intermediate value theorem it has a root in
//! each of the `d` intervals and, having at most `d`, exactly one in each. Bisection then
//! narrows each interval to width `2^-k`.

use num_bigint::BigInt;
use std::cmp::Ordering;

/// A polynomial with integer coefficients, lowest degree first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Poly(pub Vec<i128>);

impl Poly {
    /// The degree (the zero polynomial has degree 0).
    pub fn degree(&self) -> usize {
        self.0.iter().rposition(|&c| c != 0).unwrap_or(0)
    }

    /// `self * other`.
    pub fn mul(&self, other: &Poly) -> Poly {
        let mut out = vec![0i128; self.0.len() + other.0.len() - 1];
        for (i, &a) in self.0.iter().enumerate() {
            for (j, &b) in other.0.iter().enumerate() {
                out[i + j] += a * b;
            }
        }
        Poly(out).trimmed()
    }

    /// `self + other`.
    pub fn add(&self, other: &Poly) -> Poly {
        let n = self.0.len().max(other.0.len());
        Poly(
            (0..n)
                .map(|i| self.0.get(i).unwrap_or(&0) + other.0.get(i).unwrap_or(&0))
                .collect(),
        )
        .trimmed()
    }

    /// `c * self`.
    pub fn scale(&self, c: i128) -> Poly {
        Poly(self.0.iter().map(|&a| a * c).collect()).trimmed()
    }

    fn trimmed(mut self) -> Poly {
        while self.0.len() > 1 && self.0.last() == Some(&0) {
            self.0.pop();
        }
        self
    }

    /// `Some(c)` if `self = c * other` for a rational `c = num / den`, as `(num, den)`.
    pub fn ratio_to(&self, other: &Poly) -> Option<(i128, i128)> {
        let (a, b) = (self.clone().trimmed(), other.clone().trimmed());
        if a.0.len() != b.0.len() {
            return None;
        }
        let lead = a.0.len() - 1;
        let (num, den) = (a.0[lead], b.0[lead]);
        (den != 0 && a.0.iter().zip(&b.0).all(|(&x, &y)| x * den == y * num)).then_some((num, den))
    }

    /// The sign of `P(p / 2^k)`, exactly.
    pub fn sign_at(&self, p: &BigInt, k: u32) -> Ordering {
        // 2^(k d) P(p / 2^k) = sum c_i p^i 2^(k (d - i)).
        let d = self.0.len() - 1;
        let mut acc = BigInt::from(0);
        for (i, &c) in self.0.iter().enumerate() {
            let term =
                BigInt::from(c) * p.pow(i as u32) * (BigInt::from(1) << (k as usize * (d - i)));
            acc += term;
        }
        acc.sign().cmp(&num_bigint::Sign::NoSign)
    }
}

/// A real root isolated in `[lo / 2^k, hi / 2^k]`, with `hi = lo + 1`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RootInterval {
    /// Lower end numerator.
    pub lo: BigInt,
    /// Upper end numerator.
    pub hi: BigInt,
    /// The denominator exponent.
    pub k: u32,
}

impl RootInterval {
    /// The lower end as a decimal string with `digits` digits after the point (truncated).
    pub fn lo_decimal(&self, digits: u32) -> String {
        dyadic_to_decimal(&self.lo, self.k, digits)
    }
    /// The upper end as a decimal string with `digits` digits after the point (truncated).
    pub fn hi_decimal(&self, digits: u32) -> String {
        dyadic_to_decimal(&self.hi, self.k, digits)
    }
}

/// `p / 2^k` as a decimal with `digits` digits after the point, truncated toward -∞.
pub fn dyadic_to_decimal(p: &BigInt, k: u32, digits: u32) -> String {
    let scaled = p * BigInt::from(10).pow(digits);
    let q = floor_div(&scaled, &(BigInt::from(1) << k as usize));
    let neg = q.sign() == num_bigint::Sign::Minus;
    let s = q.magnitude().to_string();
    let s = format!("{:0>width$}", s, width = digits as usize + 1);
    let (int, frac) = s.split_at(s.len() - digits as usize);
    format!("{}{}.{}", if neg { "-" } else { "" }, int, frac)
}

fn floor_div(a: &BigInt, b: &BigInt) -> BigInt {
    use num_bigint::Sign;
    let q = a / b;
    if a.sign() == Sign::Minus && &q * b != *a {
        q - 1
    } else {
        q
    }
}

/// Isolate every real root of `p` among the sign changes at the grid points
/// `-bound + i / 2^k0` and bisect each to width `2^-k`. Returns the intervals found, in
/// increasing order; if their number equals the degree, every real root is isolated.
pub fn isolate_roots(p: &Poly, bound: i64, k0: u32, k: u32) -> Vec<RootInterval> {
    let step = BigInt::from(1);
    let mut out = Vec::new();
    let start = BigInt::from(-bound) << k0 as usize;
    let end = BigInt::from(bound) << k0 as usize;
    let mut x = start;
    let mut s_prev = p.sign_at(&x, k0);
    while x < end {
        let next = &x + &step;
        let s_next = p.sign_at(&next, k0);
        if s_prev == Ordering::Equal {
            // An exact dyadic root: record it as a degenerate interval at full precision.
            let shift = (k - k0) as usize;
            out.push(RootInterval {
                lo: &x << shift,
                hi: (&x << shift) + 1,
                k,
            });
        } else if s_next != Ordering::Equal && s_next != s_prev {
            out.push(bisect(p, x.clone(), next.clone(), k0, k));
        }
        x = next;
        s_prev = s_next;
    }
    out
}

fn bisect(p: &Poly, lo: BigInt, hi: BigInt, k0: u32, k: u32) -> RootInterval {
    let (mut lo, mut hi, mut kk) = (lo, hi, k0);
    let s_lo = p.sign_at(&lo, kk);
    while kk < k {
        lo <<= 1;
        hi <<= 1;
        kk += 1;
        let mid: BigInt = (&lo + &hi) >> 1;
        let s_mid = p.sign_at(&mid, kk);
        if s_mid == Ordering::Equal {
            return RootInterval {
                lo: mid.clone() << (k - kk) as usize,
                hi: (mid << (k - kk) as usize) + 1,
                k,
            };
        }
        if s_mid == s_lo { lo = mid } else { hi = mid }
    }
    RootInterval { lo, hi, k }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isolates_sqrt2() {
        let p = Poly(vec![-2, 0, 1]);
        let r = isolate_roots(&p, 3, 2, 40);
        assert_eq!(r.len(), 2);
        assert_eq!(r[1].lo_decimal(10), "1.4142135623");
        assert_eq!(r[0].hi_decimal(3), "-1.415");
    }

    #[test]
    fn ratio_detects_proportional_polynomials() {
        assert_eq!(Poly(vec![2, 4]).ratio_to(&Poly(vec![1, 2])), Some((4, 2)));
        assert_eq!(Poly(vec![2, 5]).ratio_to(&Poly(vec![1, 2])), None);
    }
}
