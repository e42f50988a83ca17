//! Numeration systems read from a Walnut folder's `Custom Bases/` (`--walnut-home`): base 3
//! written by hand as files must answer as the built-in `msd_3` does, on formulas drawn at
//! random and on every pair `x, y < 81`; Zeckendorf given as files (with its validity
//! automaton) as `msd_fib`; wrong files are refused in one line.

mod common;

use automatic_prover::Session;
use automatic_prover::automaton::dfa::{Dfa, decode_letter};
use automatic_prover::automaton::limits::Budget;
use automatic_prover::numeration::numeration;
use automatic_prover::walnut::library::WalnutHome;
use common::prove;
use std::path::{Path, PathBuf};

/// Base 3 by hand: the msd adder with carry states 0 and 1.
fn base3_adder() -> String {
    let mut adder = String::from("{0, 1, 2} {0, 1, 2} {0, 1, 2}\n\n0 1\n");
    let mut carry = String::from("\n1 0\n");
    for x in 0..3 {
        for y in 0..3 {
            for z in 0..3 {
                if x + y == z {
                    adder += &format!("{x} {y} {z} -> 0\n");
                } else if x + y + 1 == z {
                    adder += &format!("{x} {y} {z} -> 1\n");
                }
                if x + y == z + 3 {
                    carry += &format!("{x} {y} {z} -> 0\n");
                } else if x + y + 1 == z + 3 {
                    carry += &format!("{x} {y} {z} -> 1\n");
                }
            }
        }
    }
    adder + &carry
}

/// An automaton in the format of `Custom Bases/` (alphabets as sets), the start first.
fn as_file(d: &Dfa) -> String {
    let r = d.radices();
    let sets: Vec<String> = r
        .iter()
        .map(|&k| {
            let digits: Vec<String> = (0..k).map(|i| i.to_string()).collect();
            format!("{{{}}}", digits.join(", "))
        })
        .collect();
    let mut out = sets.join(" ") + "\n";
    let n = d.states() as u32;
    let name = |q: u32| {
        if q == d.start() {
            0
        } else if q == 0 {
            d.start()
        } else {
            q
        }
    };
    let mut order: Vec<u32> = vec![d.start()];
    order.extend((0..n).filter(|&q| q != d.start()));
    for q in order {
        out += &format!("\n{} {}\n", name(q), u8::from(d.is_accepting(q)));
        for l in 0..d.letters() {
            let digits: Vec<String> = decode_letter(r, l).iter().map(|x| x.to_string()).collect();
            out += &format!("{} -> {}\n", digits.join(" "), name(d.next(q, l)));
        }
    }
    out
}

/// A Walnut folder with `files` in its `Custom Bases/`.
fn home(tag: &str, files: &[(&str, String)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wythoff-custom-{tag}-{}", std::process::id()));
    let bases = dir.join("Custom Bases");
    std::fs::create_dir_all(&bases).expect("dir");
    for (name, text) in files {
        std::fs::write(bases.join(name), text).expect("write");
    }
    dir
}

fn session(dir: &Path) -> Session {
    let mut s = Session::new(Budget::default());
    s.walnut_home = Some(WalnutHome::new(dir).expect("a directory"));
    s
}

/// A formula over `x`, `y` drawn from a small grammar (a fixed linear congruential stream).
fn random_formula(seed: &mut u64) -> String {
    let mut next = |m: u64| {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*seed >> 33) % m
    };
    let atom = |next: &mut dyn FnMut(u64) -> u64| match next(6) {
        0 => format!("{}*x + {} = y", next(4) + 1, next(7)),
        1 => format!("x < y + {}", next(9)),
        2 => format!("x = y/{}", next(4) + 2),
        3 => format!("Ez z < {} & x = {}*z + y", next(20) + 1, next(3) + 2),
        4 => format!("x + y = {}", next(60)),
        _ => format!("~(x = {})", next(30)),
    };
    let a = atom(&mut next);
    let b = atom(&mut next);
    match next(3) {
        0 => format!("({a}) & ({b})"),
        1 => format!("({a}) | ({b})"),
        _ => format!("({a}) => ({b})"),
    }
}

