import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CompiledBodyValidators } from '../validation/compiled-body-validator';
import type { OutboundEvent } from './outbound-events.port';
import { eventTypeOf } from './event-types';

/**
 * Payload classes compiled to JSON-schema checks (the global pipe's compiler): what they accept, class-validator
 * accepts too (property-tested), so only a refused payload pays for class-validator, which then names the
 * fields. Every calculation publishes an event: this check is on the write path.
 */
const compiled = new CompiledBodyValidators();

/**
 * Why an event must not be published, or undefined when it may: its type is registered and its `data` is what
 * the registered payload class (and so the v2 document's `webhooks` object) promises receivers. Either failure
 * is a bug in the publishing module, never a caller's mistake.
 */
export function outboundEventProblem(event: OutboundEvent): string | undefined {
  const definition = eventTypeOf(event.type);
  if (!definition) return `event type ${event.type} is not registered (defineEventTypes)`;
  const entity = plainToInstance(definition.payload, event.data) as object;
  if (compiled.for(definition.payload)?.(entity)) return undefined;
  const errors = validateSync(entity, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
  });
  if (errors.length === 0) return undefined;
  const fields = errors.map((e) => `${e.property} (${Object.keys(e.constraints ?? {}).join(', ')})`);
  return `event ${event.type}: data does not match ${definition.payload.name}: ${fields.join('; ')}`;
}

/** Throws on an unregistered type or a payload that breaks its contract (see `outboundEventProblem`). */
export function assertPublishable(event: OutboundEvent): void {
  const problem = outboundEventProblem(event);
  if (problem) throw new Error(problem);
}
