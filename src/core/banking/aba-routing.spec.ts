import fc from 'fast-check';
import { isValidRoutingNumber, routingNumberWithChecksum } from './aba-routing';

const digits = (min: number, max = min) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('ABA routing numbers', () => {
  it.each(['021000021', '011000015', '121000358', '026009593', '000000000'])('accepts %s (check digit matches)', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
  });

  it.each([
    ['021000022', 'wrong check digit'],
    ['121000359', 'wrong check digit'],
    ['02100002', 'eight digits'],
    ['0210000210', 'ten digits'],
    ['02100002a', 'a letter'],
    [' 021000021', 'surrounding whitespace'],
    ['02100-0021', 'a separator'],
    ['٠٢١٠٠٠٠٢١', 'non-ASCII digits'],
    ['', 'empty'],
  ])('refuses %j (%s)', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false);
  });

  it('completes eight digits with their check digit', () => {
    expect(routingNumberWithChecksum('02100002')).toBe('021000021');
    expect(routingNumberWithChecksum('12100035')).toBe('121000358');
    expect(routingNumberWithChecksum('00000000')).toBe('000000000');
  });

  it.each(['1234567', '123456789', '1234567a', ''])('refuses to complete %j (not eight digits)', (prefix) => {
    expect(() => routingNumberWithChecksum(prefix)).toThrow(RangeError);
  });

  it('property: any eight digits completed with their check digit make a valid routing number', () => {
    fc.assert(
      fc.property(digits(8), (prefix) => {
        const routing = routingNumberWithChecksum(prefix);
        expect(routing).toHaveLength(9);
        expect(routing.startsWith(prefix)).toBe(true);
        expect(isValidRoutingNumber(routing)).toBe(true);
      }),
    );
  });

  it('property: changing any single digit of a valid routing number makes it invalid', () => {
    fc.assert(
      fc.property(digits(8), fc.nat(8), fc.integer({ min: 1, max: 9 }), (prefix, position, shift) => {
        const routing = routingNumberWithChecksum(prefix);
        const changed = String((Number(routing[position]) + shift) % 10);
        const mistyped = routing.slice(0, position) + changed + routing.slice(position + 1);
        expect(mistyped).not.toBe(routing);
        expect(isValidRoutingNumber(mistyped)).toBe(false);
      }),
    );
  });

  it('property: exactly one of the ten possible ninth digits is valid', () => {
    fc.assert(
      fc.property(digits(8), (prefix) => {
        const valid = [...'0123456789'].filter((last) => isValidRoutingNumber(prefix + last));
        expect(valid).toEqual([routingNumberWithChecksum(prefix).slice(8)]);
      }),
    );
  });
});
