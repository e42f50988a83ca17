//! Tracks whose alphabet is a set of integers (Walnut's `reg NAME {-1,0,1} "..."`): no
//! number system, words rather than numbers. Checked by brute force: random regexes over
//! `{-1,0,1}` and `{0,2,5}` against a matcher written here, products and quantifiers
//! against enumeration of words, and the rules derived by hand from Walnut's semantics
//! (unification with a system, no zero fix while a set track remains, file round trip).

mod common;

use automatic_prover::automaton::limits::Budget;
use automatic_prover::walnut::format::{from_walnut, to_walnut};
use automatic_prover::walnut::save;
use automatic_prover::{Auto, Session};

/// A regex over letter values, matched directly.
#[derive(Debug, Clone)]
enum Re {
    Eps,
    Lit(i64),
    Any,
    Cat(Vec<Re>),
    Alt(Vec<Re>),
    Star(Box<Re>),
    Plus(Box<Re>),
    Opt(Box<Re>),
}

/// The ends `j` of the matches of `r` in `w` starting at `i`.
fn ends(r: &Re, w: &[i64], i: usize, alphabet: &[i64]) -> Vec<usize> {
    let mut out: Vec<usize> = match r {
        Re::Eps => vec![i],
        Re::Lit(v) => (w.get(i) == Some(v)).then_some(i + 1).into_iter().collect(),
        Re::Any => (i < w.len() && alphabet.contains(&w[i]))
            .then_some(i + 1)
            .into_iter()
            .collect(),
        Re::Cat(parts) => parts.iter().fold(vec![i], |at, p| {
            at.iter().flat_map(|&k| ends(p, w, k, alphabet)).collect()
        }),
        Re::Alt(parts) => parts.iter().flat_map(|p| ends(p, w, i, alphabet)).collect(),
        Re::Opt(x) => {
            let mut v = ends(x, w, i, alphabet);
            v.push(i);
            v
        }
        Re::Star(x) | Re::Plus(x) => {
            let mut seen = vec![i];
            let mut frontier = vec![i];
            let mut reached_once = Vec::new();
            while let Some(k) = frontier.pop() {
                for j in ends(x, w, k, alphabet) {
                    reached_once.push(j);
                    if !seen.contains(&j) {
                        seen.push(j);
                        frontier.push(j);
                    }
                }
            }
            if matches!(r, Re::Plus(_)) {
                reached_once
            } else {
                seen
            }
        }
    };
    out.sort_unstable();
    out.dedup();
    out
}

fn matches(r: &Re, w: &[i64], alphabet: &[i64]) -> bool {
    ends(r, w, 0, alphabet).contains(&w.len())
}

