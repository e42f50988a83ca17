//! Klein & Fraenkel, *K-pile Wythoff games*: the K sequences of Lythoff(K) from
//! Construction 1, for K = 3 and 4.

use crate::games::lythoff::Construction;
use crate::report::plot::*;

const COLORS: [Rgb; 4] = [BLUE, GREEN, ORANGE, RED];

/// p_i^n against n, one panel per K.
pub fn sequences() -> Figure {
    let panels = [3usize, 4]
        .into_iter()
        .map(|k| {
            let ps: Vec<Vec<u64>> = Construction::lythoff(k)
                .take(200)
                .filter_map(Result::ok)
                .collect();
            let ser = (0..k)
                .map(|i| {
                    series(
                        format!("p_{}", i + 1),
                        COLORS[i],
                        Style::Line,
                        ps.iter()
                            .enumerate()
                            .map(|(n, p)| (n as f64, p[i] as f64))
                            .collect(),
                    )
                })
                .collect();
            panel(&format!("Lythoff({k})"), axis("n"), axis("p_i^n"), ser)
        })
        .collect();
    Figure::new(
        "kf-sequences",
        "Klein-Fraenkel: the K sequences of Lythoff(K), K = 3 and 4",
        "The i-th coordinate p_i^n of the n-th P-position of Lythoff(K), n < 200, from Construction 1 (compared with the rules search in kf.thm2).",
        panels,
    )
}

/// This paper's figures, in report order, each with its statement.
pub fn all() -> Vec<Figure> {
    vec![sequences().of("kf.thm2")]
}
