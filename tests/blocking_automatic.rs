//! W^k and numeration: the W^4 hypothesis proved (Pell shift over the Pell-automatic
//! P-set), and the aggregation points of W^5..W^20 identified from the data.

use automatic_prover::{Answer, Session};
use wythoff_lab::check::{Outcome, runner::run_one};
use wythoff_lab::papers;
use wythoff_lab::papers::frontier::blocking_points::{Point, analyze, period};
use wythoff_lab::papers::larsson::w4::pell_shift;

fn statement(id: &str) -> wythoff_lab::check::Statement {
    papers::statements()
        .into_iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("{id} is not in the catalog"))
}

#[test]
fn w4_hypothesis_is_proved_at_a_small_bound() {
    let s = statement("larsson.w4-hypothesis");
    let v = run_one(&s, &[], 2_000);
    assert_eq!(v.verdict, Outcome::Proved, "{v:?}");
}

/// The proof's constants are tight: one less and the decision procedure finds the positions
/// the data show ((7,15): s(7) = 17, b - s(a) = -2; (0,2) and (4,6): equal differences four
/// columns apart; column 0 holds 4 upper P-positions).
#[test]
fn w4_proof_constants_are_tight() {
    let s = statement("larsson.w4-hypothesis");
    let proof = s.proof.expect("a proof file");
    let mut session = Session::default();
    session.files = proof
        .loads
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect();
    let header: String = proof
        .text
        .lines()
        .filter(|l| l.starts_with("reg ") || l.starts_with("load "))
        .map(|l| format!("{l}\n"))
        .collect();
    // The sharp forms: b - s(a) <= 2 for a >= 5 (one less: FALSE), from a >= 5 (from 4:
    // FALSE), 2 upper P-positions per column (3: FALSE), exactly 4 per column (at most 3:
    // FALSE; at least 5 is the proof's column_at_most_4).
    let script = format!(
        "{header}eval tight_line \"?msd_pell Ax,y,z ($p(x,y) & x<=y & x>=5 & $shift(x,z)) => (z<=y+1 & y<=z+3)\";\n\
         eval tight_order \"?msd_pell Aa,d,c,e ($p(a,a+d) & $p(c,c+e) & a+4<=c) => d<e\";\n\
         eval tight_quasi \"?msd_pell Ax,y,u,v,w ($shift(x,u) & $shift(y,v) & $shift(x+y,w)) => u+v=w\";\n\
         eval tight_line_above \"?msd_pell Ax,y,z ($p(x,y) & x<=y & x>=5 & $shift(x,z)) => (z<=y+2 & y<=z+1)\";\n\
         eval tight_line_from4 \"?msd_pell Ax,y,z ($p(x,y) & x<=y & x>=4 & $shift(x,z)) => (z<=y+2 & y<=z+2)\";\n\
         eval tight_column_three \"?msd_pell Ax Ey1,y2,y3 x<=y1 & y1<y2 & y2<y3 & $p(x,y1) & $p(x,y2) & $p(x,y3)\";\n\
         eval tight_column_at_most_3 \"?msd_pell ~Ex,y1,y2,y3,y4 y1<y2 & y2<y3 & y3<y4 & $p(x,y1) & $p(x,y2) & $p(x,y3) & $p(x,y4)\";\n"
    );
    let out = session.run_script(&script).expect("the script runs");
    let answers: Vec<Answer> = out
        .iter()
        .filter(|o| o.name.starts_with("tight_"))
        .map(|o| o.result.clone())
        .collect();
    assert_eq!(answers, vec![Answer::False; 7]);
    // The Pell shift the regular expression defines is the one the bounded route computes.
    assert_eq!(pell_shift(7), Some(17));
}

#[test]
fn w5_has_the_quadratic_point_of_5x2_minus_4x_minus_5() {
    let pts = analyze(5, 20_000);
    assert_eq!(pts.len(), 2);
    assert!(matches!(
        pts[0].point,
        Point::Quadratic {
            u: 5,
            v: -4,
            w: -5,
            ..
        }
    ));
    assert!(matches!(pts[1].point, Point::Rational { p: 5, q: 2, .. }));
}

#[test]
fn w10_irrational_point_is_golden() {
    let pts = analyze(10, 20_000);
    assert!(
        pts.iter().any(|a| matches!(
            a.point,
            Point::Quadratic {
                u: 1,
                v: -1,
                w: -1,
                ..
            }
        )),
        "{pts:?}"
    );
}

#[test]
fn w7_deviation_keeps_growing_and_w14_repeats_with_period_8_20() {
    let w7 = analyze(7, 20_000);
    assert_eq!(w7.len(), 1);
    match &w7[0].point {
        Point::Rational { half, full, .. } => {
            assert!(full.0 < half.0, "{half:?} {full:?}")
        }
        other => panic!("{other:?}"),
    }
    let w14 = analyze(14, 20_000);
    assert_eq!(w14.len(), 1);
    match &w14[0].point {
        Point::Rational {
            p: 5,
            q: 2,
            period: Some((8, _)),
            ..
        } => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn period_is_none_for_an_aperiodic_line() {
    // Deviations 0 or 1 by the Fibonacci word along the line b = 2a: never periodic.
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let near: Vec<(u64, u64)> = (0..4000u64)
        .map(|a| {
            let bit = ((a + 2) as f64 / phi).floor() as u64 - ((a + 1) as f64 / phi).floor() as u64;
            (a, 2 * a + bit)
        })
        .collect();
    assert_eq!(period(&near, 2, 1, 4000), None);
    let periodic: Vec<(u64, u64)> = (0..4000u64).map(|a| (a, 2 * a + a % 3 / 2)).collect();
    assert_eq!(period(&periodic, 2, 1, 4000), Some((3, 0)));
}

#[test]
fn guess_auto_names_pell_for_w4_and_the_obstacle_for_w7() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_wythoff"))
            .args(args)
            .output()
            .expect("the binary runs")
    };
    let w4 = run(&[
        "guess",
        "--numeration",
        "auto",
        "--up-to",
        "2048",
        "blocking",
        "--k",
        "4",
    ]);
    let text = String::from_utf8_lossy(&w4.stdout);
    assert_eq!(w4.status.code(), Some(0), "{text}");
    assert!(text.contains("trying msd_ost_2"), "{text}");
    assert!(text.contains("proved, 26 states"), "{text}");
    // W^7's one line (5/2) does not repeat and no irrational point names a system.
    let w7 = run(&["guess", "--numeration", "auto", "blocking", "--k", "7"]);
    let text = String::from_utf8_lossy(&w7.stdout);
    assert_eq!(w7.status.code(), Some(3), "{text}");
    assert!(
        text.contains("obstacle: the line(s) 5/2 show no period")
            && text.contains("W^7: no numeration tried"),
        "{text}"
    );
    let bad = run(&["guess", "--numeration", "auto", "wythoff"]);
    assert_eq!(bad.status.code(), Some(2));
}
