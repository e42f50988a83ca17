//! Files that must never be partial: every file the crate writes goes to a temporary name
//! beside its destination and is renamed over it ([`write_atomic`]), and resumable state
//! is sealed by [`checkpoint`] (format version and CRC-32).

pub mod checkpoint;
