//! Drawing a [`Figure`] with plotters: the title, the grid of panels, the legend strip
//! under them; each panel's axes (linear or logarithmic, round ticks) and series (dots,
//! crosses, lines, dashed references, guides, cells). Output: an SVG string or a PNG file
//! (written whole through `persist`). Cost: linear in the points drawn.

use super::{Axis, Figure, Panel, Rgb, Style};
use plotters::coord::Shift;
use plotters::coord::ranged1d::{Ranged, ValueFormatter};
use plotters::prelude::*;
use std::path::Path;

impl Rgb {
    fn color(self) -> RGBColor {
        RGBColor(self.0, self.1, self.2)
    }
}

impl Figure {
    fn legend(&self) -> Vec<(String, Rgb, Style)> {
        let mut out: Vec<(String, Rgb, Style)> = Vec::new();
        for s in self.panels.iter().flat_map(|p| &p.series) {
            if !s.label.is_empty() && !out.iter().any(|e| e.0 == s.label) {
                out.push((s.label.clone(), s.color, s.style));
            }
        }
        out
    }

    /// Legend rows for the figure's width: entries laid out left to right.
    fn legend_rows(&self) -> Vec<Vec<(String, Rgb, Style)>> {
        let width = self.size.0 as usize;
        let mut rows: Vec<Vec<(String, Rgb, Style)>> = Vec::new();
        let mut used = width;
        for e in self.legend() {
            let w = entry_width(&e.0);
            if used + w > width.saturating_sub(20) {
                rows.push(Vec::new());
                used = 0;
            }
            used += w;
            if let Some(r) = rows.last_mut() {
                r.push(e);
            }
        }
        rows
    }

    /// Total pixel size: the grid, the title and the legend strip.
    pub fn pixels(&self) -> (u32, u32) {
        let legend = self.legend_rows().len() as u32 * LEGEND_ROW;
        (self.size.0, self.size.1 + TITLE + legend + 10)
    }

    /// Render as an SVG document (compacted: the same picture, fewer bytes).
    pub fn svg(&self) -> Result<String, String> {
        let mut buf = String::new();
        {
            let root = SVGBackend::with_string(&mut buf, self.pixels()).into_drawing_area();
            self.draw(&root)?;
            root.present().map_err(err)?;
        }
        Ok(super::compact::compact(&buf))
    }

    /// Render as a PNG file at `path` (written whole: to a temporary name, then renamed).
    pub fn png(&self, path: &Path) -> Result<(), String> {
        crate::persist::write_atomic_with(path, |tmp| {
            let root = BitMapBackend::new(tmp, self.pixels()).into_drawing_area();
            self.draw(&root)?;
            root.present()
                .map_err(|e| format!("cannot write {}: {e:?}", tmp.display()))
        })
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        root.fill(&WHITE).map_err(err)?;
        let (top, rest) = root.split_vertically(TITLE);
        top.draw_text(
            &self.title,
            &("sans-serif", 20).into_font().color(&BLACK),
            (12, 10),
        )
        .map_err(err)?;
        let (grid, legend) = rest.split_vertically(self.size.1);
        let rows = self.panels.len().div_ceil(self.columns).max(1);
        let areas = grid.split_evenly((rows, self.columns));
        for (p, area) in self.panels.iter().zip(&areas) {
            draw_panel(area, p)?;
        }
        self.draw_legend(&legend)
    }

    fn draw_legend<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let font = ("sans-serif", 15).into_font().color(&BLACK);
        for (r, row) in self.legend_rows().iter().enumerate() {
            let y = 4 + r as i32 * LEGEND_ROW as i32 + LEGEND_ROW as i32 / 2;
            let mut x = 20;
            for (label, color, style) in row {
                swatch(area, (x, y), color.color(), *style)?;
                area.draw_text(label, &font, (x + 34, y - 8)).map_err(err)?;
                x += entry_width(label) as i32;
            }
        }
        Ok(())
    }
}

const TITLE: u32 = 36;
const LEGEND_ROW: u32 = 24;

fn entry_width(label: &str) -> usize {
    44 + 8 * label.chars().count()
}

fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("cannot draw a figure: {e:?}")
}

