import { ReportQueryCheck } from '../application/report-query-executor.port';
import { parseReportQuery } from '../dto/report.dto';

/** The GET routes' own query DTOs decide: a stored query is refused exactly when its route would refuse it. */
export class RouteReportQueryCheck extends ReportQueryCheck {
  problemOf(spec: string): string | null {
    const parsed = parseReportQuery(spec);
    return 'problem' in parsed ? parsed.problem : null;
  }
}
