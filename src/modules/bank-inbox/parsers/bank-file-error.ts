/** A file that cannot be read as a whole (docs/bank-files-in.md, Quarantine): where, and what is wrong. */
export class BankFileError extends Error {
  constructor(
    readonly location: string,
    readonly problem: string,
  ) {
    super(`${location}: ${problem}`);
    this.name = 'BankFileError';
  }
}
