import type { AnalyticsForecastController } from '../analytics-forecast.controller';
import type { AnalyticsMarketingController } from '../analytics-marketing.controller';
import type { AnalyticsQueriesController } from '../analytics-queries.controller';
import { ReportQueryExecutor } from '../application/report-query-executor.port';
import type { TenantScope } from '@libs/shared';
import type { CohortsQueryDto } from '../dto/cohorts.dto';
import type { ForecastQueryDto } from '../dto/forecast.dto';
import type { FunnelQueryDto } from '../dto/funnel.dto';
import type { MarketingQueryDto } from '../dto/marketing.dto';
import { parseReportQuery } from '../dto/report.dto';

/**
 * Runs a stored query through the very handler of its GET route, so that a report and a call by hand give
 * the same answer for the same moment (defaults, checks and shape included).
 */
export class RouteReportQueryExecutor extends ReportQueryExecutor {
  constructor(
    private readonly queries: AnalyticsQueriesController,
    private readonly forecast: AnalyticsForecastController,
    private readonly marketing: AnalyticsMarketingController,
  ) {
    super();
  }

  execute(scope: TenantScope, spec: string): Promise<unknown> {
    const parsed = parseReportQuery(spec);
    if ('problem' in parsed) throw new Error(parsed.problem);
    switch (parsed.kind) {
      case 'funnel':
        return this.queries.answerFunnel(scope, parsed.query as FunnelQueryDto);
      case 'cohorts':
        return this.queries.answerCohorts(scope, parsed.query as CohortsQueryDto);
      case 'forecast':
        return this.forecast.answerForecast(scope, parsed.query as ForecastQueryDto);
      case 'marketing':
        return this.marketing.answerMarketing(scope, parsed.query as MarketingQueryDto);
    }
  }
}
