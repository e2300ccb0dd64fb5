import type { TenantScope } from '@libs/shared';
import { attribute, type AttributionModel, type ChannelResult } from '../domain/attribution';
import type { AnalyticsEventStore } from './analytics-event-store.port';
import { checkRange } from './query-range';

export interface MarketingQuery {
  conversion: string;
  from: Date;
  to: Date;
  lookbackDays: number;
  model: AttributionModel;
  /** Cost per campaign (EUR), keyed by the lower-cased campaign name. */
  costs: Map<string, number>;
}

export interface CampaignCost {
  campaign: string;
  cost: number;
  attributedConversions: number;
  costPerConversion: number | null;
}

export class QueryMarketing {
  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly maxQueryDays: number,
  ) {}

  async execute(
    scope: TenantScope,
    q: MarketingQuery,
  ): Promise<{ channels: ChannelResult[]; campaigns: CampaignCost[] }> {
    checkRange(q.from.getTime(), q.to.getTime(), this.maxQueryDays);
    const lookbackMs = q.lookbackDays * 86_400_000;
    const events = await this.store.readTouches(
      scope,
      q.conversion,
      new Date(q.from.getTime() - lookbackMs),
      q.to,
    );
    const channels = attribute(
      events.map((e) => {
        const touched = e.utm.source !== null || e.utm.medium !== null || e.utm.campaign !== null;
        return {
          actorId: e.actorId,
          at: e.occurredAt.getTime(),
          conversion: e.name === q.conversion,
          channel: touched ? e.utm : null,
        };
      }),
      { from: q.from.getTime(), to: q.to.getTime(), lookbackMs },
    );
    const campaigns = [...q.costs.entries()].map(([campaign, cost]) => {
      const attributed = channels
        .filter((c) => c.campaign === campaign)
        .reduce((s, c) => s + c.attributed[q.model], 0);
      return {
        campaign,
        cost,
        attributedConversions: attributed,
        costPerConversion: attributed > 0 ? cost / attributed : null,
      };
    });
    return { channels, campaigns };
  }
}
