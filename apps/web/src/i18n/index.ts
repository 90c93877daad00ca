import { useCallback, useSyncExternalStore } from 'react';
import { josa } from 'es-hangul';
import type { ErrorCode, ErrorParamValues } from '@partners/contract';
import { ko } from './ko';
import type { Lang, MessageKey, MessageParams } from './types';

export type { Lang, MessageKey, MessageParams } from './types';
export { LANGS } from './types';

// Korean is the console's language and ships in the first load; English loads when chosen.
// Korean starts without the sections that load with their pages; lookups walk whatever is loaded.
const CATALOGUES: Partial<Record<Lang, object>> = { ko };
/** English error texts by code; loaded with the English catalogue (Korean shows the server's message). */
let englishErrors: Record<ErrorCode, string> | undefined;

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (CATALOGUES[lang]) return;
  if (lang === 'en') {
    const [catalogue, errors] = await Promise.all([import('./en'), import('./en-errors')]);
    englishErrors = errors.enErrors;
    CATALOGUES.en = catalogue.en;
  }
}

/**
 * Korean sections that load with their pages instead of the first load (the initial JS budget). English
 * carries them in `en.ts`, which loads only when chosen anyway. A page's route awaits its section.
 */
const SECTIONS = {
  talent: () => import('./ko-talent').then((m) => m.koTalent),
  hiring: () => import('./ko-hiring').then((m) => m.koHiring),
  recruitment: () => import('./ko-recruitment').then((m) => m.koRecruitment),
  applicants: () => import('./ko-applicants').then((m) => m.koApplicants),
  reviews: () => import('./ko-reviews').then((m) => m.koReviews),
  companyPage: () => import('./ko-company-page').then((m) => m.koCompanyPage),
  stepUp: () => import('./ko-step-up').then((m) => m.koStepUp),
  mailbox: () => import('./ko-mailbox').then((m) => m.koMailbox),
  payment: () => import('./ko-payment').then((m) => m.koPayment),
  settings: () => import('./ko-settings').then((m) => m.koSettings),
  operators: () => import('./ko-operators').then((m) => m.koOperators),
  audit: () => import('./ko-audit').then((m) => m.koAudit),
  salaryAnalysis: () => import('./ko-salary-analysis').then((m) => m.koSalaryAnalysis),
  data: () => import('./ko-data').then((m) => m.koData),
  talentReports: () => import('./ko-talent-reports').then((m) => m.koTalentReports),
  dashboard: () => import('./ko-dashboard').then((m) => m.koDashboard),
};
export type MessageSection = keyof typeof SECTIONS;
const loadedSections = new Map<MessageSection, Promise<void>>();

export function loadMessageSection(section: MessageSection): Promise<void> {
  let loading = loadedSections.get(section);
  if (!loading) {
    loading = SECTIONS[section]()
      .then((messages) => {
        CATALOGUES.ko = { ...(CATALOGUES.ko ?? ko), ...messages };
      })
      .catch((error: unknown) => {
        loadedSections.delete(section);
        throw error;
      });
    loadedSections.set(section, loading);
  }
  return loading;
}
export const LANG_STORAGE_KEY = 'partners_console_lang';

function lookup(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

type JosaOption = Parameters<typeof josa>[1];

/** `{word|을/를}` in a message attaches the right particle to a variable word (es-hangul). */
function attachParticle(word: string, option: string): string {
  try {
    return josa(word, option as JosaOption);
  } catch {
    return word;
  }
}

function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (whole, name: string, particle: string | undefined) => {
    const value = params[name];
    if (value === undefined) return whole;
    return particle ? attachParticle(String(value), particle) : String(value);
  });
}

export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const korean = CATALOGUES.ko ?? ko;
  const message = lookup(CATALOGUES[lang] ?? korean, key) ?? lookup(korean, key) ?? key;
  return interpolate(message, params);
}

/**
 * The English text of a server error code with its params (numbers with thousands separators), or
 * undefined for a code this build does not know or before the English catalogue has loaded.
 */
export function englishErrorMessage(code: string, params?: ErrorParamValues): string | undefined {
  const template = englishErrors && Object.hasOwn(englishErrors, code) ? englishErrors[code as ErrorCode] : undefined;
  if (template === undefined) return undefined;
  const formatted = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, typeof value === 'number' ? value.toLocaleString('en-US') : value]),
  );
  return interpolate(template, formatted);
}

/** For keys that arrive as data (menu keys from the server): falls back to the key itself. */
export function hasMessage(key: string): key is MessageKey {
  return lookup(ko, key) !== undefined;
}

function readStoredLang(): Lang {
  try {
    return window.localStorage.getItem(LANG_STORAGE_KEY) === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
}

let currentLang: Lang = typeof window === 'undefined' ? 'ko' : readStoredLang();
const listeners = new Set<() => void>();

export function getLang(): Lang {
  return currentLang;
}

export async function setLang(lang: Lang): Promise<void> {
  await loadCatalogue(lang);
  currentLang = lang;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = lang;
  listeners.forEach((listener) => listener());
}

/** Reads the stored language (before the first render, and in tests) and loads its catalogue. */
export async function initLang(): Promise<void> {
  const stored = readStoredLang();
  await loadCatalogue(stored);
  currentLang = stored;
  document.documentElement.lang = currentLang;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Translation outside React (the API client's error modal). */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(currentLang, key, params);
}

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}

export type TFunction = (key: MessageKey, params?: MessageParams) => string;

export function useT(): TFunction {
  const lang = useLang();
  return useCallback((key: MessageKey, params?: MessageParams) => translate(lang, key, params), [lang]);
}
