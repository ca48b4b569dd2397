import { KEEPS_FAILING_AFTER } from '../src/core/queue/job-failures';
import { jobFailureVerdict } from './contextual-worker';

describe('jobFailureVerdict', () => {
  it('lets the first failed attempts of a job retry quietly (a warning)', () => {
    expect(jobFailureVerdict(1, 8, 1)).toBe('retrying');
    expect(jobFailureVerdict(KEEPS_FAILING_AFTER - 1, 8, KEEPS_FAILING_AFTER - 1)).toBe('retrying');
  });

  it('says a job keeps failing once its own attempts reach the threshold, even when others of its name succeed', () => {
    expect(jobFailureVerdict(KEEPS_FAILING_AFTER, 8, 1)).toBe('keeps failing');
    expect(jobFailureVerdict(7, 8, 0)).toBe('keeps failing');
  });

  it('says a repeating job keeps failing when its runs fail in a row, each run being a first attempt', () => {
    expect(jobFailureVerdict(1, 1 + 1, KEEPS_FAILING_AFTER)).toBe('keeps failing');
    expect(jobFailureVerdict(1, 8, 626)).toBe('keeps failing');
  });

  it('says a job with no attempt left failed for good', () => {
    expect(jobFailureVerdict(8, 8, 8)).toBe('exhausted');
    expect(jobFailureVerdict(1, 1, 1)).toBe('exhausted');
  });
});
