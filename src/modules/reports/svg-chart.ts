/**
 * Server-side SVG line chart of a report time series. A pure function of its input, with no DOM and no dependencies:
 * the same input always gives the same bytes, so a chart can be cached, given an ETag and compared in tests.
 */

export interface ChartSeries {
  name: string;
  /** One value per point. Negative and non-finite values are drawn as 0: report series are counts and amounts. */
  values: readonly number[];
}

export interface ChartInput {
  /** The document's `<title>` and its visible heading. */
  title: string;
  /** The document's `<desc>`. */
  description?: string;
  /** The x labels, e.g. UTC dates '2026-11-01'. */
  points: readonly string[];
  /** 1 to 6 series, each drawn as a line with a marker per point. */
  series: readonly ChartSeries[];
  /** Labels of the y ticks and of the markers' tooltips; default: en-US thousands separators, at most two decimals. */
  valueFormat?: (value: number) => string;
}

export const SVG_CONTENT_TYPE = 'image/svg+xml';

const WIDTH = 800;
const HEIGHT = 400;
const PLOT = { left: 72, right: 760, top: 48, bottom: 310 };
const MAX_X_LABELS = 12;
// Okabe-Ito, colour-blind safe, without its yellow (too pale on white) and black (reads as an axis).
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9'];
const DEFAULT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The chart as a standalone SVG document. Throws a RangeError for more than 6 series or a series whose length is not the points'. */
export function renderSvgChart(input: ChartInput): string {
  const { points, series } = input;
  if (series.length > PALETTE.length) throw new RangeError(`A chart draws at most ${PALETTE.length} series, not ${series.length}`);
  for (const { name, values } of series) {
    if (values.length !== points.length) throw new RangeError(`Series "${name}" has ${values.length} values for ${points.length} points`);
  }
  const format = input.valueFormat ?? ((value: number) => DEFAULT_FORMAT.format(value));
  const hasDescription = input.description !== undefined;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="chart-title${hasDescription ? ' chart-desc' : ''}" ` +
      `viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title id="chart-title">${escapeXml(input.title)}</title>`,
    ...(hasDescription ? [`<desc id="chart-desc">${escapeXml(input.description ?? '')}</desc>`] : []),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${PLOT.left}" y="28" font-size="16" font-weight="bold">${escapeXml(input.title)}</text>`,
    ...(points.length === 0 || series.length === 0
      ? [`<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-size="14" fill="#666">No data</text>`]
      : plot(input, format)),
    '</svg>',
  ].join('\n');
}

function plot({ points, series }: ChartInput, format: (value: number) => string): string[] {
  const values = series.map((s) => s.values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0)));
  const all = values.flat();
  const ticks = niceTicks(
    all.reduce((a, b) => Math.max(a, b), 0),
    all.every(Number.isInteger),
  );
  const top = ticks[ticks.length - 1];
  const x = (i: number) =>
    points.length === 1 ? (PLOT.left + PLOT.right) / 2 : PLOT.left + (i * (PLOT.right - PLOT.left)) / (points.length - 1);
  const y = (v: number) => PLOT.bottom - (v / top) * (PLOT.bottom - PLOT.top);
  const out = ticks.flatMap((t) => [
    `<line x1="${PLOT.left}" y1="${num(y(t))}" x2="${PLOT.right}" y2="${num(y(t))}" stroke="#e5e5e5"/>`,
    `<text x="${PLOT.left - 8}" y="${num(y(t) + 4)}" text-anchor="end">${escapeXml(format(t))}</text>`,
  ]);
  out.push(`<path d="M${PLOT.left} ${PLOT.top}V${PLOT.bottom}H${PLOT.right}" fill="none" stroke="#666"/>`);
  for (const i of xLabelIndexes(points.length)) {
    out.push(`<text x="${num(x(i))}" y="${PLOT.bottom + 18}" text-anchor="middle" font-size="10">${escapeXml(points[i])}</text>`);
  }
  series.forEach(({ name }, k) => {
    const colour = PALETTE[k];
    out.push(`<polyline points="${values[k].map((v, i) => `${num(x(i))},${num(y(v))}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    values[k].forEach((v, i) => {
      const tooltip = escapeXml(`${points[i]} · ${name}: ${format(v)}`);
      out.push(`<circle cx="${num(x(i))}" cy="${num(y(v))}" r="3" fill="${colour}"><title>${tooltip}</title></circle>`);
    });
    const [lx, ly] = [PLOT.left + (k % 3) * 240, 352 + Math.floor(k / 3) * 22];
    const label = name.length > 32 ? `${Array.from(name).slice(0, 31).join('')}…` : name;
    out.push(`<rect x="${lx}" y="${ly - 10}" width="12" height="12" fill="${colour}"/>`, `<text x="${lx + 18}" y="${ly}">${escapeXml(label)}</text>`);
  });
  return out;
}

/**
 * 0 to the smallest multiple of a 1, 2, 2.5 or 5 × 10^n step covering `max`, in 3 to 5 steps (4 to 6 ticks). Integer data
 * (counts) gets integer steps only, at least 0 to 3, so its axis never shows 0.5 of a payout.
 */
function niceTicks(max: number, integers: boolean): number[] {
  const covered = integers ? Math.max(max, 3) : max > 0 ? max : 1;
  for (let exponent = integers ? Math.max(0, Math.floor(Math.log10(covered)) - 1) : Math.floor(Math.log10(covered)) - 1; ; exponent++) {
    for (const step of [1, 2, 2.5, 5].map((m) => m * 10 ** exponent)) {
      if (integers && !Number.isInteger(step)) continue;
      // The tolerance keeps float noise (0.3 / 0.1 = 2.9999…) from adding a step.
      const count = Math.ceil(covered / step - 1e-9);
      if (count <= 5) return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
    }
  }
}

/** At most MAX_X_LABELS evenly spaced indexes, always the first and last, none crowding the last. */
function xLabelIndexes(count: number): number[] {
  if (count <= MAX_X_LABELS) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (MAX_X_LABELS - 2));
  const indexes: number[] = [];
  // The last label needs a whole step of room, or it overlaps the one before.
  for (let i = 0; count - 1 - i >= step; i += step) indexes.push(i);
  return [...indexes, count - 1];
}

function escapeXml(text: string): string {
  // XML 1.0 forbids these characters even escaped: one would make the whole document unparseable.
  // eslint-disable-next-line no-control-regex
  return text.toWellFormed().replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const num = (n: number): string => String(Math.round(n * 10) / 10);
