import { type ChartInput, renderSvgChart, SVG_CONTENT_TYPE } from './svg-chart';

/** `count` consecutive UTC dates from 2026-11-01. */
const dates = (count: number) => Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));

const chart = (values: number[][], extra: Partial<ChartInput> = {}): ChartInput => ({
  title: 'Payouts per day',
  points: dates(values[0]?.length ?? 0),
  series: values.map((v, k) => ({ name: `Series ${k}`, values: v })),
  ...extra,
});

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

/** Well-formedness without a parser: every start tag is closed in order, and no `&` starts anything but the five entities. */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(count(svg, /<svg\b/g)).toBe(1);
  expect(count(svg, /<\/svg>/g)).toBe(1);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)\b[^<>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/NaN|Infinity|undefined/);
}

/** The y tick values, read back through a formatter that marks them. */
function yTicks(values: number[][]): number[] {
  const svg = renderSvgChart(chart(values, { valueFormat: (v) => `y=${v}` }));
  return [...svg.matchAll(/<text[^>]*>y=([^<]+)<\/text>/g)].map(([, v]) => Number(v));
}

const xLabels = (svg: string) => [...svg.matchAll(/<text[^>]*>(\d{4}-\d{2}-\d{2})<\/text>/g)].map(([, label]) => label);

const circles = (svg: string) => [...svg.matchAll(/<circle cx="([^"]+)" cy="([^"]+)"/g)].map(([, cx, cy]) => ({ cx: Number(cx), cy: Number(cy) }));

