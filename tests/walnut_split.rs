//! Walnut's `split`, `rsplit` and `join`, and comparisons of words of several indices,
//! checked by brute force on small words this file writes itself (Walnut's word format, in
//! a temporary Walnut folder).
//!
//! The words: `f(x, y) = (digit sum of x mod 3) + 3 * (lowest digit of y)`, its one-index
//! form `g(x) = (digit sum of x mod 3) + 3 * (lowest digit of x)`, in base `-k` or `k`, msd
//! or lsd. The definitions derived from Walnut's help: `split NEW OLD[+][-]` gives
//! `NEW[x][y] = OLD[x][-y]` for `x, y >= 0` read in base `k` (OLD in base `-k`); `rsplit
//! NEW[+][-] OLD` gives `NEW[x][y] = OLD[x][-y]` for `x >= 0 >= y` read in base `-k` (OLD
//! in base `k`) and 0 elsewhere; `[]` keeps an input; `join NEW A[a][b] B[b][c]` is the first
//! nonzero of `A[a][b]`, `B[b][c]` on the labels in order of appearance.

mod common;

use automatic_prover::Session;
use automatic_prover::logic::words::MultiWord;
use automatic_prover::walnut::library::WalnutHome;
use common::prove;
use std::path::{Path, PathBuf};

/// The digits of `x` in base `b` (`b` = k or -k), least significant first.
fn digits(mut x: i64, b: i64) -> Vec<i64> {
    let k = b.abs();
    let mut out = Vec::new();
    while x != 0 {
        let d = x.rem_euclid(k);
        out.push(d);
        x = (x - d) / b;
    }
    out
}

fn digit_sum(x: i64, b: i64) -> i64 {
    digits(x, b).iter().sum::<i64>() % 3
}

fn lowest(x: i64, b: i64) -> i64 {
    digits(x, b).first().copied().unwrap_or(0)
}

/// `f` read in base `b`.
fn f(x: i64, y: i64, b: i64) -> i64 {
    digit_sum(x, b) + 3 * lowest(y, b)
}

/// `g` read in base `b`.
fn g(x: i64, b: i64) -> i64 {
    digit_sum(x, b) + 3 * lowest(x, b)
}

/// Walnut's text of a word automaton on `tracks` inputs of `radix` digits named `system`:
/// state (digit sum of the first track mod 3, lowest digit of the last track so far), the
/// lowest digit being the last read (msd) or the first read (lsd). With one track it is
/// `g`, with two `f`.
fn word_text(system: &str, radix: u32, tracks: usize, msd: bool) -> String {
    type State = (u32, Option<u32>);
    let step = |(s, low): State, ds: &[u32]| -> State {
        let last = ds[tracks - 1];
        let low = if msd { Some(last) } else { low.or(Some(last)) };
        ((s + ds[0]) % 3, low)
    };
    let mut states: Vec<State> = vec![(0, None)];
    let mut rows = Vec::new();
    let letters = (radix as usize).pow(tracks as u32);
    let mut i = 0;
    while i < states.len() {
        let mut row = Vec::new();
        for l in 0..letters {
            // Walnut lists the first input's digit fastest.
            let ds: Vec<u32> = (0..tracks)
                .map(|t| (l / (radix as usize).pow(t as u32)) as u32 % radix)
                .collect();
            let n = step(states[i], &ds);
            let j = states.iter().position(|s| *s == n).unwrap_or_else(|| {
                states.push(n);
                states.len() - 1
            });
            row.push((ds, j));
        }
        rows.push(row);
        i += 1;
    }
    let mut text = vec![system; tracks].join(" ") + "\n";
    for (i, row) in rows.iter().enumerate() {
        let (s, low) = states[i];
        text += &format!("\n{i} {}\n", s + 3 * low.unwrap_or(0));
        for (ds, j) in row {
            let ds: Vec<String> = ds.iter().map(u32::to_string).collect();
            text += &format!("{} -> {j}\n", ds.join(" "));
        }
    }
    text
}

