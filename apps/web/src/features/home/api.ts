import { useQuery } from '@tanstack/react-query';
import { usageResponse } from '@partners/contract';
import { api } from '../../lib/api';

export function useUsage() {
  return useQuery({
    queryKey: ['business_center', 'usage'],
    queryFn: ({ signal }) => api.get('/api/v3/business_center/info/usage', { schema: usageResponse, signal }),
    select: (response) => response.data,
  });
}
