/**
 * Product copy of settings: the frame of every notification e-mail an operator's preferences let through
 * (greeting, the event's lines, why it came and where to change that). Each event's own lines are its
 * module's copy (reviews.copy.ts, proposals.copy.ts); the Hangul lint rule allows `*.copy.ts`.
 */
import { PAGES } from '@partners/contract';

/** The plain-text body: `lines` are the event's, the rest is the same in every notification mail. */
export function notificationMailText(recipientName: string, lines: readonly string[], baseUrl: string): string {
  return [
    `${recipientName}님, 안녕하세요.`,
    '',
    ...lines,
    '',
    '-',
    '알림 설정에서 이메일 알림을 켜 두셔서 보내 드리는 메일입니다.',
    `알림을 받지 않으려면 설정에서 바꿔 주세요: ${baseUrl}${PAGES.settings.path}`,
  ].join('\n');
}
