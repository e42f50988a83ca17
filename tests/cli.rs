//! The command line is a contract: these tests run the binary.

mod common;

use std::process::{Command, Output};

fn wythoff(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

// `wythoff` with no arguments (the main job) is run once, by tests/catalog.rs, which
// checks its status, its summary, its report and its verdicts.json.

#[test]
fn positions_nth_trillion_is_exact() {
    let o = wythoff(&["positions", "wythoff", "--nth", "1000000000000"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "1618033988749 2618033988749\n");
}

#[test]
fn positions_count_prints_one_pair_per_line() {
    let o = wythoff(&["positions", "wythoff", "--count", "6"]);
    assert_eq!(stdout(&o), "0 0\n1 2\n3 5\n4 7\n6 10\n8 13\n");
    let o = wythoff(&["positions", "wythoff", "--count", "0"]);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), String::new()));
}

#[test]
fn check_json_has_the_contract_fields() {
    // Two statements (the whole catalog runs once, in tests/catalog.rs's main job).
    let o = wythoff(&["check", "akiyama.wythoff.props", "hst.beams", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("valid JSON");
    let arr = v.as_array().expect("an array");
    let props = arr
        .iter()
        .find(|x| x["id"] == "akiyama.wythoff.props")
        .expect("akiyama.wythoff.props listed");
    common::assert_wythoff_props(props);
    assert!(arr.iter().any(|x| x["id"] == "hst.beams"));
    assert_eq!(arr.len(), 2, "exactly the statements asked for");
}

#[test]
fn check_one_id_with_a_bound() {
    let o = wythoff(&["check", "hst.beams", "--bound", "5000"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("n <= 5000"));
}

#[test]
fn list_json_and_paper_filter() {
    let o = wythoff(&["list", "--paper", "hst", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("valid JSON");
    let arr = v.as_array().unwrap();
    assert!(!arr.is_empty());
    assert!(
        arr.iter()
            .all(|s| s["id"].as_str().unwrap().starts_with("hst."))
    );
}

#[test]
fn tables_in_three_formats() {
    let text = stdout(&wythoff(&["table", "wythoff.first-30"]));
    assert!(text.contains("a_n"));
    let csv = stdout(&wythoff(&["table", "wythoff.first-30", "--format", "csv"]));
    assert_eq!(csv.lines().nth(2), Some("1,1,2,1"));
    let json = stdout(&wythoff(&[
        "table",
        "wythoff.grundy-10",
        "--format",
        "json",
    ]));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["rows"][1][2], "2"); // g(1,1) = 2 (column 0 is the row label)
}

/// Bad input: one line on stderr, exit status 2, nothing on stdout.
#[test]
fn bad_input_gets_one_line_and_status_2() {
    for args in [
        &["check", "--bound", "-3"][..],
        &["check", "--bound", "ten"],
        &["check", "--bound", "99999999999999999999999"],
        &["check", "no.such.id"],
        &["check", "--paper", "nobody"],
        &["check", "akiyama.wythoff.props", "--bound", "5"],
        &[
            "check",
            "akiyama.wythoff.props",
            "--bound",
            "18446744073709551615",
        ],
        &["positions", "wythoff", "--nth", "7046029254386353131"],
        &["positions", "wythoff", "--count", "x"],
        &["positions", "wythoff"],
        &["table", "no.such.table"],
        &["frobnicate"],
    ] {
        let o = wythoff(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error:"), "{args:?}: {err}");
        assert!(stdout(&o).is_empty(), "{args:?} printed to stdout");
    }
}

/// The subcommands a `--help` lists under `Commands:` (without `help`).
fn help_commands(args: &[&str]) -> Vec<String> {
    let help = stdout(&wythoff(args));
    help.split("Commands:\n")
        .nth(1)
        .expect("a Commands section")
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|&w| w != "help")
        .map(String::from)
        .collect()
}

/// An unknown game or command is one line naming every choice, as `--help` lists them
/// (the Python module's error names its games the same way).
#[test]
fn an_unknown_game_or_command_lists_the_choices() {
    for (args, help, noun) in [
        (
            &["positions", "foo", "--count", "3"][..],
            &["positions", "--help"][..],
            "game",
        ),
        (
            &["grundy", "--side", "3", "foo"],
            &["grundy", "--help"],
            "game",
        ),
        (&["guess", "foo"], &["guess", "--help"], "game"),
        (&["foo"], &["--help"], "command"),
    ] {
        let o = wythoff(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let names = help_commands(help);
        assert!(names.len() >= 3, "{help:?}: {names:?}");
        assert_eq!(
            stderr(&o),
            format!(
                "error: unknown {noun} 'foo' (the {noun}s: {})\n",
                names.join(", ")
            ),
            "{args:?}"
        );
    }
}

#[test]
fn largest_wythoff_index_is_supported() {
    let o = wythoff(&["positions", "wythoff", "--nth", "7046029254386353130"]);
    assert_eq!(stdout(&o), "11400714819323198485 18446744073709551615\n");
}

#[test]
fn akiyama_l1_and_positive_positions() {
    // The paper's v(n) keeps its own command, output unchanged.
    assert_eq!(
        stdout(&wythoff(&["positions", "akiyama", "--count", "3"])),
        "0 0 0\n1 2 3\n4 7 10\n"
    );
    assert_eq!(
        stdout(&wythoff(&["positions", "akiyama", "--nth", "26185"])),
        "49227 93778 138327\n"
    );
    // The true L1-Nim: in order of sum, (27,50,73) (sum 150) before (26,51,76).
    let l1 = stdout(&wythoff(&["positions", "l1", "--count", "16"]));
    let last: Vec<&str> = l1.lines().skip(14).collect();
    assert_eq!(last, ["27 50 73", "26 51 76"]);
    for engine in ["fast", "rules"] {
        let by_sum = stdout(&wythoff(&[
            "positions",
            "l1",
            "--max-sum",
            "160",
            "--engine",
            engine,
        ]));
        assert_eq!(
            by_sum,
            l1.lines().map(|l| format!("{l}\n")).collect::<String>()
        );
    }
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "l1",
            "--nth",
            "14",
            "--engine",
            "rules"
        ])),
        "27 50 73\n"
    );
    // The exact engine (default) and the rules solver agree to a+b+c <= 600, --bfile too.
    let fast = stdout(&wythoff(&["positions", "positive", "--max-sum", "600"]));
    let rules = stdout(&wythoff(&[
        "positions",
        "positive",
        "--max-sum",
        "600",
        "--engine",
        "rules",
    ]));
    assert_eq!(fast, rules);
    assert!(fast.lines().count() > 50, "{fast}");
    assert_eq!(
        stdout(&wythoff(&["positions", "positive", "--nth", "226"])),
        "443 782 1094\n"
    );
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "positive",
            "--count",
            "4",
            "--bfile",
            "--coordinate",
            "3"
        ])),
        "0 0\n1 3\n2 10\n3 13\n"
    );
    let positive = stdout(&wythoff(&["positions", "positive", "--max-sum", "130"]));
    assert!(positive.lines().any(|l| l == "23 39 58"), "{positive}");
    assert_eq!(
        stdout(&wythoff(&["positions", "positive", "--nth", "12"])),
        "23 39 58\n"
    );
    for bad in [
        &[
            "positions",
            "l1",
            "--max-sum",
            "100000",
            "--engine",
            "rules",
        ][..],
        &[
            "positions",
            "positive",
            "--nth",
            "5000",
            "--engine",
            "rules",
        ],
        &["positions", "positive", "--count", "0"],
        &["positions", "positive", "--nth", "700000001"],
        &["positions", "l1", "--nth", "1000000001"],
        &["positions", "l1", "--count", "3", "--max-sum", "10"],
    ] {
        let o = wythoff(bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert_eq!(
            String::from_utf8_lossy(&o.stderr).lines().count(),
            1,
            "{bad:?}"
        );
    }
}