/// Walnut's spelling of a regex: a letter 0..=9 as its digit (or as `[ d ]`), any other
/// as `[v]` with the sign sometimes apart from its digits (`[ - 1]`, as Walnut allows).
fn text(r: &Re, rng: &mut Rng) -> String {
    match r {
        Re::Eps => "()".into(),
        Re::Lit(v) if (0..10).contains(v) && rng.below(3) > 0 => v.to_string(),
        Re::Lit(v) if *v < 0 && rng.below(2) == 0 => format!("[ - {}]", -v),
        Re::Lit(v) => format!("[{v}]"),
        Re::Any => ".".into(),
        Re::Cat(p) => format!(
            "({})",
            p.iter().map(|x| text(x, rng)).collect::<Vec<_>>().join("")
        ),
        Re::Alt(p) => format!(
            "({})",
            p.iter().map(|x| text(x, rng)).collect::<Vec<_>>().join("|")
        ),
        Re::Star(x) => format!("({})*", text(x, rng)),
        Re::Plus(x) => format!("({})+", text(x, rng)),
        Re::Opt(x) => format!("({})?", text(x, rng)),
    }
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A random regex whose literals are drawn from `values` (and one value outside them).
fn random_re(rng: &mut Rng, values: &[i64], depth: u32) -> Re {
    let leaf = depth == 0 || rng.below(3) == 0;
    if leaf {
        return match rng.below(8) {
            0 => Re::Eps,
            1 => Re::Any,
            2 => Re::Lit(7),
            _ => Re::Lit(values[rng.below(values.len() as u64) as usize]),
        };
    }
    let sub = |rng: &mut Rng| random_re(rng, values, depth - 1);
    match rng.below(6) {
        0 | 1 => Re::Cat(vec![sub(rng), sub(rng), sub(rng)]),
        2 => Re::Alt(vec![sub(rng), sub(rng)]),
        3 => Re::Star(Box::new(sub(rng))),
        4 => Re::Plus(Box::new(sub(rng))),
        _ => Re::Opt(Box::new(sub(rng))),
    }
}

/// Every word over `alphabet` of length at most `len`.
fn words(alphabet: &[i64], len: usize) -> Vec<Vec<i64>> {
    let mut out = vec![vec![]];
    let mut layer = vec![vec![]];
    for _ in 0..len {
        layer = layer
            .iter()
            .flat_map(|w: &Vec<i64>| {
                alphabet.iter().map(move |&a| {
                    let mut x = w.clone();
                    x.push(a);
                    x
                })
            })
            .collect();
        out.extend(layer.iter().cloned());
    }
    out
}

/// The digits of a word of values on a track of these sorted letters.
fn digits(w: &[i64], sorted: &[i64]) -> Vec<u32> {
    w.iter()
        .map(|v| sorted.binary_search(v).expect("a letter") as u32)
        .collect()
}

fn accepts(a: &Auto, tracks: &[&[i64]], sorted: &[i64]) -> bool {
    let t: Vec<Vec<u32>> = tracks.iter().map(|w| digits(w, sorted)).collect();
    a.dfa.accepts_tracks(&t)
}

fn session(script: &str) -> Session {
    let mut s = Session::default();
    s.run_script(script)
        .unwrap_or_else(|e| panic!("{script}: {e}"));
    s
}

#[test]
fn random_regexes_match_a_direct_matcher() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (set, written) in [
        (vec![-1, 0, 1], "{-1,0,1}"),
        (vec![0, 2, 5], "{ 5 , 0,+2 }"),
    ] {
        let all = words(&set, 6);
        let (mut yes, mut no) = (0, 0);
        for i in 0..25 {
            let re = random_re(&mut rng, &set, 3);
            let t = text(&re, &mut rng);
            let s = session(&format!("reg r{i} {written} \"{t}\";"));
            let a = s.definition(&format!("r{i}")).expect("defined");
            assert_eq!(
                a.nums[0].name,
                format!("{{{}}}", {
                    let v: Vec<String> = set.iter().map(i64::to_string).collect();
                    v.join(",")
                })
            );
            for w in &all {
                let want = matches(&re, w, &set);
                assert_eq!(accepts(a, &[w], &set), want, "{t} on {w:?}");
                if want {
                    yes += 1;
                } else {
                    no += 1;
                }
            }
        }
        // Not a vacuous comparison: the regexes accept some words and reject others.
        assert!(yes > 100 && no > 100, "{yes} accepted, {no} rejected");
    }
    // The generator reaches both kinds of answer.
    let s = session("reg a {-1,0,1} \"[-1]*\"; reg b {-1,0,1} \"[-1]1\";");
    let a = s.definition("a").expect("a");
    assert!(accepts(a, &[&[-1, -1]], &[-1, 0, 1]));
    assert!(!accepts(a, &[&[-1, 0]], &[-1, 0, 1]));
    let b = s.definition("b").expect("b");
    assert!(accepts(b, &[&[-1, 1]], &[-1, 0, 1]));
    assert!(!accepts(b, &[&[1, -1]], &[-1, 0, 1]));
}

