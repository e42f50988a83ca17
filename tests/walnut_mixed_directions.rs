//! Formulas with msd and lsd variables side by side (each variable in one system), against
//! brute force over small values: atoms alone, boolean combinations, and quantifiers over
//! an msd or an lsd variable that leave variables of one direction or of both. A variable
//! read in two systems and a word indexed in another system's digits stay refused.

use automatic_prover::Session;

/// The values checked on each free variable: 0..30 for one or two variables, 0..12 for more.
fn range(vars: usize) -> u64 {
    if vars <= 2 { 30 } else { 12 }
}

/// Define `f` as `formula` and compare it with `want` on every tuple of small values (the free
/// variables in sorted order; see [`range`]).
fn agrees(formula: &str, vars: &[&str], want: impl Fn(&[u64]) -> bool) {
    let mut s = Session::default();
    s.run_script(&format!("def f \"{formula}\";\n"))
        .unwrap_or_else(|e| panic!("{formula}: {e}"));
    let a = s.definition("f").expect("defined");
    assert_eq!(a.vars, vars, "{formula}");
    let mut tuple = vec![0u64; vars.len()];
    let n = range(vars.len());
    let total = n.pow(vars.len() as u32);
    let mut accepted = 0;
    for code in 0..total {
        let mut c = code;
        for v in tuple.iter_mut() {
            *v = c % n;
            c /= n;
        }
        let got = a.accepts_values(&tuple);
        assert_eq!(got, want(&tuple), "{formula} at {vars:?} = {tuple:?}");
        // The same answer with every track padded further (msd: leading zeros, lsd:
        // trailing ones).
        let len = tuple
            .iter()
            .zip(&a.nums)
            .map(|(&x, n)| n.places_of(x))
            .max()
            .unwrap_or(0);
        for extra in [1, 3] {
            let tracks: Vec<Vec<u32>> = tuple
                .iter()
                .zip(&a.nums)
                .map(|(&x, n)| n.digits(x, len + extra).expect("fits"))
                .collect();
            assert_eq!(
                a.dfa.accepts_tracks(&tracks),
                got,
                "{formula} at {tuple:?} padded by {extra}"
            );
        }
        accepted += usize::from(got);
    }
    // Each formula here accepts something and rejects something in the range.
    assert!(
        accepted > 0 && (accepted as u64) < total,
        "{formula}: {accepted} of {total}"
    );
}

fn truth(formula: &str) -> bool {
    let mut s = Session::default();
    let out = s
        .run_script(&format!("eval t \"{formula}\";\n"))
        .unwrap_or_else(|e| panic!("{formula}: {e}"));
    out[0].line().ends_with("TRUE")
}

#[test]
fn the_issues_examples_mean_their_sets() {
    agrees("Eb (b = 6 & ?lsd_fib a = 17)", &["a"], |v| v[0] == 17);
    agrees(
        "(a = 4) & (?msd_3 b = 5) & (?lsd_fib 6 = c)",
        &["a", "b", "c"],
        |v| v == [4, 5, 6],
    );
    // The quantifier reaches to the right: b and c are left, in msd_3 and lsd_fib.
    agrees(
        "Ea (a = 4) & (?msd_3 b = 5) & (?lsd_fib 6 = c)",
        &["b", "c"],
        |v| v == [5, 6],
    );
    assert!(truth("Ea,b,c (a = 4) & (?msd_3 b = 5) & (?lsd_fib 6 = c)"));
    assert!(!truth("Ea,c (a = 4) & (?lsd_fib c + 1 = 0)"));
}

#[test]
fn quantifiers_over_either_kind() {
    // An msd variable projected, msd and lsd variables left: a union of two products.
    agrees(
        "Ex (a < x & x < b) | (?lsd_fib c = d + 2)",
        &["a", "b", "c", "d"],
        |v| v[1] >= v[0] + 2 || v[2] == v[3] + 2,
    );
    // An lsd variable projected, both kinds left.
    agrees(
        "Ey ((?lsd_2 y + c = 2*d) | (a < 3 & (?lsd_2 y = c + 5)))",
        &["a", "c", "d"],
        |v| 2 * v[2] >= v[1] || v[0] < 3,
    );
    // A universal one over an lsd variable.
    agrees("Ay ((?lsd_3 y < c) => (b > a))", &["a", "b", "c"], |v| {
        v[2] == 0 || v[1] > v[0]
    });
    // Nested: lsd then msd, both directions left each time.
    agrees(
        "Ea Ec (a < b & a + 3 > b) & (?lsd_2 c < d & d < 2*c + 1)",
        &["b", "d"],
        |v| v[0] >= 1 && v[1] >= 2,
    );
    // An msd variable projected whose witness is longer than the others' digits.
    agrees(
        "Ex (x = 4*a + 9 & b < 2) & (?lsd_fib c = 3)",
        &["a", "b", "c"],
        |v| v[1] < 2 && v[2] == 3,
    );
    // An lsd variable projected whose witness is longer than the others' digits.
    agrees(
        "Ey (a = 3) & (?lsd_2 y = 8*c + 17 & c < 5)",
        &["a", "c"],
        |v| v[0] == 3 && v[1] < 5,
    );
    // Only one direction left: the usual zero fix of that direction.
    agrees("Ea (a + 1 = 2*b) & (?lsd_fib c < 7)", &["b", "c"], |v| {
        v[0] >= 1 && v[1] < 7
    });
    assert!(truth("Aa Ec (a < 3 | (?lsd_2 c > 4))"));
    assert!(!truth("Aa Ec (a < 3 & (?lsd_2 c > 4))"));
}

#[test]
fn two_systems_for_one_variable_stay_refused() {
    let mut s = Session::default();
    let e = s
        .run_script("def f \"a = 4 & ?lsd_fib a = 3\";\n")
        .expect_err("refused");
    assert!(e.contains("variable a is read in"), "{e}");
}
