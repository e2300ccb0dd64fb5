import { Module } from '@nestjs/common';
import { ProgramRepository, seedPrograms } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { CatalogueModule } from '../catalogue';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { configSection } from '../platform/config/config-section';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { CatalogueSyncJobs } from './adapters/catalogue-sync-jobs';
import { CsvZipDumpReader } from './adapters/csv-zip-dump-reader';
import { FdbXmlExportReader } from './adapters/fdb-xml-export-reader';
import { SourceDumpReader } from './adapters/source-dump-reader';
import { DipLegalFeed } from './adapters/dip-legal-feed';
import { heldDumpDirOf, HeldDumpDirectory } from './adapters/held-dump-directory';
import { LocalOrHttpDumpFetcher } from './adapters/local-or-http-dump-fetcher';
import { TenantFanoutEventSink } from './adapters/tenant-fanout-event-sink';
import { AnnounceCatalogueDay } from './application/announce-catalogue-day.use-case';
import { AnnounceDeadlines } from './application/announce-deadlines.use-case';
import { CatalogueEventSink } from './application/catalogue-event-sink.port';
import { CuratedLinks } from './application/curated-links';
import { DEFAULT_IMPORT_SETTINGS, ImportDump } from './application/import-dump.use-case';
import { LegalChangeStore } from './application/legal-feed.port';
import { MonitorLegalRules } from './application/monitor-legal-rules.use-case';
import { NoticeLedger } from './application/notice-ledger.port';
import { ProgramSyncStore } from './application/program-sync-store.port';
import { DEFAULT_EXPORT_LICENCE, EXPORT_LICENCES, type CatalogueSyncConfig } from './catalogue-sync.config';
import { LegalRulesController } from './legal-rules.controller';
import { ProgramHistoryController } from './program-history.controller';
import { SyncRunsController } from './sync-runs.controller';
import { SyncRunTriggerController } from './sync-run-trigger.controller';
import { TermProposalsController } from './term-proposals.controller';
import { TermReviewModule } from './term-review.module';
import { ProgramDetailsModule } from './program-details.module';
import { TypeormLegalChangeStore } from './persistence/typeorm-legal-change-store';
import { TypeormNoticeLedger } from './persistence/typeorm-notice-ledger';
import { TypeormProgramSyncStore } from './persistence/typeorm-program-sync-store';

const settingsOf = (config: AppConfig) =>
  configSection<CatalogueSyncConfig>(config, 'catalogueSync') ?? {
    sourceUrl: null,
    goneAfterRuns: 3,
    maxRowDropPercent: 10,
    legalFeedUrl: null,
    legalFeedApiKey: null,
  };

/** Keeps the public catalogue current: the Förderdatenbank import, its history, deadlines, legal monitoring. */
@Module({
  imports: [CatalogueModule, TermReviewModule, ProgramDetailsModule],
  controllers: [
    ProgramHistoryController,
    LegalRulesController,
    SyncRunsController,
    SyncRunTriggerController,
    TermProposalsController,
  ],
  providers: [
    {
      provide: ProgramSyncStore,
      inject: [DataSource],
      useFactory: (d: DataSource) => new TypeormProgramSyncStore(d),
    },
    {
      provide: NoticeLedger,
      inject: [DataSource],
      useFactory: (d: DataSource) => new TypeormNoticeLedger(d),
    },
    {
      provide: LegalChangeStore,
      inject: [DataSource],
      useFactory: (d: DataSource) => new TypeormLegalChangeStore(d),
    },
    {
      provide: CatalogueEventSink,
      inject: [DataSource, { token: OutboundEvents, optional: true }],
      useFactory: (d: DataSource, o?: OutboundEvents) =>
        o ? new TenantFanoutEventSink(d, o) : { publish: () => Promise.resolve() },
    },
    {
      provide: ImportDump,
      inject: [ProgramSyncStore, CatalogueEventSink, Clock, AppConfigToken],
      // Held runs' files are kept next to the other local state (ADR 0015).
      useFactory: (s: ProgramSyncStore, e: CatalogueEventSink, c: Clock, config: AppConfig) => {
        const settings = settingsOf(config);
        const licence = settings.licence ?? DEFAULT_EXPORT_LICENCE;
        return new ImportDump(
          new LocalOrHttpDumpFetcher(),
          // The official export or an old CSV dump, by what the source delivers.
          new SourceDumpReader(
            new FdbXmlExportReader({ licence, licenceUrl: EXPORT_LICENCES[licence] }),
            new CsvZipDumpReader(),
          ),
          s,
          e,
          new CuratedLinks(seedPrograms()),
          c,
          {
            goneAfterRuns: settings.goneAfterRuns,
            maxRowDrop: settings.maxRowDropPercent / 100,
            batchSize: DEFAULT_IMPORT_SETTINGS.batchSize,
          },
          new HeldDumpDirectory(settings.heldDumpDir ?? heldDumpDirOf(config)),
        );
      },
    },
    {
      provide: AnnounceDeadlines,
      inject: [ProgramRepository, NoticeLedger, CatalogueEventSink, Clock],
      useFactory: (p: ProgramRepository, n: NoticeLedger, e: CatalogueEventSink, c: Clock) =>
        new AnnounceDeadlines(p, n, e, c),
    },
    {
      provide: AnnounceCatalogueDay,
      inject: [ProgramSyncStore, NoticeLedger, CatalogueEventSink, Clock],
      useFactory: (s: ProgramSyncStore, n: NoticeLedger, e: CatalogueEventSink, c: Clock) =>
        new AnnounceCatalogueDay(s, n, e, c),
    },
    {
      provide: MonitorLegalRules,
      inject: [NoticeLedger, CatalogueEventSink, Clock, LegalChangeStore, AppConfigToken],
      useFactory: (
        n: NoticeLedger,
        e: CatalogueEventSink,
        c: Clock,
        l: LegalChangeStore,
        config: AppConfig,
      ) => {
        const { legalFeedUrl, legalFeedApiKey } = settingsOf(config);
        return new MonitorLegalRules(
          n,
          e,
          c,
          legalFeedUrl ? new DipLegalFeed(legalFeedUrl, legalFeedApiKey) : null,
          l,
        );
      },
    },
    CatalogueSyncJobs,
  ],
})
export class CatalogueSyncModule {}
