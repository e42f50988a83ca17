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

fn headless(chromium: &Path) -> Command {
    let mut c = Command::new("timeout");
    c.arg("120")
        .arg(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
        ])
        .env("HOME", std::env::temp_dir());
    c
}

/// Load `index` with `?selfcheck` (local links are fetched too) and return the
/// `data-status` and text the page wrote into `#selfcheck`.
pub fn self_check(chromium: &Path, index: &Path) -> (String, String) {
    let url = format!("file://{}?selfcheck", index.display());
    let out = headless(chromium, &profile(index, "check"))
        .args([
            "--allow-file-access-from-files",
            "--virtual-time-budget=20000",
            "--dump-dom",
        ])
        .arg(&url)
        .output()
        .expect("chromium runs");
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
    let status = headless(chromium, &profile(index, "shot"))
        .arg("--window-size=1280,2400")
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", index.display()))
        .output()
        .expect("chromium runs")
        .status;
    assert!(status.success(), "chromium --screenshot failed: {status}");
}
