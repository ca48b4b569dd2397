import { isEmail } from 'class-validator';
import { amountToCents, InvalidAmountError } from '../../core/money/money';
import type { PayoutMethodEntry } from '../campaigns';
import { amountLimits, validateTags } from '../payout-instructions';
import type { HeaderMap, UploadColumn } from './csv-header';

/**
 * The rules one row of an upload must follow on its own (docs/uploads.md, The file): the same limits as the API's
 * create and PATCH (`CreatePayoutInstructionDto`), applied to trimmed cells. Rules that need the database (does the
 * `Id` exist, may that instruction change, is the `Id` repeated in the file) are checked in SQL by the import.
 *
 * What a cell means:
 * - a column missing from the header leaves that field of an existing instruction as it is;
 * - an empty (or whitespace-only) cell clears the field: `Amount` becomes null (an instruction holding funds goes
 *   back to Draft and releases them), `FirstName`, `LastName`, `PhoneNumber` become null, a tag is removed;
 * - except `Email`, which an instruction cannot be without: an empty Email keeps the current address, and a row
 *   that creates an instruction needs one;
 * - an empty `Id` creates an instruction without an external id (which no later upload can update).
 */

/** Longest values, in characters, as in the API's DTOs. */
export const FIELD_MAX_LENGTH: Readonly<Record<Exclude<UploadColumn, 'Amount'>, number>> = Object.freeze({
  Id: 100,
  FirstName: 100,
  LastName: 100,
  Email: 254,
  PhoneNumber: 32,
});

/** A valid row, ready to stage. Empty cells are null; `tagValues` follows `header.tags`, '' for an empty cell. */
export interface StagedRow {
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  /** Null for an empty Amount cell, or when the file has no Amount column. */
  amountCents: number | null;
  tagValues: string[];
}

export interface RowError {
  /** The column as the API names it (`Id`, `Amount`, … or the tag key); null for the row as a whole. */
  column: string | null;
  message: string;
}

export type RowCheck = { row: StagedRow; errors?: undefined } | { row?: undefined; errors: RowError[] };

/** A cell as the import reads it: trimmed, so whitespace-only is empty. */
export const cleanCell = (cell: string | undefined): string => (cell === undefined ? '' : cell.trim());

/** Length in characters (code points), as tags.ts counts; `.length` is enough when it is already within the limit. */
const longerThan = (text: string, max: number): boolean => text.length > max && [...text].length > max;

// An ASCII address this pattern accepts is one that class-validator's isEmail (the API's rule) accepts as well:
// dot-separated local atoms of at most 64 characters in all, a host of letter-digit-hyphen labels of at most 63
// characters that neither start nor end with a hyphen, and an alphabetic top-level domain. Everything else (UTF-8,
// quoted local parts, punycode, oddities) is left to isEmail itself, which is about 20 times slower.
const COMMON_EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The API's email rule (class-validator `isEmail` with its defaults), with a fast path for common addresses. */
export function isEmailAddress(text: string): boolean {
  if (text.length <= 254 && text.indexOf('@') <= 64 && COMMON_EMAIL.test(text)) return true;
  return isEmail(text);
}

/** Remembers the verdict on recent tag values per tag column: tag columns usually repeat a few values. */
const TAG_CACHE_SIZE = 4096;

/** The rules of one upload's rows, set up once from its header and its campaign. */
export class RowRules {
  /** How many cells a row must have: the header's columns (every header cell is named, so none is missing). */
  readonly width: number;
  private readonly id: number;
  private readonly amount: number;
  private readonly firstName: number;
  private readonly lastName: number;
  private readonly email: number;
  private readonly phoneNumber: number;
  private readonly tags: readonly { key: string; index: number }[];
  private readonly amountProblem: (cents: number) => string | undefined;
  private readonly tagVerdicts: Map<string, string | null>[];

  constructor(header: HeaderMap, payoutMethods: readonly PayoutMethodEntry[]) {
    const { known } = header;
    this.id = known.Id ?? -1;
    this.amount = known.Amount ?? -1;
    this.firstName = known.FirstName ?? -1;
    this.lastName = known.LastName ?? -1;
    this.email = known.Email ?? -1;
    this.phoneNumber = known.PhoneNumber ?? -1;
    this.tags = header.tags;
    this.width = Math.max(-1, ...Object.values(known), ...header.tags.map((t) => t.index)) + 1;
    this.amountProblem = amountLimits(payoutMethods);
    this.tagVerdicts = header.tags.map(() => new Map());
  }

