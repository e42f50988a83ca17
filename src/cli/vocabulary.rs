//! The command line's one vocabulary, checked on clap's own description of every
//! subcommand (the rules are stated in the module doc of `cli`).

#[cfg(test)]
mod tests {
    use super::super::Cli;
    use clap::CommandFactory;

    /// Every (sub)command with its path, depth first.
    fn walk(cmd: &clap::Command, path: String, out: &mut Vec<(String, clap::Command)>) {
        out.push((path.clone(), cmd.clone()));
        for sub in cmd.get_subcommands() {
            walk(sub, format!("{path} {}", sub.get_name()), out);
        }
    }

    fn commands() -> Vec<(String, clap::Command)> {
        let mut cmd = Cli::command();
        cmd.build();
        let mut out = Vec::new();
        walk(&cmd, "wythoff".to_string(), &mut out);
        out
    }

    fn longs(cmd: &clap::Command) -> Vec<String> {
        cmd.get_arguments()
            .filter_map(|a| a.get_long().map(str::to_string))
            .collect()
    }

    /// The top-level commands that compute positions (the only ones with `--past-compared`).
    const COMPUTE_POSITIONS: &[&str] = &[
        "positions",
        "grundy",
        "conjecture",
        "deep",
        "game positions",
        "game grundy",
    ];
    /// The top-level commands that print data (each has `--json`); `reproduce` and `deep`
    /// write files, `guess` prints one result line.
    const PRINT_DATA: &[&str] = &[
        "engines",
        "list",
        "check",
        "table",
        "conjecture",
        "offset",
        "smt",
        "prove",
        "word",
        "grundy",
        "positions",
        "survey",
        "game",
    ];

    #[test]
    fn every_argument_and_command_has_help() {
        let mut missing = Vec::new();
        for (path, cmd) in commands() {
            if path != "wythoff" && cmd.get_about().is_none() && cmd.get_name() != "help" {
                missing.push(format!("{path}: no about"));
            }
            for a in cmd.get_arguments() {
                let id = a.get_id().as_str();
                if matches!(id, "help" | "version") {
                    continue;
                }
                if a.get_help().is_none_or(|h| h.to_string().trim().is_empty()) {
                    missing.push(format!("{path}: {id}"));
                }
            }
        }
        assert!(missing.is_empty(), "without help: {missing:?}");
    }

    #[test]
    fn past_compared_only_where_positions_are_computed() {
        for (path, cmd) in commands() {
            let top = path.split(' ').nth(1).unwrap_or("");
            let has = longs(&cmd).iter().any(|l| l == "past-compared");
            if path.split(' ').count() == 2 {
                assert_eq!(
                    has,
                    COMPUTE_POSITIONS.contains(&top),
                    "{path}: --past-compared {}",
                    if has {
                        "where nothing is computed"
                    } else {
                        "missing"
                    }
                );
            } else if !COMPUTE_POSITIONS.contains(&top) {
                let two: String = path
                    .split(' ')
                    .skip(1)
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(" ");
                assert_eq!(
                    has,
                    COMPUTE_POSITIONS.contains(&two.as_str()),
                    "{path}: --past-compared"
                );
            }
        }
    }

    #[test]
    fn data_commands_speak_json() {
        let all = commands();
        for name in PRINT_DATA {
            let (_, cmd) = all
                .iter()
                .find(|(p, _)| *p == format!("wythoff {name}"))
                .unwrap_or_else(|| panic!("no command {name}"));
            assert!(
                longs(cmd).iter().any(|l| l == "json"),
                "wythoff {name} prints data without --json"
            );
        }
        // Every top-level command is classified: data, files, or the one result line.
        for (path, _) in &all {
            let mut words = path.split(' ').skip(1);
            if let (Some(top), None) = (words.next(), words.next()) {
                assert!(
                    PRINT_DATA.contains(&top)
                        || matches!(top, "reproduce" | "deep" | "guess" | "help"),
                    "wythoff {top}: not classified (does it print data? give it --json)"
                );
            }
        }
    }

    #[test]
    fn one_name_for_each_flag() {
        for (path, cmd) in commands() {
            for a in cmd.get_arguments() {
                let long = a.get_long().unwrap_or("");
                // Retired names: one output flag, one checkpoint pair, --json for data.
                assert!(
                    !matches!(long, "save" | "emit" | "checkpoint-steps"),
                    "{path}: --{long} (the vocabulary has --out and --checkpoint-every)"
                );
                if long == "format" {
                    assert!(
                        longs(&cmd).iter().any(|l| l == "json"),
                        "{path}: --format without --json"
                    );
                }
                // An alteration is always --alter SPEC, never positional.
                let spec = a
                    .get_value_names()
                    .is_some_and(|v| v.iter().any(|n| n.as_str() == "SPEC"));
                if spec {
                    assert_eq!(long, "alter", "{path}: an alteration must be --alter SPEC");
                }
                // --bfile is a flag everywhere (positions picks the coordinate with --coordinate).
                if long == "bfile" {
                    assert!(
                        matches!(a.get_action(), clap::ArgAction::SetTrue),
                        "{path}: --bfile takes a value"
                    );
                }
            }
        }
    }

    #[test]
    fn exit_codes_are_stated_in_help() {
        let help = Cli::command().render_long_help().to_string();
        for code in [
            "0 success",
            "1 a verdict or witness differs",
            "2 bad input or a refusal",
            "3 a search or proof",
        ] {
            assert!(help.contains(code), "`wythoff --help` does not say: {code}");
        }
    }
}
