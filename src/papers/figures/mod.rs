//! The figures of the report: the papers' figures redrawn at the papers' ranges and at
//! scale, the measurements a reader wants to see, and the true games of the frontier
//! section. Each function computes its data and returns a [`Figure`]; `report` writes
//! each as SVG and PNG. [`all`] names the statement each figure belongs to
//! ([`Figure::statement`]): the page links the figure and the statement's row both ways.

mod akiyama;
mod frontier;
mod hst;
mod kf;
mod larsson;
mod positive;

use crate::report::plot::Figure;

/// Every figure, in report order, each with its statement. The figures are independent:
/// they are computed in parallel.
pub fn all() -> Vec<Figure> {
    use rayon::prelude::*;
    let makers: [fn() -> Vec<Figure>; 12] = [
        || vec![akiyama::fig1().of("akiyama.fig1")],
        || vec![akiyama::fig2(5_000, 101).of("akiyama.fig2")],
        || vec![akiyama::fig2(100_000, 100).of("akiyama.fig2")],
        || vec![akiyama::ratios().of("akiyama.conj1")],
        || vec![frontier::ratios().of("frontier.l1.slopes")],
        || vec![frontier::fig1().of("frontier.l1.vs-akiyama")],
        || vec![positive::beside_l1().of("frontier.positive.slopes")],
        || vec![larsson::fig1().of("larsson.fig1")],
        || vec![larsson::at_scale().of("larsson.table1")],
        || vec![larsson::table1().of("larsson.table1")],
        || vec![kf::sequences().of("kf.thm2")],
        hst::all,
    ];
    let per: Vec<Vec<Figure>> = makers.par_iter().map(|make| make()).collect();
    per.into_iter().flatten().collect()
}

/// `(x, y)` pairs of `n`-th points for which `keep(n)`.
pub(crate) fn every<T: Copy>(v: &[T], step: usize) -> impl Iterator<Item = T> + '_ {
    v.iter().step_by(step.max(1)).copied()
}
