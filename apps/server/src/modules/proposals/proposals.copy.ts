/**
 * Product copy of position proposals: the Korean text people receive (the job seeker's message, the
 * company introduction it can carry, the operators' notification of an answer). Kept apart from the
 * services so that they hold rules only; the lint rule against Hangul in services allows `*.copy.ts`.
 */
import { josa } from 'es-hangul';
import { COMPANY_SIZE_LABELS, type CompanySize } from '@partners/contract';

/** The notification text (알림톡 template): who proposes, for which posting, until when, and the link. No contact details. */
export function proposalMessageText(proposal: { companyName: string; postingTitle: string | null; expiresAt: string }, link: string): string {
  return [
    `[잡플래닛 인재풀] ${proposal.companyName}에서 포지션 제안을 보냈습니다.`,
    ...(proposal.postingTitle ? [`공고: ${proposal.postingTitle}`] : []),
    `${proposal.expiresAt}까지 제안을 확인하고 수락 또는 거절해 주세요.`,
    link,
  ].join('\n');
}

/**
 * The company introduction a proposal can carry: built from what the console knows of the company
 * (its industry and size) until company pages hold their own text.
 */
export function companyIntroduction(company: { name: string; size: CompanySize; industryName: string }): string {
  return `${josa(company.name, '은/는')} ${company.industryName} 분야의 ${COMPANY_SIZE_LABELS[company.size]}입니다.`;
}

/** The bell notification of a seeker's answer (a masked name: the bell is no place for contact details). */
export function answerNotificationText(maskedName: string, projectName: string, answer: 'accepted' | 'rejected'): string {
  const who = `${maskedName}님이`;
  const what = `'${projectName}' 포지션 제안을`;
  return answer === 'accepted' ? `${who} ${what} 수락했습니다. 연락처를 확인해 보세요.` : `${who} ${what} 거절했습니다. 거절 사유를 확인해 보세요.`;
}

/** The e-mail of a seeker's answer, for the operators whose preferences ask for it: its title and lines. */
export function answerMail(maskedName: string, projectName: string, answer: 'accepted' | 'rejected', link: string) {
  const accepted = answer === 'accepted';
  return {
    title: accepted ? `${maskedName}님이 포지션 제안을 수락했습니다` : `${maskedName}님이 포지션 제안을 거절했습니다`,
    lines: [
      `${maskedName}님이 '${projectName}' 채용 프로젝트의 포지션 제안을 ${accepted ? '수락' : '거절'}했습니다.`,
      accepted ? '콘솔에서 연락처를 확인하고 다음 단계를 진행해 보세요.' : '콘솔에서 거절 사유를 확인해 보세요.',
      link,
    ],
  };
}
