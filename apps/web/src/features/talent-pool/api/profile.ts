import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';

/** One job seeker's résumé, without contact details; an unknown enc is a 404 (global rules). */
export function useTalentProfile(enc: string) {
  return useQuery({
    queryKey: talentPoolKeys.profile(enc),
    queryFn: ({ signal }) => call('talent.profile', { query: { enc }, signal }),
    select: (response) => response.data.profile,
  });
}
