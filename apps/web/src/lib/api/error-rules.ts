/**
 * Spec §8 error catalogue, applied once for every failed query and mutation:
 * 401 sign-in, 403 access error, 230 redirect, 404 main host, 500/503 maintenance, else the error modal.
 * A 403 `privacy_agreement_required` is the talent pool's own gate: it shows the agreement, not the access error.
 * A 403 `step_up_required` (a sensitive action) goes to the one-time-password page and back.
 */
import { LOGIN_CHECK_ERROR_FLAG, withRedirect, PAGES } from '@partners/contract';
import { englishErrorMessage, getLang, t } from '../../i18n';
import { PUBLIC_SITE_URL } from '../config';
import { redirectStack, safeConsolePath } from '../redirect-stack';
import { isApiError } from './api-error';
import { errorModalStore, modalFailureStore } from './error-modal-store';
import type { ApiMeta } from './meta';
import { currentLocation, navigateTo } from './navigation';

export type ApiErrorContext = { kind: 'query' | 'mutation'; meta?: ApiMeta | undefined };

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/**
 * What a failed call says (the error modal's title, a form's error). Korean UI: the server's message
 * when it is Korean text, else 잘못된 요청입니다 (spec §8). English UI: the English catalogue's text for
 * the error's code and params, else 'Invalid request'.
 */
export function apiErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t('errors.invalid_request');
  if (getLang() === 'en') return (error.code && englishErrorMessage(error.code, error.params)) || t('errors.invalid_request');
  return HANGUL.test(error.serverMessage) ? error.serverMessage : t('errors.invalid_request');
}

export function isErrorModalOpen(): boolean {
  return errorModalStore.title() !== null;
}

/** A Mantine modal or drawer is open (ModalBase renders its content as `role="dialog"` with `aria-modal`). */
export function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Shows the error modal (message as title, a confirm button) unless a modal is already open (spec §8), the
 * error modal included. Then a failed action (a mutation: what the user did in that modal) is handed to the
 * modal to show in place; a failed read is left to the page's own failure state.
 */
export function openErrorModal(error: unknown, kind: ApiErrorContext['kind'] = 'mutation'): void {
  if (isModalOpen() || isErrorModalOpen()) {
    if (kind === 'mutation' && !isErrorModalOpen()) modalFailureStore.show(apiErrorMessage(error));
    return;
  }
  errorModalStore.show(apiErrorMessage(error));
}

const privacyAgreementListeners = new Set<() => void>();

/** The talent-pool gate listens here to ask for the privacy agreement again; returns the unsubscribe. */
export function onPrivacyAgreementRequired(listener: () => void): () => void {
  privacyAgreementListeners.add(listener);
  return () => {
    privacyAgreementListeners.delete(listener);
  };
}

function hasLoginCheckError(): boolean {
  try {
    return window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG) !== null;
  } catch {
    return false;
  }
}

/**
 * Spec §9 local flag `login_check_error`: the login check (the console-user call every console page starts
 * with) answered 403. While it is set, a 403 does not send the user to the access error page, whose own
 * login check would refuse again: the console shows the access error where the user is.
 */
export function setLoginCheckError(isFailed: boolean): void {
  try {
    if (isFailed) window.localStorage.setItem(LOGIN_CHECK_ERROR_FLAG, 'true');
    else window.localStorage.removeItem(LOGIN_CHECK_ERROR_FLAG);
  } catch {
    // No storage: the flag only spares a redirect.
  }
}

/** Sends the user to `target` (a page that brings them back): where they are goes on the redirect stack. */
function leaveFor(target: string): void {
  redirectStack.push(currentLocation());
  navigateTo(target);
}

/**
 * The server's 230 target with the page the user is on as its way back: the server names its area's first
 * page, not knowing which page called. Left as sent when it has no redirect_url of its own.
 */
function withReturnHere(redirectUrl: string): string {
  const target = safeConsolePath(redirectUrl);
  if (target === null) return redirectUrl;
  const url = new URL(target, 'https://console.invalid');
  if (!url.searchParams.has('redirect_url')) return target;
  url.searchParams.set('redirect_url', currentLocation());
  return `${url.pathname}${url.search}${url.hash}`;
}

export function handleApiError(error: unknown, context: ApiErrorContext): void {
  if (context.meta?.silent) return;
  if (!isApiError(error)) {
    console.error(error);
    openErrorModal(error, context.kind);
    return;
  }
  const { status } = error;
  if (context.meta?.inPageStatuses?.includes(status)) return;
  if (status === 401) {
    if (window.location.pathname !== PAGES.signIn.path) leaveFor(withRedirect(PAGES.signIn.path, currentLocation()));
    return;
  }
  if (status === 403 && error.code === 'step_up_required') {
    // A sensitive action needs a one-time password (decision 0020): confirm it, then come back here and do it again.
    if (window.location.pathname !== PAGES.certifyOtp.path) leaveFor(withRedirect(PAGES.certifyOtp.path, currentLocation()));
    return;
  }
  if (status === 403 && error.code === 'privacy_agreement_required') {
    privacyAgreementListeners.forEach((listener) => listener());
    return;
  }
  if (status === 403 && error.code !== 'csrf_invalid') {
    if (window.location.pathname !== PAGES.accessError.path && !hasLoginCheckError()) navigateTo(PAGES.accessError.path);
    return;
  }
  if (status === 230 && error.redirectUrl) {
    leaveFor(withReturnHere(error.redirectUrl));
    return;
  }
  // Spec §8: a failed visitor-data GET shows no error modal and leaves the page neither: its section says so
  // and offers a retry (a 404, a 500 or maintenance included).
  if (context.kind === 'query' && context.meta?.visitorData) return;
  if (status === 404) {
    navigateTo(PUBLIC_SITE_URL);
    return;
  }
  if (status === 500 || status === 503) {
    navigateTo(status === 500 ? PAGES.error500.path : PAGES.error503.path);
    return;
  }
  openErrorModal(error, context.kind);
}
