//! `akiyama.thm4`: the quintic of Theorem 4, in exact arithmetic.
//!
//! With `beta = alpha + delta`, `gamma = alpha + 2 delta` ((15)), relation (17)
//! `3 + 2/gamma = 2 delta` gives `gamma = 2/(2 delta - 3)`, hence
//! `alpha = 2/(2 delta - 3) - 2 delta`, `beta = 2/(2 delta - 3) - delta`; clearing the
//! denominators of (14) `1/alpha + 1/beta + 1/gamma = 1` gives a quintic in `delta`,
//! compared with the printed (18) `8x^5 - 44x^4 + 54x^3 + 39x^2 - 60x - 22`.
//! Its real roots are isolated by exact sign changes (big integers) and bisected to
//! `2^-50`; `alpha`, `beta`, `gamma` are monotone in `delta` on `delta > 3/2`, so their
//! intervals come from the endpoints. The Galois group: `f mod p` irreducible for some `p`
//! gives a 5-cycle (and irreducibility over Q); a pattern `2+1+1+1` gives a transposition;
//! a transitive subgroup of `S_5` with both is `S_5` (Dedekind; primes dividing the leading
//! coefficient or the discriminant are skipped).

use super::printed;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::math::fp_poly;
use crate::math::poly::{Poly, RootInterval, isolate_roots};
use num_bigint::BigInt;

/// The printed quintic (18), lowest degree first.
pub const QUINTIC: [i128; 6] = [-22, -60, 39, 54, -44, 8];

/// The catalog entry.
pub fn statement() -> Statement {
    Statement {
        id: "akiyama.thm4",
        paper: super::PAPER,
        number: "Theorem 4 and (18)",
        kinds: &[Kind::Theorem, Kind::Conjecture],
        words: "Under Conjecture 1 and (16), delta is a root of 8x^5-44x^4+54x^3+39x^2-60x-22 (from (14), (15), (17)) with Galois group S_5; exactly one root has beta > 3, giving (alpha, beta, gamma, delta) ≈ (1.88542779715, 3.57535140026, 5.26527500337, 1.68992360311), and alpha = 2d^4 - 8d^3 + 3d^2/2 + 10d + 3.",
        bound: Bound {
            meaning: "bits of precision of the root intervals",
            default: 50,
            deep: 120,
            min: 45,
            max: 400,
        },
        recorded: Outcome::Holds,
        note: "The derivation from the assumptions is exact; whether the assumptions hold is akiyama.conj1 and akiyama.assumption16.",
        witness: &[],
        check,
        proof: None,
    }
}

fn p(c: &[i128]) -> Poly {
    Poly(c.to_vec())
}

/// The numerator of `1/alpha + 1/beta + 1/gamma - 1` after substituting (15) and (17):
/// with `u = 2d - 3`: `2u(2 - du) + 2u(2 - 2du) + u(2 - 2du)(2 - du) - 2(2 - 2du)(2 - du)`.
pub fn derived_quintic() -> Poly {
    let u = p(&[-3, 2]);
    let d = p(&[0, 1]);
    let du = d.mul(&u);
    let two = p(&[2]);
    let a = two.add(&du.scale(-1)); // 2 - du
    let b = two.add(&du.scale(-2)); // 2 - 2du
    u.mul(&a)
        .scale(2)
        .add(&u.mul(&b).scale(2))
        .add(&u.mul(&b).mul(&a))
        .add(&b.mul(&a).scale(-2))
}

/// `(2 alpha_paper)(2d - 3) - 2(2 - 2d(2d - 3))`, zero at a root iff the printed alpha
/// formula equals `2/(2d-3) - 2d` there.
pub fn alpha_formula_residue() -> Poly {
    let two_alpha = p(&[6, 20, 3, -16, 4]); // 2(2d^4 - 8d^3 + 3d^2/2 + 10d + 3)
    let u = p(&[-3, 2]);
    let d = p(&[0, 1]);
    two_alpha
        .mul(&u)
        .add(&p(&[2]).add(&d.mul(&u).scale(-2)).scale(-2))
}

