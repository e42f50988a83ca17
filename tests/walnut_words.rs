//! Walnut's word and automaton commands (`morphism`, `promote`, `image`, `combine`,
//! `reverse`, `test`, `inf`) and their printing: every word compared with its sequence
//! computed by brute force from the definition, every listing with the inputs derived by
//! hand, every refusal with its one-line message.

mod common;

use automatic_prover::{Answer, Session};
use common::session_lines as lines;
use std::process::{Command, Stdio};

fn thue(n: u64) -> i64 {
    (n.count_ones() % 2) as i64
}

/// The Zeckendorf digits of n, most significant first (empty for 0).
fn zeckendorf(n: u64) -> Vec<u32> {
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] <= n {
        let k = fib.len();
        fib.push(fib[k - 1] + fib[k - 2]);
    }
    let mut digits = Vec::new();
    let mut rest = n;
    for &f in fib.iter().rev() {
        if f <= rest {
            rest -= f;
            digits.push(1);
        } else if !digits.is_empty() {
            digits.push(0);
        }
    }
    digits
}

/// The fixed point of a morphism from 0, by iterating it.
fn fixed_point(h: &[(i64, Vec<i64>)], len: usize) -> Vec<i64> {
    let image = |a: i64| h.iter().find(|(l, _)| *l == a).unwrap().1.clone();
    let mut w = vec![0];
    while w.len() < len {
        w = w.iter().flat_map(|&a| image(a)).collect();
    }
    w.truncate(len);
    w
}

#[test]
fn promote_reads_the_fixed_point_and_prints_the_minimal_states() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "morphism thue \"0->01 1->10\";\npromote TM thue;\n\
         morphism three \"0->012, 1->[10]02 ,2->210, [10]->[10][10]0\";\npromote W3 three;\n\
         eval same \"An TM[n] = T[n]\";",
    );
    // Walnut's help page for promote: the Thue-Morse automaton has two states.
    assert_eq!(
        out,
        [
            "Defined with domain [0, 1] and range [0, 1]",
            "TM: 2 states",
            "Defined with domain [0, 1, 2, 10] and range [0, 1, 2, 10]",
            "W3: 4 states",
            "same: TRUE",
        ]
    );
    let tm = s.native_word("TM").unwrap();
    assert_eq!(tm.num.name, "msd_2");
    for n in 0..1024 {
        assert_eq!(tm.at(n), thue(n), "TM[{n}]");
    }
    let h = vec![
        (0, vec![0, 1, 2]),
        (1, vec![10, 0, 2]),
        (2, vec![2, 1, 0]),
        (10, vec![10, 10, 0]),
    ];
    let w3 = s.native_word("W3").unwrap();
    assert_eq!(w3.num.name, "msd_3");
    for (n, v) in fixed_point(&h, 2000).into_iter().enumerate() {
        assert_eq!(w3.at(n as u64), v, "W3[{n}]");
    }
}

#[test]
fn image_applies_a_uniform_morphism_position_by_position() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "morphism revmor \"0->0012 1->0112\";\nimage FS revmor T;\n\
         morphism swap \"0->1 1->0\";\nimage NF swap F;\n\
         morphism dbl \"0->0[-2] 1->10\";\nimage FD dbl F;",
    );
    assert_eq!(out[1], "FS: 8 states");
    let fs = s.native_word("FS").unwrap();
    let revmor = [[0, 0, 1, 2], [0, 1, 1, 2]];
    for n in 0..2000u64 {
        let want = revmor[thue(n / 4) as usize][(n % 4) as usize];
        assert_eq!(fs.at(n), want, "FS[{n}]");
    }
    // Over the Fibonacci numeration: F is the last Zeckendorf digit.
    let f = |n: u64| zeckendorf(n).last().copied().unwrap_or(0) as i64;
    let nf = s.native_word("NF").unwrap();
    let fd = s.native_word("FD").unwrap();
    assert_eq!(fd.num.name, "msd_fib");
    for n in 0..1000u64 {
        assert_eq!(nf.at(n), 1 - f(n), "NF[{n}]");
        let want = [[0, -2], [1, 0]][f(n / 2) as usize][(n % 2) as usize];
        assert_eq!(fd.at(n), want, "FD[{n}]");
    }
    assert_eq!(out[3], "NF: 2 states");
}

