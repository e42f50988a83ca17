//! Walnut's meaning of an automaton read by a formula: a tuple of numbers satisfies it when
//! SOME padded representation of the tuple is accepted (leading zero-tuples in msd, trailing
//! ones in lsd). Each command that can make an automaton not closed under padding (`reg`,
//! `concat`, `star`, `rightquo`, `leftquo`, `reverse`, `fixleadzero`, `fixtrailzero`,
//! `alphabet`, `union`, `intersect`) plants one, in msd_2, lsd_2 and msd_neg_2; a formula's
//! answer on every small tuple is compared with a brute force that reads the literal
//! automaton on every padding of the number up to the length where the zeros' states repeat.

use automatic_prover::{Auto, Session};

/// The numbers of `a` (one track): those with some padded representation accepted,
/// from `lo` to `hi`, by brute force on the literal automaton.
fn padded_members(a: &Auto, lo: i64, hi: i64) -> Vec<i64> {
    let n = &a.nums[0];
    // After as many zeros as states, the states reached by the zeros repeat.
    let extra = a.dfa.states() + 1;
    (lo..=hi)
        .filter(|&x| {
            let Some(p) = n.places_of_int(x) else {
                return false;
            };
            (p..=p + extra).any(|len| {
                let digits = n.digits_int(x, len).expect("long enough");
                a.dfa.accepts_tracks(&[digits])
            })
        })
        .collect()
}

/// Whether some number of the range has one padded representation accepted and another
/// rejected by the literal automaton: the plant is not closed under padding.
fn not_closed(a: &Auto, lo: i64, hi: i64) -> bool {
    let n = &a.nums[0];
    (lo..=hi).any(|x| {
        let p = n.places_of_int(x).expect("a number of the system");
        let seen: Vec<bool> = (p..=p + a.dfa.states() + 1)
            .map(|len| a.dfa.accepts_tracks(&[n.digits_int(x, len).expect("long")]))
            .collect();
        seen.contains(&true) && seen.contains(&false)
    })
}

/// The range of small numbers of a system: the integers in a negative base.
fn range(sys: &str) -> (i64, i64) {
    if sys.contains("neg") {
        (-24, 24)
    } else {
        (0, 40)
    }
}

/// Run `prelude` (it defines `a`, one track, in `sys`), then `m(x, y) = $a(x) & x < y` and
/// a closed `E x $a(x) & x = k` for the two extreme members; compare with brute force. The
/// first disagreement is returned.
fn check(sys: &str, prelude: &str) -> Result<(), String> {
    let mut s = Session::default();
    s.run_script(prelude)
        .unwrap_or_else(|e| panic!("{sys}: {prelude}: {e}"));
    let lit = s.definition("a").expect("a defined").clone();
    assert_eq!(lit.nums[0].name, sys, "{prelude}");
    let (lo, hi) = range(sys);
    let members = padded_members(&lit, lo, hi);
    assert!(!members.is_empty(), "{sys}: {prelude}: plants nothing");
    assert!(
        not_closed(&lit, lo, hi),
        "{sys}: {prelude}: the plant is closed under padding"
    );
    s.run_script(&format!("def m \"?{sys} $a(x) & x < y\";"))
        .unwrap_or_else(|e| panic!("{sys}: {prelude}: {e}"));
    let m = s.definition("m").expect("m").clone();
    for x in lo..=hi {
        for y in lo..=hi {
            let want = members.contains(&x) && x < y;
            if m.accepts_ints(&[x, y]) != want {
                return Err(format!(
                    "{sys}: {prelude}: $a({x}) & {x} < {y} should be {want} (members {members:?})"
                ));
            }
        }
    }
    // A closed formula whose other variable is long: the member padded to its length.
    for &x in [members[0], *members.last().expect("one")].iter() {
        let out = s
            .run_script(&format!(
                "eval e \"?{sys} E u,v $a(u) & u = {} & v = {}\";",
                signed(x),
                signed(if x >= 0 { 9 * x + 300 } else { 9 * x - 300 })
            ))
            .unwrap_or_else(|e| panic!("{sys}: {prelude}: {e}"));
        if !out[0].line().contains("TRUE") {
            return Err(format!(
                "{sys}: {prelude}: E u,v $a(u) & u = {x} & v = ... is FALSE"
            ));
        }
    }
    Ok(())
}