fn swatch<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    (x, y): (i32, i32),
    c: RGBColor,
    style: Style,
) -> Result<(), String> {
    match style {
        Style::Dots(_) => area.draw(&Circle::new((x + 14, y), 4, c.filled())),
        Style::Crosses(_) => area.draw(&Cross::new((x + 14, y), 5, c.stroke_width(2))),
        Style::Line => area.draw(&PathElement::new(
            vec![(x, y), (x + 28, y)],
            c.stroke_width(2),
        )),
        Style::Dashed | Style::Guide => {
            for i in 0..3 {
                let x0 = x + i * 11;
                area.draw(&PathElement::new(
                    vec![(x0, y), (x0 + 6, y)],
                    c.stroke_width(2),
                ))
                .map_err(err)?;
            }
            Ok(())
        }
        Style::Cells => area.draw(&Rectangle::new(
            [(x + 8, y - 6), (x + 20, y + 6)],
            c.filled(),
        )),
    }
    .map_err(err)
}

/// The data's range on one axis, with 3% margins (log axes: a factor), or the fixed one.
fn extent(p: &Panel, axis: &Axis, pick: impl Fn(&(f64, f64)) -> f64) -> (f64, f64) {
    if let Some(r) = axis.range {
        return r;
    }
    let cells = p.series.iter().any(|s| s.style == Style::Cells);
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in p.series.iter().flat_map(|s| s.points.iter()).map(pick) {
        if v.is_finite() && (!axis.log || v > 0.0) {
            lo = lo.min(v);
            hi = hi.max(v + if cells { 1.0 } else { 0.0 });
        }
    }
    if !lo.is_finite() {
        return if axis.log { (1.0, 10.0) } else { (0.0, 1.0) };
    }
    if axis.log {
        let f = (hi / lo).powf(0.03).max(1.05);
        (lo / f, hi * f)
    } else if hi - lo < 1e-12 {
        (lo - 1.0, hi + 1.0)
    } else {
        let m = 0.03 * (hi - lo);
        (lo - m, hi + m)
    }
}

/// A tick label on a logarithmic axis: powers of ten from 100 up and below 0.01 as 10^k,
/// other values as on a linear axis.
pub fn log_tick(v: f64) -> String {
    let a = v.abs();
    let k = a.log10().round();
    if a > 0.0 && !(0.01..100.0).contains(&a) && (a / 10f64.powf(k) - 1.0).abs() < 1e-9 {
        let sign = if v < 0.0 { "-" } else { "" };
        return format!("{sign}10{}", superscript(k as i64));
    }
    tick(v)
}

