import type { Config } from '../config';
import type { Tx } from '../db/client';
import type { Logger } from '../lib/logger';
import type { EventOf, EventType } from './catalog';

/** What a subscriber may use: its writes go in `tx`, which also records it as done with the event. */
export type SubscriberContext = { tx: Tx; config: Config; logger: Logger };

/**
 * What follows an event, declared by the feature it belongs to (`<feature>.subscribers.ts`) and listed
 * once in src/server/subscribers.ts. `name` is stored with each event it handled: keep it stable.
 */
export type Subscriber = {
  [T in EventType]: { name: string; on: T; handle(context: SubscriberContext, event: EventOf<T>): Promise<void> };
}[EventType];

/** Declares a subscriber with its event's type checked against its handler. */
export function subscriber<T extends EventType>(definition: {
  name: string;
  on: T;
  handle(context: SubscriberContext, event: EventOf<T>): Promise<void>;
}): Subscriber {
  return definition as unknown as Subscriber;
}
