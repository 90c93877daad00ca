/**
 * Masks all but the family name: 김서연 → 김○○. Counted in code points so that a name outside the
 * Basic Multilingual Plane is not cut in half, and never shorter than one mark so that a one-letter
 * name does not come out whole.
 */
export function maskName(name: string): string {
  const chars = [...name];
  return `${chars[0] ?? ''}${'○'.repeat(Math.max(chars.length - 1, 1))}`;
}
