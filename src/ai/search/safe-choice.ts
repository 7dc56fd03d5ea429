// The computer's choice among candidates scored on the same sampled worlds: the first (the default)
// unless another's paired gain over it stands clear of the noise.

/**
 * Picks the plan to play from SCORES (plan by world, paired: every plan met the same world and
 * look-ahead seed). The first plan is the default; another replaces it only when its mean paired
 * gain over it stands clear of the noise (more than MARGIN and Z standard errors), so that the best
 * of several noisy estimates does not win by luck (the winner's curse).
 */
export function safeChoice(scores: readonly (readonly number[])[], z = 2, margin = 0.02): number {
  let best = 0;
  let bestGain = 0;
  const base = scores[0]!;
  for (let p = 1; p < scores.length; p++) {
    const d = scores[p]!.map((x, w) => x - base[w]!);
    const n = d.length;
    if (n < 2) continue;
    const mean = d.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
    if (mean > margin && mean - (z * sd) / Math.sqrt(n) > 0 && mean > bestGain) {
      best = p;
      bestGain = mean;
    }
  }
  return best;
}
