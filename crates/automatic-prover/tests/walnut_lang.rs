//! Walnut's formula language beyond `+`, `-`, `k*x`: division by a constant, the unary
//! minus `_`, word letters as numbers, the reversal `` ` ``, the quantifier `I`, macros
//! and the variables listed before a formula. Arithmetic is checked by brute force on
//! every small tuple; Walnut's documented examples and its integration commands are
//! transcribed with the answers derived by hand.

mod common;

use automatic_prover::walnut::parse_formula;
use automatic_prover::{Auto, Session};
use std::collections::HashMap;

fn auto(s: &mut Session, f: &str) -> Auto {
    let f = parse_formula(f).unwrap_or_else(|e| panic!("{f}: {e}"));
    s.formula(&f).unwrap_or_else(|e| panic!("{f}: {e}"))
}

fn error(f: &str) -> String {
    let f = parse_formula(f).unwrap_or_else(|e| panic!("{f}: {e}"));
    match Session::default().formula(&f) {
        Ok(_) => panic!("{f} was not refused"),
        Err(e) => e.to_string(),
    }
}

/// Every tuple of values below `side` (in the automaton's sorted variable order) accepted
/// exactly when `expect` holds.
fn check(s: &mut Session, f: &str, side: u64, expect: impl Fn(&HashMap<&str, u64>) -> bool) {
    let a = auto(s, f);
    let k = a.vars.len();
    let mut accepted = 0;
    for code in 0..side.pow(k as u32) {
        let values: Vec<u64> = (0..k).map(|i| code / side.pow(i as u32) % side).collect();
        let env: HashMap<&str, u64> = a
            .vars
            .iter()
            .map(|v| v.as_str())
            .zip(values.iter().copied())
            .collect();
        let e = expect(&env);
        assert_eq!(a.accepts_values(&values), e, "{f} at {env:?}");
        accepted += usize::from(e);
    }
    assert!(accepted > 0, "{f}: the check accepts nothing");
}

fn run(script: &str) -> Vec<String> {
    common::session_lines(&mut Session::default(), script)
}

fn run_err(script: &str) -> String {
    Session::default().run_script(script).unwrap_err()
}

fn thue_morse(n: u64) -> u64 {
    u64::from(n.count_ones() % 2)
}

#[test]
fn division_rounds_down_in_every_system() {
    for base in [
        "msd_2",
        "lsd_2",
        "msd_3",
        "lsd_10",
        "msd_fib",
        "lsd_fib",
        "msd_ost_3",
    ] {
        let mut s = Session::default();
        check(&mut s, &format!("?{base} y = x/3"), 40, |e| {
            e["y"] == e["x"] / 3
        });
        check(&mut s, &format!("?{base} x/2 + 1 = y"), 40, |e| {
            e["x"] / 2 + 1 == e["y"]
        });
        check(&mut s, &format!("?{base} (x+y)/5 < 2"), 30, |e| {
            (e["x"] + e["y"]) / 5 < 2
        });
    }
}

#[test]
fn constants_are_computed_first_as_in_walnut() {
    let mut s = Session::default();
    // Constant terms: integers, division rounding down (towards minus infinity).
    check(&mut s, "x = 17/5", 20, |e| e["x"] == 3);
    check(&mut s, "x = 5 + _2", 20, |e| e["x"] == 3);
    check(&mut s, "x = (2+3)*2 - 8/4", 20, |e| e["x"] == 8);
    check(&mut s, "x = (2+3)*y", 30, |e| e["x"] == 5 * e["y"]);
    for (f, truth) in [
        ("_2 < 0", true),
        ("_7/2 = _4", true),
        ("_7/2 = _3", false),
        ("3 - 5 = _2", true),
    ] {
        assert_eq!(auto(&mut s, f).truth(), truth, "{f}");
        assert!(auto(&mut s, f).vars.is_empty());
    }
    // 0*t is the constant 0: t and its variables are gone.
    let a = auto(&mut s, "0*(x-1) = y");
    assert_eq!(a.vars, ["y"]);
    check(&mut s, "0*(x-1) = y", 20, |e| e["y"] == 0);
    // A negative constant in arithmetic over the natural numbers is refused.
    assert!(error("x + _2 = y").contains("negative constant -2: msd_2 has no negative numbers"));
    assert!(error("x = 3 - 5").contains("negative constant -2"));
    assert!(error("?msd_fib x = _7/2").contains("negative constant -4: msd_fib"));
    // A unary minus on a variable: the c with x + c = 0.
    check(&mut s, "_x = y", 20, |e| e["x"] == 0 && e["y"] == 0);
}

