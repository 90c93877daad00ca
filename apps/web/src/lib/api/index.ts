export {
  call,
  download,
  upload,
  saveFile,
  resetCsrfToken,
  withAuthRetry,
  type CallOptions,
  type DownloadProgress,
  type UploadProgress,
  type Output,
} from './client';
export { ApiError, isApiError, isRetryable } from './api-error';
export {
  handleApiError,
  openErrorModal,
  apiErrorMessage,
  isErrorModalOpen,
  isModalOpen,
  onPrivacyAgreementRequired,
  setLoginCheckError,
} from './error-rules';
export { navigateTo, registerNavigate, currentLocation, browserLocation } from './navigation';
export { spinner } from './spinner';
export type { ApiMeta } from './meta';
export { errorModalStore, modalFailureStore } from './error-modal-store';
