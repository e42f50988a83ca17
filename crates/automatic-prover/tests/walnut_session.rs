//! Sessions from Walnut's documentation, run unchanged, with the documented answers:
//!
//! * the help page of `promote` (the Thue-Morse morphism promoted to its two-state
//!   automaton, whose transitions the page lists);
//! * the command file `morphism_image_tests.txt` of Walnut's integration suite (morphisms,
//!   `promote` and `image`) with the five `eval`s the suite runs on it (`test393` to
//!   `test397`), each documented TRUE;
//! * the help page of `ost` (the Ostrowski system of (5 + sqrt 13)/6 = [0; 3, 1, (1, 2)]
//!   and the automaton of its even numbers), checked by brute force.
//!
//! Transcribed by hand from Walnut's repository (`Help Documentation/Commands/` and
//! `src/test/resources/integrationTests/Global/Command Files/`).

mod common;

use automatic_prover::{Answer, Session};
use common::session_lines as run;

#[test]
fn promote_help_page() {
    let mut s = Session::default();
    let out = run(
        &mut s,
        "morphism thue \"0->01 1->10\";\npromote T thue;\neval same \"An T[n]=@1 <=> ~T[n]=@0\";",
    );
    assert_eq!(
        out,
        [
            "Defined with domain [0, 1] and range [0, 1]",
            "T: 2 states",
            "same: TRUE"
        ]
    );
    // The page's automaton: msd_2; state 0 outputs 0 (0 -> 0, 1 -> 1), state 1 outputs 1
    // (0 -> 1, 1 -> 0).
    let t = s.native_word("T").unwrap();
    assert_eq!(t.num.name, "msd_2");
    assert_eq!(t.out, [0, 1]);
    let d = &t.dfa;
    assert_eq!(
        [d.next(0, 0), d.next(0, 1), d.next(1, 0), d.next(1, 1)],
        [0, 1, 1, 0]
    );
}

/// `morphism_image_tests.txt`, as Walnut's integration suite loads it.
const MORPHISM_IMAGE_TESTS: &str = r#"morphism revmor "0->0012 1->0112";

image FS revmor T;

def fsrevchk "As,t (s>=i & t>=j & s+t+1=i+j+n) => FS[s]=FS[t]";

morphism gam "0->01 1->21 2->03 3->23";

promote B4 gam;

morphism g3 "0->0010 1->1122 2->0200 3->1212";

morphism g6 "0->01230 1->24134 2->52340 3->24513";

image G3B4 g3 B4;

image G6B4 g6 B4;

def gamard6factoreq "Au,v (i+v=j+u & u>=i & u<i+n) => G6B4[u]=G6B4[v]";

def gamard6shift "$gamard6factoreq(j,i+t,n-t) & $gamard6factoreq(i,(j+n)-t,t)";

def gamard6conj "Et t<=n & $gamard6shift(i,j,n,t)";

def gamard6allconj "At t<=n => Ej $gamard6shift(i,j,n,t)";

def gamard3factoreq "Au,v (i+v=j+u & u>=i & u<i+n) => G3B4[u]=G3B4[v]";

def gamard3shift "$gamard3factoreq(j,i+t,n-t) & $gamard3factoreq(i,(j+n)-t,t)";

def gamard3conj "Et t<=n & $gamard3shift(i,j,n,t)";

def gamard3allconj "At t<=n => Ej $gamard3shift(i,j,n,t)";

morphism g "0->01 1->23 2->45 3->46 4->54 5->66 6->66";

morphism h "0->2 1->2 2->2 3->0 4->1 5->0 6->1";

promote GG g;

image WSA h GG;

reg power2 msd_2 "0*10*";
"#;

/// The suite's evals on that file (`IntegrationTest.java`), each expected `true`.
const EVALS: &str = r#"eval test393 "Ai,j,n (n>=3) => ~$fsrevchk(i,j,n)";
eval test394 "~Ep,n (p>=1) & (Ai (i>=n) => FS[i]=FS[i+p])";
eval test395 "An n>=2 => ~(Ei $gamard6allconj(i,n))";
eval test396 "An n>=3 => ~(Ei $gamard3allconj(i,n))";
eval test397 "Ai WSA[i]=@0 <=> (Ex $power2(x) & (i+2=5*x|i+2=7*x))";
"#;

