//! Hu, Sleator & Tsin, *Wythoff's Nim with finite alterations*: Figures 1-7 redrawn
//! (Wythoff pairs from the Beatty formula, altered games from the column algorithm of
//! Section 2, compared with the recursive solver in tests/hst.rs, Linear Nimhoff from its
//! rules solver).

use crate::games::altered::{Alteration, Columns};
use crate::games::nimhoff::{self, Nimhoff};
use crate::games::{hst_strings as bs, wythoff};
use crate::report::plot::*;
use std::collections::HashSet;

type Cells = HashSet<(u64, u64)>;

/// All seven figures, each with the statement it belongs to (Figure 2's game is the one
/// `hst.fig3` checks; Figures 6 and 7 are Section 6's, `hst.nimhoff`).
pub fn all() -> Vec<Figure> {
    vec![
        fig1().of("hst.beams"),
        fig2().of("hst.fig3"),
        fig3().of("hst.fig3"),
        fig4().of("hst.fig4"),
        fig5().of("hst.fig5"),
        fig6().of("hst.nimhoff"),
        fig7().of("hst.nimhoff"),
    ]
}

fn wythoff_cells(side: u64) -> Cells {
    wythoff::Pairs::new()
        .take_while(|&(_, a, _)| a < side)
        .flat_map(|(_, a, b)| [(a, b), (b, a)])
        .filter(|&(x, y)| x < side && y < side)
        .collect()
}

fn altered_cells(alt: &Alteration, side: u64) -> Cells {
    Columns::new(alt)
        .take(side as usize)
        .flat_map(|c| c.p.into_iter().map(move |y| (c.t, y)))
        .filter(|&(x, y)| x < side && y < side)
        .collect()
}

fn pts<'a>(it: impl Iterator<Item = &'a (u64, u64)>) -> Vec<(f64, f64)> {
    let mut v: Vec<(f64, f64)> = it.map(|&(x, y)| (x as f64, y as f64)).collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v
}

/// Cells of two games on one board: only the first, only the second, both.
fn compare(a: &Cells, b: &Cells, names: (&str, &str), colors: (Rgb, Rgb)) -> Vec<Series> {
    vec![
        series(
            format!("{} only", names.0),
            colors.0,
            Style::Cells,
            pts(a.difference(b)),
        ),
        series(
            format!("{} only", names.1),
            colors.1,
            Style::Cells,
            pts(b.difference(a)),
        ),
        series("both", BLACK_RGB, Style::Cells, pts(a.intersection(b))),
    ]
}

fn board(caption: &str, side: u64, series: Vec<Series>) -> Panel {
    panel(
        caption,
        fixed("x", 0.0, side as f64),
        fixed("y", 0.0, side as f64),
        series,
    )
}

fn figure2_alteration() -> Alteration {
    Alteration::parse("P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2").unwrap_or_default()
}

fn fig1() -> Figure {
    Figure::new(
        "hst-fig1",
        "Hu-Sleator-Tsin Figure 1: P-positions of Wythoff's Nim, piles up to 20",
        "The P-positions (floor(n phi), floor(n phi^2)) and their mirror images with both piles at most 20.",
        vec![board("", 21, vec![series("P-position", BLACK_RGB, Style::Cells, pts(wythoff_cells(21).iter()))])],
    )
    .grid(1, (640, 600))
}

fn fig2() -> Figure {
    let side = 60;
    Figure::new(
        "hst-fig2",
        "Hu-Sleator-Tsin Figure 2: Wythoff and the altered game (3x3 box N except (0,0))",
        "P-positions of Wythoff's Nim (blue), of the game whose lower-left 3x3 square is N except (0,0), which is P (red), and of both (black), on [0, 60)^2. The defects in the two beams continue forever, farther and farther apart.",
        vec![board("", side, compare(&wythoff_cells(side), &altered_cells(&figure2_alteration(), side), ("Wythoff", "altered"), (BLUE, RED)))],
    )
    .grid(1, (820, 780))
}

