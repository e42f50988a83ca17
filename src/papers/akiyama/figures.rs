//! Akiyama, *3 dimensional Wythoff Nim*: Figure 1 (P-positions of positive Nim and L1-Nim,
//! rules solvers), Figure 2 (frequency of v1 - 2v2 + v3 = 0 per block, the v(n) stream)
//! and the convergence of v(n)/n against Theorem 4's values (Conjecture 1).

use crate::games::akiyama_vn::Simplified;
use crate::games::l1::rules::{self as l1, Variant};
use crate::papers::akiyama::conjectures::THM4;
use crate::report::plot::*;

/// The paper's estimates of (alpha, beta, gamma) under Conjecture 1.
pub(crate) const PAPER_POSITIVE: [f64; 3] = [1.97, 3.49, 4.88];
const PAPER_L1: [f64; 3] = [1.88, 3.58, 5.28];
const COLORS: [Rgb; 3] = [BLUE, GREEN, RED];

/// Sorted P-positions with a+b+c <= s, from the rules solver, in order of sum.
fn sorted_by_sum(variant: Variant, s: u32) -> Vec<[f64; 3]> {
    let mut v: Vec<[u32; 3]> = l1::cached_sieve(variant, s)
        .iter()
        .copied()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .collect();
    v.sort_unstable_by_key(|t| (t.iter().sum::<u32>(), *t));
    v.into_iter().map(|t| t.map(f64::from)).collect()
}

/// b and c against a, with the half-lines b = (beta/alpha) a, c = (gamma/alpha) a.
pub(crate) fn projections(
    caption: &str,
    pts: &[[f64; 3]],
    slopes: [f64; 3],
    (est, color): (&str, Rgb),
) -> Panel {
    let a_max = pts.iter().map(|p| p[0]).fold(1.0, f64::max);
    let proj = |i: usize| pts.iter().map(|p| (p[0], p[i])).collect::<Vec<_>>();
    let r = if pts.len() > 2000 { 1 } else { 3 };
    panel(
        caption,
        axis("a"),
        axis("b (blue), c (green)"),
        vec![
            series("b", BLUE, Style::Dots(r), proj(1)),
            series("c", GREEN, Style::Dots(r), proj(2)),
            series(
                format!("{est}: b = (beta/alpha) a, c = (gamma/alpha) a"),
                color,
                Style::Dashed,
                vec![(0.0, 0.0), (a_max, a_max * slopes[1] / slopes[0])],
            ),
            series(
                "",
                color,
                Style::Dashed,
                vec![(0.0, 0.0), (a_max, a_max * slopes[2] / slopes[0])],
            ),
        ],
    )
}

/// Figure 1 at the catalog's range (a+b+c <= 430), one panel per game.
pub fn fig1() -> Figure {
    let s = 430;
    Figure::new(
        "akiyama-fig1",
        "Akiyama Figure 1: P-positions (a <= b <= c, a+b+c <= 430)",
        "P-positions of positive Nim and L1-Nim with a+b+c <= 430, from the rules solvers, projected on (a, b) and (a, c). Dashed: the half-lines with the paper's estimated slopes (alpha, beta, gamma) = (1.97, 3.49, 4.88) for positive Nim and (1.88, 3.58, 5.28) for L1-Nim.",
        vec![
            projections(
                "positive Nim",
                &sorted_by_sum(Variant::Positive, s),
                PAPER_POSITIVE,
                ("paper's estimate", GREY),
            ),
            projections(
                "L1-Nim",
                &sorted_by_sum(Variant::L1, s),
                PAPER_L1,
                ("paper's estimate", GREY),
            ),
        ],
    )
}

/// Figure 2: the frequency of v1(n) - 2v2(n) + v3(n) = 0 per block of `block` indices,
/// for `blocks` blocks.
pub fn fig2(block: u64, blocks: u64) -> Figure {
    let mut counts = vec![0u64; blocks as usize];
    for s in Simplified::new().take((block * blocks) as usize) {
        let [a, b, c] = s.v.map(|x| x as i128);
        if a - 2 * b + c == 0 {
            counts[(s.n / block) as usize] += 1;
        }
    }
    let total: u64 = counts.iter().sum();
    let overall = total as f64 / (block * blocks) as f64;
    let pts: Vec<(f64, f64)> = counts
        .iter()
        .enumerate()
        .map(|(j, &c)| (j as f64, c as f64 / block as f64))
        .collect();
    let limit = 1.0 - 1.0 / THM4[2];
    let paper = block == 5_000;
    let mut ser = vec![
        series("frequency in the block", BLUE, Style::Dots(3), pts),
        hline(
            format!("1 - 1/gamma = {limit:.4} (Theorem 4's gamma)"),
            GREY,
            limit,
        ),
        hline(
            format!("computed over all {} indices: {overall:.4}", block * blocks),
            RED,
            overall,
        ),
    ];
    if paper {
        ser.push(hline("paper: 0.7993 on [1, 500000]", ORANGE, 0.7993));
    }
    let (stem, title) = if paper {
        (
            "akiyama-fig2".to_string(),
            "Akiyama Figure 2: frequency of v1 - 2v2 + v3 = 0 per block of 5000".to_string(),
        )
    } else {
        (
            "akiyama-fig2-at-scale".to_string(),
            format!(
                "Akiyama Figure 2 at scale: blocks of {} up to n = {}",
                tick(block as f64),
                tick((block * blocks) as f64)
            ),
        )
    };
    Figure::new(
        &stem,
        &title,
        &format!(
            "The frequency of n in [{block}j, {block}(j+1)) with v1(n) - 2v2(n) + v3(n) = 0, j = 0..{}, from the v(n) stream (Construction of Section 4, compared with Construction 1 in the catalog). Dashed: assumption (16)'s limit 1 - 1/gamma, and the overall frequency.",
            blocks - 1
        ),
        vec![panel("", axis("block j"), axis("frequency"), ser)],
    )
}

