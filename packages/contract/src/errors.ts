import { z } from 'zod';

/**
 * The error catalogue: every code a service may raise, with its Korean message. A generic code
 * (`not_found`) has a fixed sentence; a domain code is dotted by its area (`proposal.daily_limit`) and
 * its message may be a function of typed params. The server sends `{ code, message, params? }` with
 * `message` rendered in Korean (spec §8: the error modal shows the server's Korean text); the web's
 * English catalogue renders `code` + `params` when the UI is English. Services never write prose.
 * Wording follows spec §8 where the spec gives it.
 */
export const ERROR_MESSAGES = {
  bad_request: '잘못된 요청입니다',
  payload_too_large: '보내려는 내용이 너무 큽니다. 내용을 줄여 다시 시도해 주세요',
  invalid_credentials: '이메일 또는 비밀번호가 올바르지 않습니다',
  unauthorized: '로그인이 필요합니다',
  forbidden: '접근 권한이 없습니다',
  not_configured: '접근 권한이 없습니다. 모든 운영자에게 역할을 부여해야 합니다',
  no_permission: '접근 권한이 없습니다',
  csrf_invalid: '정상적인 접근이 아닙니다',
  privacy_agreement_required: '인재풀을 이용하려면 개인정보 처리에 동의해 주세요',
  redirect_required: '이동이 필요합니다',
  not_found: '요청한 정보를 찾을 수 없습니다',
  conflict: '이미 처리된 요청입니다',
  rate_limited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
  unavailable: '서버 점검 중입니다',
  step_up_required: '중요한 작업이라 본인 확인이 필요합니다. 인증번호를 확인해 주세요',
  /** Every "not the top operator" refusal (an entry's `role: 'admin'`, decision 0027). */
  admin_only: '최고 운영자만 할 수 있는 작업입니다. 최고 운영자에게 요청해 주세요',
  // ---- sign-in limits per account (decision 0028)
  'auth.slow_down': ({ seconds }: { seconds: number }) =>
    `비밀번호를 여러 번 잘못 입력했습니다. ${seconds.toLocaleString('ko-KR')}초 후 다시 시도해 주세요`,
  'auth.account_locked': ({ minutes }: { minutes: number }) =>
    `비밀번호를 여러 번 잘못 입력해 계정이 잠시 잠겼습니다. ${minutes.toLocaleString('ko-KR')}분 후 다시 시도해 주세요`,

  'project.inactive': '비활성 프로젝트에는 포지션 제안을 보낼 수 없습니다. 프로젝트를 활성화한 뒤 다시 시도해 주세요',
  'proposal.daily_limit': ({ limit }: { limit: number }) =>
    `오늘 보낼 수 있는 포지션 제안 수(${limit.toLocaleString('ko-KR')}건)를 모두 사용했습니다. 내일 다시 시도해 주세요`,
  'proposal.still_open': '이 구직자에게 보낸 포지션 제안이 아직 진행 중입니다. 응답을 받거나 제안이 만료된 뒤에 다시 보낼 수 있습니다',
  'proposal.already_answered': '이미 응답한 포지션 제안입니다',
  'proposal.expired': '응답 기한이 지난 포지션 제안입니다',
  'proposal.link_invalid': '유효하지 않은 링크입니다. 받은 메시지의 링크를 다시 확인해 주세요',
  'proposal.link_expired': '링크의 유효 기간이 지났습니다',
  'proposal.company_session': '포지션 제안에는 구직자 본인만 응답할 수 있습니다. 제안을 보낸 기업의 운영자로 로그인한 브라우저에서는 열 수 없습니다',
  'talent.keyword_unsearchable': '검색할 수 있는 글자가 없는 키워드입니다',
  'job_posting.register_not_allowed': '채용 공고를 등록하려면 채용 상품을 이용해야 합니다',
  'job_posting.edit_not_allowed': '마감된 공고는 수정할 수 없습니다. 복사해서 새 공고로 등록해 주세요',
  'job_posting.draft_not_allowed': '게시 중인 공고는 임시 저장할 수 없습니다',
  'job_posting.close_not_allowed': '게시 중인 공고만 마감할 수 있습니다',
  'job_posting.review_cancel_not_allowed': '검수 중인 공고만 검수를 취소할 수 있습니다',
  'job_posting.has_applicants': ({ count }: { count: number }) =>
    `지원자가 ${count.toLocaleString('ko-KR')}명 있는 공고는 삭제할 수 없습니다. 지원자 기록을 남기려면 공고를 마감해 주세요`,
  'job_posting.occupation_unknown': '선택한 직무를 찾을 수 없습니다. 직무를 다시 선택해 주세요',
  'plan.branding_required': '브랜딩 상품을 이용하는 기업만 쓸 수 있는 기능입니다. 상품 안내를 확인해 주세요',
  'upload.file_missing': '올릴 파일을 선택해 주세요',
  'upload.type_not_allowed': ({ allowed }: { allowed: string }) => `${allowed} 파일만 올릴 수 있습니다`,
  'upload.too_large': ({ max_mb }: { max_mb: number }) => `${max_mb}MB 이하의 파일만 올릴 수 있습니다`,
  'upload.name_invalid': '파일 이름을 쓸 수 없습니다. 이름을 바꿔 다시 올려 주세요',
  'upload.unreadable': '이미지를 읽을 수 없습니다. 다른 파일을 올려 주세요',
  'upload.too_small': ({ width, height }: { width: number; height: number }) => `가로 ${width}px, 세로 ${height}px 이상의 이미지를 올려 주세요`,
  'upload.crop_outside': '자른 영역이 이미지를 벗어났습니다. 다시 잘라 주세요',
  'upload.purpose_mismatch': '이 자리에 쓸 수 없는 파일입니다. 다시 올려 주세요',
  'upload.storage_unavailable': '파일을 저장하지 못했습니다. 잠시 후 다시 올려 주세요',
  'company_info.industry_unknown': '선택한 산업을 찾을 수 없습니다. 산업을 다시 선택해 주세요',
  'company_post.revision_conflict': '다른 곳에서 먼저 저장한 내용이 있습니다. 새로고침한 뒤 다시 편집해 주세요',
  'company_post.title_required': '제목을 입력해야 게시할 수 있습니다',
  'company_post.not_published': '게시 중인 글만 게시를 중단할 수 있습니다',
  'company_post.reorder_mismatch': '목록이 바뀌었습니다. 새로고침한 뒤 다시 순서를 바꿔 주세요',
  'review.already_reported': '이미 신고한 리뷰입니다',
  'report.reason_unavailable': '선택한 신고 사유를 쓸 수 없습니다. 사유를 다시 선택해 주세요',
  'report.detail_required': '이 사유로 신고하려면 추가 정보를 입력해 주세요',
  'official_salary.occupation_unknown': '선택한 직무를 찾을 수 없습니다. 직무를 다시 선택해 주세요',
  'step_up.code_wrong': ({ tries_left }: { tries_left: number }) => `인증번호가 올바르지 않습니다. ${tries_left}번 더 시도할 수 있습니다`,
  'step_up.code_expired': ({ tries_left }: { tries_left: number }) =>
    `유효 시간이 지난 인증번호입니다. 인증번호를 다시 받아 주세요. ${tries_left}번 더 시도할 수 있습니다`,
  'step_up.code_used': ({ tries_left }: { tries_left: number }) =>
    `이미 사용한 인증번호입니다. 인증번호를 다시 받아 주세요. ${tries_left}번 더 시도할 수 있습니다`,
  'step_up.locked': ({ minutes }: { minutes: number }) =>
    `인증번호를 여러 번 잘못 입력해 본인 인증이 잠겼습니다. ${minutes}분 뒤에 다시 시도해 주세요`,
  'step_up.no_phone': '등록된 휴대폰 번호가 없어 문자로 인증번호를 보낼 수 없습니다. 이메일로 받아 주세요',
  'step_up.resend_too_soon': ({ seconds }: { seconds: number }) => `인증번호는 ${seconds}초 뒤에 다시 받을 수 있습니다`,
  'step_up.not_sent': '인증번호를 먼저 받아 주세요',
  // ---- payment
  'payment.idempotency_key_reused': '이미 다른 상품으로 시작한 결제입니다. 결제 창을 닫고 다시 시도해 주세요',
  'payment.webhook_signature_invalid': '결제 알림의 서명이 올바르지 않습니다',
  'payment.webhook_payload_invalid': '결제 알림의 내용을 읽을 수 없습니다',
  'plan_change.same_plan': '지금 이용 중인 상품입니다. 다른 상품을 선택해 주세요',
  'plan_change.already_requested': '처리 중인 상품 변경 요청이 있습니다. 담당자가 연락드린 뒤에 다시 요청해 주세요',
  'settings.wrong_password': '현재 비밀번호가 올바르지 않습니다',
  'settings.password_attempts': ({ minutes }: { minutes: number }) =>
    `현재 비밀번호를 여러 번 잘못 입력했습니다. ${minutes.toLocaleString('ko-KR')}분 후 다시 시도해 주세요`,
  'settings.password_too_short': ({ min }: { min: number }) => `비밀번호는 ${min}자 이상으로 만들어 주세요`,
  'settings.password_too_long': ({ max }: { max: number }) => `비밀번호는 ${max}자 이하로 만들어 주세요`,
  'settings.password_weak': '영문, 숫자, 특수문자 중 2가지를 섞으면 10자 이상, 3가지를 모두 섞으면 8자 이상으로 만들어 주세요',
  'settings.password_contains_email': '비밀번호에 이메일 아이디를 넣을 수 없습니다',
  'settings.password_same': '현재 비밀번호와 다른 비밀번호를 입력해 주세요',
  'settings.current_session': '지금 사용 중인 기기는 여기서 로그아웃할 수 없습니다. 계정 메뉴의 로그아웃을 이용해 주세요',
  // ---- operators
  'operator.last_admin': '최고 운영자가 한 명은 있어야 합니다. 다른 운영자를 최고 운영자로 지정한 뒤 다시 시도해 주세요',
  'operator.already_member': '이미 이 기업의 운영자로 등록된 이메일입니다',
  'operator.not_pending': '승인을 기다리는 운영자가 아닙니다',
  'operator.self_remove': '본인은 운영자에서 삭제할 수 없습니다. 다른 최고 운영자에게 요청해 주세요',
  'invitation.not_found': '유효하지 않은 초대 링크입니다. 받은 메일의 링크를 다시 확인해 주세요',
  'invitation.expired': '만료된 초대입니다. 초대한 최고 운영자에게 다시 보내 달라고 요청해 주세요',
  'invitation.used': '이미 사용한 초대입니다',
  'invitation.revoked': '취소된 초대입니다',
  'invitation.email_taken': '이미 가입된 이메일입니다. 기존 계정의 비밀번호로 수락해 주세요',
  'invitation.account_required': '초대받은 이메일의 계정이 없습니다. 새 계정을 만들어 수락해 주세요',
  'invitation.wrong_account': '초대받은 계정으로 로그인되어 있지 않습니다',
  // ---- applicants
  'applicant.contact_daily_limit': ({ limit }: { limit: number }) =>
    `오늘 열람할 수 있는 지원자 수(${limit.toLocaleString('ko-KR')}명)를 모두 열람했습니다. 이미 열람한 지원자는 다시 볼 수 있고, 다른 지원자는 내일 열람해 주세요`,
  // ---- audit log
  'audit.csv_too_many': ({ max }: { max: number }) =>
    `감사 로그는 한 번에 ${max.toLocaleString('ko-KR')}건까지 내려받을 수 있습니다. 기간이나 조건을 좁혀 다시 시도해 주세요`,
  // ---- salary analysis
  'salary_analysis.not_applied': '연봉 분석을 신청한 기업만 이용할 수 있습니다. 연봉 분석 소개 페이지에서 신청해 주세요',
  'salary_analysis.no_tickets': '남은 연봉 분석 이용권이 없습니다. 결제 관리에서 이용권을 구매해 주세요',
  'salary_analysis.not_cancellable': '완료되었거나 이미 취소된 분석은 취소할 수 없습니다',
  'salary_analysis.idempotency_key_reused': '이미 다른 내용으로 보낸 요청입니다. 화면을 새로 고친 뒤 다시 시도해 주세요',
  'salary_analysis.occupation_unknown': '선택한 직무를 찾을 수 없습니다. 직무를 다시 선택해 주세요',
  'salary_analysis.industry_unknown': '선택한 산업을 찾을 수 없습니다. 산업을 다시 선택해 주세요',
  // ---- score statistics (issue 21)
  'scores.from_after_to': '시작 월이 끝 월보다 늦습니다. 기간을 다시 선택해 주세요',
  'scores.to_in_future': '이번 달까지만 조회할 수 있습니다. 기간을 다시 선택해 주세요',
  'scores.period_too_long': ({ max_months }: { max_months: number }) => `기간은 최대 ${max_months}개월까지 조회할 수 있습니다`,
  // ---- visitor statistics
  'visitors.paid_plan_required': '방문자 상세 데이터는 유료 상품을 이용하는 기업만 볼 수 있습니다. 방문자 데이터 문의를 남겨 주세요',
  'visitors.period_before_data': (p: { start: string }) => `${p.start}부터의 데이터만 조회할 수 있습니다. 기간을 다시 선택해 주세요`,
  'visitors.period_after_current': '이번 달 이후의 기간은 조회할 수 없습니다. 기간을 다시 선택해 주세요',
  'visitors.period_reversed': '시작 월이 종료 월보다 늦습니다. 기간을 다시 선택해 주세요',
} as const satisfies Record<string, string | ((params: never) => string)>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]];

