//! Walnut's library and file commands: `transduce` with transducers of `Transducer
//! Library/`, Walnut's `load FILE;` of `Command Files/`, macros of `Macro Library/`,
//! morphisms of `Morphism Library/`, `describe` and `export`. Every folder is a small
//! hand-written one in a temporary directory; every answer is checked against brute force
//! or counted by hand.

mod common;

use automatic_prover::Session;
use automatic_prover::logic::transducer::Transducer;
use automatic_prover::walnut::library::WalnutHome;
use std::path::{Path, PathBuf};

/// Running sum mod 2: the output is the sum of the letters read so far, this one included.
const RUNSUM2: &str = "{0, 1}\n\n0\n0 -> 0 / 0\n1 -> 1 / 1\n\n1\n0 -> 1 / 1\n1 -> 0 / 0\n";
/// XOR of adjacent letters, the first output 0 (Walnut's manual's example, written here
/// from its description).
const XOR: &str = "# XOR of neighbours\n{0, 1}\n0\n0 -> 1 / 0\n1 -> 2 / 0\n1\n0 -> 1 / 0\n1 -> 2 / 1\n2\n0 -> 1 / 1\n1 -> 2 / 0\n";
/// Counts the 1s mod 3, reading letters 0, 1, 2 (2 counts as 0), with `*` for "any".
const COUNT3: &str =
    "{0,1,2}\n0\n* -> 0 / 0\n1 -> 1 / 1\n1\n* -> 1 / 1\n1 -> 2 / 2\n2\n* -> 2 / 2\n1 -> 0 / 0\n";

fn home(tag: &str, files: &[(&str, &str, &str)]) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("wythoff-walnut-cmds-{tag}-{}", std::process::id()));
    for (folder, name, text) in files {
        std::fs::create_dir_all(dir.join(folder)).expect("dir");
        std::fs::write(dir.join(folder).join(name), text).expect("write");
    }
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

fn session(dir: &Path) -> Session {
    let mut s = Session::default();
    s.walnut_home = Some(WalnutHome::new(dir).expect("a directory"));
    s
}

fn thue(n: u64) -> i64 {
    i64::from(n.count_ones() % 2 == 1)
}

/// The Fibonacci word: the last digit of n's Zeckendorf representation.
fn fib_word(n: u64) -> i64 {
    let mut f = vec![1u64, 2];
    while *f.last().expect("two") <= n {
        let k = f.len();
        f.push(f[k - 1] + f[k - 2]);
    }
    let mut r = n;
    let mut last = 0;
    for &x in f.iter().rev() {
        if x <= r {
            r -= x;
            last = i64::from(x == 1);
        } else if x == 1 {
            last = 0;
        }
    }
    last
}

#[test]
fn transducer_files_are_read_as_walnut_writes_them() {
    let t = Transducer::parse(RUNSUM2).expect("reads");
    assert_eq!(t.letters, vec![0, 1]);
    assert_eq!(t.states(), 2);
    assert_eq!(t.run(&[1, 0, 1, 1, 0]), Some(vec![1, 1, 0, 1, 1]));
    let x = Transducer::parse(XOR).expect("reads");
    assert_eq!(x.run(&[1, 1, 0, 1, 0, 0]), Some(vec![0, 0, 1, 1, 1, 0]));
    let c = Transducer::parse(COUNT3).expect("reads");
    assert_eq!(c.run(&[1, 2, 1, 0, 1, 1]), Some(vec![1, 1, 2, 2, 0, 1]));
    for (bad, why) in [
        ("", "empty"),
        ("{0, 1}\n0 -> 0 / 0\n", "before any state"),
        ("{0, 1}\n0\n0 -> 3 / 0\n", "never declared"),
        ("{0, 1}\n0\n0 -> 0\n", "'/ OUTPUT'"),
        ("{0, 1}\n0\n2 -> 0 / 0\n", "not in the alphabet"),
        ("{0, 1}\n0\n0 -> 0 / 0\n0 -> 0 / 1\n", "deterministic"),
        ("{0, 1}\n0\n0 0 -> 0 / 0\n", "one input letter"),
        ("{0, 1} {0, 1}\n0\n", "one input alphabet"),
    ] {
        let e = Transducer::parse(bad).expect_err(why);
        assert!(e.contains(why), "{bad:?}: {e}");
    }
}

