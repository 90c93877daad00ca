import type { EndpointBodyIn } from '@partners/contract';
import { call } from '../../../lib/api';

export type SearchEventBody = EndpointBodyIn<'talent.logEvent'>;

/** Records a search event. Fire and forget: a lost event must never interrupt the recruiter. */
export function logSearchEvent(body: SearchEventBody): void {
  call('talent.logEvent', { body }).catch((error: unknown) => {
    console.warn('Search event was not recorded', body.event, error);
  });
}
