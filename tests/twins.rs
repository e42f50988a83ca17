//! Fast engines against their independent twins over the ranges the verdicts and commands
//! use. The ranges are the numbers of `wythoff_lab::check::engines` (`wythoff engines`
//! prints them); `tests/engine_ranges.rs` checks that every verdict stays inside them.

use wythoff_lab::check::engines::{LYTHOFF, Reach};
use wythoff_lab::check::rng::Rng;
use wythoff_lab::games::lythoff::plain::{PlainConstruction, def1_legal, def7_legal};
use wythoff_lab::games::lythoff::{Construction, FExpr};

/// The engine with `f` given as text, against the twin with `f` as a closure; the first
/// disagreement names K, f and n.
fn compare(k: usize, text: &str, twin_f: fn(&[u64]) -> u64, n: u64) {
    let e = FExpr::parse(text, k).expect("a valid f");
    let engine = Construction::with_f(k, Box::new(move |b| e.eval(b)));
    if let Err(d) = first_difference(engine, PlainConstruction::with_f(k, Box::new(twin_f)), n) {
        panic!("K = {k}, f = {text}: {d}");
    }
}

/// The first of `n` positions where the engine and the twin differ (or the engine fails).
fn first_difference<E: std::fmt::Display>(
    engine: impl Iterator<Item = Result<Vec<u64>, E>>,
    twin: impl Iterator<Item = Vec<u64>>,
    n: u64,
) -> Result<(), String> {
    let mut compared = 0u64;
    for (i, (a, b)) in engine.zip(twin).take(n as usize).enumerate() {
        let a = a.map_err(|err| format!("n = {i}: engine error {err}"))?;
        if a != b {
            return Err(format!("n = {i}: engine {a:?}, plain twin {b:?}"));
        }
        compared += 1;
    }
    if compared < n {
        return Err(format!("only {compared} of {n} positions compared"));
    }
    Ok(())
}

/// The review's case: a bug planted in Construction 1 at K = 6, past the old compared range
/// (K = 2..5), fails the comparison; one entry off by one at n = 100000 is named exactly.
#[test]
fn a_bug_planted_at_k_6_past_the_old_range_is_caught() {
    let n = LYTHOFF[0].tier();
    assert!(n > 100_001);
    let planted = Construction::lythoff(6).enumerate().map(|(i, p)| {
        p.map(|mut p| {
            if i == 100_000 {
                p[3] += 1;
            }
            p
        })
    });
    let err = first_difference(planted, PlainConstruction::with_f(6, Box::new(|_| 1)), n)
        .expect_err("the planted bug must be caught");
    assert!(err.starts_with("n = 100000:"), "{err}");
    assert!(
        first_difference(
            Construction::lythoff(6),
            PlainConstruction::with_f(6, Box::new(|_| 1)),
            n
        )
        .is_ok()
    );
}

fn reach(measure_start: &str) -> Reach {
    *LYTHOFF
        .iter()
        .find(|r| r.measure.starts_with(measure_start))
        .expect("a Lythoff measure")
}

#[test]
fn lythoff_construction1_equals_plain_twin_k_2_to_8() {
    let n = LYTHOFF[0].tier();
    for k in 2..=8 {
        compare(k, "1", |_| 1, n);
    }
}

#[test]
fn lythoff_construction1_equals_plain_twin_k_9_to_16() {
    let n = LYTHOFF[8].tier();
    for k in 9..=16 {
        compare(k, "1", |_| 1, n);
    }
}

#[test]
fn lythoff_construction1_equals_plain_twin_k_17_to_24() {
    let n = LYTHOFF[9].tier();
    for k in 17..=24 {
        compare(k, "1", |_| 1, n);
    }
}

#[test]
fn lythoff_construction1_equals_plain_twin_k_25_to_40() {
    let n = LYTHOFF[10].tier();
    for k in 25..=40 {
        compare(k, "1", |_| 1, n);
    }
}

#[test]
fn lythoff_construction1_equals_plain_twin_k_41_to_64() {
    let n = LYTHOFF[1].tier();
    for k in 41..=64 {
        compare(k, "1", |_| 1, n);
    }
}

#[test]
fn lythoff_construction2_constant_f_equals_plain_twin() {
    let n = LYTHOFF[2].tier();
    for k in 2..=5 {
        compare(k, "2", |_| 2, n);
        compare(k, "3", |_| 3, n);
        compare(k, "5", |_| 5, n);
    }
}

