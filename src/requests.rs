//! A request for P-positions as `wythoff positions` and the Python module make it, and the
//! gates every such request passes: the range where the game's engine is compared with its
//! twin (refused past it unless `past` is given: [`gate`] before the run, [`Cut`] on what
//! the output reaches), and the proved P-set automata that check the games which have one
//! at every position ([`proved_check`]). [`stream`] composes them over the engines of
//! [`crate::positions`]; the command line composes the same pieces with its own threads.
//!
//! Cost: the gates are a table look-up each; a proved check walks the automaton once per
//! position and per block of columns (`games::proved`).

use crate::check::engines::{self as e, Reach, Use};
use crate::games::altered::Alteration;
use crate::games::proved::{Checked, Half, ProvedSet};
use crate::positions::pipeline::Threads;
use crate::positions::{self as sequences, Engine, Positions, Select};

/// A game of `positions`, with its parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Game {
    /// Classic Wythoff Nim.
    Wythoff,
    /// Akiyama's sequence v(n).
    Akiyama,
    /// The true P-positions of L1-Nim.
    L1 { engine: Engine },
    /// Positive Nim.
    Positive { engine: Engine },
    /// Lythoff(K) or Lythoff(K_f).
    Lythoff { piles: u64, f: Option<String> },
    /// Larsson's blocking W^k.
    Blocking { k: u64 },
    /// Wythoff's Nim with a finite alteration (the spec's text), the columns `x < columns`.
    Altered { alter: String, columns: u64 },
}

/// A request: the game, which positions (ignored by `Altered`, which has its columns), and
/// `max_sum` (L1-Nim and positive Nim only: every position with `a+b+c <= S`, in place of
/// the selection).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub game: Game,
    pub select: Select,
    pub max_sum: Option<u64>,
}

impl Request {
    /// The index of the first position the request returns.
    pub fn first_n(&self) -> u64 {
        match (&self.game, self.select, self.max_sum) {
            (Game::Altered { .. }, _, _) | (_, _, Some(_)) => 0,
            (_, Select::Nth(n), None) => n,
            (_, Select::Count(_), None) => 0,
        }
    }
}

/// The positions `0..n` a selection needs.
pub fn needed(select: Select) -> u64 {
    match select {
        Select::Count(c) => c,
        Select::Nth(n) => n.saturating_add(1),
    }
}

/// Refuse a request past the range where the game's engine is compared with its twin,
/// unless `past` (then `Ok(Some(note))`, the note for the caller to show), reading the
/// range served from `uses` (the one `Use` table, `papers::engines`). What is gated here
/// is known before the run: positions counted (`count c` needs `c` positions, `nth n`
/// needs `n + 1`), columns, the alteration's shape. `max_sum` and W^k's columns are gated
/// on what the output reaches ([`Cut`]). The games with a proved P-set are checked
/// against it at every n instead ([`proved_check`]), and the rules solvers are their own
/// truth: neither is gated.
pub fn gate(uses: &[Use], req: &Request, past: bool) -> Result<Option<String>, String> {
    let within = |what: &str, asked: u64, reach: &Reach| {
        let max = e::served(uses, what, reach);
        e::gate(what, asked, max, reach, past)
    };
    // The last index asked against the last index served: a measure counting positions
    // (`P(0..c)`) serves indices to `c - 1`, so the refusal names the same largest n as
    // the help.
    let positions = |by: &str, which: Select, reach: &Reach| {
        let what = format!("{by}: position n =");
        let max = reach.last_index_of(e::served(uses, &what, reach));
        e::gate(&what, needed(which).saturating_sub(1), max, reach, past)
    };
    let select = req.select;
    match &req.game {
        // Compared over every n the closed form serves (`WYTHOFF[1]`): the engine refuses
        // past it with the largest n.
        Game::Wythoff => Ok(None),
        Game::Akiyama => positions("positions akiyama", select, &e::AKIYAMA_VRING),
        Game::L1 {
            engine: Engine::Fast,
        } => match req.max_sum {
            None => positions("positions l1", select, &e::TRUE_L1[2]),
            Some(_) => Ok(None),
        },
        Game::Positive {
            engine: Engine::Fast,
        } => match req.max_sum {
            None => positions("positions positive", select, &e::POSITIVE[2]),
            Some(_) => Ok(None),
        },
        // Out-of-range K: refused by the engine with its own message.
        Game::Lythoff { piles, .. } if !(2..=64).contains(piles) => Ok(None),
        Game::Lythoff { piles, f } => match e::lythoff_reach(*piles, f.as_deref()) {
            Some(reach) => positions("positions lythoff", select, reach),
            None => Ok(None),
        },
        Game::Altered { alter, columns } => {
            // A spec that does not parse is refused by the engine with its own message.
            match Alteration::parse(alter)
                .ok()
                .as_ref()
                .and_then(e::altered_reach)
            {
                Some(reach) => within("positions altered --columns", *columns, reach),
                None => Ok(None),
            }
        }
        Game::Blocking { .. } | Game::L1 { .. } | Game::Positive { .. } => Ok(None),
    }
}

