//! docs/games.md's TOML examples parse: a rules file with the rules parser, a conjecture
//! file (one with `[[conjecture]]`) with the conjecture parser.

use wythoff_lab::games::rules::{conjecture, parse};

fn toml_blocks(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        match (&mut cur, line.trim_start()) {
            (None, l) if l.starts_with("```toml") => cur = Some(String::new()),
            (Some(_), l) if l.starts_with("```") => out.push(cur.take().unwrap_or_default()),
            (Some(b), _) => {
                b.push_str(line);
                b.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_toml_example_of_the_games_page_parses() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/games.md"))
        .expect("docs/games.md");
    let blocks = toml_blocks(&text);
    assert!(
        blocks.len() >= 2,
        "the page shows a rules file and a conjecture file"
    );
    for b in blocks {
        if b.contains("[[conjecture]]") {
            conjecture::parse_file(&b).unwrap_or_else(|e| panic!("{e}\n{b}"));
        } else {
            parse::parse(&b, &[]).unwrap_or_else(|e| panic!("{e}\n{b}"));
        }
    }
}