#[test]
fn walnut_integration_commands_with_division() {
    // Walnut's integration tests 41 to 43 (answers derived by hand: e = a+2b-3c+b-a+d/2-3-2
    // +10-2 with b = 12, c = 5, d = 11 is 24 - 15 + 12 + 5 - 5 + 8 = 29).
    let mut s = Session::default();
    check(
        &mut s,
        "E a , b, c ,d b = 12 & e =a+2*b-c*3+b-a+d/2-3-2+5*2-8/4 & c <6 & d = 11 & c >= 5",
        64,
        |e| e["e"] == 29,
    );
    check(
        &mut s,
        "?lsd_fib E b, c b = 12 & e =2*b-c/3+b-1 & c <20 & c >= 19",
        64,
        |e| e["e"] == 29,
    );
    check(
        &mut s,
        "E b, c ,d b = 12 & a+2*b-c*3+b-a+d/2-3-2+5*2-8/4=a & c <6 & d = 11 & c >= 5",
        64,
        |e| e["a"] == 29,
    );
    // Tests 6 and 7: several msd systems in one formula, the prefix scoped by parentheses.
    let a = auto(&mut s, "(a = 4) & (?msd_3 (b)=(5)) & (6) = c & (17 = d)");
    let names: Vec<&str> = a.nums.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["msd_2", "msd_3", "msd_2", "msd_2"]);
    assert!(a.accepts_values(&[4, 5, 6, 17]) && !a.accepts_values(&[4, 5, 6, 16]));
    let a = auto(&mut s, "(a = 4) & ?msd_3 (b)=(5) & (6) = c & (17 = d)");
    let names: Vec<&str> = a.nums.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["msd_2", "msd_3", "msd_3", "msd_3"]);
    assert!(a.accepts_values(&[4, 5, 6, 17]));
}

#[test]
fn word_letters_are_numbers() {
    let mut s = Session::default();
    check(&mut s, "T[a] + 5 = b", 40, |e| {
        thue_morse(e["a"]) + 5 == e["b"]
    });
    check(&mut s, "T[a] < T[b]", 40, |e| {
        thue_morse(e["a"]) < thue_morse(e["b"])
    });
    check(&mut s, "x = T[a] + T[a+1] + 2*T[a+2]", 40, |e| {
        thue_morse(e["a"]) + thue_morse(e["a"] + 1) + 2 * thue_morse(e["a"] + 2) == e["x"]
    });
    check(&mut s, "T[x-1] + x = y", 40, |e| {
        e["x"] >= 1 && thue_morse(e["x"] - 1) + e["x"] == e["y"]
    });
    // Compared with a constant or another word expression: integers, negative ones too.
    check(&mut s, "T[n] - 1 = _1", 40, |e| thue_morse(e["n"]) == 0);
    check(&mut s, "2*T[n] - 1 < T[n+1] - 1", 40, |e| {
        2 * thue_morse(e["n"]) < thue_morse(e["n"] + 1)
    });
    // In arithmetic, a word expression that may be negative is refused (as Walnut does).
    assert!(error("2*T[n] - 1 = x").contains("2 * T[n]) - 1) takes a value negative constant -1"));
    // Classical facts: Thue-Morse has no cube of a letter, the Fibonacci word no 11.
    for (f, truth) in [
        (
            "An T[n] + T[n+1] + T[n+2] >= 1 & T[n] + T[n+1] + T[n+2] <= 2",
            true,
        ),
        ("An T[2*n] + T[2*n+1] = 1", true),
        ("?msd_fib An F[n] + F[n+1] <= 1", true),
        ("?msd_fib An F[n] + F[n+1] >= 1", false),
    ] {
        assert_eq!(auto(&mut s, f).truth(), truth, "{f}");
    }
}

