import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatCents, formatDate, toCents } from '../../components/format';
import type { RedemptionPoint } from './redemption-summary';

/**
 * The chart itself, in its own chunk with the charts library and its styles: the figures above it show before it
 * loads. It is an image to assistive technology (`role="img"` with the summary as its name); the table beside it
 * carries the numbers.
 */
export default function RedemptionChart({ points, label }: { points: readonly RedemptionPoint[]; label: string }) {
  const data = points.map((point) => ({ date: formatDate(point.date), amount: point.amount, count: point.count }));
  return (
    <div role="img" aria-label={label}>
      <AreaChart
        h={260}
        data={data}
        dataKey="date"
        series={[{ name: 'amount', label: 'Paid out', color: 'teal.7' }]}
        curveType="monotone"
        valueFormatter={(value) => formatCents(toCents(value))}
        withDots={data.length < 40}
        tickLine="y"
        gridAxis="y"
      />
    </div>
  );
}
