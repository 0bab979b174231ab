//! Charts for `simulate --plot` and `compare --plot`: an SVG with two panels, the
//! distribution of game length (turns per game) and win shares with their 95%
//! intervals, drawn with `plotters` (SVG backend only: no font or bitmap libraries;
//! text is left to the SVG viewer's sans-serif font).

use crate::Failure;
use plotters::prelude::*;
use std::path::Path;

/// One line of a chart: a simulated variant or one option set of a comparison.
pub struct Series {
    pub label: String,
    /// Turns per game: (value, games), increasing values (`Histogram::counts`).
    pub lengths: Vec<(u32, u64)>,
    /// Per category of [`chart`]'s `categories`: the share with its 95% interval, or
    /// `None` where the category does not apply.
    pub shares: Vec<Option<(f64, [f64; 2])>>,
}

/// Colours of the series, in order (colour-blind friendly, after Okabe and Ito).
const COLOURS: [RGBColor; 6] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(230, 159, 0),
];

/// An axis number: whole numbers without decimals, others with one.
fn number(y: f64) -> String {
    if (y - y.round()).abs() < 1e-9 {
        format!("{y:.0}")
    } else {
        format!("{y:.1}")
    }
}

fn colour(i: usize) -> RGBColor {
    COLOURS[i % COLOURS.len()]
}

/// Bins of game length shared by all series: from the shortest game to the
/// 99.5th percentile of the longest series (the longest games, a long thin tail, are
/// left out and said so), at most 60 bins of whole turns.
fn bins(series: &[Series]) -> (u32, u32, u32) {
    let lo = series
        .iter()
        .filter_map(|s| s.lengths.first().map(|x| x.0))
        .min()
        .unwrap_or(0);
    let hi = series
        .iter()
        .map(|s| {
            let n: u64 = s.lengths.iter().map(|x| x.1).sum();
            let cut = (n as f64 * 0.995).ceil() as u64;
            let mut seen = 0;
            for &(v, c) in &s.lengths {
                seen += c;
                if seen >= cut {
                    return v;
                }
            }
            s.lengths.last().map(|x| x.0).unwrap_or(0)
        })
        .max()
        .unwrap_or(1)
        .max(lo + 1);
    let width = (hi - lo).div_ceil(60).max(1);
    (lo, hi, width)
}

/// Draw the chart into `path` (SVG). `categories` name the win shares (e.g. `seat 1`,
/// `team 1`); `title` goes on top.
pub fn chart(
    path: &Path,
    title: &str,
    categories: &[String],
    series: &[Series],
) -> Result<(), Failure> {
    let mut svg = String::new();
    draw(&mut svg, title, categories, series)
        .map_err(|e| Failure::input(format!("cannot draw {}: {e}", path.display())))?;
    std::fs::write(path, svg)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))
}

type DrawResult = Result<(), Box<dyn std::error::Error>>;

fn draw(svg: &mut String, title: &str, categories: &[String], series: &[Series]) -> DrawResult {
    let root = SVGBackend::with_string(svg, (1100, 460)).into_drawing_area();
    root.fill(&WHITE)?;
    let root = root.titled(title, ("sans-serif", 20))?;
    let (left, right) = root.split_horizontally(560);
    lengths_panel(&left, series)?;
    shares_panel(&right, categories, series)?;
    root.present()?;
    Ok(())
}

