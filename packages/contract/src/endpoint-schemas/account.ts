/**
 * The account area's calls: operators and invitations, the audit log, payment and plan changes, settings and
 * sessions, and the demo mailbox.
 * One part of ENDPOINT_SCHEMAS (endpoint-schemas.ts), whose entries it names as ENDPOINTS does.
 */
import type { EndpointSchemaGroup } from '../endpoint-schemas.js';
import { auditCsvQuery, auditFiltersResponse, auditListQuery, auditListResponse } from '../schemas/audit.js';
import { csvResponse, idParam } from '../schemas/common.js';
import { mailboxQuery, mailboxResponse } from '../schemas/mailbox.js';
import {
  invitationAcceptBody,
  invitationAcceptResponse,
  invitationTokenParams,
  invitationViewResponse,
  inviteBody,
  operatorListResponse,
  operatorRoleBody,
} from '../schemas/operators.js';
import {
  checkoutBody,
  checkoutResponse,
  paymentHistoryQuery,
  paymentHistoryResponse,
  paymentProductsResponse,
  paymentReceiptParams,
  paymentReceiptResponse,
  paymentSummaryResponse,
  paymentWebhookParams,
  paymentWebhookResponse,
  planChangeBody,
  planChangeCreateResponse,
  planChangeListResponse,
} from '../schemas/payment.js';
import {
  changePasswordBody,
  changePasswordResponse,
  marketingConsentBody,
  marketingConsentResponse,
  preferencesResponse,
  sessionRefParam,
  sessionsResponse,
  settingsResponse,
  signedOutResponse,
  updatePreferencesBody,
} from '../schemas/settings.js';

export const ACCOUNT_SCHEMAS = {
  'operators.list': { response: { 200: operatorListResponse } },
  'operators.invite': { body: inviteBody, response: { 200: operatorListResponse } },
  'operators.approve': { params: idParam, body: operatorRoleBody, response: { 200: operatorListResponse } },
  'operators.updateRole': { params: idParam, body: operatorRoleBody, response: { 200: operatorListResponse } },
  'operators.remove': { params: idParam, response: { 200: operatorListResponse } },
  'invitations.resend': { params: idParam, response: { 200: operatorListResponse } },
  'invitations.revoke': { params: idParam, response: { 200: operatorListResponse } },
  'invitations.show': { params: invitationTokenParams, response: { 200: invitationViewResponse } },
  'invitations.accept': { params: invitationTokenParams, body: invitationAcceptBody, response: { 200: invitationAcceptResponse } },
  'demo.mailbox': { query: mailboxQuery, response: { 200: mailboxResponse } },
  'audit.list': { query: auditListQuery, response: { 200: auditListResponse } },
  'audit.filters': { response: { 200: auditFiltersResponse } },
  'audit.csv': { query: auditCsvQuery, response: { 200: csvResponse } },
  'payment.summary': { response: { 200: paymentSummaryResponse } },
  'payment.products': { response: { 200: paymentProductsResponse } },
  'payment.history': { query: paymentHistoryQuery, response: { 200: paymentHistoryResponse } },
  'payment.receipt': { params: paymentReceiptParams, response: { 200: paymentReceiptResponse } },
  'payment.checkout': { body: checkoutBody, response: { 200: checkoutResponse } },
  // No body schema: the handler verifies the signature over the bytes before it reads them.
  'payment.webhook': { params: paymentWebhookParams, response: { 200: paymentWebhookResponse } },
  'planChange.list': { response: { 200: planChangeListResponse } },
  'planChange.create': { body: planChangeBody, response: { 200: planChangeCreateResponse } },
  'settings.get': { response: { 200: settingsResponse } },
  'settings.updatePreferences': { body: updatePreferencesBody, response: { 200: preferencesResponse } },
  'settings.updateMarketingConsent': { body: marketingConsentBody, response: { 200: marketingConsentResponse } },
  'settings.changePassword': { body: changePasswordBody, response: { 200: changePasswordResponse } },
  'sessions.list': { response: { 200: sessionsResponse } },
  'sessions.revoke': { params: sessionRefParam, response: { 200: signedOutResponse } },
  'sessions.revokeOthers': { response: { 200: signedOutResponse } },
} as const satisfies EndpointSchemaGroup;
