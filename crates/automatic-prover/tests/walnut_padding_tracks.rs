//! Padding where a formula meets a `reg`'s tracks of set alphabets or of both reading
//! directions, and where `convert` and `transduce` read an automaton as numbers. Each
//! answer is compared with a brute force over the literal words of the regular expression
//! (a number is in the set when some padded representation of it, leading zeros in msd,
//! trailing ones in lsd, is one of the words), written here without the prover.
//!
//! - A track over the set of a system's digits (`{1,0}` beside msd_2) read by a formula
//!   as a number: the automaton is then one of numbers, closed under padding like any
//!   definition (before, `$s(x) & x < y` read `s`'s words literally, so whether x
//!   satisfied it depended on y's length).
//! - A set track projected away (`E u $r(u, x)` with u over `{-1,0,1}`): the same.
//! - Tracks of both directions: a definition made by a formula is closed and read as it
//!   is; a `reg` that is not closed is refused in a formula (no regular closure exists in
//!   general), its literal language still listed by `test`.
//! - `convert $B BASE $A` and `transduce B T $A` read A as a formula does.

use automatic_prover::Session;
use automatic_prover::numeration::numeration;
use automatic_prover::walnut::library::WalnutHome;

/// The numbers of `lo..=hi` with some padded representation in `sys` among `words`
/// (digit strings in reading order).
fn members(sys: &str, words: &[&str], lo: i64, hi: i64) -> Vec<i64> {
    let n = numeration(sys).expect("a system");
    (lo..=hi)
        .filter(|&x| {
            let Some(p) = n.places_of_int(x) else {
                return false;
            };
            (p..=p + 8).any(|len| {
                let d: String = n
                    .digits_int(x, len)
                    .expect("long enough")
                    .iter()
                    .map(|d| char::from_digit(*d, 10).expect("a digit"))
                    .collect();
                words.contains(&d.as_str())
            })
        })
        .collect()
}

fn range(sys: &str) -> (i64, i64) {
    if sys.contains("neg") {
        (-20, 20)
    } else {
        (0, 40)
    }
}

/// `def m "?SYS BODY"` over (x, y) against `want(x, y)` on the system's small range.
fn check_pairs(s: &mut Session, sys: &str, body: &str, want: impl Fn(i64, i64) -> bool) {
    s.run_script(&format!("def m \"?{sys} {body}\";"))
        .unwrap_or_else(|e| panic!("{sys}: {body}: {e}"));
    let m = s.definition("m").expect("m").clone();
    assert_eq!(m.vars, ["x", "y"], "{sys}: {body}");
    let (lo, hi) = range(sys);
    for x in lo..=hi {
        for y in lo..=hi {
            assert_eq!(
                m.accepts_ints(&[x, y]),
                want(x, y),
                "{sys}: {body} at x = {x}, y = {y}"
            );
        }
    }
}

#[test]
fn a_digit_set_track_read_as_a_number_is_padded() {
    for sys in ["msd_2", "lsd_2", "msd_neg_2", "lsd_neg_2"] {
        let mut s = Session::default();
        s.run_script("reg s {1,0} \"1|110\";").expect("reg");
        let set = members(sys, &["1", "110"], -20, 40);
        check_pairs(&mut s, sys, "$s(x) & x < y", |x, y| {
            set.contains(&x) && x < y
        });
        // E x,y (P(x) & y = 9) is E x P(x), and P(1) holds (x = 1 is written `1`).
        let out = s
            .run_script(&format!(
                "eval a \"?{sys} E x $s(x) & x = 1\";\neval b \"?{sys} E x,y $s(x) & x = 1 & y = 9\";"
            ))
            .expect("evals");
        let lines: Vec<String> = out.iter().map(|o| o.line()).collect();
        assert_eq!(lines, ["a: TRUE", "b: TRUE"], "{sys}");
    }
}

#[test]
fn a_digit_set_track_beside_arithmetic_is_a_number() {
    // `[1,0][0,1]` over (the digits of SYS as a set, SYS): the pair (y, t) written `10` and `01` at length 2,
    // and no other; `$s(y, x/2)` reads t = x/2 (a quantifier of the call) while y, read as
    // a number by `y < 99`, is padded as a number too.
    for (sys, set) in [
        ("msd_2", "{1,0}"),
        ("lsd_2", "{1,0}"),
        ("msd_neg_2", "{1,0}"),
        ("lsd_ost_2", "{2,1,0}"),
    ] {
        let mut s = Session::default();
        s.run_script(&format!("reg s {set} {sys} \"[1,0][0,1]\";"))
            .expect("reg");
        let n = numeration(sys).expect("a system");
        let written = |v: i64, d: [u32; 2]| {
            let p = n.places_of_int(v).is_some_and(|p| p <= 2);
            p && n.digits_int(v, 2) == Some(d.to_vec())
        };
        check_pairs(&mut s, sys, "$s(y, x/2) & y < 99", |x, y| {
            written(y, [1, 0]) && written(x.div_euclid(2), [0, 1])
        });
    }
}

