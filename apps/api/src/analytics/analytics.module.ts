import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '@libs/shared';
import { TenantEntitlements } from '../access';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { configSection } from '../platform/config/config-section';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { AnalyticsReportsController } from './analytics-reports.controller';
import { ReportJobRegistrar } from './adapters/report-job-registrar';
import { PartitionMaintenance } from './adapters/partition-maintenance';
import { ProductEventRecorder } from './adapters/product-event-recorder';
import { RouteReportQueryExecutor } from './adapters/route-report-query-executor';
import { ReportQueryExecutor } from './application/report-query-executor.port';
import { CreateReportSchedule, RunDueReports } from './application/report-schedules.use-case';
import { ReportStore } from './application/report-store.port';
import { RouteReportQueryCheck } from './adapters/route-report-query-check';
import { TypeormReportStore } from './persistence/typeorm-report-store';
import { ANALYTICS_DEFAULTS, type AnalyticsConfig } from './analytics.config';
import { AnalyticsEventStore } from './application/analytics-event-store.port';
import { IngestEvents } from './application/ingest-events.use-case';
import { AnalyticsEventsController } from './analytics-events.controller';
import { AnalyticsQueriesController } from './analytics-queries.controller';
import { AnalyticsForecastController } from './analytics-forecast.controller';
import { AnalyticsMarketingController } from './analytics-marketing.controller';
import { QueryMarketing } from './application/query-marketing.use-case';
import { QueryForecast } from './application/query-forecast.use-case';
import { QueryCohorts } from './application/query-cohorts.use-case';
import { QueryFunnel } from './application/query-funnel.use-case';
import { TypeormAnalyticsEventStore } from './persistence/typeorm-analytics-event-store';

import { ANALYTICS_SETTINGS } from './application/analytics-settings';
import { AnalyticsSettingsController } from './analytics-settings.controller';
import { AnalyticsSettingsStore } from './application/analytics-settings-store.port';
import { TypeormAnalyticsSettingsStore } from './persistence/typeorm-analytics-settings-store';
import { ServerEventBuffer } from './adapters/server-event-buffer';
import { ServerEventErasureHook } from './adapters/server-event-erasure-hook';

/** Analytics (ADR 0016): event ingestion and the read models over it. */
@Module({
  controllers: [
    AnalyticsEventsController,
    AnalyticsQueriesController,
    AnalyticsForecastController,
    AnalyticsMarketingController,
    AnalyticsReportsController,
    AnalyticsSettingsController,
  ],
  providers: [
    ServerEventErasureHook,
    {
      provide: ANALYTICS_SETTINGS,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig): AnalyticsConfig => ({
        ...ANALYTICS_DEFAULTS,
        ...configSection<Partial<AnalyticsConfig>>(c, 'analytics'),
      }),
    },
    {
      provide: AnalyticsEventStore,
      inject: [TenantTransaction, AppConfigToken],
      useFactory: (d: TenantTransaction, c: AppConfig) =>
        new TypeormAnalyticsEventStore(d, c.database.kind === 'postgres' ? 2 : 1),
    },
    {
      provide: IngestEvents,
      inject: [AnalyticsEventStore, TenantEntitlements, Clock],
      useFactory: (s: AnalyticsEventStore, e: TenantEntitlements, c: Clock) => new IngestEvents(s, e, c),
    },
    {
      provide: QueryFunnel,
      inject: [AnalyticsEventStore, ANALYTICS_SETTINGS],
      useFactory: (s: AnalyticsEventStore, c: AnalyticsConfig) => new QueryFunnel(s, c.maxQueryDays),
    },
    {
      provide: QueryCohorts,
      inject: [AnalyticsEventStore, Clock, ANALYTICS_SETTINGS],
      useFactory: (s: AnalyticsEventStore, k: Clock, c: AnalyticsConfig) =>
        new QueryCohorts(s, k, c.maxQueryDays),
    },
    {
      provide: QueryForecast,
      inject: [AnalyticsEventStore, Clock],
      useFactory: (s: AnalyticsEventStore, k: Clock) => new QueryForecast(s, k),
    },
    {
      provide: QueryMarketing,
      inject: [AnalyticsEventStore, ANALYTICS_SETTINGS],
      useFactory: (s: AnalyticsEventStore, c: AnalyticsConfig) => new QueryMarketing(s, c.maxQueryDays),
    },
    {
      provide: ReportStore,
      inject: [TenantTransaction, DataSource],
      useFactory: (t: TenantTransaction, d: DataSource) => new TypeormReportStore(t, d),
    },
    {
      provide: CreateReportSchedule,
      inject: [ReportStore, Clock],
      useFactory: (s: ReportStore, c: Clock) => new CreateReportSchedule(s, c, new RouteReportQueryCheck()),
    },
    {
      // The executor answers through the route handlers themselves (same defaults and shapes), built here
      // from the same use cases rather than taken from Nest's controller instances.
      provide: ReportQueryExecutor,
      inject: [QueryFunnel, QueryCohorts, QueryForecast, QueryMarketing, Clock],
      useFactory: (f: QueryFunnel, c: QueryCohorts, fc: QueryForecast, m: QueryMarketing, k: Clock) =>
        new RouteReportQueryExecutor(
          new AnalyticsQueriesController(f, c, k),
          new AnalyticsForecastController(fc),
          new AnalyticsMarketingController(m, k),
        ),
    },
    {
      provide: RunDueReports,
      inject: [ReportStore, ReportQueryExecutor, UnitOfWork, OutboundEvents],
      useFactory: (s: ReportStore, e: ReportQueryExecutor, u: UnitOfWork, o: OutboundEvents) =>
        new RunDueReports(s, e, u, o),
    },
    ReportJobRegistrar,
    PartitionMaintenance,
    {
      provide: AnalyticsSettingsStore,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormAnalyticsSettingsStore(t),
    },
    {
      provide: ServerEventBuffer,
      inject: [AnalyticsEventStore, Clock],
      useFactory: (s: AnalyticsEventStore, c: Clock) => new ServerEventBuffer(s, c),
    },
    // The request's pseudonymous actor for server-side events: an interceptor on every route.
    ProductEventRecorder,
  ],
})
export class AnalyticsModule {}
