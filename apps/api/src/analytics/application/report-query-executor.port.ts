import type { TenantScope } from '@libs/shared';

/** Answers one stored report query (`<kind>?<query string>`) as its GET route would at this moment. */
export abstract class ReportQueryExecutor {
  abstract execute(scope: TenantScope, spec: string): Promise<unknown>;
}
