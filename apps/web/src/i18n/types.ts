import type { koApplicants } from './ko-applicants';
import type { koDashboard } from './ko-dashboard';
import type { koAudit } from './ko-audit';
import type { koCompanyPage } from './ko-company-page';
import type { koData } from './ko-data';
import type { koPayment } from './ko-payment';
import type { koHiring } from './ko-hiring';
import type { koOperators } from './ko-operators';
import type { koMailbox } from './ko-mailbox';
import type { koRecruitment } from './ko-recruitment';
import type { koReviews } from './ko-reviews';
import type { koStepUp } from './ko-step-up';
import type { koSalaryAnalysis } from './ko-salary-analysis';
import type { koSettings } from './ko-settings';
import type { koTalent } from './ko-talent';
import type { koTalentReports } from './ko-talent-reports';
import type { ko } from './ko';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The catalogue shape: every language has exactly the keys of `ko.ts` plus the sections that load with
 * their pages (the `ko-<section>.ts` files: talent, hiring, recruitment, applicants, reviews, company page,
 * payment, settings, operators, audit, step-up, mailbox, salary analysis, data).
 */
export type Catalogue = Widen<
  typeof ko &
    typeof koTalent &
    typeof koHiring &
    typeof koRecruitment &
    typeof koApplicants &
    typeof koReviews &
    typeof koCompanyPage &
    typeof koStepUp &
    typeof koMailbox &
    typeof koPayment &
    typeof koSettings &
    typeof koOperators &
    typeof koAudit &
    typeof koSalaryAnalysis &
    typeof koData &
    typeof koTalentReports &
    typeof koDashboard
>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of a catalogue leaf, e.g. `menu.home`. */
export type MessageKey = Leaves<Catalogue>;

export type Lang = 'ko' | 'en';
export const LANGS: readonly Lang[] = ['ko', 'en'];

export type MessageParams = Record<string, string | number>;
