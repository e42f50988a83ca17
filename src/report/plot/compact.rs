//! A smaller SVG that draws the same picture: the figures of tens of thousands of points
//! (Table 1's ratios, W^k at scale) put many dots on the same pixel, and plotters writes
//! each dot as its own `<circle>` of about 90 bytes.
//!
//! Route, on plotters' output (one element per line):
//! * an opaque `<circle>` drawn again later with the same centre, radius and colour is
//!   dropped (the later copy covers the same disk at a later place in the drawing order,
//!   so every pixel ends the same);
//! * a run of consecutive opaque `<circle>`s of one radius and colour becomes one `<path>`
//!   of zero-length segments with round caps of width `2r` (`M443 744h0`, about 10 bytes a
//!   dot): a round cap of a zero-length segment is the disk of radius `r` at that point,
//!   and within one opaque element the order of equal disks does not matter;
//! * a `<polyline>` loses points equal to the one before;
//! * numbers with more than two decimals in attributes (`font-size="16.129032258064516"`)
//!   are rounded to two.
//!
//! Circles that are not opaque (`opacity` other than 1) are kept as they are: their
//! overlaps blend. The coordinates are plotters' integer pixels, so nothing else moves.
//! Cost: two passes over the lines and a hash set of the circles.

use std::collections::HashMap;

/// The attributes of one `<circle .../>` line: centre, radius, fill, opacity.
struct Circle<'a> {
    cx: &'a str,
    cy: &'a str,
    r: &'a str,
    fill: &'a str,
    opaque: bool,
}

/// The value of attribute `name` in an element's line.
fn attr<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = line.find(&key)? + key.len();
    let len = line[start..].find('"')?;
    Some(&line[start..start + len])
}

fn circle(line: &str) -> Option<Circle<'_>> {
    let t = line.trim_start();
    if !t.starts_with("<circle ") {
        return None;
    }
    let stroke_none = attr(t, "stroke").is_none_or(|s| s == "none");
    let c = Circle {
        cx: attr(t, "cx")?,
        cy: attr(t, "cy")?,
        r: attr(t, "r")?,
        fill: attr(t, "fill")?,
        opaque: attr(t, "opacity").is_none_or(|o| o == "1") && stroke_none,
    };
    Some(c)
}

/// The SVG `svg` drawn the same with fewer bytes (see the module doc).
pub fn compact(svg: &str) -> String {
    let lines: Vec<&str> = svg.lines().collect();
    // The last line at which each opaque circle (centre, radius, colour) is drawn.
    let mut last: HashMap<(&str, &str, &str, &str), usize> = HashMap::new();
    for (i, l) in lines.iter().enumerate() {
        if let Some(c) = circle(l).filter(|c| c.opaque) {
            last.insert((c.cx, c.cy, c.r, c.fill), i);
        }
    }
    let mut out = String::with_capacity(svg.len() / 4);
    // The open run of dots: its radius and colour, and its path data.
    let mut run: Option<(&str, &str, String)> = None;
    let close = |run: &mut Option<(&str, &str, String)>, out: &mut String| {
        if let Some((r, fill, d)) = run.take() {
            let width = r.parse::<f64>().map_or(r.to_string(), |r| fmt(2.0 * r));
            out.push_str(&format!(
                "<path d=\"{d}\" fill=\"none\" stroke=\"{fill}\" stroke-width=\"{width}\" stroke-linecap=\"round\"/>\n"
            ));
        }
    };
    for (i, l) in lines.iter().enumerate() {
        if let Some(c) = circle(l).filter(|c| c.opaque) {
            if last.get(&(c.cx, c.cy, c.r, c.fill)) != Some(&i) {
                continue;
            }
            match &mut run {
                Some((r, fill, d)) if *r == c.r && *fill == c.fill => {
                    d.push_str(&format!("M{} {}h0", c.cx, c.cy));
                }
                _ => {
                    close(&mut run, &mut out);
                    run = Some((c.r, c.fill, format!("M{} {}h0", c.cx, c.cy)));
                }
            }
            continue;
        }
        close(&mut run, &mut out);
        let l = if l.trim_start().starts_with("<polyline ") {
            dedupe_points(l)
        } else {
            l.to_string()
        };
        out.push_str(&round_numbers(&l));
        out.push('\n');
    }
    close(&mut run, &mut out);
    out
}

/// A polyline's `points` without a point equal to the one before it.
fn dedupe_points(line: &str) -> String {
    let Some(points) = attr(line, "points") else {
        return line.to_string();
    };
    let mut kept: Vec<&str> = Vec::new();
    for p in points.split_whitespace() {
        if kept.last() != Some(&p) {
            kept.push(p);
        }
    }
    line.replacen(
        &format!("points=\"{points}\""),
        &format!("points=\"{} \"", kept.join(" ")),
        1,
    )
}

