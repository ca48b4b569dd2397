import { PayoutInstructionStatus as S } from '../payout-instructions';
import { decideDelivery, type DeliveryFacts } from './delivery-decision';

const claimable: DeliveryFacts = {
  templateType: 'ReminderEmail',
  instruction: { status: S.Initiated, subscribed: true, linkVersion: 2, queuedWithLinkVersion: 2 },
  instructionMissing: false,
  campaignExpired: false,
};
const withInstruction = (changes: Partial<NonNullable<DeliveryFacts['instruction']>>, facts: Partial<DeliveryFacts> = {}): DeliveryFacts => ({
  ...claimable,
  ...facts,
  instruction: { ...claimable.instruction!, ...changes },
});

describe('whether a queued email still goes', () => {
  it('sends a claim email while its link works, in Initiated and Restored', () => {
    expect(decideDelivery(claimable)).toEqual({ send: true });
    expect(decideDelivery(withInstruction({ status: S.Restored }))).toEqual({ send: true });
  });

  it('sends previews, which have no instruction, as they are', () => {
    expect(decideDelivery({ ...claimable, instruction: null })).toEqual({ send: true });
  });

  it('suppresses, with the reason, emails nobody should get any more', () => {
    expect(decideDelivery({ ...claimable, instruction: null, instructionMissing: true })).toEqual({ send: false, reason: 'The payout instruction no longer exists' });
    expect(decideDelivery(withInstruction({ subscribed: false }))).toEqual({ send: false, reason: 'The beneficiary unsubscribed from emails' });
    expect(decideDelivery(withInstruction({}, { campaignExpired: true }))).toEqual({ send: false, reason: 'The campaign has expired' });
    expect(decideDelivery(withInstruction({ linkVersion: 3 }))).toEqual({ send: false, reason: 'A newer claim link replaced the one in this email' });
    for (const status of [S.Draft, S.PayoutMethodSelected, S.Requested, S.Fulfilled, S.Cancelled]) {
      expect(decideDelivery(withInstruction({ status }))).toEqual({ send: false, reason: `The payout instruction is ${status}: nothing left to claim` });
    }
  });

  it('suppresses every claim email of an instruction the campaign expiry cancelled, even once the campaign is extended', () => {
    for (const templateType of ['InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail']) {
      expect(decideDelivery(withInstruction({ status: S.Cancelled }, { templateType, campaignExpired: true }))).toEqual({ send: false, reason: 'The campaign has expired' });
      expect(decideDelivery(withInstruction({ status: S.Cancelled }, { templateType }))).toEqual({ send: false, reason: 'The payout instruction is Cancelled: nothing left to claim' });
    }
  });

  it('sends the one-time code a beneficiary asked for, even unsubscribed and after claiming', () => {
    expect(decideDelivery(withInstruction({ subscribed: false, status: S.PayoutMethodSelected }, { templateType: 'OtpEmail' }))).toEqual({ send: true });
  });

  it('sends the payout-available email once the instruction is Fulfilled, even after the campaign expired, and not to the unsubscribed', () => {
    const available = { templateType: 'PayoutAvailableEmail' };
    expect(decideDelivery(withInstruction({ status: S.Fulfilled }, available))).toEqual({ send: true });
    expect(decideDelivery(withInstruction({ status: S.Fulfilled }, { ...available, campaignExpired: true }))).toEqual({ send: true });
    expect(decideDelivery(withInstruction({ status: S.Fulfilled, subscribed: false }, available))).toEqual({ send: false, reason: 'The beneficiary unsubscribed from emails' });
    for (const status of [S.Requested, S.Restored]) {
      expect(decideDelivery(withInstruction({ status }, available))).toEqual({ send: false, reason: `The payout instruction is ${status}: no payout is available` });
    }
  });
});
