/**
 * The Revenue by Link Type donut. Imports Recharts (~100 KB gzip), so it is only ever
 * loaded through `React.lazy` from `revenue-by-type-card.tsx`.
 * @module
 */
import { Pie, PieChart, Sector, type PieSectorShapeProps } from 'recharts';
import type { RevenueByType } from '@malipo/contracts/analytics';
import { linkTypeColor } from '../lib/link-type-display';

const SIZE_PX = 176;

/** A fixed-size donut of each link type's revenue; the legend beside it carries the numbers. */
export function RevenueDonut({ revenue }: { revenue: RevenueByType }) {
  const slices = revenue.data.filter((slice) => slice.amountMinor > 0);
  return (
    <PieChart width={SIZE_PX} height={SIZE_PX} accessibilityLayer={false}>
      <Pie
        data={slices}
        dataKey="amountMinor"
        nameKey="type"
        innerRadius="62%"
        outerRadius="100%"
        paddingAngle={slices.length > 1 ? 2 : 0}
        stroke={slices.length > 1 ? '#ffffff' : 'none'}
        isAnimationActive={false}
        shape={(props: PieSectorShapeProps) => {
          const slice = slices[props.index];
          return <Sector {...props} fill={slice ? linkTypeColor(slice.type) : '#94a3b8'} />;
        }}
      />
    </PieChart>
  );
}
