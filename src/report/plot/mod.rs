//! Figures drawn with plotters: a [`Figure`] is a title, a grid of [`Panel`]s and one
//! legend strip under them (so a legend never covers data); it renders to SVG (a string)
//! and to PNG (a file). Axes may be logarithmic; ticks are round numbers, printed without
//! trailing zeros.
//!
//! * this module: what a figure is (colours, series, axes, panels, the figure) and the
//!   builders the papers' figures use; it knows nothing of plotters;
//! * `render`: drawing a figure with plotters (layout of the grid, the legend strip,
//!   axes and ticks, each style), to SVG or PNG;
//! * `compact`: the SVG drawn the same with fewer bytes (a dot on a pixel already drawn
//!   dropped, runs of dots as one path).
//!
//! Fonts: plotters' default `ttf` feature finds "sans-serif" through fontconfig
//! (Debian: `libfontconfig1-dev`, `libfreetype-dev` to build, `fonts-dejavu-core` to run);
//! `.ci/run` installs them when missing.

mod compact;
mod render;

pub use render::{log_tick, tick};

/// A colour, as red, green, blue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// Blue, orange, green, red, purple, brown, grey (matplotlib's "tab" colours).
pub const BLUE: Rgb = Rgb(31, 119, 180);
/// Orange.
pub const ORANGE: Rgb = Rgb(255, 127, 14);
/// Green.
pub const GREEN: Rgb = Rgb(44, 160, 44);
/// Red.
pub const RED: Rgb = Rgb(214, 39, 40);
/// Purple.
pub const PURPLE: Rgb = Rgb(148, 103, 189);
/// Grey.
pub const GREY: Rgb = Rgb(127, 127, 127);
/// Black.
pub const BLACK_RGB: Rgb = Rgb(0, 0, 0);
/// Light grey.
pub const LIGHT: Rgb = Rgb(200, 200, 200);

/// How a series is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Style {
    /// Filled dots of this radius in pixels.
    Dots(u32),
    /// Crosses of this half-size in pixels.
    Crosses(u32),
    /// A solid polyline.
    Line,
    /// A dashed polyline (reference values).
    Dashed,
    /// A thin dashed polyline (guides drawn under the data).
    Guide,
    /// One filled unit cell `[x, x+1) x [y, y+1)` per point (grid figures).
    Cells,
}

/// A series: points with a colour, a style and a legend label (empty: no legend entry).
#[derive(Debug, Clone)]
pub struct Series {
    /// Legend label.
    pub label: String,
    /// Colour.
    pub color: Rgb,
    /// How it is drawn.
    pub style: Style,
    /// Points `(x, y)`.
    pub points: Vec<(f64, f64)>,
}

/// A series.
pub fn series(
    label: impl Into<String>,
    color: Rgb,
    style: Style,
    points: Vec<(f64, f64)>,
) -> Series {
    Series {
        label: label.into(),
        color,
        style,
        points,
    }
}

/// A horizontal reference line across the panel's x range.
pub fn hline(label: impl Into<String>, color: Rgb, y: f64) -> Series {
    series(label, color, Style::Dashed, vec![(f64::NAN, y)])
}

/// An axis: label, scale and optional fixed range.
#[derive(Debug, Clone, Default)]
pub struct Axis {
    /// Label.
    pub label: String,
    /// Logarithmic scale (every value must be positive).
    pub log: bool,
    /// Fixed range, else the data's (with a margin).
    pub range: Option<(f64, f64)>,
}

/// A linear axis.
pub fn axis(label: &str) -> Axis {
    Axis {
        label: label.into(),
        ..Default::default()
    }
}

/// A logarithmic axis.
pub fn log_axis(label: &str) -> Axis {
    Axis {
        label: label.into(),
        log: true,
        range: None,
    }
}

/// A linear axis with a fixed range.
pub fn fixed(label: &str, lo: f64, hi: f64) -> Axis {
    Axis {
        label: label.into(),
        log: false,
        range: Some((lo, hi)),
    }
}

/// One chart: a caption, two axes and its series.
#[derive(Debug, Clone, Default)]
pub struct Panel {
    /// Caption above the panel.
    pub caption: String,
    /// Horizontal axis.
    pub x: Axis,
    /// Vertical axis.
    pub y: Axis,
    /// Series, drawn in order.
    pub series: Vec<Series>,
}

/// A panel.
pub fn panel(caption: &str, x: Axis, y: Axis, series: Vec<Series>) -> Panel {
    Panel {
        caption: caption.into(),
        x,
        y,
        series,
    }
}

/// A figure: title, panels in `columns` columns, pixel size; `caption` is the longer text
/// the report prints under it.
#[derive(Debug, Clone)]
pub struct Figure {
    /// File stem.
    pub stem: String,
    /// The catalog id of the statement the figure belongs to (the page links the figure
    /// and the statement's row both ways); set with [`Figure::of`].
    pub statement: &'static str,
    /// Title drawn on the figure.
    pub title: String,
    /// What the figure shows and where the data come from (REPORT.md, index.html).
    pub caption: String,
    /// The panels.
    pub panels: Vec<Panel>,
    /// Panels per row.
    pub columns: usize,
    /// Width and height of the panel grid in pixels (the legend strip is added).
    pub size: (u32, u32),
}

impl Figure {
    /// A figure of one row of panels.
    pub fn new(stem: &str, title: &str, caption: &str, panels: Vec<Panel>) -> Figure {
        let columns = panels.len().max(1);
        Figure {
            stem: stem.into(),
            statement: "",
            title: title.into(),
            caption: caption.into(),
            panels,
            columns,
            size: (1000, 600),
        }
    }

    /// The statement the figure belongs to (a catalog id).
    pub fn of(mut self, statement: &'static str) -> Figure {
        self.statement = statement;
        self
    }

    /// Set the grid's columns and size.
    pub fn grid(mut self, columns: usize, size: (u32, u32)) -> Figure {
        self.columns = columns.max(1);
        self.size = size;
        self
    }
}
