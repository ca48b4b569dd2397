import { currentStep, detailsFromForm, fieldsFor, formValues, stepsOf, toE164, type StepFacts } from './claim-page.steps';

const done = { password: 'Satisfied', otp: 'NotRequired' };
const facts = (changes: Partial<StepFacts> = {}): StepFacts => ({ requirements: done, choosing: true, methodSelected: false, wantsMethod: false, ...changes });

describe('the claim page steps', () => {
  it.each([
    [facts({ requirements: { password: 'Required', otp: 'Required' } }), 'password'],
    [facts({ requirements: { password: 'Satisfied', otp: 'Required' } }), 'otp'],
    [facts({ requirements: { password: 'NotRequired', otp: 'Required' } }), 'otp'],
    [facts(), 'method'],
    [facts({ methodSelected: true }), 'details'],
    [facts({ methodSelected: true, wantsMethod: true }), 'method'],
    [facts({ choosing: false, methodSelected: true }), 'progress'],
    // The steps come first even after the request: the progress page shows a card's code.
    [facts({ choosing: false, requirements: { password: 'Required', otp: 'NotRequired' } }), 'password'],
  ])('%j → %s', (given, step) => {
    expect(currentStep(given)).toBe(step);
  });

  it('lists the password and code steps only where the campaign asks for them', () => {
    expect(stepsOf({ password: 'NotRequired', otp: 'NotRequired' })).toEqual(['method', 'details', 'progress']);
    expect(stepsOf({ password: 'Satisfied', otp: 'Required' })).toEqual(['password', 'otp', 'method', 'details', 'progress']);
  });

  it('gives each requirement its labelled fields, in the order people fill them in, and nothing for unknown ones', () => {
    const names = fieldsFor([{ field: 'mailingAddress' }, { field: 'email' }, { field: 'fullName' }, { field: 'somethingElse' }]).map((f) => f.name);
    expect(names).toEqual([
      'details.fullName',
      'details.email',
      'details.mailingAddress.line1',
      'details.mailingAddress.line2',
      'details.mailingAddress.city',
      'details.mailingAddress.state',
      'details.mailingAddress.postalCode',
    ]);
    expect(fieldsFor([{ field: 'mailingAddress' }]).find((f) => f.name.endsWith('line2'))?.required).toBe(false);
  });

  it('turns the form into the details object: nested by path, blank line2 left out, other members ignored', () => {
    expect(
      detailsFromForm({
        _csrf: 'x',
        'details.email': 'ada@example.com',
        'details.mailingAddress.line1': '1 Main St',
        'details.mailingAddress.line2': '  ',
        'details.mailingAddress.state': 'il',
        'details.__proto__': 'no',
        'details.a.b.c': 'too deep',
        other: 'ignored',
      }),
    ).toEqual({ email: 'ada@example.com', mailingAddress: { line1: '1 Main St', state: 'il' } });
    expect(formValues({ _csrf: 'x', 'details.email': 'a', 'details.n': 3 })).toEqual({ 'details.email': 'a' });
  });

  it.each([
    ['(202) 555-0143', '+12025550143'],
    ['202.555.0143', '+12025550143'],
    ['1 202 555 0143', '+12025550143'],
    ['+1 202 555 0143', '+12025550143'],
    ['+44 20 7946 0958', '+442079460958'],
    ['call me', 'call me'],
  ])('writes the phone number %j as %j (the check judges it)', (typed, sent) => {
    expect(toE164(typed)).toBe(sent);
  });
});