/// `x` with at most two decimals, no trailing zeros.
fn fmt(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    match s {
        "" | "-" | "-0" => "0".to_string(),
        s => s.to_string(),
    }
}

/// Attribute values that are numbers with more than two decimals, rounded to two.
fn round_numbers(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find("=\"") {
        out.push_str(&rest[..i + 2]);
        rest = &rest[i + 2..];
        let Some(end) = rest.find('"') else { break };
        let value = &rest[..end];
        let long = value.split_once('.').is_some_and(|(_, d)| d.len() > 2);
        match value.parse::<f64>() {
            Ok(x) if long && x.is_finite() => out.push_str(&fmt(x)),
            _ => out.push_str(value),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::compact;

    const DOT: &str = r##"<circle cx="CX" cy="CY" r="2" opacity="1" fill="#7F7F7F" stroke="none" stroke-width="1"/>"##;

    fn dot(x: u32, y: u32, fill: &str) -> String {
        DOT.replace("CX", &x.to_string())
            .replace("CY", &y.to_string())
            .replace("#7F7F7F", fill)
    }

    #[test]
    fn repeated_dots_become_one_path_in_the_same_order() {
        let svg = [
            "<svg>".to_string(),
            dot(1, 2, "#7F7F7F"),
            dot(1, 2, "#7F7F7F"),
            dot(3, 4, "#7F7F7F"),
            dot(3, 4, "#FF0000"),
            dot(1, 2, "#7F7F7F"),
            r#"<text x="1" font-size="16.129032258064516">t</text>"#.into(),
            "</svg>".into(),
        ]
        .join("\n");
        let out = compact(&svg);
        assert_eq!(
            out,
            "<svg>\n\
             <path d=\"M3 4h0\" fill=\"none\" stroke=\"#7F7F7F\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n\
             <path d=\"M3 4h0\" fill=\"none\" stroke=\"#FF0000\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n\
             <path d=\"M1 2h0\" fill=\"none\" stroke=\"#7F7F7F\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n\
             <text x=\"1\" font-size=\"16.13\">t</text>\n</svg>\n"
        );
    }

    #[test]
    fn translucent_dots_and_other_elements_stay() {
        let faint = dot(1, 2, "#7F7F7F").replace("opacity=\"1\"", "opacity=\"0.5\"");
        let svg = format!("{faint}\n{faint}\n<line x1=\"1\" y1=\"2\"/>");
        assert_eq!(
            compact(&svg),
            format!("{faint}\n{faint}\n<line x1=\"1\" y1=\"2\"/>\n")
        );
    }

    #[test]
    fn numbers_round_to_two_places() {
        assert_eq!(super::fmt(4.0), "4");
        assert_eq!(super::fmt(100.0), "100");
        assert_eq!(super::fmt(0.001), "0");
        assert_eq!(super::fmt(-0.001), "0");
        assert_eq!(super::fmt(12.903225806451614), "12.9");
    }

    #[test]
    fn polylines_lose_repeated_points() {
        let svg = r#"<polyline fill="none" points="1,2 1,2 3,4 3,4 1,2 "/>"#;
        assert_eq!(
            compact(svg),
            "<polyline fill=\"none\" points=\"1,2 3,4 1,2 \"/>\n"
        );
    }

    /// Every dot of a figure is still drawn, at its pixel and in its colour.
    #[test]
    fn every_pixel_and_colour_is_kept() {
        let mut lines = vec!["<svg>".to_string()];
        let mut want = std::collections::BTreeSet::new();
        let mut s = 12345u64;
        for _ in 0..2000 {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (x, y) = ((s >> 33) % 40, (s >> 50) % 30);
            let fill = if s.is_multiple_of(3) {
                "#FF0000"
            } else {
                "#7F7F7F"
            };
            lines.push(dot(x as u32, y as u32, fill));
            want.insert((fill.to_string(), format!("M{x} {y}h0")));
        }
        lines.push("</svg>".into());
        let out = compact(&lines.join("\n"));
        let mut got = std::collections::BTreeSet::new();
        for l in out.lines().filter(|l| l.starts_with("<path")) {
            let fill = l
                .split("stroke=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            let d = l.split("d=\"").nth(1).unwrap().split('"').next().unwrap();
            for seg in d.split('M').filter(|s| !s.is_empty()) {
                got.insert((fill.to_string(), format!("M{seg}")));
            }
        }
        assert_eq!(got, want);
    }
}