#[test]
fn conjecture_table() {
    let o = wythoff(&[
        "conjecture",
        "akiyama.conj1",
        "--up-to",
        "10000",
        "--format",
        "csv",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let csv = stdout(&o);
    assert!(csv.starts_with("n,v1/n,v2/n,v3/n"), "{csv}");
    assert!(
        csv.contains("\n10000,1.88210000,3.58580000,5.28950000,"),
        "{csv}"
    );
    let o = wythoff(&["conjecture", "akiyama.conj1", "--up-to", "5"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn lythoff_positions() {
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "lythoff",
            "--piles",
            "3",
            "--count",
            "3"
        ])),
        "0 0 0\n1 2 3\n4 7 10\n"
    );
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "lythoff",
            "--piles",
            "2",
            "--nth",
            "5"
        ])),
        "8 13\n"
    );
    let o = wythoff(&[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "1+B3-B2",
        "--count",
        "4",
    ]);
    assert_eq!(stdout(&o), "0 0 0\n1 2 3\n4 8 12\n5 18 31\n");
    for bad in [
        &["positions", "lythoff", "--piles", "1", "--count", "3"][..],
        &[
            "positions",
            "lythoff",
            "--piles",
            "3",
            "--f",
            "1+B9",
            "--count",
            "3",
        ],
    ] {
        let o = wythoff(bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert_eq!(stderr(&o).lines().count(), 1);
    }
}