#[test]
fn base_three_from_files_answers_as_msd_3() {
    let dir = home("b3", &[("msd_hand3_addition.txt", base3_adder())]);
    let mut s = session(&dir);
    let mut seed = 7;
    let (mut yes, mut no) = (0, 0);
    for i in 0..12 {
        let f = random_formula(&mut seed);
        let script = format!(
            "def c{i} \"?msd_hand3 {f}\";\ndef b{i} \"?msd_3 {f}\";\n\
             eval e{i} \"?msd_hand3 Ax,y ((x < y) | (x = y) | (x > y)) & 2*x = x + x\";\n"
        );
        let out = common::session_lines(&mut s, &script);
        assert_eq!(out[2], format!("e{i}: TRUE"), "{f}");
        let c = s.definition(&format!("c{i}")).expect("defined").clone();
        let b = s.definition(&format!("b{i}")).expect("defined").clone();
        assert_eq!(c.vars, b.vars, "{f}");
        let arity = c.vars.len();
        for x in 0..81u64 {
            for y in 0..81u64 {
                let v: Vec<u64> = [x, y][..arity].to_vec();
                let answer = c.accepts_values(&v);
                assert_eq!(answer, b.accepts_values(&v), "{f} at {v:?}");
                if answer {
                    yes += 1;
                } else {
                    no += 1;
                }
                if arity < 2 {
                    break;
                }
            }
            if arity == 0 {
                break;
            }
        }
    }
    // The formulas tell pairs apart (neither all true nor all false).
    assert!(yes > 1000 && no > 1000, "{yes} {no}");
    // Constants, order and multiplication through the adder, read in both directions.
    let out = common::session_lines(
        &mut s,
        "eval k \"?msd_hand3 Ex x = 80 & 3*x = 240 & x < 81 & ~(x < 80)\";\n\
         eval l \"?lsd_hand3 Ex,y x = 17 & y = 5*x & y = 85\";\n\
         eval m \"?lsd_hand3 Ax (x < 10) => (Ey y = x + 1 & y <= 10)\";\n",
    );
    assert_eq!(out, ["k: TRUE", "l: TRUE", "m: TRUE"]);
    std::fs::remove_dir_all(dir).ok();
}

