/** The postings step's rows of job_postings: a planned posting's title, terms, description and requirements. */
import type { EducationRequirement, EmploymentType, ExperienceKind, SalaryKind, CompanySize } from '@partners/contract';
import { POSTING_SALARY_RANGE } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';
import {
  BENEFITS,
  CENTER_ADDRESSES,
  HOSPITAL_ADDRESSES,
  OFFICE_ADDRESSES,
  PLANT_ADDRESSES,
  PROCESSES,
  WORK_HOURS,
} from '../../posting-site-vocabulary.js';
import type { Rng } from '../../random.js';
import { OCCUPATIONS } from '../../taxonomy.js';
import { MINUTE, PARENT, STATUS, type Planned } from './plan.js';

const SIZE_PAY: Record<CompanySize, number> = { large: 1.15, public: 1.05, foreign: 1.2, mid: 1, startup: 0.95, small: 0.88 };
const OCCUPATION_NAME = new Map(OCCUPATIONS.map((o) => [o.id, o.name]));

/** 4,500만원, 1억 2,000만원. */
function won(manwon: number): string {
  const eok = Math.floor(manwon / 10_000);
  const rest = manwon % 10_000;
  const restText = rest > 0 ? `${rest.toLocaleString('en-US')}만` : '';
  return `${eok > 0 ? `${eok}억${rest > 0 ? ' ' : ''}` : ''}${restText}원`;
}

const EDUCATION_TEXT: Record<EducationRequirement, string> = {
  any: '학력 무관',
  high_school: '고졸 이상',
  associate: '초대졸(전문학사) 이상',
  bachelor: '대졸(학사) 이상',
  master: '석사 이상',
  doctor: '박사 이상',
};
const EMPLOYMENT_TEXT: Record<EmploymentType, string> = {
  full_time: '정규직 (수습 3개월)',
  contract: '계약직 (1년, 평가 후 정규직 전환 가능)',
  intern: '채용연계형 인턴 (3개월 후 정규직 전환 심사)',
  part_time: '파트타임 (주 3일, 시간 협의)',
  freelance: '프리랜서 (프로젝트 단위 계약, 6개월)',
};

const li = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const distinct = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < Math.min(count, items.length) && attempt < count * 6; attempt++) picked.add(rng.pick(items));
  return [...picked];
};
/** PostgreSQL array literals for COPY's text format. */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export type Addresses = {
  office: readonly [string, string];
  plant: readonly [string, string];
  hospital: readonly [string, string];
  center: readonly [string, string];
};

/** One office per company, and the plant, hospital or centre its postings of such roles name. */
export function addressesOf(rng: Rng, cache: Map<number, Addresses>, companyId: number): Addresses {
  let found = cache.get(companyId);
  if (!found) {
    found = {
      office: rng.pick(OFFICE_ADDRESSES),
      plant: rng.pick(PLANT_ADDRESSES),
      hospital: rng.pick(HOSPITAL_ADDRESSES),
      center: rng.pick(CENTER_ADDRESSES),
    };
    cache.set(companyId, found);
  }
  return found;
}

export const POSTING_COLUMNS = [
  'id',
  'company_id',
  'created_by',
  'status',
  'title',
  'occupation1_id',
  'occupation2_ids',
  'experience_kind',
  'experience_min_years',
  'experience_max_years',
  'education',
  'employment_type',
  'work_region',
  'work_address',
  'salary_kind',
  'salary_min',
  'salary_max',
  'always_open',
  'closes_at',
  'headcount',
  'description_html',
  'qualifications_html',
  'process_steps',
  'view_count',
  'review_requested_at',
  'opens_at',
  'closed_at',
  'created_at',
  'updated_at',
] as const;

/** `2026 하반기` of an instant in Korea. */
function half(at: Date): string {
  const { year, month } = koreanMonth(at);
  return `${year} ${month <= 6 ? '상반기' : '하반기'}`;
}