#[test]
fn combine_gives_the_last_accepting_automatons_value() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "def even \"Ek n=2*k\";\ndef small \"n<3\";\ndef big \"n>=10\";\n\
         combine C even small=5 big=-1;\ncombine D even small;",
    );
    // The residuals of 0, 1, 2, 3, 4, {5, 7, 9}, {6, 8} and of every n >= 10 differ.
    assert_eq!(out[3], "C: 8 states");
    let c = s.native_word("C").unwrap();
    let d = s.native_word("D").unwrap();
    for n in 0..500u64 {
        let want = if n >= 10 {
            -1
        } else if n < 3 {
            5
        } else if n % 2 == 0 {
            1
        } else {
            0
        };
        assert_eq!(c.at(n), want, "C[{n}]");
        let want = if n < 3 {
            2
        } else if n % 2 == 0 {
            1
        } else {
            0
        };
        assert_eq!(d.at(n), want, "D[{n}]");
    }
    // Usable in formulas at once, in its own system.
    assert_eq!(lines(&mut s, "eval c \"An C[n]=@5 <=> n<3\";"), ["c: TRUE"]);
}

#[test]
fn combine_refusals() {
    let mut s = Session::default();
    let err = |s: &mut Session, t: &str| s.run_script(t).unwrap_err();
    assert_eq!(
        err(&mut s, "def lt \"x<y\";\ncombine C lt;"),
        "line 2, column 1: combine C: lt has 2 free variables; a word automaton here has one"
    );
    assert_eq!(
        err(
            &mut s,
            "def a \"n=1\";\ndef b \"?msd_fib n=1\";\ncombine C a b;"
        ),
        "line 3, column 1: combine C: the automata are read in msd_fib and in msd_2"
    );
    assert_eq!(
        err(&mut s, "combine C nothing;"),
        "line 1, column 1: combine C: unknown automaton nothing"
    );
    // A literal regex not closed under padding is read with Walnut's meaning: "1" is the
    // number 1 whatever leading zeros pad it.
    s.run_script("reg one msd_2 \"1\";\ncombine C one;")
        .expect("combine reads the padded automaton");
    assert_eq!(lines(&mut s, "eval c \"An C[n]=@1 <=> n=1\";"), ["c: TRUE"]);
}

#[test]
fn reverse_flips_the_reading_direction() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "reverse TR T;\nreverse FR F;\ndef lt \"x<y\";\nreverse RL $lt;\n\
         eval tr \"?lsd_2 An TR[n]=T[n]\";\n\
         eval rl \"?lsd_2 Ax,y $RL(x,y) <=> x<y\";\n\
         eval back \"?lsd_2 Ex,y $RL(x,y) & x>y\";",
    );
    assert_eq!(
        out,
        [
            "TR: 2 states",
            // F read lsd first is the first digit; with validity (no 11) the state keeps
            // (value, last digit) besides the start: five.
            "FR: 5 states",
            "lt: 2 states",
            // Read from the least significant digit, "equal so far" and "greater so far"
            // have the same future: two states.
            "RL: 2 states",
            "tr: TRUE",
            "rl: TRUE",
            "back: FALSE",
        ]
    );
    let fr = s.native_word("FR").unwrap();
    assert_eq!(fr.num.name, "lsd_fib");
    for n in 0..1000u64 {
        let want = zeckendorf(n).last().copied().unwrap_or(0) as i64;
        assert_eq!(fr.at(n), want, "FR[{n}]");
    }
}

#[test]
fn a_defined_word_replaces_the_built_in_one_everywhere() {
    // The built-in T read in lsd_2 is cached; promoting another T must not leave it there.
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "eval a \"?lsd_2 T[1]=@1\";\nmorphism zero \"0->00 1->11\";\npromote T zero;\n\
         eval b \"?lsd_2 T[1]=@1\";\neval c \"T[7]=@0\";",
    );
    assert_eq!(
        out,
        [
            "a: TRUE",
            "Defined with domain [0, 1] and range [0, 1]",
            "T: 1 states",
            "b: FALSE",
            "c: TRUE"
        ]
    );
}