#[test]
fn lythoff_construction2_catalog_variable_f_equals_plain_twin() {
    let linear = LYTHOFF[4].tier();
    for k in 3..=5 {
        compare(k, "1+B1", |b| 1 + b[0], linear);
    }
    compare(2, "1+B1", |b| 1 + b[0], LYTHOFF[5].tier());
    let exp = reach("n, Construction 2, f = 1+B_K-B_(K-1), K = 3..5").tier();
    compare(3, "1+B3-B2", |b| 1 + b[2] - b[1], exp);
    compare(4, "1+B4-B3", |b| 1 + b[3] - b[2], exp);
    compare(5, "1+B5-B4", |b| 1 + b[4] - b[3], exp);
    let exp2 = LYTHOFF[7].tier();
    compare(2, "1+B2-B1", |b| 1 + b[1] - b[0], exp2);
    compare(2, "1+B2", |b| 1 + b[1], exp2);
}

/// A table f for K = 2 (as the proofs of Theorem 5 and Corollary 1 use): a value in 1..=8
/// drawn from the position.
fn table_f(b: &[u64]) -> u64 {
    let mut h = b[0].wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b[1].rotate_left(29);
    h ^= h >> 31;
    1 + h.wrapping_mul(0xBF58_476D_1CE4_E5B9) % 8
}

#[test]
fn lythoff_construction2_table_f_equals_plain_twin() {
    let n = LYTHOFF[3].tier();
    let engine = Construction::with_f(2, Box::new(|b| Ok(table_f(b))));
    let twin = PlainConstruction::with_f(2, Box::new(table_f));
    for (i, (a, b)) in engine.zip(twin).take(n as usize).enumerate() {
        assert_eq!(a.expect("no engine error"), b, "K = 2, table f, n = {i}");
    }
}

/// Random linear f: `c + a B1 + (B_j - B_i)` with small coefficients, each run as far as
/// its growth allows (a positive difference term makes the entries grow exponentially).
#[test]
fn lythoff_construction2_random_f_equals_plain_twin() {
    let mut rng = Rng::new(2026);
    for _ in 0..40 {
        let k = rng.range(2, 6) as usize;
        let c = rng.range(1, 4);
        let a = rng.range(0, 2);
        let (i, j) = (rng.range(1, k as u64), rng.range(1, k as u64));
        let diff = rng.range(0, 2) == 0 && i < j;
        let mut text = c.to_string();
        for _ in 0..a {
            text.push_str("+B1");
        }
        if diff {
            text = format!("{text}+B{j}-B{i}");
        }
        let n = if diff {
            9
        } else if a > 0 {
            150
        } else {
            2_000
        };
        let e = FExpr::parse(&text, k).expect("a valid f");
        let e2 = e.clone();
        let engine = Construction::with_f(k, Box::new(move |b| e.eval(b)));
        let twin = PlainConstruction::with_f(
            k,
            Box::new(move |b| e2.eval(b).expect("f >= 1 on sorted positions")),
        );
        for (m, (x, y)) in engine.zip(twin).take(n).enumerate() {
            assert_eq!(
                x.expect("no engine error"),
                y,
                "K = {k}, f = {text}, n = {m}"
            );
        }
        // The twin's f above went through FExpr; check FExpr itself on this f by hand.
        let f = FExpr::parse(&text, k).expect("a valid f");
        let b: Vec<u64> = (0..k as u64).map(|t| 3 * t + 1).collect();
        let want = c
            + a * b[0]
            + if diff {
                b[j as usize - 1] - b[i as usize - 1]
            } else {
                0
            };
        assert_eq!(f.eval(&b), Ok(want), "f = {text} at {b:?}");
    }
}

/// Lemma 5 on the construction's own output, with Definition 1 applied literally (every
/// bijection of piles, every set S): no legal move from P^n to P^m, n > m.
#[test]
fn lemma5_by_the_literal_definition_1_for_k_2_to_8() {
    for (k, first) in [
        (2, 150),
        (3, 150),
        (4, 120),
        (5, 90),
        (6, 40),
        (7, 20),
        (8, 12),
    ] {
        let ps: Vec<Vec<u64>> = Construction::lythoff(k)
            .take(first)
            .collect::<Result<_, _>>()
            .expect("no engine error");
        for n in 1..ps.len() {
            for m in 0..n {
                assert!(
                    !def1_legal(&ps[n], &ps[m]),
                    "K = {k}: a legal move P^{n} = {:?} -> P^{m} = {:?}",
                    ps[n],
                    ps[m]
                );
            }
            // Stability alone is met by an empty sequence: check the literal test also
            // finds moves, from each P^n to a position just below it.
            let mut below = ps[n].clone();
            below[k - 1] -= 1;
            below.sort_unstable();
            assert!(
                def1_legal(&ps[n], &below),
                "K = {k}: {:?} -> {below:?}",
                ps[n]
            );
        }
    }
}

