//! Larsson, *Blocking Wythoff Nim*: Figure 1's boards (P-positions of W^k, from the rules
//! solver), W^k at scale (the column generator, compared with the per-cell solver in
//! larsson.prop1-2 and larsson.table1) and Table 1 (b/a of the P-positions per k, with the
//! printed values).

use crate::papers::figures::every;
use crate::games::blocking::{Columns, rules as blocking};
use crate::report::plot::*;

/// Figure 1: the P-positions of W^1 .. W^6 on [0, 40)^2, one board per k.
pub fn fig1() -> Figure {
    let side = 40u32;
    let panels = (1..=6)
        .map(|k| {
            let cells: Vec<(f64, f64)> = blocking::blocking(k, side)
                .map(|g| {
                    (0..side as usize)
                        .flat_map(|y| (0..side as usize).map(move |x| (x, y)))
                        .filter(|&(x, y)| g[y][x])
                        .map(|(x, y)| (x as f64, y as f64))
                        .collect()
                })
                .unwrap_or_default();
            let name = if k == 1 {
                "W^1 (Wythoff Nim)".to_string()
            } else {
                format!("W^{k}")
            };
            panel(
                &name,
                fixed("x", 0.0, f64::from(side)),
                fixed("y", 0.0, f64::from(side)),
                vec![series("P-position", BLACK_RGB, Style::Cells, cells)],
            )
        })
        .collect();
    Figure::new(
        "larsson-fig1",
        "Larsson Figure 1: P-positions of W^k on [0, 40)^2, k = 1..6",
        "P-positions of Blocking Wythoff Nim W^k (the previous player may forbid k - 1 options), computed cell by cell from the rules (Definition 3). The paper's Figure 1 draws W^1, W^2 and W^3.",
        panels,
    )
    .grid(3, (1200, 820))
}

/// W^k at scale: the P-positions with both coordinates at most 3000, one panel per
/// k = 1..6, with the lines of the slopes Table 1 prints for that k.
pub fn at_scale() -> Figure {
    let side = 3000u64;
    let printed = crate::papers::larsson::printed::table1();
    let panels = (1..=6)
        .map(|k| {
            let pts: Vec<(f64, f64)> = Columns::new(k)
                .take_while(|&(a, _)| a <= side)
                .flat_map(|(a, b)| [(a as f64, b as f64), (b as f64, a as f64)])
                .collect();
            let mut ser: Vec<Series> = printed
                .iter()
                .filter(|(pk, _, _)| *pk == k)
                .flat_map(|(_, _, values)| values.iter())
                .flat_map(|&v| {
                    let end = |m: f64| {
                        if m > 1.0 {
                            (side as f64 / m, side as f64)
                        } else {
                            (side as f64, side as f64 * m)
                        }
                    };
                    [end(v), end(1.0 / v)]
                })
                .map(|e| {
                    series(
                        "slopes printed in Table 1",
                        RED,
                        Style::Guide,
                        vec![(0.0, 0.0), e],
                    )
                })
                .collect();
            ser.insert(
                0,
                series("P-position", Rgb(120, 170, 220), Style::Dots(1), pts),
            );
            panel(
                &format!("W^{k}"),
                fixed("x", 0.0, side as f64),
                fixed("y", 0.0, side as f64),
                ser,
            )
        })
        .collect();
    Figure::new(
        "larsson-fig1-at-scale",
        "W^k at scale: P-positions on [0, 3000]^2, k = 1..6",
        "P-positions of W^k, k = 1..6, with both coordinates at most 3000, from the column generator (compared with the per-cell solver of Definition 3 in larsson.prop1-2 and larsson.table1). Red: lines through the origin with the slopes b/a and a/b that Table 1 prints for that k.",
        panels,
    )
    .grid(3, (1200, 820))
}

/// Table 1: b/a of the upper P-positions with 2000 < a <= 4000, one row per k, and the
/// printed points.
pub fn table1() -> Figure {
    let a_max = 4000u64;
    let mut computed = Vec::new();
    let mut printed = Vec::new();
    for (k, _, values) in crate::papers::larsson::printed::table1() {
        let ratios: Vec<(f64, f64)> = Columns::new(k)
            .take_while(|&(a, _)| a <= a_max)
            .filter(|&(a, _)| 2 * a > a_max)
            .map(|(a, b)| (b as f64 / a as f64, k as f64))
            .collect();
        computed.extend(every(&ratios, 5));
        printed.extend(values.iter().map(|&v| (v, k as f64)));
    }
    Figure::new(
        "larsson-table1",
        "Larsson Table 1: b/a of the P-positions of W^k, k = 1..20",
        "One row per k: b/a of the upper P-positions (a, b), a <= b, of W^k with 2000 < a <= 4000 (every fifth, grey), from the column generator, and the values the paper prints (red crosses). The full comparison is larsson.table1.",
        vec![panel(
            "",
            axis("b / a"),
            fixed("k", 0.0, 21.0),
            vec![
                series("computed b/a, 2000 < a <= 4000", GREY, Style::Dots(2), computed),
                series("printed in Table 1", RED, Style::Crosses(6), printed),
            ],
        )],
    )
    .grid(1, (1100, 800))
}

/// This paper's figures, in report order, each with its statement.
pub fn all() -> Vec<Figure> {
    vec![
        fig1().of("larsson.fig1"),
        at_scale().of("larsson.table1"),
        table1().of("larsson.table1"),
    ]
}
