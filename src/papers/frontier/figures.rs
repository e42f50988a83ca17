//! Figures of the frontier section: the true L1-Nim (exact engine `TrueL1`), positive Nim
//! (rules solver) and the paper's v(n), side by side.

use crate::papers::akiyama::figures::{PAPER_POSITIVE, deviation_panel, log_marks, projections, ratios_at};
use crate::papers::figures::every;
use crate::games::akiyama_vn::Simplified;
use crate::games::l1::TrueL1;
use crate::papers::akiyama::conjectures::THM4;
use crate::report::plot::*;

/// Positive Nim's P-positions with a+b+c <= 2000 (the frontier statements' default bound,
/// computed once per process).
fn positive_list() -> Vec<[u64; 3]> {
    match &*crate::papers::frontier::positive::list(2000) {
        Ok(v) => v.clone(),
        Err(_) => Vec::new(),
    }
}

/// P_i(n)/n of the true L1-Nim and of the paper's v(n), one panel per coordinate, and the
/// true game's distance to Theorem 4 on log-log axes.
pub fn ratios() -> Figure {
    let marks = log_marks(2, 7);
    let true_l1 = ratios_at(TrueL1::new(), &marks);
    let paper = ratios_at(Simplified::new().map(|s| s.v), &marks);
    let mut panels: Vec<Panel> = (0..3)
        .map(|i| {
            panel(
                &format!("coordinate {}", i + 1),
                log_axis("n"),
                axis(&format!("v{}(n)/n", i + 1)),
                vec![
                    series("true L1-Nim", BLUE, Style::Line, true_l1[i].clone()),
                    series("the paper's v(n)", ORANGE, Style::Line, paper[i].clone()),
                    hline("Theorem 4's value", GREY, THM4[i]),
                ],
            )
        })
        .collect();
    panels.push(deviation_panel(
        "true L1-Nim: distance to Theorem 4",
        &true_l1,
    ));
    let last = |p: &[Vec<(f64, f64)>; 3]| -> String {
        p.iter()
            .map(|s| format!("{:.6}", s.last().map_or(0.0, |q| q.1)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Figure::new(
        "frontier-ratios",
        "The true L1-Nim and the paper's v(n): P(n)/n against Theorem 4",
        &format!("P_i(n)/n for n = 10^2..10^7: the true L1-Nim (exact engine, compared with a second engine in frontier.l1.*) and the paper's v(n). At n = 10^7: true L1-Nim ({}), v(n) ({}); Theorem 4: ({:.6}, {:.6}, {:.6}). Last panel: the true game's |P_i(n)/n - L_i| on log-log axes.", last(&true_l1), last(&paper), THM4[0], THM4[1], THM4[2]),
        panels,
    )
    .grid(2, (1100, 800))
}

/// Akiyama's Figure 1 for the true games and for v(n): (a, b) and (a, c) of the true
/// L1-Nim and of v(n) for n <= 10^5, and of positive Nim for a+b+c <= 2000.
pub fn fig1() -> Figure {
    let n = 100_000;
    let f = |t: [u64; 3]| t.map(|x| x as f64);
    let l1: Vec<[f64; 3]> = TrueL1::new().take(n + 1).map(f).collect();
    let paper: Vec<[f64; 3]> = Simplified::new().take(n + 1).map(|s| f(s.v)).collect();
    let pos: Vec<[f64; 3]> = positive_list().into_iter().map(f).collect();
    let step = 50;
    let thin = |v: &[[f64; 3]]| every(v, step).collect::<Vec<_>>();
    let pos_n = pos.len().saturating_sub(1);
    Figure::new(
        "frontier-fig1",
        "Figure 1 at scale: the true games and the paper's v(n)",
        &format!("(a, b) and (a, c) of the P-positions: the true L1-Nim for n <= 10^5 (exact engine), the paper's v(n) for n <= 10^5, every {step}th point; positive Nim for a+b+c <= 2000 (rules solver, all {} points, n <= {pos_n}). Dashed: the half-lines of Theorem 4's (alpha, beta, gamma) for L1-Nim and of the paper's estimate (1.97, 3.49, 4.88) for positive Nim.", pos.len()),
        vec![
            projections("true L1-Nim, n <= 10^5", &thin(&l1), *THM4, ("Theorem 4", GREY)),
            projections("paper's v(n), n <= 10^5", &thin(&paper), *THM4, ("Theorem 4", GREY)),
            projections(
                "positive Nim, a+b+c <= 2000",
                &pos,
                PAPER_POSITIVE,
                ("the paper's positive-Nim estimate (1.97, 3.49, 4.88)", ORANGE),
            ),
        ],
    )
    .grid(3, (1500, 560))
}

/// This section's figures, in report order, each with its statement.
pub fn all() -> Vec<Figure> {
    vec![
        ratios().of("frontier.l1.slopes"),
        fig1().of("frontier.l1.vs-akiyama"),
        super::figures_positive::beside_l1().of("frontier.positive.slopes"),
    ]
}
