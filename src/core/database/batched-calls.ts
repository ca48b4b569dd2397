export interface BatchedCallsOptions {
  /** Inputs per batch at most. */
  maxBatch: number;
  /** Batches running at once at most; calls made meanwhile wait and go together in the next one. */
  maxInFlight: number;
}

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Turns many concurrent calls for one item into few calls for many: the calls made in the same turn of the event
 * loop, or while earlier batches run, go to `run` together. Used for the statements of the email send path, where
 * 32 jobs at a time each claim and record one row: one statement per batch instead of one per email
 * (docs/benchmarks.md, Emails and memory). `run` answers one output per input, in order; when it fails, every call
 * of its batch fails with its error.
 */
export class BatchedCalls<I, O> {
  private pending: Pending<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: BatchedCallsOptions,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.pending.length === 0) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the replies that arrive in this turn (SMTP acceptances, other statements) join.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      this.inFlight++;
      let outcome: Promise<O[]>;
      try {
        outcome = this.run(batch.map((call) => call.input));
      } catch (error) {
        outcome = Promise.reject(error);
      }
      outcome
        .then(
          (outputs) => batch.forEach((call, i) => call.resolve(outputs[i])),
          (error: unknown) => batch.forEach((call) => call.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.schedule();
        });
    }
  }
}