describe('renderSvgChart', () => {
  it('writes a standalone, labelled SVG document', () => {
    const svg = renderSvgChart(chart([[1, 2, 3]], { description: 'Initiated payouts, by UTC day' }));
    expectWellFormed(svg);
    expect(SVG_CONTENT_TYPE).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="chart-title chart-desc"[^>]*viewBox="0 0 800 400" width="800" height="400"/);
    expect(svg).toContain('<title id="chart-title">Payouts per day</title>');
    expect(svg).toContain('<desc id="chart-desc">Initiated payouts, by UTC day</desc>');
    expect(svg).toMatch(/<text[^>]*>Payouts per day<\/text>/);
  });

  it('labels by the title alone when there is no description', () => {
    const svg = renderSvgChart(chart([[1]]));
    expect(svg).toContain('aria-labelledby="chart-title"');
    expect(svg).not.toContain('<desc');
  });

  it('escapes every text taken from the input', () => {
    const hostile = `<script>&"'`;
    const svg = renderSvgChart({
      title: hostile,
      description: hostile,
      points: [hostile, 'b'],
      series: [{ name: hostile, values: [1, 2] }],
      valueFormat: (v) => `${hostile}${v}`,
    });
    expectWellFormed(svg);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain(`"'`);
    // <title>, <desc>, heading, x label, legend, 4 y ticks (0 to 3), then point, name and value in one tooltip and name and value in the other.
    expect(count(svg, /&lt;script&gt;&amp;&quot;&apos;/g)).toBe(5 + 4 + 3 + 2);
  });

  it('drops the characters XML cannot hold at all', () => {
    const svg = renderSvgChart(chart([[1]], { title: 'a\u0000b\u001Fc\uD800d' }));
    expectWellFormed(svg);
    expect(svg).toContain('<title id="chart-title">abc\uFFFDd</title>');
  });

  it('draws one polyline per series, one marker per point and series, and a legend entry per series', () => {
    const values = [[1, 5, 3, 8], [2, 2, 2, 2], [0, 9, 4, 1]];
    const svg = renderSvgChart(chart(values));
    expectWellFormed(svg);
    expect(count(svg, /<polyline\b/g)).toBe(3);
    expect(count(svg, /<circle\b/g)).toBe(12);
    for (const k of [0, 1, 2]) expect(svg).toMatch(new RegExp(`<text[^>]*>Series ${k}</text>`));
    expect(new Set([...svg.matchAll(/<polyline[^>]*stroke="([^"]+)"/g)].map(([, colour]) => colour)).size).toBe(3);
  });

  it('gives every marker a tooltip with its point, series and formatted value', () => {
    const svg = renderSvgChart({ title: 't', points: ['2026-11-01', '2026-11-02'], series: [{ name: 'Initiated payouts', values: [12, 3456] }] });
    expect(svg).toContain('<title>2026-11-01 · Initiated payouts: 12</title>');
    expect(svg).toContain('<title>2026-11-02 · Initiated payouts: 3,456</title>');
  });

  it('plots 0 on the x axis and higher values higher, the largest within the plot', () => {
    const [zero, low, high] = circles(renderSvgChart(chart([[0, 10, 97]])));
    expect(zero.cy).toBe(310);
    expect(low.cy).toBeLessThan(zero.cy);
    expect(high.cy).toBeLessThan(low.cy);
    expect(high.cy).toBeGreaterThanOrEqual(48);
    expect(zero.cx).toBeLessThan(low.cx);
    expect(low.cx).toBeLessThan(high.cx);
  });

  it.each([
    [[[12]], [0, 5, 10, 15]],
    [[[1, 0]], [0, 1, 2, 3]],
    [[[0, 0, 0]], [0, 1, 2, 3]],
    [[[100]], [0, 20, 40, 60, 80, 100]],
    [[[7.5]], [0, 2, 4, 6, 8]],
    [[[0.37]], [0, 0.1, 0.2, 0.3, 0.4]],
    [[[1200, 99_999_999.99]], [0, 20_000_000, 40_000_000, 60_000_000, 80_000_000, 100_000_000]],
  ])('puts the y ticks of %j at %j', (values, ticks) => {
    expect(yTicks(values)).toEqual(ticks);
  });

  it.each([3, 4, 5, 6, 7, 12, 13, 26, 49, 51, 99, 250, 1234, 0.3, 0.7, 2.5, 33.3, 10_001])('covers a maximum of %p with 4 to 6 nice ticks', (max) => {
    const ticks = yTicks([[0, max]]);
    const step = ticks[1];
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    expect(ticks.at(-2)).toBeLessThan(max);
    const mantissa = step / 10 ** Math.floor(Math.log10(step));
    expect([1, 2, 2.5, 5]).toContainEqual(Number(mantissa.toPrecision(6)));
    ticks.forEach((t, i) => expect(t).toBeCloseTo(i * step, 9));
    if (Number.isInteger(max)) expect(ticks.every(Number.isInteger)).toBe(true);
  });

  it('draws at most 12 x labels, always the first and the last', () => {
    const points = dates(90);
    const labels = xLabels(renderSvgChart(chart([points.map((_, i) => i)])));
    expect(labels.length).toBeLessThanOrEqual(12);
    expect(labels.length).toBeGreaterThanOrEqual(6);
    expect(labels[0]).toBe('2026-11-01');
    expect(labels.at(-1)).toBe(points[89]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([2, 11, 12, 13, 14, 23, 31, 100, 366])('draws at most 12 x labels of %p points, the first and the last among them, all of them up to 12', (n) => {
    const points = dates(n);
    const labels = xLabels(renderSvgChart(chart([points.map(() => 1)])));
    expect(labels.length).toBeLessThanOrEqual(12);
    expect(labels[0]).toBe(points[0]);
    expect(labels.at(-1)).toBe(points[n - 1]);
    if (n <= 12) expect(labels).toEqual(points);
  });

  it('says "No data" and draws no line when there are no points', () => {
    for (const svg of [renderSvgChart(chart([[]])), renderSvgChart({ title: 'Nothing yet', points: dates(3), series: [] })]) {
      expectWellFormed(svg);
      expect(svg).toMatch(/<text[^>]*>No data<\/text>/);
      expect(count(svg, /<polyline\b/g)).toBe(0);
      expect(count(svg, /<circle\b/g)).toBe(0);
    }
    expect(renderSvgChart(chart([[1]]))).not.toContain('No data');
  });

  it('draws a marker for a single point, in the middle of the plot', () => {
    const svg = renderSvgChart(chart([[5], [0]]));
    expectWellFormed(svg);
    expect(circles(svg)).toEqual([
      { cx: 416, cy: expect.any(Number) },
      { cx: 416, cy: 310 },
    ]);
    expect(xLabels(svg)).toEqual(['2026-11-01']);
  });

  it.each([
    ['all zeros', [[0, 0, 0], [0, 0, 0]]],
    ['large values', [[99_999_999.99, 1, 50_000_000]]],
    ['tiny values', [[0.001, 0.0004]]],
    ['negative and non-finite values', [[-5, Number.NaN, Number.POSITIVE_INFINITY, -Number.MAX_VALUE]]],
  ])('never writes NaN or Infinity for %s', (_, values) => {
    const svg = renderSvgChart(chart(values));
    expectWellFormed(svg);
    expect(count(svg, /<circle\b/g)).toBe(values.length * values[0].length);
  });

  it('draws negative values as 0', () => {
    const svg = renderSvgChart(chart([[-5, 4]]));
    expect(circles(svg)[0].cy).toBe(310);
    expect(svg).toContain('<title>2026-11-01 · Series 0: 0</title>');
  });

  it('gives the same string for the same input', () => {
    const input = chart([dates(40).map((_, i) => (i * 37) % 11), dates(40).map((_, i) => i)], { description: 'd' });
    expect(renderSvgChart(input)).toBe(renderSvgChart(structuredClone(input)));
  });

  it('refuses more than 6 series and a series whose length is not the points’', () => {
    expect(() => renderSvgChart(chart(Array.from({ length: 6 }, () => [1])))).not.toThrow();
    expect(() => renderSvgChart(chart(Array.from({ length: 7 }, () => [1])))).toThrow(RangeError);
    expect(() => renderSvgChart({ title: 't', points: dates(3), series: [{ name: 'a', values: [1, 2] }] })).toThrow(RangeError);
  });
});
