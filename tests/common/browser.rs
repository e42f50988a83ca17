//! Headless Chromium for the report test: find it, load a page and read the page's own
//! check (`#selfcheck`), take a screenshot.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Chromium's path: `$CHROMIUM`, else the first of the usual names on the PATH.
pub fn find() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
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

/// Load `index` with `?selfcheck` (local links are fetched too) and return the
/// `data-status` and text the page wrote into `#selfcheck`.
pub fn self_check(chromium: &Path, index: &Path) -> (String, String) {
    let url = format!("file://{}?selfcheck", index.display());
    let dir = profile(index, "check");
    let out = headless(chromium, &dir)
        .args([
            "--allow-file-access-from-files",
            "--virtual-time-budget=20000",
            "--dump-dom",
        ])
        .arg(&url)
        .output()
        .expect("chromium runs");
    let _ = std::fs::remove_dir_all(&dir);
    let dom = String::from_utf8_lossy(&out.stdout);
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

/// A screenshot of the top of `index` to `png`.
pub fn screenshot(chromium: &Path, index: &Path, png: &Path) {
    let dir = profile(index, "shot");
    let status = headless(chromium, &dir)
        .arg("--window-size=1280,2400")
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", index.display()))
        .output()
        .expect("chromium runs")
        .status;
    let _ = std::fs::remove_dir_all(&dir);
    assert!(status.success(), "chromium --screenshot failed: {status}");
}
