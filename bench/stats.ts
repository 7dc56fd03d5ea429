// Timing helpers for the benchmark: medians and percentiles over repeated trials.
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** Milliseconds one call of `fn` takes, measured `trials` times. */
export function timeEach(trials: number, fn: (i: number) => void): number[] {
  const samples: number[] = [];
  for (let i = 0; i < trials; i++) {
    const t0 = performance.now();
    fn(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}
