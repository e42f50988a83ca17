//! `wythoff positions`: P-positions of a game, one per line.

use super::*;
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::requests::{self, Game as RGame, Request};

#[derive(clap::Args)]
#[group(required = true, multiple = false)]
pub(crate) struct Which {
    /// Print positions n = 0, 1, ..., N-1.
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    count: Option<u64>,
    /// Print only position n (counting from n = 0).
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    nth: Option<u64>,
}

impl Which {
    fn select(&self) -> Select {
        match (self.count, self.nth) {
            (Some(c), _) => Select::Count(c),
            (None, Some(n)) => Select::Nth(n),
            (None, None) => Select::Count(0), // unreachable: clap requires one of them
        }
    }
}

#[derive(Subcommand)]
pub(crate) enum Game {
    #[command(about = super::limits::wythoff_help())]
    Wythoff {
        #[command(flatten)]
        which: Which,
    },
    #[command(about = super::limits::akiyama_help())]
    Akiyama {
        #[command(flatten)]
        which: Which,
    },
    #[command(about = super::limits::l1_help())]
    L1 {
        #[command(flatten)]
        which: WhichSum,
        /// `fast` (the exact engine) or `rules` (the plane-sieve rules solver).
        #[arg(long, value_enum, default_value_t = EngineArg::Fast)]
        engine: EngineArg,
    },
    #[command(about = super::limits::positive_help())]
    Positive {
        #[command(flatten)]
        which: WhichSum,
        /// `fast` (the exact engine) or `rules` (the plane-sieve rules solver).
        #[arg(long, value_enum, default_value_t = EngineArg::Fast)]
        engine: EngineArg,
        /// Resume from FILE if it exists (a checkpoint of this command: format version and
        /// checksum checked), and save the engine's state there (written whole, then
        /// renamed) every `--checkpoint-every` positions and at the end. The output is
        /// that of a run without checkpoints. Fast engine only; 16 bytes per position.
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<std::path::PathBuf>,
        /// Positions between two checkpoints (default 10^7).
        #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true, requires = "checkpoint")]
        checkpoint_every: Option<u64>,
    },
    /// Lythoff(K) (Construction 1) or Lythoff(K_f) (Construction 2): `p1 ... pK`, n = 0 is all
    /// zeros. f: a sum of integers and B<i> terms, e.g. `3`, `1+B3-B2`, `1+B1`. K = 2 with a
    /// constant f = 1..5: checked against the proved automata at every n. Otherwise served to
    /// the positions compared with the twin: f = 1 with K <= 8: 1000001; K = 9..16: 5000;
    /// 17..24: 3000; 25..40: 1000; 41..64: 100; f = 2, 3, 5 with K <= 5: 1000001; 1+B1: 3000;
    /// 1+B_K-B_(K-1) (K = 3..5): 12; 1+B2-B1, 1+B2 (K = 2): 26; any other f: 12. With
    /// --past-compared: n to 10^9 and at most an estimated 2 hours.
    Lythoff {
        /// The number of piles K (2..=64).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        piles: u64,
        /// The function f of Lythoff(K_f) (default: Lythoff(K), f = 1); `--f -1` is read as
        /// a value (and refused: f must be at least 1).
        #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
        f: Option<String>,
        #[command(flatten)]
        which: Which,
    },
    #[command(about = super::limits::blocking_help())]
    Blocking {
        /// The blocking parameter k (1..=255; k = 1 is Wythoff).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        k: u64,
        #[command(flatten)]
        which: Which,
    },
    /// Wythoff's Nim with a finite alteration: `x y` for every P-position with x < T (column
    /// algorithm; largest T: 10^10). SPEC: `P: 0,0 1,2; N: 3,3`, `P: box 8x13`, ... The
    /// unaltered game, misère (`N: 0,0`), Box(2, 2), Box(4, 4) and Figure 2's: checked against
    /// the proved automata at every column. Otherwise served to the columns compared:
    /// Box(8, 13), Box(1, 30), Box(30, 1): 10^8; any other Box(a, b), a, b <= 60: 4100; any
    /// other alteration inside a 12x12 box: 10^5; any other shape: 4100; past it with
    /// --past-compared.
    Altered {
        /// The alteration (`@FILE` reads it from a file, `-` from standard input).
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
        /// Print the columns x < T.
        #[arg(long, value_name = "T", value_parser = parse_number, allow_hyphen_values = true)]
        columns: u64,
    },
}

/// Which engine computes a true game.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum EngineArg {
    /// The fast exact engine.
    Fast,
    /// The rules solver.
    Rules,
}

