import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { DomainEventStore } from './domain-event-store';
import type { DomainEvent, DomainEventType } from './event-types';
import { SUBSCRIBES_TO } from './subscribe.decorator';

export interface EventSubscriber {
  /** `Class.method`: what `events-handle` jobs carry. */
  readonly name: string;
  readonly types: readonly DomainEventType[];
  readonly handle: (events: DomainEvent[]) => Promise<unknown>;
}

/** Every `@Subscribe` method of the process's providers, found once at start-up. */
@Injectable()
export class EventSubscribers implements OnModuleInit {
  private readonly byName = new Map<string, EventSubscriber>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly store: DomainEventStore,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = instance[method] as ((events: DomainEvent[]) => Promise<unknown>) | undefined;
        const types = handler ? this.reflector.get<DomainEventType[] | undefined>(SUBSCRIBES_TO, handler) : undefined;
        if (!handler || !types) continue;
        const name = `${instance.constructor.name}.${method}`;
        this.byName.set(name, { name, types, handle: (events) => handler.call(instance, events) });
      }
    }
  }

  all(): EventSubscriber[] {
    return [...this.byName.values()];
  }

  /**
   * Runs one subscriber on the events of these ids that are of its types, then counts its job done for each (the
   * event is handled once every subscriber's job has been). A failure leaves them counted, for the job's retry; how
   * many it was given.
   */
  async handle(name: string, eventIds: readonly string[]): Promise<number> {
    const subscriber = this.byName.get(name);
    if (!subscriber) throw new Error(`No subscriber named ${name} in this process`);
    const events = await this.store.load(eventIds, subscriber.types);
    if (events.length > 0) await subscriber.handle(events);
    await this.store.done(eventIds);
    return events.length;
  }
}
