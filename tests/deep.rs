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
        "60000000",
        "--larsson-up-to",
        "400",
        "--checkpoint-steps",
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
    let o = deep(&whole, false).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));

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
