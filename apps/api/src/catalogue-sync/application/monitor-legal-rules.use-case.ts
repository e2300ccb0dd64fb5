import { germanDayOf, type Clock } from '@libs/shared';
import { legalRuleInventory, ruleStatusOn, rulesMentionedIn } from '../domain/legal-rule-inventory';
import type { CatalogueEvent, CatalogueEventSink } from './catalogue-event-sink.port';
import type { LegalChangeStore, LegalFeed } from './legal-feed.port';
import type { NoticeLedger } from './notice-ledger.port';

/** Rules ending within this many days raise `legal.rule_expiring` (once per rule and end date). */
export const EXPIRY_WINDOW_DAYS = 90;
/** The feed is read again from this long before the last watermark: late-indexed Vorgänge are not lost. */
const OVERLAP_MS = 2 * 86_400_000;
/** Without a watermark, the first run looks back this far. */
const FIRST_LOOKBACK_MS = 30 * 86_400_000;
export const DIP_FEED = 'dip';

/**
 * The legal-monitoring job: dated rules that expire soon, and legislative changes that mention a rule's
 * source. The feed is optional (null): the dates alone are still watched.
 */
export class MonitorLegalRules {
  constructor(
    private readonly ledger: NoticeLedger,
    private readonly events: CatalogueEventSink,
    private readonly clock: Clock,
    private readonly feed: LegalFeed | null,
    private readonly changes: LegalChangeStore,
  ) {}

  async execute(): Promise<{ expiring: number; changes: number }> {
    const now = this.clock.now();
    const today = germanDayOf(now);
    const rules = legalRuleInventory();
    const due: CatalogueEvent[] = [];
    for (const rule of rules) {
      const { status, daysLeft } = ruleStatusOn(rule, today);
      if (status !== 'in_force' || daysLeft === null || daysLeft > EXPIRY_WINDOW_DAYS) continue;
      const key = `legal.rule_expiring:${rule.id}:${rule.validTo}`;
      if (await this.ledger.claim(key, now))
        due.push({
          type: 'legal.rule_expiring',
          data: { ruleId: rule.id, validTo: rule.validTo, daysLeft },
          idempotencyKey: key,
        });
    }
    const expiring = due.length;
    if (this.feed) {
      const last = await this.changes.watermark(DIP_FEED);
      const since = new Date(
        (last?.getTime() ?? now.getTime() - FIRST_LOOKBACK_MS + OVERLAP_MS) - OVERLAP_MS,
      );
      let newest = last ?? since;
      for await (const change of this.feed.changesSince(since)) {
        if (change.updatedAt > newest) newest = change.updatedAt;
        const concerned = rulesMentionedIn(change.text, rules).map((r) => r.id);
        if (concerned.length === 0) continue;
        if (!(await this.changes.record(DIP_FEED, change, concerned, now))) continue;
        due.push({
          type: 'legal.change_detected',
          data: { changeId: change.id, title: change.title, ruleIds: concerned },
          idempotencyKey: `legal.change_detected:${change.id}:${change.updatedAt.toISOString()}`,
        });
      }
      await this.changes.setWatermark(DIP_FEED, newest);
    }
    await this.events.publish(due);
    return { expiring, changes: due.length - expiring };
  }
}