#[test]
fn reversal_switches_the_reading_direction() {
    let mut s = Session::default();
    // An lsd atom reversed is the msd relation.
    check(&mut s, "`(?lsd_2 x + 1 = y) & y < 20", 30, |e| {
        e["x"] + 1 == e["y"] && e["y"] < 20
    });
    check(&mut s, "?lsd_fib `(?msd_fib x = 2*y)", 30, |e| {
        e["x"] == 2 * e["y"]
    });
    let a = auto(&mut s, "`(x + y = z)");
    assert!(a.nums.iter().all(|n| n.name == "lsd_2"));
    assert!(a.accepts_values(&[3, 4, 7]) && !a.accepts_values(&[3, 4, 8]));
    // A closed formula is unchanged; reversing twice is the identity.
    assert!(auto(&mut s, "`(Ex x = 5)").truth());
    check(&mut s, "``(x = 2*y + 1)", 30, |e| e["x"] == 2 * e["y"] + 1);
    // msd and lsd tracks in one automaton: each variable in its own direction.
    check(&mut s, "`(x = 1) & y = 1", 30, |e| {
        e["x"] == 1 && e["y"] == 1
    });
    // A variable read in both directions is refused.
    assert!(error("`(x = 1) & x = 1").contains("variable x is read in"));
    // Through a definition, as in Walnut's sessions.
    let out = run(
        "def succ \"x = y + 1\";\neval five \"?lsd_2 E x, y `$succ(x, y) & x = 5 & y = 4\";\neval six \"?lsd_2 E x, y `$succ(x, y) & x = 6 & y = 4\";",
    );
    assert_eq!(out[1..], ["five: TRUE", "six: FALSE"]);
}

#[test]
fn infinitely_many() {
    let mut s = Session::default();
    for (f, truth) in [
        ("I x x = 5", false),
        ("I x x < 10", false),
        ("I x x > 10", true),
        ("I x T[x] = @1", true),
        ("I x Ey x = 2*y", true),
        ("I x (x < 7 & x > 2)", false),
        ("?msd_fib I n F[n] = @1 & F[n+1] = @1", false),
        ("?msd_fib I n F[n] = @1 & F[n+2] = @1", true),
        ("?lsd_3 I x x < 100", false),
        ("?lsd_2 I x x = x", true),
        // Walnut's semantics with another free variable: the tuples are counted.
        ("I x x < y", true),
        ("I x x = 3 & y < 5", false),
        ("I x, y x + y = 9", false),
        ("I x, y x = y", true),
    ] {
        let a = auto(&mut s, f);
        assert!(a.vars.is_empty(), "{f}: not closed");
        assert_eq!(a.truth(), truth, "{f}");
    }
    assert!(error("I z x = 1").contains("z is not a free variable"));
    // I is a quantifier: a variable cannot start with it.
    assert!(parse_formula("Ix = 1").is_err());
}

#[test]
fn macros_as_in_walnut_s_manual() {
    // The manual's example: palindromes of length n at i in Thue-Morse.
    let out = run("macro pal \"?%0 Ak k<n => %1[i+k] = %1[i+n-1-k]\";\n\
         def thue_pal i n \"#pal(msd_2, T)\";\n\
         def direct \"Ak k<n => T[i+k] = T[i+n-1-k]\";\n\
         eval same \"Ai,n $thue_pal(i,n) <=> $direct(i,n)\";");
    assert_eq!(out[2], "same: TRUE");
    assert_eq!(
        out[0].replace("thue_pal", "x"),
        out[1].replace("direct", "x")
    );
    // Odd palindromes of Thue-Morse: lengths 1, 3 and 5 only; brute force on a prefix.
    let tm: Vec<u64> = (0..4096).map(thue_morse).collect();
    for n in 1..=12usize {
        let found = (0..3000).any(|i| (0..n).all(|k| tm[i + k] == tm[i + n - 1 - k]));
        let out = run(&format!(
            "macro pal \"?%0 Ak k<n => %1[i+k] = %1[i+n-1-k]\";\neval p \"Ei,n n = {n} & #pal(msd_2, T)\";"
        ));
        assert_eq!(
            out[0],
            format!("p: {}", if found { "TRUE" } else { "FALSE" }),
            "n = {n}"
        );
    }
    // Walnut's integration suite's border macro (a macro naming a definition): a factor
    // of length 4 with a border of length 2 is a square abab (0101 occurs), one of length
    // 3 would be a cube aaa (Thue-Morse has none).
    let out = run("def T_factoreq \"Ak k < n => T[i+k] = T[j+k]\";\n\
         macro border \"?%0 m>=1 & m<=n & $%1_factoreq(i,i+n-m,m)\";\n\
         eval square \"Ei,m,n n = 4 & m = 2 & #border(msd_2,T)\";\n\
         eval cube \"Ei,m,n n = 3 & m = 2 & #border(msd_2,T)\";");
    assert_eq!(out[1..], ["square: TRUE", "cube: FALSE"]);
}