#[test]
fn test_lists_inputs_in_walnuts_order() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "def even \"Ek n=2*k\";\ntest even 5;\ndef small \"n<3\";\ntest small 5;\n\
         def succ \"x+1=y\";\ntest succ 4;\ndef f \"?msd_fib n>=11\";\ntest f 3;",
    );
    // 2, 4, 6, 8, 10 in binary; 0 (the empty input) is never listed.
    assert_eq!(out[1], "10\n100\n110\n1000\n1010");
    assert_eq!(
        out[3],
        "small only accepts 2 inputs, which are as follows: \n1\n10"
    );
    // (0,1), (1,2), (2,3), (3,4): a letter [x,y] is ordered by 2y+x (the first track is
    // the least significant), so [0,1][1,0] (codes 2,1) comes before [1,1][0,1] (3,2).
    assert_eq!(
        out[5],
        "[0, 1]\n[0, 1][1, 0]\n[1, 1][0, 1]\n[0, 1][1, 0][1, 0]"
    );
    // Zeckendorf 11 = 10100, 12 = 10101, 13 = 100000.
    assert_eq!(out[7], "10100\n10101\n100000");
}

#[test]
fn inf_prints_an_infinite_family_or_finiteness() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "def even \"Ek n=2*k\";\ninf even;\ndef small \"n<3\";\ninf small;\n\
         def succ \"x+1=y\";\ninf succ;",
    );
    assert_eq!(
        out[1],
        "Automaton accepts infinite values, including regex:[1][0]([0])*"
    );
    assert_eq!(out[3], "Automaton small accepts finitely many values.");
    // x+1=y with x = (01)..., the first cycle met: [1,0] after [0,1].
    assert_eq!(
        out[5],
        "Automaton accepts infinite values, including regex:[0, 1]([1, 0])*"
    );
}

#[test]
fn every_defining_command_prints_its_states() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "reg pow msd_2 \"0*10*\";\nreg two msd_2 msd_2 \"([0,0]|[1,1])*\";\n\
         def d \"x<y\";\neval t \"Ax x=x\";\neval f \"Ex x<0\";",
    );
    assert_eq!(
        out,
        [
            "pow: 2 states",
            "two: 1 states",
            "d: 2 states",
            "t: TRUE",
            "f: FALSE"
        ]
    );
    let o = s.run_script("morphism m \"0->01 1->00\";").unwrap();
    assert_eq!(o[0].result, Answer::Text);
}

#[test]
fn morphism_refusals_name_the_command() {
    let mut s = Session::default();
    let err = |s: &mut Session, t: &str| s.run_script(t).unwrap_err();
    assert_eq!(
        err(&mut s, "morphism h \"0->01 1->1\";\npromote W h;"),
        "line 2, column 1: promote W: the morphism is not uniform (the image of 0 has length 2, the image of 1 length 1)"
    );
    assert_eq!(
        err(&mut s, "promote W nothing;"),
        "line 1, column 1: unknown morphism nothing (define it with morphism)"
    );
    assert_eq!(
        err(&mut s, "morphism h \"0->0 2->1\";\nimage W h T;"),
        "line 2, column 1: image W: T takes the value 1, which h does not map"
    );
    assert_eq!(
        err(&mut s, "morphism h \"0->01 1->1\";\nimage W h T;"),
        "line 2, column 1: image W: the morphism is not uniform (the image of 0 has length 2, the image of 1 length 1)"
    );
    assert_eq!(
        err(&mut s, "morphism h \"0->01 0->1\";"),
        "line 1, column 19: expected each letter mapped once, found a second image of 0"
    );
    assert_eq!(
        err(&mut s, "test nothing 3;"),
        "line 1, column 1: unknown automaton nothing"
    );
    assert_eq!(
        err(&mut s, "def t \"Ax x=x\";\ntest t 3;"),
        "line 2, column 1: test: t has no free variable (it is TRUE or FALSE)"
    );
}

