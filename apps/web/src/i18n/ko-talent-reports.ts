/**
 * Talent-pool reports and shared saved searches (issue 21, beyond the spec): the proposal response report
 * (/partners/job_seekers/proposal_report) and the sharing of saved searches in the saved-search list; spread
 * into the Korean catalogue with the talent-pool pages.
 */
import { PROPOSAL_STATUS_LABELS } from '@partners/contract';

export const koTalentReports = {
  talent_reports: {
    title: '제안 응답 리포트',
    intro: '보낸 포지션 제안을 프로젝트별, 월별로 모아 열람, 수락, 거절, 만료와 응답까지 걸린 시간을 보여 줍니다.',
    period: '기간',
    from: '시작 월',
    to: '종료 월',
    period_invalid: '종료 월은 시작 월과 같거나 뒤여야 하고, 기간은 최대 {max}개월입니다.',
    loading: '제안 응답 리포트를 불러오는 중',
    load_failed_title: '제안 응답 리포트를 불러오지 못했습니다',
    load_failed_body: '잠시 후 다시 시도해 주세요.',
    empty_title: '이 기간에 보낸 포지션 제안이 없습니다',
    empty_body: '인재 검색에서 인재에게 포지션을 제안하면 여기에 응답 현황이 쌓입니다.',
    to_search: '인재 검색으로 가기',
    summary: {
      sent: '보낸 제안',
      response_rate: '응답률',
      accept_rate: '수락률',
      median: '응답까지 (중앙값)',
    },
    columns: {
      project: '프로젝트',
      month: '월',
      sent: '보냄',
      read: PROPOSAL_STATUS_LABELS.viewed,
      accepted: PROPOSAL_STATUS_LABELS.accepted,
      rejected: PROPOSAL_STATUS_LABELS.rejected,
      expired: '만료',
      open: '응답 대기',
      response_rate: '응답률',
      median: '응답까지 (중앙값)',
    },
    by_project: '프로젝트별',
    by_month: '월별',
    inactive: '비활성',
    chart_title: '월별 열람률·응답률·수락률',
    chart_label: '월별 열람률, 응답률, 수락률 차트',
    series: { read_rate: '열람률', response_rate: '응답률', accept_rate: '수락률' },
    hours: '{hours}시간',
    days_hours: '{days}일 {hours}시간',
    none: '-',
    month_label: '{year}년 {month}월',
    total: '합계',
  },
  saved_search_sharing: {
    share: '공유',
    share_label: '‘{title}’ 검색 조건을 다른 운영자와 공유',
    shared_badge: '공유됨',
    shared_by: '{name} 님이 공유',
    shared_hint: '공유하면 같은 기업의 다른 운영자도 이 검색 조건을 보고 적용할 수 있습니다. 수정과 삭제는 저장한 운영자만 할 수 있습니다.',
  },
};