/// The help pages' commands: `promote` (redefining T as the same Thue-Morse word the
/// command file then uses) and `ost`.
const HELP_PAGES: &str = r#"morphism thue "0->01 1->10";
promote T thue;
ost numsys [0 3 1] [1 2];
eval isEven "?msd_numsys Ey x=2*y";
"#;

/// One session with `morphism`, `promote`, `image` and `ost`: the help pages, then the
/// command file and the suite's evals on it.
#[test]
fn morphism_image_command_file_and_its_evals() {
    let mut s = Session::default();
    let script = format!("{HELP_PAGES}{MORPHISM_IMAGE_TESTS}{EVALS}");
    let out = s.run_script(&script).unwrap_or_else(|e| panic!("{e}"));
    let evals: Vec<(String, Answer)> = out
        .iter()
        .filter(|o| o.name.starts_with("test"))
        .map(|o| (o.name.clone(), o.result.clone()))
        .collect();
    let names: Vec<&str> = evals.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        ["test393", "test394", "test395", "test396", "test397"]
    );
    for (name, a) in &evals {
        assert_eq!(*a, Answer::True, "{name}");
    }
    let first: Vec<String> = out.iter().take(2).map(|o| o.line()).collect();
    assert_eq!(
        first,
        ["Defined with domain [0, 1] and range [0, 1]", "T: 2 states"]
    );
    assert!(out[2].line().starts_with("isEven: "), "{}", out[2].line());
    // The words against their definitions: B4 is the fixed point of gam, G3B4 and G6B4
    // its images (4- and 5-uniform), WSA = h(GG) letter by letter.
    let fixed = |m: &[&[i64]], len: usize| {
        let mut w = vec![0i64];
        while w.len() < len {
            w = w.iter().flat_map(|&a| m[a as usize].to_vec()).collect();
        }
        w.truncate(len);
        w
    };
    let gam: [&[i64]; 4] = [&[0, 1], &[2, 1], &[0, 3], &[2, 3]];
    let g3: [&[i64]; 4] = [&[0, 0, 1, 0], &[1, 1, 2, 2], &[0, 2, 0, 0], &[1, 2, 1, 2]];
    let g6: [&[i64]; 4] = [
        &[0, 1, 2, 3, 0],
        &[2, 4, 1, 3, 4],
        &[5, 2, 3, 4, 0],
        &[2, 4, 5, 1, 3],
    ];
    let b4 = fixed(&gam, 1000);
    let (w4, w3, w6) = (
        s.native_word("B4").unwrap(),
        s.native_word("G3B4").unwrap(),
        s.native_word("G6B4").unwrap(),
    );
    for n in 0..1000usize {
        assert_eq!(w4.at(n as u64), b4[n], "B4[{n}]");
        assert_eq!(w3.at(n as u64), g3[b4[n / 4] as usize][n % 4], "G3B4[{n}]");
        assert_eq!(w6.at(n as u64), g6[b4[n / 5] as usize][n % 5], "G6B4[{n}]");
    }
    let g: [&[i64]; 7] = [
        &[0, 1],
        &[2, 3],
        &[4, 5],
        &[4, 6],
        &[5, 4],
        &[6, 6],
        &[6, 6],
    ];
    let h = [2, 2, 2, 0, 1, 0, 1];
    let gg = fixed(&g, 1000);
    let wsa = s.native_word("WSA").unwrap();
    for (n, &v) in gg.iter().enumerate() {
        assert_eq!(wsa.at(n as u64), h[v as usize], "WSA[{n}]");
    }
}

#[test]
fn ost_help_page() {
    let mut s = Session::default();
    let out = run(
        &mut s,
        "ost numsys [0 3 1] [1 2];\neval isEven \"?msd_numsys Ey x=2*y\";",
    );
    assert_eq!(out.len(), 1);
    assert!(out[0].starts_with("isEven: "), "{}", out[0]);
    // The same formula as a def, to read its automaton: the even numbers.
    run(&mut s, "def even \"?msd_numsys Ey x=2*y\";");
    let a = s.definition("even").unwrap();
    for n in 0..300u64 {
        assert_eq!(a.accepts_values(&[n]), n % 2 == 0, "{n}");
    }
}