#[test]
fn a_class_reads_the_letters_in_the_order_written() {
    // Walnut hands dk.brics the places of the digits among the letters as written: over
    // {0,4,6,7}, [5-6] runs from before the first letter (5 is none) to 6, that is 0, 4, 6;
    // [3-6] the same. So `.[5-6]*[3-6]` is: any letter, then one or more of 0, 4, 6.
    let set = [0, 4, 6, 7];
    let s = session("reg c {0,4,6,7} \".[5-6]*[3-6]\";");
    let c = s.definition("c").expect("c");
    for w in words(&set, 4) {
        let want = w.len() >= 2 && w[1..].iter().all(|v| [0, 4, 6].contains(v));
        assert_eq!(accepts(c, &[&w], &set), want, "{w:?}");
    }
    // Written {2,0,1}: [0-1] runs over the places of 0 and 1, that is 0 and 1; [1-2] from
    // the place of 1 (third) back to 2 (first): nothing.
    let s = session("reg d {2,0,1} \"[0-1]\"; reg e {2,0,1} \"[1-2]|()\";");
    let d = s.definition("d").expect("d");
    let e = s.definition("e").expect("e");
    for w in words(&[0, 1, 2], 2) {
        let want = w.len() == 1 && w[0] != 2;
        assert_eq!(accepts(d, &[&w], &[0, 1, 2]), want, "{w:?}");
        assert_eq!(accepts(e, &[&w], &[0, 1, 2]), w.is_empty(), "{w:?}");
    }
}

#[test]
fn products_and_quantifiers_over_set_tracks_are_relations_of_words() {
    let set = [0, 2, 5];
    let s = session(
        "reg a {0,2,5} {0,2,5} \"([0,2]|[2,5]|[5,5])*\";\
         reg b {0,2,5} {0,2,5} \"([2,0]|[5,2]|[5,5]|[0,0])*[5,0]\";\
         def c \"Ey $a(x,y) & $b(y,z)\";\
         def d \"$a(x,y) | ~$b(x,y)\";",
    );
    let ra = |x: i64, y: i64| [(0, 2), (2, 5), (5, 5)].contains(&(x, y));
    let rb_body = |x: i64, y: i64| [(2, 0), (5, 2), (5, 5), (0, 0)].contains(&(x, y));
    let in_a =
        |x: &[i64], y: &[i64]| x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| ra(p, q));
    let in_b = |x: &[i64], y: &[i64]| {
        let n = x.len();
        n == y.len()
            && n >= 1
            && (x[n - 1], y[n - 1]) == (5, 0)
            && x[..n - 1].iter().zip(y).all(|(&p, &q)| rb_body(p, q))
    };
    let all = words(&set, 4);
    let c = s.definition("c").expect("c");
    let d = s.definition("d").expect("d");
    let mut some = 0;
    for x in &all {
        for z in all.iter().filter(|z| z.len() == x.len()) {
            let want = all
                .iter()
                .filter(|y| y.len() == x.len())
                .any(|y| in_a(x, y) && in_b(y, z));
            assert_eq!(accepts(c, &[x, z], &set), want, "c at {x:?} {z:?}");
            some += usize::from(want);
            let want_d = in_a(x, z) || !in_b(x, z);
            assert_eq!(accepts(d, &[x, z], &set), want_d, "d at {x:?} {z:?}");
        }
    }
    assert!(some > 0);
}

#[test]
fn no_zero_fix_while_a_set_track_remains() {
    // p accepts the single pair (01, 01). Projecting y leaves x on {0,1}: the words x
    // with some y, exactly "01"; a leading-zero fix would also accept "1".
    let s = session(
        "reg p {0,1} {0,1} \"[0,0][1,1]\"; def q \"Ey $p(x,y)\";\
         reg p2 msd_2 msd_2 \"[0,0][1,1]\"; def q2 \"Ey $p2(x,y)\";",
    );
    let q = s.definition("q").expect("q");
    assert!(accepts(q, &[&[0, 1]], &[0, 1]));
    assert!(!accepts(q, &[&[1]], &[0, 1]));
    assert!(!accepts(q, &[&[0, 0, 1]], &[0, 1]));
    // In msd_2 the same regex is the number 1, with or without its leading zeros.
    let q2 = s.definition("q2").expect("q2");
    assert!(q2.accepts_values(&[1]));
    assert!(q2.dfa.accepts_tracks(&[vec![1]]));
    assert!(q2.dfa.accepts_tracks(&[vec![0, 1]]));
    // Quantifying every track: the language is not empty.
    let lines = common::session_lines(
        &mut Session::default(),
        "reg p {-1,0,1} \"1[-1]\"; eval t \"Ex $p(x)\"; eval u \"Ax $p(x)\";",
    );
    assert_eq!(
        lines[1..],
        ["t: TRUE".to_string(), "u: FALSE".to_string()][..],
        "{lines:?}"
    );
}

