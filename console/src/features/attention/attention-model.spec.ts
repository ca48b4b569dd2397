import { KINDS, needingAttention, targetOf, totalOf, type AttentionItem, type AttentionView } from './attention-model';

const item = (fields: Partial<AttentionItem> = {}): AttentionItem => ({
  id: 'p1',
  campaignId: 'c1',
  campaignName: 'Spring study',
  payoutInstructionId: 'i1',
  label: 'ada@example.com',
  amount: 25,
  unallocatedAmount: null,
  status: 'Returned',
  reason: 'R01',
  on: '2026-11-28T00:00:00.000Z',
  ...fields,
});

const view = (counts: Record<string, number>): AttentionView => ({
  generatedOn: '2026-11-28T00:00:00.000Z',
  items: (Object.keys(KINDS) as (keyof typeof KINDS)[]).map((kind) => ({ kind, count: counts[kind] ?? 0, items: counts[kind] ? [item()] : [] })),
});

describe('attention model', () => {
  it('keeps the kinds with something in them, in order, and adds them up', () => {
    const v = view({ UndepositedChecks: 2, FailedPayouts: 1 });
    expect(needingAttention(v).map((g) => g.kind)).toEqual(['FailedPayouts', 'UndepositedChecks']);
    expect(totalOf(v)).toBe(3);
    expect(needingAttention(view({}))).toEqual([]);
    expect(totalOf(view({}))).toBe(0);
  });

  it('links each kind to the screen where it is fixed', () => {
    expect(targetOf('FailedPayouts', item())).toEqual({ to: 'instruction', campaignId: 'c1', instructionId: 'i1' });
    expect(targetOf('FailedEmails', item({ payoutInstructionId: null }))).toBeNull();
    expect(targetOf('FailedUploads', item({ id: 'u1' }))).toEqual({ to: 'upload', campaignId: 'c1', uploadId: 'u1' });
    expect(targetOf('DisabledWebhookEndpoints', item({ campaignId: null }))).toEqual({ to: 'developers' });
    expect(targetOf('ExpiringCampaigns', item({ id: 'c2' }))).toEqual({ to: 'campaign', campaignId: 'c2' });
    expect(targetOf('UnderfundedDrafts', item({ id: 'c2' }))).toEqual({ to: 'drafts', campaignId: 'c2' });
  });

  it('says how many in words, one or many', () => {
    expect(KINDS.FailedPayouts.summary(1)).toBe('1 payout failed or returned');
    expect(KINDS.FailedPayouts.summary(1200)).toMatch(/^1.200 payouts failed or returned$/);
  });
});
