//! `wythoff grundy`: Sprague–Grundy values on the square `[0, N)^2`, line `x` holding
//! `G(x, 0..N)`, or OEIS A004481's order with `--bfile`. The engine is
//! `games/wythoff/grundy.rs`; the values of an altered game are defined in its `Label`.

use super::*;
use std::sync::mpsc::sync_channel;
use wythoff_lab::games::altered::{self, Alteration};
use wythoff_lab::games::wythoff::grundy::{self as engine, GrundyLines};

/// Bytes the command holds for the square of side `side`: the engine's, and with
/// `--bfile` the triangle `x + y < N` kept for the antidiagonal order.
fn need(side: u64, bfile: bool) -> u64 {
    engine::memory_bytes(side).saturating_add(if bfile {
        side.saturating_mul(side.saturating_add(1)) / 2 * 4
    } else {
        0
    })
}

/// The largest side whose memory stays within the engine's limit (memory grows with the
/// side): what `--side` accepts, and what the help and the refusal state.
pub(crate) fn largest_side(bfile: bool) -> u64 {
    let (mut lo, mut hi) = (1u64, 1u64 << 20);
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        if need(mid, bfile) <= engine::MAX_BYTES {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[derive(Subcommand)]
pub(crate) enum GrundyGame {
    #[command(about = super::limits::grundy_help())]
    Wythoff,
    /// Larsson's blocking W^k: only k = 1, which is Wythoff. For k >= 2 a move also
    /// blocks options of the whole game for the opponent, so a position is not a game of
    /// its own and a sum of games is not the disjunctive sum: Sprague-Grundy values are
    /// not defined (Larsson defines only P and N, Definition 3); k >= 2 is refused.
    Blocking {
        /// The blocking parameter k.
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        k: u64,
    },
    /// Wythoff's Nim with a finite alteration (SPEC as in `positions altered`; `@FILE`
    /// reads it from a file, `-` from standard input). A cell declared P has no move
    /// (value 0); a cell declared N also moves to a terminal position (value
    /// mex({0} ∪ its options' values)); the zero cells are the altered game's P-positions.
    Altered {
        /// The alteration, e.g. `P: 0,0 1,2; N: 3,3` or `P: box 8x13`.
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
    },
}

pub(crate) fn grundy_cmd(
    game: GrundyGame,
    side: Option<u64>,
    bfile: bool,
    json: bool,
) -> Result<u8, Failure> {
    let side = side.ok_or_else(|| bad_input("--side N is required (the square [0, N)^2)"))?;
    if side == 0 {
        return Err(bad_input("--side must be at least 1"));
    }
    if side > u64::from(u32::MAX) || need(side, bfile) > engine::MAX_BYTES {
        return Err(bad_input(format!(
            "--side {side} would need about {:.1} GB (the limit is {} GB: the largest side is {}{})",
            need(side, bfile) as f64 / 1e9,
            engine::MAX_BYTES >> 30,
            largest_side(bfile),
            if bfile { " with --bfile" } else { "" }
        )));
    }
    super::compared::within(
        "grundy --side",
        side,
        &wythoff_lab::check::engines::GRUNDY[2],
    )?;
    let side = side as u32;
    let lines = match game {
        GrundyGame::Wythoff => GrundyLines::wythoff(side),
        GrundyGame::Blocking { k: 1 } => GrundyLines::wythoff(side),
        GrundyGame::Blocking { k: 0 } => {
            return Err(bad_input("--k must be at least 1 (k = 1 is Wythoff Nim)"));
        }
        GrundyGame::Blocking { k } => {
            return Err(bad_input(format!(
                "Sprague-Grundy values are not defined for W^{k}: for k >= 2 a move also blocks options for the opponent, so a sum of W^k games is not a disjunctive sum (only P and N are defined, Larsson's Definition 3); use `positions blocking --k {k}`"
            )));
        }
        GrundyGame::Altered { alter } => {
            let alt = Alteration::parse(&read_spec(&alter)?).map_err(bad_input)?;
            altered::grundy::lines(&alt, side)
        }
    }
    .map_err(bad_input)?;
    super::compared::announce();
    // The engine runs on its own thread, a few lines ahead of the writer.
    let (tx, rx) = sync_channel::<Vec<u32>>(8);
    std::thread::spawn(move || {
        for line in lines {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let mut out = io::stdout().lock();
    let mut buf = super::lines::Lines::new();
    let mut write = |buf: &mut super::lines::Lines| -> Result<bool, Failure> {
        match buf.flush_to(&mut out) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(false),
            Err(e) => Err(bad_input(format!("cannot write output: {e}"))),
        }
    };
    if bfile {
        // Antidiagonal s = x + y lists G(s, 0), G(s - 1, 1), ..., G(0, s) (the order of the
        // OEIS tables "read by antidiagonals"; Wythoff's table is symmetric).
        let n = side as usize;
        let tri: Vec<Vec<u32>> = rx
            .into_iter()
            .enumerate()
            .map(|(x, mut l)| {
                l.truncate(n - x);
                l
            })
            .collect();
        let mut i: u64 = 0;
        for s in 0..n {
            for y in 0..=s {
                buf.num(i);
                buf.byte(b' ');
                buf.num(u64::from(tri[s - y][y]));
                buf.byte(b'\n');
                i += 1;
                if buf.full() && !write(&mut buf)? {
                    return Ok(0);
                }
            }
        }
    } else {
        // Text: the values of a row separated by spaces; JSON: an array of the rows.
        let (sep, open, close) = if json {
            (b',', "[", "]")
        } else {
            (b' ', "", "")
        };
        if json {
            buf.byte(b'[');
        }
        for (x, line) in rx.into_iter().enumerate() {
            if json && x > 0 {
                buf.byte(b',');
            }
            buf.push_str(open);
            for (y, &g) in line.iter().enumerate() {
                if y > 0 {
                    buf.byte(sep);
                }
                buf.num(u64::from(g));
                if buf.full() && !write(&mut buf)? {
                    return Ok(0);
                }
            }
            buf.push_str(close);
            buf.byte(b'\n');
        }
        if json {
            buf.push_str("]\n");
        }
    }
    write(&mut buf)?;
    Ok(0)
}
