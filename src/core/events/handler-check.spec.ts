import { assertAllHandled, missingHandlers } from './handler-check';

describe('missingHandlers', () => {
  const expected = { eventTypes: ['FundingReceived', 'PayoutCompleted'], jobNames: ['email-send', 'events-handle'] };

  it('is empty when every event type has a subscriber and every job a handler', () => {
    expect(missingHandlers(expected, { subscribedTypes: ['PayoutCompleted', 'FundingReceived', 'Extra'], handledJobs: ['events-handle', 'email-send'] })).toEqual([]);
  });

  it('names each event type without a subscriber and each job without a handler', () => {
    expect(missingHandlers(expected, { subscribedTypes: ['FundingReceived'], handledJobs: ['email-send'] })).toEqual([
      'event type PayoutCompleted has no subscriber (@Subscribe)',
      'job events-handle has no handler (a processor\'s handlers())',
    ]);
  });

  it('refuses to start with a message naming what is missing', () => {
    expect(() => assertAllHandled(expected, { subscribedTypes: ['FundingReceived', 'PayoutCompleted'], handledJobs: ['events-handle'] })).toThrow(
      'Cannot start the worker: job email-send has no handler',
    );
    expect(() => assertAllHandled(expected, { subscribedTypes: ['PayoutCompleted', 'FundingReceived'], handledJobs: ['events-handle', 'email-send'] })).not.toThrow();
  });
});
