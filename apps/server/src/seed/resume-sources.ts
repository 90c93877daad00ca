/**
 * The shape of the résumé vocabulary's sources (resume-vocabulary.ts, resume-business-families.ts): an
 * occupation family with its level-2 roles, the job-title ladders they climb, and the `|`-separated lists
 * each is written in.
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
