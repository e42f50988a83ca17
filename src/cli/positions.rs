//! `wythoff positions`: P-positions of a game, one per line.

use super::*;
use wythoff_lab::games::l1::rules::Variant;

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
    /// Classic Wythoff Nim: `a b` with a <= b, n = 0 is `0 0` (largest n: 7046029254386353130).
    Wythoff {
        #[command(flatten)]
        which: Which,
    },
    /// Akiyama's sequence v(n) (mex algorithm = Lythoff(3)): `a b c`, n = 0 is `0 0 0` (largest n: 10^10).
    /// Not the P-positions of L1-Nim beyond n = 13 (akiyama.thm1 is refuted): see l1-rules.
    L1 {
        #[command(flatten)]
        which: Which,
    },
    /// Lythoff(K) (Construction 1) or Lythoff(K_f) (Construction 2): `p1 ... pK`, n = 0 is all zeros
    /// (largest n: 10^9). f: a sum of integers and B<i> terms, e.g. `3`, `1+B3-B2`, `1+B1`.
    Lythoff {
        /// The number of piles K (2..=64).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        piles: u64,
        /// The function f of Lythoff(K_f) (default: Lythoff(K), f = 1).
        #[arg(long, value_name = "EXPR")]
        f: Option<String>,
        #[command(flatten)]
        which: Which,
    },
    /// Larsson's blocking Wythoff W^k: `a b` with a <= b in lexicographic order, n = 0 is `0 0`
    /// (largest n: 10^8).
    Blocking {
        /// The blocking parameter k (1..=255; k = 1 is Wythoff).
        #[arg(long, value_name = "K", value_parser = parse_number, allow_hyphen_values = true)]
        k: u64,
        #[command(flatten)]
        which: Which,
    },
    /// Wythoff's Nim with a finite alteration: `x y` for every P-position with x < T (column
    /// algorithm; largest T: 10^10). SPEC: `P: 0,0 1,2; N: 3,3`, `P: box 8x13`, ...
    Altered {
        /// The alteration.
        #[arg(long, value_name = "SPEC", allow_hyphen_values = true)]
        alter: String,
        /// Print the columns x < T.
        #[arg(long, value_name = "T", value_parser = parse_number, allow_hyphen_values = true)]
        columns: u64,
    },
    /// P-positions a <= b <= c of L1-Nim with a+b+c <= S, from the rules solver (largest S: 1000).
    L1Rules {
        /// The largest a+b+c.
        #[arg(long, value_name = "S", value_parser = parse_number, allow_hyphen_values = true)]
        max_sum: u64,
    },
    /// P-positions a <= b <= c of positive Nim with a+b+c <= S, from the rules solver (largest S: 1000).
    L1Positive {
        /// The largest a+b+c.
        #[arg(long, value_name = "S", value_parser = parse_number, allow_hyphen_values = true)]
        max_sum: u64,
    },
}

pub(crate) fn positions_cmd(game: Game, bfile: Option<u64>) -> Result<u8, Failure> {
    let first_n = match &game {
        Game::Wythoff { which }
        | Game::L1 { which }
        | Game::Lythoff { which, .. }
        | Game::Blocking { which, .. } => which.nth.unwrap_or(0),
        _ => 0,
    };
    if bfile == Some(0) {
        return Err(bad_input("--bfile counts coordinates from 1"));
    }
    let stream = match game {
        Game::Wythoff { which } => sequences::wythoff(which.select()),
        Game::L1 { which } => sequences::l1(which.select()),
        Game::Lythoff { piles, f, which } => {
            sequences::lythoff(piles, f.as_deref(), which.select())
        }
        Game::Blocking { k, which } => sequences::blocking(k, which.select()),
        Game::Altered { alter, columns } => sequences::altered(&alter, columns),
        Game::L1Rules { max_sum } => sequences::l1_rules(Variant::L1, max_sum),
        Game::L1Positive { max_sum } => sequences::l1_rules(Variant::Positive, max_sum),
    }
    .map_err(bad_input)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut line = String::new();
    for (n, p) in (first_n..).zip(stream) {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                let _ = out.flush();
                return Err(bad_input(e));
            }
        };
        line.clear();
        if let Some(i) = bfile {
            let Some(v) = p.get(i as usize - 1) else {
                return Err(bad_input(format!(
                    "--bfile {i}: positions have {} coordinates",
                    p.len()
                )));
            };
            line.push_str(&format!("{n} {v}\n"));
            if let Err(e) = out.write_all(line.as_bytes()) {
                return if e.kind() == io::ErrorKind::BrokenPipe {
                    Ok(0)
                } else {
                    Err(bad_input(format!("cannot write output: {e}")))
                };
            }
            continue;
        }
        for (i, v) in p.iter().enumerate() {
            if i > 0 {
                line.push(' ');
            }
            line.push_str(&v.to_string());
        }
        line.push('\n');
        if let Err(e) = out.write_all(line.as_bytes()) {
            return if e.kind() == io::ErrorKind::BrokenPipe {
                Ok(0)
            } else {
                Err(bad_input(format!("cannot write output: {e}")))
            };
        }
    }
    match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(bad_input(format!("cannot write output: {e}")))
        }
        _ => Ok(0),
    }
}
