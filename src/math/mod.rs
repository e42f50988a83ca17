//! Exact arithmetic helpers: integer polynomials, real-root isolation with big integers,
//! and factorisation patterns over prime fields.

pub mod fp_poly;
pub mod poly;
