/** The company's short notes on applicants (the demo data's applications), by the stage they are at. */
import { list } from './resume-sources.js';

export const APPLICANT_NOTES = {
  reviewing: list(
    '경력기술서 상세 확인 필요|직무 적합도 높음, 팀장 검토 요청|이직 사유 확인 필요|포트폴리오 링크 접속 안 됨, 재요청|연봉 기대치 확인 필요|유사 도메인 경험 있음, 우선 검토',
  ),
  interview: list(
    '1차 면접 일정 조율 중 (화/목 오후 가능)|1차 면접 합격, 2차 면접 대기|면접 평가 우수 — 실무 역량 확실함|코딩 테스트 상위 10%|입사 가능일 한 달 후|타사 최종 단계 진행 중, 빠른 진행 필요',
  ),
  passed: list('처우 협의 완료, 다음 달 1일 입사 예정|레퍼런스 체크 완료|연봉 협상 중 (희망 연봉 10% 상향 요청)|최종 합격 안내 메일 발송 완료'),
  rejected: list('요구 경력 미달|직무 관련 경험 부족|희망 연봉 차이 큼|면접 불참 (연락 두절)|다른 지원자로 채용 확정, 인재풀 보관|근무지 이동 불가'),
} as const;