#[test]
fn variables_listed_before_the_formula() {
    // The list changes nothing in the automaton (Walnut reads it for its matrices).
    let out = run("def f x y \"x = y + 1\";\neval g n \"n < 3\";\ndef h \"x = y + 1\";");
    assert_eq!(out[0].replace('f', "h"), out[2]);
    assert!(out[1].starts_with("g: ") && out[1].ends_with(" states"));
    assert!(
        run_err("def f x z \"x = y + 1\";")
            .contains("z is listed before the formula but is not one of its free variables")
    );
    assert!(run_err("def f x x \"x = y + 1\";").contains("x is listed twice"));
    assert!(run_err("eval f x \"Ex x = 1\";").contains("x is listed before the formula"));
}

#[test]
fn new_syntax_prints_and_reads_back() {
    for f in [
        "x/3 = _y",
        "_5 + T[n] * 2 < x",
        "T[n] + 1 = T[n+1]",
        "`(x = 1) & ``Ey y = x",
        "I x, y x < y",
        "?lsd_2 I n `(?msd_2 n = 2)",
        "(T[x]) = 5 | 5 = T[x] + 0",
        "x*2/3 = (7/2)*y",
    ] {
        let a = parse_formula(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        let printed = a.to_string();
        let b = parse_formula(&printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(a.without_pos(), b.without_pos(), "{f} printed as {printed}");
    }
    // Walnut's answer to the examples above does not depend on how they are written.
    let out = run("eval a \"An T[n] + 1 = T[n+1] + 1 | T[n] != T[n+1]\";");
    assert_eq!(out, [String::from("a: TRUE")]);
}

#[test]
fn tribonacci_in_both_directions() {
    // Place values 1, 2, 4, 7, 13, 24, 44, ...; no three adjacent 1s (Walnut's msd_trib).
    for base in ["msd_trib", "lsd_trib"] {
        let mut s = Session::default();
        check(&mut s, &format!("?{base} x + y = z"), 40, |e| {
            e["x"] + e["y"] == e["z"]
        });
        check(&mut s, &format!("?{base} y = 3*x + 2"), 60, |e| {
            e["y"] == 3 * e["x"] + 2
        });
        check(&mut s, &format!("?{base} x < y"), 60, |e| e["x"] < e["y"]);
        check(&mut s, &format!("?{base} y = x/4"), 60, |e| {
            e["y"] == e["x"] / 4
        });
        let a = auto(&mut s, &format!("?{base} x = 44"));
        assert!(a.accepts_values(&[44]) && !a.accepts_values(&[43]));
    }
    let out = run("eval total \"?msd_trib Ax,y Ez x+y=z\";\n\
         eval assoc \"?lsd_trib Ax,y,z (x+y)+z=x+(y+z)\";\n\
         eval succ \"?msd_trib Ax Ey y=x+1\";");
    assert_eq!(out, ["total: TRUE", "assoc: TRUE", "succ: TRUE"]);
}

#[test]
fn predicates_as_word_indices() {
    // Walnut reads a predicate of one free variable as an index: the word letter at that
    // variable, with the predicate in conjunction (the variable stays free).
    let mut s = Session::default();
    check(&mut s, "T[a<=10 & a>=5] = @1", 40, |e| {
        (5..=10).contains(&e["a"]) && thue_morse(e["a"]) == 1
    });
    let a = auto(&mut s, "T[a<=10 & a>=5] = @1");
    let accepted: Vec<u64> = (0..64).filter(|&n| a.accepts_values(&[n])).collect();
    assert_eq!(accepted, [7, 8]);
    check(&mut s, "T[a<5] + (b + c) = 1", 8, |e| {
        e["a"] < 5 && thue_morse(e["a"]) + e["b"] + e["c"] == 1
    });
    check(&mut s, "T[a < 5] < b", 12, |e| {
        e["a"] < 5 && thue_morse(e["a"]) < e["b"]
    });
    // Two indices binding one variable, one of them with a quantifier inside.
    check(&mut s, "T[Eb a = b & T[b]>T[2*a+1]]=T[a<=12]", 40, |e| {
        let n = e["a"];
        n <= 12 && thue_morse(n) > thue_morse(2 * n + 1)
    });
    check(&mut s, "T[a<=10&T[a]=@1]=@1", 40, |e| {
        e["a"] <= 10 && thue_morse(e["a"]) == 1
    });
    // An index of an index.
    check(&mut s, "T[T[x<6]] = @1", 40, |e| {
        e["x"] < 6 && thue_morse(thue_morse(e["x"])) == 1
    });
}

#[test]
fn predicates_as_arguments_and_delimited_word_names() {
    let out = run("def succ \"y = x + 1\";\n\
         eval a \"Ax,y $succ(x < 4 & x >= 2, y) <=> (y = x + 1 & x >= 2 & x < 4)\";\n\
         eval b \"Ey $succ(x, `(?lsd_2 y = 7))\";\n\
         eval c \"An T[n] = .T[n]\";\n\
         eval d \"An .T[n] = @1 <=> T[n] = @1\";\n\
         eval b \"x = 6\";");
    assert_eq!(out[1..5], ["a: TRUE", "b: 4 states", "c: TRUE", "d: TRUE"]);
    assert_eq!(out[5], out[2]);
    let mut s = Session::default();
    s.run_script("def succ \"y = x + 1\";").unwrap();
    check(&mut s, "$succ(x, `(?lsd_2 y = 7))", 20, |e| {
        e["x"] == 6 && e["y"] == 7
    });
    check(&mut s, "$succ(x < 3, y)", 20, |e| {
        e["x"] < 3 && e["y"] == e["x"] + 1
    });
    // A predicate with two free variables (or none) is not an index.
    for (f, found) in [
        ("T[a < b] = @1", "2 free variables (a, b)"),
        ("T[Ea a = 1] = @1", "0 free variables ()"),
    ] {
        let e = parse_formula(f).unwrap_err().to_string();
        assert!(e.contains(found), "{f}: {e}");
        assert!(e.contains("a predicate of one free variable"), "{f}: {e}");
    }
    // A '.' names a word; anything else after it is an error on one line.
    let e = parse_formula("An T[n] = .5").unwrap_err().to_string();
    assert_eq!(
        e,
        "line 1, column 12: expected a word name after '.' (as in .W[n]), found '5'"
    );
    // The predicate is printed as a conjunction, which reads back to the same tree.
    let f = parse_formula("T[a<5] = @1").unwrap();
    assert_eq!(f.to_string(), "(a < 5 & T[a] = @1)");
    assert_eq!(
        parse_formula(&f.to_string()).unwrap().without_pos(),
        f.without_pos()
    );
}

#[test]
fn any_name_followed_by_a_bracket_is_a_word() {
    // Walnut reads `name[` as a word letter whatever the case of the name.
    let out = run("morphism mu \"0->01 1->10\";\npromote tm mu;\n\
         eval same \"An tm[n] = T[n]\";\n\
         eval shifted \"An tm[n+1] = T[n]\";\n\
         eval both \"An tm[n] = .tm[n] & tm[n] != @2\";");
    assert_eq!(
        out[2..],
        [
            "same: TRUE",
            "shifted: FALSE (counterexample: n = 0)",
            "both: TRUE"
        ]
    );
    assert!(run_err("eval e \"An x[n] = @1\";").contains("unknown word x"));
}

#[test]
fn nested_predicate_indices_parse_in_linear_time() {
    // Each level is first tried as a term (which fails at '=') and then as a formula;
    // without remembering the inner indices this reads the innermost one 2^40 times.
    let mut f = String::from("a<5");
    for _ in 0..40 {
        f = format!("T[{f}] = @1");
    }
    let parsed = parse_formula(&f).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parsed.to_string().matches("T[a] = @1").count(), 40);
    assert_eq!(parsed.free_vars().into_iter().collect::<Vec<_>>(), ["a"]);
    // Three levels evaluated: a < 5, T[a] = 1 (the deeper levels repeat it).
    let mut s = Session::default();
    check(&mut s, "T[T[T[a<5] = @1] = @1] = @1", 16, |e| {
        e["a"] < 5 && thue_morse(e["a"]) == 1
    });
}