/// Every plant checked; the disagreements listed together.
fn check_all(cases: &[(String, String)]) {
    let failed: Vec<String> = cases
        .iter()
        .filter_map(|(sys, prelude)| check(sys, prelude).err())
        .collect();
    assert!(
        failed.is_empty(),
        "{} disagreements:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// A constant as a formula writes it (`_5` for -5).
fn signed(x: i64) -> String {
    if x < 0 {
        format!("_{}", -x)
    } else {
        x.to_string()
    }
}

const SYSTEMS: [&str; 3] = ["msd_2", "lsd_2", "msd_neg_2"];

/// The system read in the other direction (`reverse $` flips it).
fn flipped(sys: &str) -> String {
    match sys.split_once('_') {
        Some(("msd", rest)) => format!("lsd_{rest}"),
        Some(("lsd", rest)) => format!("msd_{rest}"),
        _ => unreachable!(),
    }
}

#[test]
fn the_examples_of_a_reg_read_by_a_formula_answer_as_walnut_means_them() {
    let mut s = Session::default();
    let out = s
        .run_script(
            "reg a msd_2 \"1\";\n\
             eval t1 \"?msd_2 E x,y $a(x) & y=2\";\n\
             eval t2 \"?msd_2 A x,y ($a(x) & y=2) => x=5\";\n\
             reg c msd_neg_2 \"1\";\n\
             def e \"?msd_neg_2 E x $c(x) & y>x\";",
        )
        .expect("runs");
    assert!(out[1].line().contains("TRUE"), "{}", out[1].line());
    assert!(out[2].line().contains("FALSE"), "{}", out[2].line());
    let e = s.definition("e").expect("e");
    for y in -30..=30 {
        assert_eq!(e.accepts_ints(&[y]), y > 1, "y = {y}");
    }
    // The literal automaton stays what `reg` wrote, for the language commands.
    let a = s.definition("a").expect("a");
    assert!(a.dfa.accepts_tracks(&[vec![1]]) && !a.dfa.accepts_tracks(&[vec![0, 1]]));
}

#[test]
fn reg_plants_a_non_closed_automaton_read_as_its_padded_numbers() {
    let mut cases = Vec::new();
    for sys in SYSTEMS {
        for regex in ["1", "10|011", "1(01)*"] {
            cases.push((sys.to_string(), format!("reg a {sys} \"{regex}\";")));
        }
    }
    check_all(&cases);
}

#[test]
fn a_reg_of_two_tracks_is_padded_as_a_tuple() {
    for sys in SYSTEMS {
        let mut s = Session::default();
        s.run_script(&format!(
            "reg p {sys} {sys} \"[1,0][0,1]\";\ndef m \"?{sys} $p(x,y) & z = x + y + 40\";"
        ))
        .expect("runs");
        let p = s.definition("p").expect("p").clone();
        let m = s.definition("m").expect("m").clone();
        let n = &p.nums[0];
        let (lo, hi) = range(sys);
        for x in lo..=hi {
            for y in lo..=hi {
                let padded = (|| {
                    let l = n.places_of_int(x)?.max(n.places_of_int(y)?);
                    Some((l..=l + p.dfa.states() + 1).any(|len| {
                        p.dfa.accepts_tracks(&[
                            n.digits_int(x, len).expect("long"),
                            n.digits_int(y, len).expect("long"),
                        ])
                    }))
                })()
                .unwrap_or(false);
                let z = x + y + 40;
                assert_eq!(m.accepts_ints(&[x, y, z]), padded, "{sys}: ({x}, {y})");
            }
        }
    }
}

#[test]
fn the_language_commands_plant_non_closed_automata_read_as_their_padded_numbers() {
    let mut cases = Vec::new();
    for sys in SYSTEMS {
        let regs = format!("reg p {sys} \"1\"; reg q {sys} \"0\"; reg r {sys} \"110\";");
        // Each zero fix pads the other end than the system's reading pads.
        let fix = if sys.starts_with("msd") {
            "fixtrailzero"
        } else {
            "fixleadzero"
        };
        for command in [
            "concat a p q;",
            "concat a q p r;",
            "star a p;",
            "rightquo a r q;",
            "leftquo a r p;",
            "union a p r;",
            "concat s p q; intersect a s s;",
            &format!("{fix} a p;"),
        ] {
            cases.push((sys.to_string(), format!("{regs} {command}")));
        }
        cases.push((
            sys.to_string(),
            format!("reg b {{0,1}} \"1|110\"; alphabet a {sys} $b;"),
        ));
        cases.push((flipped(sys), format!("reg p {sys} \"110\"; reverse a $p;")));
    }
    check_all(&cases);
}

/// Every word over `{0, .., r-1}` up to length `len`.
fn all_words(r: u32, len: usize) -> Vec<Vec<u32>> {
    let mut all = vec![vec![]];
    let mut i = 0;
    while i < all.len() {
        if all[i].len() < len {
            for l in 0..r {
                let mut w = all[i].clone();
                w.push(l);
                all.push(w);
            }
        }
        i += 1;
    }
    all
}

/// `w` without its leading (`lead`) or trailing zeros.
fn strip(w: &[u32], lead: bool) -> Vec<u32> {
    let mut v = w.to_vec();
    if lead {
        v.reverse();
    }
    while v.last() == Some(&0) {
        v.pop();
    }
    if lead {
        v.reverse();
    }
    v
}

#[test]
fn the_zero_fixes_add_and_remove_zeros_as_walnut_defines_them() {
    // Walnut's definition: `fixleadzero` accepts 0* x' for each x accepted, x' being x
    // without its leading zeros; `fixtrailzero` the dual. Checked on the literal automaton
    // against every word up to length 7, the letter 0 being the letter of value 0 (in the
    // set {1,0}, written first or not).
    for alphabet in ["msd_2", "lsd_2", "{1,0}", "{0,1}"] {
        for words in [["1", "0011"], ["10|011", "1100"]] {
            for (command, lead) in [("fixleadzero", true), ("fixtrailzero", false)] {
                let regex = words.join("|");
                let mut s = Session::default();
                s.run_script(&format!("reg a {alphabet} \"{regex}\"; {command} b a;"))
                    .unwrap_or_else(|e| panic!("{alphabet} {command}: {e}"));
                let (a, b) = (s.definition("a").expect("a"), s.definition("b").expect("b"));
                assert_eq!(a.nums[0].letter_values(), [0, 1], "{alphabet}");
                let members: Vec<Vec<u32>> = all_words(2, 7)
                    .into_iter()
                    .filter(|w| a.dfa.accepts_tracks(std::slice::from_ref(w)))
                    .collect();
                assert!(!members.is_empty(), "{alphabet} {regex}");
                for w in all_words(2, 7) {
                    let want = members.iter().any(|x| strip(x, lead) == strip(&w, lead));
                    assert_eq!(
                        b.dfa.accepts_tracks(std::slice::from_ref(&w)),
                        want,
                        "{alphabet}: reg a \"{regex}\"; {command} b a; on {w:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_zero_fix_read_by_test_and_by_a_formula() {
    // `fixtrailzero` of msd_2 "1" is 10*: `test` lists its words, shortest first; over a
    // set alphabet `test` lists the leading zeros too.
    let mut s = Session::default();
    let out = s
        .run_script(
            "reg a msd_2 \"1\"; fixtrailzero b a; test b 3;\n\
             reg z {1,0} \"0011\"; fixleadzero y z; test y 3;\n\
             reg c lsd_2 \"1\"; fixleadzero d c; eval t1 \"?lsd_2 $d(4) & ~$d(6)\";\n\
             eval t2 \"?msd_2 $b(8) & ~$b(6)\";",
        )
        .expect("runs");
    let lines: Vec<String> = out.iter().map(|o| o.line().to_string()).collect();
    assert!(lines.iter().any(|l| l.ends_with("1\n10\n100")), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.ends_with("11\n011\n0011")),
        "{lines:?}"
    );
    // 0*1 in lsd and 10* in msd read the powers of 2 (1 alone without Walnut's padding).
    for (name, i) in [("t1", 1), ("t2", 2)] {
        let l = lines.iter().find(|l| l.starts_with(name)).expect(name);
        assert!(l.ends_with("TRUE"), "{i}: {l}");
    }
}
