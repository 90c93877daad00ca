/**
 * Product copy of operator management: the invitation mail (Korean subject, a plain-text body and the
 * same in simple HTML). Kept apart from the services, which hold rules only; the Hangul lint rule allows
 * `*.copy.ts`.
 */
import { josa } from 'es-hangul';
import { BUSINESS_ROLE_LABELS, type BusinessRole } from '@partners/contract';
import { formatKoreanDateTime } from '@partners/contract/korea-time';
import { escapeHtml, mailSubject } from '../../platform/mail/mail.copy.js';

export type InvitationMailInput = {
  companyName: string;
  inviterName: string;
  role: BusinessRole;
  link: string;
  expiresAt: Date;
};

export function invitationMail(input: InvitationMailInput): { subject: string; text: string; html: string } {
  const role = BUSINESS_ROLE_LABELS[input.role];
  const until = formatKoreanDateTime(input.expiresAt);
  const subject = mailSubject(`${input.companyName}의 운영자로 초대되었습니다`);
  const intro = `${input.inviterName}님이 ${input.companyName} 파트너스 콘솔의 ${josa(role, '으로/로')} 초대했습니다.`;
  const how = `아래 링크에서 초대를 수락해 주세요. 링크는 ${until}까지, 한 번만 쓸 수 있습니다.`;
  const ignore = '초대받을 일이 없었다면 이 메일은 무시하셔도 됩니다.';
  const text = ['안녕하세요.', '', intro, how, '', input.link, '', ignore].join('\n');
  const html = [
    '<p>안녕하세요.</p>',
    `<p>${escapeHtml(intro)}<br>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">초대 수락하기</a></p>`,
    `<p style="color:#666">${escapeHtml(ignore)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
