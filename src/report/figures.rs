//! The figures of the report: reproductions of the papers' figures and the plots a reader
//! wants to see, as [`Chart`]s.

use super::svg::{Chart, Series};
use crate::games::altered::{Alteration, Columns};
use crate::games::blocking::{Columns as BlockingColumns, rules as blocking};
use crate::games::l1::Simplified;
use crate::games::l1::rules::{self as l1, Variant};
use crate::games::lythoff::Construction;
use crate::games::nimhoff::{self, Nimhoff};
use crate::games::{bitstring as bs, wythoff};

const THM4: [f64; 3] = [1.885_427_797_15, 3.575_351_400_26, 5.265_275_003_37];

fn series(label: &str, color: &'static str, points: Vec<(f64, f64)>, line: bool) -> Series {
    Series {
        label: label.into(),
        color,
        points,
        line,
    }
}

fn chart(title: &str, x: &str, y: &str, series: Vec<Series>) -> Chart {
    Chart {
        title: title.into(),
        x_label: x.into(),
        y_label: y.into(),
        series,
        ..Default::default()
    }
}

/// Every figure: `(file stem, chart)`.
pub fn all() -> Vec<(String, Chart)> {
    let mut v = vec![akiyama_fig1(), akiyama_fig2(), akiyama_ratios()];
    v.extend([
        super::frontier_figures::ratios(),
        super::frontier_figures::fig1(),
    ]);
    v.extend((1..=6).map(larsson_fig1));
    v.push(larsson_table1());
    v.push(kf_sequences());
    v.extend([
        hst_fig2(),
        hst_fig3(),
        hst_fig4(),
        hst_fig5(),
        hst_fig6(),
        hst_fig7(),
    ]);
    v
}

fn sorted_by_sum(variant: Variant, s: u32) -> Vec<[f64; 3]> {
    let mut v: Vec<[u32; 3]> = l1::cached_sieve(variant, s)
        .iter()
        .copied()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .collect();
    v.sort_unstable_by_key(|t| (t.iter().sum::<u32>(), *t));
    v.into_iter().map(|t| t.map(f64::from)).collect()
}

fn akiyama_fig1() -> (String, Chart) {
    let (l1p, pos) = (
        sorted_by_sum(Variant::L1, 430),
        sorted_by_sum(Variant::Positive, 430),
    );
    let proj = |v: &[[f64; 3]], i: usize| v.iter().map(|p| (p[0], p[i])).collect::<Vec<_>>();
    let c = chart(
        "Akiyama Figure 1: P-positions (a <= b <= c, a+b+c <= 430), projected on (a, b) and (a, c)",
        "a",
        "b, c",
        vec![
            series("L1-Nim: b", "#1f77b4", proj(&l1p, 1), false),
            series("L1-Nim: c", "#2ca02c", proj(&l1p, 2), false),
            series("positive Nim: b", "#ff7f0e", proj(&pos, 1), false),
            series("positive Nim: c", "#d62728", proj(&pos, 2), false),
        ],
    );
    ("akiyama-fig1".into(), c)
}

fn akiyama_fig2() -> (String, Chart) {
    let mut counts = vec![0u32; 101];
    for s in Simplified::new().take(101 * 5000) {
        let [a, b, c] = s.v.map(|x| x as i64);
        if a - 2 * b + c == 0 {
            counts[(s.n / 5000) as usize] += 1;
        }
    }
    let pts: Vec<(f64, f64)> = counts
        .iter()
        .enumerate()
        .map(|(j, &c)| (j as f64, f64::from(c) / 5000.0))
        .collect();
    let limit = 1.0 - 1.0 / THM4[2];
    let c = chart(
        "Akiyama Figure 2: frequency of v1 - 2v2 + v3 = 0 per block of 5000",
        "block j (n in [5000j, 5000(j+1)))",
        "frequency",
        vec![
            series("frequency", "#1f77b4", pts, false),
            series(
                "1 - 1/gamma (Theorem 4)",
                "#d62728",
                vec![(0.0, limit), (100.0, limit)],
                true,
            ),
        ],
    );
    ("akiyama-fig2".into(), c)
}

fn akiyama_ratios() -> (String, Chart) {
    let marks: Vec<u64> = (0..=40)
        .map(|i| 10f64.powf(3.0 + f64::from(i) / 10.0) as u64)
        .collect();
    let mut pts = [vec![], vec![], vec![]];
    let mut next = 0;
    for s in Simplified::new().take(*marks.last().unwrap_or(&1000) as usize + 1) {
        if marks.get(next) == Some(&s.n) {
            for (series_pts, &v) in pts.iter_mut().zip(&s.v) {
                series_pts.push(((s.n as f64).log10(), v as f64 / s.n as f64));
            }
            next += 1;
        }
    }
    let colors = ["#1f77b4", "#2ca02c", "#ff7f0e"];
    let mut ser: Vec<Series> = (0..3)
        .map(|i| series(&format!("v{}(n)/n", i + 1), colors[i], pts[i].clone(), true))
        .collect();
    for t in THM4 {
        ser.push(series(
            &format!("Theorem 4: {t:.4}"),
            "#999999",
            vec![(3.0, t), (7.0, t)],
            true,
        ));
    }
    (
        "akiyama-ratios".into(),
        chart(
            "Akiyama: v_i(n)/n against log10 n, and Theorem 4's values",
            "log10 n",
            "v_i(n)/n",
            ser,
        ),
    )
}

