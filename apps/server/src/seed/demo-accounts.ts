import type { BusinessAccountPermission, BusinessRole, ReputationRating, UsageKeyCode } from '@partners/contract';
import type { SeededCompany } from './context.js';

export const DEMO_PASSWORD = 'demo-password';

export type DemoCompany = SeededCompany & {
  isAlriAuth: boolean;
  isSalaryApply: boolean;
  tosAgreed: boolean;
  companyRating: ReputationRating;
  industryRating: ReputationRating;
  usage: UsageKeyCode[];
  /** An operator who was never given a role: the company fails the configuration gate. */
  hasRolelessOperator: boolean;
};

/** The companies behind the demo accounts; every gate and plan of spec §4–§6 has one. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    id: 1,
    name: '누리클라우드',
    industryId: 701,
    size: 'mid',
    plan: 'premium',
    jobPostingBizs: true,
    isAlriAuth: true,
    isSalaryApply: true,
    tosAgreed: true,
    companyRating: 'GOOD',
    industryRating: 'MID',
    usage: ['profile', 'cover_photo', 'review_comments', 'job_postings', 'hr_job_seekers', 'official_salaries'],
    hasRolelessOperator: false,
  },
  {
    id: 2,
    name: '바른손푸드',
    industryId: 102,
    size: 'small',
    plan: 'basic',
    jobPostingBizs: false,
    isAlriAuth: true,
    isSalaryApply: false,
    tosAgreed: true,
    companyRating: 'MID',
    industryRating: 'LOW_MID',
    usage: ['profile'],
    hasRolelessOperator: false,
  },
  {
    id: 3,
    name: '새솔바이오',
    industryId: 301,
    size: 'startup',
    plan: 'standard',
    jobPostingBizs: true,
    isAlriAuth: true,
    isSalaryApply: false,
    tosAgreed: true,
    companyRating: 'LOW_MID',
    industryRating: 'MID',
    usage: ['profile', 'job_postings'],
    hasRolelessOperator: true,
  },
  {
    id: 4,
    name: '다온모빌리티',
    industryId: 203,
    size: 'large',
    plan: 'standard',
    jobPostingBizs: true,
    isAlriAuth: false,
    isSalaryApply: false,
    tosAgreed: true,
    companyRating: 'MID',
    industryRating: 'GOOD',
    usage: ['profile', 'job_postings'],
    hasRolelessOperator: false,
  },
  {
    id: 5,
    name: '하늘정밀',
    industryId: 202,
    size: 'mid',
    plan: 'premium_recruit',
    jobPostingBizs: false,
    isAlriAuth: true,
    isSalaryApply: true,
    tosAgreed: false,
    companyRating: 'BAD',
    industryRating: 'LOW_MID',
    usage: ['profile', 'cover_photo'],
    hasRolelessOperator: false,
  },
  {
    id: 6,
    name: '잡플러스파트너스',
    industryId: 104,
    size: 'mid',
    plan: 'vip',
    jobPostingBizs: true,
    isAlriAuth: true,
    isSalaryApply: true,
    tosAgreed: true,
    companyRating: 'GOOD',
    industryRating: 'GOOD',
    usage: ['profile', 'cover_photo', 'review_comments', 'interview_comments', 'job_postings', 'hr_job_seekers', 'benefits'],
    hasRolelessOperator: false,
  },
  {
    id: 7,
    name: '한결물산',
    industryId: 403,
    size: 'large',
    plan: 'premium',
    jobPostingBizs: true,
    isAlriAuth: true,
    isSalaryApply: false,
    tosAgreed: true,
    companyRating: 'MID',
    industryRating: 'MID',
    usage: ['profile', 'review_comments', 'job_postings'],
    hasRolelessOperator: false,
  },
];

export type DemoAccount = {
  email: string;
  name: string;
  companyId: number;
  role: BusinessRole | null;
  permission: BusinessAccountPermission;
  isPartnersAdmin: boolean;
  /** Companies a partner admin may switch to (besides their own). */
  grants: number[];
  /** What the account shows, for the printed list. */
  purpose: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    name: '김서연',
    companyId: 1,
    role: 'admin',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '최고 운영자 · 성과형 채용 + 브랜딩 · 모든 메뉴',
  },
  {
    email: 'manager@demo.test',
    name: '이준호',
    companyId: 1,
    role: 'manager',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '매니저 · 같은 기업',
  },
  {
    email: 'partner@demo.test',
    name: '박지민',
    companyId: 6,
    role: 'admin',
    permission: 'granted',
    isPartnersAdmin: true,
    grants: [1, 3, 4, 6, 7],
    purpose: '파트너 관리자 · 관리 기업 변경 (5개 기업)',
  },
  {
    email: 'basic@demo.test',
    name: '최유진',
    companyId: 2,
    role: 'manager',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '베이직 플랜 · 인재풀 메뉴 없음',
  },
  {
    email: 'unconfigured@demo.test',
    name: '정민재',
    companyId: 3,
    role: 'admin',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '역할 없는 운영자가 있는 기업 · 운영자 관리로 이동',
  },
  {
    email: 'nopermission@demo.test',
    name: '강하은',
    companyId: 1,
    role: 'manager',
    permission: 'pending',
    isPartnersAdmin: false,
    grants: [],
    purpose: '승인 대기 중 · 접근 권한 없음',
  },
  {
    email: 'noalri@demo.test',
    name: '조현우',
    companyId: 4,
    role: 'admin',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '평판 관리 미인증 · 상담 신청으로 이동',
  },
  {
    email: 'noterms@demo.test',
    name: '윤소희',
    companyId: 5,
    role: 'admin',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '채용 서비스 약관 미동의 · 채용 관리에서 약관 동의로 이동',
  },
  {
    email: 'other@demo.test',
    name: '장도윤',
    companyId: 7,
    role: 'admin',
    permission: 'granted',
    isPartnersAdmin: false,
    grants: [],
    purpose: '다른 기업의 최고 운영자',
  },
];
