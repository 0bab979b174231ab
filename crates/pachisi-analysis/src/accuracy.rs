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

/// A player's accuracy: the plain mean of [`move_accuracy`] over their counted
/// decisions' losses; `None` without any.
pub fn accuracy_of(losses: &[f64]) -> Option<f64> {
    if losses.is_empty() {
        return None;
    }
    Some(losses.iter().map(|&l| move_accuracy(l)).sum::<f64>() / losses.len() as f64)
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
    }
}
