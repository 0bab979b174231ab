//! Accuracy, as lichess' accuracy %: a score from 0 to 100 per decision from the win
//! chance it lost, and per player the plain mean over the decisions counted
//! (docs/analysis.md, "Accuracy").

/// The accuracy of one decision that lost `loss` win chance (0 to 1) against the best
/// action: lichess' curve `103.1668 · exp(−0.04354 · L) − 3.1669` with `L` the loss in
/// win-chance points (0 to 100), clamped to [0, 100]. No loss gives 100 (the curve
/// gives 99.9999, rounded up), a loss of 5 points about 80, 10 points about 64, 20
/// points 40, 50 points about 8.5.
pub fn move_accuracy(loss: f64) -> f64 {
    if !loss.is_finite() || loss <= 0.0 {
        return 100.0;
    }
    let points = 100.0 * loss.min(1.0);
    let a = 103.1668 * (-0.04354 * points).exp() - 3.1669;
    a.clamp(0.0, 100.0)
}

/// Slope of lichess' curve at a loss of 0, in accuracy per win-chance point
/// (103.1668 · 0.04354).
const SLOPE_AT_0: f64 = 103.1668 * 0.04354;

/// A player's accuracy from their counted decisions' estimated losses: the mean of
/// [`move_accuracy`], with the curve continued below a loss of 0 by its tangent
/// (`100 + 4.49 · |L|`), the mean clamped to [0, 100]; `None` without any loss.
/// The losses are unbiased estimates (a review's `fair_loss`), so a decision as good
/// as the best comes out now a little above 0, now a little below; clamping each at
/// 100 would count the first and not the second and pull every accuracy down, by
/// more the noisier the estimates. Continued by the tangent, a loss's noise moves its
/// accuracy by about as much either way (what is left is the curve's bend above 0,
/// about `0.05 · var` points for a loss estimated with a variance of `var` points²).
pub fn accuracy_of(losses: &[f64]) -> Option<f64> {
    if losses.is_empty() {
        return None;
    }
    let one = |l: f64| {
        if l.is_finite() && l < 0.0 {
            100.0 - SLOPE_AT_0 * 100.0 * l.max(-1.0)
        } else {
            move_accuracy(l)
        }
    };
    let mean = losses.iter().map(|&l| one(l)).sum::<f64>() / losses.len() as f64;
    Some(mean.clamp(0.0, 100.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accuracy_is_bounded_and_falls_with_the_loss() {
        assert_eq!(move_accuracy(0.0), 100.0);
        assert_eq!(move_accuracy(-0.1), 100.0);
        assert_eq!(move_accuracy(f64::NAN), 100.0);
        assert_eq!(move_accuracy(1.0), 0.0);
        assert_eq!(move_accuracy(5.0), 0.0);
        let mut last = 100.0;
        for k in 1..=100 {
            let a = move_accuracy(k as f64 / 100.0);
            assert!((0.0..=100.0).contains(&a), "{k}: {a}");
            assert!(a < last || a == 0.0, "{k}: {a} not below {last}");
            last = a;
        }
        // The curve's known points (lichess).
        assert!(
            (move_accuracy(0.05) - 79.8).abs() < 0.1,
            "{}",
            move_accuracy(0.05)
        );
        assert!(
            (move_accuracy(0.10) - 63.6).abs() < 0.1,
            "{}",
            move_accuracy(0.10)
        );
        assert!(
            (move_accuracy(0.20) - 40.0).abs() < 0.1,
            "{}",
            move_accuracy(0.20)
        );
        assert_eq!(accuracy_of(&[]), None);
        assert_eq!(accuracy_of(&[0.0, 0.0]), Some(100.0));
        let a = accuracy_of(&[0.0, 1.0]).unwrap();
        assert!((a - 50.0).abs() < 1e-9, "{a}");
        // Below 0 the tangent: a noise of ±1 point around 0 averages to 100 (not
        // to the 97.8 that clamping each decision at 100 would give).
        let a = accuracy_of(&[0.01, -0.01]).unwrap();
        assert!((a - 100.0).abs() < 0.05, "{a}");
        assert!(accuracy_of(&[-0.01]).unwrap() == 100.0);
        let a = accuracy_of(&[-0.01, 0.05]).unwrap();
        assert!((a - (104.49 + 79.8) / 2.0).abs() < 0.1, "{a}");
    }
}
