import { pdfText } from '../../../../test/utils/pdf-text';
import { amountInWords, micrLine, renderCheckRun, type CheckDrawer, type CheckToPrint } from './check-printing';

const DRAWER: CheckDrawer = {
  name: 'Campaign Manager Sandbox Payouts',
  addressLines: ['1 Sandbox Way', 'Testville, CA 90001'],
  bankName: 'Sandbox Bank',
  routingNumber: '123456789',
  accountNumber: '0012345678',
};

function check(overrides: Partial<CheckToPrint> = {}): CheckToPrint {
  return {
    checkNumber: '100042',
    payee: 'Ada Lovelace',
    mailingAddress: { line1: '12 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
    amountCents: 123456,
    memo: 'Spring relief',
    payoutId: '01890a5d-ac96-774b-bcce-b302099a8057',
    ...overrides,
  };
}

const CHECKS: CheckToPrint[] = [
  check(),
  check({
    checkNumber: '100043',
    payee: 'Grace Hopper',
    mailingAddress: { line1: '500 Harbor Rd', line2: 'Apt 4B', city: 'Arlington', state: 'VA', postalCode: '22201-1234' },
    amountCents: 2105,
    memo: 'Winter heating help',
    payoutId: '01890a5d-ac96-774b-bcce-b302099a8058',
  }),
  check({
    checkNumber: '100044',
    payee: 'Katherine Johnson',
    mailingAddress: { line1: '9 Orbit Ave', city: 'Hampton', state: 'VA', postalCode: '23666' },
    amountCents: 9_999_999_999,
    memo: 'Back to school',
    payoutId: '01890a5d-ac96-774b-bcce-b302099a8059',
  }),
];

/** 23:30 on 4 March in New York is 5 March in UTC: the printed date is the UTC day. */
const RUN = { id: 'run-2026-03-05-a', printedOn: new Date('2026-03-04T23:30:00-05:00'), checks: CHECKS };

describe('amountInWords', () => {
  it.each([
    [1, 'Zero and 01/100 dollars'],
    [100, 'One and 00/100 dollars'],
    [2105, 'Twenty-one and 05/100 dollars'],
    [123456, 'One thousand two hundred thirty-four and 56/100 dollars'],
    [100_000_000, 'One million and 00/100 dollars'],
    [9_999_999_999, 'Ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine and 99/100 dollars'],
  ])('%d cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d', (cents) => {
    expect(() => amountInWords(cents)).toThrow(RangeError);
  });
});

describe('micrLine', () => {
  it('writes the check number on-us, the routing number in transit symbols, then the account and on-us', () => {
    expect(micrLine('100042', '123456789', '0012345678')).toBe('C000100042C A123456789A 0012345678C');
    expect(micrLine('1', '021000021', '987654321012')).toBe('C000000001C A021000021A 987654321012C');
    expect(micrLine('123456789', '021000021', '7')).toBe('C123456789C A021000021A 7C');
  });

  it.each([
    ['1234567890', '123456789', '0012345678'],
    ['', '123456789', '0012345678'],
    ['10004a', '123456789', '0012345678'],
    ['100042', '12345678', '0012345678'],
    ['100042', '1234567890', '0012345678'],
    ['100042', '123456789', ''],
    ['100042', '123456789', '00-12345678'],
  ])('refuses check %j, routing %j, account %j', (checkNumber, routing, account) => {
    expect(() => micrLine(checkNumber, routing, account)).toThrow(RangeError);
  });
});

describe('renderCheckRun', () => {
  let pdf: Buffer;
  let pages: string[];

  beforeAll(async () => {
    pdf = await renderCheckRun(RUN, DRAWER);
    ({ pages } = await pdfText(pdf));
  });

  it('makes one PDF: a cover page, then a page per check', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(CHECKS.length + 1);
  });

  it('sums the run up on the cover page', () => {
    const cover = pages[0];
    expect(cover).toContain('run-2026-03-05-a');
    expect(cover).toMatch(/Printed on \(UTC\)\s+2026-03-05/);
    expect(cover).toMatch(/Number of checks\s+3\n/);
    // 1,234.56 + 21.05 + 99,999,999.99
    expect(cover).toMatch(/Total amount\s+\$100,001,255\.60\n/);
    expect(cover).toMatch(/First check number\s+100042\n/);
    expect(cover).toMatch(/Last check number\s+100044(\n|$)/);
  });

  it.each(CHECKS.map((c, index) => [c.checkNumber, index] as const))('prints check %s on a page of its own', (_number, index) => {
    const c = CHECKS[index];
    const page = pages[index + 1];
    const { line1, line2, city, state, postalCode } = c.mailingAddress;
    const figures = ['$1,234.56', '$21.05', '$99,999,999.99'][index];

    expect(page).toContain(c.checkNumber);
    expect(page).toContain('2026-03-05');
    expect(page).toContain(c.payee);
    expect(page).toContain(figures);
    expect(page).toContain(amountInWords(c.amountCents));
    expect(page).toContain(c.memo);
    expect(page).toContain('Authorized signature');
    expect(page).toContain(micrLine(c.checkNumber, DRAWER.routingNumber, DRAWER.accountNumber));
    expect(page).toContain(DRAWER.name);
    expect(page).toContain(DRAWER.bankName);
    // The address block, its lines in order and nothing between them.
    expect(page).toContain([c.payee, line1, ...(line2 ? [line2] : []), `${city}, ${state} ${postalCode}`].join('\n'));
    // The stub.
    expect(page).toMatch(new RegExp(`Payout\\s+${c.payoutId}`));
    expect(page).toMatch(new RegExp(`Amount\\s+${figures.replace(/[$.]/g, '\\$&')}`));
    // Nothing from the other checks.
    for (const other of CHECKS.filter((o) => o !== c)) {
      expect(page).not.toContain(other.payee);
      expect(page).not.toContain(other.payoutId);
    }
  });

  it('prints names in Latin, Greek and Cyrillic scripts as written, accents and all, in the embedded font', async () => {
    const names = ['Ива́н Петро́в', 'Zoe\u0308 Decomposed', 'Seán O’Brien', 'Łukasz Żółw', 'Σωκράτης Παπαδόπουλος'];
    const checks = names.map((payee, index) => check({ payee, checkNumber: String(200 + index), payoutId: `p-${index}` }));
    const pdfBytes = await renderCheckRun({ ...RUN, checks }, DRAWER);
    const { pages: text } = await pdfText(pdfBytes);

    expect(text[1]).toContain('Ива́н Петро́в');
    expect(text[2]).toContain('Zoë Decomposed');
    expect(text[3]).toContain('Seán O’Brien');
    expect(text[4]).toContain('Łukasz Żółw');
    expect(text[5]).toContain('Σωκράτης Παπαδόπουλος');
    expect(text.join('\n')).not.toContain('?');
    expect(pdfBytes.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold/);
  });

  it('shows a character the font lacks in a campaign name or the drawer name as ?', async () => {
    const { pages: text } = await pdfText(await renderCheckRun({ ...RUN, checks: [check({ memo: 'Relief 日本 🧾' })] }, { ...DRAWER, name: 'Fundação Ação 🧾' }));
    expect(text[1]).toContain('Relief ?? ?');
    expect(text[1]).toContain('Fundação Ação ?');
    expect(text[1]).not.toMatch(/[\u{1F9FE}\uFFFD日]/u);
  });

  it('renders a run to the same bytes every time, dated by the run', async () => {
    const again = await renderCheckRun(RUN, DRAWER);
    expect(again.equals(pdf)).toBe(true);
    expect(pdf.toString('latin1')).toContain('(D:20260305043000Z)');

    const later = await renderCheckRun({ ...RUN, printedOn: new Date('2026-03-06T12:00:00Z') }, DRAWER);
    expect(later.equals(pdf)).toBe(false);
    expect(later.toString('latin1')).toContain('(D:20260306120000Z)');
  });

  it('keeps every character of a long payee and address, shrinking them to fit; only the memo is cut', async () => {
    const long = check({
      payee: 'Maria de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción',
      memo: 'A campaign with a name much longer than the memo line can ever hold on a check',
      mailingAddress: { line1: '12345 North Very Long Boulevard Name Extension Road', city: 'Rancho Santa Margarita', state: 'CA', postalCode: '92688-1234' },
    });
    const { pages: text } = await pdfText(await renderCheckRun({ ...RUN, checks: [long] }, DRAWER));
    expect(text).toHaveLength(2);
    expect(text[1]).toContain(long.payee);
    // Wider than the payee line even at its smallest size (a check requested before the claim's limit): shrunk, not cut.
    const wider = 'Maria de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción García-Márquez de Santa Cruz';
    const { pages: widerText } = await pdfText(await renderCheckRun({ ...RUN, checks: [check({ payee: wider })] }, DRAWER));
    expect(widerText[1]).not.toContain('…');
    expect(widerText[1].split('\n').filter((textLine) => textLine.includes(wider))).toHaveLength(3);
    expect(text[1]).toContain('12345 North Very Long Boulevard Name Extension Road\nRancho Santa Margarita, CA 92688-1234');
    expect(text[1]).toMatch(/A campaign with a name much longer.*…/);
  });

  it('refuses an empty run, a repeated check number and an amount it cannot write', async () => {
    await expect(renderCheckRun({ ...RUN, checks: [] }, DRAWER)).rejects.toThrow(/no checks/);
    await expect(renderCheckRun({ ...RUN, checks: [check(), check()] }, DRAWER)).rejects.toThrow(/100042 twice/);
    await expect(renderCheckRun({ ...RUN, checks: [check({ amountCents: 0 })] }, DRAWER)).rejects.toThrow(RangeError);
    await expect(renderCheckRun({ ...RUN, checks: [check()] }, { ...DRAWER, routingNumber: '12345' })).rejects.toThrow(/routing number/);
  });
});
