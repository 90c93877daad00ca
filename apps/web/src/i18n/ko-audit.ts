/**
 * The audit log (decision 0023): its filters, the labels of every action of the contract's AUDIT_ACTIONS,
 * what changed, the download and the states; spread into the Korean catalogue when the log loads. The
 * actions, groups and roles are the contract's labels, which the server's CSV uses too. Labels follow
 * docs/korean-ui.md.
 */
import { AUDIT_ACTION_LABELS, AUDIT_DETAIL_LABELS, AUDIT_GROUP_LABELS, BUSINESS_ROLE_LABELS } from '@partners/contract';

export const koAudit = {
  audit: {
    title: '감사 로그',
    intro: '운영자의 로그인, 운영자·역할 변경, 결제, 지원서·인재 프로필·연락처 열람 기록입니다.',
    back_to_operators: '운영자 관리',
    total: '총 {count}건',
    filters: {
      label: '감사 로그 필터',
      operator: '운영자',
      operator_all: '전체 운영자',
      operator_option: '{name} ({email})',
      operator_unknown: '운영자 #{id}',
      action: '행동',
      action_all: '전체 행동',
      group_all: '{group} 전체',
      period: '기간',
      period_placeholder: '전체 기간',
      calendar_next: '다음 달',
      calendar_previous: '이전 달',
      calendar_level: '월 선택',
      month_label: 'YYYY년 M월',
      clear: '필터 초기화',
    },
    groups: AUDIT_GROUP_LABELS,
    actions: AUDIT_ACTION_LABELS,
    subject_types: {
      applicant: '지원자',
      job_seeker: '인재',
      job_posting: '채용 공고',
      user: '운영자',
      invitation: '초대',
      payment: '결제',
      plan_change_request: '상품 변경 요청',
      company: '기업',
    },
    roles: { ...BUSINESS_ROLE_LABELS, none: '없음' },
    detail: AUDIT_DETAIL_LABELS,
    table: {
      label: '감사 로그 목록',
      when: '일시',
      operator: '운영자',
      action: '행동',
      subject: '대상',
      detail: '상세',
    },
    operator_gone: '삭제된 계정',
    csv: {
      button: 'CSV 다운로드',
      preparing: '파일을 만들고 있습니다',
      progress: '{rows} / {total}건',
      done: '감사 로그 파일을 저장했습니다',
      failed: '다운로드하지 못했습니다',
      too_many: '한 번에 {max}건까지 내려받을 수 있습니다. 기간이나 조건을 좁혀 주세요.',
      close: '닫기',
    },
    empty_title: '아직 기록이 없습니다',
    empty_hint: '운영자가 로그인하거나 개인정보를 열람하면 이곳에 남습니다.',
    empty_filtered: '조건에 맞는 기록이 없습니다',
    empty_filtered_hint: '기간을 넓히거나 필터를 초기화해 보세요.',
    forbidden_title: '최고 운영자만 볼 수 있습니다',
    forbidden_hint: '감사 로그는 회사의 최고 운영자만 확인할 수 있습니다. 필요하면 최고 운영자에게 요청해 주세요.',
    failed: '감사 로그를 불러오지 못했습니다',
    failed_hint: '잠시 후 다시 시도해 주세요.',
    pagination: '감사 로그 페이지',
  },
};