/** What a code's message needs: an object for a code whose message takes params, else `undefined`. */
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_MESSAGES)[C] extends (params: infer P) => string ? P : undefined;
/** The codes whose message takes params. */
export type ParamErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? never : C }[ErrorCode];
/** Params as they travel on the wire. */
export type ErrorParamValues = Record<string, string | number>;

/** Statuses follow spec §8: 401 sign-in, 403 access error, 230 + redirect_url, 404, 429, 500, 503. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  payload_too_large: 413,
  invalid_credentials: 401,
  unauthorized: 401,
  forbidden: 403,
  not_configured: 403,
  no_permission: 403,
  csrf_invalid: 403,
  privacy_agreement_required: 403,
  redirect_required: 230,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  'auth.slow_down': 429,
  'auth.account_locked': 429,
  internal: 500,
  unavailable: 503,
  step_up_required: 403,
  admin_only: 403,

  'project.inactive': 409,
  'proposal.daily_limit': 429,
  'proposal.still_open': 409,
  'proposal.already_answered': 409,
  'proposal.expired': 409,
  // A link that names nothing, or no longer, reads as not found (the response page shows its own text).
  'proposal.link_invalid': 404,
  'proposal.link_expired': 404,
  'proposal.company_session': 403,
  'talent.keyword_unsearchable': 400,
  'job_posting.register_not_allowed': 403,
  'job_posting.edit_not_allowed': 409,
  'job_posting.draft_not_allowed': 409,
  'job_posting.close_not_allowed': 409,
  'job_posting.review_cancel_not_allowed': 409,
  'job_posting.has_applicants': 409,
  'job_posting.occupation_unknown': 400,
  'plan.branding_required': 403,
  'upload.file_missing': 400,
  'upload.type_not_allowed': 415,
  'upload.too_large': 413,
  'upload.name_invalid': 400,
  'upload.unreadable': 400,
  'upload.too_small': 400,
  'upload.crop_outside': 400,
  'upload.purpose_mismatch': 400,
  'upload.storage_unavailable': 503,
  'company_info.industry_unknown': 400,
  'company_post.revision_conflict': 409,
  'company_post.title_required': 400,
  'company_post.not_published': 409,
  'company_post.reorder_mismatch': 409,
  'review.already_reported': 409,
  'report.reason_unavailable': 400,
  'report.detail_required': 400,
  'official_salary.occupation_unknown': 400,
  'step_up.code_wrong': 400,
  'step_up.code_expired': 400,
  'step_up.code_used': 400,
  'step_up.locked': 429,
  'step_up.no_phone': 400,
  'step_up.resend_too_soon': 429,
  'step_up.not_sent': 409,
  // ---- payment
  'payment.idempotency_key_reused': 409,
  'payment.webhook_signature_invalid': 400,
  'payment.webhook_payload_invalid': 400,
  'plan_change.same_plan': 400,
  'plan_change.already_requested': 409,
  // A wrong current password is a field error of the form (400), not a sign-in failure (401 would end the page).
  'settings.wrong_password': 400,
  'settings.password_attempts': 429,
  'settings.password_too_short': 400,
  'settings.password_too_long': 400,
  'settings.password_weak': 400,
  'settings.password_contains_email': 400,
  'settings.password_same': 400,
  'settings.current_session': 409,
  // ---- operators
  'operator.last_admin': 409,
  'operator.already_member': 409,
  'operator.not_pending': 409,
  'operator.self_remove': 409,
  // The invitee's page shows each state of a link in its own words (decision 0019).
  'invitation.not_found': 404,
  'invitation.expired': 410,
  'invitation.used': 409,
  'invitation.revoked': 410,
  'invitation.email_taken': 409,
  'invitation.account_required': 409,
  'invitation.wrong_account': 403,
  // ---- applicants
  'applicant.contact_daily_limit': 429,
  // ---- audit log
  'audit.csv_too_many': 400,
  // ---- salary analysis
  'salary_analysis.not_applied': 403,
  // Payment required: the screen points to payment management.
  'salary_analysis.no_tickets': 402,
  'salary_analysis.not_cancellable': 409,
  'salary_analysis.idempotency_key_reused': 409,
  'salary_analysis.occupation_unknown': 400,
  'salary_analysis.industry_unknown': 400,
  // ---- score statistics (issue 21)
  'scores.from_after_to': 400,
  'scores.to_in_future': 400,
  'scores.period_too_long': 400,
  // ---- visitor statistics
  'visitors.paid_plan_required': 403,
  'visitors.period_before_data': 400,
  'visitors.period_after_current': 400,
  'visitors.period_reversed': 400,
};

/** The Korean message of `code`, the one the API sends. */
export function errorMessage<C extends ErrorCode>(code: C, ...args: ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>]): string {
  const message: string | ((params: never) => string) = ERROR_MESSAGES[code];
  if (typeof message === 'string') return message;
  // The signature ties the params to `code`; here the two are only known to be some pair of the catalogue.
  return (message as (params: unknown) => string)((args as readonly unknown[])[0]);
}

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  /** Korean, rendered from `code` and `params`. */
  message: z.string(),
  /** The values the message was rendered with, for a client that renders `code` in another language. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The request field that failed validation, dotted (`body.email`, `query.page`). */
  field: z.string().optional(),
  redirect_url: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
