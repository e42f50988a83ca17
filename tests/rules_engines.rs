//! Games from their rules: the fast engine (`games::rules::columns`, streamed and on a
//! square) and the Grundy engine against the rules solver (the definition), on random rule
//! sets and on every gallery game; and the built-in games written as rules files against
//! the built-in engines (Wythoff, W^k, Lythoff(2_f) as a-Wythoff, altered Wythoff).

use proptest::prelude::*;
use wythoff_lab::games::rules::{
    RuleSet, builtin, columns::Engine, gallery, grundy, parse::parse, solver, triangle,
};

/// The square engine's P-positions on `[0, side)^2`, in column order.
fn square(r: &RuleSet, side: u64) -> Vec<(u64, u64)> {
    let mut e = Engine::square(r, side).expect("a square engine");
    let mut v = Vec::new();
    for x in 0..side {
        for &y in e.next_column() {
            v.push((x, y));
        }
    }
    v
}

/// The streamed engine's P-positions with both entries below `side`.
fn streamed(r: &RuleSet, side: u64) -> Vec<(u64, u64)> {
    Engine::stream(r)
        .expect("a streamed engine")
        .pairs_below(side)
}

fn solved(r: &RuleSet, side: u64) -> Vec<(u64, u64)> {
    solver::solve(r, side, false)
        .expect("the solver")
        .positions()
}

fn first_difference(a: &[(u64, u64)], b: &[(u64, u64)]) -> Option<String> {
    if a == b {
        return None;
    }
    let i = a
        .iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    Some(format!(
        "position {i}: {:?} against {:?} ({} and {} positions)",
        a.get(i),
        b.get(i),
        a.len(),
        b.len()
    ))
}

