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

/// Every figure, in report order, each with its statement.
pub fn all() -> Vec<Figure> {
    let mut v = vec![
        akiyama::fig1().of("akiyama.fig1"),
        akiyama::fig2(5_000, 101).of("akiyama.fig2"),
        akiyama::fig2(100_000, 100).of("akiyama.fig2"),
        akiyama::ratios().of("akiyama.conj1"),
        frontier::ratios().of("frontier.l1.slopes"),
        frontier::fig1().of("frontier.l1.vs-akiyama"),
        positive::beside_l1().of("frontier.positive.slopes"),
        larsson::fig1().of("larsson.fig1"),
        larsson::at_scale().of("larsson.table1"),
        larsson::table1().of("larsson.table1"),
        kf::sequences().of("kf.thm2"),
    ];
    v.extend(hst::all());
    v
}

/// `(x, y)` pairs of `n`-th points for which `keep(n)`.
pub(crate) fn every<T: Copy>(v: &[T], step: usize) -> impl Iterator<Item = T> + '_ {
    v.iter().step_by(step.max(1)).copied()
}
