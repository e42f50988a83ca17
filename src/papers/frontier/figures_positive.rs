//! Positive Nim beside the true L1-Nim (frontier section): how fast `P_i(n)/n` settles,
//! with an error band, and the residuals `a_n - n alpha`. Both games from their exact
//! engines ([`crate::games::positive::PositiveNim`], [`crate::games::l1::TrueL1`]), to
//! `n = 10^6` (about a second each).
//!
//! The slope estimate at `n` is `P_i(n)/n`; its band is the spread (largest minus
//! smallest) of `P_i(m)/m` over the 20 log-spaced marks `m` of the decade ending at `n`,
//! the error the frontier's slope statements quote. Drawn as the deviation from the
//! estimate at `N = 10^6`, so the three coordinates share one axis.

use crate::papers::akiyama::figures::{log_marks, ratios_at};
use crate::games::l1::TrueL1;
use crate::games::positive::PositiveNim;
use crate::report::plot::*;

/// The last `n` of both games.
const N: u64 = 1_000_000;

/// The first `N + 1` P-positions of a game.
fn first(stream: impl Iterator<Item = [u64; 3]>) -> Vec<[u64; 3]> {
    stream.take(N as usize + 1).collect()
}

/// For one game: the deviation of `P_i(n)/n` from its value at `N`, and the band
/// (deviation plus and minus half the last decade's spread), per coordinate.
fn slope_series(list: &[[u64; 3]], game: &str) -> (Vec<Series>, [f64; 3], [f64; 3]) {
    let marks = log_marks(2, 6);
    let ratios = ratios_at(list.iter().copied(), &marks);
    let colors = [BLUE, ORANGE, GREEN];
    let mut out = Vec::new();
    let (mut last, mut err) = ([0.0; 3], [0.0; 3]);
    for i in 0..3 {
        let r = &ratios[i];
        let end = r.last().map_or(0.0, |p| p.1);
        last[i] = end;
        let spread = |k: usize| {
            let w = &r[k.saturating_sub(20)..=k];
            let (lo, hi) = w.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
                (lo.min(p.1), hi.max(p.1))
            });
            hi - lo
        };
        err[i] = if r.is_empty() {
            0.0
        } else {
            spread(r.len() - 1)
        };
        let dev: Vec<(f64, f64)> = r.iter().map(|&(n, y)| (n, y - end)).collect();
        let band = |sign: f64| -> Vec<(f64, f64)> {
            (20..r.len())
                .map(|k| (r[k].0, r[k].1 - end + sign * spread(k) / 2.0))
                .collect()
        };
        let name = ["a/n", "b/n", "c/n"][i];
        out.push(series(
            format!("{game}: {name}"),
            colors[i],
            Style::Line,
            dev,
        ));
        out.push(series("", colors[i], Style::Guide, band(1.0)));
        out.push(series("", colors[i], Style::Guide, band(-1.0)));
    }
    (out, last, err)
}

/// `(n, a_n - n alpha)` at about 2000 points, `alpha = a_N / N`.
fn residuals(list: &[[u64; 3]], color: Rgb, game: &str) -> Series {
    let alpha = list[N as usize][0] as f64 / N as f64;
    let pts = (1..=N as usize)
        .step_by(N as usize / 2000)
        .map(|n| (n as f64, list[n][0] as f64 - n as f64 * alpha))
        .collect();
    series(format!("{game}: a_n - n alpha"), color, Style::Dots(1), pts)
}

/// The figure: slopes converging (with bands) and residuals, positive Nim beside L1-Nim.
pub fn beside_l1() -> Figure {
    let pos = first(PositiveNim::with_capacity(N as usize + 1));
    let l1 = first(TrueL1::new());
    let (ps, pl, pe) = slope_series(&pos, "positive Nim");
    let (ls, ll, le) = slope_series(&l1, "L1-Nim");
    let fmt = |v: [f64; 3], e: [f64; 3]| {
        (0..3)
            .map(|i| format!("{:.6} ± {:.1e}", v[i], e[i]))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let dev = || axis("P_i(n)/n - P_i(N)/N");
    let panels = vec![
        panel("positive Nim: slopes", log_axis("n"), dev(), ps),
        panel("true L1-Nim: slopes", log_axis("n"), dev(), ls),
        panel(
            "positive Nim: residuals",
            axis("n"),
            axis("a_n - n alpha"),
            vec![residuals(&pos, PURPLE, "positive Nim")],
        ),
        panel(
            "true L1-Nim: residuals",
            axis("n"),
            axis("a_n - n alpha"),
            vec![residuals(&l1, RED, "L1-Nim")],
        ),
    ];
    Figure::new(
        "frontier-positive-vs-l1",
        "Positive Nim and the true L1-Nim: slopes and residuals to n = 10^6",
        &format!(
            "Exact engines, P(0..10^6) of each game. Top: P_i(n)/n minus its value at N = 10^6, with a band of half the spread of P_i(m)/m over the last decade (20 log-spaced marks) on each side. At N: positive Nim ({}), L1-Nim ({}) (value ± spread). Bottom: a_n - n alpha with alpha = a_N/N, every 500th n.",
            fmt(pl, pe),
            fmt(ll, le)
        ),
        panels,
    )
    .grid(2, (1100, 800))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figure_draws_both_games_to_a_million() {
        let f = beside_l1();
        assert_eq!(f.panels.len(), 4);
        // Positive Nim's slopes at 10^6 (P(10^6) = (1953849, 3471228, 4877448)).
        assert!(f.caption.contains("1.953849 ± "), "{}", f.caption);
        assert!(f.caption.contains("4.877448 ± "), "{}", f.caption);
        let svg = f.svg().unwrap();
        std::fs::write(
            std::env::temp_dir().join("frontier-positive-vs-l1.svg"),
            &svg,
        )
        .unwrap();
        assert!(svg.contains("true L1-Nim: residuals"), "{}", &svg[..300]);
    }
}