/// Lemma 5 for Lythoff(K_f) (Theorem 3), Definition 7 applied literally, for the catalog's f.
#[test]
fn lemma5_by_the_literal_definition_7_for_the_catalogs_f() {
    for k in 2..=5 {
        for (text, cap) in [
            ("2".to_string(), 60),
            ("3".into(), 60),
            ("1+B1".into(), 60),
            (format!("1+B{k}-B{}", k - 1), 12),
        ] {
            let e = FExpr::parse(&text, k).expect("a valid f");
            let e2 = e.clone();
            let ps: Vec<Vec<u64>> = Construction::with_f(k, Box::new(move |b| e2.eval(b)))
                .take(cap)
                .collect::<Result<_, _>>()
                .expect("no engine error");
            for n in 1..ps.len() {
                for m in 0..n {
                    let fb = e.eval(&ps[m]).expect("f >= 1");
                    assert!(
                        !def7_legal(&ps[n], &ps[m], fb),
                        "K = {k}, f = {text}: a legal move P^{n} = {:?} -> P^{m} = {:?}",
                        ps[n],
                        ps[m]
                    );
                }
            }
        }
    }
}

use wythoff_lab::check::engines::ALTERED;
use wythoff_lab::games::altered::plain::PlainColumns;
use wythoff_lab::games::altered::{Alteration, Columns};

fn compare_altered(spec: &str, columns: u64) {
    let alt = Alteration::parse(spec).expect("a valid spec");
    let engine = Columns::new(&alt).pairs(columns);
    if let Err(d) = altered_difference(&alt, engine, columns) {
        panic!("alteration '{spec}': {d}");
    }
}

/// The first P-position where the column algorithm's pairs and the plain twin differ, or too
/// few positions for `columns` columns.
fn altered_difference(
    alt: &Alteration,
    engine: impl Iterator<Item = [u64; 2]>,
    columns: u64,
) -> Result<(), String> {
    let twin = PlainColumns::new(alt).take_while(|&[x, _]| x < columns);
    let mut count = 0u64;
    for (a, b) in engine.zip(twin) {
        if a != b {
            return Err(format!(
                "position {count}: column algorithm {a:?}, plain twin {b:?}"
            ));
        }
        count += 1;
    }
    if count < columns {
        return Err(format!("{count} positions in {columns} columns"));
    }
    Ok(())
}

/// A bug planted in the column algorithm's output past the old compared range (80 columns):
/// one P-position moved up a row in column 500000 is caught by the comparison.
#[test]
fn a_bug_planted_in_the_altered_columns_is_caught() {
    let columns = ALTERED[0].tier();
    assert!(columns > 500_000);
    let alt = Alteration::parse("P: box 8x13").expect("a valid spec");
    let planted = Columns::new(&alt)
        .pairs(columns)
        .map(|[x, y]| if x == 500_000 { [x, y + 1] } else { [x, y] });
    let err = altered_difference(&alt, planted, columns).expect_err("caught");
    assert!(err.contains("[500000,"), "{err}");
}

/// The catalog's alterations (misère, Figure 3's, the boxes of Theorem 2 and Figure 5,
/// Nimhoff's Box(2, 2)) to the full reach; the unaltered game too.
#[test]
fn altered_columns_equal_plain_twin_on_the_catalogs_alterations() {
    let far = ALTERED[0].tier();
    for spec in [
        "",
        "N: 0,0",
        "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
        "P: box 8x13",
        "P: box 2x2",
        "P: box 1x30",
        "P: box 30x1",
    ] {
        compare_altered(spec, far);
    }
    // Every Box(a, b) with a, b <= 30 (60 deep: Theorem 2's bounds), on fewer columns.
    let side = if cfg!(feature = "slow-tests") { 60 } else { 30 };
    for a in 1..=side {
        for b in 1..=side {
            compare_altered(&format!("P: box {a}x{b}"), ALTERED[1].tier());
        }
    }
}

