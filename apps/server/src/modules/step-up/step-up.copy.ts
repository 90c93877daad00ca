/**
 * The Korean text of a one-time password: the e-mail and the text message that carry the code. Kept
 * apart from the service, which holds rules only (the lint rule against Hangul allows `*.copy.ts`).
 */
import { STEP_UP } from '@partners/contract';
import { escapeHtml, mailSubject } from '../../platform/mail/mail.copy.js';

const MINUTES = STEP_UP.codeTtlSeconds / 60;

/** The mail with the code: subject, a plain-text part and a small HTML part (the name is the operator's own, escaped). */
export function stepUpMail(name: string, code: string): { subject: string; text: string; html: string } {
  const subject = mailSubject('본인 확인 인증번호를 알려 드립니다');
  const intro = `${name}님, 중요한 작업을 진행하려면 본인 확인이 필요합니다.`;
  const validity = `인증번호는 ${MINUTES}분 동안 유효합니다. 인증 화면에 입력해 주세요.`;
  const warning = '본인이 요청하지 않았다면 이 메일을 무시하고 비밀번호를 변경해 주세요.';
  const text = [intro, '', `인증번호: ${code}`, '', validity, warning].join('\n');
  const html = [
    `<div style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;font-size:15px;line-height:1.6;color:#222">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color:#666">${escapeHtml(warning)}</p>`,
    '</div>',
  ].join('\n');
  return { subject, text, html };
}

/** The text message with the code (short: one SMS). */
export function stepUpSmsText(code: string): string {
  return `[파트너스 콘솔] 본인 확인 인증번호는 [${code}]입니다. ${MINUTES}분 안에 입력해 주세요.`;
}