#[test]
fn blocking_positions() {
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "blocking",
            "--k",
            "2",
            "--count",
            "5"
        ])),
        "0 0\n0 1\n1 3\n2 2\n2 5\n"
    );
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "blocking",
            "--k",
            "1",
            "--nth",
            "4"
        ])),
        "6 10\n"
    );
    let o = wythoff(&["positions", "blocking", "--k", "0", "--count", "5"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn altered_offset_and_words() {
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "altered",
            "--alter",
            "N: 0,0",
            "--columns",
            "3"
        ])),
        "0 1\n1 0\n2 2\n"
    );
    let o = stdout(&wythoff(&[
        "offset",
        "--alter",
        "P: box 8x13",
        "--columns",
        "4000",
    ]));
    assert!(o.starts_with("12 7\ntheorem 3: 12 7\n"), "{o}");
    assert_eq!(stdout(&wythoff(&["word", "w", "0010"])), "00100101001\n");
    assert!(stdout(&wythoff(&["word", "area", "00100111", "11001100"])).starts_with("10\n"));
    for bad in [
        &["word", "w", "0120"][..],
        &["word", "area", "01", "011"],
        &[
            "positions",
            "altered",
            "--alter",
            "P: 0,0; N: 0,0",
            "--columns",
            "3",
        ],
        &[
            "positions",
            "altered",
            "--alter",
            "P: -1,0",
            "--columns",
            "3",
        ],
        &["offset", "--alter", "Q: 1,1"],
    ] {
        let o = wythoff(bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{bad:?}");
        assert!(stdout(&o).is_empty(), "{bad:?}");
    }
}

#[test]
fn bfile_output() {
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "wythoff",
            "--count",
            "3",
            "--bfile",
            "--coordinate",
            "2"
        ])),
        "0 0\n1 2\n2 5\n"
    );
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "akiyama",
            "--nth",
            "26185",
            "--bfile",
            "--coordinate",
            "3"
        ])),
        "26185 138327\n"
    );
    assert_eq!(
        wythoff(&[
            "positions",
            "wythoff",
            "--count",
            "3",
            "--bfile",
            "--coordinate",
            "3"
        ])
        .status
        .code(),
        Some(2)
    );
}

