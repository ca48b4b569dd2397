/**
 * A check print run as one PDF, the file handed to the check printer (docs/payouts.md).
 * The printer prints each page on check stock with MICR toner, folds it and mails it to the payee in a window envelope.
 * The first page is a cover sheet for the printer's operator: which run, how many checks, how much, which numbers.
 * Every other page is one check: the check in the top third, the payee's address in the middle third, a stub below.
 * Rendering is pure: the same run and drawer give the same bytes, so a run can be rendered again to reprint it.
 * Text is set in DejaVu Sans (check-font.ts), embedded, so a payee's name prints as written in any Latin, Greek or
 * Cyrillic script; the claim refuses what it cannot draw or fit (check-payee.ts).
 */
import { toWords } from 'number-to-words';
import { CHECK_FONT_FILES, charactersWithoutGlyph } from './check-font';

export interface CheckToPrint {
  checkNumber: string; // e.g. '100042'
  payee: string; // the beneficiary's full name, as check-payee.ts accepts it
  mailingAddress: { line1: string; line2?: string; city: string; state: string; postalCode: string };
  amountCents: number; // positive integer
  memo: string; // e.g. the campaign name, cut to fit
  payoutId: string;
}

/** The account the checks are drawn on, from configuration. */
export interface CheckDrawer {
  name: string; // e.g. 'Campaign Manager Sandbox Payouts'
  addressLines: string[];
  bankName: string;
  routingNumber: string; // 9 digits
  accountNumber: string;
}