fn lengths_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    series: &[Series],
) -> DrawResult
where
    DB::ErrorType: 'static,
{
    let (lo, hi, width) = bins(series);
    let nbins = ((hi - lo) / width + 1) as usize;
    // Share of games (%) per bin, per series.
    let binned: Vec<Vec<f64>> = series
        .iter()
        .map(|s| {
            let n: u64 = s.lengths.iter().map(|x| x.1).sum();
            let mut b = vec![0u64; nbins];
            for &(v, c) in &s.lengths {
                if v >= lo && v <= hi {
                    b[((v - lo) / width) as usize] += c;
                }
            }
            b.iter()
                .map(|&c| 100.0 * c as f64 / n.max(1) as f64)
                .collect()
        })
        .collect();
    let ymax = binned
        .iter()
        .flatten()
        .fold(0.0f64, |a, &b| a.max(b))
        .max(0.1)
        * 1.35;
    let x_end = lo + nbins as u32 * width;
    let caption = if width == 1 {
        "Game length: share of games per turn count".to_string()
    } else {
        format!("Game length: share of games per {width} turns")
    };
    let mut c = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(55)
        .build_cartesian_2d(lo as f64..x_end as f64, 0f64..ymax)?;
    c.configure_mesh()
        .x_desc("turns per game (longest 0.5% not shown)")
        .y_desc("% of games")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| number(*y))
        .light_line_style(WHITE.mix(0.0))
        .draw()?;
    for (i, (s, b)) in series.iter().zip(&binned).enumerate() {
        let col = colour(i);
        let mut pts = Vec::with_capacity(2 * nbins);
        for (k, &y) in b.iter().enumerate() {
            let x0 = (lo + k as u32 * width) as f64;
            pts.push((x0, y));
            pts.push((x0 + width as f64, y));
        }
        c.draw_series(LineSeries::new(pts, col.stroke_width(2)))?
            .label(s.label.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], col.stroke_width(2)));
    }
    c.configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK.mix(0.3))
        .label_font(("sans-serif", 13))
        .draw()?;
    Ok(())
}

fn shares_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    categories: &[String],
    series: &[Series],
) -> DrawResult
where
    DB::ErrorType: 'static,
{
    let ncat = categories.len().max(1) as i32;
    let ymax = series
        .iter()
        .flat_map(|s| s.shares.iter().flatten())
        .fold(0.0f64, |a, x| a.max(x.1[1]))
        .clamp(0.05, 1.0);
    let ymax = (100.0 * ymax / 10.0).ceil() * 10.0 + 5.0;
    // Category k is centred on x = 10k + 5; the series are spread around it.
    let mut c = ChartBuilder::on(area)
        .caption("Win share with 95% interval", ("sans-serif", 16))
        .margin(12)
        .y_label_area_size(50)
        .set_label_area_size(LabelAreaPosition::Bottom, 40)
        .build_cartesian_2d(0..ncat * 10, 0f64..ymax.min(105.0))?;
    let names = categories.to_vec();
    let fmt = move |x: &i32| {
        if x % 10 == 5 {
            names.get((x / 10) as usize).cloned().unwrap_or_default()
        } else {
            String::new()
        }
    };
    c.configure_mesh()
        .x_labels((ncat * 10 + 1) as usize)
        .x_label_formatter(&fmt)
        .disable_x_mesh()
        .set_tick_mark_size(LabelAreaPosition::Bottom, 0)
        .light_line_style(WHITE.mix(0.0))
        .y_label_formatter(&|y| number(*y))
        .y_desc("% of games won")
        .draw()?;
    let n = series.len() as i32;
    for (i, s) in series.iter().enumerate() {
        let col = colour(i);
        let off = if n == 1 {
            0
        } else {
            -3 + (6 * i as i32) / (n - 1).max(1)
        };
        let pts: Vec<(i32, f64, f64, f64)> = s
            .shares
            .iter()
            .enumerate()
            .filter_map(|(k, x)| {
                x.map(|(v, ci)| {
                    (
                        10 * k as i32 + 5 + off,
                        100.0 * ci[0],
                        100.0 * v,
                        100.0 * ci[1],
                    )
                })
            })
            .collect();
        c.draw_series(pts.iter().map(|&(x, lo, v, hi)| {
            ErrorBar::new_vertical(x, lo, v, hi, col.filled().stroke_width(2), 8)
        }))?;
    }
    Ok(())
}