#[derive(clap::Args)]
#[group(required = true, multiple = false)]
pub(crate) struct WhichSum {
    /// Print positions n = 0, 1, ..., N-1.
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    count: Option<u64>,
    /// Print only position n (counting from n = 0).
    #[arg(long, value_name = "N", value_parser = parse_number, allow_hyphen_values = true)]
    nth: Option<u64>,
    /// Print every position with a+b+c <= S.
    #[arg(long, value_name = "S", value_parser = parse_number, allow_hyphen_values = true)]
    max_sum: Option<u64>,
}

impl WhichSum {
    fn select(&self) -> (Select, Option<u64>) {
        match (self.count, self.nth, self.max_sum) {
            (Some(c), _, _) => (Select::Count(c), None),
            (None, Some(n), _) => (Select::Nth(n), None),
            (None, None, s) => (Select::Count(u64::MAX), s),
        }
    }
}

pub(crate) fn positions_cmd(game: Game, bfile: Option<u64>, json: bool) -> Result<u8, Failure> {
    let first_n = match &game {
        Game::Wythoff { which }
        | Game::Akiyama { which }
        | Game::Lythoff { which, .. }
        | Game::Blocking { which, .. } => which.nth.unwrap_or(0),
        Game::L1 { which, .. } | Game::Positive { which, .. } => which.nth.unwrap_or(0),
        Game::Altered { .. } => 0,
    };
    if bfile == Some(0) {
        return Err(bad_input("--coordinate counts coordinates from 1"));
    }
    let bfile = match (bfile, json) {
        (Some(i), _) => Shape::Bfile(i),
        (None, true) => Shape::Json,
        (None, false) => Shape::Lines,
    };
    // The alteration is read once (standard input cannot be read twice).
    let game = match game {
        Game::Altered { alter, columns } => Game::Altered {
            alter: read_spec(&alter)?,
            columns,
        },
        game => game,
    };
    gate(&game)?;
    if let Some(code) = proved_game(&game, first_n, bfile)? {
        return Ok(code);
    }
    // Each game is printed through its own iterator: concrete (no allocation or dynamic
    // call per position) for the long streams, the boxed `Positions` for the others.
    let bad = |e: String| bad_input(e);
    // Where the output is cut when it passes the range served (`requests::cut_at`).
    let at = requests::cut_at(&request(&game));
    match game {
        Game::Wythoff { which } => match which.select() {
            Select::Count(c) => print(sequences::wythoff_count(c).map_err(bad)?.map(Ok), 0, bfile),
            s => print(sequences::wythoff(s).map_err(bad)?, first_n, bfile),
        },
        Game::Akiyama { which } => print(
            sequences::akiyama(which.select()).map_err(bad)?.map(Ok),
            first_n,
            bfile,
        ),
        // The column algorithm runs on its own thread while this one prints.
        Game::Altered { alter, columns } => print(
            sequences::pipeline::threaded(sequences::altered(&alter, columns).map_err(bad)?)
                .map(Ok),
            0,
            bfile,
        ),
        // The fast engine runs on its own thread while this one prints (as above).
        Game::L1 {
            which,
            engine: EngineArg::Fast,
        } => {
            let (select, max_sum) = which.select();
            let stream =
                sequences::pipeline::threaded(sequences::l1_fast(select, max_sum).map_err(bad)?);
            // `--max-sum`: gated on the positions it reaches.
            match at {
                Some(at) => print(super::compared::cut(stream.map(Ok), at), first_n, bfile),
                None => print(stream.map(Ok), first_n, bfile),
            }
        }
        Game::L1 { which, engine } => print(
            true_game(Variant::L1, engine, &which).map_err(bad)?,
            first_n,
            bfile,
        ),
        Game::Positive {
            which,
            engine,
            checkpoint: Some(path),
            checkpoint_every,
        } => {
            if matches!(engine, EngineArg::Rules) {
                return Err(bad_input(
                    "--checkpoint needs the fast engine (--engine fast)",
                ));
            }
            let every = checkpoint_every.unwrap_or(10_000_000);
            if every == 0 {
                return Err(bad_input("--checkpoint-every must be at least 1"));
            }
            let (select, max_sum) = which.select();
            let ck = positive_checkpoints(path, every)?;
            print(
                sequences::positive_checkpointed(select, max_sum, ck).map_err(bad)?,
                first_n,
                bfile,
            )
        }
        // `--max-sum` of the fast engine: gated on the positions it reaches.
        Game::Positive { which, engine, .. } => {
            let stream = true_game(Variant::Positive, engine, &which).map_err(bad)?;
            let stream: sequences::Positions = match at {
                Some(at) => Box::new(super::compared::cut(stream, at)),
                None => stream,
            };
            print(stream, first_n, bfile)
        }
        Game::Lythoff { piles, f, which } => print(
            sequences::lythoff(piles, f.as_deref(), which.select()).map_err(bad)?,
            first_n,
            bfile,
        ),
        // Gated on the column the output reaches (k = 1..=4: `proved_game`).
        Game::Blocking { k, which } => {
            let stream = sequences::blocking(k, which.select()).map_err(bad)?;
            match at {
                Some(at) => print(super::compared::cut(stream, at), first_n, bfile),
                None => print(stream, first_n, bfile),
            }
        }
    }
}