/// A Walnut command that fails is named, with its line and column, exit code 2, after
/// the commands before it have printed.
#[test]
fn failing_word_commands_name_themselves() {
    let mut s = Session::default();
    for (cmd, why) in [
        (
            "rsplit X[+][+] T",
            "rsplit X: T has 1 input(s), given 2 sign(s)",
        ),
        ("split S T2[+][-]", "split S: unknown word or automaton T2"),
        (
            "join J T[a] T2[a][b]",
            "join J: unknown word or automaton T2",
        ),
    ] {
        assert_eq!(
            s.run_script(&format!("def a \"x=1\";\n  {cmd};"))
                .unwrap_err(),
            format!("line 2, column 3: {why}")
        );
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(["prove", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"eval a \"Ax x=x\";\nsplit X T[+][-];\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "a: TRUE\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("line 2, column 1: split X: T has 1 input(s), given 2 sign(s)"),
        "{err}"
    );
}

/// Walnut's integration suite (`test569` to `test581`, with msd_2 for its `{0,1}`
/// alphabets): union and intersection agree with the connectives, and the star and
/// concatenation of regexes give the regex of the star and concatenation.
#[test]
fn union_intersect_concat_star_as_in_walnuts_suite() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        r#"reg test569 msd_2 "(10)*0";
reg test570 msd_2 "(01)*0";
union test571 test569 test570;
eval test572 "Ax $test571(x) <=> ($test569(x) | $test570(x))";
intersect test573 test569 test570;
eval test574 "Ax $test573(x) <=> ($test569(x) & $test570(x))";
reg test575 msd_2 "0*10";
star test576 test575;
reg test577 msd_2 "000111";
star test578 test577;
concat test579 test576 test578 test576;
reg test580 msd_2 "(0*10)*(000111)*(0*10)*";
eval test581 "Ax $test579(x) <=> $test580(x)";
eval starred "Ax $test576(x) <=> $test575(x)";
minimize M T;
"#,
    );
    let answers: Vec<&str> = out.iter().map(String::as_str).collect();
    assert_eq!(answers[3], "test572: TRUE");
    assert_eq!(answers[5], "test574: TRUE");
    assert_eq!(answers[12], "test581: TRUE");
    // The star adds the empty word (x = 0) and repetitions such as 1010 (x = 10).
    assert_eq!(answers[13], "starred: FALSE (counterexample: x = 0)");
    assert_eq!(answers[14], "M: 2 states");
    let u = s.definition("test571").unwrap();
    let i = s.definition("test573").unwrap();
    // The languages, word by word (a reg is taken literally): (10)*0 and (01)*0.
    let in_star = |w: &[usize], unit: [usize; 2]| {
        w.len() % 2 == 1 && w[w.len() - 1] == 0 && w[..w.len() - 1].chunks(2).all(|c| c == unit)
    };
    for len in 0..10 {
        for bits in 0..(1usize << len) {
            let w: Vec<usize> = (0..len).map(|i| (bits >> (len - 1 - i)) & 1).collect();
            let (a, b) = (in_star(&w, [1, 0]), in_star(&w, [0, 1]));
            assert_eq!(u.dfa.accepts(w.iter().copied()), a || b, "union on {w:?}");
            assert_eq!(
                i.dfa.accepts(w.iter().copied()),
                a && b,
                "intersect on {w:?}"
            );
        }
    }
    assert_eq!(
        s.run_script("def lt \"x<y\";\nunion bad lt test569;")
            .unwrap_err(),
        "line 2, column 1: bad: test569 reads (msd_2), lt reads (msd_2 msd_2)"
    );
}

