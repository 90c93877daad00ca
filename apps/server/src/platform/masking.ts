/**
 * Masks all but the family name: 김서연 → 김○○. Counted in code points so that a name outside the
 * Basic Multilingual Plane is not cut in half, and never shorter than one mark so that a one-letter
 * name does not come out whole.
 */
export function maskName(name: string): string {
  const chars = [...name];
  return `${chars[0] ?? ''}${'○'.repeat(Math.max(chars.length - 1, 1))}`;
}

/** A phone number keeps its first and last groups: 010-1234-5678 → 010-****-5678 (too short a number: ***). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 9 ? `${digits.slice(0, 3)}-****-${digits.slice(-4)}` : '***';
}

/** An e-mail address keeps two characters of its name and its domain: admin@demo.test → ad***@demo.test. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email.slice(0, at)].slice(0, 2).join('')}***${email.slice(at)}`;
}
