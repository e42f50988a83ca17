//! W^k's rule as formulas (`games::rules::formula::count_definitions`, one automaton per count):
//! the same `atleast` as the earlier form with k witnesses per count on the proved
//! automata, and on the fast engine's P-set of a box it holds for k up to 20 and fails when
//! one position is flipped; the W^14 proof's first column is sharp.

use automatic_prover::{Answer, Session, walnut::save};
use wythoff_lab::games::rules::prove::p_table;
use wythoff_lab::games::rules::{builtin, formula};

/// W^k's count definitions in `base` (`?msd_fib`, with its `?`).
fn blocking_counts(b: &str, set: &str, k: usize) -> String {
    let r = builtin::blocking(k as u32).expect("k in 1..=64");
    formula::count_definitions(&r, b.trim_start_matches('?'), set).expect("W^k's counts")
}
use wythoff_lab::games::blocking_period::{Period, holds, period, period_of};
use wythoff_lab::papers::larsson::table1_exact::{decimal_agrees, floor_deviation};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/proofs/walnut");

/// The earlier form of "at least k options in `set`", kept here as the comparison: on each
/// line, "at least J members" with J pairwise different witnesses, and the sum over every
/// split a + b + c = k (names prefixed `o`).
fn witness_form(b: &str, set: &str, k: usize) -> String {
    let mut s = String::new();
    let lines = [
        ("oc", "i{j}<=y", "x,y-i{j}"),
        ("ow", "i{j}<=x", "x-i{j},y"),
        ("od", "i{j}<=x & i{j}<=y", "x-i{j},y-i{j}"),
    ];
    for (name, range, cell) in lines {
        for j in 1..=k {
            let vars: Vec<String> = (1..=j).map(|i| format!("i{i}")).collect();
            let mut parts = vec!["i1>=1".to_string()];
            for i in 1..j {
                parts.push(format!("i{i}<i{}", i + 1));
            }
            parts.push(range.replace("{j}", &j.to_string()));
            for i in 1..=j {
                parts.push(format!("${set}({})", cell.replace("{j}", &i.to_string())));
            }
            s += &format!(
                "def {name}{j} \"{b} E{} {}\";\n",
                vars.join(","),
                parts.join(" & ")
            );
        }
    }
    let mut ways = Vec::new();
    for a in 0..=k {
        for c in 0..=k - a {
            let terms: Vec<String> = [("oc", a), ("ow", c), ("od", k - a - c)]
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(l, n)| format!("${l}{n}(x,y)"))
                .collect();
            ways.push(format!("({})", terms.join(" & ")));
        }
    }
    s += &format!("def oatleast \"{b} {}\";\n", ways.join(" | "));
    s
}

fn loaded(file: &str) -> automatic_prover::Auto {
    save::read(&std::path::Path::new(DIR).join(file)).expect("the saved automaton reads")
}

fn answers(session: &mut Session, script: &str, prefix: &str) -> Vec<(String, Answer)> {
    session
        .run_script(script)
        .expect("the script runs")
        .into_iter()
        .filter(|o| o.name.starts_with(prefix))
        .map(|o| (o.name, o.result))
        .collect()
}

