/**
 * Types for the parts of nach2 (CommonJS, untyped) that the NACHA writer and its test reader use. Every record is an
 * object of fields keyed by name; nach2 formats a record by concatenating its fields in `position` order, each padded
 * to `width`.
 */
declare module 'nach2' {
  namespace nach {
    interface Field {
      name: string;
      width: number;
      position: number;
      required?: boolean;
      type: 'numeric' | 'alpha' | 'alphanumeric' | 'ABA';
      value?: string | number;
      /** Padded with spaces on the right, like an alphanumeric field, and never type-checked. */
      blank?: boolean;
      /** A dollar amount: written as `toFixed(2)` without the dot. */
      number?: boolean;
      /** The left padding of a numeric field; '0' unless given. */
      paddingChar?: string;
    }
    type Fields = Record<string, Field>;
    /** nach2 reports every result through a callback, called synchronously. */
    type Callback<T> = (result: T) => void;

    class File {
      constructor(options: Record<string, string | number | undefined>);
      header: Fields;
      control: Fields;
      get(field: string): string | number | undefined;
      set(field: string, value: string | number): void;
      generateHeader(cb: Callback<string>): void;
      generateControl(cb: Callback<string>): void;
      /** `rows` lines of 94 nines, each preceded (not followed) by CRLF. */
      generatePaddedRows(rows: number, cb: Callback<string>): void;
    }

    class Batch {
      constructor(options: Record<string, string | number | Date | undefined>);
      header: Fields;
      control: Fields;
      get(field: string): string | number | undefined;
      set(field: string, value: string | number): void;
      generateHeader(cb: Callback<string>): void;
      generateControl(cb: Callback<string>): void;
    }

    class Entry {
      constructor(options: Record<string, string | number | undefined>);
      fields: Fields;
      get(field: string): string | number | undefined;
      set(field: string, value: string | number): void;
      generateString(cb: Callback<string>): void;
    }

    const Utils: {
      pad(value: string | number, width: number, padRight?: boolean, padChar?: string): string;
      /** YYMMDD from the date's local-time fields. */
      formatDate(date: Date): string;
      /** HHMM from the date's local-time fields. */
      formatTime(date: Date): string;
      /** Appends the ABA check digit to an 8-digit number; returns anything else unchanged. */
      computeCheckDigit(routing: string): string;
      generateString(fields: Fields, cb: Callback<string>): void;
      newLineChar(): string;
    };

    const Validate: {
      /** Throws unless `routing` has 9 characters and passes the ABA checksum. */
      validateRoutingNumber(routing: string): true;
      validateACHCode(transactionCode: string): true;
      validateLengths(fields: Fields): true;
      validateDataTypes(fields: Fields): true;
    };
  }
  export = nach;
}

declare module 'nach2/lib/file/header' {
  import type { Fields } from 'nach2';
  const fields: Fields;
  export = fields;
}

declare module 'nach2/lib/file/control' {
  import type { Fields } from 'nach2';
  const fields: Fields;
  export = fields;
}

declare module 'nach2/lib/batch/header' {
  import type { Fields } from 'nach2';
  const fields: Fields;
  export = fields;
}

declare module 'nach2/lib/batch/control' {
  import type { Fields } from 'nach2';
  const fields: Fields;
  export = fields;
}

declare module 'nach2/lib/entry/fields' {
  import type { Fields } from 'nach2';
  const fields: Fields;
  export = fields;
}