/// The library's form of the request (`requests::Request`), whose gates the command
/// passes.
fn request(game: &Game) -> Request {
    let engine = |e: &EngineArg| match e {
        EngineArg::Fast => sequences::Engine::Fast,
        EngineArg::Rules => sequences::Engine::Rules,
    };
    let (game, (select, max_sum)) = match game {
        Game::Wythoff { which } => (RGame::Wythoff, (which.select(), None)),
        Game::Akiyama { which } => (RGame::Akiyama, (which.select(), None)),
        Game::L1 { which, engine: e } => (RGame::L1 { engine: engine(e) }, which.select()),
        Game::Positive {
            which, engine: e, ..
        } => (RGame::Positive { engine: engine(e) }, which.select()),
        Game::Lythoff { piles, f, which } => (
            RGame::Lythoff {
                piles: *piles,
                f: f.clone(),
            },
            (which.select(), None),
        ),
        Game::Blocking { k, which } => (RGame::Blocking { k: *k }, (which.select(), None)),
        Game::Altered { alter, columns } => (
            RGame::Altered {
                alter: alter.clone(),
                columns: *columns,
            },
            (Select::Count(0), None),
        ),
    };
    Request {
        game,
        select,
        max_sum,
    }
}

/// Refuse (exit 2) a request past the range where the game's engine is compared with its
/// twin, unless `--past-compared` is given (`requests::gate`, reading the range the
/// command serves from the one `Use` table).
fn gate(game: &Game) -> Result<(), Failure> {
    use super::compared::{hold, past, uses};
    hold(requests::gate(&uses(), &request(game), past()))
}

/// How positions are printed.
#[derive(Clone, Copy)]
enum Shape {
    /// One position per line, integers separated by single spaces.
    Lines,
    /// `n value` per line: coordinate `i` (from 1) of position n.
    Bfile(u64),
    /// A JSON array of positions, each an array of integers, one position per line.
    Json,
}

/// The games with a proved P-set automaton (`requests::proved_check`): the engine's
/// output is checked against the automaton column by column as it is printed (an
/// `--nth` request streams and checks every position before it), so these are not
/// gated. `None`: not such a game.
fn proved_game(game: &Game, first_n: u64, bfile: Shape) -> Result<Option<u8>, Failure> {
    let bad = |e: String| bad_input(e);
    let Some(pc) = requests::proved_check(&request(game)).map_err(bad)? else {
        return Ok(None);
    };
    let count = Select::Count(pc.count);
    // The engine runs on its own thread while this one prints; the check on the side the
    // request names (`requests::checked_pipeline`).
    use requests::checked_pipeline as checked;
    let code = match game {
        Game::Wythoff { .. } => {
            let stream = sequences::wythoff_count(pc.count).map_err(bad)?.map(Ok);
            print(checked(stream, pc), 0, bfile)?
        }
        Game::Blocking { k, .. } => {
            let stream = sequences::blocking_pairs(*k, count).map_err(bad)?.map(Ok);
            print(checked(stream, pc), first_n, bfile)?
        }
        Game::Lythoff { f, .. } => {
            let stream = sequences::lythoff_stream(2, f.as_deref(), count).map_err(bad)?;
            print(checked(stream, pc), first_n, bfile)?
        }
        Game::Altered { alter, columns } => {
            let stream = sequences::altered(alter, *columns).map_err(bad)?.map(Ok);
            print(checked(stream, pc), 0, bfile)?
        }
        _ => return Ok(None),
    };
    Ok(Some(code))
}

