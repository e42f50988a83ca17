//! Values printed in Akiyama's paper, transcribed as printed (text copied from the
//! paper's text), parsed at run time. Each constant names
//! where it is printed. Nothing here is computed.

/// Introduction, the first 40 P-positions `(a, b, c)` with `a <= b <= c`.
pub const FIRST_40: &str = "(0, 0, 0), (1, 2, 3), (4, 7, 10), (5, 9, 13), (6, 11, 16), (8, 15, 22), (12, 21, 30), (14, 25, 36), (17, 29, 41), (18, 31, 44), (19, 34, 49), (20, 37, 53), (23, 42, 61), (24, 45, 65), (26, 51, 74), (27, 54, 81), (28, 56, 84), (32, 63, 92), (33, 67, 99), (35, 70, 105), (38, 75, 111), (39, 78, 117), (40, 80, 120), (43, 85, 127), (46, 89, 132), (47, 91, 135), (48, 93, 138), (50, 96, 142), (52, 101, 148), (55, 106, 156), (57, 109, 161), (58, 113, 166), (59, 116, 173), (60, 118, 176), (62, 121, 180), (64, 125, 186), (66, 128, 190), (68, 131, 194), (69, 133, 197), (71, 136, 201)";

/// Introduction, their differences `(b - a, c - b)`.
pub const FIRST_40_DIFFERENCES: &str = "(0, 0), (1, 1), (3, 3), (4, 4), (5, 5), (7, 7), (9, 9), (11, 11), (12, 12), (13, 13), (15, 15), (17, 16), (19, 19), (21, 20), (25, 23), (27, 27), (28, 28), (31, 29), (34, 32), (35, 35), (37, 36), (39, 39), (40, 40), (42, 42), (43, 43), (44, 44), (45, 45), (46, 46), (49, 47), (51, 50), (52, 52), (55, 53), (57, 57), (58, 58), (59, 59), (61, 61), (62, 62), (63, 63), (64, 64), (65, 65)";

/// Introduction: positive Nim and L1-Nim agree until this position ...
pub const AGREE_UNTIL: [u64; 3] = [20, 37, 53];
/// ... the next one of positive Nim ...
pub const NEXT_POSITIVE: [u64; 3] = [23, 39, 58];
/// ... and of L1-Nim.
pub const NEXT_L1: [u64; 3] = [23, 42, 61];

/// Example after Corollary 1 (n = 11..14): `(Mex F_n, Mex D_n)`,
/// `F_n ∩ [Mex F_n, Mex F_n + Mex D_n]`, `F_n ∩ [Mex F_n + Mex D_n, ∞)`,
/// `D_n ∩ [Mex D_n, ∞)`, and `v(n + 1)` with the "differences" set printed beside it
/// (`None` for n = 14, where the text prints the sets but no next position).
pub struct ExampleRow {
    /// n.
    pub n: usize,
    /// `(Mex F_n, Mex D_n)` as printed.
    pub mexes: &'static str,
    /// `F_n ∩ [Mex F_n, Mex F_n + Mex D_n]` as printed.
    pub f_middle: &'static str,
    /// `F_n ∩ [Mex F_n + Mex D_n, ∞)` as printed.
    pub f_upper: &'static str,
    /// `D_n ∩ [Mex D_n, ∞)` as printed.
    pub d_upper: &'static str,
    /// `v(n + 1)` as printed, if printed after this block.
    pub next: Option<&'static str>,
    /// The "differences" set printed beside `v(n + 1)`.
    pub next_differences: Option<&'static str>,
}

/// Example after Corollary 1, as printed. Note that the text prints `v(12)` after the
/// n = 11 block, `v(13)` after the n = 12 block and `v(14)` after the n = 13 block.
pub const EXAMPLE_F11: [ExampleRow; 4] = [
    ExampleRow {
        n: 11,
        mexes: "(23, 19)",
        f_middle: "{25, 29, 30, 31, 34, 36, 37, 41}",
        f_upper: "{44, 49, 53}",
        d_upper: "{22, 24, 26, 30, 33}",
        next: Some("(23, 42, 61)"),
        next_differences: Some("{19, 38}"),
    },
    ExampleRow {
        n: 12,
        mexes: "(24, 20)",
        f_middle: "{25, 29, 30, 31, 34, 36, 37, 41, 42}",
        f_upper: "{44, 49, 53, 61}",
        d_upper: "{22, 24, 26, 30, 33, 38}",
        next: Some("(24, 45, 65)"),
        next_differences: Some("{20, 21, 41}"),
    },
    ExampleRow {
        n: 13,
        mexes: "(26, 23)",
        f_middle: "{29, 30, 31, 34, 36, 37, 41, 42, 44, 45}",
        f_upper: "{49, 53, 61, 65}",
        d_upper: "{24, 26, 30, 33, 38, 41}",
        next: Some("(26, 51, 74)"),
        next_differences: Some("{23, 25, 48}"),
    },
    ExampleRow {
        n: 14,
        mexes: "(27, 27)",
        f_middle: "{29, 30, 31, 34, 36, 37, 41, 42, 44, 45, 49, 51, 53}",
        f_upper: "{61, 65, 74}",
        d_upper: "{30, 33, 38, 41, 48}",
        next: None,
        next_differences: None,
    },
];

