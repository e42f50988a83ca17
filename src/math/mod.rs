//! Exact arithmetic helpers: integer polynomials, real-root isolation with big integers,
//! and factorisation patterns over prime fields; the spread of measured ratios over a window
//! (the error estimate of a measured slope).

pub mod fp_poly;
pub mod poly;
pub mod spread;