/// For k = 2..8 (2..3 in the quick tier) the per-count `atleast` equals the witness form's
/// on every proved automaton of a two-pile game (W^1 = Wythoff, W^2, W^3 in Fibonacci, W^4
/// in Pell), and `rule` answers the same.
#[test]
fn counts_equal_the_witness_form_on_the_proved_automata() {
    let k_max = if cfg!(feature = "slow-tests") { 8 } else { 3 };
    let sets = [
        ("automatic.wythoff.automaton.txt", "msd_fib", 1usize),
        ("automatic.blocking-k2.automaton.txt", "msd_fib", 2),
        ("automatic.blocking-k3.automaton.txt", "msd_fib", 3),
        ("automatic.blocking-k4-pell.automaton.txt", "msd_pell", 4),
    ];
    for (file, base, own_k) in sets {
        for k in 2..=k_max {
            let b = format!("?{base}");
            let mut session = Session::default();
            session
                .insert_definition("p", loaded(file))
                .expect("the automaton is stored");
            let script = format!(
                "{}{}eval same \"{b} Ax,y $atleast(x,y) <=> $oatleast(x,y)\";\n\
                 eval rule_new \"{b} Ax,y $p(x,y) <=> ~$atleast(x,y)\";\n\
                 eval rule_old \"{b} Ax,y $p(x,y) <=> ~$oatleast(x,y)\";\n",
                blocking_counts(&b, "p", k),
                witness_form(&b, "p", k)
            );
            let got = answers(&mut session, &script, "");
            let get = |n: &str| {
                got.iter()
                    .find(|(m, _)| m == n)
                    .map(|(_, a)| a.clone())
                    .expect("answered")
            };
            assert_eq!(get("same"), Answer::True, "{file}, k = {k}");
            assert_eq!(get("rule_new"), get("rule_old"), "{file}, k = {k}");
            // The rule holds exactly for the set's own k.
            let want = if k == own_k {
                Answer::True
            } else {
                Answer::False
            };
            assert_eq!(get("rule_new"), want, "{file}, k = {k}");
        }
    }
}

/// A finite set of cells as a formula in `x, y` (runs of consecutive `y` per column).
fn cells_formula(cells: &[(u64, u64)]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        let (x, y0) = cells[i];
        let mut y1 = y0;
        while i + 1 < cells.len() && cells[i + 1] == (x, y1 + 1) {
            y1 += 1;
            i += 1;
        }
        parts.push(format!("(x={x} & y>={y0} & y<={y1})"));
        i += 1;
    }
    parts.join(" | ")
}

/// For every k <= 20, on the box [0,N)^2 (a lower set, so every option of a cell in it is
/// in it) the rule holds for the fast engine's P-set and fails, at the flipped cell, when
/// one cell is flipped (a P-position made N, and an N-position made P).
#[test]
fn the_rule_accepts_the_engines_box_and_rejects_one_flip() {
    let n: u64 = if cfg!(feature = "slow-tests") { 64 } else { 16 };
    for k in 2..=20usize {
        let table = p_table(&builtin::blocking(k as u32).expect("k"), n).expect("the engine");
        let p: Vec<(u64, u64)> = table.positions();
        let mid = n / 2;
        let p_cell = *p
            .iter()
            .rfind(|c| c.0 == mid)
            .expect("column N/2 holds a P-position");
        let n_cell = (
            mid,
            (0..n).find(|&y| !table.get(mid, y)).expect("an N-position"),
        );
        let variants = [
            ("engine", p.clone(), None),
            (
                "p_to_n",
                p.iter().copied().filter(|&c| c != p_cell).collect(),
                Some(p_cell),
            ),
            (
                "n_to_p",
                {
                    let mut v = p.clone();
                    v.push(n_cell);
                    v.sort_unstable();
                    v
                },
                Some(n_cell),
            ),
        ];
        for (name, set, flipped) in variants {
            let mut session = Session::default();
            let script = format!(
                "def p \"?msd_2 {}\";\n{}eval box \"?msd_2 Ax,y (x<{n} & y<{n}) => ($p(x,y) <=> ~$atleast(x,y))\";\n",
                cells_formula(&set),
                blocking_counts("?msd_2", "p", k)
            );
            let out = session.run_script(&script).expect("the script runs");
            let last = out.last().expect("the eval answers");
            match flipped {
                None => assert_eq!(last.result, Answer::True, "k = {k}, {name}"),
                Some((x, y)) => {
                    assert_eq!(last.result, Answer::False, "k = {k}, {name}");
                    // The smallest counterexample is the flipped cell: its own count is
                    // unchanged, and every other cell that changes has it as an option.
                    assert_eq!(
                        last.witness.as_deref(),
                        Some(format!("x = {x}, y = {y}").as_str()),
                        "k = {k}, {name}"
                    );
                }
            }
        }
    }
}