/// Engine against solver on the square, streamed too when it streams, Grundy when defined.
fn compare(r: &RuleSet, side: u64) -> Result<(), String> {
    let want = solved(r, side);
    if r.takes_only() {
        if let Some(d) = first_difference(&square(r, side), &want) {
            return Err(format!(
                "{}: square engine vs solver: {d}\n{}",
                r.name, r.text
            ));
        }
        if Engine::stream(r).is_ok()
            && let Some(d) = first_difference(&streamed(r, side), &want)
        {
            return Err(format!(
                "{}: streamed engine vs solver: {d}\n{}",
                r.name, r.text
            ));
        }
        if r.blocking == 1 && !r.misere {
            let fast = grundy::values(r, side);
            let slow = solver::solve(r, side, true).map(|s| s.grundy.unwrap_or_default());
            if let (Ok(a), Ok(b)) = (&fast, &slow)
                && a != b
            {
                let (x, y) = (0..side as usize)
                    .flat_map(|x| (0..side as usize).map(move |y| (x, y)))
                    .find(|&(x, y)| a[x][y] != b[x][y])
                    .unwrap_or_default();
                return Err(format!(
                    "{}: Grundy engine vs solver at ({x},{y}): {} against {}\n{}",
                    r.name, a[x][y], b[x][y], r.text
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn built_in_wythoff_is_wythoffs_engine() {
    let mut want: Vec<(u64, u64)> = Vec::new();
    for (_, a, b) in wythoff_lab::games::wythoff::Pairs::new().take_while(|p| p.1 < 20_000) {
        want.push((a, b));
        if a != b {
            want.push((b, a));
        }
    }
    want.retain(|&(x, y)| x < 20_000 && y < 20_000);
    want.sort_unstable();
    let mut got = streamed(&builtin::wythoff(), 20_000);
    got.sort_unstable();
    assert_eq!(first_difference(&got, &want), None);
}

#[test]
fn built_in_blocking_is_the_column_generator() {
    // The built-in generator is written separately (split searches over its own bit sets,
    // residue classes) and has its own twin, `games::blocking::plain`. Quick tier: k <= 20
    // and three larger; slow tier: every k of the survey (k <= 64, the rules engine's
    // blocking numbers).
    let ks: Vec<u32> = if cfg!(feature = "slow-tests") {
        (1..=64).collect()
    } else {
        (1..=20).chain([32, 47, 64]).collect()
    };
    for k in ks {
        let bound = if cfg!(feature = "slow-tests") {
            20_000
        } else {
            1_000
        };
        let mut want: Vec<(u64, u64)> = Vec::new();
        for (a, b) in wythoff_lab::games::blocking::Columns::new(k as usize) {
            if a >= bound {
                break;
            }
            want.push((a, b));
            if a != b {
                want.push((b, a));
            }
        }
        want.retain(|&(x, y)| x < bound && y < bound);
        want.sort_unstable();
        let mut got = streamed(&builtin::blocking(k).unwrap(), bound);
        got.sort_unstable();
        assert_eq!(first_difference(&got, &want), None, "k = {k}");
    }
}

#[test]
fn a_wythoff_is_lythoff_two_f() {
    for a in 1..=8u64 {
        let bound = 2_000;
        let construction =
            wythoff_lab::games::lythoff::Construction::with_f(2, Box::new(move |_| Ok(a)));
        let mut want: Vec<(u64, u64)> = Vec::new();
        for p in construction {
            let p = p.expect("the construction");
            if p[0] >= bound {
                break;
            }
            want.push((p[0], p[1]));
            if p[0] != p[1] {
                want.push((p[1], p[0]));
            }
        }
        want.retain(|&(x, y)| x < bound && y < bound);
        want.sort_unstable();
        let mut got = streamed(&builtin::a_wythoff(a).unwrap(), bound);
        got.sort_unstable();
        assert_eq!(first_difference(&got, &want), None, "a = {a}");
    }
}

#[test]
fn built_in_alterations_are_the_column_algorithm() {
    for spec in [
        "",
        "N: 0,0",
        "P: box 2x2",
        "P: box 4x4",
        "P: box 8x13",
        "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
        "P: 3,4; N: 5,6",
        "P: 2,7 5,1; N: 0,0 1,2",
    ] {
        let alt = wythoff_lab::games::altered::Alteration::parse(spec).unwrap();
        let bound = 5_000;
        let mut want: Vec<(u64, u64)> = wythoff_lab::games::altered::Columns::new(&alt)
            .pairs(bound)
            .map(|[x, y]| (x, y))
            .collect();
        want.retain(|&(x, y)| x < bound && y < bound);
        want.sort_unstable();
        let mut got = streamed(&builtin::altered(spec).unwrap(), bound);
        got.sort_unstable();
        assert_eq!(first_difference(&got, &want), None, "{spec}");
    }
}

#[test]
fn every_gallery_game_agrees_with_the_solver() {
    for (name, text) in gallery::rules_files() {
        let r = parse(text, &[]).unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&r, 64).unwrap();
    }
}

#[test]
fn hand_picked_rule_sets_agree_with_the_solver() {
    for text in [
        // Wythoff with a terminal set, misère Wythoff, W^3, (1,2)-GDWN, Maharaja Nim.
        "name = \"t\"\nterminal = \"x + y <= 3\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
        "name = \"m\"\nmisere = true\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
        "name = \"b\"\nblocking = 3\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
        "name = \"g\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = \"(t, 2*t)\"\n",
        "name = \"k\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = [\"(1, 2)\"]\n",
        // Ho's restriction: a heap may not lose alone when it is the smaller.
        "name = \"h\"\n[[move]]\ntake = \"(t, 0)\"\nwhen = \"x >= y\"\n[[move]]\ntake = \"(t, t)\"\n",
        // A cone: take i from x and up to 2i from y.
        "name = \"c\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(i, j)\"\nwhere = \"i >= 1 & j >= 1 & j <= 2*i\"\n",
        // Misère W^2, a terminal set under blocking, an alteration with a terminal set.
        "name = \"mb\"\nmisere = true\nblocking = 2\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
        "name = \"tb\"\nblocking = 2\nterminal = \"x + y <= 2\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
        "name = \"at\"\nalter = \"P: 4,4; N: 0,0\"\nterminal = \"x = 1 & y = 1\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
        // Bounded and offset rays, a vertical ray with a step, parity guards.
        "name = \"o\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t + 1, t)\"\nt = \"0..3\"\n[[move]]\ntake = \"(0, 2*t)\"\n",
        "name = \"p\"\nsymmetric = false\n[[move]]\ntake = \"(t, 0)\"\nwhen = \"y % 2 = 0\"\n[[move]]\ntake = \"(0, t)\"\n[[move]]\ntake = \"(2*t, t)\"\n",
    ] {
        let r = parse(text, &[]).unwrap_or_else(|e| panic!("{text}: {e}"));
        compare(&r, 48).unwrap();
    }
}

/// The triangle engine (takes that depend on the position, such as Splythoff's split)
/// against the rules solver on the triangle `x + y < 60`, under misère play, a terminal
/// set and an alteration, with single moves and a cone beside the split (the gallery holds
/// Splythoff in normal play only). Blocking with such a take is refused, in one line.
#[test]
fn the_triangle_engine_agrees_with_the_solver_under_every_rule() {
    let split = "[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = \"(x - t, x + t)\"\nt = \">= 0\"\nwhen = \"x >= 1\"\n";
    let side = 60;
    let mut texts = Vec::new();
    for head in [
        "",
        "misere = true\n",
        "terminal = \"x + y <= 2\"\n",
        "alter = \"P: 3,3; N: 0,0\"\nmisere = true\n",
        "terminal = \"x = 1 & y = 1\"\nmisere = true\n",
    ] {
        let text = format!("name = \"s\"\n{head}{split}");
        texts.push(text);
    }
    // With single moves and with a cone: the triangle engine's other members.
    let points = "[[move]]\ntake = [\"(1, 2)\", \"(2, 0)\", \"(0, 3)\", \"(1, 1)\"]\n";
    let cone = "[[move]]\ntake = \"(i, j)\"\nwhere = \"i >= 1 & j >= 1 & j <= 2*i\"\n";
    for head in ["", "misere = true\n"] {
        texts.push(format!("name = \"s\"\n{head}{split}{points}"));
        texts.push(format!("name = \"s\"\n{head}{split}{cone}"));
    }
    for text in texts {
        let r = parse(&text, &[]).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(!r.takes_only(), "{text}");
        let rows = triangle::p_rows(&r, side).unwrap_or_else(|e| panic!("{text}: {e}"));
        let fast: Vec<(u64, u64)> = rows
            .iter()
            .enumerate()
            .flat_map(|(x, ys)| ys.iter().map(move |&y| (x as u64, y)))
            .collect();
        let slow: Vec<(u64, u64)> = solved(&r, side)
            .into_iter()
            .filter(|&(x, y)| x + y < side)
            .collect();
        assert!(!slow.is_empty(), "{text}");
        if let Some(d) = first_difference(&fast, &slow) {
            panic!("triangle engine vs solver: {d}\n{text}");
        }
    }
    let r = parse(&format!("name = \"s\"\nblocking = 2\n{split}"), &[]).expect("parses");
    let e = triangle::p_rows(&r, side).expect_err("blocking with a split is refused");
    assert!(e.contains("under blocking") && !e.contains('\n'), "{e}");
}

/// A random rule set: two Nim moves or not, 1 to 5 families, k in 1..=4, a terminal set,
/// misère, an alteration.
fn rule_set() -> impl Strategy<Value = String> {
    let ray = (
        0i64..3,
        0i64..3,
        0i64..3,
        0i64..3,
        0i64..2,
        prop::option::of(0i64..4),
    )
        .prop_filter("a move", |(p, q, _, _, _, _)| p + q > 0)
        .prop_map(|(p, q, c, d, t0, len)| {
            let range = match len {
                None => format!(">= {}", t0.max(if c + d == 0 { 1 } else { 0 })),
                Some(l) => format!(
                    "{}..{}",
                    t0.max(if c + d == 0 { 1 } else { 0 }),
                    t0.max(1) + l
                ),
            };
            format!("take = \"({p}*t + {c}, {q}*t + {d})\"\nt = \"{range}\"\n")
        });
    let list = prop::collection::vec((0i64..4, 0i64..4), 1..4).prop_map(|v| {
        let items: Vec<String> = v
            .into_iter()
            .map(|(i, j)| if i + j == 0 { (1, 0) } else { (i, j) })
            .map(|(i, j)| format!("\"({i}, {j})\""))
            .collect();
        format!("take = [{}]\n", items.join(", "))
    });
    let region = (1i64..4, 0i64..3).prop_map(|(a, lo)| {
        format!(
            "take = \"(i, j)\"\nwhere = \"i >= {} & j >= {lo} & i - j < {a} & j - i < {a}\"\n",
            1
        )
    });
    let guard = prop_oneof![
        Just(String::new()),
        Just("when = \"x >= y\"\n".to_string()),
        Just("when = \"x % 2 = 1\"\n".to_string()),
        Just("when = \"x + y >= 3\"\n".to_string()),
    ];
    let family = (prop_oneof![3 => ray, 1 => list, 1 => region], guard)
        .prop_map(|(f, g)| format!("[[move]]\n{f}{g}"));
    (
        prop::collection::vec(family, 1..5),
        any::<bool>(),
        1u32..5,
        prop::option::of(0u64..4),
        any::<bool>(),
        prop::option::of(prop_oneof![
            Just("P: box 2x2"),
            Just("N: 0,0"),
            Just("P: 1,3; N: 2,2")
        ]),
        any::<bool>(),
    )
        .prop_map(|(fams, nim, k, term, misere, alter, sym)| {
            let mut s = format!(
                "name = \"random\"\nblocking = {k}\nmisere = {misere}\nsymmetric = {sym}\n"
            );
            if let Some(l) = term {
                s += &format!("terminal = \"x + y <= {l}\"\n");
            }
            if let Some(a) = alter {
                s += &format!("alter = \"{a}\"\n");
            }
            if nim {
                s += "[[move]]\ntake = \"(t, 0)\"\nsymmetric = true\n";
            }
            for f in fams {
                s += &f;
            }
            s
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(feature = "slow-tests") { 2000 } else { 150 }))]

    /// Random rule sets: every one the parser accepts agrees with the solver (square,
    /// streamed when it streams, Grundy when defined); a refusal is one line.
    #[test]
    fn random_rule_sets_agree_with_the_solver(text in rule_set()) {
        match parse(&text, &[]) {
            Err(e) => prop_assert!(!e.contains('\n'), "{e}"),
            Ok(r) => {
                // Blocking with members sharing infinitely many moves is refused by the
                // engine (the solver counts them once): both must refuse or agree.
                match Engine::square(&r, 24) {
                    Err(e) => prop_assert!(e.contains("share") || e.contains("region"), "{e}\n{text}"),
                    Ok(_) => {
                        let r2 = r.clone();
                        prop_assert_eq!(compare(&r2, 24), Ok(()));
                    }
                }
            }
        }
    }
}

/// Streamed random rule sets with two or three unguarded rays of slope `(1, q)` and
/// blocking numbers where both scans serve them: the unguarded rays of each member.
fn streamed_rule_set() -> impl Strategy<Value = String> {
    let extra = prop_oneof![
        Just("[[move]]\ntake = \"(t, t)\"\n".to_string()),
        Just("[[move]]\ntake = \"(t, 2*t)\"\n".to_string()),
        Just("[[move]]\ntake = \"(t, t + 1)\"\n".to_string()),
        Just("[[move]]\ntake = \"(t + 2, t)\"\n".to_string()),
        Just("[[move]]\ntake = \"(2*t, t)\"\n".to_string()),
        Just("[[move]]\ntake = \"(t, 0)\"\nt = \">= 2\"\nwhen = \"x >= y\"\n".to_string()),
        Just("[[move]]\ntake = [\"(1, 3)\", \"(3, 1)\"]\n".to_string()),
        Just("[[move]]\ntake = \"(0, t)\"\nt = \"1..3\"\nsymmetric = false\n".to_string()),
    ];
    (
        prop::collection::vec(extra, 1..4),
        1u32..40,
        any::<bool>(),
        prop::option::of(0u64..4),
        prop::option::of(prop_oneof![Just("P: box 2x2"), Just("P: 1,3; N: 2,2")]),
    )
        .prop_map(|(extra, k, misere, term, alter)| {
            let mut s = format!("name = \"random\"\nblocking = {k}\nmisere = {misere}\n");
            if let Some(l) = term {
                s += &format!("terminal = \"x + y <= {l}\"\n");
            }
            if let Some(a) = alter {
                s += &format!("alter = \"{a}\"\n");
            }
            s += "[[move]]\ntake = \"(t, 0)\"\n";
            for e in extra {
                s += &e;
            }
            s
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(feature = "slow-tests") { 400 } else { 24 }))]

    /// The streamed engine's two scans of a column, the candidate search over the splits
    /// of the budget and the word-by-word scan with unary sums, agree on 500 columns
    /// (past the solver's reach; each is also compared with the solver above).
    #[test]
    fn the_candidate_search_agrees_with_the_word_scan(text in streamed_rule_set()) {
        let r = parse(&text, &[]).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let Ok(e) = Engine::stream(&r) else { return Ok(()) };
        let words = Engine::stream(&r).expect("streams").words_only();
        let (mut e, mut words) = (e, words);
        for x in 0..500u64 {
            let a = e.next_column().to_vec();
            let b = words.next_column().to_vec();
            prop_assert_eq!(a, b, "column {}\n{}", x, text);
        }
    }
}

/// A streamed column ends after a whole period of its vertical moves with no P-position
/// only above every move's reach: a bounded move `(1, t)`, `t <= 100`, keeps column 1's
/// cells N up to row 100 (each reaches (0, 0)), and (1, 101) is P; under misère play with
/// k = 64 the cells of column 0 below row 64 have fewer than 64 options, and (0, 64) is P.
/// Both lie more than a word (64 cells) above the rows the column's end once counted from.
#[test]
fn a_column_ends_only_above_every_moves_reach() {
    let long = "name = \"long\"\n[[move]]\ntake = \"(t, 0)\"\nsymmetric = true\n[[move]]\ntake = \"(1, t)\"\nt = \"0..100\"\nsymmetric = false\n";
    let r = parse(long, &[]).expect("parses");
    let got = streamed(&r, 300);
    assert!(got.contains(&(1, 101)), "{:?}", &got[..4.min(got.len())]);
    assert_eq!(first_difference(&got, &solved(&r, 300)), None);
    let misere = parse(
        "name = \"m\"\nblocking = 64\nmisere = true\n[[move]]\ntake = \"(t, 0)\"\nsymmetric = true\n[[move]]\ntake = \"(t, t)\"\n",
        &[],
    )
    .expect("parses");
    for e in [
        Engine::stream(&misere).expect("streams"),
        Engine::stream(&misere).expect("streams").words_only(),
    ] {
        let mut e = e;
        let col: Vec<u64> = e.next_column().to_vec();
        assert_eq!(col.first(), Some(&64), "{col:?}");
    }
    assert_eq!(
        first_difference(&streamed(&misere, 100), &solved(&misere, 100)),
        None
    );
}