/// `round(num / den, digits)` as a decimal string (`den > 0`).
fn round_decimal(num: &BigInt, den: &BigInt, digits: u32) -> String {
    let scale = BigInt::from(10).pow(digits);
    let twice = num * &scale * 2 + den;
    let q = floor_div(&twice, &(den * 2));
    let neg = q < BigInt::from(0);
    let s = format!(
        "{:0>w$}",
        q.magnitude().to_string(),
        w = digits as usize + 1
    );
    let (i, f) = s.split_at(s.len() - digits as usize);
    format!("{}{i}.{f}", if neg { "-" } else { "" })
}

fn floor_div(a: &BigInt, b: &BigInt) -> BigInt {
    let q = a / b;
    if (a < &BigInt::from(0)) != (b < &BigInt::from(0)) && &q * b != *a {
        q - 1
    } else {
        q
    }
}

/// `(num, den)` of `c/(2d - 3) + e d` at `d = x / 2^k` (`den > 0`).
fn affine_plus_pole(c: i64, e: i64, x: &BigInt, k: u32) -> (BigInt, BigInt) {
    let one = BigInt::from(1) << k as usize;
    let denom = x * 2 - &one * 3; // 2^k (2d - 3)
    // c/(2d-3) + e d = c 2^k / denom + e x / 2^k = (c 2^k 2^k + e x denom) / (2^k denom)
    let num: BigInt = BigInt::from(c) * &one * &one + BigInt::from(e) * x * &denom;
    let den: BigInt = &one * &denom;
    if den < BigInt::from(0) {
        (-num, -den)
    } else {
        (num, den)
    }
}

