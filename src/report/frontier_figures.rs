//! Figures of the frontier section: the true L1-Nim, positive Nim and the paper's v(n).

use super::svg::{Chart, Series};
use crate::games::l1::{Simplified, TrueL1};
use crate::papers::akiyama::conjectures::THM4;

fn series(label: String, color: &'static str, points: Vec<(f64, f64)>, line: bool) -> Series {
    Series {
        label,
        color,
        points,
        line,
    }
}

/// Positive Nim's P-positions with a+b+c <= 2000 (the frontier statements' default
/// bound, computed once per process).
fn positive_list() -> Vec<[u64; 3]> {
    match &*crate::papers::frontier::positive::list(2000) {
        Ok(v) => v.clone(),
        Err(_) => Vec::new(),
    }
}

/// Indices 10^(2 + i/10) up to `10^top`.
fn log_marks(top: u32) -> Vec<u64> {
    (0..=(top - 2) * 10)
        .map(|i| 10f64.powf(2.0 + f64::from(i) / 10.0) as u64)
        .collect()
}

/// `(log10 n, P_i(n)/n - THM4_i)` at the marks, for a stream of sorted triples.
fn deviations(stream: impl Iterator<Item = [u64; 3]>, marks: &[u64]) -> [Vec<(f64, f64)>; 3] {
    let mut pts = [vec![], vec![], vec![]];
    let mut next = 0;
    for (n, p) in (0u64..).zip(stream) {
        if next >= marks.len() {
            break;
        }
        if n == marks[next] {
            for i in 0..3 {
                pts[i].push(((n as f64).log10(), p[i] as f64 / n as f64 - THM4[i]));
            }
            next += 1;
        }
    }
    pts
}

/// v_i(n)/n minus Theorem 4's value, for the true L1-Nim and the paper's v(n) (positive
/// Nim's 195 P-positions are too few for this scale: see [`fig1`]).
pub fn ratios() -> (String, Chart) {
    let marks = log_marks(7);
    let true_l1 = deviations(TrueL1::new(), &marks);
    let paper = deviations(Simplified::new().map(|s| s.v), &marks);
    let mut ser = Vec::new();
    let colors = [
        ["#1f77b4", "#2ca02c", "#d62728"],
        ["#aec7e8", "#98df8a", "#ff9896"],
    ];
    for (name, pts, col) in [
        ("true L1-Nim", &true_l1, colors[0]),
        ("paper's v(n)", &paper, colors[1]),
    ] {
        for i in 0..3 {
            ser.push(series(
                format!("{name}: v{}(n)/n - {:.4}", i + 1, THM4[i]),
                col[i],
                pts[i].clone(),
                true,
            ));
        }
    }
    ser.push(series(
        "Theorem 4 (zero)".into(),
        "#999999",
        vec![(2.0, 0.0), (7.0, 0.0)],
        true,
    ));
    (
        "frontier-ratios".into(),
        Chart {
            title: "v_i(n)/n minus Theorem 4's value, against log10 n: the true L1-Nim and the paper's v(n)".into(),
            x_label: "log10 n".into(),
            y_label: "v_i(n)/n - Theorem 4".into(),
            series: ser,
            ..Default::default()
        },
    )
}

/// Akiyama's Figure 1 for the true games, on the same range: (a, b) and (a, c) of every
/// P-position with a+b+c <= 2000.
pub fn fig1() -> (String, Chart) {
    let l1: Vec<[u64; 3]> = TrueL1::new()
        .take_while(|t| t.iter().sum::<u64>() <= 2000)
        .collect();
    let pos = positive_list();
    let proj = |v: &[[u64; 3]], i: usize| -> Vec<(f64, f64)> {
        v.iter().map(|p| (p[0] as f64, p[i] as f64)).collect()
    };
    (
        "frontier-fig1".into(),
        Chart {
            title:
                "Figure 1 for the true games: (a, b), (a, c) of every P-position with a+b+c <= 2000"
                    .into(),
            x_label: "a".into(),
            y_label: "b, c".into(),
            series: vec![
                series("L1-Nim: b".into(), "#1f77b4", proj(&l1, 1), false),
                series("L1-Nim: c".into(), "#2ca02c", proj(&l1, 2), false),
                series("positive Nim: b".into(), "#ff7f0e", proj(&pos, 1), false),
                series("positive Nim: c".into(), "#d62728", proj(&pos, 2), false),
            ],
            ..Default::default()
        },
    )
}