/// A proved check of a request: the checker, the positions checked but not returned (the
/// ones before `nth`), the positions the engine must list (`count`), and the end column
/// when the stream covers every column below it.
pub struct ProvedCheck {
    pub check: Checked,
    pub skip: u64,
    pub count: u64,
    pub end: Option<u64>,
    /// Where [`checked_pipeline`] runs the check, whichever measured faster in `cargo
    /// bench --bench checked_output` (docs/engines.md, Checked output).
    pub side: Side,
}

/// Where [`checked_pipeline`] runs a proved check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// On the engine's thread, a batch at a time (Wythoff's closed form and the altered
    /// games' column algorithm).
    Engine,
    /// On the printing thread, each batch checked in place as it arrives
    /// (`games::proved::Ahead`: W^k and Lythoff, whose engines take longer than the
    /// printing).
    Printer,
}

/// The games with a proved P-set automaton (`games::proved`: Wythoff's count stream, W^k
/// for k = 1..=4, Lythoff(2_f) for a constant f = 1..=5, the proved altered games): the
/// engine's output is checked against the automaton column by column (an `nth` request
/// streams and checks every position before it), so these are not gated. `None`: not
/// such a game (Wythoff's `nth` is the closed form alone, served to its largest n).
pub fn proved_check(req: &Request) -> Result<Option<ProvedCheck>, String> {
    use crate::games::lythoff::FExpr;
    let (count, skip) = match req.select {
        Select::Count(c) => (c, 0),
        Select::Nth(n) => (n.saturating_add(1), n),
    };
    let upper = |set| Checked::new(set, Half::Upper);
    let at = |check| {
        Some(ProvedCheck {
            check,
            skip,
            count,
            end: None,
            side: match req.game {
                Game::Wythoff => Side::Engine,
                _ => Side::Printer,
            },
        })
    };
    Ok(match &req.game {
        Game::Wythoff if matches!(req.select, Select::Count(_)) => at(upper(ProvedSet::wythoff())),
        Game::Blocking { k } => ProvedSet::blocking(*k).and_then(|s| at(upper(s))),
        Game::Lythoff { piles: 2, f } => {
            let constant = match f {
                None => Some(1),
                Some(text) => FExpr::parse(text, 2).ok().and_then(|e| e.as_constant()),
            };
            constant
                .and_then(|c| u64::try_from(c).ok())
                .and_then(ProvedSet::lythoff2)
                .and_then(|s| at(upper(s)))
        }
        Game::Altered { alter, columns } => {
            let alt = Alteration::parse(alter)?;
            ProvedSet::altered(&alt).map(|set| ProvedCheck {
                check: Checked::new(set, Half::Whole),
                skip: 0,
                count: 0,
                end: Some(*columns),
                side: Side::Engine,
            })
        }
        _ => None,
    })
}

/// `stream` checked against `pc` (`games::proved::Stream`), the engine on a second thread
/// (`positions::pipeline`), the check on the side `pc.side` names: on the caller's thread
/// (the printer's), or on the engine's a batch at a time (`Stream::fill`). Either way a
/// failure arrives after the positions before it, as inline.
pub fn checked_pipeline<I, P>(stream: I, pc: ProvedCheck) -> impl Iterator<Item = Result<P, String>>
where
    I: Iterator<Item = Result<P, String>> + Send + 'static,
    P: AsRef<[u64]> + Send + 'static,
{
    checked_pipeline_on(stream, pc, Threads::Two)
}

