export const ERROR_REPORTS_PER_WINDOW = 5;
export const ERROR_REPORT_WINDOW_MS = 60_000;

/** At most 5 error reports per 60 seconds (spec §9). */
export function createErrorReportLimiter(now: () => number = Date.now): () => boolean {
  const sent: number[] = [];
  return () => {
    const cutoff = now() - ERROR_REPORT_WINDOW_MS;
    while (sent.length > 0 && (sent[0] as number) <= cutoff) sent.shift();
    if (sent.length >= ERROR_REPORTS_PER_WINDOW) return false;
    sent.push(now());
    return true;
  };
}