/// `convert` between powers of one root, for words and for automata of one variable
/// (Walnut's suite: `test540` to `test542`, and `test548` refused).
#[test]
fn convert_between_powers_of_one_root() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        r#"convert test540 msd_4 T;
convert test541 lsd_2 test540;
reverse test542 test541;
def even "Ek n=2*k";
convert $ev4 lsd_4 $even;
convert W8 msd_8 $even;
minimize TB test542;
eval back "An T[n]=TB[n]";
eval ev "?lsd_4 An $ev4(n) <=> Ek n=2*k";
"#,
    );
    // Thue-Morse in base 4 is the parity of the base-4 digit sum: two states again.
    assert_eq!(
        &out[..3],
        [
            "test540: 2 states",
            "test541: 2 states",
            "test542: 2 states"
        ]
    );
    // A word named in lower case is not read as a word in a formula: TB is test542.
    assert_eq!(out[6..], ["TB: 2 states", "back: TRUE", "ev: TRUE"]);
    let w4 = s.native_word("test540").unwrap();
    let w8 = s.native_word("W8").unwrap();
    assert_eq!(
        (w4.num.name.as_str(), w8.num.name.as_str()),
        ("msd_4", "msd_8")
    );
    for n in 0..3000u64 {
        assert_eq!(w4.at(n), thue(n), "test540[{n}]");
        assert_eq!(w8.at(n), i64::from(n % 2 == 0), "W8[{n}]");
    }
    assert_eq!(
        s.run_script("convert test548 msd_5 T;").unwrap_err(),
        "line 1, column 1: convert test548: 2 and 5 are not powers of one integer k (convert needs k^i and k^j)"
    );
    assert_eq!(
        s.run_script("convert $X msd_4 T;").unwrap_err(),
        "line 1, column 1: convert X: a word cannot become an automaton (write $NAME only for an automaton $T)"
    );
}

/// `alphabet`: the same digit strings read in another system.
#[test]
fn alphabet_reads_the_same_digits_in_another_system() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        r#"def odd "Ek n=2*k+1";
alphabet oddf msd_fib $odd;
eval last "?msd_fib An $oddf(n) <=> F[n]=@1";
alphabet TF msd_fib T;
"#,
    );
    // A binary string is odd iff it ends in 1: read as a Zeckendorf representation, that
    // is the Fibonacci word's letter.
    assert_eq!(out[2], "last: TRUE");
    let tf = s.native_word("TF").unwrap();
    for n in 0..2000u64 {
        let ones = zeckendorf(n).iter().filter(|&&d| d == 1).count();
        assert_eq!(tf.at(n), (ones % 2) as i64, "TF[{n}]");
    }
    // As Walnut (its integration test 617): the digits 2 and 3, which T has no transition
    // on, lead to a sink of output 0; the minimal word has 3 states.
    assert_eq!(lines(&mut s, "alphabet T4 msd_4 T;\n"), ["T4: 3 states"]);
    let t4 = s.native_word("T4").unwrap();
    for n in 0..4096u64 {
        let mut digits = Vec::new();
        let mut m = n;
        while m > 0 {
            digits.push(m % 4);
            m /= 4;
        }
        let want = if digits.iter().any(|&d| d >= 2) {
            0
        } else {
            digits.iter().filter(|&&d| d == 1).count() as i64 % 2
        };
        assert_eq!(t4.at(n), want, "T4[{n}]");
    }
    assert_eq!(
        s.run_script("def lt \"x<y\";\nalphabet l3 msd_3 $lt;")
            .unwrap_err(),
        "line 2, column 1: alphabet l3: $lt has 2 tracks, given 1 bases"
    );
}

/// PR is built from the built-in P: a defined word named P must not change it (PR's first
/// values are 0010011000110110).
#[test]
fn pr_keeps_the_built_in_p_when_p_is_redefined() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "morphism zero \"0->00 1->11\";\npromote P zero;\n\
         eval p \"P[3]=@0 & P[11]=@0\";\n\
         eval pr \"?lsd_2 PR[0]=@0 & PR[1]=@0 & PR[2]=@1 & PR[5]=@1 & PR[6]=@1 & PR[7]=@0\";",
    );
    assert_eq!(out[2..], ["p: TRUE", "pr: TRUE"]);
}