#[test]
fn a_set_track_meets_a_system_with_the_same_letters() {
    // A variable passed alone keeps the set alphabet (Walnut: no system to take).
    let s = session("reg e {0,1} \"(0|1)*\"; def f0 \"?msd_fib $e(n)\";");
    assert_eq!(s.definition("f0").expect("f0").nums[0].name, "{0,1}");
    // {0,1} every word, met with msd_fib: exactly the valid Zeckendorf words.
    let s = session("reg e {0,1} \"(0|1)*\"; def f \"?msd_fib $e(n) & n >= 0\";");
    let f = s.definition("f").expect("f");
    assert_eq!(f.nums[0].name, "msd_fib");
    assert!(f.dfa.accepts_tracks(&[vec![1, 0, 1]]));
    assert!(!f.dfa.accepts_tracks(&[vec![1, 1]]));
    assert!((0..40).all(|n| f.accepts_values(&[n])));
    // The arithmetic computes in the formula's base; the set track takes msd_fib.
    let s = session(
        "reg sh {0,1} {0,1} \"([0,0]|[0,1][1,1]*[1,0])*\";\
         def g \"?msd_fib Ex $sh(n-1,x) & s=x+1\";",
    );
    let g = s.definition("g").expect("g");
    assert!(g.nums.iter().all(|n| n.name == "msd_fib"));
    // sh shifts a Zeckendorf word one place (x = the word of n-1 shifted): for n-1 = 1
    // (word 1) x is 10 = 2, s = 3; for n-1 = 4 (101) x is 1010 = 7, s = 8.
    assert!(g.accepts_values(&[2, 3]));
    assert!(g.accepts_values(&[5, 8]));
    assert!(!g.accepts_values(&[5, 7]));

    let err = |script: &str| Session::default().run_script(script).unwrap_err();
    let e = err("reg e {0,1} \"(0|1)*\"; def f \"?msd_3 $e(n) & n >= 0\";");
    assert!(e.contains("same alphabet"), "{e}");
    assert!(!e.contains('\n'), "{e}");
    let e = err("reg e {-1,0,1} \"1*\"; def f \"$e(n) & n+1=2\";");
    assert!(e.contains("same alphabet"), "{e}");
    let e = err("reg e {0,1} \"1*\"; reg f {0,2} \"2*\"; def g \"$e(n) & $f(n)\";");
    assert!(e.contains("same alphabet"), "{e}");
    // From the command line: one line, exit code 2.
    let (code, _, stderr) = common::prove(
        Vec::<&str>::new(),
        "reg e {-1,0,1} \"1*\";\ndef f \"$e(n) & n+1=2\";\n",
    );
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
}