/// Print a stream of positions (one per line, `n value` lines with `--bfile`, or JSON),
/// numbered from `first_n`; an error item is reported after the lines before it are written.
fn print<P: AsRef<[u64]>>(
    stream: impl Iterator<Item = Result<P, String>>,
    first_n: u64,
    bfile: Shape,
) -> Result<u8, Failure> {
    super::compared::announce();
    // Lines are written in decimal straight into one 64 KB block (`positions::lines`) and each
    // full block goes to standard output in one write: nothing is allocated per position.
    let mut out = io::stdout().lock();
    let mut lines = wythoff_lab::positions::lines::Lines::new();
    let write = |out: &mut io::StdoutLock,
                 lines: &mut wythoff_lab::positions::lines::Lines|
     -> Result<bool, Failure> {
        match lines.flush_to(out) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(false),
            Err(e) => Err(bad_input(format!("cannot write output: {e}"))),
        }
    };
    if matches!(bfile, Shape::Json) {
        lines.byte(b'[');
    }
    for (n, p) in (first_n..).zip(stream) {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                let _ = write(&mut out, &mut lines);
                let _ = out.flush();
                return Err(bad_input(e));
            }
        };
        let p = p.as_ref();
        match bfile {
            Shape::Bfile(i) => {
                let Some(&v) = p.get(i as usize - 1) else {
                    return Err(bad_input(format!(
                        "--coordinate {i}: positions have {} coordinates",
                        p.len()
                    )));
                };
                lines.num_then(0, n, b' ');
                lines.num_then(1, v, b'\n');
            }
            // Each number with the byte after it in one store (`Lines::num_then`).
            Shape::Lines => match p.split_last() {
                Some((&last, rest)) => {
                    for (i, &v) in rest.iter().enumerate() {
                        lines.num_then(i, v, b' ');
                    }
                    lines.num_then(rest.len(), last, b'\n');
                }
                None => lines.byte(b'\n'),
            },
            Shape::Json => {
                if n > first_n {
                    lines.byte(b',');
                }
                lines.byte(b'[');
                for (i, &v) in p.iter().enumerate() {
                    if i > 0 {
                        lines.byte(b',');
                    }
                    lines.num_at(i, v);
                }
                lines.push_str("]\n");
            }
        }
        if lines.full() && !write(&mut out, &mut lines)? {
            return Ok(0);
        }
    }
    if matches!(bfile, Shape::Json) {
        lines.push_str("]\n");
    }
    if !write(&mut out, &mut lines)? {
        return Ok(0);
    }
    match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(bad_input(format!("cannot write output: {e}")))
        }
        _ => Ok(0),
    }
}

/// The kind of a `positions positive` checkpoint (the sealed envelope's four bytes).
const POSITIVE_KIND: &[u8; 4] = b"posn";

/// Read `path` if it exists (refused with a one-line reason if it is not a checkpoint of
/// `positions positive` of this version, or is corrupt), and save there atomically.
fn positive_checkpoints(
    path: std::path::PathBuf,
    every: u64,
) -> Result<sequences::Checkpoints, Failure> {
    use wythoff_lab::persist::checkpoint;
    let shown = path.display().to_string();
    let resume = match std::fs::read(&path) {
        Ok(mut bytes) => {
            // Keep the payload in place (the file's bytes minus the envelope): no copy.
            let payload = checkpoint::open(POSITIVE_KIND, &bytes)
                .map_err(|e| bad_input(format!("--checkpoint {shown}: {e}")))?;
            let start = payload.as_ptr() as usize - bytes.as_ptr() as usize;
            let end = start + payload.len();
            bytes.truncate(end);
            bytes.drain(..start);
            Some(bytes)
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(bad_input(format!("cannot read --checkpoint {shown}: {e}"))),
    };
    let save: sequences::Save = Box::new(move |state: &[u8]| {
        let mut tmp = path.clone().into_os_string();
        tmp.push(".tmp");
        std::fs::File::create(&tmp)
            .and_then(|f| {
                let mut w = io::BufWriter::new(f);
                checkpoint::seal_to(POSITIVE_KIND, state, &mut w)?;
                w.into_inner().map_err(|e| e.into_error())?.sync_all()
            })
            .and_then(|()| std::fs::rename(&tmp, &path))
            .map_err(|e| format!("cannot write the checkpoint {}: {e}", path.display()))
    });
    Ok(sequences::Checkpoints {
        resume,
        save: Some(save),
        every,
    })
}

fn true_game(
    variant: Variant,
    engine: EngineArg,
    which: &WhichSum,
) -> Result<sequences::Positions, String> {
    let (select, max_sum) = which.select();
    let engine = match engine {
        EngineArg::Fast => sequences::Engine::Fast,
        EngineArg::Rules => sequences::Engine::Rules,
    };
    sequences::true_game(variant, engine, select, max_sum)
}