  /**
   * Checks one record (cells as read); every problem of the row is reported, not only the first. `special` false
   * promises that no cell holds a control character other than a line feed (see CsvBatch.special), which saves
   * looking for NUL characters, which PostgreSQL text cannot hold.
   */
  check(cells: readonly string[], special = true): RowCheck {
    const errors: RowError[] = [];
    if (special && cells.some((cell) => cell.includes('\0'))) {
      errors.push({ column: null, message: 'The row contains a NUL character, which no field may hold.' });
      return { errors };
    }
    if (cells.length < this.width) {
      errors.push({ column: null, message: `The row has ${cells.length} cells; the header names ${this.width} columns.` });
      return { errors };
    }
    for (let i = this.width; i < cells.length; i++) {
      if (cleanCell(cells[i]) !== '') {
        errors.push({ column: null, message: `The row has ${cells.length} cells; the header names ${this.width} columns.` });
        return { errors };
      }
    }

    const externalId = this.text(cells, this.id, 'Id', errors);
    const firstName = this.text(cells, this.firstName, 'FirstName', errors);
    const lastName = this.text(cells, this.lastName, 'LastName', errors);
    const phoneNumber = this.text(cells, this.phoneNumber, 'PhoneNumber', errors);
    const email = this.text(cells, this.email, 'Email', errors);
    if (email === null && externalId === null) {
      errors.push({ column: 'Email', message: 'Email is required to create a payout instruction (the row has no Id of an instruction to update).' });
    } else if (email !== null && !isEmailAddress(email)) {
      errors.push({ column: 'Email', message: `Email "${email}" is not an email address.` });
    }
    const amountCents = this.amountOf(cells, errors);
    const tagValues = this.tagValuesOf(cells, errors);
    if (errors.length) return { errors };
    return { row: { externalId, firstName, lastName, email, phoneNumber, amountCents, tagValues } };
  }

  /** A text cell: null when the column is missing or the cell is empty; too long is an error. */
  private text(cells: readonly string[], index: number, column: Exclude<UploadColumn, 'Amount'>, errors: RowError[]): string | null {
    if (index < 0) return null;
    const value = cleanCell(cells[index]);
    if (value === '') return null;
    if (longerThan(value, FIELD_MAX_LENGTH[column])) errors.push({ column, message: `${column} is longer than ${FIELD_MAX_LENGTH[column]} characters.` });
    return value;
  }

  /** Dollars as text (`25.50`, `1000`): positive, at most two decimals, payable by the campaign's methods. */
  private amountOf(cells: readonly string[], errors: RowError[]): number | null {
    if (this.amount < 0) return null;
    const text = cleanCell(cells[this.amount]);
    if (text === '') return null;
    let cents: number;
    try {
      cents = amountToCents(text);
    } catch (error) {
      if (!(error instanceof InvalidAmountError)) throw error;
      errors.push({ column: 'Amount', message: `Amount "${text}" ${error.message}.` });
      return null;
    }
    if (cents <= 0) {
      errors.push({ column: 'Amount', message: `Amount "${text}" must be greater than 0.` });
      return null;
    }
    const problem = this.amountProblem(cents);
    if (problem) errors.push({ column: 'Amount', message: problem });
    return cents;
  }

  /** Tag cells under the tag rules (tags.ts: at most 128 characters, none of < > { }); '' for an empty cell. */
  private tagValuesOf(cells: readonly string[], errors: RowError[]): string[] {
    const values: string[] = new Array<string>(this.tags.length);
    for (let t = 0; t < this.tags.length; t++) {
      const value = cleanCell(cells[this.tags[t].index]);
      values[t] = value;
      if (value === '') continue;
      const problem = this.tagProblem(t, value);
      if (problem) errors.push({ column: this.tags[t].key, message: problem });
    }
    return values;
  }

  private tagProblem(t: number, value: string): string | null {
    const verdicts = this.tagVerdicts[t];
    let verdict = verdicts.get(value);
    if (verdict === undefined) {
      const key = this.tags[t].key;
      const { errors } = validateTags({ [key]: value });
      verdict = Object.values(errors).flat().join(' ') || null;
      if (verdicts.size >= TAG_CACHE_SIZE) verdicts.clear();
      verdicts.set(value, verdict);
    }
    return verdict;
  }
}
