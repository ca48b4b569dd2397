/** The sums behind an upload's progress: the file going up, then the rows being imported (docs/uploads.md). */

export const MAX_UPLOAD_BYTES = 262_144_000;

export type UploadStatus = 'Queued' | 'Processing' | 'Completed' | 'CompletedWithErrors' | 'Failed';

/** Share of the file sent, 0..1; null while the total is unknown. */
export function sentFraction(sent: number, total: number | null): number | null {
  if (total === null || !(total > 0)) return null;
  return Math.min(1, Math.max(0, sent / total));
}

/** Share of the rows imported, 0..1; null until the worker has counted them. */
export function importFraction(upload: { totalRows: number; processedRows: number }): number | null {
  if (!(upload.totalRows > 0)) return null;
  return Math.min(1, Math.max(0, upload.processedRows / upload.totalRows));
}

/** A whole percentage that only reads 100 when done (99.6% of a 250 MB file is not sent). */
export function percent(fraction: number): number {
  return fraction >= 1 ? 100 : Math.min(99, Math.floor(fraction * 100));
}

/** Seconds left at the pace so far; null until there is a pace to go by. */
export function secondsLeft(sent: number, total: number | null, elapsedMs: number): number | null {
  if (total === null || sent <= 0 || elapsedMs < 500 || sent >= total) return null;
  return Math.ceil(((total - sent) / sent) * (elapsedMs / 1000));
}

export function formatBytes(bytes: number, locale?: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

export function formatSecondsLeft(seconds: number): string {
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `about ${minutes} min left` : `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

export const isUploadFinished = (status: UploadStatus) => status === 'Completed' || status === 'CompletedWithErrors' || status === 'Failed';

/** Whether a file may be sent at all: a CSV (by name; browsers disagree on its media type) no larger than the API takes. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return 'Choose a .csv file.';
  if (file.size > MAX_UPLOAD_BYTES) return `The file is larger than ${formatBytes(MAX_UPLOAD_BYTES)}, the most one upload takes.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}
