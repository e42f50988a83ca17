//! `wythoff word`: the bit-string functions of Hu-Sleator-Tsin.

use super::*;

#[derive(Subcommand)]
pub(crate) enum WordOp {
    /// The Wythoff update, applied TIMES times (each result on its own line; 0 prints the input).
    Update {
        /// The bit string.
        s: String,
        /// How many updates.
        #[arg(long, default_value = "1", value_parser = parse_number, allow_hyphen_values = true)]
        times: u64,
    },
    /// The morphism w (0 -> 001, 1 -> 01), applied TIMES times (each result on its own line; 0
    /// prints the input).
    W {
        /// The bit string.
        s: String,
        /// How many applications.
        #[arg(long, default_value = "1", value_parser = parse_number, allow_hyphen_values = true)]
        times: u64,
    },
    /// The area between two balanced strings, and the units of area.
    Area {
        /// The first string.
        s: String,
        /// The second string.
        t: String,
    },
    /// The defects of two balanced strings (1-based indices) and whether they differ by defects.
    Defects {
        /// The first string.
        s: String,
        /// The second string.
        t: String,
    },
}

pub(crate) fn word_cmd(op: WordOp, json: bool) -> Result<u8, Failure> {
    let (text, value) = word_values(op)?;
    if json {
        let s = serde_json::to_string_pretty(&value)
            .map_err(|e| bad_input(format!("cannot render JSON: {e}")))?;
        return emit(&format!("{s}\n")).map(|()| 0);
    }
    emit(&text).map(|()| 0)
}

/// The text a word command prints, and the same data as JSON.
fn word_values(op: WordOp) -> Result<(String, serde_json::Value), Failure> {
    use wythoff_lab::games::hst_strings as bs;
    let parse = |s: &str| bs::parse(s).map_err(bad_input);
    const MAX_LEN: usize = 10_000_000;
    Ok(match op {
        WordOp::Update { s, times } | WordOp::W { s, times } if times > 64 => {
            return Err(bad_input(format!(
                "--times {times} is too large for {s}: at most 64"
            )));
        }
        WordOp::Update { s, times } | WordOp::W { s, times } if times == 0 => {
            // Zero applications: the input itself.
            let shown = bs::show(&parse(&s)?);
            (format!("{shown}\n"), serde_json::json!([shown]))
        }
        WordOp::Update { s, times } => {
            let mut b = parse(&s)?;
            let mut all = Vec::new();
            for _ in 0..times {
                b = bs::update(&b)
                    .ok_or_else(|| bad_input("the Wythoff update needs a non-empty string"))?;
                all.push(bs::show(&b));
            }
            lines_and_array(all)
        }
        WordOp::W { s, times } => {
            let mut b = parse(&s)?;
            let mut all = Vec::new();
            for _ in 0..times {
                if b.len() * 3 > MAX_LEN {
                    return Err(bad_input(format!("w would exceed {MAX_LEN} characters")));
                }
                b = bs::w(&b);
                all.push(bs::show(&b));
            }
            lines_and_array(all)
        }
        WordOp::Area { s, t } | WordOp::Defects { s, t }
            if !bs::balanced(&parse(&s)?, &parse(&t)?) =>
        {
            return Err(bad_input(format!(
                "'{s}' and '{t}' are not balanced (same length, same number of ones)"
            )));
        }
        WordOp::Area { s, t } => {
            let (a, b) = (parse(&s)?, parse(&t)?);
            if a.len() > 5_000 {
                return Err(bad_input("area: strings of at most 5000 characters"));
            }
            let units = bs::units_between(&a, &b);
            let text = format!(
                "{}\n{}\n",
                units.len(),
                units
                    .iter()
                    .map(|(x, y)| format!("{x},{y}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let pairs: Vec<[i64; 2]> = units.iter().map(|&(x, y)| [x, y]).collect();
            (
                text,
                serde_json::json!({ "area": units.len(), "units": pairs }),
            )
        }
        WordOp::Defects { s, t } => {
            let (a, b) = (parse(&s)?, parse(&t)?);
            let d = bs::defects(&a, &b);
            let differ = bs::differ_by_defects(&a, &b);
            let text = format!(
                "{}\ndiffer by defects: {differ}\n",
                d.iter().map(usize::to_string).collect::<Vec<_>>().join(" "),
            );
            (
                text,
                serde_json::json!({ "defects": d, "differ_by_defects": differ }),
            )
        }
    })
}

/// One string per line, and the same strings as a JSON array.
fn lines_and_array(all: Vec<String>) -> (String, serde_json::Value) {
    let text: String = all.iter().map(|s| format!("{s}\n")).collect();
    (text, serde_json::json!(all))
}
