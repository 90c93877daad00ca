import { useQuery } from '@tanstack/react-query';
import type { usageResponse } from '@partners/contract';
import { api, type Output } from '../../lib/api';

export function useUsage() {
  return useQuery({
    queryKey: ['business_center', 'usage'],
    queryFn: ({ signal }) => api.get<Output<typeof usageResponse>>('/api/v3/business_center/info/usage', { signal }),
    select: (response) => response.data,
  });
}
