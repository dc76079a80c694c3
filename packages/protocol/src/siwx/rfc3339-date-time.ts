const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** An RFC 3339 `date-time` (the ISO 8601 profile EIP-4361 names) naming a real instant: `2026-02-30T…` is not one. */
export function isRfc3339DateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match.slice(1).map(Number) as number[];
  if (month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return day! >= 1 && day! <= daysInMonth;
}