/// A Walnut folder with `F2` (f) and `G1` (g) in `dir_neg_k` and `P2`, `Q1` (f, g) in
/// `dir_k`.
fn home(tag: &str, k: u32, msd: bool) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wythoff-split-{tag}-{}", std::process::id()));
    let words = dir.join("Word Automata Library");
    std::fs::create_dir_all(&words).expect("dir");
    let d = if msd { "msd" } else { "lsd" };
    let neg = format!("{d}_neg_{k}");
    let pos = format!("{d}_{k}");
    for (name, sys, tracks) in [
        ("F2", &neg, 2),
        ("G1", &neg, 1),
        ("P2", &pos, 2),
        ("Q1", &pos, 1),
    ] {
        std::fs::write(
            words.join(format!("{name}.txt")),
            word_text(sys, k, tracks, msd),
        )
        .expect("write");
    }
    dir
}

fn session(dir: &Path) -> Session {
    let mut s = Session::default();
    s.walnut_home = Some(WalnutHome::new(dir).expect("a directory"));
    s
}

/// A defined word of any number of indices.
fn word(s: &mut Session, name: &str) -> MultiWord {
    if let Some(w) = s.word_of_indices(name) {
        return w.clone();
    }
    let w = s.native_word(name).expect("a word");
    MultiWord {
        nums: vec![w.num],
        dfa: w.dfa,
        out: w.out,
    }
}

fn systems(w: &MultiWord) -> Vec<String> {
    w.nums.iter().map(|n| n.name.clone()).collect()
}

const SIGNS: [(&str, i64); 3] = [("[+]", 1), ("[-]", -1), ("[]", 0)];

#[test]
fn split_is_the_definition_at_every_index_pair() {
    for (k, msd) in [(2u32, true), (3, true), (2, false), (3, false)] {
        let dir = home(&format!("split{k}{msd}"), k, msd);
        let mut s = session(&dir);
        let d = if msd { "msd" } else { "lsd" };
        let b = -(k as i64);
        for (sx, ex) in SIGNS {
            for (sy, ey) in SIGNS {
                if ex == 0 && ey == 0 {
                    continue;
                }
                let out = s
                    .run_script(&format!("split S F2{sx}{sy};"))
                    .unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(out.len(), 1);
                let w = word(&mut s, "S");
                let sys = |e: i64| {
                    if e == 0 {
                        format!("{d}_neg_{k}")
                    } else {
                        format!("{d}_{k}")
                    }
                };
                assert_eq!(systems(&w), vec![sys(ex), sys(ey)]);
                // An input kept by [] ranges over the integers; a split one over n >= 0.
                let range = |e: i64| if e == 0 { -20..21 } else { 0..41 };
                for x in range(ex) {
                    for y in range(ey) {
                        let (ox, oy) = (
                            if ex == 0 { x } else { ex * x },
                            if ey == 0 { y } else { ey * y },
                        );
                        assert_eq!(
                            w.at_ints(&[x, y]),
                            Some(f(ox, oy, b)),
                            "split F2{sx}{sy} in {d} base {k} at ({x}, {y})"
                        );
                    }
                }
            }
        }
        // One index: [-] reads g at -x.
        s.run_script("split U G1[-];").expect("split");
        let w = word(&mut s, "U");
        assert_eq!(systems(&w), vec![format!("{d}_{k}")]);
        for x in 0..300 {
            assert_eq!(w.at_ints(&[x]), Some(g(-x, b)), "split G1[-] at {x}");
        }
        std::fs::remove_dir_all(dir).ok();
    }
}