/// Indices 10^(lo + i/20) up to 10^hi.
pub(crate) fn log_marks(lo: u32, hi: u32) -> Vec<u64> {
    (0..=(hi - lo) * 20)
        .map(|i| 10f64.powf(f64::from(lo) + f64::from(i) / 20.0).round() as u64)
        .collect()
}

/// `(n, P_i(n)/n)` at the marks, for a stream of triples indexed from 0.
pub(crate) fn ratios_at(
    stream: impl Iterator<Item = [u64; 3]>,
    marks: &[u64],
) -> [Vec<(f64, f64)>; 3] {
    let mut pts = [vec![], vec![], vec![]];
    let mut next = 0;
    for (n, p) in (0u64..).zip(stream) {
        while next < marks.len() && marks[next] < n {
            next += 1;
        }
        if next >= marks.len() {
            break;
        }
        if n == marks[next] {
            for i in 0..3 {
                pts[i].push((n as f64, p[i] as f64 / n as f64));
            }
            next += 1;
        }
    }
    pts
}

/// |P_i(n)/n - L_i| on log-log axes, with 1/n for scale.
pub(crate) fn deviation_panel(caption: &str, pts: &[Vec<(f64, f64)>; 3]) -> Panel {
    let mut ser: Vec<Series> = (0..3)
        .map(|i| {
            series(
                format!("|v{}(n)/n - L{}|", i + 1, i + 1),
                COLORS[i],
                Style::Line,
                pts[i]
                    .iter()
                    .map(|&(n, r)| (n, (r - THM4[i]).abs()))
                    .filter(|q| q.1 > 0.0)
                    .collect(),
            )
        })
        .collect();
    let (n0, n1) = (
        pts[0].first().map_or(1.0, |p| p.0),
        pts[0].last().map_or(10.0, |p| p.0),
    );
    ser.push(series(
        "1/n (what convergence to L would look like)",
        GREY,
        Style::Dashed,
        vec![(n0, 1.0 / n0), (n1, 1.0 / n1)],
    ));
    panel(
        caption,
        log_axis("n"),
        log_axis("distance to Theorem 4"),
        ser,
    )
}

/// Conjecture 1 against Theorem 4: one panel per coordinate with its own scale, and the
/// distances on log-log axes.
pub fn ratios() -> Figure {
    let marks = log_marks(2, 7);
    let pts = ratios_at(Simplified::new().map(|s| s.v), &marks);
    let mut panels: Vec<Panel> = (0..3)
        .map(|i| {
            let last = pts[i].last().map_or(0.0, |p| p.1);
            panel(
                &format!("v{}(n)/n", i + 1),
                log_axis("n"),
                axis(&format!("v{}(n)/n", i + 1)),
                vec![
                    series(
                        format!("v{}(n)/n", i + 1),
                        COLORS[i],
                        Style::Line,
                        pts[i].clone(),
                    ),
                    hline("Theorem 4's value L_i", GREY, THM4[i]),
                    hline("measured at n = 10^7", ORANGE, last),
                ],
            )
        })
        .collect();
    panels.push(deviation_panel("distance to Theorem 4 (log-log)", &pts));
    let last: Vec<String> = pts
        .iter()
        .map(|p| format!("{:.6}", p.last().map_or(0.0, |q| q.1)))
        .collect();
    let dist: Vec<String> = (0..3)
        .map(|i| {
            format!(
                "{:.4}",
                (pts[i].last().map_or(0.0, |q| q.1) - THM4[i]).abs()
            )
        })
        .collect();
    Figure::new(
        "akiyama-ratios",
        "Akiyama Conjecture 1: v(n)/n against Theorem 4's (alpha, beta, gamma)",
        &format!("v_i(n)/n for n = 10^2..10^7 (the v(n) stream), each coordinate on its own scale, with Theorem 4's values L = ({:.6}, {:.6}, {:.6}) and the values measured at n = 10^7, ({}). Last panel: |v_i(n)/n - L_i| on log-log axes; a sequence converging to L_i would fall like 1/n (dashed), these stay at ({}) at n = 10^7 (measured, not a proof: see akiyama.conj1).", THM4[0], THM4[1], THM4[2], last.join(", "), dist.join(", ")),
        panels,
    )
    .grid(2, (1100, 800))
}

/// This paper's figures, in report order, each with its statement.
pub fn all() -> Vec<Figure> {
    vec![
        fig1().of("akiyama.fig1"),
        fig2(5_000, 101).of("akiyama.fig2"),
        fig2(100_000, 100).of("akiyama.fig2"),
        ratios().of("akiyama.conj1"),
    ]
}
