/**
 * The privacy terms an operator agrees to before using the talent pool (spec §5): legal copy in Korean,
 * served as is by the agreements route. Kept out of the service (the lint rule against Hangul in
 * services allows `*.copy.ts`).
 */
import { PRIVACY_AGREEMENT_CODE } from '@partners/contract';

/** The agreement an operator accepts before reading job seekers' résumés. */
export const PRIVACY_AGREEMENT = {
  code: PRIVACY_AGREEMENT_CODE,
  version: '2026-11-01',
  title: '인재풀 이용을 위한 개인정보 처리 동의',
  content: [
    '회사는 인재풀에서 열람하는 구직자의 개인정보를 채용 목적으로만 이용해야 합니다.',
    '',
    '1. 이용 목적: 채용 후보자 검토, 포지션 제안 및 채용 진행',
    '2. 열람 항목: 경력, 학력, 보유 기술, 자격증, 희망 연봉, 자기소개 등 이력서 정보 (이름과 연락처는 제안이 수락된 경우에만 공개됩니다)',
    '3. 보유 기간: 채용 목적 달성 시 또는 구직자의 요청 시 지체 없이 파기',
    '4. 금지 행위: 채용 외 목적의 이용, 제3자 제공, 무단 복제·저장·배포',
    '',
    '위 내용을 위반하여 발생하는 민·형사상 책임은 이용 기업에 있으며, 위반이 확인되면 인재풀 이용이 제한될 수 있습니다.',
  ].join('\n'),
} as const;
