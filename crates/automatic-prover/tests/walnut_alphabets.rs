//! The letters of Walnut's `reg`: `.` (any letter of the alphabet), classes of single digits
//! (`[5-9]`), and digits outside a track's alphabet (matching nothing, as Walnut intersects
//! its regex with the alphabet's words). Each regex is compared with one written with
//! plain letters, or with the arithmetic set it denotes; the answers are derived by hand.

mod common;

use automatic_prover::Session;

fn run(script: &str) -> Vec<String> {
    common::session_lines(&mut Session::default(), script)
}

#[test]
fn any_letter_and_classes() {
    let out = run("reg r msd_5 \".[3-4]*.\";\n\
         reg s msd_5 \"(0|1|2|3|4)(3|4)*(0|1|2|3|4)\";\n\
         eval same \"Ax $r(x) <=> $s(x)\";\n\
         reg teens msd_10 \"0*1.\";\n\
         eval t \"?msd_10 Ax $teens(x) <=> (x >= 10 & x <= 19)\";\n\
         reg r2 msd_10 \"0*[1-3][0-9]\";\n\
         eval u \"?msd_10 Ax $r2(x) <=> (x >= 10 & x <= 39)\";\n\
         reg r3 msd_10 \"0*[0-24]\";\n\
         eval v \"?msd_10 Ax x >= 1 & x <= 9 => ($r3(x) <=> x != 3 & x <= 4)\";\n\
         reg pairs msd_2 msd_2 \"[0,0]*..\";\n\
         reg plain msd_2 msd_2 \"[0,0]*([0,0]|[0,1]|[1,0]|[1,1])([0,0]|[0,1]|[1,0]|[1,1])\";\n\
         eval w \"Ax,y $pairs(x,y) <=> $plain(x,y)\";\n\
         eval w2 \"Ax,y (x >= 2 | y >= 2) & x < 4 & y < 4 => $pairs(x,y)\";");
    assert_eq!(
        [&out[2], &out[4], &out[6], &out[8], &out[11], &out[12]],
        [
            "same: TRUE",
            "t: TRUE",
            "u: TRUE",
            "v: TRUE",
            "w: TRUE",
            "w2: TRUE"
        ]
    );
    assert_eq!(out[0].replace('r', "s"), out[1]);
}

#[test]
fn digits_outside_the_alphabet_match_nothing() {
    // Walnut's integration suite: `reg lsd "100*270*"` and `reg msd_5 ".[5-9]*[8-9]."`
    // are the empty language (one state).
    let out = run("reg a lsd \"100*270*\";\n\
         eval ea \"?lsd_2 Ex $a(x)\";\n\
         reg b msd_5 \".[5-9]*[8-9].\";\n\
         eval eb \"?msd_5 Ex $b(x)\";\n\
         reg c lsd_3 \"100*(27)?1*\";\n\
         reg d lsd_3 \"100*1*\";\n\
         eval cd \"?lsd_3 Ax $c(x) <=> $d(x)\";\n\
         reg e msd_2 msd_3 \"[1,2]|[2,1]\";\n\
         eval ee \"Ex,y $e(x,?msd_3 y)\";");
    assert_eq!(out[0], "a: 1 states");
    assert_eq!(out[1], "ea: FALSE");
    assert_eq!(out[2], "b: 1 states");
    assert_eq!(out[3], "eb: FALSE");
    assert_eq!(out[6], "cd: TRUE");
    assert_eq!(out[8], "ee: TRUE");
}

#[test]
fn class_errors_are_one_line() {
    let mut s = Session::default();
    for (script, expected) in [
        (
            "reg a msd_10 \"[5-]\";",
            "expected a digit from 5 to 9 ending the range in a class [a-b], found ']'",
        ),
        (
            "reg a msd_10 \"[7-3]\";",
            "expected a digit from 7 to 9 ending the range in a class [a-b], found '3'",
        ),
        (
            "reg a msd_10 \"[1-2,3]\";",
            "expected a single digit or a range a-b in a class [a-b], found ','",
        ),
    ] {
        let e = s.run_script(script).unwrap_err();
        assert!(e.ends_with(expected), "{script}: {e}");
        assert!(!e.contains('\n'));
    }
}

#[test]
fn a_range_ending_outside_the_alphabet_matches_nothing() {
    // Walnut's integration suite: `reg msd_5 ".[4-9]+."` is empty (one state): the range
    // ends at 9, outside the alphabet 0-4 (Walnut hands dk.brics the places of the
    // digits in the alphabet, and 9 has none).
    let out = run("reg a msd_5 \".[4-9]+.\";\n\
         eval ea \"?msd_5 Ex $a(x)\";\n\
         reg b msd_5 \".[3-4]+.\";\n\
         reg b2 msd_5 \"(0|1|2|3|4)(3|4)+(0|1|2|3|4)\";\n\
         eval eb \"?msd_5 Ax $b(x) <=> $b2(x)\";\n\
         reg c msd_5 \".[3-39]+.\";\n\
         reg c2 msd_5 \"(0|1|2|3|4)3+(0|1|2|3|4)\";\n\
         eval ec \"?msd_5 Ax $c(x) <=> $c2(x)\";");
    assert_eq!(out[..2], ["a: 1 states", "ea: FALSE"]);
    assert_eq!([&out[4], &out[7]], ["eb: TRUE", "ec: TRUE"]);
}