/** The posting's row: every field a submitted posting has, or a title and a few for a draft only begun. */
export function postingRow(rng: Rng, p: Planned, createdBy: number | null, addresses: Addresses, viewCount: number, now: number): unknown[] {
  const { source, company } = p;
  const occupation1 = PARENT.get(source.id) ?? source.id;
  const siblings = OCCUPATIONS.filter((o) => o.parentId === occupation1 && o.id !== source.id).map((o) => o.id);
  const occupation2 = [
    source.id,
    ...distinct(
      rng,
      siblings,
      rng.weighted([
        [0, 55],
        [1, 30],
        [2, 15],
      ] as const),
    ),
  ];
  const experienceKind = rng.weighted<ExperienceKind>([
    ['experienced', 60],
    ['newcomer', 25],
    ['any', 15],
  ]);
  const minYears = experienceKind === 'experienced' ? rng.pick([1, 2, 3, 3, 3, 5, 5, 7, 10]) : null;
  const maxYears = minYears !== null && rng.chance(0.5) ? Math.min(20, minYears + rng.int(2, 6)) : null;
  const employment: EmploymentType =
    experienceKind === 'newcomer' && rng.chance(0.12)
      ? 'intern'
      : source.site === 'center' && rng.chance(0.15)
        ? 'part_time'
        : PARENT.get(source.id) === 11600 && rng.chance(0.05)
          ? 'freelance'
          : rng.chance(0.1)
            ? 'contract'
            : 'full_time';
  const education: EducationRequirement = rng.chance(0.2) && source.education !== 'master' ? 'any' : source.education;
  const [region, address] =
    addresses[
      source.site === 'lab'
        ? rng.chance(0.5)
          ? 'plant'
          : 'office'
        : source.site === 'plant'
          ? 'plant'
          : source.site === 'hospital'
            ? 'hospital'
            : source.site === 'center'
              ? 'center'
              : 'office'
    ];
  const salaryKind: SalaryKind = rng.chance(0.25) ? 'company_policy' : 'range';
  const years = minYears ?? 0;
  const round100 = (v: number) => Math.round(v / 100) * 100;
  const salaryMin = Math.max(POSTING_SALARY_RANGE.min, round100((source.salary[0] + source.salary[1] * years) * SIZE_PAY[company.size]));
  const salaryMax = Math.min(POSTING_SALARY_RANGE.max, salaryMin + round100(salaryMin * rng.int(15, 45) * 0.01));
  const headcount =
    source.site === 'plant' || source.site === 'center'
      ? rng.pick([1, 2, 3, 5, 10])
      : rng.weighted([
          [1, 55],
          [2, 25],
          [3, 12],
          [5, 8],
        ] as const);

  let title = rng.pick(source.titles);
  if ((company.size === 'large' || company.size === 'public') && experienceKind === 'newcomer' && rng.chance(0.4)) {
    title = `${half(p.opensAt ?? p.createdAt)} 신입사원 공개채용 (${OCCUPATION_NAME.get(source.id) ?? ''})`;
  } else if (!title.includes('경력')) {
    const prefix =
      experienceKind === 'newcomer' ? '[신입]' : experienceKind === 'any' ? '[신입/경력]' : rng.chance(0.5) ? `[경력 ${years}년 이상]` : '[경력]';
    title = `${prefix} ${title}`;
  }
  if (employment === 'contract') title += ' (계약직)';
  if (employment === 'intern') title += ' (채용연계형 인턴)';

  const pay = salaryKind === 'range' ? `연봉 ${won(salaryMin)} ~ ${won(salaryMax)} (경력에 따라 협의)` : '회사 내규에 따름 (면접 후 결정)';
  const occupationName = OCCUPATION_NAME.get(source.id) ?? '';
  const description = [
    `<p><strong>${company.name}</strong>에서 ${occupationName} 포지션의 새로운 동료를 찾습니다. 함께 문제를 풀고 성장할 분의 지원을 기다립니다.</p>`,
    `<h3>주요 업무</h3>${li(distinct(rng, source.duties, rng.int(3, 4)))}`,
    `<h3>근무 조건</h3>${li([
      `<strong>고용 형태</strong> ${EMPLOYMENT_TEXT[employment]}`,
      `<strong>근무 시간</strong> ${WORK_HOURS[source.site]}`,
      `<strong>근무지</strong> ${address}`,
      `<strong>급여</strong> ${pay}`,
    ])}`,
    `<h3>복리후생</h3>${li(distinct(rng, BENEFITS, rng.int(4, 6)))}`,
  ].join('');
  const experienceLine =
    experienceKind === 'newcomer'
      ? '신입 지원 가능 (관련 전공자 또는 인턴 경험자 환영)'
      : experienceKind === 'any'
        ? '신입·경력 모두 지원 가능 (경력에 따라 직급 결정)'
        : `${occupationName} 경력 ${years}년 이상${maxYears ? ` ${maxYears}년 이하` : ''}`;
  const qualifications = [
    `<h3>자격 요건</h3>${li([experienceLine, EDUCATION_TEXT[education], ...distinct(rng, source.requirements, rng.int(2, 3))])}`,
    `<h3>우대 사항</h3>${li(distinct(rng, source.preferred, rng.int(2, 3)))}`,
    '<p>※ 제출하신 서류는 채용 목적 외에 사용하지 않으며, 허위 사실이 확인되면 채용이 취소될 수 있습니다.</p>',
  ].join('');
  const processSteps = rng.pick(PROCESSES[source.process]);
  const updatedAt = new Date(
    Math.max(p.createdAt.getTime(), p.reviewRequestedAt?.getTime() ?? 0, p.opensAt?.getTime() ?? 0, p.closedAt?.getTime() ?? 0),
  );

  if (p.kind === 'partial') {
    // Begun and saved: the title, perhaps the occupation and a line or two, nothing else yet.
    const withOccupation = rng.chance(0.6);
    return [
      p.id,
      company.id,
      createdBy,
      'draft',
      title,
      withOccupation ? occupation1 : null,
      intArray(withOccupation ? [source.id] : []),
      rng.chance(0.5) ? experienceKind : null,
      null,
      null,
      null,
      rng.chance(0.5) ? employment : null,
      null,
      '',
      null,
      null,
      null,
      false,
      null,
      null,
      rng.chance(0.5) ? `<h3>주요 업무</h3>${li(distinct(rng, source.duties, 2))}` : '',
      '',
      '{}',
      0,
      null,
      null,
      null,
      p.createdAt,
      new Date(Math.min(now, p.createdAt.getTime() + rng.int(1, 120) * MINUTE)),
    ];
  }
  return [
    p.id,
    company.id,
    createdBy,
    STATUS[p.kind],
    title.slice(0, 100),
    occupation1,
    intArray(occupation2),
    experienceKind,
    minYears,
    maxYears,
    education,
    employment,
    region,
    address,
    salaryKind,
    salaryKind === 'range' ? salaryMin : null,
    salaryKind === 'range' ? salaryMax : null,
    p.alwaysOpen,
    p.closesAt,
    headcount,
    description,
    qualifications,
    textArray(processSteps),
    viewCount,
    p.reviewRequestedAt,
    p.opensAt,
    p.closedAt,
    p.createdAt,
    updatedAt,
  ];
}
