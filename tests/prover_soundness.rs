//! The prover prints TRUE only for true statements: each test below is an input on which an
//! earlier version printed TRUE for a false statement (or took unbounded memory or time),
//! and Walnut's values and printing rules for the built-in words and closed constants.

use automatic_prover::automaton::dfa::Dfa;
use automatic_prover::automaton::limits::Budget;
use automatic_prover::numeration::{System, numeration};
use automatic_prover::{Answer, Auto, Session, walnut::save};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Each command's name and answer; panics on an error.
fn answers(script: &str) -> Vec<(String, Answer)> {
    Session::default()
        .run_script(script)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .map(|o| (o.name, o.result))
        .collect()
}

fn answer(script: &str) -> Answer {
    answers(script).pop().expect("one answer").1
}

/// `wythoff prove -` on `stdin`, under a 4 GB address-space limit and a time limit:
/// (exit code, stdout, stderr, seconds).
fn prove_cli(args: &str, stdin: &str, limit_s: u64) -> (i32, String, String, f64) {
    let bin = env!("CARGO_BIN_EXE_wythoff");
    let t = Instant::now();
    let mut c = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 4000000; exec timeout {limit_s} '{bin}' prove {args} -"
        ))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    c.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let o = c.wait_with_output().unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
        t.elapsed().as_secs_f64(),
    )
}

// ---- aliases are one system ----

#[test]
fn an_alias_is_the_same_system_object() {
    for (alias, name) in [
        ("msd_ost_1", "msd_fib"),
        ("lsd_ost_1", "lsd_fib"),
        ("msd_ost_2", "msd_pell"),
        ("lsd_ost_2", "lsd_pell"),
    ] {
        let a = numeration(alias).unwrap();
        let b = numeration(name).unwrap();
        assert!(Arc::ptr_eq(&a, &b), "{alias} and {name} are two objects");
        assert_eq!(a.name, name);
    }
    assert!(!Arc::ptr_eq(
        &numeration("msd_fib").unwrap(),
        &numeration("lsd_fib").unwrap()
    ));
}

#[test]
fn a_word_read_under_an_alias_is_not_reversed() {
    // F = 0100101001...: F[2] = 0, and the Fibonacci word has no factor 11.
    let got = answers(
        r#"
eval a "?msd_ost_1 F[2] = @1";
eval b "?msd_ost_1 Ex F[x]=@1 & F[x+1]=@1";
eval c "?lsd_ost_1 F[2] = @1";
eval d "?lsd_ost_1 Ex F[x]=@1 & F[x+1]=@1";
eval e "?lsd_fib Ex F[x]=@1 & F[x+1]=@1";
eval f "?msd_ost_1 F[1] = @1";
eval g "?lsd_ost_1 F[4] = @1";
"#,
    );
    let want = [
        Answer::False,
        Answer::False,
        Answer::False,
        Answer::False,
        Answer::False,
        Answer::True,
        Answer::True,
    ];
    for ((name, a), w) in got.iter().zip(want) {
        assert_eq!(a, &w, "{name}");
    }
}

#[test]
fn a_definition_in_one_name_is_called_in_its_alias() {
    assert_eq!(
        answer(
            r#"def d "?msd_ost_2 x<y";
eval e "?msd_pell Ax,y $d(x,y) <=> x<y";"#
        ),
        Answer::True
    );
    assert_eq!(
        answer(
            r#"def d "?lsd_fib x+1=y";
eval e "?lsd_ost_1 Ax,y $d(x,y) <=> y=x+1";"#
        ),
        Answer::True
    );
}

