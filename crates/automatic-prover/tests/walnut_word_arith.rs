//! Word values as factors and divisors (Walnut's `T[a]*(b+c)`, `(b+c)/TEST[a]`,
//! `TH[a]*TH[b]`, `TH[a]/TEST[b]`): each formula's automaton against brute force on every
//! tuple of a window, with Thue–Morse and words made here by `combine` whose outputs
//! include 0 and negative values, in msd_2, lsd_2 and msd_neg_2 (a negative base's own
//! word too); letters `@k` beside word arithmetic (`T[x]+1=@1`, `@1=T[x]+1`); and the
//! forms Walnut refuses, each refused with its reason.

mod common;

use automatic_prover::walnut::parse_formula;
use automatic_prover::{Auto, Session};
use std::collections::HashMap;

fn thue_morse(n: i64) -> i64 {
    i64::from(n.count_ones() % 2 == 1)
}

/// W[n]: 2 where 3 divides n, else -1 where n is even, else 0 (values -1, 0, 2).
fn w(n: i64) -> i64 {
    if n % 3 == 0 {
        2
    } else if n % 2 == 0 {
        -1
    } else {
        0
    }
}

/// D[n]: 2 where T[n] = 1, else -1 (Walnut's TEST: never 0).
fn d(n: i64) -> i64 {
    if thue_morse(n) == 1 { 2 } else { -1 }
}

/// N[n] for every integer n (a word of msd_neg_2): -2 below 0, else 3 when odd, else 0.
fn neg_n(n: i64) -> i64 {
    if n < 0 {
        -2
    } else if n % 2 != 0 {
        3
    } else {
        0
    }
}

/// M[n] for every integer n (msd_neg_2): 3 when odd, else -2 (never 0).
fn neg_m(n: i64) -> i64 {
    if n % 2 != 0 { 3 } else { -2 }
}

/// `floor(a / b)`, Walnut's division.
fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b) - i64::from(b < 0 && a.rem_euclid(b) != 0)
}

/// A session with the words W and D (msd_2) and N and M (msd_neg_2) defined.
fn session() -> Session {
    let mut s = Session::default();
    let script = "def three \"E k n = 3*k\";\n\
                  def even \"E k n = 2*k\";\n\
                  combine W even=-1 three=2;\n\
                  def t0 \"T[n] = @0\";\n\
                  def t1 \"T[n] = @1\";\n\
                  combine D t0=-1 t1=2;\n\
                  def nodd \"?msd_neg_2 E k n = 2*k+1\";\n\
                  def neven \"?msd_neg_2 E k n = 2*k\";\n\
                  def nneg \"?msd_neg_2 n < 0\";\n\
                  combine N nodd=3 nneg=-2;\n\
                  combine M neven=-2 nodd=3;";
    common::session_lines(&mut s, script);
    s
}

fn auto(s: &mut Session, f: &str) -> Auto {
    let f = parse_formula(f).unwrap_or_else(|e| panic!("{f}: {e}"));
    s.formula(&f).unwrap_or_else(|e| panic!("{f}: {e}"))
}

fn error(s: &mut Session, f: &str) -> String {
    let parsed = parse_formula(f).unwrap_or_else(|e| panic!("{f}: {e}"));
    match s.formula(&parsed) {
        Ok(_) => panic!("{f} was not refused"),
        Err(e) => e.to_string(),
    }
}

/// Every tuple of the window (a natural-number track over `0..side`, an integer track
/// over `-side/2..side/2`), in the automaton's sorted variable order, accepted exactly
/// when `expect` holds; both answers must occur.
fn check(s: &mut Session, f: &str, side: i64, expect: impl Fn(&HashMap<&str, i64>) -> bool) {
    let a = auto(s, f);
    let k = a.vars.len() as u32;
    let lows: Vec<i64> = a
        .nums
        .iter()
        .map(|n| if n.integers() { -side / 2 } else { 0 })
        .collect();
    let (mut yes, mut no) = (0, 0);
    for code in 0..side.pow(k) {
        let values: Vec<i64> = (0..k as usize)
            .map(|i| lows[i] + code / side.pow(i as u32) % side)
            .collect();
        let env: HashMap<&str, i64> = a
            .vars
            .iter()
            .map(|v| v.as_str())
            .zip(values.iter().copied())
            .collect();
        let e = expect(&env);
        assert_eq!(a.accepts_ints(&values), e, "{f} at {env:?}");
        if e { yes += 1 } else { no += 1 }
    }
    assert!(yes > 0 && no > 0, "{f}: {yes} accepted, {no} rejected");
}

