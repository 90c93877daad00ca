/**
 * The console's own calls (spec §7, §8): health, the OpenAPI document, sign-in and the console user, terms,
 * notifications, the consulting application and the step-up.
 * One part of ENDPOINT_SCHEMAS (endpoint-schemas.ts), whose entries it names as ENDPOINTS does.
 */
import { z } from 'zod';
import type { EndpointSchemaGroup } from '../endpoint-schemas.js';
import { csrfResponse, signInBody, signInResponse, signOutResponse } from '../schemas/auth.js';
import { companyNamesQuery, companyNamesResponse } from '../schemas/companies.js';
import { consultingBody, consultingResponse } from '../schemas/consulting.js';
import { clientErrorBody, clientErrorResponse, healthResponse } from '../schemas/health.js';
import { changeCompanyBody, changeCompanyResponse, infoResponse, termsAcceptResponse, usageResponse } from '../schemas/info.js';
import { notificationsQuery, notificationsResponse, readAllResponse } from '../schemas/notifications.js';
import { stepUpSendBody, stepUpStatusResponse, stepUpVerifyBody } from '../schemas/step-up.js';

export const CONSOLE_SCHEMAS = {
  'health.check': { response: { 200: healthResponse } },
  'clientErrors.report': { body: clientErrorBody, response: { 200: clientErrorResponse } },
  /** The document itself (generated from this table by the server). */
  'meta.openapi': { response: { 200: z.record(z.string(), z.unknown()) } },
  'auth.csrf': { response: { 200: csrfResponse } },
  'auth.signIn': { body: signInBody, response: { 200: signInResponse } },
  'auth.signOut': { response: { 200: signOutResponse } },
  'info.get': { response: { 200: infoResponse } },
  'info.usage': { response: { 200: usageResponse } },
  'info.changeCompany': { body: changeCompanyBody, response: { 200: changeCompanyResponse } },
  'terms.acceptRecruitment': { response: { 200: termsAcceptResponse } },
  'companies.autocomplete': { query: companyNamesQuery, response: { 200: companyNamesResponse } },
  'notifications.list': { query: notificationsQuery, response: { 200: notificationsResponse } },
  'notifications.readAll': { response: { 200: readAllResponse } },
  'consulting.apply': { body: consultingBody, response: { 200: consultingResponse } },
  'stepUp.status': { response: { 200: stepUpStatusResponse } },
  'stepUp.send': { body: stepUpSendBody, response: { 200: stepUpStatusResponse } },
  'stepUp.verify': { body: stepUpVerifyBody, response: { 200: stepUpStatusResponse } },
} as const satisfies EndpointSchemaGroup;