/// Walnut's housekeeping: `[strategy ...]` read (Walnut's `test637` form), `cls`
/// skipped, `quit` ends the script (the broken command after it is not read).
#[test]
fn strategy_prefix_cls_and_quit() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        "def a \"x=1\";\n[strategy 6 BRZ]eval b \"Ax x=x\"::\ncls;\n  [ strategy 1 CCL ] eval c \"Ex x<0\";\nquit;\neval d \"x=(\";",
    );
    assert_eq!(out, ["a: 2 states", "b: TRUE", "c: FALSE"]);
    // Walnut's test659: an [export ...] prefix on a command ending in ';' is refused.
    assert_eq!(
        s.run_script("[export 1 BA]eval t \"x=1\";").unwrap_err(),
        "line 1, column 14: an [export ...] prefix is read only on a command ending in '::' (as in Walnut)"
    );
    assert_eq!(
        s.run_script("[early 1 BA]eval t \"x=1\";").unwrap_err(),
        "line 1, column 1: expected a command ([early ...] prefixes are not supported; [strategy ...] and [export ...] are read), found '[early 1 BA]'"
    );
}

/// Walnut's suite on quotients (`test582` to `test599`, msd_3 for its `{0,1,2}`
/// alphabets): `rightquo` of (012)*2*1* by 2 is (012)*2* | (012)*01, and `leftquo`
/// agrees with reversing, taking the right quotient and reversing back. Then the zero
/// fixes, listed by `test`.
#[test]
fn quotients_and_zero_fixes_as_in_walnuts_suite() {
    let mut s = Session::default();
    let out = lines(
        &mut s,
        r#"reg test582 msd_3 "012";
reg test583 msd_3 "2";
reg test584 msd_3 "1";
star test585 test582;
star test586 test583;
star test587 test584;
concat test588 test585 test586 test587;
reg test589 msd_3 "2";
rightquo test590 test588 test589;
reg test591 msd_3 "((012)*2*)|((012)*01)";
eval test592 "?msd_3 Ax $test590(x) <=> $test591(x)";
reverse test593 $test588;
reverse test594 $test589;
rightquo test595 test593 test594;
reverse test596 $test595;
reg test597 msd_3 "2";
leftquo test598 test588 test597;
eval test599 "?msd_3 Ax $test596(x) <=> $test598(x)";
eval differ "?msd_3 Ax $test590(x) <=> $test588(x)";
reg r msd_2 "0010|011";
fixleadzero f $r;
test f 10;
reg t0 msd_2 "1100|01";
fixtrailzero t t0;
test t 10;
"#,
    );
    assert_eq!(out[10], "test592: TRUE");
    assert_eq!(out[17], "test599: TRUE");
    assert!(out[18].starts_with("differ: FALSE"), "{}", out[18]);
    // Walnut's fixleadzero of {0010, 011}: 0* 10 and 0* 11; unpadded: 10, 11.
    assert_eq!(
        out[21],
        "f only accepts 2 inputs, which are as follows: \n10\n11"
    );
    // fixtrailzero of {1100, 01}: 11 0* and 01 0*; unpadded: 11 0^k, the first ten.
    let first_ten: Vec<String> = (0..10).map(|k| format!("11{}", "0".repeat(k))).collect();
    assert_eq!(out[24], first_ten.join("\n"));
}

/// A Walnut folder with two words of several indices: `X[x][y]` = T[x] xor T[y] (msd_2
/// msd_2) and `L[x][y]` = 1 iff x's last base-3 digit equals y's last bit (msd_3 msd_2).
fn multi_index_home() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wythoff-multi-words-{}", std::process::id()));
    let words = dir.join("Word Automata Library");
    std::fs::create_dir_all(&words).expect("dir");
    std::fs::write(
        words.join("X.txt"),
        "msd_2 msd_2\n0 0\n0 0 -> 0\n1 0 -> 1\n0 1 -> 1\n1 1 -> 0\n1 1\n0 0 -> 1\n1 0 -> 0\n0 1 -> 0\n1 1 -> 1\n",
    )
    .expect("write");
    // State 3a+b: the last digits read were a (base 3) and b (base 2); the value is a == b.
    let mut l = String::from("msd_3 msd_2\n");
    for s in 0..6 {
        let (a, b) = (s / 2, s % 2);
        l.push_str(&format!("\n{s} {}\n", u8::from(a == b)));
        for x in 0..3 {
            for y in 0..2 {
                l.push_str(&format!("{x} {y} -> {}\n", 2 * x + y));
            }
        }
    }
    std::fs::write(words.join("L.txt"), l).expect("write");
    dir
}

