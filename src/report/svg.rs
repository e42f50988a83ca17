//! A small SVG writer for scatter and line charts (no fonts or rasterising needed).

use std::fmt::Write;

/// A series: points with a colour and a style.
#[derive(Debug, Clone)]
pub struct Series {
    /// Legend label.
    pub label: String,
    /// CSS colour.
    pub color: &'static str,
    /// Points `(x, y)`.
    pub points: Vec<(f64, f64)>,
    /// Draw as a polyline (else as dots).
    pub line: bool,
}

/// A chart: title, axis labels, series; optional shaded polygons.
#[derive(Debug, Clone, Default)]
pub struct Chart {
    /// Title.
    pub title: String,
    /// x-axis label.
    pub x_label: String,
    /// y-axis label.
    pub y_label: String,
    /// The series.
    pub series: Vec<Series>,
    /// Filled polygons (points, colour).
    pub polygons: Vec<(Vec<(f64, f64)>, &'static str)>,
    /// Fixed ranges `((x0, x1), (y0, y1))`, else computed.
    pub range: Option<((f64, f64), (f64, f64))>,
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl Chart {
    fn bounds(&self) -> ((f64, f64), (f64, f64)) {
        if let Some(r) = self.range {
            return r;
        }
        let pts = self
            .series
            .iter()
            .flat_map(|s| s.points.iter())
            .chain(self.polygons.iter().flat_map(|p| p.0.iter()));
        let (mut x0, mut x1, mut y0, mut y1) = (
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::INFINITY,
            f64::NEG_INFINITY,
        );
        for &(x, y) in pts {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        if !x0.is_finite() {
            return ((0.0, 1.0), (0.0, 1.0));
        }
        let pad = |a: f64, b: f64| {
            if (b - a).abs() < 1e-12 {
                (a - 1.0, b + 1.0)
            } else {
                (a, b)
            }
        };
        (pad(x0, x1), pad(y0, y1))
    }

    /// Render as an SVG document of `w x h` pixels.
    pub fn to_svg(&self, w: f64, h: f64) -> String {
        let (ml, mr, mt, mb) = (70.0, 20.0, 40.0, 50.0);
        let ((x0, x1), (y0, y1)) = self.bounds();
        let sx = |x: f64| ml + (x - x0) / (x1 - x0) * (w - ml - mr);
        let sy = |y: f64| h - mb - (y - y0) / (y1 - y0) * (h - mt - mb);
        let mut s = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">"#
        );
        s.push('\n');
        let _ = writeln!(s, r#"<rect width="{w}" height="{h}" fill="white"/>"#);
        let _ = writeln!(
            s,
            r#"<text x="{}" y="22" text-anchor="middle" font-size="13">{}</text>"#,
            w / 2.0,
            esc(&self.title)
        );
        let _ = writeln!(
            s,
            r#"<rect x="{ml}" y="{mt}" width="{}" height="{}" fill="none" stroke="dimgray"/>"#,
            w - ml - mr,
            h - mt - mb
        );
        for i in 0..=4 {
            let fx = x0 + (x1 - x0) * f64::from(i) / 4.0;
            let fy = y0 + (y1 - y0) * f64::from(i) / 4.0;
            let _ = writeln!(
                s,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                sx(fx),
                h - mb + 16.0,
                tick(fx)
            );
            let _ = writeln!(
                s,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
                ml - 6.0,
                sy(fy) + 4.0,
                tick(fy)
            );
        }
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
            ml + (w - ml - mr) / 2.0,
            h - 12.0,
            esc(&self.x_label)
        );
        let _ = writeln!(
            s,
            r#"<text x="16" y="{}" text-anchor="middle" transform="rotate(-90 16 {})">{}</text>"#,
            mt + (h - mt - mb) / 2.0,
            mt + (h - mt - mb) / 2.0,
            esc(&self.y_label)
        );
        for (poly, color) in &self.polygons {
            let pts: Vec<String> = poly
                .iter()
                .map(|&(x, y)| format!("{:.1},{:.1}", sx(x), sy(y)))
                .collect();
            let _ = writeln!(
                s,
                r#"<polygon points="{}" fill="{color}" fill-opacity="0.35" stroke="none"/>"#,
                pts.join(" ")
            );
        }
        for (i, ser) in self.series.iter().enumerate() {
            if ser.line {
                let pts: Vec<String> = ser
                    .points
                    .iter()
                    .map(|&(x, y)| format!("{:.1},{:.1}", sx(x), sy(y)))
                    .collect();
                let _ = writeln!(
                    s,
                    r#"<polyline points="{}" fill="none" stroke="{}" stroke-width="1.5"/>"#,
                    pts.join(" "),
                    ser.color
                );
            } else {
                for &(x, y) in &ser.points {
                    let _ = writeln!(
                        s,
                        r#"<circle cx="{:.1}" cy="{:.1}" r="2" fill="{}"/>"#,
                        sx(x),
                        sy(y),
                        ser.color
                    );
                }
            }
            if ser.label.is_empty() {
                continue;
            }
            let ly = mt + 14.0 + 16.0 * i as f64;
            let _ = writeln!(
                s,
                r#"<rect x="{}" y="{}" width="10" height="10" fill="{}"/><text x="{}" y="{}">{}</text>"#,
                ml + 10.0,
                ly - 9.0,
                ser.color,
                ml + 26.0,
                ly,
                esc(&ser.label)
            );
        }
        s.push_str("</svg>\n");
        s
    }
}

fn tick(v: f64) -> String {
    if v.abs() >= 1000.0 || (v.fract() == 0.0 && v.abs() < 1e15) {
        format!("{v:.0}")
    } else {
        format!("{v:.3}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_a_valid_looking_document() {
        let c = Chart {
            title: "t <&>".into(),
            series: vec![Series {
                label: "a".into(),
                color: "red",
                points: vec![(0.0, 0.0), (1.0, 2.0)],
                line: true,
            }],
            ..Default::default()
        };
        let s = c.to_svg(400.0, 300.0);
        assert!(s.starts_with("<svg") && s.trim_end().ends_with("</svg>"));
        assert!(s.contains("t &lt;&amp;&gt;"));
    }
}
