//! Multiplication by a constant in every system, against the integers: `y = k x` is the
//! automaton of `-k x + y = 0` built by `System::linear_msd_with_box`, whose live-state
//! test differs per system (Tribonacci's reads a table of its place values; the adder's
//! coefficients `1, 1, -1` are the only other ones the prover builds). Every pair `(x, y)`
//! of a grid is compared with `y = k x`.

use automatic_prover::Session;

/// `y = k x` accepted exactly on the pairs with `y = k x`, `x < 60`, `y < 60 k + 3`.
fn multiplication_is_exact(base: &str, ks: &[u64]) {
    let mut s = Session::default();
    for &k in ks {
        let name = format!("m{k}");
        s.run_script(&format!("def {name} \"?{base} y = {k}*x\";"))
            .unwrap_or_else(|e| panic!("{base}, k = {k}: {e}"));
        let a = s.definition(&name).expect("defined");
        assert_eq!(a.vars, ["x", "y"]);
        let mut accepted = 0;
        for x in 0..60u64 {
            for y in 0..60 * k + 3 {
                let got = a.accepts_values(&[x, y]);
                assert_eq!(got, y == k * x, "{base}: ({x}, {y}) for y = {k} x");
                accepted += usize::from(got);
            }
        }
        assert_eq!(accepted, 60, "{base}, k = {k}");
    }
}

#[test]
fn tribonacci_multiplication_is_exact() {
    multiplication_is_exact("msd_trib", &[2, 3, 5, 7, 10]);
    multiplication_is_exact("lsd_trib", &[3, 6]);
}

#[test]
fn multiplication_is_exact_in_the_other_systems() {
    for base in [
        "msd_2",
        "msd_3",
        "msd_fib",
        "msd_pell",
        "msd_ost_3",
        "lsd_fib",
    ] {
        multiplication_is_exact(base, &[2, 3, 7]);
    }
}