/**
 * The legal amount, as written on the check: 123456 → 'One thousand two hundred thirty-four and 56/100 dollars',
 * 1 → 'Zero and 01/100 dollars'. Throws a RangeError unless `cents` is a positive safe integer: no check is written
 * for nothing.
 */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`a check amount must be a positive whole number of cents, got ${String(cents)}`);
  const dollars = Math.floor(cents / 100);
  // number-to-words separates the thousands groups with commas ('one thousand, two hundred'); a check does not.
  const words = toWords(dollars).replaceAll(',', '');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} and ${String(cents % 100).padStart(2, '0')}/100 dollars`;
}

/**
 * The MICR line as text, for a MICR (E-13B) font: E-13B has four symbols besides the digits, and MICR fonts
 * conventionally type them as letters: 'A' transit, 'B' amount, 'C' on-us, 'D' dash. The line reads, left to right:
 * the check number zero-padded to 9 digits between on-us symbols (the auxiliary on-us field), the routing number
 * between transit symbols, then the account number followed by an on-us symbol:
 * `micrLine('100042', '123456789', '0012345678')` → `C000100042C A123456789A 0012345678C`.
 * The amount field at the right end stays blank: the bank of first deposit encodes it.
 * Throws a RangeError for a check number that is not 1 to 9 digits, a routing number that is not 9 digits, or an
 * account number that is not 1 to 17 digits.
 */
export function micrLine(checkNumber: string, routingNumber: string, accountNumber: string): string {
  if (!/^\d{1,9}$/.test(checkNumber)) throw new RangeError(`a check number must be 1 to 9 digits, got '${checkNumber}'`);
  if (!/^\d{9}$/.test(routingNumber)) throw new RangeError(`a routing number must be 9 digits, got '${routingNumber}'`);
  if (!/^\d{1,17}$/.test(accountNumber)) throw new RangeError(`an account number must be 1 to 17 digits, got '${accountNumber}'`);
  return `C${checkNumber.padStart(9, '0')}C A${routingNumber}A ${accountNumber}C`;
}

/** Cents as figures: 123456 → '$1,234.56'. Integer arithmetic only, no floats. */
function dollars(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The UTC calendar day: the same run prints the same date wherever it is rendered. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Text as the check font draws it: NFC (an 'e' and a combining diaeresis become the one 'ë' the font has), each
 * character it has no glyph for shown as '?'. A payee's name and address never have one (the claim refuses them,
 * check-payee.ts); a campaign's name in the memo or the drawer's name from configuration may.
 */
function drawable(text: string): string {
  const normal = text.normalize('NFC');
  const missing = new Set(charactersWithoutGlyph(normal));
  return missing.size === 0 ? normal : [...normal].map((char) => (missing.has(char) ? '?' : char)).join('');
}

const INCH = 72;
const PAGE_WIDTH = 8.5 * INCH;
const LEFT = 0.5 * INCH;
const RIGHT = PAGE_WIDTH - 0.5 * INCH;
/** The check is the top 3 1/2 in of the sheet, the height of a business check; the stock is perforated there. */
const CHECK_BOTTOM = 3.5 * INCH;
/**
 * E-13B characters sit 3/16 in above the check's bottom edge at 8 characters to the inch. Courier's advance is 0.6 em,
 * so at 15 pt it is exactly 1/8 in and its capitals are about E-13B's 0.117 in tall.
 */
const MICR_FONT_SIZE = 15;
const MICR_PITCH = INCH / 8;
const MICR_BASELINE = CHECK_BOTTOM - (3 / 16) * INCH;
/**
 * MICR positions are counted from the right edge: position 1 starts 5/16 in from it, each is 1/8 in wide, and the
 * transit field (both transit symbols) takes positions 43 to 33. The line is placed so that its first transit symbol
 * is in position 43, whatever the lengths of the fields around it.
 */
const TRANSIT_FIELD_LEFT = PAGE_WIDTH - (5 / 16) * INCH - 43 * MICR_PITCH;
/**
 * The payee's address, for a #10 single-window envelope (window 7/8 in from the left, 1/2 in from the bottom,
 * 4 1/2 × 1 1/8 in): the sheet is folded in thirds with the check and the stub folded back, so the middle third faces
 * the window and the check is hidden inside. A third is 3 2/3 in and the envelope 4 1/8 in tall, so the sheet can sit
 * up to 0.46 in above the envelope's bottom; the four lines fit the part of the window that covers them anywhere in
 * that range (from 6 1/6 in to 6 5/6 in down the sheet), 1/8 in inside the window's left edge.
 */
const ADDRESS = { x: 1 * INCH, top: (6 + 1 / 6) * INCH, width: 4.25 * INCH, fontSize: 10, minSize: 7, lineHeight: 12 };
/** The payee's line on the check, after 'PAY TO THE ORDER OF'. */
const PAYEE = { x: 100, width: 330, fontSize: 11, minSize: 7 };

/**
 * The boxes a payee's name and address lines are printed in, for check-payee.ts: each line must fit its box at the
 * box's smallest size (the stub's 'Pay to' line is wider than the check's).
 */
export const PAYEE_BOXES = {
  payee: { weight: 'bold', width: PAYEE.width, minSize: PAYEE.minSize },
  addressLine: { weight: 'regular', width: ADDRESS.width, minSize: ADDRESS.minSize },
} as const;
/** The stub: the bottom third of the sheet. */
const STUB_TOP = (7 + 1 / 3) * INCH + 18;

type Doc = PDFKit.PDFDocument;
/** The check font's two weights, registered under these names in each document; Courier is only for the MICR line. */
type Font = 'Regular' | 'Bold';

/** The smallest size a line is shrunk to when it must not lose a character (legible on paper). */
const SMALLEST_SIZE = 4;

/**
 * Draws one line of text at (x, y) in at most `width`: at `size`, or smaller down to `minSize` if it is too wide.
 * Still too wide at `minSize`, a line that may be `cut` (a memo) ends with '…'; any other keeps every character and
 * shrinks on (the claim keeps a payee's lines within `minSize`, check-payee.ts).
 */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  font: Font,
  size: number,
  options: { minSize?: number; align?: 'left' | 'right' | 'center'; cut?: boolean } = {},
): void {
  let shown = drawable(text);
  let fontSize = size;
  doc.font(font).fontSize(fontSize);
  const floor = options.minSize ?? size;
  while (doc.widthOfString(shown) > width && fontSize > floor) doc.fontSize((fontSize -= 0.5));
  if (doc.widthOfString(shown) > width && options.cut) {
    while (shown.length > 0 && doc.widthOfString(`${shown}…`) > width) shown = [...shown].slice(0, -1).join('').trimEnd();
    shown = `${shown}…`;
  }
  while (doc.widthOfString(shown) > width && fontSize > SMALLEST_SIZE) doc.fontSize((fontSize -= 0.5));
  doc.text(shown, x, y, { width, align: options.align ?? 'left', lineBreak: false });
}

function rule(doc: Doc, x1: number, x2: number, y: number): void {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).stroke();
}

function labelled(doc: Doc, label: string, value: string, y: number, labelWidth = 130, options: { cut?: boolean } = {}): void {
  line(doc, label, LEFT, y, labelWidth - 8, 'Regular', 9);
  line(doc, value, LEFT + labelWidth, y, RIGHT - LEFT - labelWidth, 'Bold', 9, { minSize: 6, ...options });
}

interface PreparedCheck {
  check: CheckToPrint;
  figures: string;
  words: string;
  micr: string;
}

function coverPage(doc: Doc, run: { id: string; printedOn: Date }, drawer: CheckDrawer, checks: readonly PreparedCheck[]): void {
  const total = checks.reduce((sum, { check }) => sum + check.amountCents, 0);
  line(doc, 'Check print run', LEFT, INCH, RIGHT - LEFT, 'Bold', 18);
  const rows: [string, string][] = [
    ['Run', run.id],
    ['Printed on (UTC)', utcDay(run.printedOn)],
    ['Drawn on', `${drawer.name}, ${drawer.bankName}`],
    ['Number of checks', String(checks.length)],
    ['Total amount', dollars(total)],
    ['First check number', checks[0].check.checkNumber],
    ['Last check number', checks[checks.length - 1].check.checkNumber],
  ];
  rows.forEach(([label, value], index) => labelled(doc, label, value, 1.5 * INCH + index * 18));
  line(doc, `One page per check follows, in this order: print on check stock with MICR toner, fold, mail.`, LEFT, 1.5 * INCH + rows.length * 18 + 18, RIGHT - LEFT, 'Regular', 9);
}

function checkPage(doc: Doc, { check, figures, words, micr }: PreparedCheck, printedOn: string, drawer: CheckDrawer): void {
  // The check: drawer, bank and number along the top.
  line(doc, drawer.name, LEFT, 22, 200, 'Bold', 10, { minSize: 7 });
  drawer.addressLines.forEach((text, index) => line(doc, text, LEFT, 36 + index * 10, 200, 'Regular', 8, { minSize: 6 }));
  line(doc, drawer.bankName, 250, 22, 170, 'Bold', 9, { minSize: 6, align: 'center' });
  line(doc, check.checkNumber, 436, 22, RIGHT - 436, 'Bold', 12, { align: 'right' });

  line(doc, 'DATE', 436, 62, 30, 'Regular', 7);
  line(doc, printedOn, 466, 59, RIGHT - 466, 'Regular', 10, { align: 'right' });
  rule(doc, 466, RIGHT, 71);

  // Payee and amount.
  line(doc, 'PAY TO THE', LEFT, 86, 60, 'Regular', 7);
  line(doc, 'ORDER OF', LEFT, 94, 60, 'Regular', 7);
  line(doc, check.payee, PAYEE.x, 90, PAYEE.width, 'Bold', PAYEE.fontSize, { minSize: PAYEE.minSize });
  rule(doc, 100, 430, 103);
  doc.rect(446, 84, RIGHT - 446, 22).lineWidth(0.75).stroke();
  line(doc, figures, 450, 90, RIGHT - 454, 'Bold', 11, { minSize: 8, align: 'right' });

  line(doc, words, LEFT, 124, RIGHT - LEFT, 'Regular', 10, { minSize: 7 });
  rule(doc, LEFT, RIGHT, 137);

  // Memo and signature, above the MICR clear band (the bottom 5/8 in of the check).
  line(doc, 'MEMO', LEFT, 180, 30, 'Regular', 7);
  line(doc, check.memo, LEFT + 30, 177, 240, 'Regular', 9, { cut: true });
  rule(doc, LEFT + 30, LEFT + 270, 189);
  rule(doc, 360, RIGHT, 189);
  line(doc, 'Authorized signature', 360, 193, RIGHT - 360, 'Regular', 7, { align: 'center' });

  // The MICR line: its first transit symbol in position 43.
  doc.font('Courier').fontSize(MICR_FONT_SIZE);
  doc.text(micr, TRANSIT_FIELD_LEFT - micr.indexOf('A') * MICR_PITCH, MICR_BASELINE, { lineBreak: false, baseline: 'alphabetic' });

  // The perforation under the check.
  doc.save().dash(3, { space: 3 }).moveTo(0, CHECK_BOTTOM).lineTo(PAGE_WIDTH, CHECK_BOTTOM).lineWidth(0.25).stroke().undash().restore();

  // The address block, for the envelope's window.
  const { line1, line2, city, state, postalCode } = check.mailingAddress;
  const address = [check.payee, line1, ...(line2 ? [line2] : []), `${city}, ${state} ${postalCode}`];
  address.forEach((text, index) => line(doc, text, ADDRESS.x, ADDRESS.top + index * ADDRESS.lineHeight, ADDRESS.width, 'Regular', ADDRESS.fontSize, { minSize: ADDRESS.minSize }));

  // The stub, for the payee's records.
  rule(doc, LEFT, RIGHT, STUB_TOP - 8);
  line(doc, 'Payment details', LEFT, STUB_TOP, RIGHT - LEFT, 'Bold', 10);
  const rows: [string, string][] = [
    ['Payout', check.payoutId],
    ['Check number', check.checkNumber],
    ['Date', printedOn],
    ['Pay to', check.payee],
    ['Amount', figures],
    ['Memo', check.memo],
  ];
  rows.forEach(([label, value], index) => labelled(doc, label, value, STUB_TOP + 20 + index * 14, 100, { cut: label === 'Memo' }));
}

/**
 * One PDF for a print run: a cover page, then one US Letter page per check, in the order given, its text in the
 * check font (embedded, the characters used only) and the MICR line in Courier. The document's creation date is `run.printedOn`,
 * so two renders of one run are the same bytes. Throws (before drawing anything) on an empty run, a duplicate check
 * number, an amount that is not a positive whole number of cents, or a check, routing or account number `micrLine`
 * refuses.
 */
export async function renderCheckRun(run: { id: string; printedOn: Date; checks: readonly CheckToPrint[] }, drawer: CheckDrawer): Promise<Buffer> {
  if (run.checks.length === 0) throw new RangeError(`print run ${run.id} has no checks`);
  const numbers = new Set<string>();
  for (const { checkNumber } of run.checks) {
    if (numbers.has(checkNumber)) throw new RangeError(`print run ${run.id} has check number ${checkNumber} twice`);
    numbers.add(checkNumber);
  }
  const prepared: PreparedCheck[] = run.checks.map((check) => ({
    check,
    words: amountInWords(check.amountCents),
    figures: dollars(check.amountCents),
    micr: micrLine(check.checkNumber, drawer.routingNumber, drawer.accountNumber),
  }));
  const printedOn = utcDay(run.printedOn);

  // pdfkit and the font tables it loads come in with the first print run, not with every worker that never prints.
  const { default: PDFDocument } = await import('pdfkit');
  // No margins: text placed near the bottom of the sheet must not make pdfkit start a new page.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Check print run ${run.id}`, Creator: 'Campaign Manager', CreationDate: run.printedOn },
  });
  doc.registerFont('Regular', CHECK_FONT_FILES.regular);
  doc.registerFont('Bold', CHECK_FONT_FILES.bold);
  const chunks: Buffer[] = [];
  const rendered = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.addPage();
  coverPage(doc, run, drawer, prepared);
  for (const check of prepared) {
    doc.addPage();
    checkPage(doc, check, printedOn, drawer);
  }
  doc.end();
  return rendered;
}
