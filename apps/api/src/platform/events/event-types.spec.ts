import { plainToInstance } from 'class-transformer';
import { IsInt, IsString, Min, validateSync } from 'class-validator';
import fc from 'fast-check';
import { defineEventTypes, eventTypeOf, registeredEventTypeNames } from './event-types';
import { outboundEventProblem } from './outbound-event-check';

class ThingDonePayload {
  @IsString() thingId!: string;
  @IsInt() @Min(0) count!: number;
}
class OtherPayload {
  @IsString() id!: string;
}

describe('the event type registry', () => {
  defineEventTypes('things', { 'thing.done': { description: 'Erledigt.', payload: ThingDonePayload } });

  it('registers a module’s types with their owner', () => {
    expect(eventTypeOf('thing.done')).toMatchObject({ name: 'thing.done', owner: 'things' });
    expect(registeredEventTypeNames()).toContain('thing.done');
  });

  it('accepts the same definition twice, refuses a second meaning and a malformed name', () => {
    expect(() =>
      defineEventTypes('things', { 'thing.done': { description: 'Erledigt.', payload: ThingDonePayload } }),
    ).not.toThrow();
    expect(() =>
      defineEventTypes('others', { 'thing.done': { description: 'Erledigt.', payload: ThingDonePayload } }),
    ).toThrow(/defined twice/);
    expect(() =>
      defineEventTypes('things', { 'thing.done': { description: 'Erledigt.', payload: OtherPayload } }),
    ).toThrow(/defined twice/);
    expect(() =>
      defineEventTypes('things', { ThingDone: { description: 'x', payload: OtherPayload } }),
    ).toThrow(/area\.what_happened/);
    expect(() =>
      defineEventTypes('things', { 'thing_.done': { description: 'x', payload: OtherPayload } }),
    ).not.toThrow();
    expect(() =>
      defineEventTypes('things', { '_thing.done': { description: 'x', payload: OtherPayload } }),
    ).toThrow(/area\.what_happened/);
  });

  it('lets the outbox refuse an unregistered type and data that breaks its payload class', () => {
    const ok = { type: 'thing.done', sandbox: false, data: { thingId: 't-1', count: 2 } };
    expect(outboundEventProblem(ok)).toBeUndefined();
    expect(outboundEventProblem({ ...ok, type: 'thing.undone' })).toMatch(/not registered/);
    expect(outboundEventProblem({ ...ok, data: { thingId: 't-1', count: -1 } })).toMatch(/count \(min\)/);
    expect(outboundEventProblem({ ...ok, data: { thingId: 't-1' } })).toMatch(/count/);
    expect(outboundEventProblem({ ...ok, data: { ...ok.data, extra: 1 } })).toMatch(/extra/);
  });

  it('accepts exactly what class-validator accepts (the compiled check answers first)', () => {
    const value = fc.oneof(fc.string(), fc.integer({ min: -3, max: 3 }), fc.double(), fc.constant(null));
    const data = fc.dictionary(fc.constantFrom('thingId', 'count', 'extra', '__proto__'), value);
    fc.assert(
      fc.property(data, (d) => {
        const reference = validateSync(plainToInstance(ThingDonePayload, d), {
          whitelist: true,
          forbidNonWhitelisted: true,
          forbidUnknownValues: true,
        });
        const event = { type: 'thing.done', sandbox: false, data: d };
        expect(outboundEventProblem(event) === undefined).toBe(reference.length === 0);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });
});
