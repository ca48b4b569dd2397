/** Seconds in words, the two largest units: `45 s`, `12 min 5 s`, `3 h 20 min`, `2 d 4 h`; `—` for none. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const units: [number, string][] = [
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ];
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || parts.length > 0) parts.push(`${n} ${name}`);
    if (parts.length === 2) break;
  }
  const shown = parts.filter((part, i) => i === 0 || !part.startsWith('0 '));
  return shown.length ? shown.join(' ') : '0 s';
}
