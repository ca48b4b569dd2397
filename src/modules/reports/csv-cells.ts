/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell (or a header's column name) as text, prefixed with `'` when a spreadsheet would run it as a formula; null and undefined are empty. */
export function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}