/// Random alterations (P and N cells in a 12x12 box, as the hst checkers draw them): the
/// first 3 to the full reach (the gate of `positions altered`), the others on fewer columns.
#[test]
fn altered_columns_equal_plain_twin_on_random_alterations() {
    let mut rng = Rng::new(77);
    for i in 0..if cfg!(feature = "slow-tests") {
        2_000
    } else {
        100
    } {
        let size = rng.range(1, 12);
        let mut p = Vec::new();
        let mut n = Vec::new();
        for x in 0..size {
            for y in 0..rng.range(1, 12) {
                match rng.range(0, 7) {
                    0 => p.push(format!("{x},{y}")),
                    1 => n.push(format!("{x},{y}")),
                    _ => {}
                }
            }
        }
        let spec = format!("P: {}; N: {}", p.join(" "), n.join(" "));
        let spec = spec
            .replace("P: ; ", "")
            .replace("; N: ", if n.is_empty() { "" } else { "; N: " });
        let columns = if i < 3 {
            ALTERED[0].tier()
        } else {
            ALTERED[2].tier()
        };
        compare_altered(&spec, columns);
    }
}

use wythoff_lab::check::engines::BLOCKING;
use wythoff_lab::games::blocking::Columns as BlockingColumns;
use wythoff_lab::games::blocking::plain::Plain;

/// An engine's P-positions of W^k with `a <= a_max` against the plain twin's, element by
/// element: the number compared, or the first disagreement.
fn compare_blocking(
    k: usize,
    engine: impl Iterator<Item = (u64, u64)>,
    a_max: u64,
) -> Result<usize, String> {
    let mut engine = engine.take_while(|&(a, _)| a <= a_max);
    let mut twin = Plain::new(k).take_while(|&(a, _)| a <= a_max);
    let mut n = 0;
    loop {
        match (engine.next(), twin.next()) {
            (None, None) => return Ok(n),
            (e, t) if e == t => n += 1,
            (e, t) => {
                return Err(format!(
                    "k = {k}, P-position {n}: engine {e:?}, plain twin {t:?}"
                ));
            }
        }
    }
}

/// Every k of the band against the plain twin to the tier's reach, two k at a time (the
/// largest k first: they cost the most).
fn blocking_band(reach: &Reach, ks: std::ops::RangeInclusive<usize>) {
    let a_max = reach.tier();
    let next = std::sync::Mutex::new(ks.rev());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(k) = next.lock().expect("the queue").next() {
                    let n = compare_blocking(k, BlockingColumns::new(k), a_max)
                        .unwrap_or_else(|e| panic!("{}: {e}", reach.measure));
                    // Every column x >= 1 holds k P-positions, at least half of them upper
                    // ones.
                    assert!(
                        n as u64 >= a_max * k as u64 / 2,
                        "k = {k}: only {n} positions with a <= {a_max}"
                    );
                }
            });
        }
    });
}

#[test]
fn blocking_columns_equal_plain_twin_k_1_to_20() {
    blocking_band(&BLOCKING[0], 1..=20);
}

#[test]
fn blocking_columns_equal_plain_twin_k_1_to_4_far() {
    let (far, band) = (BLOCKING[1].tier(), BLOCKING[0].tier());
    if far <= band {
        println!("SKIPPED: k = 1..4 to a <= {far} is compared by the k = 1..20 band (to {band})");
        return;
    }
    blocking_band(&BLOCKING[1], 1..=4);
}

#[test]
fn blocking_columns_equal_plain_twin_k_21_to_127() {
    blocking_band(&BLOCKING[2], 21..=127);
}

#[test]
fn blocking_columns_equal_plain_twin_k_128_to_255() {
    blocking_band(&BLOCKING[3], 128..=255);
}

/// The comparison can fail: a generator moving one P-position of W^4 up a cell in column
/// 20001 (past the k = 1..20 reach, inside the k = 1..4 one) is caught there.
#[test]
fn blocking_twin_catches_a_planted_error_past_column_20000() {
    let reach = &BLOCKING[1];
    assert!(reach.quick > 20_001 && BLOCKING[0].deep > 20_001);
    let got = compare_blocking(
        4,
        BlockingColumns::with_planted_error(4, 20_001),
        reach.quick,
    );
    let err = got.expect_err("the planted error must be caught");
    assert!(err.contains("engine Some((20001,"), "{err}");
    // The same engine agrees below the planted column.
    assert!(compare_blocking(4, BlockingColumns::with_planted_error(4, 20_001), 20_000).is_ok());
}

// True L1-Nim: the exact engine against the independent literal-rule checker.
use wythoff_lab::check::engines::TRUE_L1;
use wythoff_lab::games::l1::TrueL1;
use wythoff_lab::games::l1::literal::{Listing, moves_to};

