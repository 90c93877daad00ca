/**
 * The wording of generated résumés: occupations with their skills, tools, employers and schools, as
 * `|`-separated lists so that each occupation fits on a few lines. The specialists' and the field's families are
 * here, the business functions' in resume-business-families.ts; the shapes and ladders in resume-sources.ts.
 */
import { BUSINESS_FAMILIES } from './resume-business-families.js';
import { OFFICE, RESEARCH, list, type FamilySource } from './resume-sources.js';

const HOSPITALS = list('서울|한빛|세종|부산|대구|인천|광주|대전|수원|분당|일산|강남|청주|전주|창원|한결').flatMap((place) =>
  list('대학교병원|성모병원|의료원|중앙병원|요양병원|재활병원|병원').map((kind) => `${place}${kind}`),
);

const SPECIALIST_FAMILIES: FamilySource[] = [
  {
    id: 11600,
    majors: '컴퓨터공학과|소프트웨어학과|정보통신공학과|전자공학과|산업공학과|수학과|통계학과',
    certifications: '정보처리기사|SQLD|리눅스마스터 2급|AWS SAA|CKA|정보보안기사|ADsP',
    industries: [700, 900, 200],
    ladders: [OFFICE, RESEARCH],
    domains: '커머스|핀테크|물류|헬스케어|교육|모빌리티|미디어|B2B SaaS|게임',
    intros: '{domain} 서비스를 {years}년간 개발하고 운영했습니다.|{years}년 동안 {domain} 도메인의 시스템을 설계하고 개선해 왔습니다.',
    roles: [
      {
        id: 11601,
        weight: 9,
        role: '백엔드 개발자',
        skills: '백엔드 개발|자바|스프링|Java|Spring Boot|JPA|Kotlin|Node.js|Python|MySQL|PostgreSQL|Redis|Kafka|AWS|Docker|Kubernetes|SQL|MSA',
        specialties: '대용량 트래픽 경험|MSA 전환 경험|결제 시스템 구축|API 설계|성능 최적화',
        tools: '스프링과 JPA를 활용한|자바를 이용한|Kotlin과 Spring Boot 기반의|Node.js를 활용한|Kafka를 이용한|Redis 캐시를 적용한',
        objects: '주문 시스템|정산 배치|결제 API|회원 인증 서버|상품 검색 API|알림 발송 서버|재고 관리 시스템',
        actions: '개발|개선|설계 및 개발|구축|운영|성능 개선',
      },
      {
        id: 11602,
        weight: 6.5,
        role: '프론트엔드 개발자',
        skills: '프론트엔드 개발|React|TypeScript|JavaScript|Next.js|Vue.js|리액트|타입스크립트|HTML|CSS|Redux|웹 접근성|Vite|Storybook',
        specialties: '디자인 시스템 구축|웹 성능 최적화|React 전문|SPA 개발|웹 접근성 개선',
        tools: 'React와 TypeScript를 활용한|Next.js 기반의|Vue.js를 이용한|리액트를 활용한|디자인 시스템을 적용한',
        objects: '관리자 페이지|쇼핑몰 프론트엔드|예약 서비스 화면|대시보드|회원가입 화면|결제 페이지',
        actions: '개발|개편|구축|성능 개선|리뉴얼',
      },
      {
        id: 11603,
        weight: 3.5,
        role: '모바일 앱 개발자',
        skills: 'Android|iOS|Kotlin|Swift|Flutter|React Native|안드로이드|스위프트|Jetpack Compose|SwiftUI|Firebase',
        specialties: '앱 출시 경험|누적 다운로드 100만 앱|크로스플랫폼 개발|앱 성능 개선',
        tools: 'Kotlin을 활용한|Swift와 SwiftUI를 이용한|Flutter 기반의|React Native를 활용한|Jetpack Compose를 적용한',
        objects: '쇼핑 앱|배달 앱|금융 앱|헬스케어 앱|사내 메신저 앱',
        actions: '개발|출시|리뉴얼|성능 개선|유지보수',
      },
      {
        id: 11604,
        weight: 2.5,
        role: '데이터 엔지니어',
        skills: 'Python|SQL|Spark|Airflow|Kafka|Hadoop|BigQuery|데이터 파이프라인|ETL|AWS|Scala|파이썬',
        specialties: '데이터 파이프라인 구축|실시간 데이터 처리|데이터 웨어하우스 설계|로그 분석 플랫폼',
        tools: 'Spark를 활용한|Airflow 기반의|Kafka를 이용한|파이썬과 SQL을 활용한|BigQuery를 이용한',
        objects: '데이터 파이프라인|로그 수집 시스템|데이터 마트|ETL 배치|실시간 집계 시스템',
        actions: '구축|개발|설계 및 구축|운영|개선',
      },
      {
        id: 11605,
        weight: 2.5,
        role: 'DevOps 엔지니어',
        skills: 'AWS|Kubernetes|Docker|Terraform|Jenkins|GitHub Actions|Linux|리눅스|쿠버네티스|Prometheus|Grafana|CI/CD',
        specialties: '클라우드 인프라 구축|쿠버네티스 운영|CI/CD 구축|클라우드 전환',
        tools: 'Terraform을 활용한|쿠버네티스 기반의|AWS를 이용한|Jenkins와 ArgoCD를 활용한|Docker를 이용한',
        objects: '클라우드 인프라|배포 파이프라인|모니터링 시스템|서버 인프라|로그 수집 환경',
        actions: '구축|운영|자동화|전환|개선',
      },
      {
        id: 11606,
        weight: 2,
        role: '머신러닝 엔지니어',
        skills: 'Python|PyTorch|TensorFlow|머신러닝|딥러닝|LLM|자연어 처리|컴퓨터 비전|파이썬|MLOps|scikit-learn',
        specialties: '추천 시스템 개발|자연어 처리 모델|컴퓨터 비전 모델|LLM 서비스 개발',
        tools: 'PyTorch를 활용한|딥러닝 기반의|TensorFlow를 이용한|LLM을 활용한|파이썬을 이용한',
        objects: '추천 모델|이미지 분류 모델|챗봇|수요 예측 모델|검색 랭킹 모델',
        actions: '개발|고도화|학습 및 배포|성능 개선',
      },
      {
        id: 11607,
        weight: 2,
        role: 'QA 엔지니어',
        skills: 'QA|테스트 자동화|Selenium|Appium|JIRA|테스트 케이스|Postman|Cypress|품질 관리|TestRail',
        specialties: '테스트 자동화 구축|모바일 앱 QA|게임 QA|서비스 품질 개선',
        tools: 'Selenium을 활용한|Cypress를 이용한|Appium 기반의|Postman을 활용한',
        objects: '회귀 테스트|웹 서비스 테스트|앱 테스트|API 테스트|결제 기능 검증',
        actions: '자동화|수행|설계 및 수행|개선',
      },
      {
        id: 11608,
        weight: 1.5,
        role: '게임 개발자',
        skills: 'Unity|Unreal Engine|C++|C#|유니티|언리얼|게임 서버|DirectX|Lua|3D 그래픽스',
        specialties: '모바일 게임 출시|게임 서버 개발|언리얼 엔진 전문|MMORPG 개발',
        tools: 'Unity와 C#을 활용한|언리얼 엔진 기반의|C++ 기반의|유니티를 활용한',
        objects: '모바일 RPG|게임 서버|전투 시스템|UI 시스템|멀티플레이 기능',
        actions: '개발|최적화|구현|설계 및 개발',
      },
      {
        id: 11609,
        weight: 2,
        role: '임베디드 개발자',
        skills: 'C|C++|임베디드|RTOS|펌웨어|ARM|Linux|회로 설계|MCU|CAN 통신|Yocto',
        specialties: '펌웨어 개발|차량용 소프트웨어|IoT 기기 개발|리눅스 BSP',
        tools: 'C 언어를 활용한|RTOS 기반의|임베디드 리눅스 기반의|ARM MCU를 이용한',
        objects: '차량 제어기 펌웨어|IoT 센서 모듈|가전 제어 보드|의료기기 소프트웨어|BMS 펌웨어',
        actions: '개발|설계 및 개발|최적화|양산 대응',
      },
    ],
  },
  {
    id: 11900,
    majors: '시각디자인학과|산업디자인학과|디자인학과|영상디자인학과',
    certifications: 'GTQ 1급|컬러리스트기사|웹디자인기능사|시각디자인기사|ACP Photoshop',
    industries: [800, 700],
    ladders: [OFFICE],
    domains: '커머스|핀테크|브랜드|모바일 앱|B2B SaaS',
    intros: '{domain} 서비스의 디자인을 {years}년간 담당했습니다.|{years}년간 사용자 관점에서 {domain} 제품을 디자인해 왔습니다.',
    roles: [
      {
        id: 11901,
        weight: 3,
        role: 'UI/UX 디자이너',
        skills: 'Figma|피그마|UI 디자인|UX 리서치|프로토타이핑|디자인 시스템|Sketch|Adobe XD|포토샵|일러스트레이터|사용성 테스트',
        specialties: '디자인 시스템 구축|앱 UI 리뉴얼|UX 리서치|B2B SaaS 디자인',
        tools: 'Figma를 활용한|사용자 리서치 기반의|디자인 시스템을 적용한|프로토타입을 통한',
        objects: '모바일 앱 UI|웹 서비스 UX|관리자 화면|온보딩 플로우|결제 화면',
        actions: '디자인|개선|리뉴얼|설계',
      },
      {
        id: 11902,
        weight: 2,
        role: '그래픽 디자이너',
        skills: '포토샵|일러스트레이터|Photoshop|Illustrator|InDesign|편집 디자인|BX 디자인|타이포그래피|After Effects|모션 그래픽',
        specialties: '브랜드 아이덴티티 디자인|편집 디자인|광고 비주얼|모션 그래픽',
        tools: '포토샵과 일러스트레이터를 활용한|After Effects를 이용한|브랜드 가이드 기반의',
        objects: '브랜드 로고|상세페이지|패키지 디자인|광고 배너|카탈로그',
        actions: '디자인|제작|리뉴얼|기획 및 제작',
      },
      {
        id: 11903,
        weight: 1,
        role: '제품 디자이너',
        skills: '제품 디자인|Rhino|KeyShot|SolidWorks|3D 모델링|CMF|스케치|목업',
        specialties: '가전 제품 디자인|CMF 디자인|3D 모델링|양산 디자인',
        tools: 'Rhino와 KeyShot을 활용한|3D 모델링 기반의|사용자 조사를 통한',
        objects: '소형 가전|생활용품|웨어러블 기기|가구|패키지',
        actions: '디자인|개발|양산 디자인|리뉴얼',
      },
    ],
  },
  {
    id: 12300,
    majors: '간호학과|보건학과|생명과학과',
    certifications: 'BLS Provider|ACLS Provider',
    industries: [300],
    employers: HOSPITALS,
    ladders: [OFFICE],
    domains: '대학병원|종합병원|중환자실|응급실|요양병원',
    intros: '{domain}에서 {years}년간 근무하며 환자 안전을 최우선으로 일했습니다.|{years}년간 {domain} 현장에서 쌓은 임상 경험이 강점입니다.',
    roles: [
      {
        id: 12301,
        weight: 1.5,
        role: '간호사',
        skills: '간호|중환자 간호|환자 관리|투약 관리|EMR|BLS|ACLS|감염 관리|수술 간호|응급 간호',
        specialties: '중환자실 근무|응급실 근무|수술실 근무|대학병원 경력|병동 간호',
        tools: '중환자실에서|내과 병동에서|응급실에서|수술실에서|외래에서',
        objects: '중증 환자 간호|투약 및 환자 관리|신규 간호사 교육|수술 보조|감염 관리',
        actions: '담당|수행|업무 수행',
        majors: '간호학과',
        certifications: '간호사 면허|BLS Provider|ACLS Provider|중환자 전문간호사',
        ladder: [
          ['간호사', 0],
          ['책임간호사', 6],
          ['수간호사', 13],
        ],
      },
      {
        id: 12302,
        weight: 0.5,
        role: '약사',
        skills: '조제|복약지도|의약품 관리|약국 관리|임상약학|의약품 허가|GMP',
        specialties: '병원약국 근무|복약 상담|의약품 관리|제약사 경력',
        tools: '병원약국에서|약국에서|제약사에서',
        objects: '조제 및 복약지도|의약품 재고 관리|처방 검토|의약품 허가 업무',
        actions: '담당|수행',
        majors: '약학과',
        certifications: '약사 면허|병원약학 전문약사',
        ladder: [
          ['약사', 0],
          ['관리약사', 5],
        ],
      },
      {
        id: 12303,
        weight: 0.7,
        role: '임상연구 담당자',
        skills: '임상시험|CRA|CRC|GCP|임상 모니터링|IRB|의학 영어|통계 분석|SAS',
        specialties: '임상 3상 모니터링|글로벌 임상 경험|CRA 경력|IRB 대응',
        tools: 'GCP 기준에 따른|글로벌 제약사와 협업한|EDC를 활용한',
        objects: '임상시험 모니터링|임상 3상 운영|IRB 심의 대응|시험기관 관리',
        actions: '담당|수행',
        certifications: 'GCP 교육 이수|CRA 전문가 과정 수료|임상연구코디네이터',
      },
    ],
  },
  {
    id: 12400,
    majors: '기계공학과|산업공학과|화학공학과|신소재공학과|전자공학과',
    certifications: '품질경영기사|6시그마 GB|생산자동화산업기사|일반기계기사|전기기사',
    industries: [200, 300, 400],
    ladders: [OFFICE, RESEARCH],
    domains: '반도체|자동차 부품|식품|화학|전자',
    intros: '{domain} 공장에서 {years}년간 생산 현장을 관리했습니다.|{years}년간 {domain} 라인의 품질과 효율을 개선해 왔습니다.',
    roles: [
      {
        id: 12401,
        weight: 2.5,
        role: '생산관리 담당자',
        skills: '생산관리|공정 관리|MES|ERP|SAP|원가 관리|생산 계획|재고 관리|엑셀|린 생산',
        specialties: '생산 계획 수립|공정 개선|원가 절감|MES 구축',
        tools: 'MES를 활용한|ERP 기반의|린 생산 방식을 적용한|데이터 분석을 통한',
        objects: '생산 계획 수립|공정 효율 개선|납기 관리|자재 수급 관리|원가 절감 활동',
        actions: '담당|주도|수행',
      },
      {
        id: 12402,
        weight: 2.5,
        role: '품질관리 엔지니어',
        skills: '품질관리|QC|QA|ISO 9001|SPC|6시그마|불량 분석|IATF 16949|엑셀|Minitab',
        specialties: '품질 개선|ISO 인증 대응|불량률 개선|고객 품질 대응',
        tools: 'SPC를 활용한|6시그마 기법을 적용한|Minitab을 이용한|ISO 9001 기반의',
        objects: '불량률 개선|수입 검사|공정 품질 관리|고객 클레임 대응|품질 인증 취득',
        actions: '담당|주도|수행',
      },
      {
        id: 12403,
        weight: 2,
        role: '설비 엔지니어',
        skills: '설비 보전|공정 개선|PLC|AutoCAD|자동화|반도체 공정|유지보수|SolidWorks|전기',
        specialties: '반도체 설비|자동화 라인 구축|설비 보전|공정 최적화',
        tools: 'PLC를 활용한|AutoCAD를 이용한|예지 보전 기반의',
        objects: '생산 설비 보전|자동화 라인 구축|공정 최적화|신규 설비 도입|설비 가동률 개선',
        actions: '담당|주도|수행',
      },
    ],
  },
  {
    id: 12500,
    majors: '경영학과|관광경영학과|국어국문학과|영어영문학과|호텔경영학과',
    certifications: 'CS Leaders 관리사|텔레마케팅관리사|컴퓨터활용능력 2급',
    industries: [100, 400, 700, 900],
    ladders: [OFFICE],
    domains: '통신사|커머스|금융|IT 서비스|항공',
    intros: '{domain} 고객센터에서 {years}년간 상담 업무를 맡았습니다.|{years}년간 {domain} 고객의 목소리를 듣고 서비스를 개선해 왔습니다.',
    roles: [
      {
        id: 12501,
        weight: 3,
        role: 'CS 상담사',
        skills: 'CS|고객 상담|콜센터|VOC 관리|채팅 상담|CRM|클레임 처리|엑셀|Zendesk|고객 응대',
        specialties: '인바운드 상담|VOC 개선|채팅 상담|상담 품질 관리',
        tools: 'CRM을 활용한|Zendesk를 이용한|VOC 분석을 통한',
        objects: '인바운드 고객 상담|클레임 처리|상담 품질 관리|FAQ 개선|신규 상담원 교육',
        actions: '담당|수행',
      },
      {
        id: 12502,
        weight: 1.5,
        role: '고객성공 매니저',
        skills: '고객성공|CSM|온보딩|B2B SaaS|CRM|Salesforce|고객 교육|리텐션|데이터 분석|영어',
        specialties: 'B2B SaaS 고객 관리|리텐션 개선|고객 온보딩|갱신율 개선',
        tools: 'CRM을 활용한|고객 데이터를 바탕으로 한|Salesforce를 이용한',
        objects: '고객 온보딩 운영|갱신율 개선|고객 교육 프로그램 기획|주요 고객 관리',
        actions: '담당|주도|수행',
      },
    ],
  },
];