/// [`checked_pipeline`] with the engine's batches computed where `threads` says (on this
/// thread: the same route on one core, as `cargo bench --bench checked_output` times it).
pub fn checked_pipeline_on<I, P>(
    stream: I,
    pc: ProvedCheck,
    threads: Threads,
) -> impl Iterator<Item = Result<P, String>>
where
    I: Iterator<Item = Result<P, String>> + Send + 'static,
    P: AsRef<[u64]> + Send + 'static,
{
    use crate::games::proved::{Ahead, Stream};
    use crate::positions::pipeline::{Either, batched, threaded_on};
    match pc.side {
        Side::Printer => Either::Left(Ahead::new(Stream::new(
            threaded_on(stream, threads),
            pc.check,
            pc.skip,
            pc.end,
        ))),
        Side::Engine => {
            let checked = Stream::new(stream, pc.check, pc.skip, pc.end);
            Either::Right(batched(checked, Stream::fill, threads))
        }
    }
}

/// Where a request's output is cut when what it reaches passes the range served (the
/// command's name with the quantity, the range, and the measure of a position and its
/// index): `max_sum` of L1-Nim and positive Nim (fast engine), W^k's column for k >= 5.
/// `None`: not gated on its output.
pub fn cut_at(req: &Request) -> Option<(&'static str, &'static Reach, Measure)> {
    let index: Measure = |_, i| i;
    match (&req.game, req.max_sum) {
        (
            Game::L1 {
                engine: Engine::Fast,
            },
            Some(_),
        ) => Some((
            "positions l1 --max-sum: position n =",
            &e::TRUE_L1[2],
            index,
        )),
        (
            Game::Positive {
                engine: Engine::Fast,
            },
            Some(_),
        ) => Some((
            "positions positive --max-sum: position n =",
            &e::POSITIVE[2],
            index,
        )),
        (Game::Blocking { k }, _) => {
            let column: Measure = column;
            e::blocking_reach(*k).map(|r| ("positions blocking: the column a =", r, column))
        }
        _ => None,
    }
}

/// What a position and its index in the stream reach, in a [`Reach`]'s measure.
pub type Measure = fn(&[u64], u64) -> u64;

fn column(p: &[u64], _: u64) -> u64 {
    p[0]
}

/// Where a note goes when a stream runs past the compared range with `past`.
pub type Notes = Box<dyn FnMut(String)>;

/// A stream of positions cut where what it reaches (`measure` of the position and its
/// index in the stream) passes `max`, the range served: the refusal is its last item
/// (the positions before it are valid); with `past` the note is handed to `notes` once
/// there and the stream goes on.
pub struct Cut<I> {
    inner: I,
    what: &'static str,
    reach: &'static Reach,
    measure: Measure,
    index: u64,
    max: u64,
    past: bool,
    notes: Notes,
    noted: bool,
}

impl<I> Cut<I> {
    /// `inner` cut past `max` (`served` of the use table) for the command `what`.
    pub fn new(
        inner: I,
        (what, reach, measure): (&'static str, &'static Reach, Measure),
        max: u64,
        past: bool,
        notes: Notes,
    ) -> Cut<I> {
        Cut {
            inner,
            what,
            reach,
            measure,
            index: 0,
            max,
            past,
            notes,
            noted: false,
        }
    }
}

impl<I, P> Iterator for Cut<I>
where
    I: Iterator<Item = Result<P, String>>,
    P: AsRef<[u64]>,
{
    type Item = Result<P, String>;

    fn next(&mut self) -> Option<Self::Item> {
        let item = self.inner.next()?;
        let Ok(p) = item else {
            return Some(item);
        };
        let asked = (self.measure)(p.as_ref(), self.index);
        self.index += 1;
        if asked <= self.max || self.noted {
            return Some(Ok(p));
        }
        match e::gate(self.what, asked, self.max, self.reach, self.past) {
            Ok(note) => {
                if let Some(note) = note {
                    (self.notes)(note);
                }
                self.noted = true;
                Some(Ok(p))
            }
            Err(e) => Some(Err(e)),
        }
    }
}

