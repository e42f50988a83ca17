//! An argument that names no subcommand gets the list of what it could name, as the Python
//! module's error does: `wythoff positions foo` says `error: unknown game 'foo' (the games:
//! wythoff, akiyama, ...)` instead of clap's `unrecognized subcommand 'foo'`.
//!
//! Route: the arguments are walked down clap's description of the command line
//! ([`clap::CommandFactory`]): an option's value is skipped (the option looked up in the
//! command and its ancestors, for global options), a word that names a subcommand (or an
//! alias) descends into it, and the first word that names none is the unknown one. The
//! noun is the command's `subcommand_value_name` (`GAME` for `positions`, `grundy` and
//! `guess`), else `command`; the list is the visible subcommands, so a new game is listed
//! without a change here. Cost: one walk of the arguments.

use clap::CommandFactory;

/// The one-line error for the arguments `args` (without the program's name) when a word
/// names no subcommand of the command before it; `None` when every word does.
pub(crate) fn unknown_subcommand(args: &[String]) -> Option<String> {
    let root = super::Cli::command();
    let mut path: Vec<&clap::Command> = vec![&root];
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let cmd = *path.last().expect("the root");
        if let Some(flag) = word.strip_prefix("--") {
            if !flag.contains('=') && takes_value(&path, |a| a.get_long() == Some(flag)) {
                words.next();
            }
            continue;
        }
        if let Some(short) = word.strip_prefix('-').and_then(|s| s.chars().next()) {
            if word.len() == 2 && takes_value(&path, |a| a.get_short() == Some(short)) {
                words.next();
            }
            continue;
        }
        if !cmd.has_subcommands() {
            return None;
        }
        match cmd
            .get_subcommands()
            .find(|s| s.get_name() == word || s.get_all_aliases().any(|a| a == word))
        {
            Some(sub) => path.push(sub),
            None => return Some(message(cmd, word)),
        }
    }
    None
}

/// Whether the option that `is` picks, in the command or an ancestor, takes a value.
fn takes_value(path: &[&clap::Command], is: impl Fn(&clap::Arg) -> bool) -> bool {
    path.iter()
        .rev()
        .flat_map(|c| c.get_arguments())
        .find(|a| is(a))
        .is_some_and(|a| a.get_action().takes_values())
}

/// `error: unknown game 'foo' (the games: a, b, c)`.
fn message(cmd: &clap::Command, word: &str) -> String {
    let noun = cmd
        .get_subcommand_value_name()
        .map_or("command".to_string(), str::to_lowercase);
    let names: Vec<&str> = cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
        .map(|s| s.get_name())
        .collect();
    format!(
        "error: unknown {noun} '{word}' (the {noun}s: {})",
        names.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::unknown_subcommand;

    fn run(line: &str) -> Option<String> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        unknown_subcommand(&args)
    }

    #[test]
    fn an_unknown_game_lists_the_games() {
        let m = run("positions foo --count 3").expect("unknown");
        assert!(
            m.starts_with("error: unknown game 'foo' (the games: wythoff, akiyama, l1,"),
            "{m}"
        );
        assert!(m.ends_with(", altered)"), "{m}");
        // An option's value before the game is not taken for it.
        let m = run("grundy --side 3 foo").expect("unknown");
        assert!(
            m.starts_with("error: unknown game 'foo' (the games: wythoff"),
            "{m}"
        );
        let m = run("guess --numeration msd_2 bar").expect("unknown");
        assert!(m.starts_with("error: unknown game 'bar'"), "{m}");
        // The top level names commands; `help` is not listed.
        let m = run("foo").expect("unknown");
        assert!(
            m.starts_with("error: unknown command 'foo' (the commands: "),
            "{m}"
        );
        assert!(m.contains("positions") && !m.contains("help"), "{m}");
    }

    #[test]
    fn known_words_and_positionals_are_not_unknown() {
        assert_eq!(run("positions wythoff --count 3"), None);
        assert_eq!(run("grundy --side 3 wythoff"), None);
        assert_eq!(run("check some.id --bound 10"), None);
        assert_eq!(run("positions --json l1 --count 2"), None);
        assert_eq!(run(""), None);
    }
}