#[test]
fn thue_morse_times_a_sum() {
    let mut s = session();
    // Walnut's test466, every a, b, c < 32 (< 64 with the slow tests).
    let side = common::tier(32, 64) as i64;
    check(&mut s, "T[a] * (b + c) = 1", side, |e| {
        thue_morse(e["a"]) * (e["b"] + e["c"]) == 1
    });
    check(&mut s, "?lsd_2 b * T[a] = c", 32, |e| {
        e["b"] * thue_morse(e["a"]) == e["c"]
    });
    // A predicate index (test470) and a compound one (test474).
    check(&mut s, "T[a<5] * (b + c) = 1", 32, |e| {
        e["a"] < 5 && thue_morse(e["a"]) * (e["b"] + e["c"]) == 1
    });
    check(&mut s, "T[a+d] * (b + c) = 1", 14, |e| {
        thue_morse(e["a"] + e["d"]) * (e["b"] + e["c"]) == 1
    });
    // A factor 0 keeps the other term's condition: b - c must be defined.
    check(&mut s, "T[a] * (b - c) = 0", 24, |e| {
        e["b"] >= e["c"] && thue_morse(e["a"]) * (e["b"] - e["c"]) == 0
    });
}

#[test]
fn quotients_by_a_word_value_round_down() {
    let mut s = session();
    // Walnut's test467 with D (Walnut's TEST): a is read in D's own system, msd_2.
    check(&mut s, "?msd_neg_2 (b + c) / D[a] = 1", 16, |e| {
        floor_div(e["b"] + e["c"], d(e["a"])) == 1
    });
    check(&mut s, "?msd_neg_2 (b - c) / D[a] = x", 12, |e| {
        floor_div(e["b"] - e["c"], d(e["a"])) == e["x"]
    });
    // In msd_2 a divisor T[a] + 1 (1 or 2).
    check(&mut s, "b / (T[a] + 1) = c", 32, |e| {
        e["b"] / (thue_morse(e["a"]) + 1) == e["c"]
    });
    // A term with a word value in it, divided by another word value.
    check(&mut s, "(T[a] + b) / (2 - T[c]) = x", 16, |e| {
        (thue_morse(e["a"]) + e["b"]) / (2 - thue_morse(e["c"])) == e["x"]
    });
}

#[test]
fn word_values_with_zero_and_negative_outputs() {
    let mut s = session();
    // In a negative base W's -1 and 0 are factors like any other.
    check(&mut s, "?msd_neg_2 W[a] * (b + c) = x", 12, |e| {
        w(e["a"]) * (e["b"] + e["c"]) == e["x"]
    });
    check(&mut s, "?msd_neg_2 x = (b + c) * W[a]", 12, |e| {
        w(e["a"]) * (e["b"] + e["c"]) == e["x"]
    });
    // Two word values combine on the outputs (test494, test495), compared as integers.
    check(&mut s, "W[a] * W[b] = 4", 32, |e| {
        w(e["a"]) * w(e["b"]) == 4
    });
    check(&mut s, "W[a] * W[b] = 1", 32, |e| {
        w(e["a"]) * w(e["b"]) == 1
    });
    check(&mut s, "?msd_neg_2 W[a] / D[b] = _1", 32, |e| {
        floor_div(w(e["a"]), d(e["b"])) == -1
    });
    check(&mut s, "W[a+c] / D[b-d] < 1", 12, |e| {
        e["b"] >= e["d"] && floor_div(w(e["a"] + e["c"]), d(e["b"] - e["d"])) < 1
    });
    check(&mut s, "?msd_neg_2 3 / D[a] = x", 16, |e| {
        floor_div(3, d(e["a"])) == e["x"]
    });
}

#[test]
fn a_negative_bases_own_words() {
    let mut s = session();
    check(&mut s, "?msd_neg_2 N[a] * (b + c) = x", 12, |e| {
        neg_n(e["a"]) * (e["b"] + e["c"]) == e["x"]
    });
    check(&mut s, "?msd_neg_2 (b - c) / M[a] = x", 12, |e| {
        floor_div(e["b"] - e["c"], neg_m(e["a"])) == e["x"]
    });
    check(&mut s, "?msd_neg_2 N[a] * N[b] < M[a+b]", 16, |e| {
        neg_n(e["a"]) * neg_n(e["b"]) < neg_m(e["a"] + e["b"])
    });
}

/// `floor(v / 2)` for a word's output, as Walnut divides outputs.
fn half(v: i64) -> i64 {
    floor_div(v, 2)
}