/// The positions of a request under every gate: refused before the run past the
/// compared range ([`gate`]), checked against a proved P-set ([`proved_check`]), cut on
/// what the output reaches ([`cut_at`]). `notes` receives the note of a run past the
/// compared range with `past`. One thread (the command line runs some engines on a
/// second one).
pub fn stream(
    uses: &[Use],
    req: &Request,
    past: bool,
    mut notes: Notes,
) -> Result<Positions, String> {
    use crate::games::l1::rules::Variant;
    use crate::positions::Pos;
    if let Some(note) = gate(uses, req, past)? {
        notes(note);
    }
    let pos2 = |p: [u64; 2]| Ok(Pos::from_slice(&p));
    let pos3 = |p: [u64; 3]| Ok(Pos::from_slice(&p));
    if let Some(pc) = proved_check(req)? {
        use crate::games::proved::Stream;
        let c = Select::Count(pc.count);
        let inner: Positions = match &req.game {
            Game::Wythoff => Box::new(sequences::wythoff_count(pc.count)?.map(pos2)),
            Game::Blocking { k } => sequences::blocking(*k, c)?,
            Game::Lythoff { f, .. } => sequences::lythoff(2, f.as_deref(), c)?,
            Game::Altered { alter, columns } => {
                Box::new(sequences::altered(alter, *columns)?.map(pos2))
            }
            _ => return Err("no proved P-set for this game".into()),
        };
        return Ok(Box::new(Stream::new(inner, pc.check, pc.skip, pc.end)));
    }
    let select = req.select;
    let inner: Positions = match &req.game {
        Game::Wythoff => sequences::wythoff(select)?,
        Game::Akiyama => Box::new(sequences::akiyama(select)?.map(pos3)),
        Game::L1 { engine } => sequences::true_game(Variant::L1, *engine, select, req.max_sum)?,
        Game::Positive { engine } => {
            sequences::true_game(Variant::Positive, *engine, select, req.max_sum)?
        }
        Game::Lythoff { piles, f } => sequences::lythoff(*piles, f.as_deref(), select)?,
        Game::Blocking { k } => sequences::blocking(*k, select)?,
        Game::Altered { alter, columns } => {
            Box::new(sequences::altered(alter, *columns)?.map(pos2))
        }
    };
    Ok(match cut_at(req) {
        Some(at) => {
            let max = e::served(uses, at.0, at.1);
            Box::new(Cut::new(inner, at, max, past, notes))
        }
        None => inner,
    })
}

/// A game of `grundy`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrundyGame {
    /// Wythoff Nim.
    Wythoff,
    /// Larsson's W^k: only k = 1 (Wythoff) has Sprague-Grundy values.
    Blocking { k: u64 },
    /// Wythoff's Nim with a finite alteration (the spec's text).
    Altered { alter: String },
}

/// The Sprague-Grundy values of `game` on the square `[0, side)^2`, one line per `x`,
/// after the checks of `grundy`: the side within memory (with the antidiagonal triangle
/// when `bfile`), then the compared range (refused past it unless `past`; then the note is
/// returned beside the lines).
pub fn grundy(
    uses: &[Use],
    game: &GrundyGame,
    side: u64,
    bfile: bool,
    past: bool,
) -> Result<(crate::games::wythoff::grundy::GrundyLines, Option<String>), String> {
    use crate::games::altered;
    use crate::games::wythoff::grundy::{self as engine, GrundyLines};
    if side == 0 {
        return Err("--side must be at least 1".into());
    }
    if side > u64::from(u32::MAX) || grundy_need(side, bfile) > engine::MAX_BYTES {
        return Err(format!(
            "--side {side} would need about {:.1} GB (the limit is {} GB: the largest side is {}{})",
            grundy_need(side, bfile) as f64 / 1e9,
            engine::MAX_BYTES >> 30,
            largest_side(bfile),
            if bfile { " with --bfile" } else { "" }
        ));
    }
    let what = "grundy --side";
    let reach = &e::GRUNDY[2];
    let note = e::gate(what, side, e::served(uses, what, reach), reach, past)?;
    let side = side as u32;
    let lines = match game {
        GrundyGame::Wythoff | GrundyGame::Blocking { k: 1 } => GrundyLines::wythoff(side),
        GrundyGame::Blocking { k: 0 } => {
            return Err("--k must be at least 1 (k = 1 is Wythoff Nim)".into());
        }
        GrundyGame::Blocking { k } => {
            return Err(format!(
                "Sprague-Grundy values are not defined for W^{k}: for k >= 2 a move also blocks options for the opponent, so a sum of W^k games is not a disjunctive sum (only P and N are defined, Larsson's Definition 3); use `positions blocking --k {k}`"
            ));
        }
        GrundyGame::Altered { alter } => altered::grundy::lines(&Alteration::parse(alter)?, side),
    }?;
    Ok((lines, note))
}

