import type { ResumeBody } from '../../db/schema/index.js';

export type SearchableProfile = {
  headline: string;
  skills: readonly string[];
  /** The seeker's occupation (level 2) name, so that 백엔드 finds 백엔드 개발 seekers. */
  occupationName: string;
  resume: ResumeBody;
};

/** What keyword search reads of a résumé: headline, occupation, skills, careers, schools, certificates, introduction. */
export function searchableText(p: SearchableProfile): string {
  return [
    p.headline,
    p.occupationName,
    p.skills.join(', '),
    ...p.resume.careers.map((c) => `${c.company_name} ${c.title} ${c.description}`),
    ...p.resume.educations.map((e) => `${e.school_name} ${e.major}`),
    p.resume.certifications.join(', '),
    p.resume.introduction,
  ].join('\n');
}