#[test]
fn rsplit_is_the_definition_and_inverts_split() {
    for (k, msd) in [(2u32, true), (3, false)] {
        let dir = home(&format!("rsplit{k}{msd}"), k, msd);
        let mut s = session(&dir);
        let d = if msd { "msd" } else { "lsd" };
        let (b, nb) = (k as i64, -(k as i64));
        for (sx, ex) in SIGNS {
            for (sy, ey) in SIGNS.iter().copied().filter(|(_, e)| *e != 0 || ex != 0) {
                // From the positive word P2: NEW[x][y] = f(x', y') with x = ex * x' >= ...
                s.run_script(&format!("rsplit R{sx}{sy} P2;"))
                    .unwrap_or_else(|e| panic!("{e}"));
                let w = word(&mut s, "R");
                let sys = |e: i64| {
                    if e == 0 {
                        format!("{d}_{k}")
                    } else {
                        format!("{d}_neg_{k}")
                    }
                };
                assert_eq!(systems(&w), vec![sys(ex), sys(ey)]);
                let range = |e: i64| if e == 0 { 0..25 } else { -24..25 };
                for x in range(ex) {
                    for y in range(ey) {
                        // The P2 index behind each input, if any (x = e * x' with x' >= 0).
                        let back = |v: i64, e: i64| match e {
                            0 => Some(v),
                            _ if v * e >= 0 => Some(v * e),
                            _ => None,
                        };
                        let want = match (back(x, ex), back(y, ey)) {
                            (Some(a), Some(c)) => f(a, c, b),
                            _ => 0,
                        };
                        assert_eq!(
                            w.at_ints(&[x, y]),
                            Some(want),
                            "rsplit R{sx}{sy} at ({x}, {y})"
                        );
                    }
                }
                // split after rsplit with the same signs gives P2 back on every index pair.
                s.run_script(&format!("split B R{sx}{sy};"))
                    .unwrap_or_else(|e| panic!("{e}"));
                let back = word(&mut s, "B");
                assert_eq!(systems(&back), vec![format!("{d}_{k}"); 2]);
                for x in 0..16 {
                    for y in 0..16 {
                        assert_eq!(
                            back.at_ints(&[x, y]),
                            Some(f(x, y, b)),
                            "split(rsplit) at ({x}, {y})"
                        );
                    }
                }
            }
        }
        // One index, every index below 256: rsplit of split is the negative word where the
        // sign matches, 0 elsewhere; split of rsplit is the positive word.
        for (sign, e) in [("[+]", 1i64), ("[-]", -1)] {
            s.run_script(&format!(
                "split S G1{sign};\nrsplit N{sign} S;\nrsplit M{sign} Q1;\nsplit Q M{sign};"
            ))
            .unwrap_or_else(|er| panic!("{er}"));
            let n = word(&mut s, "N");
            let q = word(&mut s, "Q");
            assert_eq!(systems(&n), vec![format!("{d}_neg_{k}")]);
            for x in -255i64..256 {
                let want = if x * e >= 0 { g(x, nb) } else { 0 };
                assert_eq!(n.at_ints(&[x]), Some(want), "rsplit(split G1{sign}) at {x}");
            }
            for x in 0i64..256 {
                assert_eq!(
                    q.at_ints(&[x]),
                    Some(g(x, b)),
                    "split(rsplit Q1{sign}) at {x}"
                );
            }
        }
        std::fs::remove_dir_all(dir).ok();
    }
}

