import { redactEmails, type EndpointBodyIn } from '@partners/contract';
import { call } from '../../../lib/api';
import { representativeIds, searchAbTest, searchSessionId } from '../search/search-session';

export type SearchEventBody = EndpointBodyIn<'talent.logEvent'>;

/**
 * The talent pool's analytics wrapper (spec §5, §7 `log_event`): every event carries the tab's search
 * session, A/B group and representative ids (the page of results last shown, and those of it opened), and
 * text that looks like an e-mail is redacted before it leaves the browser.
 * Fire and forget: a lost event must never interrupt the recruiter, so the promise (for an outbound link
 * that waits for it) settles when the call does and never rejects.
 */
export function logSearchEvent(body: SearchEventBody): Promise<void> {
  const abTest = searchAbTest();
  const repIds = representativeIds();
  const event: SearchEventBody = {
    search_session_id: searchSessionId(),
    ...(abTest === undefined ? {} : { ab_test: abTest }),
    ...(repIds.rep_s_ids.length === 0 ? {} : repIds),
    ...body,
    ...(body.text === undefined ? {} : { text: redactEmails(body.text) }),
  };
  return call('talent.logEvent', { body: event }).then(
    () => undefined,
    (error: unknown) => {
      console.warn('Search event was not recorded', body.event, error);
    },
  );
}
