import type { z } from 'zod';
import { TALENT_API, type logEventBody, type logEventResponse } from '@partners/contract';
import { api, type Output } from '../../../lib/api';

export type SearchEventBody = z.input<typeof logEventBody>;

/** Records a search event. Fire and forget: a lost event must never interrupt the recruiter. */
export function logSearchEvent(body: SearchEventBody): void {
  api.post<Output<typeof logEventResponse>>(TALENT_API.logEvent, { body }).catch((error: unknown) => {
    console.warn('Search event was not recorded', body.event, error);
  });
}