#[test]
fn files_round_trip_with_set_headers() {
    let s = session("reg r {-1,0,1} msd_2 \"([-1,1]|[0,0])*[1,1]\";");
    let a = s.definition("r").expect("r");
    let text = to_walnut(a);
    assert!(text.starts_with("{-1, 0, 1} msd_2\n"), "{text}");
    assert!(text.contains("-1 1 -> "), "{text}");
    let b = from_walnut(&text).expect("reads back");
    assert_eq!(b.nums[0].name, "{-1,0,1}");
    assert_eq!(b.nums[1].name, "msd_2");
    let set = [-1, 0, 1];
    for x in words(&set, 4) {
        for y in words(&[0, 1], 4).iter().filter(|y| y.len() == x.len()) {
            let t = vec![digits(&x, &set), y.iter().map(|&d| d as u32).collect()];
            let want = !x.is_empty()
                && (x[x.len() - 1], y[y.len() - 1]) == (1, 1)
                && x[..x.len() - 1]
                    .iter()
                    .zip(y.iter())
                    .all(|p| [(-1, 1), (0, 0)].contains(&(*p.0, *p.1)));
            assert_eq!(a.dfa.accepts_tracks(&t), want, "{x:?} {y:?}");
            assert_eq!(b.dfa.accepts_tracks(&t), want, "read back: {x:?} {y:?}");
        }
    }
    // This crate's own saved format (`--save`, `load`) keeps the set track too.
    let saved = save::from_text(&save::to_text(a)).expect("reads back");
    let saved = save::checked(saved, &Budget::default()).expect("checks");
    assert_eq!(saved.nums[0].name, "{-1,0,1}");
    assert_eq!(saved.dfa.table(), a.dfa.table());
    // Walnut's own spelling, unsorted and spaced, reads the same.
    let c = from_walnut("{1, -1,0 }\n0 0\n1 -> 1\n1 1\n-1 -> 1\n").expect("reads");
    assert!(c.dfa.accepts_tracks(&[digits(&[1, -1, -1], &set)]));
    assert!(!c.dfa.accepts_tracks(&[digits(&[1, 0], &set)]));
}

#[test]
fn language_commands_on_set_alphabets() {
    let set = [-1, 0, 1];
    let s = session(
        "reg a {-1,0,1} \"1[-1]*\"; reg b {-1,0,1} \"[-1]0|0\";\
         concat c a b; union u a b; intersect i a u; star st b; reverse rv $a;\
         reg z {-1,0,1} \"00[-1]1\"; fixleadzero fl z; fixtrailzero ft z;",
    );
    let re_a = Re::Cat(vec![Re::Lit(1), Re::Star(Box::new(Re::Lit(-1)))]);
    let re_b = Re::Alt(vec![Re::Cat(vec![Re::Lit(-1), Re::Lit(0)]), Re::Lit(0)]);
    let cases = [
        ("c", Re::Cat(vec![re_a.clone(), re_b.clone()])),
        ("u", Re::Alt(vec![re_a.clone(), re_b.clone()])),
        ("i", re_a.clone()),
        ("st", Re::Star(Box::new(re_b.clone()))),
        (
            "rv",
            Re::Cat(vec![Re::Star(Box::new(Re::Lit(-1))), Re::Lit(1)]),
        ),
        // The zero letter of {-1,0,1} is 0 (its second digit), as Walnut defines the fixes:
        // 0* x' for x in z, x' being x without its leading zeros (x' 0* for trailing).
        (
            "fl",
            Re::Cat(vec![
                Re::Star(Box::new(Re::Lit(0))),
                Re::Lit(-1),
                Re::Lit(1),
            ]),
        ),
        (
            "ft",
            Re::Cat(vec![
                Re::Lit(0),
                Re::Lit(0),
                Re::Lit(-1),
                Re::Lit(1),
                Re::Star(Box::new(Re::Lit(0))),
            ]),
        ),
    ];
    for (name, re) in cases {
        let a = s.definition(name).expect(name);
        assert_eq!(a.nums[0].name, "{-1,0,1}", "{name}");
        for w in words(&set, 5) {
            assert_eq!(
                accepts(a, &[&w], &set),
                matches(&re, &w, &set),
                "{name} {w:?}"
            );
        }
    }
    // Quotients by an automaton over a smaller alphabet (Walnut's #590 and #598 shape).
    let s = session(
        "reg x {0,1,2} \"(012)*2*\"; reg y {2,0} \"2\"; rightquo r x y;\
         reg y2 {2,0,1} \"2\"; leftquo l x y2;",
    );
    let r = s.definition("r").expect("r");
    let l = s.definition("l").expect("l");
    let re_x = Re::Cat(vec![
        Re::Star(Box::new(Re::Cat(vec![Re::Lit(0), Re::Lit(1), Re::Lit(2)]))),
        Re::Star(Box::new(Re::Lit(2))),
    ]);
    for w in words(&[0, 1, 2], 6) {
        let mut w2 = w.clone();
        w2.push(2);
        let mut w3 = vec![2];
        w3.extend(&w);
        assert_eq!(
            accepts(r, &[&w], &[0, 1, 2]),
            matches(&re_x, &w2, &[0, 1, 2]),
            "r {w:?}"
        );
        assert_eq!(
            accepts(l, &[&w], &[0, 1, 2]),
            matches(&re_x, &w3, &[0, 1, 2]),
            "l {w:?}"
        );
    }
    let e = Session::default()
        .run_script("reg z {1,2} \"12\"; fixleadzero f z;")
        .unwrap_err();
    assert!(e.contains("no zero letter"), "{e}");
}

