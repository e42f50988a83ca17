//! Files that are never partial: a file is written to a temporary name beside its
//! destination and renamed over it ([`write_atomic`], [`write_atomic_with`]), so a reader
//! sees the old file or the new one. The prover's saved automata and Walnut folders are
//! written this way.
//!
//! The temporary file is `.<stem>.tmp.<extension>` in the destination's folder (the same
//! file system, so the rename replaces the file in one step; the extension is kept because
//! some writers choose the format by it). Cost: one extra rename per file.

use std::path::{Path, PathBuf};

/// The temporary name a file is written under before it is renamed to `path`.
pub fn temp_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    match path.extension() {
        Some(ext) => path.with_file_name(format!(".{stem}.tmp.{}", ext.to_string_lossy())),
        None => path.with_file_name(format!(".{stem}.tmp")),
    }
}

/// Write `bytes` to `path` whole (creating its folder): to [`temp_path`], then renamed.
pub fn write_atomic(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), String> {
    write_atomic_with(path, |tmp| {
        std::fs::write(tmp, bytes.as_ref())
            .map_err(|e| format!("cannot write {}: {e}", tmp.display()))
    })
}

/// Let `write` produce the file at the temporary path it is given (a renderer that writes
/// its own file), then rename it to `path` (creating the folder first). On failure the
/// temporary file is removed. A `path` that exists and is not a regular file or a folder
/// (`/dev/null`, a named pipe, a terminal) is written in place: a rename would replace the
/// device with a file.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), String> {
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
        && !meta.is_dir()
    {
        return write(path);
    }
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    let tmp = temp_path(path);
    let done = write(&tmp).and_then(|()| {
        std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
    });
    if done.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_whole_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("wythoff-persist-{}", std::process::id()));
        let path = dir.join("sub/a.txt");
        write_atomic(&path, "one").expect("written");
        write_atomic(&path, b"two").expect("rewritten");
        assert_eq!(std::fs::read_to_string(&path).ok().as_deref(), Some("two"));
        assert!(!temp_path(&path).exists());
        assert_eq!(temp_path(&path), dir.join("sub/.a.tmp.txt"));
        assert_eq!(
            temp_path(Path::new("d/fig.png")),
            Path::new("d/.fig.tmp.png")
        );
        assert_eq!(temp_path(Path::new("d/state")), Path::new("d/.state.tmp"));
        // A writer that fails leaves neither the file nor the temporary.
        let other = dir.join("b.txt");
        let e = write_atomic_with(&other, |tmp| {
            std::fs::write(tmp, "partial").map_err(|e| e.to_string())?;
            Err("renderer failed".into())
        });
        assert_eq!(e, Err("renderer failed".to_string()));
        assert!(!other.exists() && !temp_path(&other).exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_written_in_place_not_replaced() {
        use std::os::unix::fs::FileTypeExt;
        write_atomic(Path::new("/dev/null"), "discarded").expect("written");
        let meta = std::fs::metadata("/dev/null").expect("still there");
        assert!(
            meta.file_type().is_char_device(),
            "/dev/null is still the device"
        );
    }
}
