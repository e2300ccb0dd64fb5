import type { TenantScope } from '@libs/shared';
import { computeFunnelOver, type FunnelDefinition, type FunnelResult } from '../domain/funnel';
import type { AnalyticsEventStore } from './analytics-event-store.port';
import { checkRange } from './query-range';

export class QueryFunnel {
  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly maxQueryDays: number,
  ) {}

  async execute(scope: TenantScope, def: FunnelDefinition): Promise<FunnelResult> {
    checkRange(def.from, def.to, this.maxQueryDays);
    // Later steps may come after `to`, within the window of an attempt that started before it. A strict
    // funnel must see every event of the actor (any other event ends an attempt), the others only the steps.
    // Only the properties the funnel looks at; UTM fields by their `utm_*` names, like properties.
    const timelines = await this.store.timelines(scope, {
      steps: def.steps,
      onlySteps: def.order !== 'strict',
      from: new Date(def.from),
      to: new Date(def.to + def.windowMs + 1),
      keys: [...new Set([def.holdConstant, def.breakdown].filter((k): k is string => !!k))],
    });
    return computeFunnelOver(timelines, def);
  }
}
