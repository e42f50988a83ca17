//! Polynomials over a prime field `F_p` and their factorisation pattern (the degrees of
//! the irreducible factors), by distinct-degree factorisation.
//!
//! Used for Galois-group evidence (Dedekind's theorem): for a prime `p` not dividing the
//! leading coefficient or the discriminant, the factorisation pattern of `f mod p` is the
//! cycle type of a Frobenius element of the Galois group.

/// A polynomial over `F_p`, lowest degree first, without trailing zeros.
pub type FpPoly = Vec<u64>;

fn trim(mut a: FpPoly) -> FpPoly {
    while a.last() == Some(&0) {
        a.pop();
    }
    a
}

fn inv(a: u64, p: u64) -> u64 {
    pow(a, p - 2, p)
}

fn pow(mut a: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1u64;
    a %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = (u128::from(r) * u128::from(a) % u128::from(p)) as u64;
        }
        a = (u128::from(a) * u128::from(a) % u128::from(p)) as u64;
        e >>= 1;
    }
    r
}

/// Reduce integer coefficients mod `p`.
pub fn from_integers(c: &[i128], p: u64) -> FpPoly {
    trim(
        c.iter()
            .map(|&x| x.rem_euclid(i128::from(p)) as u64)
            .collect(),
    )
}

fn sub(a: &FpPoly, b: &FpPoly, p: u64) -> FpPoly {
    let n = a.len().max(b.len());
    trim(
        (0..n)
            .map(|i| (a.get(i).unwrap_or(&0) + p - b.get(i).unwrap_or(&0) % p) % p)
            .collect(),
    )
}

fn mul(a: &FpPoly, b: &FpPoly, p: u64) -> FpPoly {
    if a.is_empty() || b.is_empty() {
        return vec![];
    }
    let mut out = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            out[i + j] =
                ((u128::from(out[i + j]) + u128::from(x) * u128::from(y)) % u128::from(p)) as u64;
        }
    }
    trim(out)
}

/// `(quotient, remainder)` of `a / b` (`b` non-zero).
fn divrem(a: &FpPoly, b: &FpPoly, p: u64) -> (FpPoly, FpPoly) {
    let mut r = a.clone();
    let db = b.len() - 1;
    let lead_inv = inv(b[db], p);
    let mut q = vec![0u64; a.len().saturating_sub(db).max(1)];
    while r.len() > db && !r.is_empty() {
        let shift = r.len() - 1 - db;
        let c = (u128::from(r[r.len() - 1]) * u128::from(lead_inv) % u128::from(p)) as u64;
        q[shift] = c;
        for (i, &bi) in b.iter().enumerate() {
            let t = (u128::from(c) * u128::from(bi) % u128::from(p)) as u64;
            r[shift + i] = (r[shift + i] + p - t) % p;
        }
        r = trim(r);
    }
    (trim(q), r)
}

fn gcd(a: &FpPoly, b: &FpPoly, p: u64) -> FpPoly {
    let (mut a, mut b) = (a.clone(), b.clone());
    while !b.is_empty() {
        let r = divrem(&a, &b, p).1;
        a = b;
        b = r;
    }
    if let Some(&l) = a.last() {
        let li = inv(l, p);
        a = a
            .iter()
            .map(|&x| (u128::from(x) * u128::from(li) % u128::from(p)) as u64)
            .collect();
    }
    a
}

fn powmod_x(e: u64, f: &FpPoly, p: u64) -> FpPoly {
    // x^e mod f by square and multiply.
    let mut result: FpPoly = vec![1];
    let mut base: FpPoly = divrem(&vec![0, 1], f, p).1;
    let mut e = e;
    while e > 0 {
        if e & 1 == 1 {
            result = divrem(&mul(&result, &base, p), f, p).1;
        }
        base = divrem(&mul(&base, &base, p), f, p).1;
        e >>= 1;
    }
    result
}

fn derivative(f: &FpPoly, p: u64) -> FpPoly {
    trim(
        f.iter()
            .enumerate()
            .skip(1)
            .map(|(i, &c)| (u128::from(c) * (i as u128 % u128::from(p)) % u128::from(p)) as u64)
            .collect(),
    )
}

/// Whether `f` is squarefree mod `p` (`gcd(f, f') = 1`).
pub fn is_squarefree(f: &FpPoly, p: u64) -> bool {
    gcd(f, &derivative(f, p), p).len() == 1
}

/// The degrees of the irreducible factors of a squarefree `f` mod `p`, sorted descending.
pub fn factor_degrees(f: &FpPoly, p: u64) -> Vec<usize> {
    let mut degrees = Vec::new();
    let mut f = f.clone();
    let mut d = 1;
    while f.len() > 1 && 2 * d < f.len() {
        // g = gcd(f, x^(p^d) - x)
        let xp = powmod_x(p.pow(d as u32), &f, p);
        let g = gcd(&f, &sub(&xp, &vec![0, 1], p), p);
        let k = g.len() - 1;
        for _ in 0..k / d {
            degrees.push(d);
        }
        if k > 0 {
            f = divrem(&f, &g, p).0;
        }
        d += 1;
    }
    if f.len() > 1 {
        degrees.push(f.len() - 1);
    }
    degrees.sort_unstable_by(|a, b| b.cmp(a));
    degrees
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_of_known_polynomials() {
        // x^2 + 1 is irreducible mod 3 and splits mod 5.
        assert_eq!(factor_degrees(&from_integers(&[1, 0, 1], 3), 3), [2]);
        assert_eq!(factor_degrees(&from_integers(&[1, 0, 1], 5), 5), [1, 1]);
        // (x^2 + 1)(x - 2) mod 3: pattern (2, 1).
        assert_eq!(
            factor_degrees(&from_integers(&[-2, 1, -2, 1], 3), 3),
            [2, 1]
        );
        assert!(!is_squarefree(&from_integers(&[1, 2, 1], 7), 7));
    }
}
