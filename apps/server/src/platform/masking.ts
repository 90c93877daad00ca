/**
 * Masks all but the family name: 김서연 → 김○○. Counted in code points so that a name outside the
 * Basic Multilingual Plane is not cut in half, and never shorter than one mark so that a one-letter
 * name does not come out whole.
 */
export function maskName(name: string): string {
  const chars = [...name];
  return `${chars[0] ?? ''}${'○'.repeat(Math.max(chars.length - 1, 1))}`;
}

/**
 * Masks an e-mail's local part but its first character, and keeps the domain: kim.seoyeon@nuri.co.kr →
 * k**********@nuri.co.kr (what a forwarded link may show of the address it was sent to).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskName(email);
  const local = [...email.slice(0, at)];
  return `${local[0] ?? ''}${'*'.repeat(Math.max(local.length - 1, 1))}${email.slice(at)}`;
}
