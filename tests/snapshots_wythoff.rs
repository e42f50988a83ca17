//! Snapshots of classic Wythoff tables, reviewed like code (`snapshots/`).

mod common;

use wythoff_lab::papers;

fn render(id: &str) -> String {
    let def = papers::table(id).unwrap_or_else(|| panic!("no table {id}"));
    (def.compute)().to_text()
}

#[test]
fn first_30_p_positions() {
    common::snapshots()
        .bind(|| insta::assert_snapshot!("wythoff_first_30", render("wythoff.first-30")));
}

#[test]
fn grundy_10x10() {
    common::snapshots()
        .bind(|| insta::assert_snapshot!("wythoff_grundy_10", render("wythoff.grundy-10")));
}
