/**
 * What a check can carry (docs/bank-rails.md, Printing): the payee's name and the lines of the address the check is
 * mailed to, each one line that the check font can draw and that fits its box on the page. The claim refuses the
 * rest, field by field (docs/claims.md, Details), and the print run fails a payout that still breaks a rule (one
 * requested before the rule) on its own, with the reason. Pure, apart from reading the font files once.
 */
import type { FieldErrors } from '../../../core/errors/domain-error';
import { charactersWithoutGlyph, widthInCheckFont } from './check-font';
import { PAYEE_BOXES } from './check-printing';

/**
 * At most 40 characters a line: the line length US mailing software holds an address line to (USPS Publication 28),
 * and one that fits each box on the page at its smallest size in all but the widest letters (a line is measured too).
 */
export const CHECK_LINE_MAX = 40;

export interface CheckPayee {
  fullName?: string;
  mailingAddress?: { line1: string; line2?: string; city: string; state: string; postalCode: string };
}

/** A line break (of any kind) or another control character: a printed line has none. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * Letters of the right-to-left scripts the font has glyphs for: the check is laid out left to right only (no
 * bidirectional reordering), so they would print backwards.
 */
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;

/** The characters of `text` a check cannot print, each once: no glyph in the check font, or a right-to-left letter. */
function unprintableCharacters(text: string): string[] {
  return [...new Set([...charactersWithoutGlyph(text), ...(text.normalize('NFC').match(RIGHT_TO_LEFT) ?? [])])];
}

function characters(text: string): number {
  return [...text.normalize('NFC')].length;
}

type Box = (typeof PAYEE_BOXES)[keyof typeof PAYEE_BOXES];

/** What stops one line from printing as written: the first rule it breaks. */
type LineProblem = { kind: 'control' } | { kind: 'glyphs'; characters: string[] } | { kind: 'length' } | { kind: 'width' };

/** `printed` is the line as it appears on the check, when the field shares it (the city with state and ZIP). */
function lineProblem(text: string, box: Box, printed = text): LineProblem | null {
  if (CONTROL.test(text)) return { kind: 'control' };
  const missing = unprintableCharacters(text);
  if (missing.length > 0) return { kind: 'glyphs', characters: missing };
  if (characters(text) > CHECK_LINE_MAX) return { kind: 'length' };
  if (widthInCheckFont(printed, box.weight, box.minSize) > box.width) return { kind: 'width' };
  return null;
}

/** A problem in words for the beneficiary, beside the field. */
function refusal(problem: LineProblem): string {
  switch (problem.kind) {
    case 'control':
      return 'Write this on one line, without line breaks or tabs.';
    case 'glyphs':
      return `A check cannot print ${problem.characters.join(', ')}: use Latin, Greek or Cyrillic letters.`;
    case 'length':
      return `A check has room for at most ${CHECK_LINE_MAX} characters here.`;
    case 'width':
      return 'This is too wide to print on a check: shorten it.';
  }
}

/** A problem in words for a failure reason, after the field's name. */
function reason(problem: LineProblem): string {
  switch (problem.kind) {
    case 'control':
      return 'has a line break or a control character';
    case 'glyphs':
      return `has characters a check cannot print (${problem.characters.join(', ')})`;
    case 'length':
      return `is longer than ${CHECK_LINE_MAX} characters`;
    case 'width':
      return 'is too wide to print';
  }
}

/** Each printed line of a payee with its claim path, its words in a failure reason, and its problem if any. */
function problemsOf(payee: CheckPayee): { path: string; words: string; problem: LineProblem }[] {
  const lines: { path: string; words: string; problem: LineProblem | null }[] = [];
  if (payee.fullName !== undefined) lines.push({ path: 'details.fullName', words: 'the payee name', problem: lineProblem(payee.fullName, PAYEE_BOXES.payee) });
  const address = payee.mailingAddress;
  if (address) {
    lines.push({ path: 'details.mailingAddress.line1', words: 'address line 1', problem: lineProblem(address.line1, PAYEE_BOXES.addressLine) });
    if (address.line2 !== undefined) lines.push({ path: 'details.mailingAddress.line2', words: 'address line 2', problem: lineProblem(address.line2, PAYEE_BOXES.addressLine) });
    // The city shares its printed line with the state and ZIP code.
    lines.push({ path: 'details.mailingAddress.city', words: 'the city', problem: lineProblem(address.city, PAYEE_BOXES.addressLine, cityLine(address)) });
  }
  return lines.filter((line): line is { path: string; words: string; problem: LineProblem } => line.problem !== null);
}

/**
 * The refusals of a check's payee name and address, keyed by the claim's paths (`details.fullName`,
 * `details.mailingAddress.line1`); members not given are not judged here (the details check requires them).
 */
export function checkPayeeErrors(payee: CheckPayee): FieldErrors {
  return Object.fromEntries(problemsOf(payee).map(({ path, problem }) => [path, [refusal(problem)]]));
}

/** The last line of the printed address: `Springfield, IL 62701`. */
export function cityLine(address: { city: string; state: string; postalCode: string }): string {
  return `${address.city}, ${address.state} ${address.postalCode}`;
}

/**
 * The instruction's first and last name as a check's payee, when a check can print them; null otherwise, and then a
 * check method asks the beneficiary for the payee name (docs/claims.md, Details).
 */
export function payeeFromNames(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name !== '' && lineProblem(name, PAYEE_BOXES.payee) === null ? name : null;
}

export type PayeeToPrint = { ok: true; payee: string; mailingAddress: NonNullable<CheckPayee['mailingAddress']> } | { ok: false; reason: string };

/**
 * A stored check's payee and address as they will be printed, or why they cannot be, as the payout's failure reason.
 * For the print run: a payout requested before the claim asked for all of this fails on its own rather than stopping
 * the run.
 */
export function payeeToPrint(details: CheckPayee): PayeeToPrint {
  const payee = details.fullName?.trim();
  if (!payee) return { ok: false, reason: 'The check cannot be printed: it has no payee name.' };
  if (!details.mailingAddress) return { ok: false, reason: 'The check cannot be printed: it has no mailing address.' };
  const problems = problemsOf(details).map(({ words, problem }) => `${words} ${reason(problem)}`);
  if (problems.length > 0) return { ok: false, reason: `The check cannot be printed: ${problems.join('; ')}.` };
  return { ok: true, payee, mailingAddress: details.mailingAddress };
}
