import type { DataSource } from 'typeorm';
import { NoticeLedger } from '../application/notice-ledger.port';

/** `catalogue_notices`: one row per announced key; the insert decides who announces. */
export class TypeormNoticeLedger extends NoticeLedger {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async claim(key: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO catalogue_notices (key, announced_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [key, at],
    );
    return rows.length > 0;
  }
}
