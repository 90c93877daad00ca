/** `YYYY-MM` (a summary's month, an interview's month) into its parts; null for anything else. */
export function monthParts(value: string): { year: string; month: string; short: string } | null {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { year: match[1], month: String(Number(match[2])), short: `${match[1].slice(2)}.${match[2]}` };
}