/// Corollary 4: `(n_1, ..., n_56)`, the first n at which the l-th difference vector (in
/// lexicographic order) occurs.
pub const COR4_FIRST_OCCURRENCES: &str = "(1, 58, 49, 11, 10, 21, 15, 31, 43, 18, 712, 48, 327, 1913, 27, 30, 19, 55, 5, 44, 90, 28, 286, 99, 1419, 89, 14, 325, 8, 155, 200, 20, 2, 12, 131, 231, 59, 384, 686, 338, 593, 1269, 65, 445, 706, 869, 6, 150, 51, 17, 573, 4656, 939, 2724, 14449, 26185)";

/// Proof of Corollary 4: `v(26184)`.
pub const V_26184: &str = "(49223, 93770, 138315)";
/// Proof of Corollary 4: `v(26185)`.
pub const V_26185: &str = "(49227, 93778, 138327)";
/// Proof of Corollary 4: later occurrences of the difference `(4, 8, 12)`.
pub const LATER_4_8_12: &str = "43153, 46142, 46704, 48335, 93299";

/// After Conjecture 1: numerical values for L1-Nim `(alpha, beta, gamma)`.
pub const CONJ1_L1: [&str; 3] = ["1.88", "3.58", "5.28"];
/// After Conjecture 1: numerical values for positive Nim.
pub const CONJ1_POSITIVE: [&str; 3] = ["1.97", "3.49", "4.88"];

/// Bounds from `1 <= delta <= 4` (after (15)): `beta`, `alpha`, `gamma` ranges.
pub const BETA_RANGE: [&str; 2] = ["3.21432", "5.41061"];
/// See [`BETA_RANGE`].
pub const ALPHA_RANGE: [&str; 2] = ["1.41061", "2.21432"];
/// See [`BETA_RANGE`].
pub const GAMMA_RANGE: [&str; 2] = ["4.21432", "9.41061"];

/// End of the paper: the frequency of `kappa(n) = 0` on `[1, 500000]`, printed "0.7993...".
pub const KAPPA0_FREQUENCY_500000: &str = "0.7993";
/// The limit `1 - 1/gamma` as printed ("≈ 0.81").
pub const KAPPA0_LIMIT: &str = "0.81";

/// Theorem 4: `(alpha, beta, gamma, delta)`.
pub const THM4_VALUES: [&str; 4] = [
    "1.88542779715",
    "3.57535140026",
    "5.26527500337",
    "1.68992360311",
];

/// Theorem 4's `(alpha, beta, gamma)` as floats, read from [`THM4_VALUES`] (for
/// comparison only; the values are certified in `thm4`).
pub static THM4: std::sync::LazyLock<[f64; 3]> = std::sync::LazyLock::new(|| {
    [0, 1, 2].map(|i| {
        THM4_VALUES[i]
            .parse()
            .expect("THM4_VALUES holds decimal numbers")
    })
});

/// Parse every run of digits in `s` (with an optional leading '-') as an integer.
pub fn integers(s: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut cur: Option<i64> = None;
    let mut neg = false;
    let mut prev = ' ';
    for ch in s.chars() {
        if let Some(d) = ch.to_digit(10) {
            let v = cur.unwrap_or(0) * 10 + i64::from(d);
            if cur.is_none() {
                neg = prev == '-';
            }
            cur = Some(v);
        } else if let Some(v) = cur.take() {
            out.push(if neg { -v } else { v });
        }
        prev = ch;
    }
    if let Some(v) = cur {
        out.push(if neg { -v } else { v });
    }
    out
}

/// Parse a printed list of triples "(a, b, c), ...".
pub fn triples(s: &str) -> Vec<[u64; 3]> {
    integers(s)
        .chunks(3)
        .map(|c| [c[0] as u64, c[1] as u64, c[2] as u64])
        .collect()
}

/// Parse a printed list of pairs "(a, b), ...".
pub fn pairs(s: &str) -> Vec<[u64; 2]> {
    integers(s)
        .chunks(2)
        .map(|c| [c[0] as u64, c[1] as u64])
        .collect()
}

/// Parse a printed set or list of non-negative integers.
pub fn numbers(s: &str) -> Vec<u64> {
    integers(s).into_iter().map(|v| v as u64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transcriptions_have_the_printed_sizes() {
        assert_eq!(triples(FIRST_40).len(), 40);
        assert_eq!(pairs(FIRST_40_DIFFERENCES).len(), 40);
        assert_eq!(numbers(COR4_FIRST_OCCURRENCES).len(), 56);
        assert_eq!(numbers(LATER_4_8_12).len(), 5);
        assert_eq!(integers("a -14, 38"), [-14, 38]);
    }
}
