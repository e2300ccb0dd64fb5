import type { TenantScope } from '@libs/shared';

/** Answers one stored report query (`<kind>?<query string>`) as its GET route would at this moment. */
export abstract class ReportQueryExecutor {
  abstract execute(scope: TenantScope, spec: string): Promise<unknown>;
}

/** Checks a report query (`<kind>?<query string>`) as its GET route would, before it is stored. */
export abstract class ReportQueryCheck {
  /** The German reason the query would be refused, or null when its route would answer it. */
  abstract problemOf(spec: string): string | null;
}