#[test]
fn words_of_several_indices_from_a_walnut_folder() {
    let dir = multi_index_home();
    let mut s = Session::default();
    s.walnut_home = automatic_prover::walnut::library::WalnutHome::new(&dir).ok();
    let tm = |n: u64| n.count_ones() % 2;
    let x = s
        .formula(&automatic_prover::walnut::parse_formula("X[x][y] = @1").unwrap())
        .unwrap();
    let y = s
        .formula(&automatic_prover::walnut::parse_formula("X[x][y+1] = @0").unwrap())
        .unwrap();
    let l = s
        .formula(&automatic_prover::walnut::parse_formula("L[x][y] = @1").unwrap())
        .unwrap();
    for a in 0..40u64 {
        for b in 0..40u64 {
            assert_eq!(x.accepts_values(&[a, b]), tm(a) != tm(b), "X[{a}][{b}]");
            assert_eq!(
                y.accepts_values(&[a, b]),
                tm(a) == tm(b + 1),
                "X[{a}][{b}+1]"
            );
            assert_eq!(l.accepts_values(&[a, b]), a % 3 == b % 2, "L[{a}][{b}]");
        }
    }
    let out: Vec<String> = s
        .run_script(
            "eval diag \"Ax X[x][x] = @0\";\n\
             eval shift \"Ax X[x][x+1] = @1\";\n\
             eval odd \"Ex X[2*x+1][x] = @1 & x = 3\";",
        )
        .unwrap()
        .iter()
        .map(|o| o.line())
        .collect();
    assert_eq!(out[0], "diag: TRUE");
    assert!(out[1].starts_with("shift: FALSE"), "{}", out[1]);
    // T[7] = 1, T[3] = 0.
    assert_eq!(out[2], "odd: TRUE");
    for (f, e) in [
        (
            "X[x] = @1",
            "a word automaton has one input, this one has 2",
        ),
        ("T[x][y] = @1", "word T takes one index, given 2"),
        ("X[x][y][z] = @1", "word X takes 2 indices, given 3"),
    ] {
        let got = s
            .formula(&automatic_prover::walnut::parse_formula(f).unwrap())
            .unwrap_err()
            .to_string();
        assert!(got.contains(e), "{f}: {got}");
    }
    // Compared with a word of one index: X[x][y] = T[x] iff T[y] = 0.
    let c = s
        .formula(&automatic_prover::walnut::parse_formula("X[x][y] = T[x]").unwrap())
        .unwrap();
    for a in 0..20u64 {
        for b in 0..20u64 {
            assert_eq!(
                c.accepts_values(&[a, b]),
                tm(b) == 0,
                "X[{a}][{b}] = T[{a}]"
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_plain_variable_index_is_read_in_the_word_s_system() {
    // As in Walnut: `F[n]` in an msd_2 formula reads n in msd_fib (F's system); an index
    // with arithmetic is computed in the formula's system, where F cannot be read.
    let mut s = Session::default();
    let parse = |f: &str| automatic_prover::walnut::parse_formula(f).unwrap();
    let a = s.formula(&parse("F[n] = @1")).unwrap();
    assert_eq!(a.nums[0].name, "msd_fib");
    let fib_word = |n: u64| u64::from(*zeckendorf(n).last().unwrap_or(&0) == 1);
    for n in 0..60 {
        assert_eq!(a.accepts_values(&[n]), fib_word(n) == 1, "F[{n}]");
    }
    let b = s.formula(&parse("F[j] != F[k]")).unwrap();
    assert!(b.nums.iter().all(|n| n.name == "msd_fib"));
    for j in 0..20 {
        for k in 0..20 {
            assert_eq!(b.accepts_values(&[j, k]), fib_word(j) != fib_word(k));
        }
    }
    let e = s.formula(&parse("F[n+1] = @1")).unwrap_err().to_string();
    assert!(
        e.contains("word F is automatic in msd_fib; it cannot be read in msd_2"),
        "{e}"
    );
    // The same variable read in two systems stays an error.
    let e = s
        .formula(&parse("F[n] = @1 & n = 3"))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("variable n is read in msd_fib and in msd_2"),
        "{e}"
    );
}
