import { z } from 'zod';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export const companyNamesQuery = z.object({
  term: z.string().trim().max(50).default(''),
  with_industry: flag,
  exact_name: flag,
  /** Ours: only the companies the signed-in partner admin may manage (the company-switch modal). */
  managed: flag,
});

/** Autocomplete row; `label` is `name | industry` with industry, the web shows the part before ' | '. */
export const companyNicknameSchema = z.object({ id: z.number().int(), label: z.string() });
export const companyNamesResponse = z.object({ nicknames: z.array(companyNicknameSchema) });
export type CompanyNickname = z.infer<typeof companyNicknameSchema>;

export function labelName(label: string): string {
  const cut = label.indexOf(' | ');
  return cut === -1 ? label : label.slice(0, cut);
}