fn check(bits: u64) -> Findings {
    let k = bits as u32;
    let mut f = Findings::new(format!(
        "exact integer arithmetic; root intervals of width 2^-{k}"
    ));
    let q = p(&QUINTIC);

    let derived = derived_quintic();
    f.check(
        "(14), (15), (17) give the quintic (18)",
        match derived.ratio_to(&q) {
            Some((a, b)) => Ok(format!(
                "the cleared numerator is ({a}/{b}) x (18): {:?}",
                derived.0
            )),
            None => Err(format!(
                "the cleared numerator {:?} is not a multiple of (18)",
                derived.0
            )),
        },
    );
    let residue = alpha_formula_residue();
    f.check(
        "alpha = 2d^4 - 8d^3 + 3d^2/2 + 10d + 3 at the roots",
        match residue.ratio_to(&q) {
            Some((a, b)) => Ok(format!(
                "(2 alpha_printed)(2d-3) - 2(2 - 2d(2d-3)) = ({a}/{b}) x (18)"
            )),
            None => Err(format!("residue {:?} is not a multiple of (18)", residue.0)),
        },
    );

    let roots = isolate_roots(&q, 8, 4, k);
    f.check(
        "the quintic is totally real (five real roots)",
        if roots.len() == 5 {
            Ok(format!(
                "five sign changes on the grid of step 1/16 in [-8, 8]: roots near {}",
                roots
                    .iter()
                    .map(|r| r.lo_decimal(4))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        } else {
            Err(format!("only {} sign changes found", roots.len()))
        },
    );

    // beta - 3 = (2/(2d-3) - d) - 3, sign at both ends of each interval.
    let beta_sign = |x: &BigInt| {
        let (num, den) = affine_plus_pole(2, -1, x, k);
        let diff: BigInt = num - den * 3;
        diff.sign()
    };
    let with_beta: Vec<&RootInterval> = roots
        .iter()
        // beta(d) = 2/(2d-3) - d decreases on both sides of the pole d = 3/2, which no root
        // interval contains (Q(3/2) != 0), so the ends of an interval bracket beta.
        .filter(|r| {
            beta_sign(&r.lo) == num_bigint::Sign::Plus && beta_sign(&r.hi) == num_bigint::Sign::Plus
        })
        .collect();
    let ambiguous = roots
        .iter()
        .filter(|r| beta_sign(&r.lo) != beta_sign(&r.hi))
        .count();
    f.check(
        "exactly one root with beta > 3",
        if with_beta.len() == 1 && ambiguous == 0 {
            Ok(format!(
                "delta in [{}, {}]",
                with_beta[0].lo_decimal(15),
                with_beta[0].hi_decimal(15)
            ))
        } else {
            Err(format!(
                "{} roots with beta > 3, {ambiguous} undecided",
                with_beta.len()
            ))
        },
    );

    if let Some(r) = with_beta.first() {
        let digits = 11;
        let one = BigInt::from(1) << k as usize;
        // delta itself, then alpha, beta, gamma (decreasing in delta for delta > 3/2).
        let delta = [(r.lo.clone(), one.clone()), (r.hi.clone(), one.clone())];
        let at = |c: i64, e: i64| {
            [
                affine_plus_pole(c, e, &r.hi, k),
                affine_plus_pole(c, e, &r.lo, k),
            ]
        };
        let values = [
            ("alpha", at(2, -2)),
            ("beta", at(2, -1)),
            ("gamma", at(2, 0)),
            ("delta", delta),
        ];
        let mut errs = Vec::new();
        let mut shown = Vec::new();
        for (i, (name, [lo, hi])) in values.iter().enumerate() {
            let (a, b) = (
                round_decimal(&lo.0, &lo.1, digits),
                round_decimal(&hi.0, &hi.1, digits),
            );
            let printed_value = printed::THM4_VALUES[i];
            if a != b {
                errs.push(Erratum {
                    location: format!("Theorem 4, {name}"),
                    printed: printed_value.into(),
                    computed: format!("undecided between {a} and {b}"),
                });
            } else if a != printed_value {
                errs.push(Erratum {
                    location: format!("Theorem 4, {name}"),
                    printed: printed_value.into(),
                    computed: a.clone(),
                });
            }
            shown.push(format!("{name} = {a}"));
        }
        f.compare_printed(
            "printed (alpha, beta, gamma, delta) to 11 digits (rounded)",
            4,
            errs,
        );
        f.measured("certified values", shown.join(", "));
    }

    // Galois group evidence.
    let lead_disc_primes =
        |pr: u64| pr != 2 && fp_poly::is_squarefree(&fp_poly::from_integers(&QUINTIC, pr), pr);
    let primes: Vec<u64> = (3..200u64)
        .filter(|&n| (2..n).all(|d| n % d != 0))
        .filter(|&pr| lead_disc_primes(pr))
        .collect();
    let patterns: Vec<(u64, Vec<usize>)> = primes
        .iter()
        .map(|&pr| {
            (
                pr,
                fp_poly::factor_degrees(&fp_poly::from_integers(&QUINTIC, pr), pr),
            )
        })
        .collect();
    let five = patterns.iter().find(|(_, d)| d == &[5]);
    let transposition = patterns.iter().find(|(_, d)| d == &[2, 1, 1, 1]);
    f.check(
        "Galois group S_5",
        match (five, transposition) {
            (Some((p5, _)), Some((p2, _))) => Ok(format!(
                "irreducible mod {p5} (a 5-cycle; irreducible over Q), pattern 2+1+1+1 mod {p2} (a transposition); {} good primes below 200",
                primes.len()
            )),
            _ => Err(format!("patterns found: {:?}", &patterns[..patterns.len().min(10)])),
        },
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding() {
        assert_eq!(
            round_decimal(&BigInt::from(2), &BigInt::from(3), 3),
            "0.667"
        );
        assert_eq!(
            round_decimal(&BigInt::from(-1), &BigInt::from(3), 2),
            "-0.33"
        );
        assert_eq!(round_decimal(&BigInt::from(5), &BigInt::from(1), 1), "5.0");
    }
}