fn larsson_fig1(k: usize) -> (String, Chart) {
    let side = 40;
    let pts: Vec<(f64, f64)> = blocking::blocking(k, side)
        .map(|g| {
            (0..side as usize)
                .flat_map(|y| (0..side as usize).map(move |x| (x, y)))
                .filter(|&(x, y)| g[y][x])
                .map(|(x, y)| (x as f64, y as f64))
                .collect()
        })
        .unwrap_or_default();
    let mut c = chart(
        &format!("Larsson: P-positions of W^{k} on [0,40)^2 (rules solver)"),
        "x",
        "y",
        vec![series("P", "#1f77b4", pts, false)],
    );
    c.range = Some(((0.0, 39.0), (0.0, 39.0)));
    (format!("larsson-fig1-k{k}"), c)
}

fn larsson_table1() -> (String, Chart) {
    let a_max = 4000u64;
    let mut computed = Vec::new();
    let mut printed_pts = Vec::new();
    for (k, _, values) in crate::papers::larsson::printed::table1() {
        for (i, (a, b)) in BlockingColumns::new(k)
            .take_while(|&(a, _)| a <= a_max)
            .filter(|&(a, _)| 2 * a > a_max)
            .enumerate()
        {
            if i % 7 == 0 {
                computed.push((
                    b as f64 / a as f64,
                    k as f64 + 0.3 * ((i % 5) as f64 / 5.0 - 0.4),
                ));
            }
        }
        printed_pts.extend(values.iter().map(|&v| (v, k as f64)));
    }
    let c = chart(
        "Larsson Table 1: b/a of P-positions of W^k with 2000 < a <= 4000 (grey) and the printed points (red)",
        "b / a",
        "k",
        vec![
            series("computed b/a", "#999999", computed, false),
            series("printed", "#d62728", printed_pts, false),
        ],
    );
    ("larsson-table1".into(), c)
}

fn kf_sequences() -> (String, Chart) {
    let colors = ["#1f77b4", "#2ca02c", "#ff7f0e", "#d62728"];
    let mut ser = Vec::new();
    for (k, dash) in [(3usize, ""), (4, " (K=4)")] {
        let ps: Vec<Vec<u64>> = Construction::lythoff(k)
            .take(200)
            .filter_map(Result::ok)
            .collect();
        for i in 0..k {
            ser.push(series(
                &format!("K={k}: p_{}{dash}", i + 1),
                colors[i],
                ps.iter()
                    .enumerate()
                    .map(|(n, p)| (n as f64, p[i] as f64))
                    .collect(),
                true,
            ));
        }
    }
    (
        "kf-sequences".into(),
        chart(
            "Klein-Fraenkel: the K sequences of Lythoff(K), K = 3, 4",
            "n",
            "p_i^n",
            ser,
        ),
    )
}

fn altered_points(alt: &Alteration, columns: usize) -> Vec<(f64, f64)> {
    Columns::new(alt)
        .take(columns)
        .flat_map(|c| c.p.into_iter().map(move |y| (c.t as f64, y as f64)))
        .collect()
}

fn wythoff_points(limit: u64) -> Vec<(f64, f64)> {
    wythoff::Pairs::new()
        .take_while(|&(_, a, _)| a < limit)
        .flat_map(|(_, a, b)| [(a as f64, b as f64), (b as f64, a as f64)])
        .collect()
}

fn figure2_alteration() -> Alteration {
    Alteration::parse("P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2").unwrap_or_default()
}

fn hst_fig2() -> (String, Chart) {
    let mut c = chart(
        "Hu-Sleator-Tsin Figure 2: Wythoff (blue) and the altered game (red): 3x3 box N except (0,0) P",
        "x",
        "y",
        vec![
            series("Wythoff", "#1f77b4", wythoff_points(60), false),
            series(
                "altered",
                "#d62728",
                altered_points(&figure2_alteration(), 60),
                false,
            ),
        ],
    );
    c.range = Some(((0.0, 60.0), (0.0, 60.0)));
    ("hst-fig2".into(), c)
}

