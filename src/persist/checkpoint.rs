//! The envelope of every checkpoint file: a magic, a format version, the kind of state, the
//! payload's length, the payload, and a CRC-32 of all that precedes it (crc32fast).
//!
//! A file that is not a checkpoint, of another version or kind, cut short, extended, or
//! with any byte changed is refused with a one-line reason, never resumed. (CRC-32 detects
//! every burst error up to 32 bits and all but 2^-32 of other corruptions.)

/// The file's first bytes.
const MAGIC: &[u8; 4] = b"WLCK";
/// The envelope's format version: files of another version are refused.
pub const VERSION: u32 = 2;

/// Wrap `payload` of state `kind` (four ASCII bytes, e.g. `b"akiy"`).
pub fn seal(kind: &[u8; 4], payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(payload.len() + 24);
    out.extend(MAGIC);
    out.extend(VERSION.to_le_bytes());
    out.extend(kind);
    out.extend((payload.len() as u64).to_le_bytes());
    out.extend(payload);
    let crc = crc32fast::hash(&out);
    out.extend(crc.to_le_bytes());
    out
}

/// Write what [`seal`] returns straight to `w`, without a sealed copy of `payload` in
/// memory (the large states of `positions positive`).
pub fn seal_to(kind: &[u8; 4], payload: &[u8], w: &mut impl std::io::Write) -> std::io::Result<()> {
    let mut head = Vec::with_capacity(20);
    head.extend(MAGIC);
    head.extend(VERSION.to_le_bytes());
    head.extend(kind);
    head.extend((payload.len() as u64).to_le_bytes());
    let mut crc = crc32fast::Hasher::new();
    crc.update(&head);
    crc.update(payload);
    w.write_all(&head)?;
    w.write_all(payload)?;
    w.write_all(&crc.finalize().to_le_bytes())
}

/// The payload of a sealed file of state `kind`, or why it is refused.
pub fn open<'a>(kind: &[u8; 4], bytes: &'a [u8]) -> Result<&'a [u8], String> {
    if bytes.len() < 24 || &bytes[..4] != MAGIC {
        return Err("not a wythoff-lab checkpoint (no WLCK header)".into());
    }
    let version = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
    if version != VERSION {
        return Err(format!(
            "checkpoint format version {version}; this program reads version {VERSION}"
        ));
    }
    if &bytes[8..12] != kind {
        return Err(format!(
            "a checkpoint of '{}', not of '{}'",
            String::from_utf8_lossy(&bytes[8..12]),
            String::from_utf8_lossy(kind)
        ));
    }
    let mut len = [0u8; 8];
    len.copy_from_slice(&bytes[12..20]);
    let len = u64::from_le_bytes(len);
    if len != (bytes.len() - 24) as u64 {
        return Err(format!(
            "the checkpoint is {} bytes but says its state has {len} (cut short or extended)",
            bytes.len()
        ));
    }
    let (body, tail) = bytes.split_at(bytes.len() - 4);
    let stored = u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
    if crc32fast::hash(body) != stored {
        return Err("the checkpoint's checksum does not match: the file is corrupt".into());
    }
    Ok(&body[20..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_single_byte_change_and_every_cut_is_refused() {
        let sealed = seal(b"test", b"some state bytes");
        assert_eq!(open(b"test", &sealed).unwrap(), b"some state bytes");
        let mut streamed = Vec::new();
        seal_to(b"test", b"some state bytes", &mut streamed).unwrap();
        assert_eq!(streamed, sealed);
        for i in 0..sealed.len() {
            for flip in [1u8, 0x80, 0xff] {
                let mut bad = sealed.clone();
                bad[i] ^= flip;
                assert!(
                    open(b"test", &bad).is_err(),
                    "byte {i} ^ {flip:#x} accepted"
                );
            }
        }
        for cut in 0..sealed.len() {
            assert!(
                open(b"test", &sealed[..cut]).is_err(),
                "cut at {cut} accepted"
            );
        }
        let mut longer = sealed.clone();
        longer.push(0);
        assert!(open(b"test", &longer).is_err());
        assert!(open(b"othr", &sealed).unwrap_err().contains("not of"));
    }
}
