export { api, resetCsrfToken, withAuthRetry } from './client';
export { ApiError, isApiError, isRetryable } from './api-error';
export { handleApiError, openErrorModal, errorModalMessage, isErrorModalOpen } from './error-rules';
export { navigateTo, registerNavigate, currentLocation } from './navigation';
export { spinner } from './spinner';
export type { ApiMeta } from './meta';
