/** Issue 21: the proposal response report of a period of Korean months. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';

export function useProposalReport(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...talentPoolKeys.all, 'proposal_report', period?.from ?? '', period?.to ?? ''] as const,
    queryFn: ({ signal }) => call('proposals.report', { query: { from_date: period?.from ?? '', to_date: period?.to ?? '' }, signal }),
    select: (response) => response.data,
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
