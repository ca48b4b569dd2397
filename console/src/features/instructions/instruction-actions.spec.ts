import { emailChangeConsequences, offeredActions, type InstructionFacts } from './instruction-actions';
import { INSTRUCTION_STATUSES } from './instruction-search';

const ALL_SCOPES = [
  'payoutInstructions:update',
  'payoutInstructions:initiate',
  'payoutInstructions:reinitiate',
  'payoutInstructions:sendReminder',
  'payoutInstructions:tryRestore',
  'payoutInstructions:cancel',
];

const facts = (status: InstructionFacts['status'], more: Partial<InstructionFacts> = {}): InstructionFacts => ({ status, amount: 25, emailSubscriptionStatus: 'Subscribed', ...more });
const names = (instruction: InstructionFacts, scopes = ALL_SCOPES) => offeredActions(instruction, scopes).map((offered) => offered.action);

describe('the actions a payout instruction offers', () => {
  it('follows the state machine of docs/state-machine.md', () => {
    const byStatus = Object.fromEntries(INSTRUCTION_STATUSES.map((status) => [status, names(facts(status))]));
    expect(byStatus).toEqual({
      Draft: ['edit', 'initiate', 'cancel'],
      Initiated: ['edit', 'reinitiate', 'sendReminder', 'cancel'],
      Restored: ['edit', 'reinitiate', 'sendReminder', 'cancel'],
      PayoutMethodSelected: ['cancel'],
      Requested: ['tryRestore'],
      Fulfilled: [],
      Cancelled: ['reinitiate'],
    });
  });

  it('offers only what the person’s scopes allow', () => {
    expect(names(facts('Initiated'), ['payoutInstructions:view'])).toEqual([]);
    expect(names(facts('Initiated'), ['payoutInstructions:cancel'])).toEqual(['cancel']);
    expect(names(facts('Requested'), ['payoutInstructions:cancel'])).toEqual([]);
  });

  it('says why an action would be refused as things stand', () => {
    expect(offeredActions(facts('Draft', { amount: null }), ALL_SCOPES).find((a) => a.action === 'initiate')?.blocked).toBe('Set an amount first.');
    const unsubscribed = offeredActions(facts('Restored', { emailSubscriptionStatus: 'Unsubscribed' }), ALL_SCOPES);
    expect(unsubscribed.find((a) => a.action === 'sendReminder')?.blocked).toMatch(/unsubscribed/);
    expect(unsubscribed.find((a) => a.action === 'reinitiate')?.blocked).toMatch(/unsubscribed/);
    expect(unsubscribed.find((a) => a.action === 'cancel')?.blocked).toBeUndefined();
    // An unsubscribed beneficiary can still be initiated, with channel None.
    expect(offeredActions(facts('Draft', { emailSubscriptionStatus: 'Unsubscribed' }), ALL_SCOPES).find((a) => a.action === 'initiate')?.blocked).toBeUndefined();
  });

  it('explains an email change by what it does to the links', () => {
    expect(emailChangeConsequences('Draft')).toHaveLength(1);
    expect(emailChangeConsequences('Initiated').join(' ')).toMatch(/Restored/);
    expect(emailChangeConsequences('Restored').join(' ')).not.toMatch(/becomes Restored/);
    expect(emailChangeConsequences('Restored').join(' ')).toMatch(/No email is sent/);
  });
});
