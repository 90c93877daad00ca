/**
 * Where and how a generated posting's work happens: the street addresses by kind of site, the benefits, the
 * working hours and the hiring processes by kind of occupation (posting-vocabulary.ts holds the occupations).
 */
import type { WorkRegion } from '@partners/contract';
import { list } from './resume-sources.js';
import type { ProcessKind, Site } from './posting-vocabulary.js';

type Address = readonly [WorkRegion, string];

/** Head offices: realistic street addresses where such companies sit. */
export const OFFICE_ADDRESSES: readonly Address[] = [
  ['seoul', '서울 강남구 테헤란로 427, 12층'],
  ['seoul', '서울 강남구 역삼로 180, 5층'],
  ['seoul', '서울 서초구 강남대로 465, 9층'],
  ['seoul', '서울 성동구 성수이로 113, 7층'],
  ['seoul', '서울 영등포구 국제금융로 10, 21층'],
  ['seoul', '서울 중구 세종대로 136, 16층'],
  ['seoul', '서울 마포구 양화로 45, 8층'],
  ['seoul', '서울 구로구 디지털로 300, 11층'],
  ['seoul', '서울 금천구 가산디지털1로 168, 6층'],
  ['seoul', '서울 송파구 올림픽로 300, 23층'],
  ['gyeonggi', '경기 성남시 분당구 판교역로 235, 4층'],
  ['gyeonggi', '경기 성남시 분당구 대왕판교로 660, 8층'],
  ['gyeonggi', '경기 수원시 영통구 광교중앙로 145, 3층'],
  ['gyeonggi', '경기 안양시 동안구 시민대로 327, 10층'],
  ['incheon', '인천 연수구 송도과학로 32, 6층'],
  ['busan', '부산 해운대구 센텀중앙로 97, 14층'],
  ['daejeon', '대전 유성구 대덕대로 512, 3층'],
  ['daegu', '대구 동구 동대구로 461, 9층'],
  ['gwangju', '광주 서구 상무중앙로 110, 5층'],
  ['jeju', '제주 제주시 첨단로 242, 2층'],
];

/** Plants and research sites: industrial complexes. */
export const PLANT_ADDRESSES: readonly Address[] = [
  ['gyeonggi', '경기 평택시 고덕면 삼성로 114'],
  ['gyeonggi', '경기 화성시 동탄산단6길 15'],
  ['gyeonggi', '경기 안산시 단원구 산단로 325'],
  ['gyeonggi', '경기 이천시 부발읍 경충대로 2091'],
  ['chungnam', '충남 아산시 탕정면 탕정로 212'],
  ['chungnam', '충남 천안시 서북구 직산읍 4산단로 45'],
  ['chungbuk', '충북 청주시 흥덕구 오송읍 오송생명로 123'],
  ['chungbuk', '충북 음성군 대소면 대금로 440'],
  ['gyeongbuk', '경북 구미시 1공단로 170'],
  ['gyeongbuk', '경북 포항시 남구 괴동로 45'],
  ['ulsan', '울산 북구 효암로 52'],
  ['gyeongnam', '경남 창원시 성산구 공단로 474'],
  ['jeonbuk', '전북 완주군 봉동읍 완주산단5로 80'],
  ['incheon', '인천 남동구 남동서로 250'],
];

export const HOSPITAL_ADDRESSES: readonly Address[] = [
  ['seoul', '서울 송파구 올림픽로43길 88'],
  ['seoul', '서울 강남구 일원로 81'],
  ['gyeonggi', '경기 성남시 분당구 구미로173번길 82'],
  ['incheon', '인천 남동구 남동대로 774번길 21'],
  ['busan', '부산 서구 구덕로 179'],
  ['daegu', '대구 중구 동덕로 130'],
];

export const CENTER_ADDRESSES: readonly Address[] = [
  ['seoul', '서울 구로구 디지털로26길 111, 4층'],
  ['gyeonggi', '경기 부천시 원미구 길주로 17, 6층'],
  ['daejeon', '대전 서구 둔산로 100, 7층'],
  ['gwangju', '광주 북구 첨단과기로 208, 3층'],
  ['busan', '부산 부산진구 중앙대로 672, 5층'],
  ['remote', '재택근무 (월 1회 본사 출근)'],
];

export const BENEFITS = list(
  '4대 보험 및 퇴직연금|연 1회 종합 건강검진|자율 출퇴근제 (코어타임 11:00~16:00)|점심 식대 지원|도서 구입비 및 교육비 지원|경조사비 및 경조휴가|장기근속 포상 및 리프레시 휴가|최신 업무 장비 지원|사내 카페 및 간식 제공|명절 선물 및 귀성비 지원|통근버스 운행|기숙사 제공 (지방 근무자)|자녀 학자금 지원|단체 상해보험 가입',
);

export const WORK_HOURS: Readonly<Record<Site, string>> = {
  office: '주 5일 (월~금), 09:00~18:00 · 유연근무제 운영',
  plant: '주 5일, 주간 08:00~17:00 또는 3조 2교대 (교대 수당 별도)',
  lab: '주 5일 (월~금), 08:30~17:30',
  hospital: '3교대 (데이·이브닝·나이트), 월 평균 8회 나이트',
  center: '주 5일, 09:00~18:00 또는 10:00~19:00 (시차 근무)',
};

export const PROCESSES: Readonly<Record<ProcessKind, readonly (readonly string[])[]>> = {
  tech: [
    ['서류 전형', '코딩 테스트', '1차 기술 면접', '2차 컬처핏 면접', '최종 합격'],
    ['서류 전형', '과제 전형', '1차 면접', '2차 면접', '최종 합격'],
    ['서류 전형', '1차 면접', '2차 면접', '최종 합격'],
  ],
  portfolio: [
    ['서류 및 포트폴리오 전형', '과제 전형', '1차 면접', '최종 합격'],
    ['서류 전형', '1차 면접', '2차 면접', '최종 합격'],
  ],
  office: [
    ['서류 전형', '1차 면접', '2차 면접', '최종 합격'],
    ['서류 전형', '인적성 검사', '1차 면접', '2차 임원 면접', '최종 합격'],
    ['서류 전형', '면접', '처우 협의', '최종 합격'],
  ],
  plant: [
    ['서류 전형', '인적성 검사', '1차 면접', '2차 면접', '채용 검진', '최종 합격'],
    ['서류 전형', '면접', '채용 검진', '최종 합격'],
  ],
  clinical: [
    ['서류 전형', '1차 면접', '2차 면접', '최종 합격'],
    ['서류 전형', '실무 면접', '임원 면접', '채용 검진', '최종 합격'],
  ],
};
