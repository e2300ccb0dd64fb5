import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { TenantId } from '@libs/shared';
import type { Flag, FlagDefinition } from '@libs/feature-flags';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import { FlagKeyTakenError } from '../application/flag.errors';
import { FlagStore, type FlagAction, type FlagVersion } from '../application/flag-store.port';

interface FlagRow {
  key: string;
  definition: FlagDefinition;
  version: number;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
  last_evaluated_at: Date | null;
}

interface VersionRow {
  flag_key: string;
  version: number;
  action: FlagAction;
  snapshot: FlagVersion['snapshot'];
  diff: FlagVersion['diff'];
  actor_tenant_id: TenantId;
  actor_credential_id: string;
  reason: string | null;
  created_at: Date;
}

const FLAG_COLUMNS = 'key, definition, version, archived, created_at, updated_at, last_evaluated_at';
const TOUCH_EVERY_MS = 60_000;

const toFlag = (r: FlagRow): Flag => ({
  ...r.definition,
  key: r.key,
  version: r.version,
  archived: r.archived,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  lastEvaluatedAt: r.last_evaluated_at ? new Date(r.last_evaluated_at) : null,
});

const toVersion = (r: VersionRow): FlagVersion => ({
  key: r.flag_key,
  version: r.version,
  action: r.action,
  snapshot: r.snapshot,
  diff: r.diff,
  actor: { tenantId: r.actor_tenant_id, credentialId: r.actor_credential_id },
  reason: r.reason,
  createdAt: new Date(r.created_at),
});

/** The definition column: the flag's own fields, without the key and bookkeeping kept in columns. */
const definitionOf = (f: Flag) =>
  JSON.stringify({
    description: f.description,
    type: f.type,
    variants: f.variants,
    defaultVariant: f.defaultVariant,
    enabled: f.enabled,
    strategies: f.strategies,
    schedule: f.schedule,
  });

/** Flags in PostgreSQL: reads on the platform connection, writes in the operator's unit of work. */
export class TypeormFlagStore extends FlagStore {
  private readonly log = new Logger('FeatureFlags');
  /** When this instance last wrote `last_evaluated_at` per key: one write a minute, not one per call. */
  private readonly touched = new Map<string, number>();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private em(tx: Transaction): EntityManager {
    return entityManagerOf(tx);
  }

  async list(): Promise<Flag[]> {
    const rows: FlagRow[] = await this.dataSource.query(
      `SELECT ${FLAG_COLUMNS} FROM feature_flags ORDER BY key`,
    );
    return rows.map(toFlag);
  }

  async find(key: string): Promise<Flag | null> {
    const rows: FlagRow[] = await this.dataSource.query(
      `SELECT ${FLAG_COLUMNS} FROM feature_flags WHERE key = $1`,
      [key],
    );
    return rows[0] ? toFlag(rows[0]) : null;
  }

  async findForUpdate(key: string, tx: Transaction): Promise<Flag | null> {
    const rows: FlagRow[] = await this.em(tx).query(
      `SELECT ${FLAG_COLUMNS} FROM feature_flags WHERE key = $1 FOR UPDATE`,
      [key],
    );
    return rows[0] ? toFlag(rows[0]) : null;
  }

  async lastVersion(key: string, tx: Transaction): Promise<number> {
    const rows: { v: number | null }[] = await this.em(tx).query(
      `SELECT max(version) AS v FROM feature_flag_versions WHERE flag_key = $1`,
      [key],
    );
    return Number(rows[0]?.v ?? 0);
  }

  async insert(flag: Flag, tx: Transaction): Promise<void> {
    try {
      await this.em(tx).query(
        `INSERT INTO feature_flags (key, definition, version, archived, created_at, updated_at)
         VALUES ($1, $2::jsonb, $3, $4, $5, $6)`,
        [flag.key, definitionOf(flag), flag.version, flag.archived, flag.createdAt, flag.updatedAt],
      );
    } catch (e) {
      // Two creates of one key at once: the loser meets the primary key, not a 500.
      if ((e as { code?: string }).code === '23505') throw new FlagKeyTakenError(flag.key);
      throw e;
    }
  }

  async update(flag: Flag, tx: Transaction): Promise<void> {
    await this.em(tx).query(
      `UPDATE feature_flags SET definition = $2::jsonb, version = $3, archived = $4, updated_at = $5 WHERE key = $1`,
      [flag.key, definitionOf(flag), flag.version, flag.archived, flag.updatedAt],
    );
  }

  async remove(key: string, tx: Transaction): Promise<void> {
    await this.em(tx).query(`DELETE FROM feature_flags WHERE key = $1`, [key]);
  }

  async appendVersion(v: FlagVersion, tx: Transaction): Promise<void> {
    await this.em(tx).query(
      `INSERT INTO feature_flag_versions
         (flag_key, version, action, snapshot, diff, actor_tenant_id, actor_credential_id, reason, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9)`,
      [
        v.key,
        v.version,
        v.action,
        JSON.stringify(v.snapshot),
        JSON.stringify(v.diff),
        v.actor.tenantId,
        v.actor.credentialId,
        v.reason,
        v.createdAt,
      ],
    );
  }

  async history(key: string): Promise<FlagVersion[]> {
    const rows: VersionRow[] = await this.dataSource.query(
      `SELECT * FROM feature_flag_versions WHERE flag_key = $1 ORDER BY version DESC`,
      [key],
    );
    return rows.map(toVersion);
  }

  async version(key: string, version: number, tx?: Transaction): Promise<FlagVersion | null> {
    const rows: VersionRow[] = await (tx ? this.em(tx) : this.dataSource).query(
      `SELECT * FROM feature_flag_versions WHERE flag_key = $1 AND version = $2`,
      [key, version],
    );
    return rows[0] ? toVersion(rows[0]) : null;
  }

  async markEvaluated(keys: string[], at: Date): Promise<void> {
    const due = keys.filter((k) => at.getTime() - (this.touched.get(k) ?? 0) >= TOUCH_EVERY_MS);
    if (due.length === 0) return;
    for (const k of due) this.touched.set(k, at.getTime());
    try {
      await this.dataSource.query(
        `UPDATE feature_flags SET last_evaluated_at = $2
         WHERE key = ANY($1::text[]) AND (last_evaluated_at IS NULL OR last_evaluated_at < $2)`,
        [due, at],
      );
    } catch (e) {
      // Staleness bookkeeping must never fail an evaluation.
      this.log.warn(`last_evaluated_at not written: ${(e as Error).message}`);
    }
  }
}
