/**
 * What every operator mail shares: the subject's brand prefix (one name in the inbox for invitations,
 * one-time passwords and notifications) and HTML escaping for the parts that carry user text.
 */
export function mailSubject(title: string): string {
  return `[파트너스 콘솔] ${title}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