fn fig3() -> Figure {
    let mut cols = Columns::new(&figure2_alteration());
    let (mut p, mut l, mut u) = (vec![], vec![], vec![]);
    for _ in 0..=16 {
        let Some(c) = cols.next() else { break };
        p.extend(c.p.iter().map(|&y| (c.t as f64, y as f64)));
        if let Some((lo, hi)) = c.lu
            && c.t >= 3
        {
            l.push((c.t as f64 + 0.5, lo as f64 + 0.5));
            u.push((c.t as f64 + 0.5, hi as f64 + 0.5));
        }
    }
    let fixed_n: Vec<(f64, f64)> = (0..3u32)
        .flat_map(|x| (0..3u32).map(move |y| (f64::from(x), f64::from(y))))
        .filter(|&q| q != (0.0, 0.0))
        .collect();
    let top = p.iter().map(|q| q.1).fold(0.0, f64::max) + 2.0;
    Figure::new(
        "hst-fig3",
        "Hu-Sleator-Tsin Figure 3: computed P-positions with l_t and u_t",
        "The altered game of Figure 2, columns 0..16: the fixed cells (N grey, P dark), the computed P-positions (orange) and l_t, u_t (through the cell centres) from column 3 on.",
        vec![panel(
            "",
            fixed("column t", 0.0, 17.0),
            fixed("row", 0.0, top),
            vec![
                series("fixed N", LIGHT, Style::Cells, fixed_n),
                series("computed P-position", ORANGE, Style::Cells, p),
                series("l_t", GREEN, Style::Line, l),
                series("u_t", BLUE, Style::Line, u),
            ],
        )],
    )
    .grid(1, (700, 900))
}

/// A string as a lattice path from the origin: 0 a step right, 1 a step up.
fn path(s: &[bool]) -> Vec<(f64, f64)> {
    let mut pts = vec![(0.0, 0.0)];
    let (mut x, mut y) = (0.0, 0.0);
    for &b in s {
        if b {
            y += 1.0
        } else {
            x += 1.0
        }
        pts.push((x, y));
    }
    pts
}

fn fig4() -> Figure {
    let (s, t) = (
        bs::parse("00100111").unwrap_or_default(),
        bs::parse("11001100").unwrap_or_default(),
    );
    let units: Vec<(f64, f64)> = bs::units_between(&s, &t)
        .into_iter()
        .map(|(x, y)| (x as f64, y as f64))
        .collect();
    let area = units.len();
    let left = panel(
        &format!("area between two strings: {area} units"),
        fixed("zeros", 0.0, 5.0),
        fixed("ones", 0.0, 5.0),
        vec![
            series("unit between the paths", ORANGE, Style::Cells, units),
            series("00100111", BLUE, Style::Line, path(&s)),
            series("11001100", RED, Style::Line, path(&t)),
        ],
    );
    // Figure 4's alignment: an update that removes the leftmost bit (a 1) shifts the
    // string one place right, so the bits that do not change stay in their columns.
    let (mut ones, mut zeros) = (vec![], vec![]);
    let mut w = bs::parse("1").unwrap_or_default();
    let mut offset = 0usize;
    for i in 0..10usize {
        for (j, &b) in w.iter().enumerate() {
            let cell = ((offset + j) as f64, (9 - i) as f64);
            if b { ones.push(cell) } else { zeros.push(cell) }
        }
        offset += usize::from(w.first() == Some(&true));
        w = bs::update(&w).unwrap_or_default();
    }
    let width = ones.iter().chain(&zeros).map(|c| c.0).fold(0.0, f64::max) + 1.0;
    let right = panel(
        "Figure 4: the updates of \"1\", top to bottom, aligned",
        fixed("bit position (aligned)", 0.0, width),
        fixed("update (top: \"1\")", 0.0, 10.0),
        vec![
            series("bit 1", BLACK_RGB, Style::Cells, ones),
            series("bit 0", LIGHT, Style::Cells, zeros),
        ],
    );
    Figure::new(
        "hst-fig4",
        "Hu-Sleator-Tsin: strings as lattice paths (0 right, 1 up)",
        "Left: the area between 00100111 and 11001100, the units counted by the area function. Right: the strings of Figure 4, the Wythoff updates of \"1\" from top to bottom, aligned as in the paper (an update that drops the leftmost bit shifts the string right), so that most bits stay in place.",
        vec![left, right],
    )
    .grid(2, (1100, 560))
}