#[test]
fn letters_beside_word_arithmetic() {
    // As in Walnut, `@k` beside arithmetic is the integer constant k: on either side, in
    // parentheses, against a word value with several outputs, in lsd and a negative base.
    let mut s = session();
    let tm = thue_morse;
    check(&mut s, "T[x]+1=@1", 64, |e| tm(e["x"]) + 1 == 1);
    check(&mut s, "T[x]/2=@0 & y<x", 24, |e| {
        half(tm(e["x"])) == 0 && e["y"] < e["x"]
    });
    check(&mut s, "(T[x])=@1", 64, |e| tm(e["x"]) == 1);
    check(&mut s, "@1=T[x]+1", 64, |e| 1 == tm(e["x"]) + 1);
    check(&mut s, "W[x]+1=@0", 64, |e| w(e["x"]) + 1 == 0);
    check(&mut s, "W[x]/2=@-1", 64, |e| half(w(e["x"])) == -1);
    check(&mut s, "@-2=W[x]*2", 64, |e| w(e["x"]) * 2 == -2);
    check(&mut s, "(W[x])<@1", 64, |e| w(e["x"]) < 1);
    check(&mut s, "@1<=W[x]-T[y]", 24, |e| 1 <= w(e["x"]) - tm(e["y"]));
    check(&mut s, "x+@1=y", 24, |e| e["x"] + 1 == e["y"]);
    check(&mut s, "?lsd_2 T[x]+1=@1", 64, |e| tm(e["x"]) + 1 == 1);
    check(&mut s, "?lsd_2 @1=T[x]+1", 64, |e| 1 == tm(e["x"]) + 1);
    check(&mut s, "?lsd_2 (T[x])=@1", 64, |e| tm(e["x"]) == 1);
    check(&mut s, "?lsd_2 T[x]/2=@0 & y<x", 24, |e| {
        half(tm(e["x"])) == 0 && e["y"] < e["x"]
    });
    check(&mut s, "?msd_neg_2 N[a]+1=@-1", 32, |e| {
        neg_n(e["a"]) + 1 == -1
    });
    check(&mut s, "?msd_neg_2 @4=N[a]+1", 32, |e| {
        4 == neg_n(e["a"]) + 1
    });
    check(&mut s, "?msd_neg_2 N[a]/2=@1", 32, |e| {
        half(neg_n(e["a"])) == 1
    });
    check(&mut s, "?msd_neg_2 (N[a])=@-2", 32, |e| neg_n(e["a"]) == -2);
    check(&mut s, "?msd_neg_2 @-1=N[a]/2", 32, |e| {
        half(neg_n(e["a"])) == -1
    });
}

#[test]
fn walnut_refusals_name_their_reason() {
    let mut s = session();
    // A divisor with the output 0 (test459: `3 / TH[a]`).
    let e = error(&mut s, "?msd_neg_2 (b + c) / N[a] = x");
    assert!(
        e.contains("division by zero: the divisor N[a] takes the value 0"),
        "{e}"
    );
    let e = error(&mut s, "3 / W[a] = 1");
    assert!(
        e.contains("division by zero (W[a] takes the value 0)"),
        "{e}"
    );
    // A negative factor or divisor where the numbers are the naturals.
    let e = error(&mut s, "W[a] * (b + c) = x");
    assert!(
        e.contains("W[a] takes the value -1: a negative factor in msd_2"),
        "{e}"
    );
    let e = error(&mut s, "(b + c) / D[a] = x");
    assert!(
        e.contains("D[a] takes the value -1: a negative divisor in msd_2"),
        "{e}"
    );
    // A word value divided by a term (test476), a product of two terms.
    let e = parse_formula("T[a] / (b + c) = 1").unwrap_err().to_string();
    assert!(
        e.contains("constants cannot be divided by variables"),
        "{e}"
    );
    let e = parse_formula("(T[a] + b) * c = 1").unwrap_err().to_string();
    assert!(
        e.contains("a constant or a word value on one side of '*'"),
        "{e}"
    );
    // A compound index of a word of another system (test473): Walnut reads the index's
    // msd_neg_2 digits as msd_2 digits.
    let e = error(&mut s, "?msd_neg_2 T[a+d] - (b + c) = 1");
    assert!(
        e.contains("word T is automatic in msd_2; it cannot be read in msd_neg_2"),
        "{e}"
    );
    let e = error(&mut s, "?msd_neg_2 (b + c) / D[a+d] = 1");
    assert!(e.contains("another number"), "{e}");
}

#[test]
fn printed_and_parsed_back() {
    for f in [
        "T[a] * (b + c) = 1",
        "?msd_neg_2 (b + c) / TEST[a] = 1",
        "TH[a] * TH[b] = 4",
        "?msd_neg_2 TH[a+c] / TEST[b-d] = _2",
        "3 / TH[a] = 1",
        "T[x]+1=@1",
        "@1=T[x]+1",
        "?msd_neg_2 @-1=N[a]/2",
    ] {
        let t = parse_formula(f).unwrap();
        let back = parse_formula(&t.to_string()).unwrap();
        assert_eq!(back.without_pos(), t.without_pos(), "{f} printed as {t}");
    }
}
