import { fileProblem, formatBytes, formatSecondsLeft, importFraction, isUploadFinished, MAX_UPLOAD_BYTES, percent, secondsLeft, sentFraction } from './upload-progress';

describe('upload progress', () => {
  it('measures the file sent, and knows when it cannot', () => {
    expect(sentFraction(0, 200)).toBe(0);
    expect(sentFraction(50, 200)).toBe(0.25);
    expect(sentFraction(250, 200)).toBe(1);
    expect(sentFraction(10, null)).toBeNull();
    expect(sentFraction(10, 0)).toBeNull();
  });

  it('measures the rows imported once they are counted', () => {
    expect(importFraction({ totalRows: 0, processedRows: 0 })).toBeNull();
    expect(importFraction({ totalRows: 400, processedRows: 100 })).toBe(0.25);
    expect(importFraction({ totalRows: 10, processedRows: 10 })).toBe(1);
  });

  it('reads 100% only when done', () => {
    expect(percent(0)).toBe(0);
    expect(percent(0.996)).toBe(99);
    expect(percent(0.5)).toBe(50);
    expect(percent(1)).toBe(100);
  });

  it('estimates the time left from the pace so far', () => {
    expect(secondsLeft(50, 100, 10_000)).toBe(10);
    expect(secondsLeft(25, 100, 1_000)).toBe(3);
    expect(secondsLeft(0, 100, 10_000)).toBeNull();
    expect(secondsLeft(10, null, 10_000)).toBeNull();
    expect(secondsLeft(100, 100, 10_000)).toBeNull();
    expect(formatSecondsLeft(12)).toBe('about 12 s left');
    expect(formatSecondsLeft(150)).toBe('about 3 min left');
    expect(formatSecondsLeft(3900)).toBe('about 1 h 5 min left');
  });

  it('formats sizes and checks a file before sending it', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 bytes');
    expect(formatBytes(1_500_000, 'en-US')).toBe('1.5 MB');
    expect(formatBytes(MAX_UPLOAD_BYTES, 'en-US')).toBe('262.1 MB');
    expect(fileProblem({ name: 'rows.CSV', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'rows.xlsx', size: 10 })).toMatch(/csv/);
    expect(fileProblem({ name: 'rows.csv', size: MAX_UPLOAD_BYTES + 1 })).toMatch(/larger/);
    expect(fileProblem({ name: 'rows.csv', size: 0 })).toMatch(/empty/);
  });

  it('knows which statuses are final', () => {
    expect(['Queued', 'Processing'].map((s) => isUploadFinished(s as never))).toEqual([false, false]);
    expect(['Completed', 'CompletedWithErrors', 'Failed'].map((s) => isUploadFinished(s as never))).toEqual([true, true, true]);
  });
});
