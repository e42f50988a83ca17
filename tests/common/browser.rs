//! Headless Chromium for the report test: find it (or say SKIPPED, or fail in CI), load a
//! page and read the page's own check (`#selfcheck`) and self-test (`#selftest`, JSON) from
//! the DOM after the scripts ran, take a screenshot.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Chromium's path: `$CHROMIUM` (if that file exists), else the first of the usual names
/// on the PATH.
pub fn find() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p)).filter(|p| p.is_file());
    }
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    None
}

/// Chromium for the test `test`; when it is missing: in CI (`CI=true`) the test fails,
/// elsewhere it prints `SKIPPED: chromium not found` and the caller returns. The line is
/// written to the process's standard error directly (`std::io::stderr()`, not `eprintln!`,
/// which the test harness captures and hides for a passing test), so `cargo test` shows it
/// with or without `--nocapture`.
pub fn chromium_or_skip(test: &str) -> Option<PathBuf> {
    use std::io::Write as _;
    if let Some(c) = find() {
        return Some(c);
    }
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    assert!(
        !ci,
        "{test}: chromium not found and CI=true (.ci/run installs Debian's chromium; or set CHROMIUM)"
    );
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED: chromium not found: {test} (install Debian's chromium or set CHROMIUM)"
    );
    None
}

/// Chromium, headless, with a fresh profile folder for this call, stopped after 120 s.
fn headless(chromium: &Path, profile: &Path) -> Command {
    let _ = std::fs::remove_dir_all(profile);
    let mut c = Command::new("timeout");
    c.arg("120")
        .arg(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .env("HOME", std::env::temp_dir());
    c
}

/// A profile folder beside the page, one per kind of call.
fn profile(page: &Path, what: &str) -> PathBuf {
    page.with_file_name(format!(".chromium-{what}"))
}

/// Load `index?query` (`selfcheck` fetches local links too; `selftest=...` runs the
/// filters' self-test), let the scripts run (virtual time), and return the DOM.
pub fn dump(chromium: &Path, index: &Path, query: &str) -> String {
    dump_with(chromium, index, query, None)
}

/// [`dump`], and in the same launch a screenshot of the first screen (1280x900) to `png`
/// (a launch of Chromium takes seconds).
pub fn dump_and_screenshot(chromium: &Path, index: &Path, query: &str, png: &Path) -> String {
    dump_with(chromium, index, query, Some(png))
}

fn dump_with(chromium: &Path, index: &Path, query: &str, png: Option<&Path>) -> String {
    let url = format!("file://{}?{query}", index.display());
    let dir = profile(index, "check");
    let mut c = headless(chromium, &dir);
    c.args([
        "--allow-file-access-from-files",
        "--virtual-time-budget=20000",
        "--dump-dom",
    ]);
    if let Some(png) = png {
        c.arg("--window-size=1280,900")
            .arg(format!("--screenshot={}", png.display()));
    }
    let out = c.arg(&url).output().expect("chromium runs");
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The `data-status` and text the page wrote into `#selfcheck`.
pub fn self_check_of(dom: &str) -> (String, String) {
    let Some(at) = dom.find("<div id=\"selfcheck\"") else {
        return ("missing".into(), dom.chars().take(300).collect());
    };
    let div = &dom[at..];
    let status = div
        .split("data-status=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or("")
        .to_string();
    let text = div
        .split_once('>')
        .map(|(_, t)| t.split('<').next().unwrap_or(""))
        .unwrap_or("")
        .to_string();
    (status, text)
}

/// Load `index` with `?selfcheck` and return what the page wrote into `#selfcheck`.
pub fn self_check(chromium: &Path, index: &Path) -> (String, String) {
    self_check_of(&dump(chromium, index, "selfcheck"))
}

/// The JSON the page's self-test wrote into `#selftest` (text content, entities decoded).
pub fn selftest_of(dom: &str) -> serde_json::Value {
    let start = dom
        .find("<pre id=\"selftest\"")
        .expect("#selftest in the DOM");
    let body = &dom[start..];
    let body = &body[body.find('>').expect("tag end") + 1..];
    let text = &body[..body.find("</pre>").expect("</pre>")];
    assert!(
        !text.is_empty(),
        "the self-test wrote nothing: did the script run?"
    );
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("#selftest is not JSON ({e}): {text}"))
}
