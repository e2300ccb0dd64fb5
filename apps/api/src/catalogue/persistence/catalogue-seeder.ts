import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ProgramRepository, seedPrograms } from '@libs/catalogue';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';

const SEED_NAME = 'catalogue';

/**
 * Loads the 107 real programs on start-up, idempotently: the seed's content hash is recorded, and the
 * upsert runs only when the seed changed since it was last applied (a new release with corrected facts).
 */
@Injectable()
export class CatalogueSeeder implements OnModuleInit {
  private readonly log = new Logger(CatalogueSeeder.name);

  constructor(
    private readonly programs: ProgramRepository,
    private readonly dataSource: DataSource,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.migrateOnStart) await this.seed();
  }

  async seed(): Promise<boolean> {
    const programs = seedPrograms();
    const hash = createHash('sha256').update(JSON.stringify(programs)).digest('hex');
    const [state] = (await this.dataSource.query('SELECT hash FROM seed_state WHERE name = $1', [
      SEED_NAME,
    ])) as {
      hash: string;
    }[];
    if (state?.hash === hash) return false;
    await this.programs.upsert(programs);
    await this.dataSource.query(
      `INSERT INTO seed_state (name, hash, applied_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET hash = EXCLUDED.hash, applied_at = EXCLUDED.applied_at`,
      [SEED_NAME, hash],
    );
    this.log.log(`seeded ${programs.length} programs`);
    return true;
  }
}
