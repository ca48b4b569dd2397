import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { formatDate } from '../../components/format';

/**
 * The campaign reports' charts, in their own chunk with the charts library and its styles (the figures show before
 * it loads). Each is an image to assistive technology (`role="img"`, named by what it shows); a visually hidden table
 * beside it carries the numbers (docs/console.md).
 */

const count = new Intl.NumberFormat();
const formatCount = (value: number) => count.format(value);

/** Horizontal bars: one per category, its count. */
export function CountBars({ label, data, seriesLabel, color = 'blue.7' }: { label: string; data: readonly { name: string; value: number }[]; seriesLabel: string; color?: string }) {
  return (
    <div role="img" aria-label={label} style={{ maxWidth: 760 }}>
      <BarChart
        h={Math.max(140, 48 * data.length + 40)}
        data={data.map((d) => ({ name: d.name, value: d.value }))}
        dataKey="name"
        orientation="vertical"
        series={[{ name: 'value', label: seriesLabel, color }]}
        valueFormatter={formatCount}
        yAxisProps={{ width: 130 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="x"
        tickLine="none"
        withBarValueLabel
      />
    </div>
  );
}

export interface TimelinePoint {
  date: string;
  initiated: number;
  claimed: number;
  fulfilled: number;
}

/** The statistics' timeline: initiations, claims and fulfilments per UTC day. */
export function TimelineChart({ label, points }: { label: string; points: readonly TimelinePoint[] }) {
  const data = points.map((p) => ({ date: formatDate(p.date), initiated: p.initiated, claimed: p.claimed, fulfilled: p.fulfilled }));
  return (
    <div role="img" aria-label={label}>
      <LineChart
        h={260}
        data={data}
        dataKey="date"
        series={[
          { name: 'initiated', label: 'Initiated', color: 'blue.7' },
          { name: 'claimed', label: 'Claimed', color: 'orange.8' },
          { name: 'fulfilled', label: 'Fulfilled', color: 'teal.8' },
        ]}
        curveType="linear"
        valueFormatter={formatCount}
        withDots={data.length < 40}
        withLegend
        yAxisProps={{ allowDecimals: false }}
        tickLine="y"
        gridAxis="y"
      />
    </div>
  );
}
