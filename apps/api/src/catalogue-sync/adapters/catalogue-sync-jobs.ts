import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { configSection } from '../../platform/config/config-section';
import { ScheduledJobs, type JobRunResult } from '../../platform/jobs/scheduled-jobs.port';
import { AnnounceCatalogueDay } from '../application/announce-catalogue-day.use-case';
import { AnnounceDeadlines } from '../application/announce-deadlines.use-case';
import { ImportDump } from '../application/import-dump.use-case';
import { MonitorLegalRules } from '../application/monitor-legal-rules.use-case';
import type { CatalogueSyncConfig } from '../catalogue-sync.config';

/** The dump is published every two days at 02:00 UTC; the import looks daily, after it (ADR 0015). */
export const PROGRAM_SYNC_SCHEDULE = '30 5 * * *';
export const LEGAL_MONITORING_SCHEDULE = '0 6 * * *';

/**
 * Schedules `program-sync` (import, then the deadline announcements and the day's summary) and `legal-monitoring`, one run per
 * slot across all instances (kernel, ADR 0010); `/api/v2/cron/<name>` triggers the current slot's run.
 */
@Injectable()
export class CatalogueSyncJobs implements OnModuleInit {
  private readonly log = new Logger(CatalogueSyncJobs.name);

  constructor(
    private readonly schedules: ScheduledJobs,
    private readonly importDump: ImportDump,
    private readonly deadlines: AnnounceDeadlines,
    private readonly day: AnnounceCatalogueDay,
    private readonly legal: MonitorLegalRules,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.schedules.schedule(
      'program-sync',
      PROGRAM_SYNC_SCHEDULE,
      'Europe/Berlin',
      () => this.programSync(),
      {
        timeoutSeconds: 1800,
      },
    );
    this.schedules.schedule('legal-monitoring', LEGAL_MONITORING_SCHEDULE, 'Europe/Berlin', async () => ({
      counts: await this.legal.execute(),
    }));
  }

  private async programSync(): Promise<JobRunResult> {
    const source = configSection<CatalogueSyncConfig>(this.config, 'catalogueSync')?.sourceUrl ?? null;
    const counts: Record<string, number> = {};
    if (source) {
      const run = await this.importDump.execute(source);
      Object.assign(counts, run.counts, { applied: run.status === 'applied' ? 1 : 0 });
      if (run.status === 'failed') throw new Error(`Import fehlgeschlagen: ${run.note ?? ''}`);
      if (run.status === 'refused') this.log.warn(`program-sync run ${run.id} refused: ${run.note ?? ''}`);
    } else {
      counts.sourceMissing = 1; // PROGRAM_SYNC_SOURCE_URL unset: deadlines still announced
    }
    counts.deadlinesAnnounced = (await this.deadlines.execute()).announced;
    counts.dailySummaries = (await this.day.execute()).announced;
    return { counts };
  }
}
