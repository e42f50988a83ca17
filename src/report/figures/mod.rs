//! The figures of the report: the papers' figures redrawn at the papers' ranges and at
//! scale, the measurements a reader wants to see, and the true games of the frontier
//! section. Each function computes its data and returns a [`Figure`]; `report` writes
//! each as SVG and PNG.

mod akiyama;
mod frontier;
mod hst;
mod kf;
mod larsson;

use super::plot::Figure;

/// Every figure, in report order.
pub fn all() -> Vec<Figure> {
    let mut v = vec![
        akiyama::fig1(),
        akiyama::fig2(5_000, 101),
        akiyama::fig2(100_000, 100),
        akiyama::ratios(),
        frontier::ratios(),
        frontier::fig1(),
        larsson::fig1(),
        larsson::at_scale(),
        larsson::table1(),
        kf::sequences(),
    ];
    v.extend(hst::all());
    v
}

/// `(x, y)` pairs of `n`-th points for which `keep(n)`.
pub(crate) fn every<T: Copy>(v: &[T], step: usize) -> impl Iterator<Item = T> + '_ {
    v.iter().step_by(step.max(1)).copied()
}
