// The fixed mix of 200 talent searches the search benchmark runs (deterministic: a seeded generator).
// Kinds: filters only; 1–3 keywords with AND/OR/NOT plus filters; a very common keyword; selective
// combinations that match fewer than 100 of a million profiles (where walking a sort index is the trap).

import { mulberry32 } from './lib.mjs';

const OCCUPATIONS_2 = [
  11601, 11602, 11603, 11604, 11605, 11606, 11607, 11701, 11702, 11801, 11802, 11901, 12001, 12002, 12101, 12201, 12202, 12301, 12401, 12501,
];
const OCCUPATIONS_1 = [11600, 11700, 11800, 11900, 12000, 12100, 12200, 12300, 12400, 12500];
const KEYWORDS = [
  '자바',
  '스프링',
  'React',
  'Python',
  'AWS',
  '영업',
  '회계',
  '간호',
  '마케팅',
  'Figma',
  'C++',
  'Node.js',
  'SQL',
  '데이터',
  '세무',
  'Kubernetes',
  'TypeScript',
  '품질관리',
  '인사',
  '정산',
];
const ORDERS = ['ranking', 'ranking', 'ranking', 'updated_at', 'job_intention_updated_at', 'score'];

export function searchMix(seed = 20261123) {
  const random = mulberry32(seed);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  const range = (min, max, width) => {
    const start = int(min, max - width);
    return `${start};${start + width}`;
  };
  const filters = (count) => {
    const params = {};
    const options = [
      () => (params.yoe = range(0, 11, int(1, 4))),
      () => (params.byear = range(1960, 2004, int(3, 10))),
      () => (params.hsalary = `${int(25, 60) * 100};${pick([int(61, 99) * 100, 10000])}`),
      () => (params.gen = pick(['male', 'female'])),
      () => (params.occu = [pick(OCCUPATIONS_2), pick(OCCUPATIONS_2)].join(',')),
      () => (params.occu_1 = String(pick(OCCUPATIONS_1))),
      () => ((params.edu = 'bachelor,master'), (params.deg = 'graduated,all')),
      () => (params.job_intention = pick(['active', 'active,open'])),
      () => (params.verification_badge = 'true'),
      () => (params.profile_level = pick(['complete', 'detailed,complete'])),
    ];
    const chosen = new Set();
    while (chosen.size < count) chosen.add(int(0, options.length - 1));
    for (const i of chosen) options[i]();
    return params;
  };

  const queries = [];
  for (let i = 0; i < 80; i++) queries.push({ kind: 'filters', params: { ...filters(int(1, 4)), order_by: pick(ORDERS) } });
  for (let i = 0; i < 80; i++) {
    const keywords = Array.from({ length: int(1, 3) }, () => pick(KEYWORDS));
    const params = { ...filters(int(0, 2)), query: [...new Set(keywords)].join(','), order_by: pick(ORDERS) };
    if (random() < 0.35) params.or = 'true';
    if (random() < 0.25) params.not = pick(KEYWORDS);
    queries.push({ kind: 'keywords', params });
  }
  for (let i = 0; i < 20; i++) {
    const params = { query: pick(['개발', '관리', 'java']), order_by: pick(['ranking', 'ranking', 'updated_at', 'score']) };
    if (i % 2 === 1) Object.assign(params, filters(1));
    queries.push({ kind: 'common', params });
  }
  for (let i = 0; i < 20; i++) {
    queries.push({
      kind: 'selective',
      params: {
        occu: String(pick(OCCUPATIONS_2)),
        yoe: range(0, 11, 0),
        byear: range(1975, 2000, 1),
        gen: pick(['male', 'female']),
        verification_badge: 'true',
        ...(i % 2 === 0 ? { profile_level: 'complete' } : { job_intention: 'active' }),
        order_by: pick(ORDERS),
      },
    });
  }
  return queries;
}
