//! A deep run that is killed resumes from its checkpoint and gives the same numbers as an
//! uninterrupted run.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

fn deep(dir: &Path, resume: bool) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_wythoff"));
    c.args([
        "deep",
        "--akiyama-up-to",
        "30000000",
        "--larsson-up-to",
        "400",
        "--checkpoint-every",
        "4000000",
        "--out",
    ])
    .arg(dir);
    if resume {
        c.arg("--resume");
    }
    c
}

#[test]
fn killed_and_resumed_equals_uninterrupted() {
    let base = std::env::temp_dir().join(format!("wythoff-deep-{}", std::process::id()));
    let (whole, cut) = (base.join("whole"), base.join("cut"));
    // The uninterrupted run beside the one that is killed and resumed.
    let uninterrupted = deep(&whole, false)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut child = deep(&cut, false).spawn().unwrap();
    let state = cut.join("checkpoints/akiyama.bin");
    let start = Instant::now();
    while !state.exists() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(30));
    let killed_early = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let _ = child.wait();
    let o = deep(&cut, true).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = uninterrupted.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));

    for f in ["deep/akiyama.csv", "deep/larsson-table1.csv"] {
        let a = std::fs::read_to_string(whole.join(f)).unwrap();
        let b = std::fs::read_to_string(cut.join(f)).unwrap();
        assert_eq!(a, b, "{f} differs after the resume");
    }
    assert!(
        killed_early,
        "the run finished before it could be killed: the test did not interrupt it"
    );
    let _ = std::fs::remove_dir_all(&base);
}

/// A checkpoint with any byte changed, cut short, or sealed around bad content is refused
/// with a one-line error (exit 2), never resumed.
#[test]
fn corrupt_checkpoints_are_refused() {
    use wythoff_lab::persist::checkpoint;
    let base = std::env::temp_dir().join(format!("wythoff-corrupt-{}", std::process::id()));
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_wythoff"))
            .arg("deep")
            .args(args)
            .arg("--out")
            .arg(&base)
            .output()
            .unwrap()
    };
    let aki = [
        "--akiyama-up-to",
        "200000",
        "--larsson-up-to",
        "0",
        "--checkpoint-every",
        "50000",
    ];
    let lar = ["--akiyama-up-to", "0", "--larsson-up-to", "200"];
    assert!(run(&aki).status.success());
    assert!(run(&lar).status.success());
    let refused = |args: &[&str], what: &str| {
        let mut a = args.to_vec();
        a.push("--resume");
        let o = run(&a);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{what} was resumed: {err}");
        assert_eq!(err.lines().count(), 1, "{what}: {err}");
        assert!(err.contains("refusing to resume"), "{what}: {err}");
    };
    for (file, args) in [("akiyama.bin", &aki[..]), ("larsson-table1.bin", &lar[..])] {
        let path = base.join("checkpoints").join(file);
        let good = std::fs::read(&path).unwrap();
        for i in [
            0,
            5,
            9,
            15,
            24,
            good.len() / 2,
            good.len() - 5,
            good.len() - 1,
        ] {
            let mut bad = good.clone();
            bad[i] ^= 0x10;
            std::fs::write(&path, &bad).unwrap();
            refused(args, &format!("{file} with byte {i} flipped"));
        }
        std::fs::write(&path, &good[..good.len() - 9]).unwrap();
        refused(args, &format!("{file} cut short"));
        std::fs::write(&path, &good).unwrap();
    }
    // Well sealed, but not a Table 1 state: every line is checked.
    let path = base.join("checkpoints/larsson-table1.bin");
    for text in [
        "a_max 200\n99 1.6 0.5\n",
        "a_max 200\n3 1.6 -5\n",
        "a_max 200\n3 NaN 0.5\n",
        "a_max 200\n3 1.6\n",
        "a_max 200\n4 1.6 0.5\n3 1.6 0.5\n",
        "a_max 201\n3 1.6 0.5\n",
    ] {
        std::fs::write(&path, checkpoint::seal(b"lars", text.as_bytes())).unwrap();
        refused(&lar, &format!("state {text:?}"));
    }
    let _ = std::fs::remove_dir_all(&base);
}
