//! A process-wide memo for checkers: a computation shared by several statements at the
//! same bound (a survey, a twin comparison) runs once, even when the runner runs the
//! statements in parallel.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// A process-wide memo: one computation per key, computed once even when statements run
/// in parallel (each key has its own cell; the map's lock is held only to find it).
pub struct Memo<T> {
    map: OnceLock<Mutex<HashMap<u64, Cell<T>>>>,
}

/// One memo entry: computed once, shared.
type Cell<T> = Arc<OnceLock<Arc<T>>>;

impl<T> Memo<T> {
    /// An empty memo.
    pub const fn new() -> Self {
        Memo {
            map: OnceLock::new(),
        }
    }

    /// The value for `key`, computing it with `f` the first time.
    pub fn get(&self, key: u64, f: impl FnOnce() -> T) -> Arc<T> {
        let cell = {
            let map = self.map.get_or_init(|| Mutex::new(HashMap::new()));
            let mut m = map.lock().unwrap_or_else(|e| e.into_inner());
            m.entry(key).or_default().clone()
        };
        cell.get_or_init(|| Arc::new(f())).clone()
    }
}

impl<T> Default for Memo<T> {
    fn default() -> Self {
        Self::new()
    }
}
