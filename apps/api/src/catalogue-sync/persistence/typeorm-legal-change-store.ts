import type { DataSource } from 'typeorm';
import { LegalChangeStore, type LegislativeChange } from '../application/legal-feed.port';

/** `legal_feed_state` and `legal_changes` (migration CreateProgramSync1763717000000). */
export class TypeormLegalChangeStore extends LegalChangeStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async watermark(feed: string): Promise<Date | null> {
    const [row]: { watermark: Date }[] = await this.dataSource.query(
      `SELECT watermark FROM legal_feed_state WHERE feed = $1`,
      [feed],
    );
    return row ? new Date(row.watermark) : null;
  }

  async setWatermark(feed: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO legal_feed_state (feed, watermark) VALUES ($1, $2)
       ON CONFLICT (feed) DO UPDATE SET watermark = GREATEST(legal_feed_state.watermark, EXCLUDED.watermark)`,
      [feed, at],
    );
  }

  async record(feed: string, change: LegislativeChange, ruleIds: string[], at: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO legal_changes (feed, id, title, rule_ids, updated_at, detected_at, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (feed, id) DO UPDATE SET title = EXCLUDED.title, rule_ids = EXCLUDED.rule_ids,
         updated_at = EXCLUDED.updated_at, details = EXCLUDED.details
         WHERE legal_changes.updated_at < EXCLUDED.updated_at
       RETURNING id`,
      [
        feed,
        change.id,
        change.title,
        ruleIds,
        change.updatedAt,
        at,
        JSON.stringify({ promulgatedOn: change.promulgatedOn, inForceFrom: change.inForceFrom }),
      ],
    );
    return rows.length > 0;
  }
}