#[test]
fn a_set_track_projected_away_leaves_padded_numbers() {
    // Projected, `[1,1]([0,0]|[-1,1])*` is the words `1(0|1)*`.
    let words: Vec<String> = (0..8u32)
        .flat_map(|len| {
            (0..1u32 << len).map(move |b| {
                let tail: String = (0..len)
                    .map(|i| if b >> i & 1 == 1 { '1' } else { '0' })
                    .collect();
                format!("1{tail}")
            })
        })
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    for sys in ["msd_2", "lsd_2", "msd_neg_2"] {
        let mut s = Session::default();
        let script = format!("reg r {{-1,0,1}} {sys} \"[1,1]([0,0]|[-1,1])*\";");
        s.run_script(&script).expect("reg");
        let set = members(sys, &words, -20, 40);
        check_pairs(&mut s, sys, "~(E u $r(u,x)) & x < y", |x, y| {
            !set.contains(&x) && x < y
        });
    }
}

#[test]
fn tracks_of_both_directions_closed_or_refused() {
    let mut s = Session::default();
    s.run_script("def d \"?msd_2 x = 1 & (?lsd_2 y = 2)\";")
        .expect("def");
    let out = s
        .run_script(
            "eval a \"?msd_2 $d(1, ?lsd_2 2)\";\neval b \"?msd_2 $d(1, ?lsd_2 4)\";\n\
             eval c \"?msd_2 $d(1, ?lsd_2 1)\";\neval e \"?msd_2 $d(2, ?lsd_2 2)\";",
        )
        .expect("evals");
    let lines: Vec<String> = out.iter().map(|o| o.line()).collect();
    assert_eq!(lines, ["a: TRUE", "b: FALSE", "c: FALSE", "e: FALSE"]);
    s.run_script("def e \"?msd_2 $d(x, ?lsd_2 y)\";")
        .expect("def");
    let e = s.definition("e").expect("e").clone();
    for x in 0..20 {
        for y in 0..20 {
            assert_eq!(e.accepts_ints(&[x, y]), (x, y) == (1, 2), "({x}, {y})");
        }
    }
    // `[1,1][0,0]` is (2, 1) written at length 2 only: not closed, refused in a formula.
    s.run_script("reg m msd_2 lsd_2 \"[1,1][0,0]\";")
        .expect("reg");
    let err = s
        .run_script("eval f \"?msd_2 E x (?lsd_2 E y $m(x,y))\";")
        .expect_err("refused");
    assert!(err.contains("msd and lsd"), "{err}");
    assert!(!err.contains('\n'), "{err}");
}

#[test]
fn convert_reads_an_automaton_as_its_padded_numbers() {
    for (sys, to) in [
        ("msd_2", "msd_4"),
        ("lsd_2", "lsd_4"),
        ("msd_2", "lsd_2"),
        ("msd_4", "msd_2"),
    ] {
        let mut s = Session::default();
        s.run_script(&format!("reg a {sys} \"1|110\";\nconvert $b {to} $a;"))
            .unwrap_or_else(|e| panic!("{sys} -> {to}: {e}"));
        let set = members(sys, &["1", "110"], 0, 40);
        s.run_script(&format!("def m \"?{to} $b(x) & x < y\";"))
            .expect("def");
        let m = s.definition("m").expect("m").clone();
        for x in 0..40 {
            for y in 0..40 {
                assert_eq!(
                    m.accepts_ints(&[x, y]),
                    set.contains(&x) && x < y,
                    "{sys} -> {to}: x = {x}, y = {y}"
                );
            }
        }
    }
}

#[test]
fn transduce_reads_an_automaton_as_its_padded_numbers() {
    // Running sum mod 2 (the output is the sum of the letters read, this one included).
    let runsum = "{0, 1}\n\n0\n0 -> 0 / 0\n1 -> 1 / 1\n\n1\n0 -> 1 / 1\n1 -> 0 / 0\n";
    let dir = std::env::temp_dir().join(format!("wythoff-pad-transduce-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("Transducer Library")).expect("dir");
    std::fs::write(dir.join("Transducer Library/RUNSUM2.txt"), runsum).expect("write");
    for sys in ["msd_2", "lsd_2"] {
        let mut s = Session::default();
        s.walnut_home = Some(WalnutHome::new(&dir).expect("a directory"));
        s.run_script(&format!("reg a {sys} \"1|110\";\ntransduce W RUNSUM2 $a;"))
            .unwrap_or_else(|e| panic!("{sys}: {e}"));
        let set = members(sys, &["1", "110"], 0, 63);
        let w = s.native_word("W").expect("a word");
        let mut sum = 0;
        for n in 0..64 {
            sum = (sum + i64::from(set.contains(&n))) % 2;
            assert_eq!(w.at(n as u64), sum, "{sys}: W[{n}]");
        }
    }
    std::fs::remove_dir_all(dir).ok();
}
