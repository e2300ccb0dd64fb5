import type { Type } from '@nestjs/common';

/** One kind of outbound event, as its owning module declares it. */
export interface EventTypeDefinition {
  /** What happened, in German: shown in the catalogue route and the API description. */
  description: string;
  /**
   * The shape of `data`: a class with class-validator and @nestjs/swagger decorators. The v2 document's
   * `webhooks` object is generated from it, and the outbox checks every published `data` against it. Keep it
   * thin (ids and figures, never an applicant's profile): a receiver fetches details through the API.
   */
  payload: Type<object>;
}

export type EventTypeTable = Record<string, EventTypeDefinition>;

export interface RegisteredEventType extends EventTypeDefinition {
  name: string;
  /** The feature module that publishes it (`Feature.name`). */
  owner: string;
}

/** `area.what_happened`: lower case, dot-separated, underscores inside any part (`feature_flag.updated`). */
const NAME = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;
const registry = new Map<string, RegisteredEventType>();

/**
 * Registers a module's event types in the one catalogue that the webhooks module, the outbox and the API
 * description read (like `defineErrorCodes`): each module declares the events it publishes next to their
 * payloads (`<feature>.event-types.ts`), so no central list names every feature. A name registered twice
 * with a different owner, description or payload fails at start-up.
 */
export function defineEventTypes<T extends EventTypeTable>(owner: string, table: T): T {
  for (const [name, definition] of Object.entries(table)) {
    if (!NAME.test(name)) throw new Error(`event type ${name}: expected a name like area.what_happened`);
    const known = registry.get(name);
    if (
      known &&
      (known.owner !== owner ||
        known.description !== definition.description ||
        known.payload.name !== definition.payload.name)
    ) {
      throw new Error(`event type ${name} is defined twice with different meanings`);
    }
    registry.set(name, { name, owner, ...definition });
  }
  return table;
}

export function eventTypeOf(name: string): RegisteredEventType | undefined {
  return registry.get(name);
}

/** Every registered event type, sorted by name, for the catalogue, the document and the tests. */
export function registeredEventTypes(): RegisteredEventType[] {
  return [...registry.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function registeredEventTypeNames(): string[] {
  return registeredEventTypes().map((e) => e.name);
}
