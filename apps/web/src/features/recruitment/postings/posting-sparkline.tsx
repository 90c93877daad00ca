import '@mantine/charts/styles.css';
import { Sparkline } from '@mantine/charts';
import type { PostingStatistics } from '@partners/contract';

/** The last 30 days of views (line) of one posting; loaded lazily, so recharts stays out of the list's first load. */
export default function PostingSparkline({ statistics }: { statistics: PostingStatistics }) {
  return (
    <Sparkline
      w={96}
      h={28}
      data={statistics.days.map((day) => day.views)}
      curveType="monotone"
      color="brand.6"
      fillOpacity={0.25}
      strokeWidth={1.5}
    />
  );
}
