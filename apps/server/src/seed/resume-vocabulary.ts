/**
 * The wording of generated résumés: occupations with their skills, tools, employers and schools, as
 * `|`-separated lists so that each occupation fits on a few lines.
 */
export const list = (text: string) => text.split('|');

/** Job titles from the years of experience at which they are usually reached. */
export type Ladder = readonly (readonly [string, number])[];
export const OFFICE: Ladder = [
  ['사원', 0],
  ['주임', 2],
  ['대리', 4],
  ['과장', 7],
  ['차장', 11],
  ['부장', 15],
];
export const RESEARCH: Ladder = [
  ['사원', 0],
  ['선임', 4],
  ['책임', 9],
  ['수석', 15],
];

/**
 * One level-2 occupation. A career line reads `tool object action` ("스프링과 JPA를 활용한 주문 시스템
 * 개발"), so the particles are written out with each tool and always agree with the word before them.
 */
type RoleSource = {
  id: number;
  weight: number;
  role: string;
  skills: string;
  specialties: string;
  tools: string;
  objects: string;
  actions: string;
  majors?: string;
  certifications?: string;
  ladder?: Ladder;
};
/**
 * One level-1 occupation: what its people studied, hold and write, and where they worked: companies of
 * the level-1 `industries` (null: any) and, when given, mostly the `employers` named here.
 */
export type FamilySource = {
  id: number;
  majors: string;
  certifications: string;
  industries: number[] | null;
  employers?: string[];
  ladders: Ladder[];
  domains: string;
  intros: string;
  roles: RoleSource[];
};

const HOSPITALS = list('서울|한빛|세종|부산|대구|인천|광주|대전|수원|분당|일산|강남|청주|전주|창원|한결').flatMap((place) =>
  list('대학교병원|성모병원|의료원|중앙병원|요양병원|재활병원|병원').map((kind) => `${place}${kind}`),
);

