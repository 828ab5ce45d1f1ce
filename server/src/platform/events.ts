import type { Tx } from './db.ts';

/** A customer account is being deleted; handlers run inside the deletion's transaction. */
export interface UserDeleted {
  tx: Tx;
  userId: number;
}

/** A customer account was just created; handlers run inside the registration's transaction. */
export interface UserRegistered {
  tx: Tx;
  userId: number;
}

/** Every event a module may publish or follow, by name. */
export interface EventPayloads {
  userDeleted: UserDeleted;
  userRegistered: UserRegistered;
}

export type EventHandler<P> = (payload: P) => Promise<void>;

/** What a module follows: one handler per event it cares about. */
export type Subscriptions = { [K in keyof EventPayloads]?: EventHandler<EventPayloads[K]> };

/**
 * A typed seam between modules: the owner of a change publishes it, modules that keep rows of
 * their own follow it, so neither imports the other. Handlers run in order and a failure
 * propagates to the publisher (rolling back its transaction).
 */
export class Events {
  private readonly handlers: { [K in keyof EventPayloads]: EventHandler<EventPayloads[K]>[] } = { userDeleted: [], userRegistered: [] };

  subscribe(subscriptions: Subscriptions): void {
    for (const name of Object.keys(subscriptions) as (keyof EventPayloads)[]) {
      const handler = subscriptions[name];
      if (handler) this.handlers[name].push(handler);
    }
  }

  async publish<K extends keyof EventPayloads>(name: K, payload: EventPayloads[K]): Promise<void> {
    for (const handler of this.handlers[name]) await handler(payload);
  }
}
