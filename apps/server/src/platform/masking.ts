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

/**
 * Masks the middle of an IP address, so that its owner can recognise it and nobody else can use it:
 * 211.234.10.25 → 211.***.***.25; 2001:db8:85a3::8a2e:370:7334 → 2001:db8:****:7334. An IPv4 address
 * in IPv6 form (::ffff:211.234.10.25) is shown as IPv4. Anything else is masked whole.
 */
export function maskIpAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.\d{1,3}\.\d{1,3}\.(\d{1,3})$/i.exec(address);
  if (v4) return `${v4[1]}.***.***.${v4[2]}`;
  if (address.includes(':')) {
    const groups = address.split(':').filter((group) => group !== '');
    const first = groups.slice(0, 2);
    const last = groups.at(-1);
    if (groups.length >= 3 && last !== undefined) return `${first.join(':')}:****:${last}`;
    return '****';
  }
  return '****';
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