/** Every level-1 family, in the taxonomy's order. */
export const FAMILY_SOURCES: FamilySource[] = [...SPECIALIST_FAMILIES, ...BUSINESS_FAMILIES].sort((a, b) => a.id - b.id);

export const UNIVERSITIES = list(
  '서울대학교|연세대학교|고려대학교|성균관대학교|한양대학교|서강대학교|중앙대학교|경희대학교|한국외국어대학교|서울시립대학교|건국대학교|동국대학교|홍익대학교|국민대학교|숭실대학교|세종대학교|단국대학교|광운대학교|명지대학교|인하대학교|아주대학교|가천대학교|부산대학교|경북대학교|전남대학교|충남대학교|충북대학교|전북대학교|강원대학교|부경대학교|영남대학교|계명대학교|인제대학교|한림대학교',
);
export const COLLEGES = list(
  '인하공업전문대학|영진전문대학교|대림대학교|명지전문대학|부천대학교|동양미래대학교|인덕대학교|경복대학교|대전보건대학교|대구보건대학교',
);
export const HIGH_SCHOOLS = list('서울|한빛|세종|대성|신일|중앙|동산|명덕|경기|부산|대구|광주|한결|새솔').flatMap((name) =>
  list('고등학교|고등학교|공업고등학교|정보고등학교').map((kind) => `${name}${kind}`),
);
export const COMMON_CERTIFICATIONS = list('TOEIC 850|TOEIC 900|TOEIC 950|OPIc IM2|OPIc IH|컴퓨터활용능력 1급|운전면허 1종 보통|JLPT N2|HSK 5급');
export const NEWCOMER_SPECIALTIES = list('인턴 경험|프로젝트 경험 다수|빠른 학습 능력|관련 자격증 보유|성실함과 책임감');
export const NEWCOMER_INTROS = list(
  '{role} 직무를 목표로 관련 프로젝트와 실습 경험을 쌓아 왔습니다.|인턴으로 일하며 {role} 업무의 기본기를 익혔습니다.',
);
export const CLOSERS = list(
  '꼼꼼함과 책임감으로 맡은 일을 끝까지 해냅니다.|동료와의 협업과 원활한 소통을 중요하게 생각합니다.|더 큰 책임을 맡을 수 있는 곳에서 성장하고 싶습니다.|데이터를 근거로 문제를 해결하는 것을 좋아합니다.|새로운 환경에서도 빠르게 적응하고 결과로 증명하겠습니다.',
);
