import { useQuery } from '@tanstack/react-query';
import { TALENT_API, type profileResponse } from '@partners/contract';
import { api, type Output } from '../../../lib/api';
import { talentPoolKeys } from './keys';

/** One job seeker's résumé, without contact details; an unknown enc is a 404 (global rules). */
export function useTalentProfile(enc: string) {
  return useQuery({
    queryKey: talentPoolKeys.profile(enc),
    queryFn: ({ signal }) => api.get<Output<typeof profileResponse>>(TALENT_API.profile, { query: { enc }, signal }),
    select: (response) => response.data.profile,
  });
}