#[test]
fn join_takes_the_first_nonzero_value_on_the_labels_in_order() {
    let dir = home("join", 2, true);
    let mut s = session(&dir);
    // P2[a][b] = f(a, b), Q1[c] = g(c), P2[b][c] = f(b, c), and the built-in T[a].
    s.run_script("join J P2[b][a] Q1[c] P2[a][c] T[b];")
        .unwrap_or_else(|e| panic!("{e}"));
    let w = word(&mut s, "J");
    assert_eq!(systems(&w), vec!["msd_2"; 3]);
    let thue = |n: i64| (n.count_ones() % 2) as i64;
    let mut nonzero_from = [0usize; 4];
    for b in 0..12i64 {
        for a in 0..12i64 {
            for c in 0..12i64 {
                let parts = [f(b, a, 2), g(c, 2), f(a, c, 2), thue(b)];
                let first = parts.iter().position(|&v| v != 0);
                if let Some(i) = first {
                    nonzero_from[i] += 1;
                }
                let want = first.map_or(0, |i| parts[i]);
                // The inputs in order of first appearance: b, a, c.
                assert_eq!(w.at_ints(&[b, a, c]), Some(want), "J at b={b} a={a} c={c}");
            }
        }
    }
    // Every part decides some tuples (the test sees the order of the parts).
    assert!(nonzero_from.iter().all(|&n| n > 0), "{nonzero_from:?}");
    // A label read in two systems is refused.
    let e = s.run_script("join K P2[a][b] G1[a];").unwrap_err();
    assert!(
        e.contains("label a is read in msd_2 and in msd_neg_2"),
        "{e}"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn words_of_two_indices_compare_with_words_as_enumerated() {
    let dir = home("compare", 2, true);
    let mut s = session(&dir);
    let script = "def sym \"P2[x][y] = P2[y][x]\";\n\
                  def less \"P2[x][y+1] < Q1[x]\";\n\
                  def shift \"P2[x][y] != P2[x+1][y]\";\n\
                  def two \"?msd_2 P2[x][y] >= P2[y][x+1]\";\n\
                  eval all \"Ax,y P2[x][y] = P2[y][x]\";\n\
                  eval some \"Ex,y x < y & P2[x][y] = P2[y][x] & P2[x][y] = @4\";\n";
    let out = s.run_script(script).unwrap_or_else(|e| panic!("{e}"));
    let truth = |name: &str| out.iter().find(|o| o.name == name).expect("ran").line();
    let mut any_sym = false;
    let mut some = false;
    for x in 0..24i64 {
        for y in 0..24i64 {
            let sym = f(x, y, 2) == f(y, x, 2);
            any_sym |= !sym;
            some |= x < y && sym && f(x, y, 2) == 4;
            let cases = [
                ("sym", sym),
                ("less", f(x, y + 1, 2) < g(x, 2)),
                ("shift", f(x, y, 2) != f(x + 1, y, 2)),
                ("two", f(x, y, 2) >= f(y, x + 1, 2)),
            ];
            for (name, want) in cases {
                let a = s.definition(name).expect("defined");
                assert_eq!(a.vars, vec!["x", "y"]);
                assert_eq!(
                    a.accepts_values(&[x as u64, y as u64]),
                    want,
                    "{name} at ({x}, {y})"
                );
            }
        }
    }
    assert!(any_sym, "f is not symmetric: the closed eval must be FALSE");
    assert!(truth("all").starts_with("all: FALSE"), "{}", truth("all"));
    assert!(some);
    assert_eq!(truth("some"), "some: TRUE");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_split_word_is_read_in_later_formulas() {
    let dir = home("later", 2, true);
    let mut s = session(&dir);
    // F2 in msd_neg_2 at (x, -y) against the split word S at (x, y).
    let out = s
        .run_script(
            "split S F2[+][-];\n\
             def d \"S[x][y] = @4\";\n\
             eval e \"Ax,y S[x][y] = S[x][y]\";\n",
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out[2].line(), "e: TRUE");
    let a = s.definition("d").expect("defined").clone();
    for x in 0..30i64 {
        for y in 0..30i64 {
            assert_eq!(
                a.accepts_values(&[x as u64, y as u64]),
                f(x, -y, -2) == 4,
                "at ({x}, {y})"
            );
        }
    }
    // A word of two indices given one index, and a later word of the same name.
    let e = s.run_script("eval w \"S[x] = @1\";").unwrap_err();
    assert!(e.contains("word S takes 2 indices, given 1"), "{e}");
    s.run_script("split S G1[+];").expect("one index");
    let out = s
        .run_script("eval one \"Ax S[x] = S[x]\";")
        .expect("a word of one index");
    assert_eq!(out[0].line(), "one: TRUE");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn split_of_an_automaton_is_an_automaton() {
    let mut s = Session::default();
    // -5 < x < 2 in base -2; split [-]: the x >= 0 in base 2 with -5 < -x < 2, x < 5.
    let out = s
        .run_script(
            "def p \"?msd_neg_2 x > _5 & x < 2\";\n\
             split E p[-];\n\
             eval ok \"?msd_2 Ax $E(x) <=> x < 5\";\n\
             eval sign \"?msd_2 Ax $E(x) <=> x < 2\";\n",
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out[1].line(), format!("E: {} states", out[1].states));
    assert_eq!(out[2].line(), "ok: TRUE");
    assert!(
        out[3].line().starts_with("sign: FALSE"),
        "{}",
        out[3].line()
    );
}

#[test]
fn join_of_automata_is_their_union_with_the_inputs_in_order_of_appearance() {
    let mut s = Session::default();
    // J(b, a) = (b < a) or (a = 2b): its arguments in the order b, a.
    let out = s
        .run_script(
            "def lt \"x < y\";\n\
             def dbl \"x = 2*y\";\n\
             join J lt[b][a] dbl[a][b];\n\
             eval ok \"Au,v $J(u,v) <=> (u < v | v = 2*u)\";\n\
             eval swapped \"Au,v $J(u,v) <=> (v < u | u = 2*v)\";\n",
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out[3].line(), "ok: TRUE");
    assert!(
        out[4].line().starts_with("swapped: FALSE"),
        "{}",
        out[4].line()
    );
}

#[test]
fn bad_split_and_join_commands_are_one_line_and_exit_2() {
    let dir = home("errors", 2, true);
    let d = dir.to_str().expect("utf-8");
    let cases = [
        (
            "split NONEXISTENT NONEXISTENT [+] [-] [];",
            "unknown word or automaton NONEXISTENT",
        ),
        ("split S F2[+];", "F2 has 2 input(s), given 1 sign(s)"),
        ("split S F2[][];", "at least one input marked [+] or [-]"),
        ("split S F2[*][+];", "[+], [-] or [] for each input"),
        ("join J F2[a];", "F2 has 2 input(s), given 1 label(s)"),
        (
            "join J F2[A][b];",
            "an input label (a name not beginning with A or E)",
        ),
        ("rsplit R[+] Nope;", "unknown word or automaton Nope"),
        ("convert S msd_4 P2;", "P2 is a word of 2 indices"),
        ("minimize S Nope;", "unknown word Nope"),
        ("reverse S Nope;", "unknown word Nope"),
        (
            "def t \"?msd_trib x = 3\";\nsplit W t[+];",
            "cannot be split",
        ),
    ];
    for (script, msg) in cases {
        let (code, out, err) = prove(&["--walnut-home", d], script);
        assert_eq!(code, 2, "{script}: {err}");
        assert!(
            !out.contains("W:") && !out.contains("S:"),
            "{script}: {out}"
        );
        assert!(
            err.contains(msg) && err.lines().count() == 1,
            "{script}: {err}"
        );
    }
    std::fs::remove_dir_all(dir).ok();
}

/// Every valid digit string (most significant first, no two adjacent 1s) of up to `len`
/// places, by value, with the place values `places` (least significant first).
fn fib_strings(places: &[i64]) -> std::collections::HashMap<i64, Vec<i64>> {
    let mut out = std::collections::HashMap::new();
    for bits in 0u32..(1 << places.len()) {
        if bits & (bits >> 1) != 0 {
            continue;
        }
        let value: i64 = (0..places.len())
            .filter(|i| bits >> i & 1 == 1)
            .map(|i| places[i])
            .sum();
        let lsd: Vec<i64> = (0..places.len())
            .map(|i| i64::from(bits >> i & 1))
            .collect();
        out.entry(value).or_insert(lsd);
    }
    out
}

#[test]
fn base_changes_are_x_equals_plus_or_minus_y_by_brute_force() {
    use automatic_prover::Auto;
    use automatic_prover::automaton::limits::Budget;
    use automatic_prover::automaton::ops::product;
    use automatic_prover::logic::base_change::{FIB_BOX, fibonacci, pair, relation};
    use automatic_prover::numeration::numeration;
    let budget = Budget::default();
    for name in [
        "msd_2",
        "lsd_2",
        "msd_neg_3",
        "lsd_3",
        "msd_fib",
        "lsd_neg_fib",
    ] {
        let (p, n) = pair(&numeration(name).expect("a system")).expect("a pair");
        for sign in [1i64, -1] {
            let d = relation(&p, &n, sign, &budget).expect("built");
            let a = Auto::from_tracks(&["x".into(), "y".into()], &[p.clone(), n.clone()], &d)
                .expect("tracks");
            let mut accepted = 0;
            for x in 0..80i64 {
                for y in -80..80i64 {
                    let want = x == sign * y;
                    assert_eq!(
                        a.accepts_ints(&[x, y]),
                        want,
                        "{name} sign {sign} at ({x}, {y})"
                    );
                    accepted += usize::from(want);
                }
            }
            assert_eq!(accepted, 80);
            if p.name.ends_with("fib") {
                let wide = fibonacci(&p, &n, sign, 2 * FIB_BOX, &budget).expect("built");
                let diff = product(&d, &wide, |x, y| x != y, &budget).expect("product");
                assert!(diff.is_empty(), "{name}: the box {FIB_BOX} drops a carry");
            }
        }
    }
    // No pair for Tribonacci.
    let e = pair(&numeration("msd_trib").expect("a system")).unwrap_err();
    assert!(e.contains("cannot be split"), "{e}");
}

#[test]
fn split_and_rsplit_in_negafibonacci() {
    // g in msd_neg_fib and msd_fib, against the representations enumerated here.
    let mut nega = vec![1i64, -1];
    let mut zeck = vec![1i64, 2];
    for _ in 0..12 {
        let l = nega.len();
        nega.push(nega[l - 2] - nega[l - 1]);
        zeck.push(zeck[l - 2] + zeck[l - 1]);
    }
    let (nf, zf) = (fib_strings(&nega), fib_strings(&zeck));
    let g_of = |lsd: &Vec<i64>| lsd.iter().sum::<i64>() % 3 + 3 * lsd[0];
    let dir = std::env::temp_dir().join(format!("wythoff-split-fib-{}", std::process::id()));
    let words = dir.join("Word Automata Library");
    std::fs::create_dir_all(&words).expect("dir");
    std::fs::write(words.join("N1.txt"), word_text("msd_neg_fib", 2, 1, true)).expect("write");
    std::fs::write(words.join("Z1.txt"), word_text("msd_fib", 2, 1, true)).expect("write");
    let mut s = session(&dir);
    s.run_script("split S N1[-];\nrsplit R[-] Z1;\nsplit B R[-];")
        .unwrap_or_else(|e| panic!("{e}"));
    let (sw, rw, bw) = (word(&mut s, "S"), word(&mut s, "R"), word(&mut s, "B"));
    assert_eq!(systems(&sw), vec!["msd_fib"]);
    assert_eq!(systems(&rw), vec!["msd_neg_fib"]);
    for x in 0..150i64 {
        assert_eq!(sw.at_ints(&[x]), Some(g_of(&nf[&-x])), "split N1[-] at {x}");
        assert_eq!(
            bw.at_ints(&[x]),
            Some(g_of(&zf[&x])),
            "split(rsplit Z1[-]) at {x}"
        );
    }
    for y in -150..150i64 {
        let want = if y <= 0 { g_of(&zf[&-y]) } else { 0 };
        assert_eq!(rw.at_ints(&[y]), Some(want), "rsplit Z1[-] at {y}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn out_walnut_writes_words_of_several_indices_that_read_back() {
    let dir = home("out", 3, false);
    let out = std::env::temp_dir().join(format!("wythoff-split-out-{}", std::process::id()));
    let mut s = session(&dir);
    s.save_walnut = Some(out.clone());
    s.run_script("split S F2[-][];\njoin J P2[a][b] P2[b][c];")
        .unwrap_or_else(|e| panic!("{e}"));
    let back = WalnutHome::new(&out).expect("a directory");
    for name in ["S", "J"] {
        let ours = word(&mut s, name);
        let read = back
            .multi_word(name)
            .expect("written")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(systems(&read), systems(&ours), "{name}");
        let k = ours.nums.len();
        for t in 0..(20i64.pow(k as u32)) {
            let index: Vec<i64> = (0..k).map(|i| t / 20i64.pow(i as u32) % 20 - 5).collect();
            assert_eq!(
                read.at_ints(&index),
                ours.at_ints(&index),
                "{name} at {index:?}"
            );
        }
    }
    // The values read back are the definition (S[x][y] = f(-x, y) in lsd base -3 digits).
    let read = back.multi_word("S").expect("written").expect("read");
    assert_eq!(read.at_ints(&[7, -4]), Some(f(-7, -4, -3)));
    std::fs::remove_dir_all(dir).ok();
    std::fs::remove_dir_all(out).ok();
}

/// The pattern of Walnut's squares in a word of two indices (its test178, there on the
/// paperfolding words `PF[f][n]`): `Ak k < n => W[i+k][f] = W[i+k+n][f]`, in lsd_2.
#[test]
fn squares_in_a_word_of_two_indices_as_enumerated() {
    let dir = home("squares", 2, false);
    let mut s = session(&dir);
    let out = s
        .run_script(
            "def sq \"?lsd_2 n > 0 & Ak k < n => P2[i+k][f] = P2[i+k+n][f]\";\n\
             eval some \"?lsd_2 Ef,i,n n > 2 & $sq(f,i,n)\";\n",
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let a = s.definition("sq").expect("defined").clone();
    assert_eq!(a.vars, vec!["f", "i", "n"]);
    let mut found = 0;
    for f_ in 0..6i64 {
        for i in 0..20i64 {
            for n in 0..12i64 {
                let want = n > 0 && (0..n).all(|k| f(i + k, f_, 2) == f(i + k + n, f_, 2));
                found += usize::from(want && n > 2);
                assert_eq!(
                    a.accepts_values(&[f_ as u64, i as u64, n as u64]),
                    want,
                    "sq at f={f_} i={i} n={n}"
                );
            }
        }
    }
    assert!(found > 0);
    assert_eq!(out[1].line(), "some: TRUE");
    std::fs::remove_dir_all(dir).ok();
}

/// The text of a word on two `msd_2` indices whose value is the lowest digit of `y`, with
/// each of its two classes of states written twice (states 2 and 3 copy 0 and 1).
const REDUNDANT: &str = "msd_2 msd_2\n\n\
0 0\n0 0 -> 2\n1 0 -> 2\n0 1 -> 1\n1 1 -> 1\n\n\
1 1\n0 0 -> 0\n1 0 -> 0\n0 1 -> 3\n1 1 -> 3\n\n\
2 0\n0 0 -> 0\n1 0 -> 0\n0 1 -> 3\n1 1 -> 3\n\n\
3 1\n0 0 -> 2\n1 0 -> 2\n0 1 -> 1\n1 1 -> 1\n";

#[test]
fn reverse_of_a_word_of_two_indices_keeps_every_value() {
    for (k, msd) in [(2u32, true), (3, false)] {
        let dir = home(&format!("reverse{k}{msd}"), k, msd);
        let mut s = session(&dir);
        let (d, e) = if msd { ("msd", "lsd") } else { ("lsd", "msd") };
        s.run_script("reverse R P2; reverse N F2; reverse B R;")
            .unwrap_or_else(|e| panic!("{e}"));
        let (r, n, back) = (word(&mut s, "R"), word(&mut s, "N"), word(&mut s, "B"));
        assert_eq!(systems(&r), vec![format!("{e}_{k}"); 2]);
        assert_eq!(systems(&n), vec![format!("{e}_neg_{k}"); 2]);
        assert_eq!(systems(&back), vec![format!("{d}_{k}"); 2]);
        let b = k as i64;
        for x in 0..40 {
            for y in 0..40 {
                assert_eq!(r.at_ints(&[x, y]), Some(f(x, y, b)), "R at ({x}, {y})");
                assert_eq!(back.at_ints(&[x, y]), Some(f(x, y, b)), "B at ({x}, {y})");
            }
        }
        for x in -20..21 {
            for y in -20..21 {
                assert_eq!(n.at_ints(&[x, y]), Some(f(x, y, -b)), "N at ({x}, {y})");
            }
        }
        // Reversed twice, the word reads in formulas as the old one.
        let out = s
            .run_script("eval same \"Ax,y B[x][y] = P2[x][y]\";")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out[0].line(), "same: TRUE");
        std::fs::remove_dir_all(dir).ok();
    }
}

#[test]
fn minimize_of_a_word_of_two_indices_merges_equal_states() {
    let dir = home("minimize", 2, true);
    std::fs::write(dir.join("Word Automata Library/Red.txt"), REDUNDANT).expect("write");
    let mut s = session(&dir);
    let out = s
        .run_script("minimize M Red; minimize N P2;")
        .unwrap_or_else(|e| panic!("{e}"));
    // Red: one state per value of the lowest digit of y.
    assert_eq!(out[0].states, 2);
    // f: (digit sum of x mod 3, last digit of y): 3 * 2 states; the file's start state
    // (nothing read yet) equals (0, 0).
    let home = s.walnut_home.as_ref().expect("home");
    let file = home.multi_word("P2").expect("a file").expect("read");
    // The file's 7 states and the dead state the reader adds.
    assert_eq!(file.dfa.states(), 8);
    assert_eq!(out[1].states, 6);
    let (m, n) = (word(&mut s, "M"), word(&mut s, "N"));
    assert_eq!(m.dfa.states(), 2);
    assert_eq!(systems(&m), vec!["msd_2"; 2]);
    for x in 0..40 {
        for y in 0..40 {
            assert_eq!(m.at_ints(&[x, y]), Some(y % 2), "M at ({x}, {y})");
            assert_eq!(n.at_ints(&[x, y]), Some(f(x, y, 2)), "N at ({x}, {y})");
        }
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn describe_and_export_print_a_word_of_two_indices() {
    let dir = home("describe", 2, true);
    std::fs::write(dir.join("Word Automata Library/Red.txt"), REDUNDANT).expect("write");
    let mut s = session(&dir);
    let out = s
        .run_script("describe Red; export Red GV; split S F2[-][+]; describe S;")
        .unwrap_or_else(|e| panic!("{e}"));
    let text = |i: usize| out[i].text.clone().expect("printed");
    let d = text(0);
    assert!(d.contains("Red.txt"), "{d}");
    for line in [
        "State count:2",
        "Transition count:8",
        "Alphabet size:4",
        "Number systems:[msd_2, msd_2]",
    ] {
        assert!(d.lines().any(|l| l == line), "{line} in {d}");
    }
    // The drawing: a node per state of the minimal word, labelled state/output, an edge
    // per pair of states with the letters (x y) between them.
    let gv = text(1);
    assert!(
        gv.contains("node [shape = circle, label=\"0/0\", fontsize=12]0;"),
        "{gv}"
    );
    assert!(
        gv.contains("node [shape = circle, label=\"1/1\", fontsize=12]1;"),
        "{gv}"
    );
    assert!(gv.contains("0 -> 0[ label = \"0 0, 1 0\"];"), "{gv}");
    assert!(gv.contains("0 -> 1[ label = \"0 1, 1 1\"];"), "{gv}");
    assert_eq!(gv.matches(" -> ").count(), 5, "{gv}");
    let d = text(3);
    assert!(d.contains("defined in this session"), "{d}");
    assert!(
        d.lines().any(|l| l == "Number systems:[msd_2, msd_2]"),
        "{d}"
    );
    // The count split printed.
    let states = format!("State count:{}", out[2].states);
    assert!(d.lines().any(|l| l == states), "{states} in {d}");
    // A set alphabet has no number system: Walnut prints null.
    let set = "{-1, 1} msd_2\n\n0 0\n-1 0 -> 0\n1 0 -> 0\n-1 1 -> 0\n1 1 -> 0\n";
    std::fs::write(dir.join("Word Automata Library/Set.txt"), set).expect("write");
    let out = s
        .run_script("describe Set;")
        .unwrap_or_else(|e| panic!("{e}"));
    let d = out[0].text.clone().expect("printed");
    for line in ["State count:1", "Number systems:[null, msd_2]"] {
        assert!(d.lines().any(|l| l == line), "{line} in {d}");
    }
    // BA holds no outputs.
    let e = s.run_script("export Red BA;").unwrap_err();
    assert!(e.contains("cannot be written in BA format"), "{e}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn convert_refuses_a_word_of_two_indices_in_one_line_as_walnut() {
    let dir = home("convert", 2, true);
    let mut s = session(&dir);
    for script in ["convert C msd_4 P2;", "convert C lsd_2 P2;"] {
        let e = s.run_script(script).unwrap_err();
        assert_eq!(
            e,
            "line 1, column 1: convert C: P2 is a word of 2 indices; convert reads a word of one index (as Walnut)"
        );
    }
    // A word of one index from the same folder is converted, value for value.
    s.run_script("convert D msd_4 Q1;")
        .unwrap_or_else(|e| panic!("{e}"));
    let w = word(&mut s, "D");
    assert_eq!(systems(&w), vec!["msd_4"]);
    for x in 0..200 {
        assert_eq!(w.at_ints(&[x]), Some(g(x, 2)), "D at {x}");
    }
    std::fs::remove_dir_all(dir).ok();
}