/// A validity file that rejects the empty word but accepts `0` (as Walnut's `msd_ns.txt`
/// does): 0* is still the number 0.
#[test]
fn a_validity_file_without_the_empty_word_still_has_zero() {
    let nonempty = "{0, 1, 2}\n\n0 0\n0 -> 1\n1 -> 1\n2 -> 1\n\n1 1\n0 -> 1\n1 -> 1\n2 -> 1\n";
    let dir = home(
        "eps",
        &[
            ("msd_hand3e_addition.txt", base3_adder()),
            ("msd_hand3e.txt", nonempty.to_string()),
        ],
    );
    let mut s = session(&dir);
    let out = common::session_lines(
        &mut s,
        "eval z \"?msd_hand3e Ax x + 0 = x & (x = 0 <=> ~(x > 0))\";\n\
         eval c \"?msd_hand3e Ex x = 0 & x + 26 = 26 & 3*9 = 27\";\n",
    );
    assert_eq!(out, ["z: TRUE", "c: TRUE"]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn zeckendorf_from_files_answers_as_msd_fib() {
    let fib = numeration("msd_fib").expect("built in");
    let add = fib.add(&Budget::default()).expect("small").clone();
    let dir = home(
        "zk",
        &[
            ("msd_zk.txt", as_file(&fib.valid)),
            ("msd_zk_addition.txt", as_file(&add)),
        ],
    );
    let mut s = session(&dir);
    let out = common::session_lines(
        &mut s,
        "def a \"?msd_zk Ez x = 2*z + 1 & y = z + 4\";\n\
         def b \"?msd_fib Ez x = 2*z + 1 & y = z + 4\";\n\
         eval c \"?msd_zk Ex x = 12 & Ey y = 3*x & y = 36\";\n",
    );
    assert_eq!(out[2], "c: TRUE");
    let (a, b) = (
        s.definition("a").expect("a").clone(),
        s.definition("b").expect("b").clone(),
    );
    for x in 0..60u64 {
        for y in 0..60u64 {
            assert_eq!(
                a.accepts_values(&[x, y]),
                b.accepts_values(&[x, y]),
                "{x} {y}"
            );
        }
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn wrong_files_are_refused_in_one_line() {
    // Base 3 whose valid words end in 0 only: 1 is not valid.
    let not_one = "{0, 1, 2}\n\n0 1\n0 -> 0\n1 -> 1\n2 -> 1\n\n1 0\n0 -> 0\n1 -> 1\n2 -> 1\n";
    // Valid words with no leading zero: "1" yes, "01" no.
    let lead = "{0, 1, 2}\n\n0 1\n1 -> 1\n2 -> 1\n\n1 1\n0 -> 1\n1 -> 1\n2 -> 1\n";
    // An adder that is not addition: x + y = z whenever z = x.
    let wrong = "{0, 1} {0, 1} {0, 1}\n\n0 1\n0 0 0 -> 0\n0 1 0 -> 0\n1 0 1 -> 0\n1 1 1 -> 0\n";
    // Total functions of (x, y) whose order is the usual one, built in msd_2: one breaks
    // x + 0 = x, the other the induction step (1 + 1 = 3 and 1 + 2 = 2).
    let mut s = Session::default();
    common::session_lines(
        &mut s,
        "def nobase \"(y = 0 & z = x + 1) | (y > 0 & z = x + y)\";\n\
         def nostep \"(x = 1 & y = 1 & z = 3) | (x = 1 & y = 2 & z = 2) | \
         (~(x = 1 & (y = 1 | y = 2)) & z = x + y)\";\n",
    );
    let file_of = |name: &str| as_file(&s.definition(name).expect("defined").dfa);
    let dir = home(
        "bad",
        &[
            ("msd_badbase_addition.txt", file_of("nobase")),
            ("msd_badstep_addition.txt", file_of("nostep")),
            ("msd_badone_addition.txt", base3_adder()),
            ("msd_badone.txt", not_one.to_string()),
            ("msd_badlead_addition.txt", base3_adder()),
            ("msd_badlead.txt", lead.to_string()),
            ("msd_badsum_addition.txt", wrong.to_string()),
            // Under a built-in name: the user's file, checked like the others.
            ("msd_fib_addition.txt", wrong.to_string()),
        ],
    );
    let d = dir.to_str().expect("utf-8");
    for (base, want) in [
        ("badone", "accept 0 (0* or the empty word) and 1"),
        ("badlead", "leading zeros"),
        ("badsum", "is not the lexicographic order"),
        ("badbase", "x + 0 = x"),
        ("badstep", "induction step"),
        ("nosuch", "unknown numeration system 'nosuch'"),
    ] {
        let (code, out, err) = prove(
            &["--walnut-home", d],
            &format!("eval t \"?msd_{base} Ax x=x\";\n"),
        );
        assert_eq!((code, out.as_str()), (2, ""), "{base}");
        assert!(
            err.contains(want) && err.lines().count() == 1,
            "{base}: {err}"
        );
    }
    // A file under a built-in system's name is the user's system: checked as any other
    // (this wrong adder is refused in one line), never silently replaced by the built-in.
    let (code, out, err) = prove(
        &["--walnut-home", d],
        "eval t \"?msd_fib Ex,y x+y=13 & x=5 & y=8\";\n",
    );
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(
        err.contains("msd_fib_addition.txt") && err.lines().count() == 1,
        "{err}"
    );
    std::fs::remove_dir_all(dir).ok();
}