#[test]
fn set_alphabets_are_read_as_walnut_spells_them() {
    // Signs apart from their digits and '+' are Walnut's; the order written is kept for
    // classes, the set is sorted.
    let s = session("reg r { 0 , 1 , - 2 ,+4, 5 } \"100*\"; reg t {0,1,2,2} \"2\";");
    assert_eq!(s.definition("r").expect("r").nums[0].name, "{-2,0,1,4,5}");
    assert_eq!(s.definition("t").expect("t").nums[0].name, "{0,1,2}");
    // Walnut's automaton139.txt: 3 states (the dead state is not counted).
    let lines = common::session_lines(&mut Session::default(), "reg r {0,1} \"100*\";");
    assert_eq!(lines, ["r: 3 states"]);
    let err = |script: &str| Session::default().run_script(script).unwrap_err();
    for bad in [
        "reg r {0,1 \"0\";",
        "reg r {} \"0\";",
        "reg r {a} \"0\";",
        "reg r {0,,1} \"0\";",
        "reg r {99999999999} \"0\";",
    ] {
        let e = err(bad);
        assert!(!e.contains('\n'), "{bad}: {e}");
        assert!(e.starts_with("line 1, column"), "{bad}: {e}");
    }
}

#[test]
fn test_and_inf_print_letter_values() {
    // A set track has no padding (Walnut drops none) and prints its letters' values.
    let lines = common::session_lines(
        &mut Session::default(),
        "reg a {-1,0,1} msd_2 \"[-1,1]*[1,0]\"; test a 3; inf a;",
    );
    assert_eq!(
        lines[1..],
        [
            "[1, 0]\n[-1, 1][1, 0]\n[-1, 1][-1, 1][1, 0]".to_string(),
            "Automaton accepts infinite values, including regex:([-1, 1])*[1, 0]".to_string()
        ][..],
        "{lines:?}"
    );
}