fn thue_morse(n: u64) -> i64 {
    (n.count_ones() % 2) as i64
}
fn rudin_shapiro(n: u64) -> i64 {
    ((n & (n >> 1)).count_ones() % 2) as i64
}
fn period_doubling(n: u64) -> i64 {
    (n + 1).trailing_zeros().is_multiple_of(2) as i64
}
fn paperfolding(n: u64) -> i64 {
    if n == 0 {
        0
    } else {
        ((n >> (n.trailing_zeros() + 1)) & 1) as i64
    }
}
fn fibonacci_word(n: u64) -> i64 {
    // The last Zeckendorf digit of n.
    System::Fibonacci.repr(n).last().copied().unwrap_or(0) as i64
}

#[test]
fn every_word_in_every_name_and_direction_has_walnuts_values() {
    type Seq = fn(u64) -> i64;
    let cases: &[(&str, Seq, &[&str])] = &[
        ("T", thue_morse, &["msd_2", "lsd_2"]),
        ("RS", rudin_shapiro, &["msd_2", "lsd_2"]),
        ("PD", period_doubling, &["msd_2", "lsd_2"]),
        ("P", paperfolding, &["msd_2", "lsd_2"]),
        ("PR", |n| paperfolding(n + 1), &["lsd_2", "msd_2"]),
        (
            "F",
            fibonacci_word,
            &["msd_fib", "msd_ost_1", "lsd_fib", "lsd_ost_1"],
        ),
    ];
    for (word, seq, bases) in cases {
        for base in *bases {
            let mut s = Session::default();
            s.run_script(&format!(
                "def one \"?{base} {word}[n] = @1\";\ndef zero \"?{base} {word}[n] = @0\";"
            ))
            .unwrap_or_else(|e| panic!("{word} in {base}: {e}"));
            let (one, zero) = (s.definition("one").unwrap(), s.definition("zero").unwrap());
            for n in 0..200u64 {
                let v = seq(n);
                assert_eq!(one.accepts_values(&[n]), v == 1, "{word}[{n}] in {base}");
                assert_eq!(zero.accepts_values(&[n]), v == 0, "{word}[{n}] in {base}");
            }
        }
    }
    // RS and PD take the values 0 and 1 only (not -1).
    assert_eq!(answer(r#"eval rs "An RS[n]=@0 | RS[n]=@1";"#), Answer::True);
    assert_eq!(answer(r#"eval rs "En RS[n]=@-1";"#), Answer::False);
    assert_eq!(answer(r#"eval pd "PD[0]=@1 & PD[1]=@0";"#), Answer::True);
}

// ---- load trusts nothing ----

/// The saved text of a one-track automaton over `base` with this table.
fn saved(base: &str, trans: Vec<u32>, accept: Vec<bool>) -> String {
    let n = numeration(base).unwrap();
    let dfa = Dfa::from_parts(vec![n.radix], trans, accept, 0);
    save::to_text(&Auto {
        vars: vec!["x".into()],
        nums: vec![n],
        dfa,
    })
}

fn session_with(files: &[(&str, String)]) -> Session {
    let mut s = Session::default();
    s.files = files
        .iter()
        .map(|(p, t)| (p.to_string(), t.clone()))
        .collect();
    s
}

#[test]
fn a_loaded_automaton_keeps_only_valid_representations() {
    // Accepts exactly 0*11: no valid Zeckendorf representation, so the set is empty.
    // States: 0 (zeros), 1 (one 1), 2 (11: accept), 3 (dead).
    let q = saved(
        "msd_fib",
        vec![0, 1, 3, 2, 3, 3, 3, 3],
        vec![false, false, true, false],
    );
    let mut s = session_with(&[("q.txt", q)]);
    let out = s
        .run_script("load q \"q.txt\";\neval e \"?msd_fib Ex $q(x)\";")
        .unwrap();
    assert_eq!(out[0].result, Answer::False);
}

#[test]
fn a_loaded_automaton_must_be_closed_under_leading_zeros() {
    // Accepts exactly the word 1 (x = 1 without padding): `01` is rejected.
    let r = saved("msd_fib", vec![2, 1, 2, 2, 2, 2], vec![false, true, false]);
    let mut s = session_with(&[("r.txt", r)]);
    let e = s
        .run_script("load r \"r.txt\";\neval e \"?msd_fib ~(Ex,y $r(x) & y=2)\";")
        .unwrap_err();
    assert!(e.contains("leading zero") && e.contains("load r"), "{e}");
    assert!(!e.contains('\n'), "{e}");
}

#[test]
fn a_loaded_lsd_automaton_must_be_closed_under_trailing_zeros() {
    // lsd_2, accepts exactly the word 1: `10` (also x = 1) is rejected.
    let r = saved("lsd_2", vec![2, 1, 2, 2, 2, 2], vec![false, true, false]);
    let mut s = session_with(&[("r.txt", r)]);
    let e = s
        .run_script("load r \"r.txt\";\neval e \"?lsd_2 Ex $r(x)\";")
        .unwrap_err();
    assert!(e.contains("trailing zero"), "{e}");
    // The same set written closed (1 0*) loads and answers.
    let ok = saved("lsd_2", vec![2, 1, 1, 2, 2, 2], vec![false, true, false]);
    let mut s = session_with(&[("r.txt", ok)]);
    let out = s
        .run_script("load r \"r.txt\";\neval e \"?lsd_2 Ax $r(x) <=> x=1\";")
        .unwrap();
    assert_eq!(out[0].result, Answer::True);
}

#[test]
fn the_cli_refuses_a_bad_loaded_file_in_one_line() {
    let dir = std::env::temp_dir().join(format!("wythoff-soundness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let r = saved("msd_fib", vec![2, 1, 2, 2, 2, 2], vec![false, true, false]);
    std::fs::write(dir.join("r.txt"), r).unwrap();
    let script = dir.join("p.walnut");
    std::fs::write(
        &script,
        "load r \"r.txt\";\neval e \"?msd_fib Ex $r(x)\";\n",
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(["prove", script.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("leading zero"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_session_without_a_base_directory_reads_no_directory() {
    // Cargo.toml exists in the working directory of the tests: it must not be read.
    let e = Session::default()
        .run_script("load w \"Cargo.toml\";")
        .unwrap_err();
    assert!(e.contains("not among the proof's files"), "{e}");
}

// ---- evals of a proof are closed ----

#[test]
fn an_open_eval_in_a_proof_is_an_error_naming_it() {
    let (code, out, err, _) = prove_cli("", "def d \"x<y\";\neval e \"Ax x = y\";\n", 30);
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("eval e") && err.contains('y'), "{err}");
    // A def may be open; a closed eval answers.
    let (code, out, err, _) = prove_cli("", "def d \"x<y\";\neval e \"Ax Ey $d(x,y)\";\n", 30);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "d: 2 states\ne: TRUE\n");
}

#[test]
fn a_proof_needs_an_eval_that_is_true() {
    let mut s = Session::proof_mode(Budget::default());
    assert!(s.prove_script("def d \"x<y\";").is_err());
    let mut s = Session::proof_mode(Budget::default());
    assert!(s.prove_script("eval e \"Ax x<y\";").is_err());
    let mut s = Session::proof_mode(Budget::default());
    assert_eq!(
        s.prove_script("eval a \"Ax x<x+1\";\neval b \"Ax x<x\";"),
        Ok(Some("b: FALSE (counterexample: x = 0)".into()))
    );
    let mut s = Session::proof_mode(Budget::default());
    assert_eq!(s.prove_script("eval a \"Ax x<x+1\";"), Ok(None));
}

#[test]
fn expect_true_exits_1_on_a_false_eval_naming_its_line() {
    let script = "eval a \"Ax x<x+1\";\neval b \"Ax x<5\";\ndef c \"Ax x<5\";\n\
                  eval d \"Ex x=3\";\n";
    let shown = "a: TRUE\nb: FALSE (counterexample: x = 5)\nc: FALSE (counterexample: x = 5)\n\
                 d: TRUE\n";
    // Without the flag, as in Walnut: exit 0 whatever the answers.
    let (code, out, err, _) = prove_cli("", script, 30);
    assert_eq!((code, out.as_str(), err.as_str()), (0, shown, ""));
    // With it: every command runs and prints, then exit 1 naming each FALSE eval's line
    // (a closed def that is FALSE is not an eval).
    let (code, out, err, _) = prove_cli("--expect-true", script, 30);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (1, shown, "--expect-true: line 2: eval b answered FALSE\n")
    );
    let (code, out, err, _) = prove_cli("--expect-true --json", script, 30);
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(err, "--expect-true: line 2: eval b answered FALSE\n");
    assert!(out.contains("\"result\": \"false\""), "{out}");
    // Every eval TRUE: exit 0.
    let (code, out, err, _) = prove_cli(
        "--expect-true",
        "def c \"Ax x<5\";\neval a \"Ax x<x+1\";\n",
        30,
    );
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (0, "c: FALSE (counterexample: x = 5)\na: TRUE\n", "")
    );
    // An eval run by Walnut's `load FILE;` is named by the line of that command.
    let home = std::env::temp_dir().join(format!("wythoff-expect-true-{}", std::process::id()));
    std::fs::create_dir_all(home.join("Command Files")).expect("a folder");
    std::fs::write(
        home.join("Command Files/f.txt"),
        "eval g \"Ax x<x+1\";\neval h \"Ex x<0\";\n",
    )
    .expect("write");
    let args = format!("--expect-true --walnut-home '{}'", home.display());
    let (code, out, err, _) = prove_cli(&args, "eval a \"Ax x<x+1\";\n\nload f.txt;\n", 30);
    std::fs::remove_dir_all(&home).ok();
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            "a: TRUE\ng: TRUE\nh: FALSE\n",
            "--expect-true: line 3: eval h (run by this command) answered FALSE\n"
        )
    );
}

// ---- no allocation outside the budget ----

#[test]
fn wide_alphabets_stop_at_the_budget_in_one_line() {
    for script in [
        "def t \"?msd_16 a=b & c=d & e=f & g=h & i=j\";\n",
        "eval t \"?msd_64 a=b & c=d & e=f\";\n",
        "eval t \"?msd_64 Ea,b,c,d,e,f,g,h,i,j,k,l a+b=c & d+e=f & g+h=i & j+k=l\";\n",
    ] {
        let (code, out, err, secs) = prove_cli("", script, 60);
        assert_eq!(code, 2, "{script}: {out}{err}");
        assert!(out.is_empty(), "{out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("state budget exceeded in"), "{err}");
        assert!(secs < 30.0, "{script}: {secs} s");
    }
}

#[test]
fn the_base_64_adder_is_built_only_on_use_and_small() {
    let t = Instant::now();
    let (code, out, err, _) = prove_cli("", "def t \"?msd_64 x=y\";\n", 60);
    assert_eq!((code, out.as_str()), (0, "t: 1 states\n"), "{err}");
    let (code, out, err, _) = prove_cli("", "eval t \"?msd_64 Ax Ey y=x+1\";\n", 60);
    assert_eq!((code, out.as_str()), (0, "t: TRUE\n"), "{err}");
    assert!(t.elapsed() < Duration::from_secs(20));
}

// ---- multiplication by a constant ----

#[test]
fn multiplication_by_a_constant_is_exact() {
    for base in [
        "msd_2",
        "msd_3",
        "lsd_2",
        "msd_fib",
        "lsd_fib",
        "msd_trib",
        "lsd_trib",
        "msd_pell",
        "msd_ost_3",
    ] {
        for c in [0u64, 1, 2, 3, 5, 7, 12, 100] {
            if c == 100 && base.ends_with("trib") {
                // y = 100 x has 3,081,362 states in Tribonacci (a minute to build).
                continue;
            }
            let mut s = Session::default();
            s.run_script(&format!("def m \"?{base} y={c}*x\";"))
                .unwrap_or_else(|e| panic!("{e}"));
            let m = s.definition("m").unwrap();
            if c == 0 {
                // As in Walnut, 0*x is the constant 0: x is not a variable of the result.
                assert_eq!(m.vars, ["y"], "{base}");
                assert!(m.accepts_values(&[0]) && !m.accepts_values(&[1]), "{base}");
                continue;
            }
            for x in 0..60u64 {
                assert!(m.accepts_values(&[x, c * x]), "{base}: {c}*{x}");
                assert!(!m.accepts_values(&[x, c * x + 1]), "{base}: {c}*{x}+1");
                if c * x > 0 {
                    assert!(!m.accepts_values(&[x, c * x - 1]), "{base}: {c}*{x}-1");
                }
            }
        }
    }
}

#[test]
fn multiplication_does_not_depend_on_the_box_of_states() {
    let b = Budget::default();
    for sys in [
        System::Base(2),
        System::Base(10),
        System::Fibonacci,
        System::Tribonacci,
        System::Ostrowski(2),
        System::Ostrowski(5),
    ] {
        for c in [2i64, 3, 7, 20] {
            let co = [-c, 1];
            let bx = sys.linear_box(&co);
            assert_eq!(
                sys.linear_msd_with_box(&co, bx, &b).unwrap(),
                sys.linear_msd_with_box(&co, 2 * bx, &b).unwrap(),
                "{sys:?} {c}"
            );
        }
    }
}

#[test]
fn large_constant_factors_are_quick() {
    for (script, states) in [
        ("def m \"?msd_2 x=1000001*y\";\n", "m: 1000001 states\n"),
        ("def m \"?msd_pell y=100*x\";\n", "m: 20252 states\n"),
    ] {
        let (code, out, err, secs) = prove_cli("", script, 60);
        assert_eq!((code, out.as_str()), (0, states), "{err}");
        assert!(secs < 20.0, "{script}: {secs} s");
    }
}

// ---- Walnut's printing ----

#[test]
fn a_letter_is_a_term_on_either_side() {
    let got = answers(
        r#"
eval a "Aa (@1 = T[a]) <=> (T[a] = @1)";
eval b "Aa (@0 < T[a]) <=> (T[a] > @0)";
eval c "?msd_fib Ex @1 = F[x] & @1 = F[x+1]";
eval d "@0 != T[3]";
"#,
    );
    let want = [Answer::True, Answer::True, Answer::False, Answer::False];
    for ((name, a), w) in got.iter().zip(want) {
        assert_eq!(a, &w, "{name}");
    }
}

#[test]
fn a_closed_constant_absorbs_as_in_walnut() {
    let got = answers(
        r#"
eval or_true "T[a]=@1 | 1=1";
eval true_or "2=2 | T[a]=@1";
eval and_false "T[a]=@1 & 1=2";
eval false_and "1=2 & T[a]=@1";
eval false_implies "1=2 => T[a]=@1";
eval implies_true "T[a]=@1 => 1=1";
eval and_true "T[a]=@1 & 1=1";
eval or_false "T[a]=@1 | 1=2";
eval true_implies "1=1 => T[a]=@1";
eval implies_false "T[a]=@1 => 1=2";
eval xor_true "T[a]=@1 ^ 1=1";
eval iff_false "T[a]=@1 <=> 1=2";
"#,
    );
    let want = [
        Answer::True,
        Answer::True,
        Answer::False,
        Answer::False,
        Answer::True,
        Answer::True,
        Answer::States,
        Answer::States,
        Answer::States,
        Answer::States,
        Answer::States,
        Answer::States,
    ];
    for ((name, a), w) in got.iter().zip(want) {
        assert_eq!(a, &w, "{name}");
    }
}