fn fig5() -> Figure {
    let side = 120;
    let (dx, dy) = (12u64, 7u64);
    let shifted: Cells = altered_cells(&Alteration::p_box(8, 13), side)
        .into_iter()
        .map(|(x, y)| (x + dx, y + dy))
        .filter(|&(x, y)| x < side && y < side)
        .collect();
    Figure::new(
        "hst-fig5",
        "Hu-Sleator-Tsin Figure 5: Wythoff and Box(8,13) offset by (12,7)",
        "P-positions of Wythoff's Nim (red), of the game altered by making Box(8,13) all P, translated by its offset (12, 7) (blue), and of both (black), on [0, 120)^2 (Theorem 2).",
        vec![board("", side, compare(&wythoff_cells(side), &shifted, ("Wythoff", "Box(8,13) + (12,7)"), (RED, BLUE)))],
    )
    .grid(1, (820, 780))
}

fn nimhoff_cells(rules: &Nimhoff, alt: &Alteration, side: usize) -> Vec<(f64, f64)> {
    let g = nimhoff::labels(rules, alt, side, side);
    (0..side)
        .flat_map(|y| (0..side).map(move |x| (x, y)))
        .filter(|&(x, y)| g[y][x])
        .map(|(x, y)| (x as f64, y as f64))
        .collect()
}

fn nimhoff_pair(
    stem: &str,
    title: &str,
    caption: &str,
    rules: &Nimhoff,
    alt: &Alteration,
    label: &str,
    side: usize,
) -> Figure {
    let plain = nimhoff::labels(rules, &Alteration::default(), side, side);
    let lines: Vec<Series> = nimhoff::beams(&plain, side)
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let end = if b.slope > 1.0 {
                (side as f64 / b.slope, side as f64)
            } else {
                (side as f64, side as f64 * b.slope)
            };
            series(
                if i == 0 {
                    "beam slopes of the unaltered game"
                } else {
                    ""
                },
                RED,
                Style::Guide,
                vec![(0.0, 0.0), end],
            )
        })
        .collect();
    let style = if side >= 300 {
        Style::Dots(1)
    } else {
        Style::Cells
    };
    let both = |cells: Vec<(f64, f64)>| {
        let mut v = lines.clone();
        v.push(series("P-position", BLUE, style, cells));
        v
    };
    let s = side as u64;
    Figure::new(
        stem,
        title,
        caption,
        vec![
            board(
                "unaltered",
                s,
                both(nimhoff_cells(rules, &Alteration::default(), side)),
            ),
            board(label, s, both(nimhoff_cells(rules, alt, side))),
        ],
    )
    .grid(2, (1200, 640))
}

fn fig6() -> Figure {
    nimhoff_pair(
        "hst-fig6",
        "Hu-Sleator-Tsin Figure 6: Linear Nimhoff {(1,0),(0,2),(1,1)}",
        "P-positions of Linear Nimhoff with rules {(1,0),(0,2),(1,1)} on [0, 150)^2, unaltered (left) and with the lower-left 2x2 region P (right); dashed: the unaltered beams' slopes. The defects persist.",
        &Nimhoff(vec![(1, 0), (0, 2), (1, 1)]),
        &Alteration::p_box(2, 2),
        "2x2 box of P",
        150,
    )
}

fn fig7() -> Figure {
    nimhoff_pair(
        "hst-fig7",
        "Hu-Sleator-Tsin Figure 7: Linear Nimhoff {(1,0),(0,1),(1,1),(2,1)}",
        "P-positions of Linear Nimhoff with rules {(1,0),(0,1),(1,1),(2,1)} on [0, 600)^2, unaltered (left) and with the lower-left 100x100 region P (right); dashed: the unaltered beams' slopes, drawn on both sides as in the paper. The altered beams come to follow them.",
        &Nimhoff(vec![(1, 0), (0, 1), (1, 1), (2, 1)]),
        &Alteration::p_box(100, 100),
        "100x100 box of P",
        600,
    )
}