/// The W^14 proof's period starts at column 23 and no earlier.
#[test]
fn w14_period_starts_at_column_23() {
    let mut session = Session::default();
    session
        .insert_definition("p", loaded("automatic.blocking-k14.automaton.txt"))
        .expect("the automaton is stored");
    let got = answers(
        &mut session,
        "eval from23 \"?msd_2 Ax,y (x>=23 & x<=y) => ($p(x,y) <=> $p(x+8,y+20))\";\n\
         eval from22 \"?msd_2 Ax,y (x>=22 & x<=y) => ($p(x,y) <=> $p(x+8,y+20))\";\n",
        "from",
    );
    assert_eq!(
        got.into_iter().map(|(_, a)| a).collect::<Vec<_>>(),
        vec![Answer::True, Answer::False]
    );
}

#[test]
fn a_planted_period_is_found_and_a_break_is_not() {
    // Columns a >= 5 repeat with (3, 7); columns 0..5 differ.
    let col = |a: u64| -> Vec<u64> {
        if a < 5 {
            vec![a, 2 * a + 1 + a % 2]
        } else {
            let r = (a - 5) % 3;
            let n = (a - 5) / 3;
            vec![10 + 7 * n + r, 12 + 7 * n + 2 * r]
        }
    };
    let sig_of = |cols: u64, bad: Option<u64>| -> Vec<(u64, u64)> {
        (0..cols)
            .map(|a| {
                let mut v = col(a);
                if Some(a) == bad {
                    v[1] += 1;
                }
                let mut h = 0xcbf2_9ce4_8422_2325u64;
                for b in &v {
                    for byte in (b - v[0]).to_le_bytes() {
                        h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
                    }
                }
                (v[0], h)
            })
            .collect()
    };
    assert_eq!(
        period_of(&sig_of(100, None)),
        Some(Period {
            t: 3,
            d: 7,
            from: 5
        })
    );
    // A break at column 60 (past a quarter of the data) leaves no period.
    assert_eq!(period_of(&sig_of(100, Some(60))), None);
    let ps: Vec<(u64, u64)> = (0..100)
        .flat_map(|a| col(a).into_iter().map(move |b| (a, b)))
        .collect();
    let p = Period {
        t: 3,
        d: 7,
        from: 5,
    };
    assert_eq!(holds(&ps, p, 100), Ok(()));
    assert!(holds(&ps, Period { from: 4, ..p }, 100).is_err());
}

#[test]
fn w14_repeats_with_period_8_20_from_column_23() {
    let p = period(14, 4_000).expect("a period");
    assert_eq!((p.t, p.d, p.from), (8, 20, 23));
}

#[test]
fn floor_deviation_is_exact() {
    // x = 1 + sqrt 2 (x^2 - 2x - 1): b - x a for (10, 24) is 24 - 24.14.. = -0.14..: -1.
    assert_eq!(floor_deviation(1, -2, -1, 10, 24), -1);
    assert_eq!(floor_deviation(1, -2, -1, 10, 25), 0);
    // Golden ratio: 17 - 10 phi = 0.819..: 0; 16 - 10 phi: -1.
    assert_eq!(floor_deviation(1, -1, -1, 10, 17), 0);
    assert_eq!(floor_deviation(1, -1, -1, 10, 16), -1);
}

#[test]
fn decimals_round_or_truncate() {
    assert!(decimal_agrees("1.28", 1.2807764));
    assert!(decimal_agrees("1.2", 1.2198039));
    assert!(decimal_agrees("2.35", 2.3476));
    assert!(!decimal_agrees("1.59", 1.6180340));
    assert!(!decimal_agrees("1.476", 1.4770330));
    assert!(decimal_agrees("2.0", 2.0) && decimal_agrees("2.6", 2.6));
    assert!(!decimal_agrees("2.58", 2.6));
}