/// Bytes `grundy` holds for the square of side `side`: the engine's, and with `bfile` the
/// triangle `x + y < N` kept for the antidiagonal order.
pub fn grundy_need(side: u64, bfile: bool) -> u64 {
    crate::games::wythoff::grundy::memory_bytes(side).saturating_add(if bfile {
        side.saturating_mul(side.saturating_add(1)) / 2 * 4
    } else {
        0
    })
}

/// The largest side whose memory stays within the engine's limit (memory grows with the
/// side): what [`grundy`] accepts, and what the help and the refusal state.
pub fn largest_side(bfile: bool) -> u64 {
    let max = crate::games::wythoff::grundy::MAX_BYTES;
    let (mut lo, mut hi) = (1u64, 1u64 << 20);
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        if grundy_need(mid, bfile) <= max {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[cfg(test)]
mod pipeline_tests {
    use super::*;

    /// Wythoff's first pairs with one changed: on either side, the check passes the
    /// positions before it and then reports the change with its column.
    /// Wythoff's first 1000 pairs, each edited (or dropped) by `edit`, through the check on
    /// `side`.
    fn wythoff_through(
        side: Side,
        edit: fn([u64; 2]) -> Option<[u64; 2]>,
    ) -> Vec<Result<[u64; 2], String>> {
        let req = Request {
            game: Game::Wythoff,
            select: Select::Count(1000),
            max_sum: None,
        };
        let mut pc = proved_check(&req).expect("reads").expect("proved");
        pc.side = side;
        let stream = crate::positions::wythoff_count(1000)
            .expect("in range")
            .filter_map(edit)
            .map(Ok::<_, String>);
        checked_pipeline(stream, pc).collect()
    }

    #[test]
    fn a_wrong_position_arrives_after_the_ones_before_it_on_either_side() {
        for side in [Side::Engine, Side::Printer] {
            let got = wythoff_through(side, |[a, b]| Some([a, b + u64::from(a == 12)]));
            // (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) (9,15) (11,18), then (12,21) is wrong.
            assert_eq!(got.len(), 9, "{side:?}");
            assert!(got[..8].iter().all(Result::is_ok));
            let err = got[8].as_ref().expect_err("the changed position");
            assert!(err.contains("column 12"), "{err}");
        }
    }

    /// A missing position, in Wythoff's stream and in an altered game's (whole columns):
    /// on either side the positions listed pass and the count reports the first column
    /// that differs, after them.
    #[test]
    fn a_missing_position_is_reported_with_its_column_on_either_side() {
        let altered = Request {
            game: Game::Altered {
                alter: "P: box 2x2".to_string(),
                columns: 40000,
            },
            select: Select::Count(0),
            max_sum: None,
        };
        for side in [Side::Engine, Side::Printer] {
            let got = wythoff_through(side, |p| (p[0] != 12).then_some(p));
            assert_eq!(got.len(), 1000, "{side:?}");
            assert!(got[..999].iter().all(Result::is_ok), "{side:?}");
            let err = got[999].as_ref().expect_err("the missing position");
            assert!(err.contains("column 12:"), "{side:?}: {err}");

            let mut pc = proved_check(&altered).expect("reads").expect("proved");
            pc.side = side;
            let all: Vec<[u64; 2]> = crate::positions::altered("P: box 2x2", 40000)
                .expect("in range")
                .collect();
            let gone = all[20000];
            let stream = all.clone().into_iter().filter(move |&p| p != gone).map(Ok);
            let got: Vec<Result<[u64; 2], String>> = checked_pipeline(stream, pc).collect();
            let err = got
                .last()
                .expect("items")
                .as_ref()
                .expect_err("the missing one");
            assert!(
                err.contains(&format!("column {}:", gone[0])),
                "{side:?}: {err}"
            );
            assert!(got[..got.len() - 1].iter().all(Result::is_ok), "{side:?}");
            // Reported at the first count past its column: every position before that
            // count's column is handed on first.
            let before = all.iter().filter(|p| p[0] < gone[0] + 1).count() - 1;
            assert!(got.len() > before, "{side:?}");
        }
    }
}
