//! The gallery: rules files (and their conjecture files) shipped in `gallery/`, embedded so
//! that `wythoff game NAME` finds them without the repository. A test
//! (`tests/gallery_files.rs`) holds this list equal to the folder's files.
//!
//! Cost: none (static texts).

/// Every gallery rules file: `(name, text)`, in the order `game --list` prints them.
pub fn rules_files() -> Vec<(&'static str, &'static str)> {
    vec![
        ("wythoff", include_str!("../../../gallery/wythoff.toml")),
        ("a_wythoff", include_str!("../../../gallery/a_wythoff.toml")),
        (
            "blocking_wythoff",
            include_str!("../../../gallery/blocking_wythoff.toml"),
        ),
        ("gdwn", include_str!("../../../gallery/gdwn.toml")),
        (
            "ho_extension",
            include_str!("../../../gallery/ho_extension.toml"),
        ),
        (
            "ho_restriction",
            include_str!("../../../gallery/ho_restriction.toml"),
        ),
        (
            "hst_box2x2",
            include_str!("../../../gallery/hst_box2x2.toml"),
        ),
        (
            "hst_box4x4",
            include_str!("../../../gallery/hst_box4x4.toml"),
        ),
        ("hst_fig2", include_str!("../../../gallery/hst_fig2.toml")),
        (
            "hst_misere",
            include_str!("../../../gallery/hst_misere.toml"),
        ),
        (
            "lythoff2_const",
            include_str!("../../../gallery/lythoff2_const.toml"),
        ),
        ("maharaja", include_str!("../../../gallery/maharaja.toml")),
        (
            "maharaja_23",
            include_str!("../../../gallery/maharaja_23.toml"),
        ),
        (
            "wythoff_misere",
            include_str!("../../../gallery/wythoff_misere.toml"),
        ),
        (
            "wythoff_terminal",
            include_str!("../../../gallery/wythoff_terminal.toml"),
        ),
        ("splythoff", include_str!("../../../gallery/splythoff.toml")),
    ]
}

/// Every gallery conjecture file: `(name of its game, text)`.
pub fn conjecture_files() -> Vec<(&'static str, &'static str)> {
    vec![
        (
            "wythoff",
            include_str!("../../../gallery/wythoff.conjectures.toml"),
        ),
        (
            "a_wythoff",
            include_str!("../../../gallery/a_wythoff.conjectures.toml"),
        ),
        (
            "blocking_wythoff",
            include_str!("../../../gallery/blocking_wythoff.conjectures.toml"),
        ),
        (
            "gdwn",
            include_str!("../../../gallery/gdwn.conjectures.toml"),
        ),
        (
            "ho_extension",
            include_str!("../../../gallery/ho_extension.conjectures.toml"),
        ),
        (
            "ho_restriction",
            include_str!("../../../gallery/ho_restriction.conjectures.toml"),
        ),
        (
            "hst_box2x2",
            include_str!("../../../gallery/hst_box2x2.conjectures.toml"),
        ),
        (
            "hst_box4x4",
            include_str!("../../../gallery/hst_box4x4.conjectures.toml"),
        ),
        (
            "hst_fig2",
            include_str!("../../../gallery/hst_fig2.conjectures.toml"),
        ),
        (
            "hst_misere",
            include_str!("../../../gallery/hst_misere.conjectures.toml"),
        ),
        (
            "lythoff2_const",
            include_str!("../../../gallery/lythoff2_const.conjectures.toml"),
        ),
        (
            "maharaja",
            include_str!("../../../gallery/maharaja.conjectures.toml"),
        ),
        (
            "maharaja_23",
            include_str!("../../../gallery/maharaja_23.conjectures.toml"),
        ),
        (
            "wythoff_misere",
            include_str!("../../../gallery/wythoff_misere.conjectures.toml"),
        ),
        (
            "wythoff_terminal",
            include_str!("../../../gallery/wythoff_terminal.conjectures.toml"),
        ),
        (
            "splythoff",
            include_str!("../../../gallery/splythoff.conjectures.toml"),
        ),
    ]
}

/// The rules file named `name`.
pub fn rules(name: &str) -> Option<&'static str> {
    rules_files()
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| t)
}

/// The conjecture file of the game named `name`.
pub fn conjectures(name: &str) -> Option<&'static str> {
    conjecture_files()
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| t)
}

/// The names, comma-separated (for an error naming the choices).
pub fn names() -> String {
    rules_files()
        .iter()
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}