export const FAMILY_SOURCES: FamilySource[] = [
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
    id: 11700,
    majors: '경영학과|경제학과|산업공학과|통계학과|행정학과',
    certifications: '경영지도사|재경관리사|ADsP|컴퓨터활용능력 1급|MOS Master',
    industries: null,
    ladders: [OFFICE],
    domains: '제조|유통|IT|금융|플랫폼',
    intros: '{domain} 기업에서 {years}년간 사업계획과 성과 관리를 담당했습니다.|{years}년간 {domain} 산업의 시장과 숫자를 보며 전략을 세워 왔습니다.',
    roles: [
      {
        id: 11701,
        weight: 2,
        role: '경영기획 담당자',
        skills: '경영기획|사업계획|예산 관리|엑셀|PPT|KPI 관리|손익 분석|Excel|PowerPoint|데이터 분석|IR',
        specialties: '사업계획 수립|예산·손익 관리|경영 보고|IR 경험',
        tools: '엑셀 모델링을 통한|데이터 분석을 바탕으로 한|전사 KPI 기반의|경영진 보고를 위한',
        objects: '연간 사업계획 수립|예산 편성 및 관리|월간 손익 분석|경영 리포트 작성|중장기 전략 수립',
        actions: '담당|주도|수행',
      },
      {
        id: 11702,
        weight: 2,
        role: '사업개발 매니저',
        skills: '사업개발|BD|제휴|신사업|시장 조사|협상|파트너십|PPT|엑셀|Excel|Notion',
        specialties: '신사업 발굴|제휴 사업 확대|해외 파트너십|플랫폼 사업',
        tools: '시장 조사를 바탕으로 한|데이터 기반의|파트너사와 협업한|글로벌 제휴를 통한',
        objects: '신규 사업 모델 발굴|제휴 프로그램 기획|해외 진출 전략 수립|B2B 파트너십 체결',
        actions: '담당|주도|추진',
      },
      {
        id: 11703,
        weight: 1.5,
        role: '전략기획 담당자',
        skills: '전략기획|시장 분석|컨설팅|사업 타당성 검토|M&A|재무 모델링|PPT|엑셀|SQL',
        specialties: '전사 전략 수립|컨설팅 출신|M&A 실사 경험|시장 분석',
        tools: '시장 분석을 통한|재무 모델링 기반의|컨설팅 방법론을 활용한',
        objects: '중장기 전략 수립|신규 투자 검토|조직 개편안 마련|M&A 실사|사업 포트폴리오 재편',
        actions: '담당|주도|수행',
      },
    ],
  },
  {
    id: 11800,
    majors: '경영학과|광고홍보학과|미디어커뮤니케이션학과|경제학과|심리학과',
    certifications: '검색광고마케터 1급|GAIQ|ADsP|사회조사분석사 2급|컴퓨터활용능력 1급',
    industries: [800, 700, 400, 100],
    ladders: [OFFICE],
    domains: '뷰티|패션|식품|앱 서비스|커머스|교육',
    intros: '{domain} 브랜드의 마케팅을 {years}년간 맡아 성과를 냈습니다.|{years}년간 {domain} 분야에서 캠페인을 기획하고 데이터로 개선해 왔습니다.',
    roles: [
      {
        id: 11801,
        weight: 3,
        role: '퍼포먼스 마케터',
        skills: '퍼포먼스 마케팅|GA4|Google Ads|메타 광고|네이버 검색광고|SQL|데이터 분석|그로스 해킹|ROAS|엑셀|Amplitude',
        specialties: '월 광고비 5억 운영|ROAS 개선|앱 마케팅|그로스 마케팅',
        tools: 'GA4 데이터를 활용한|메타 광고를 통한|검색광고 기반의|A/B 테스트를 통한',
        objects: '신규 고객 유치 캠페인 운영|앱 설치 캠페인 집행|전환율 개선|광고 효율 최적화|리타겟팅 캠페인 운영',
        actions: '담당|주도|수행',
      },
      {
        id: 11802,
        weight: 2.5,
        role: '브랜드 마케터',
        skills: '브랜드 마케팅|IMC|캠페인 기획|SNS 마케팅|인플루언서|보도자료|콘텐츠 기획|PPT|Photoshop|포토샵',
        specialties: '브랜드 캠페인 기획|신제품 런칭|SNS 채널 운영|오프라인 팝업 기획',
        tools: 'SNS 채널을 활용한|인플루언서와 협업한|오프라인 팝업을 통한|통합 마케팅 기반의',
        objects: '브랜드 캠페인 기획|신제품 런칭 캠페인|팝업스토어 운영|브랜드 리뉴얼 프로젝트|콜라보 프로젝트 기획',
        actions: '담당|주도|총괄',
      },
      {
        id: 11803,
        weight: 2.5,
        role: '콘텐츠 마케터',
        skills: '콘텐츠 마케팅|블로그|유튜브|카피라이팅|SEO|인스타그램|프리미어 프로|Premiere Pro|Canva|뉴스레터',
        specialties: '유튜브 채널 운영|뉴스레터 구독자 10만|SEO 콘텐츠|카피라이팅',
        tools: '유튜브를 활용한|SEO 기반의|인스타그램을 통한|뉴스레터를 활용한',
        objects: '브랜디드 콘텐츠 제작|숏폼 영상 기획 및 제작|블로그 콘텐츠 발행|캠페인 카피 작성|채널 성장 전략 수립',
        actions: '담당|주도|수행',
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
    id: 12000,
    majors: '경영학과|무역학과|국제통상학과|영어영문학과|중어중문학과|기계공학과',
    certifications: '무역영어 1급|국제무역사|유통관리사 2급|OPIc IH|운전면허 1종 보통',
    industries: [200, 400, 700, 300],
    ladders: [OFFICE],
    domains: '제조|IT 솔루션|반도체|유통|의료기기|물류',
    intros: '{domain} 분야 고객을 대상으로 {years}년간 영업을 해 왔습니다.|{years}년간 {domain} 시장에서 신규 고객을 발굴하고 관계를 관리했습니다.',
    roles: [
      {
        id: 12001,
        weight: 5,
        role: 'B2B 영업 담당자',
        skills: '영업|B2B 영업|기업 영업|제안서 작성|CRM|Salesforce|협상|엑셀|PPT|신규 고객 발굴|계약 관리',
        specialties: '신규 거래처 발굴|연 매출 50억 달성|대기업 고객 관리|SaaS 영업',
        tools: 'CRM을 활용한|제안서 기반의|Salesforce를 이용한|고객 데이터를 바탕으로 한',
        objects: '신규 고객 발굴|대형 거래처 관리|SaaS 솔루션 영업|공공기관 입찰|재계약 관리',
        actions: '담당|주도|수행',
      },
      {
        id: 12002,
        weight: 2.5,
        role: '해외영업 담당자',
        skills: '해외영업|무역실무|영어|비즈니스 영어|중국어|무역|수출입|바이어 관리|전시회|Excel|ERP',
        specialties: '북미 시장 개척|수출 실적 1,000만 달러|동남아 거래선 관리|영어·중국어 능통',
        tools: '해외 전시회를 통한|영어 협상을 통한|현지 파트너와 협업한|바이어 네트워크를 활용한',
        objects: '북미 신규 바이어 발굴|동남아 수출 확대|유럽 거래선 관리|해외 대리점 관리',
        actions: '담당|주도|수행',
      },
      {
        id: 12003,
        weight: 2,
        role: '기술영업 엔지니어',
        skills: '기술영업|B2B 영업|솔루션 영업|제안서 작성|반도체|장비|PoC|고객 기술 지원|영어|CAD',
        specialties: '반도체 장비 기술영업|솔루션 제안|PoC 수행|고객 기술 지원',
        tools: '기술 제안서를 바탕으로 한|PoC를 통한|고객 요구 분석 기반의',
        objects: '반도체 장비 영업|산업용 솔루션 제안|신규 고객사 수주|기술 지원',
        actions: '담당|주도|수행',
      },
    ],
  },
  {
    id: 12100,
    majors: '경영학과|심리학과|행정학과|사회학과|법학과',
    certifications: '공인노무사|직업상담사 2급|경영지도사|컴퓨터활용능력 1급',
    industries: null,
    ladders: [OFFICE],
    domains: '스타트업|중견기업|제조 기업|IT 기업|공공기관',
    intros: '{domain}에서 {years}년간 인사·총무 업무를 맡아 왔습니다.|{years}년간 구성원이 일하기 좋은 환경을 만드는 일을 했습니다.',
    roles: [
      {
        id: 12101,
        weight: 2.5,
        role: '인사 담당자',
        skills: '인사|HR|인사 평가|보상|급여|노무|4대보험|HRIS|엑셀|조직문화|교육 기획',
        specialties: '평가·보상 제도 설계|조직문화 개선|HR 전반 경험|노무 관리',
        tools: 'HRIS를 활용한|직무 분석을 통한|데이터 기반의',
        objects: '인사 평가 제도 개편|보상 체계 수립|급여 및 4대보험 업무|조직문화 프로그램 운영|교육 체계 수립',
        actions: '담당|주도|수행',
      },
      {
        id: 12102,
        weight: 1.5,
        role: '채용 담당자',
        skills: '채용|리크루팅|HR|헤드헌팅|인터뷰|채용 브랜딩|ATS|다이렉트 소싱|엑셀|온보딩',
        specialties: '개발자 채용|연 100명 채용|채용 브랜딩|다이렉트 소싱',
        tools: 'ATS를 활용한|다이렉트 소싱을 통한|채용 데이터 기반의',
        objects: '개발자 채용|공개 채용 운영|채용 프로세스 개선|채용 브랜딩 캠페인 기획|온보딩 프로그램 운영',
        actions: '담당|주도|수행',
      },
      {
        id: 12103,
        weight: 2,
        role: '총무 담당자',
        skills: '총무|자산 관리|구매|계약 관리|시설 관리|행사 운영|엑셀|ERP|더존|복리후생',
        specialties: '사옥 이전 경험|구매·자산 관리|복리후생 운영|행사 기획',
        tools: 'ERP를 활용한|더존을 이용한|업체 비교를 통한',
        objects: '사옥 이전 프로젝트|비품 구매 및 자산 관리|법인차량 관리|사내 행사 기획|복리후생 제도 운영',
        actions: '담당|주도|수행',
      },
    ],
  },
  {
    id: 12200,
    majors: '경영학과|회계학과|세무학과|경제학과',
    certifications: '전산회계 1급|전산세무 2급|재경관리사|회계관리 1급|AICPA|세무사',
    industries: null,
    ladders: [OFFICE],
    domains: '회계법인|세무법인|중견기업|제조 기업|스타트업',
    intros: '{domain}에서 {years}년간 결산과 세무 업무를 담당했습니다.|{years}년간 정확한 숫자로 의사결정을 돕는 일을 해 왔습니다.',
    roles: [
      {
        id: 12201,
        weight: 3,
        role: '회계 담당자',
        skills: '회계|재무제표|결산|전표 처리|더존|SAP|K-IFRS|엑셀|부가세 신고|원가 계산|Excel',
        specialties: '월·분기 결산|K-IFRS 결산|연결 회계|외부 감사 대응',
        tools: '더존을 활용한|SAP를 이용한|엑셀 자동화를 통한|K-IFRS 기준의',
        objects: '월 결산|재무제표 작성|전표 처리|외부 감사 대응|원가 분석',
        actions: '담당|수행|진행',
      },
      {
        id: 12202,
        weight: 2,
        role: '재무 담당자',
        skills: '재무|자금 관리|재무제표|IR|예산|투자 검토|재무 분석|엑셀|SAP|세무',
        specialties: '자금 운용|투자 유치 경험|재무 분석|IPO 준비',
        tools: '재무 모델링을 통한|엑셀을 활용한|현금흐름 분석 기반의',
        objects: '자금 계획 수립|투자 유치|은행 차입 관리|IPO 준비|재무 분석 보고',
        actions: '담당|주도|수행',
      },
      {
        id: 12203,
        weight: 1.5,
        role: '세무 담당자',
        skills: '세무|세무 신고|법인세|부가세|원천세|세무조정|더존|회계|재무제표|Wehago',
        specialties: '법인세 신고|세무조정|세무 컨설팅|기장 대리',
        tools: '더존을 활용한|세법 검토를 통한|Wehago를 이용한',
        objects: '법인세 신고|부가세 신고|원천세 신고|기장 대리|세무조사 대응',
        actions: '담당|수행|진행',
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
