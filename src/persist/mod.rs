//! Files that are never partial: every file the crate writes goes to a temporary name
//! beside its destination and is renamed over it ([`write_atomic`], [`write_atomic_with`],
//! the prover crate's, re-exported here; plotters' PNG backend chooses the format by the
//! extension, which the temporary name keeps); resumable state is also sealed by
//! [`checkpoint`] (format version and CRC-32).

pub mod checkpoint;

pub use automatic_prover::walnut::atomic::{temp_path, write_atomic, write_atomic_with};
