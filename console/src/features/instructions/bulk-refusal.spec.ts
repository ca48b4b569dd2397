import { ApiProblem } from '../../api/problem';
import { bulkRefusal } from './bulk-refusal';

describe('a refused bulk initiation', () => {
  it('lists the instructions in the way, by reason', () => {
    const refusal = bulkRefusal(
      new ApiProblem(409, { status: 409, code: 'PAYOUT_INSTRUCTIONS_NOT_INITIABLE', detail: '3 cannot be initiated.', unknownIds: ['u1'], notReadyIds: ['n1', 'n2'], unsubscribedIds: [] }),
    );
    expect(refusal?.money).toBe(false);
    expect(refusal?.groups).toEqual([
      { label: expect.stringMatching(/Not ready/), ids: ['n1', 'n2'] },
      { label: expect.stringMatching(/Not found/), ids: ['u1'] },
    ]);
    expect(refusal?.detail).toMatch(/^3 cannot be initiated\. Nothing was initiated/);
  });

  it('says plainly when the money is short', () => {
    const refusal = bulkRefusal(new ApiProblem(409, { status: 409, code: 'INSUFFICIENT_DISTRIBUTION_BALANCE', detail: 'The campaign’s unallocated balance cannot cover 500.' }));
    expect(refusal).toMatchObject({ money: true, title: expect.stringMatching(/enough money/), groups: [] });
  });

  it('leaves other problems to the usual message', () => {
    expect(bulkRefusal(new ApiProblem(400, { status: 400, code: 'VALIDATION_FAILED' }))).toBeNull();
    expect(bulkRefusal(new Error('x'))).toBeNull();
  });
});