#[test]
fn engines_lists_every_engine_with_its_twin() {
    let o = wythoff(&["engines", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let list = v.as_array().unwrap();
    assert!(list.len() >= 8);
    for e in list {
        for key in ["engine", "twin", "quick", "deep", "in_verdicts", "where"] {
            assert!(!e[key].as_str().unwrap_or("").is_empty(), "{key} of {e}");
        }
    }
}

#[test]
fn grundy_lines_and_bfile() {
    // Rows 0..4 of Wythoff's Grundy table (Winning Ways, p. 76).
    let o = wythoff(&["grundy", "wythoff", "--side", "5"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "0 1 2 3 4\n1 2 0 4 5\n2 0 1 5 3\n3 4 5 6 2\n4 5 3 2 7\n"
    );
    // --side before or after the game; blocking with k = 1 is Wythoff.
    let same = wythoff(&["grundy", "--side", "5", "blocking", "--k", "1"]);
    assert_eq!(stdout(&same), stdout(&o));
    // The b-file: antidiagonals x + y < 5, offset 0 (OEIS A004481's order).
    let b = wythoff(&["grundy", "wythoff", "--side", "5", "--bfile"]);
    let terms: Vec<String> = stdout(&b).lines().map(String::from).collect();
    assert_eq!(terms.len(), 15);
    let values: Vec<&str> = terms.iter().map(|l| l.split(' ').nth(1).unwrap()).collect();
    assert_eq!(
        values,
        [
            "0", "1", "1", "2", "2", "2", "3", "0", "0", "3", "4", "4", "1", "4", "4"
        ]
    );
    assert_eq!(terms[14], "14 4");
    // An altered game: misère Wythoff, whose zero cells are (0,1), (1,0), (2,2) in [0,3)^2.
    let m = wythoff(&["grundy", "altered", "--alter", "N: 0,0", "--side", "3"]);
    assert_eq!(stdout(&m), "1 0 2\n0 2 1\n2 1 0\n");
    // Not symmetric: the antidiagonal lists G(s, 0) first.
    let a = wythoff(&[
        "grundy", "altered", "--alter", "P: 0,1", "--side", "2", "--bfile",
    ]);
    let g = wythoff(&["grundy", "altered", "--alter", "P: 0,1", "--side", "2"]);
    assert_eq!(stdout(&g), "0 0\n1 2\n");
    assert_eq!(stdout(&a), "0 0\n1 1\n2 0\n");
    // W^k for k >= 2 has no Sprague-Grundy values: refused, and the help says so.
    let k2 = wythoff(&["grundy", "blocking", "--k", "2", "--side", "5"]);
    assert_eq!(k2.status.code(), Some(2));
    assert!(stderr(&k2).contains("not defined"), "{}", stderr(&k2));
    let help = wythoff(&["grundy", "blocking", "--help"]);
    assert!(
        stdout(&help).contains("k >= 2 is refused"),
        "{}",
        stdout(&help)
    );
}

/// The gate: a command asking past its engine's slow-tests compared range (Lythoff K = 20:
/// n = 100, `check::engines::LYTHOFF`) is refused with that range; `--past-compared` runs
/// it with one note on standard error; at the range itself nothing is said.
#[test]
fn past_the_compared_range_needs_past_compared() {
    use wythoff_lab::check::engines::lythoff_reach;
    let reach = lythoff_reach(20, None).expect("K = 20 is gated").deep;
    let at = reach.to_string();
    let past = (reach + 1).to_string();
    let o = wythoff(&["positions", "lythoff", "--piles", "20", "--count", &past]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    // The reach counts positions (P(0..3000)): the refusal names the last index served,
    // as the help does.
    assert!(
        err.contains("--past-compared")
            && err.contains(&format!("position n = {reach} "))
            && err.contains(&format!("to {} ", reach - 1)),
        "{err}"
    );
    let o = wythoff(&[
        "positions",
        "lythoff",
        "--piles",
        "20",
        "--count",
        &past,
        "--past-compared",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o).lines().count() as u64, reach + 1);
    let err = stderr(&o);
    assert!(
        err.starts_with("note: ") && err.lines().count() == 1,
        "{err}"
    );
    let o = wythoff(&["positions", "lythoff", "--piles", "20", "--count", &at]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    // The same gate for a measure (`conjecture`) and for `grundy`.
    let past = (wythoff_lab::check::engines::BLOCKING[0].deep + 1).to_string();
    let o = wythoff(&["conjecture", "larsson.table1", "--up-to", &past]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--past-compared"), "{}", stderr(&o));
    let o = wythoff(&["grundy", "wythoff", "--side", "10001"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--past-compared"), "{}", stderr(&o));
}
