/**
 * The wording of generated job postings: per level-2 occupation, the titles a Korean recruiter writes,
 * the duties, requirements and preferred qualifications their postings list, the salary band, the
 * education usually asked for, and where the work happens. Lists are `|`-separated, one occupation a block.
 * The specialists' and the field's occupations are here, the business functions' in posting-business-vocabulary.ts.
 */
import type { EducationRequirement } from '@partners/contract';
import { list } from './resume-sources.js';
import { BUSINESS_POSTINGS } from './posting-business-vocabulary.js';

/** Where an occupation works: the head office, a plant, a research site, a hospital or a call centre. */
export type Site = 'office' | 'plant' | 'lab' | 'hospital' | 'center';
/** Which hiring process its postings usually describe. */
export type ProcessKind = 'tech' | 'portfolio' | 'office' | 'plant' | 'clinical';

export type PostingSource = {
  id: number;
  titles: string[];
  duties: string[];
  requirements: string[];
  preferred: string[];
  /** 만원 a year: a newcomer's lower bound, and what each year of experience adds. */
  salary: readonly [number, number];
  education: EducationRequirement;
  site: Site;
  process: ProcessKind;
};

/** A posting source as written: its lists as `|`-separated text. */
export type RawPostingSource = Omit<PostingSource, 'titles' | 'duties' | 'requirements' | 'preferred'> & {
  titles: string;
  duties: string;
  requirements: string;
  preferred: string;
};

