//! `wythoff grundy`: Sprague–Grundy values on the square `[0, N)^2`, line `x` holding
//! `G(x, 0..N)`, or OEIS A004481's order with `--bfile`. The engine is
//! `games/wythoff/grundy.rs`; the values of an altered game are defined in its `Label`.

use super::*;
use std::sync::mpsc::sync_channel;
use wythoff_lab::requests;

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
    let game = match game {
        GrundyGame::Wythoff => requests::GrundyGame::Wythoff,
        GrundyGame::Blocking { k } => requests::GrundyGame::Blocking { k },
        GrundyGame::Altered { alter } => requests::GrundyGame::Altered {
            alter: read_spec(&alter)?,
        },
    };
    use super::compared::{hold, past, uses};
    let (lines, note) = requests::grundy(&uses(), &game, side, bfile, past()).map_err(bad_input)?;
    hold(Ok(note))?;
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
    let mut buf = wythoff_lab::positions::lines::Lines::new();
    let mut write = |buf: &mut wythoff_lab::positions::lines::Lines| -> Result<bool, Failure> {
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
