/** Spec §4, §9: "7일 동안 보지 않기" stores when it was chosen; the notice stays hidden for 7 days from then. */
import { INFORMATION_NOTICE_HIDE_DAYS, INFORMATION_NOTICE_STORAGE_KEY } from '@partners/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export function isInformationNoticeHidden(now: Date = new Date()): boolean {
  try {
    const stored = window.localStorage.getItem(INFORMATION_NOTICE_STORAGE_KEY);
    const hiddenAt = stored === null ? Number.NaN : Date.parse(stored);
    if (Number.isNaN(hiddenAt)) return false;
    return now.getTime() - hiddenAt < INFORMATION_NOTICE_HIDE_DAYS * DAY_MS;
  } catch {
    return false;
  }
}

export function setInformationNoticeHidden(isHidden: boolean, now: Date = new Date()): void {
  try {
    if (isHidden) window.localStorage.setItem(INFORMATION_NOTICE_STORAGE_KEY, now.toISOString());
    else window.localStorage.removeItem(INFORMATION_NOTICE_STORAGE_KEY);
  } catch {
    // Private mode: the notice simply shows again next time.
  }
}
