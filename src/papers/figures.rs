//! Helpers shared by the papers' figures (each paper's `figures.rs` computes its data and
//! returns [`Figure`](crate::report::plot::Figure)s; `report` writes each as SVG and PNG).
//! Each figure names the statement it belongs to (`Figure::statement`): the page links
//! the figure and the statement's row both ways.

/// Every `step`-th element of `v` (at least every one).
pub(crate) fn every<T: Copy>(v: &[T], step: usize) -> impl Iterator<Item = T> + '_ {
    v.iter().step_by(step.max(1)).copied()
}