/// A tick label on a linear axis: integers without a fraction, other values with at most 4
/// significant digits and no trailing zeros.
pub fn tick(v: f64) -> String {
    if v == 0.0 {
        return "0".into();
    }
    let a = v.abs();
    if (v - v.round()).abs() < 1e-9 * a.max(1.0) && a < 1e15 {
        return format!("{}", v.round() as i64);
    }
    let digits = (4 - a.log10().floor() as i32 - 1).clamp(0, 12) as usize;
    let s = format!("{v:.digits$}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

fn superscript(k: i64) -> String {
    k.to_string()
        .chars()
        .map(|c| match c {
            '-' => '\u{207b}',
            '0' => '\u{2070}',
            '1' => '\u{b9}',
            '2' => '\u{b2}',
            '3' => '\u{b3}',
            d => char::from_u32(0x2070 + d.to_digit(10).unwrap_or(0)).unwrap_or(d),
        })
        .collect()
}

fn draw_panel<DB: DrawingBackend>(area: &DrawingArea<DB, Shift>, p: &Panel) -> Result<(), String> {
    let (x0, x1) = extent(p, &p.x, |q| q.0);
    let (y0, y1) = extent(p, &p.y, |q| q.1);
    let mut b = ChartBuilder::on(area);
    b.caption(&p.caption, ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(46)
        .y_label_area_size(70);
    match (p.x.log, p.y.log) {
        (false, false) => body(&mut b.build_cartesian_2d(x0..x1, y0..y1).map_err(err)?, p),
        (true, false) => body(
            &mut b
                .build_cartesian_2d((x0..x1).log_scale(), y0..y1)
                .map_err(err)?,
            p,
        ),
        (false, true) => body(
            &mut b
                .build_cartesian_2d(x0..x1, (y0..y1).log_scale())
                .map_err(err)?,
            p,
        ),
        (true, true) => body(
            &mut b
                .build_cartesian_2d((x0..x1).log_scale(), (y0..y1).log_scale())
                .map_err(err)?,
            p,
        ),
    }
}

fn body<DB, X, Y>(c: &mut ChartContext<DB, Cartesian2d<X, Y>>, p: &Panel) -> Result<(), String>
where
    DB: DrawingBackend,
    X: Ranged<ValueType = f64> + ValueFormatter<f64>,
    Y: Ranged<ValueType = f64> + ValueFormatter<f64>,
{
    let (lx, ly) = (p.x.log, p.y.log);
    let fx = move |v: &f64| if lx { log_tick(*v) } else { tick(*v) };
    let fy = move |v: &f64| if ly { log_tick(*v) } else { tick(*v) };
    c.configure_mesh()
        .x_desc(p.x.label.as_str())
        .y_desc(p.y.label.as_str())
        .x_labels(8)
        .y_labels(8)
        .x_label_formatter(&fx)
        .y_label_formatter(&fy)
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 15))
        .light_line_style(RGBColor(235, 235, 235))
        .bold_line_style(RGBColor(215, 215, 215))
        .draw()
        .map_err(err)?;
    let xr = c.x_range();
    let yr = c.y_range();
    let ok = |q: &(f64, f64)| {
        q.0.is_finite() && q.1.is_finite() && xr.contains(&q.0) && yr.contains(&q.1)
    };
    for s in &p.series {
        let col = s.color.color();
        match s.style {
            Style::Dots(r) => {
                c.draw_series(
                    s.points
                        .iter()
                        .filter(|q| ok(q))
                        .map(|&q| Circle::new(q, r, col.filled())),
                )
                .map_err(err)?;
            }
            Style::Crosses(r) => {
                c.draw_series(
                    s.points
                        .iter()
                        .filter(|q| ok(q))
                        .map(|&q| Cross::new(q, r, col.stroke_width(2))),
                )
                .map_err(err)?;
            }
            Style::Line => {
                c.draw_series(LineSeries::new(
                    s.points.iter().copied().filter(ok),
                    col.stroke_width(2),
                ))
                .map_err(err)?;
            }
            Style::Dashed | Style::Guide => {
                let width = if s.style == Style::Guide { 1 } else { 2 };
                let pts: Vec<(f64, f64)> = if s.points.len() == 1 && s.points[0].0.is_nan() {
                    vec![(xr.start, s.points[0].1), (xr.end, s.points[0].1)]
                } else {
                    s.points.clone()
                };
                c.draw_series(DashedLineSeries::new(pts, 8, 5, col.stroke_width(width)))
                    .map_err(err)?;
            }
            Style::Cells => {
                c.draw_series(
                    s.points
                        .iter()
                        .filter(|q| ok(q))
                        .map(|&(x, y)| Rectangle::new([(x, y), (x + 1.0, y + 1.0)], col.filled())),
                )
                .map_err(err)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::plot::{BLUE, GREY, axis, hline, log_axis, panel, series};

    #[test]
    fn ticks_are_round_and_short() {
        assert_eq!(tick(0.0), "0");
        assert_eq!(tick(3.0), "3");
        assert_eq!(tick(1000.0), "1000");
        assert_eq!(tick(1e6), "1000000");
        assert_eq!(log_tick(1e6), "10\u{2076}");
        assert_eq!(log_tick(10.0), "10");
        assert_eq!(log_tick(1e-4), "10\u{207b}\u{2074}");
        assert_eq!(log_tick(3000.0), "3000");
        assert_eq!(tick(1.25), "1.25");
        assert_eq!(tick(0.5), "0.5");
        assert_eq!(tick(-0.02), "-0.02");
        assert_eq!(tick(1.8800000001), "1.88");
    }

    #[test]
    fn a_figure_renders_with_its_legend_below() {
        let f = Figure::new(
            "t",
            "A test",
            "caption",
            vec![panel(
                "p",
                log_axis("n"),
                axis("y"),
                vec![
                    series("line", BLUE, Style::Line, vec![(10.0, 1.0), (1000.0, 2.0)]),
                    hline("reference", GREY, 1.5),
                ],
            )],
        );
        let svg = f.svg().unwrap_or_default();
        assert!(svg.starts_with("<svg"), "{}", &svg[..svg.len().min(80)]);
        assert!(svg.contains("reference") && svg.contains("A test"));
        assert_eq!(f.pixels(), (1000, 600 + TITLE + LEGEND_ROW + 10));
    }
}
