import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export function useUsage() {
  return useQuery({
    queryKey: ['business_center', 'usage'],
    queryFn: ({ signal }) => call('info.usage', { signal }),
    select: (response) => response.data,
  });
}
