//! Walnut's command language (placeholder until the parser lands).
pub mod ast;
pub use ast::*;
/// Placeholder until the parser lands.
pub fn parse_script(_src: &str) -> Result<Vec<Located>, String> {
    Err("the parser is not built yet".into())
}