#[test]
fn alphabet_keeps_letter_values_on_set_tracks() {
    // Walnut's `alphabet` keeps a transition when every value of its letter is in the new
    // alphabet, and re-encodes it by value (a set track's digit is an index into its set).
    let s = session(
        "reg a {-1,0,1} \"[-1]*1\";\n\
         alphabet b {0,1} $a;\n\
         alphabet c msd_2 $a;\n\
         reg n msd_2 \"0*10\";\n\
         alphabet m {-1,0,1} $n;",
    );
    // Only the word `1` of a survives in {0,1}, on the set track and on msd_2 (where it is
    // the number 1).
    for name in ["b", "c"] {
        let x = s.definition(name).expect("defined");
        for w in words(&[0, 1], 4) {
            assert_eq!(accepts(x, &[&w], &[0, 1]), w == [1], "{name} on {w:?}");
        }
    }
    assert_eq!(s.definition("b").expect("b").nums[0].name, "{0,1}");
    assert_eq!(s.definition("c").expect("c").nums[0].name, "msd_2");
    // msd_2's digits 0 and 1 are the values 0 and 1 of {-1,0,1}, digits 1 and 2.
    let m = s.definition("m").expect("m");
    for w in words(&[-1, 0, 1], 4) {
        let want =
            w.len() >= 2 && w[w.len() - 2..] == [1, 0] && w[..w.len() - 2].iter().all(|&v| v == 0);
        assert_eq!(accepts(m, &[&w], &[-1, 0, 1]), want, "m on {w:?}");
    }
    // Two tracks, a set and lsd: the directions of the set tracks do not count.
    let s = session(
        "reg p {0,1} lsd_2 \"[1,1][0,1]\";\n\
         alphabet q {0,1,2} lsd_3 $p;",
    );
    let q = s.definition("q").expect("q");
    assert_eq!(q.nums[1].name, "lsd_3");
    assert!(q.dfa.accepts_tracks(&[vec![1, 0], vec![1, 1]]));
    assert!(!q.dfa.accepts_tracks(&[vec![1, 2], vec![1, 1]]));
    // A word is read in a number system: a set alphabet is refused in one line.
    let e = Session::default()
        .run_script("morphism h \"0->01 1->10\"; promote T h; alphabet u {0,1} T;")
        .unwrap_err();
    assert!(e.contains("number system") && !e.contains('\n'), "{e}");
    // A set with no automaton after it.
    let e = Session::default()
        .run_script("reg r {0,1} \"1\"; alphabet u {0,1};")
        .unwrap_err();
    assert!(!e.contains('\n'), "{e}");
}

#[test]
fn test_and_inf_list_letters_in_the_order_written() {
    // Walnut encodes a set track's letter by its place in the set as written: over
    // {2,0,1}, 2 comes first. `..?` accepts every word of length 1 or 2.
    let lines = common::session_lines(
        &mut Session::default(),
        "reg d {2,0,1} \"..?\"; test d 5; reg e {2,0,1} \".*1\"; inf e;\n\
         reg z {2,0,1} \"()|1\"; test z 3;",
    );
    assert_eq!(lines[1], "2\n0\n1\n22\n20", "{lines:?}");
    // e: the start state loops on 2 (first in order) and reaches acceptance on 1.
    assert_eq!(
        lines[3], "Automaton accepts infinite values, including regex:([2])*[1]",
        "{lines:?}"
    );
    // The empty word is accepted but never listed (Walnut lists non-empty inputs only).
    assert_eq!(
        lines[5], "z only accepts 1 inputs, which are as follows: \n1",
        "{lines:?}"
    );
    // Two tracks, the first least significant: {1,0} lists 1 before 0 on track 1, then
    // msd_2 on track 2 in digit order; [0,0] stays (a set track: nothing is padding).
    let lines = common::session_lines(
        &mut Session::default(),
        "reg p {1,0} msd_2 \"[0,1]|[1,1]|[0,0]\"; test p 3;",
    );
    assert_eq!(lines[1], "[0, 0]\n[1, 1]\n[0, 1]", "{lines:?}");
    // The same set sorted lists in value order; both are one system.
    let mut s = Session::default();
    let lines = common::session_lines(&mut s, "reg f {0,1,2} \"..?\"; test f 5;");
    assert_eq!(lines[1], "0\n1\n2\n00\n01", "{lines:?}");
    assert_eq!(
        s.definition("f").expect("f").nums[0].name,
        "{0,1,2}".to_string()
    );
    // The file keeps the order written, and reading it back keeps it too.
    let s = session("reg d {2,0,1} \"..?\";");
    let text = to_walnut(s.definition("d").expect("d"));
    assert!(text.starts_with("{2, 0, 1}"), "{text}");
    let back = from_walnut(&text).expect("read back");
    assert_eq!(back.nums[0].written_values(), [2, 0, 1]);
    assert_eq!(back.nums[0].letter_values(), [0, 1, 2]);
}
