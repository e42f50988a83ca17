//! The gallery's embedded list (`games::rules::gallery`) is the folder's files: every
//! `gallery/NAME.toml` and `NAME.conjectures.toml` is embedded with its
//! text, every rules file parses, every conjecture file parses and names its game.

use std::collections::BTreeSet;
use wythoff_lab::games::rules::{conjecture, gallery, parse};

#[test]
fn the_embedded_gallery_is_the_folder() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/gallery");
    let mut rules = BTreeSet::new();
    let mut conj = BTreeSet::new();
    for e in std::fs::read_dir(dir).expect("gallery/") {
        let name = e.expect("entry").file_name().to_string_lossy().to_string();
        if let Some(n) = name.strip_suffix(".conjectures.toml") {
            conj.insert(n.to_string());
        } else if let Some(n) = name.strip_suffix(".toml") {
            rules.insert(n.to_string());
        }
    }
    let embedded: BTreeSet<String> = gallery::rules_files()
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(embedded, rules);
    let embedded: BTreeSet<String> = gallery::conjecture_files()
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(embedded, conj);
    for (n, text) in gallery::rules_files() {
        let on_disk = std::fs::read_to_string(format!("{dir}/{n}.toml")).expect("file");
        assert_eq!(on_disk, text, "{n}");
        let r = parse::parse(text, &[]).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_eq!(r.name, n, "{n}: the name field is the file's");
    }
    for (n, text) in gallery::conjecture_files() {
        let game = parse::parse(gallery::rules(n).expect("its game"), &[]).expect("parses");
        let f =
            conjecture::parse_file_for(text, &game.params).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert!(!f.conjectures.is_empty(), "{n}: no conjecture");
    }
}