const SPECIALIST_POSTINGS: readonly RawPostingSource[] = [
  {
    id: 11601,
    titles:
      '백엔드 개발자 (Java/Spring)|서버 개발자 (Kotlin/Spring Boot)|백엔드 엔지니어 (Node.js)|결제 플랫폼 백엔드 개발자|커머스 주문·정산 시스템 개발자',
    duties:
      '대규모 트래픽을 처리하는 API 서버 설계 및 개발|주문·결제·정산 도메인 서비스 개발과 운영|MSA 기반 서비스 분리 및 성능 개선|RDBMS 스키마 설계와 쿼리 튜닝|코드 리뷰와 테스트 자동화로 서비스 품질 관리',
    requirements:
      'Java 또는 Kotlin 기반 서버 개발 경험|Spring Boot, JPA 활용 경험|MySQL, PostgreSQL 등 RDBMS 설계 및 운영 경험|Git 기반 협업과 코드 리뷰 경험|REST API 설계에 대한 이해',
    preferred:
      'Kafka 등 메시지 큐 운영 경험|AWS 환경에서의 서비스 운영 경험|대용량 트래픽 처리 및 장애 대응 경험|테스트 코드 작성이 습관화되신 분|정보처리기사 자격증 보유자',
    salary: [4_000, 450],
    education: 'bachelor',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11602,
    titles: '프론트엔드 개발자 (React/TypeScript)|웹 프론트엔드 엔지니어|프론트엔드 개발자 (Next.js)|B2B SaaS 프론트엔드 개발자',
    duties:
      'React 기반 웹 서비스 화면 개발|디자인 시스템 구축 및 공통 컴포넌트 개발|웹 성능 최적화와 접근성 개선|백엔드 개발자와 API 설계 협업|프론트엔드 빌드·배포 환경 개선',
    requirements:
      'React, TypeScript 기반 개발 경험|HTML, CSS, JavaScript에 대한 깊은 이해|상태 관리 라이브러리 사용 경험|REST API 연동 경험|Git을 이용한 협업 경험',
    preferred:
      'Next.js 기반 SSR 서비스 운영 경험|디자인 시스템 구축 경험|웹 접근성 개선 경험|테스트 코드(Jest, Testing Library) 작성 경험|오픈소스 기여 경험',
    salary: [3_800, 450],
    education: 'any',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11603,
    titles: '안드로이드 앱 개발자 (Kotlin)|iOS 앱 개발자 (Swift)|모바일 앱 개발자 (Flutter)|모바일 앱 개발자 (안드로이드/iOS)',
    duties:
      '자사 모바일 앱 신규 기능 개발 및 유지보수|앱 아키텍처 개선과 모듈화|앱 성능·안정성 모니터링 및 개선|디자이너, 기획자와 함께 사용자 경험 개선|앱 배포 및 스토어 운영',
    requirements: 'Kotlin 또는 Swift 기반 앱 개발 경험|앱 출시 및 운영 경험|MVVM 등 아키텍처 패턴에 대한 이해|REST API 연동 경험',
    preferred: 'Jetpack Compose 또는 SwiftUI 사용 경험|Flutter 크로스플랫폼 개발 경험|CI/CD 구축 경험|대규모 사용자 앱 운영 경험',
    salary: [3_800, 430],
    education: 'any',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11604,
    titles: '데이터 엔지니어 (Spark/Airflow)|데이터 플랫폼 엔지니어|데이터 파이프라인 개발자|빅데이터 엔지니어',
    duties:
      '데이터 수집·적재 파이프라인 설계 및 운영|데이터 웨어하우스 모델링 및 관리|배치·스트리밍 처리 시스템 개발|데이터 품질 모니터링 체계 구축|분석가와 협업하여 데이터 마트 구성',
    requirements: 'Python 또는 Scala 개발 경험|Spark, Airflow 등 데이터 처리 도구 사용 경험|SQL 활용 능력|클라우드 환경 데이터 인프라 경험',
    preferred: 'Kafka 기반 스트리밍 처리 경험|BigQuery, Redshift 등 DW 운영 경험|dbt 사용 경험|빅데이터분석기사 자격증 보유자',
    salary: [4_200, 480],
    education: 'bachelor',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11605,
    titles: 'DevOps 엔지니어 (AWS/Kubernetes)|클라우드 인프라 엔지니어|SRE (사이트 신뢰성 엔지니어)|시스템 엔지니어 (Linux)',
    duties:
      'AWS 기반 클라우드 인프라 설계 및 운영|Kubernetes 클러스터 운영 및 배포 자동화|CI/CD 파이프라인 구축 및 개선|모니터링·알림 체계 구축과 장애 대응|인프라 비용 최적화',
    requirements: 'Linux 시스템 운영 경험|AWS 또는 GCP 운영 경험|Docker, Kubernetes 사용 경험|Terraform 등 IaC 도구 사용 경험',
    preferred: 'AWS 자격증 보유자|Prometheus, Grafana 운영 경험|보안·네트워크 기본 지식|대규모 서비스 장애 대응 경험',
    salary: [4_200, 480],
    education: 'any',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11606,
    titles: '머신러닝 엔지니어|AI 리서치 엔지니어 (NLP)|추천 시스템 ML 엔지니어|컴퓨터 비전 엔지니어',
    duties: '머신러닝 모델 개발 및 서비스 적용|추천·검색 모델 학습 파이프라인 구축|모델 서빙 및 성능 모니터링|최신 논문 리서치 및 프로토타이핑',
    requirements:
      'Python, PyTorch 또는 TensorFlow 사용 경험|머신러닝·딥러닝 이론에 대한 이해|모델 학습부터 배포까지의 경험|데이터 전처리 및 분석 역량',
    preferred: '관련 분야 석사 이상 학위 소지자|LLM 파인튜닝 경험|MLOps 도구 사용 경험|국제 학회 논문 게재 경험',
    salary: [4_800, 520],
    education: 'master',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11607,
    titles: 'QA 엔지니어|소프트웨어 테스트 엔지니어|QA 자동화 엔지니어|앱 서비스 QA 담당자',
    duties: '웹·앱 서비스 기능 테스트 설계 및 수행|테스트 케이스 작성 및 결함 관리|테스트 자동화 스크립트 개발|릴리즈 품질 관리 및 리그레션 테스트',
    requirements: '소프트웨어 테스트 경험|테스트 케이스 설계 역량|JIRA 등 이슈 관리 도구 사용 경험|꼼꼼한 커뮤니케이션 역량',
    preferred: 'Selenium, Appium 등 자동화 도구 경험|ISTQB 자격증 보유자|API 테스트 경험|SQL 활용 가능자',
    salary: [3_400, 380],
    education: 'any',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11608,
    titles: '게임 클라이언트 개발자 (Unity)|게임 서버 개발자 (C++)|언리얼 엔진 게임 개발자|모바일 게임 클라이언트 개발자',
    duties:
      '게임 클라이언트 기능 개발 및 최적화|게임 서버 로직 및 실시간 통신 개발|라이브 서비스 업데이트 및 운영|기획·아트 팀과 협업하여 콘텐츠 구현',
    requirements: 'Unity 또는 Unreal Engine 개발 경험|C# 또는 C++ 개발 역량|게임 출시 경험|자료구조·알고리즘에 대한 이해',
    preferred: '라이브 서비스 게임 운영 경험|멀티플레이 게임 서버 개발 경험|그래픽스·셰이더 지식|게임을 좋아하시는 분',
    salary: [3_800, 430],
    education: 'any',
    site: 'office',
    process: 'tech',
  },
  {
    id: 11609,
    titles: '임베디드 소프트웨어 개발자 (C/C++)|펌웨어 개발자|차량용 임베디드 SW 개발자|IoT 디바이스 펌웨어 엔지니어',
    duties: 'MCU 기반 펌웨어 설계 및 개발|디바이스 드라이버 개발 및 검증|RTOS 기반 제어 소프트웨어 개발|하드웨어 팀과 협업하여 시험·검증 수행',
    requirements: 'C/C++ 기반 임베디드 개발 경험|MCU, RTOS 개발 경험|회로도 해독 능력|오실로스코프 등 계측 장비 사용 경험',
    preferred: 'AUTOSAR 개발 경험|CAN, LIN 통신 경험|Embedded Linux 개발 경험|전자·전기·컴퓨터공학 전공자',
    salary: [3_900, 450],
    education: 'bachelor',
    site: 'lab',
    process: 'tech',
  },
  {
    id: 11901,
    titles: 'UI/UX 디자이너|프로덕트 디자이너|앱 서비스 UX 디자이너|UI/UX 디자이너 (B2B SaaS)',
    duties: '웹·앱 서비스 UI/UX 설계 및 디자인|사용자 리서치 및 사용성 테스트|디자인 시스템 구축 및 관리|기획자, 개발자와 협업하여 기능 개선',
    requirements: 'UI/UX 디자인 실무 경험|Figma 사용 능숙자|포트폴리오 제출 필수|사용자 중심 사고와 논리적인 디자인 설명 능력',
    preferred: '디자인 시스템 구축 경험|프로토타이핑 툴 사용 경험|데이터 기반 UX 개선 경험|HTML/CSS 이해',
    salary: [3_400, 430],
    education: 'any',
    site: 'office',
    process: 'portfolio',
  },
  {
    id: 11902,
    titles: '그래픽 디자이너|BX 디자이너|편집 디자이너|마케팅 콘텐츠 디자이너',
    duties: '브랜드 아이덴티티 및 마케팅 디자인|온·오프라인 광고물 디자인|상세페이지 및 배너 제작|인쇄물·패키지 디자인',
    requirements: '그래픽 디자인 실무 경험|Photoshop, Illustrator 능숙자|포트폴리오 제출 필수|타이포그래피와 레이아웃 감각',
    preferred: '모션그래픽 가능자 (After Effects)|브랜딩 프로젝트 경험|패키지 디자인 경험|시각디자인 전공자',
    salary: [3_000, 360],
    education: 'any',
    site: 'office',
    process: 'portfolio',
  },
  {
    id: 11903,
    titles: '제품 디자이너 (산업디자인)|가전 제품 디자이너|CMF 디자이너|기구 디자인 엔지니어',
    duties: '제품 외관 디자인 및 컨셉 개발|3D 모델링 및 렌더링|CMF(색상·소재·마감) 기획|설계 부서와 양산 디자인 협업',
    requirements: '산업디자인 실무 경험|Rhino, KeyShot 등 3D 툴 사용 능력|포트폴리오 제출 필수|양산 프로세스에 대한 이해',
    preferred: '가전·모빌리티 제품 디자인 경험|국내외 디자인 어워드 수상 경력|Solidworks 사용 가능자|산업디자인 전공자',
    salary: [3_300, 400],
    education: 'bachelor',
    site: 'lab',
    process: 'portfolio',
  },
  {
    id: 12301,
    titles: '병동 간호사|수술실 간호사|외래 간호사|건강검진센터 간호사|보건관리자 (간호사)',
    duties: '병동 환자 간호 및 투약 관리|진료 보조 및 환자 상담|의료기기 관리 및 감염 관리|간호 기록 작성',
    requirements: '간호사 면허 소지자|3교대 근무 가능자|환자 중심의 서비스 마인드|BLS 이수자',
    preferred: '종합병원 근무 경험|전문간호사 자격 보유자|ACLS 이수자|인근 거주자',
    salary: [3_600, 300],
    education: 'associate',
    site: 'hospital',
    process: 'clinical',
  },
  {
    id: 12302,
    titles: '제약 RA 담당 약사|품질보증(QA) 약사|제조관리 약사|의약품 안전관리(PV) 약사',
    duties: '의약품 허가 신청 및 변경 관리|식약처 대응 및 인허가 문서 작성|GMP 문서 검토 및 품질 관리|약물감시 업무',
    requirements: '약사 면허 소지자|의약품 인허가 또는 품질 업무 이해|문서 작성 능력|영어 문서 독해 가능자',
    preferred: '제약사 RA 경험|CTD 작성 경험|해외 인허가 경험|GMP 실사 대응 경험',
    salary: [4_800, 420],
    education: 'bachelor',
    site: 'lab',
    process: 'clinical',
  },
  {
    id: 12303,
    titles: '임상연구 담당자 (CRA)|임상시험 코디네이터 (CRC)|임상 프로젝트 매니저 (CPM)|임상 데이터 매니저',
    duties: '임상시험 기관 모니터링|임상시험 계획서 및 문서 관리|임상 진행 현황 및 이슈 관리|ICH-GCP 기준 준수 관리',
    requirements: '생명과학·약학·간호학 관련 전공자|ICH-GCP에 대한 이해|출장 가능자|영어 문서 작성 가능자',
    preferred: 'CRO 또는 제약사 CRA 경험|항암 임상 경험|글로벌 임상 경험|임상시험 모니터링 요원 교육 이수자',
    salary: [3_900, 430],
    education: 'bachelor',
    site: 'lab',
    process: 'clinical',
  },
  {
    id: 12401,
    titles: '생산관리 담당자 (평택공장)|생산계획(PP) 담당자|생산관리 엔지니어|생산기술 담당자',
    duties: '생산 계획 수립 및 일정 관리|생산 실적 집계 및 분석|자재 수급 및 재고 관리|생산성 향상 활동 및 현장 개선',
    requirements: '생산관리 실무 경험|제조 공정에 대한 이해|ERP/MES 사용 경험|교대 근무 및 현장 근무 가능자',
    preferred: '자동차 부품·전자 제조 경험|6시그마 자격 보유자|SAP PP 모듈 경험|공장 인근 거주자',
    salary: [3_500, 400],
    education: 'associate',
    site: 'plant',
    process: 'plant',
  },
  {
    id: 12402,
    titles: '품질관리(QC/QA) 엔지니어|품질보증 담당자|수입검사 담당자|품질관리 엔지니어 (IATF 16949)',
    duties: '입고·공정·출하 검사 관리|품질 이슈 분석 및 개선 대책 수립|고객사 품질 대응 및 클레임 처리|품질 시스템 인증 관리',
    requirements: '품질관리 실무 경험|측정 장비 사용 능력|품질 관련 통계 기법 이해|문서 작성 능력',
    preferred: '품질경영기사 자격증 보유자|IATF 16949, ISO 9001 심사 대응 경험|완성차 협력사 경험|영어 가능자',
    salary: [3_500, 400],
    education: 'associate',
    site: 'plant',
    process: 'plant',
  },
  {
    id: 12403,
    titles: '설비·공정 엔지니어 (3교대 가능자)|설비보전 담당자|공정개선 엔지니어|장비 엔지니어 (반도체)',
    duties: '생산 설비 유지보수 및 예방 보전|공정 조건 최적화 및 불량 개선|신규 설비 도입 및 셋업|설비 가동률 관리',
    requirements: '기계·전기·전자 관련 전공자|설비 유지보수 경험|PLC 이해|교대 근무 가능자',
    preferred: '반도체·디스플레이 장비 경험|전기기사, 설비보전기사 자격 보유자|자동화 설비 경험|인근 거주자',
    salary: [3_600, 420],
    education: 'associate',
    site: 'plant',
    process: 'plant',
  },
  {
    id: 12501,
    titles: '고객상담 매니저 (CS)|고객센터 상담원 (인바운드)|CS 운영 담당자|VOC 관리 담당자',
    duties: '전화·채팅 고객 문의 상담|고객 불만 접수 및 처리|상담 매뉴얼 관리 및 개선|VOC 분석 및 유관부서 전달',
    requirements: '고객 응대에 대한 서비스 마인드|원활한 커뮤니케이션 역량|기본 PC 활용 능력|교대 근무 가능자',
    preferred: '콜센터 상담 경험|CS 리더 경험|이커머스 CS 경험|CS Leaders(관리사) 자격 보유자',
    salary: [2_800, 250],
    education: 'high_school',
    site: 'center',
    process: 'office',
  },
  {
    id: 12502,
    titles: '고객성공 매니저 (CSM)|카스터머 석세스 매니저 (B2B SaaS)|기술지원 매니저|고객 온보딩 매니저',
    duties: '신규 고객 온보딩 및 교육|고객 사용 현황 분석 및 활성화|계약 갱신 및 이탈 방지 관리|고객 요청사항 제품팀 전달',
    requirements: 'B2B 고객 관리 경험|문제 해결 능력과 커뮤니케이션 역량|SaaS 서비스에 대한 이해|데이터 기반 고객 분석 역량',
    preferred: 'SaaS 기업 CSM 경험|영어 커뮤니케이션 가능자|SQL 활용 가능자|CRM 운영 경험',
    salary: [3_400, 420],
    education: 'any',
    site: 'office',
    process: 'office',
  },
];

export const POSTING_SOURCES: readonly PostingSource[] = [...SPECIALIST_POSTINGS, ...BUSINESS_POSTINGS]
  .sort((a, b) => a.id - b.id)
  .map((r) => ({
    ...r,
    titles: list(r.titles),
    duties: list(r.duties),
    requirements: list(r.requirements),
    preferred: list(r.preferred),
  }));

/** Level-1 industries whose companies hire each occupation family most (level-1 occupation id → industry ids). */
export const FAMILY_INDUSTRIES: Readonly<Record<number, readonly number[]>> = {
  11600: [700, 900, 800],
  11700: [],
  11800: [800, 400, 100, 700],
  11900: [700, 800],
  12000: [200, 400, 700],
  12100: [],
  12200: [],
  12300: [300],
  12400: [200, 300],
  12500: [100, 400, 700, 900],
};