#[test]
fn transduce_msd_2_lsd_2_and_fibonacci_words_agree_with_brute_force() {
    let dir = home(
        "transduce",
        &[
            ("Transducer Library", "RUNSUM2.txt", RUNSUM2),
            ("Transducer Library", "XOR.txt", XOR),
        ],
    );
    let mut s = session(&dir);
    let out = s
        .run_script(
            "transduce A RUNSUM2 T;\ntransduce B XOR T;\ntransduce C RUNSUM2 F;\n\
             reverse TL T;\ntransduce D RUNSUM2 TL;\ntransduce E XOR F;",
        )
        .expect("runs");
    let lines: Vec<String> = out.iter().map(|o| o.line()).collect();
    let n = 600u64;
    let t: Vec<i64> = (0..n).map(thue).collect();
    let f: Vec<i64> = (0..n).map(fib_word).collect();
    let runsum = Transducer::parse(RUNSUM2).expect("reads");
    let xor = Transducer::parse(XOR).expect("reads");
    let expect = [
        ("A", runsum.run(&t)),
        ("B", xor.run(&t)),
        ("C", runsum.run(&f)),
        ("D", runsum.run(&t)),
        ("E", xor.run(&f)),
    ];
    for (name, want) in expect {
        let want = want.expect("defined");
        let w = s.native_word(name).expect("defined");
        let got: Vec<i64> = (0..n).map(|i| w.at(i)).collect();
        assert_eq!(got, want, "{name}");
    }
    // By hand: T = 0 1 1 0 1 0 0 1 ..., its prefix sums mod 2 are 0 1 0 0 1 1 1 0.
    assert!(lines[0].starts_with("A: "), "{}", lines[0]);
    assert_eq!(&t[..8], &[0, 1, 1, 0, 1, 0, 0, 1]);
    assert_eq!(
        runsum.run(&t[..8]).expect("defined"),
        vec![0, 1, 0, 0, 1, 1, 1, 0]
    );
    // The lsd word D is T's running sum read lsd.
    let d = s.native_word("D").expect("defined");
    assert_eq!(d.num.name, "lsd_2");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn transduce_refusals_name_the_reason() {
    let dir = home(
        "transduce-bad",
        &[
            ("Transducer Library", "RUNSUM2.txt", RUNSUM2),
            (
                "Transducer Library",
                "BROKEN.txt",
                "{0, 1}\n0\n0 -> 1 / 0\n",
            ),
            (
                "Word Automata Library",
                "THREE.txt",
                "msd_2\n0 0\n0 -> 0\n1 -> 1\n1 2\n0 -> 1\n1 -> 1\n",
            ),
        ],
    );
    let mut s = session(&dir);
    let cases = [
        ("transduce A NOPE T;", "no transducer NOPE"),
        ("transduce A RUNSUM2 THREE;", "value 2"),
        ("transduce A BROKEN T;", "never declared"),
        (
            "def two \"x=y\";\ntransduce A RUNSUM2 $two;",
            "only an automaton with one input",
        ),
    ];
    for (script, why) in cases {
        let e = s.run_script(script).expect_err(script);
        assert!(
            e.contains(why) && e.contains("transduce A"),
            "{script}: {e}"
        );
    }
    // An automaton of one input is read as its 0/1 word: the even numbers 1 0 1 0 ...
    // summed: 1 1 0 0 1 1 0 0 ...
    s.run_script("def ev \"Ey x = 2*y\";\ntransduce S RUNSUM2 $ev;")
        .expect("runs");
    let w = s.native_word("S").expect("defined");
    let got: Vec<i64> = (0..8).map(|i| w.at(i)).collect();
    assert_eq!(got, vec![1, 1, 0, 0, 1, 1, 0, 0]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn walnut_load_runs_a_command_file_with_library_macros_and_morphisms() {
    let dir = home(
        "load",
        &[
            (
                "Command Files",
                "setup.txt",
                "# a Walnut command file\nmorphism tm \"0->01 1->10\";\npromote X tm;\nload more.txt;\n",
            ),
            (
                "Command Files",
                "more.txt",
                "eval same \"An X[n] = T[n]\";\n",
            ),
            ("Command Files", "loop.txt", "load loop.txt;\n"),
            (
                "Macro Library",
                "pal.txt",
                "?%0 Ak (k<n) => %1[i+k] = %1[i+n-1-k]\n",
            ),
            ("Morphism Library", "tm.txt", "0 -> 01\n1 -> 10\n"),
        ],
    );
    let mut s = session(&dir);
    let out = s.run_script("load setup.txt;").expect("runs");
    assert_eq!(out.len(), 1);
    let text = out[0].line();
    assert!(text.ends_with("X: 2 states\nsame: TRUE"), "{text}");
    // A macro of the library, and one of an earlier script of the session.
    let out = s
        .run_script("eval p \"Ei,n n=3 & #pal(msd_2,T)\";")
        .expect("runs");
    // T = 0110 1001 ...: 0110 (i=0, n=4) is a palindrome; of length 3, 010 at i = 2? T[2..5]
    // = 1 0 1: yes.
    assert_eq!(out[0].line(), "p: TRUE");
    s.run_script("macro even \"Ey %0 = 2*y\";").expect("runs");
    let out = s
        .run_script("eval q4 \"#even(4)\";\neval q5 \"#even(5)\";")
        .expect("runs");
    assert_eq!(out[0].line(), "q4: TRUE");
    assert_eq!(out[1].line(), "q5: FALSE");
    // A morphism of the library: Thue-Morse's morphism, promoted, is T.
    let out = s
        .run_script("promote G tm;\neval g \"An G[n] = T[n]\";")
        .expect("runs");
    assert_eq!(out[1].line(), "g: TRUE");
    // A file loading itself stops with an error, not a loop.
    let e = s.run_script("load loop.txt;").expect_err("nesting");
    assert!(e.contains("nested load"), "{e}");
    let e = s.run_script("load x/y.txt;").expect_err("a path");
    assert!(e.contains("not a file name"), "{e}");
    let e = s.run_script("load nothere.txt;").expect_err("no file");
    assert!(e.contains("load nothere.txt: cannot read"), "{e}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn describe_and_export_count_and_draw_the_minimal_machine() {
    let dir = home(
        "describe",
        &[(
            "Word Automata Library",
            "M.txt",
            "# n mod 3\nmsd_2\n0 0\n0 -> 0\n1 -> 1\n1 1\n0 -> 2\n1 -> 0\n2 2\n0 -> 1\n1 -> 2\n",
        )],
    );
    let mut s = session(&dir);
    let out = s
        .run_script(
            "describe M;\ndef ev \"Ey x = 2*y\";\ndescribe $ev;\nexport $ev GV;\nexport $ev BA;",
        )
        .expect("runs");
    let m = out[0].line();
    assert!(m.contains("M.txt"), "{m}");
    assert!(m.contains("Comments: # n mod 3"), "{m}");
    assert!(
        m.contains("State count:3\nTransition count:6\nAlphabet size:2\nNumber systems:[msd_2]"),
        "{m}"
    );
    // Even numbers, msd_2: two states (last digit 0 / 1), four transitions.
    let ev = out[2].line();
    assert!(
        ev.contains("State count:2\nTransition count:4\nAlphabet size:2"),
        "{ev}"
    );
    let gv = out[3].line();
    assert!(
        gv.starts_with("digraph G {\nlabel = \"(x): ev\";\nrankdir = LR;\n"),
        "{gv}"
    );
    assert!(
        gv.contains("node [shape = doublecircle, label=\"0\", fontsize=12]0;"),
        "{gv}"
    );
    assert!(
        gv.contains("0 -> 0[ label = \"0\"];\n0 -> 1[ label = \"1\"];"),
        "{gv}"
    );
    let ba = out[4].line();
    assert_eq!(
        ba,
        "[0]\n0,[0]->[0]\n1,[0]->[1]\n0,[1]->[0]\n1,[1]->[1]\n[0]"
    );
    // The Fibonacci word: two states (after a last digit 0, after a last digit 1, from
    // which only 0 follows); the dead state of invalid inputs is not drawn.
    let out = s.run_script("export F GV;").expect("runs");
    let f = out[0].line();
    assert!(
        f.contains("label=\"0/0\"") && f.contains("label=\"1/1\""),
        "{f}"
    );
    assert!(!f.contains("label=\"2/"), "{f}");
    assert!(
        f.contains("0 -> 0[ label = \"0\"];\n0 -> 1[ label = \"1\"];\n1 -> 0[ label = \"0\"];"),
        "{f}"
    );
    let e = s.run_script("export $ev PDF;").expect_err("format");
    assert!(e.contains("unexpected format PDF"), "{e}");
    let e = s.run_script("export M BA;").expect_err("a word");
    assert!(e.contains("BA"), "{e}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn out_walnut_round_trips_automata_and_words_through_a_walnut_folder() {
    let dir = home("roundtrip", &[]);
    let mut s = session(&dir);
    s.save_walnut = Some(dir.clone());
    s.run_script(
        "def fibsum \"?msd_fib x + y = z\";\ndef bigger \"x > 2*y + 1\";\n\
         morphism tm \"0->01 1->10\";\npromote X tm;\nreverse XL X;",
    )
    .expect("runs");
    assert!(dir.join("Automata Library/fibsum.txt").is_file());
    assert!(dir.join("Word Automata Library/XL.txt").is_file());
    // A fresh session reads them back from the folder: the same languages and words.
    let mut back = session(&dir);
    let out = back
        .run_script(
            "eval a \"?msd_fib Ax,y,z $fibsum(x,y,z) <=> x + y = z\";\n\
             eval b \"Ax,y $bigger(x,y) <=> x > 2*y + 1\";\n\
             eval c \"An X[n] = T[n]\";\n\
             reverse XR XL;\neval d \"An XR[n] = T[n]\";",
        )
        .expect("runs");
    let lines: Vec<String> = out.iter().map(|o| o.line()).collect();
    assert_eq!(
        lines,
        ["a: TRUE", "b: TRUE", "c: TRUE", "XR: 2 states", "d: TRUE"]
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn prove_reads_library_macros_and_transducers_and_names_what_is_missing() {
    let dir = home(
        "cli",
        &[
            ("Transducer Library", "RUNSUM2.txt", RUNSUM2),
            ("Macro Library", "odd.txt", "Ey %0 = 2*y+1"),
        ],
    );
    let out_dir = dir.join("out");
    let run = |script: &str| {
        let args = [
            "--walnut-home".as_ref(),
            dir.as_os_str(),
            "--out-walnut".as_ref(),
            out_dir.as_os_str(),
        ];
        common::prove(args, script)
    };
    let (code, out, err) = run("transduce S RUNSUM2 T;\neval o \"#odd(7)\";\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("o: TRUE\n"), "{out}");
    assert!(out_dir.join("Word Automata Library/S.txt").is_file());
    let (code, _, err) = run("split A T[+][+];\n");
    assert_eq!(code, 2);
    assert!(err.contains("T has 1 input(s), given 2 sign(s)"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    std::fs::remove_dir_all(dir).ok();
}

/// Walnut reads the star and the concatenation of Fibonacci representations in msd_2, the
/// base of their digits, whole (`11` included), and `alphabet` reads them back in msd_fib.
#[test]
fn star_and_concat_of_fibonacci_representations_are_read_in_msd_2_as_in_walnut() {
    let mut s = Session::default();
    let out = s
        .run_script(
            "def one \"?msd_fib x = 1\";\nstar st one;\nconcat two one one;\n\
             alphabet back msd_fib $two;",
        )
        .expect("runs");
    let st = s.definition("st").expect("defined");
    assert_eq!(st.nums[0].name, "msd_2");
    // (0*1)*: the empty word and the words ending in 1, i.e. 0 and the odd numbers.
    for n in 0..64u64 {
        assert_eq!(st.accepts_values(&[n]), n == 0 || n % 2 == 1, "st, n = {n}");
    }
    // 0*1 0*1: exactly two 1s, the last digit 1: 2^k + 1 for k >= 1 (3 = 11 included).
    let two = s.definition("two").expect("defined");
    assert_eq!(two.nums[0].name, "msd_2");
    for n in 0..200u64 {
        let want = n >= 3 && (n - 1).is_power_of_two();
        assert_eq!(two.accepts_values(&[n]), want, "two, n = {n}");
    }
    // Read back in msd_fib, 11 is no representation: 1 0^k 1 with k >= 1, the numbers
    // 1 + the place of the first 1 (places 1, 2, 3, 5, 8, ...): 101 = 4, 1001 = 6, ...
    let back = s.definition("back").expect("defined");
    assert_eq!(back.nums[0].name, "msd_fib");
    let fib_plus_one = [4u64, 6, 9, 14, 22, 35, 56, 90];
    for n in 0..100u64 {
        assert_eq!(
            back.accepts_values(&[n]),
            fib_plus_one.contains(&n),
            "back, n = {n}"
        );
    }
    let lines: Vec<String> = out.iter().map(|o| o.line()).collect();
    // Two states: after the empty word or a 1 (accepting), after a 0 (not).
    assert_eq!(lines[1], "st: 2 states");
}
