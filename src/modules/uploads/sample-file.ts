/**
 * The sample beneficiaries file (`GET /campaigns/payout-instructions/:get-sample-file`): the six known columns, two
 * tag columns and a few rows as a real file would have them. CRLF line ends (RFC 4180); amounts in dollars.
 */
export const SAMPLE_FILE_NAME = 'payout-instructions-sample.csv';

export const SAMPLE_FILE_CONTENT_TYPE = 'text/csv; charset=utf-8';

const SAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Id', 'Amount', 'FirstName', 'LastName', 'Email', 'PhoneNumber', 'Cohort', 'Site'],
  ['P-1001', '25.00', 'Ada', 'Lovelace', 'ada.lovelace@example.com', '+14155550101', 'Spring 2026', 'Boston'],
  ['P-1002', '40.00', 'Grace', 'Hopper', 'grace.hopper@example.com', '+14155550102', 'Spring 2026', 'Chicago'],
  ['P-1003', '25.00', 'Alan', 'Turing', 'alan.turing@example.com', '+14155550103', 'Fall 2026', 'Boston'],
  ['P-1004', '150.50', 'Katherine', 'Johnson', 'katherine.johnson@example.com', '+14155550104', 'Fall 2026', 'Denver'],
];

export const SAMPLE_FILE = `${SAMPLE_ROWS.map((row) => row.join(',')).join('\r\n')}\r\n`;
