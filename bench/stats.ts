/** Percentiles of a list of durations in milliseconds (nearest-rank). */
export function summarize(durations: number[]): { n: number; p50: number; p95: number; p99: number; max: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { n: sorted.length, p50: round(rank(50)), p95: round(rank(95)), p99: round(rank(99)), max: round(sorted.at(-1) ?? NaN) };
}
