import Papa from 'papaparse';
import { readHeader } from './csv-header';
import { SAMPLE_FILE } from './sample-file';

describe('sample upload file', () => {
  const { data, errors } = Papa.parse<string[]>(SAMPLE_FILE, { delimiter: ',', skipEmptyLines: true });

  it('is valid CSV whose header names the six known columns and two tags', () => {
    expect(errors).toEqual([]);
    expect(readHeader(data[0])).toEqual({
      header: { known: { Id: 0, Amount: 1, FirstName: 2, LastName: 3, Email: 4, PhoneNumber: 5 }, tags: [{ key: 'Cohort', index: 6 }, { key: 'Site', index: 7 }] },
      errors: [],
    });
  });

  it('has a few complete rows with dollar amounts, example.com emails and E.164 phone numbers', () => {
    const rows = data.slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row).toHaveLength(8);
      expect(row[1]).toMatch(/^\d+\.\d{2}$/);
      expect(row[4]).toMatch(/^[a-z.]+@example\.com$/);
      expect(row[5]).toMatch(/^\+1\d{10}$/);
      expect(row[6]).not.toBe('');
    }
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
  });
});
