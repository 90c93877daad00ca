import { Group } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { isTalentTab } from '@partners/contract';
import { BusinessConsultingButton } from '../consulting/business-consulting-button';
import { InformationNoticeButton } from '../notice/information-notice';
import { readSearchState, writeSearchState } from '../search/search-state';
import { TalentSearchPageView } from '../search/talent-search-page';
import { SavedSearchActions } from './saved-search-actions';

/**
 * The talent-search route: the search screen with the saved-search controls, the notice and the
 * business-consulting buttons in its toolbar. What is saved is the search's own query string, normalised (filters, keywords, sort).
 */
export function TalentSearchWithSavedSearches() {
  const { tab } = useParams();
  const { search } = useLocation();
  const query = writeSearchState(readSearchState(new URLSearchParams(search))).toString();
  // An unknown tab: the view redirects, there is nothing to save.
  const toolbar = isTalentTab(tab) ? (
    <Group gap="xs" align="flex-start">
      <SavedSearchActions tab={tab} query={query} />
      <InformationNoticeButton />
      <BusinessConsultingButton />
    </Group>
  ) : null;
  return <TalentSearchPageView toolbar={toolbar} />;
}