fn hst_fig3() -> (String, Chart) {
    let mut cols = Columns::new(&figure2_alteration());
    let (mut p, mut l, mut u) = (vec![], vec![], vec![]);
    for _ in 0..=16 {
        let Some(c) = cols.next() else { break };
        p.extend(c.p.iter().map(|&y| (c.t as f64, y as f64)));
        if let Some((lo, hi)) = c.lu
            && c.t >= 3
        {
            l.push((c.t as f64, lo as f64));
            u.push((c.t as f64, hi as f64));
        }
    }
    let c = chart(
        "Hu-Sleator-Tsin Figure 3: computed P-positions with l_t and u_t (columns 3..16)",
        "column t",
        "row",
        vec![
            series("P-positions", "#ff7f0e", p, false),
            series("l_t", "#2ca02c", l, true),
            series("u_t", "#1f77b4", u, true),
        ],
    );
    ("hst-fig3".into(), c)
}

fn path(s: &[bool], dx: f64, dy: f64) -> Vec<(f64, f64)> {
    let mut pts = vec![(dx, dy)];
    let (mut x, mut y) = (dx, dy);
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

fn hst_fig4() -> (String, Chart) {
    let (s, t) = (
        bs::parse("00100111").unwrap_or_default(),
        bs::parse("11001100").unwrap_or_default(),
    );
    let polygons = bs::units_between(&s, &t)
        .into_iter()
        .map(|(x, y)| {
            let (x, y) = (x as f64, y as f64);
            (
                vec![(x, y), (x + 1.0, y), (x + 1.0, y + 1.0), (x, y + 1.0)],
                "#ff7f0e",
            )
        })
        .collect();
    let mut ser = vec![
        series("00100111", "#1f77b4", path(&s, 0.0, 0.0), true),
        series("11001100", "#d62728", path(&t, 0.0, 0.0), true),
    ];
    let mut w = bs::parse("1").unwrap_or_default();
    for i in 0..10 {
        let label = if i == 0 {
            "Figure 4: the updates of \"1\" (drawn from x = 9)"
        } else {
            ""
        };
        ser.push(series(label, "#999999", path(&w, 9.0, 0.0), true));
        w = bs::update(&w).unwrap_or_default();
    }
    let mut c = chart(
        "Hu-Sleator-Tsin: strings as lattice paths (0 right, 1 up); the area between 00100111 and 11001100 shaded (10 units)",
        "zeros",
        "ones",
        ser,
    );
    c.polygons = polygons;
    ("hst-fig4".into(), c)
}

fn hst_fig5() -> (String, Chart) {
    let shifted: Vec<(f64, f64)> = altered_points(&Alteration::p_box(8, 13), 200)
        .into_iter()
        .map(|(x, y)| (x + 12.0, y + 7.0))
        .collect();
    let mut c = chart(
        "Hu-Sleator-Tsin Figure 5: Wythoff (red) and Box(8,13) offset by (12,7) (blue)",
        "x",
        "y",
        vec![
            series("Wythoff", "#d62728", wythoff_points(130), false),
            series("Box(8,13) + (12,7)", "#1f77b4", shifted, false),
        ],
    );
    c.range = Some(((0.0, 120.0), (0.0, 120.0)));
    ("hst-fig5".into(), c)
}

fn nimhoff_points(rules: &Nimhoff, alt: &Alteration, side: usize) -> Vec<(f64, f64)> {
    let g = nimhoff::labels(rules, alt, side, side);
    (0..side)
        .flat_map(|y| (0..side).map(move |x| (x, y)))
        .filter(|&(x, y)| g[y][x])
        .map(|(x, y)| (x as f64, y as f64))
        .collect()
}

fn hst_fig6() -> (String, Chart) {
    let r = Nimhoff(vec![(1, 0), (0, 2), (1, 1)]);
    let c = chart(
        "Hu-Sleator-Tsin Figure 6: Linear Nimhoff {(1,0),(0,2),(1,1)}, unaltered (blue) and with a 2x2 box of P (red)",
        "x",
        "y",
        vec![
            series(
                "unaltered",
                "#1f77b4",
                nimhoff_points(&r, &Alteration::default(), 150),
                false,
            ),
            series(
                "2x2 altered",
                "#d62728",
                nimhoff_points(&r, &Alteration::p_box(2, 2), 150),
                false,
            ),
        ],
    );
    ("hst-fig6".into(), c)
}

fn hst_fig7() -> (String, Chart) {
    let r = Nimhoff(vec![(1, 0), (0, 1), (1, 1), (2, 1)]);
    let c = chart(
        "Hu-Sleator-Tsin Figure 7: Linear Nimhoff {(1,0),(0,1),(1,1),(2,1)}, unaltered (blue) and with a 100x100 box of P (red)",
        "x",
        "y",
        vec![
            series(
                "unaltered",
                "#1f77b4",
                nimhoff_points(&r, &Alteration::default(), 600),
                false,
            ),
            series(
                "100x100 altered",
                "#d62728",
                nimhoff_points(&r, &Alteration::p_box(100, 100), 600)
                    .into_iter()
                    .filter(|&(x, y)| x >= 100.0 || y >= 100.0)
                    .collect(),
                false,
            ),
        ],
    );
    ("hst-fig7".into(), c)
}
