/**
 * What a worker process would leave unhandled: an event type no subscriber takes, a job name no processor handles.
 * A worker refuses to start with any (docs/events.md): otherwise the events would pile up, or the jobs would fail,
 * silently, until someone looked.
 */
export function missingHandlers(expected: { eventTypes: readonly string[]; jobNames: readonly string[] }, registered: { subscribedTypes: Iterable<string>; handledJobs: Iterable<string> }): string[] {
  const subscribed = new Set(registered.subscribedTypes);
  const handled = new Set(registered.handledJobs);
  return [
    ...expected.eventTypes.filter((type) => !subscribed.has(type)).map((type) => `event type ${type} has no subscriber (@Subscribe)`),
    ...expected.jobNames.filter((name) => !handled.has(name)).map((name) => `job ${name} has no handler (a processor's handlers())`),
  ];
}

export function assertAllHandled(...args: Parameters<typeof missingHandlers>): void {
  const missing = missingHandlers(...args);
  if (missing.length > 0) throw new Error(`Cannot start the worker: ${missing.join('; ')}`);
}