#[test]
fn true_l1_engine_passes_the_literal_rule_checker() {
    let n = TRUE_L1[0].tier();
    // Straight from the engine into the checker's compact list (12 bytes per position).
    let l = Listing::new(TrueL1::new().take(n as usize + 1)).unwrap();
    let mut rng = Rng::new(25);
    let top = l.list().last().unwrap()[2];
    let random: Vec<[u64; 3]> = (0..if cfg!(feature = "slow-tests") {
        1_000_000
    } else {
        20_000
    })
        .map(|_| [0; 3].map(|_| rng.range(0, top)))
        .collect();
    let s_all = if cfg!(feature = "slow-tests") {
        600
    } else {
        300
    };
    let text = l.check(s_all, 4, &random).unwrap();
    assert!(text.contains(&format!("{} listed", n + 1)), "{text}");
}

#[test]
fn true_l1_fast_path_equals_the_plain_path_and_passes_the_literal_checker() {
    use wythoff_lab::games::l1::fast::FastL1;
    // The fast path (ring sets) against the plain path (the exact engine), then the
    // literal-rule checker on the fast path's own list: P(0..=n), n = TRUE_L1[2] (the
    // range `positions l1` serves).
    use wythoff_lab::check::engines::L1_FAST_LITERAL;
    // Streamed (no list held): P(0..=n) of both paths, the first difference reported.
    let n = TRUE_L1[2].tier() as usize;
    let mut plain = FastL1::plain();
    let mut last = None;
    for (i, p) in FastL1::new().take(n + 1).enumerate() {
        let q = plain.next();
        assert_eq!(Some(p), q, "P({i}): fast path {p:?}, plain path {q:?}");
        last = Some(p);
    }
    // `--nth` runs the steps in place: the same P(n).
    assert_eq!(FastL1::new().nth(n), last);
    let m = L1_FAST_LITERAL.tier() as usize;
    let fast: Vec<[u64; 3]> = FastL1::new().take(m + 1).collect();
    let l = Listing::new(fast).unwrap();
    l.check(200, 3, &[]).unwrap();
}

#[test]
fn the_l1_literal_checker_catches_a_wrong_list() {
    let mut list: Vec<[u64; 3]> = TrueL1::new().take(300).collect();
    // A member that moves to another: (27, 50, 74) -> (27, 50, 73) (x = y = 0).
    assert!(moves_to([27, 50, 74], [27, 50, 73]));
    let mut bad = list.clone();
    let at = bad.iter().position(|t| t == &[27, 50, 73]).unwrap();
    bad.insert(at + 1, [27, 50, 74]);
    assert!(Listing::new(bad).unwrap().stable().is_err());
    // A missing member: off the list, and no move into it.
    let missing = list.remove(100);
    let l = Listing::new(list).unwrap();
    assert!(l.complete_at(missing).unwrap_err().contains("missed"));
    assert!(l.absorbing(0, 0, &[missing]).is_err());
}

use wythoff_lab::check::engines::NIMHOFF;
use wythoff_lab::games::nimhoff::{self, Nimhoff};

/// Linear Nimhoff's ray-flag labeller against the forward sieve on the square of
/// `NIMHOFF[1]` (the whole square `hst.nimhoff` measures): 4 rule sets, each unaltered,
/// with the 2x2 and 100x100 boxes of P and 2 pseudo-random alterations; and a labelling
/// with one cell flipped far out is caught.
#[test]
fn nimhoff_labels_equal_the_forward_sieve() {
    let side = NIMHOFF[1].tier() as usize;
    let mut alts = vec![
        Alteration::default(),
        Alteration::p_box(2, 2),
        Alteration::p_box(100, 100),
    ];
    let mut rng = Rng::new(6);
    for _ in 0..2 {
        let mut alt = Alteration::default();
        for _ in 0..rng.range(1, 12) {
            let cell = (rng.range(0, 30), rng.range(0, 30));
            if rng.range(0, 2) == 0 {
                alt.p.insert(cell);
            } else if !alt.p.contains(&cell) {
                alt.n.insert(cell);
            }
        }
        alts.push(alt);
    }
    for rules in nimhoff::TWIN_RULE_SETS {
        let g = Nimhoff(rules.to_vec());
        for alt in &alts {
            let fast = nimhoff::labels(&g, alt, side, side);
            let sieve = nimhoff::sieve_labels(&g, alt, side, side);
            assert_eq!(
                nimhoff::first_difference(&fast, &sieve),
                None,
                "{rules:?} {alt:?}"
            );
        }
    }
    let g = Nimhoff(vec![(1, 0), (0, 2), (1, 1)]);
    let mut fast = nimhoff::labels(&g, &Alteration::default(), side, side);
    fast[side - 7][side - 3] = !fast[side - 7][side - 3];
    let sieve = nimhoff::sieve_labels(&g, &Alteration::default(), side, side);
    assert!(nimhoff::first_difference(&fast, &sieve).is_some());
}
