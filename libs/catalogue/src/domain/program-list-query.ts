import type { ProgramCategory, ProgramLevel, TenantId } from '@libs/shared';
import type { RegionScope } from './region-scope';

/** Filters and page of `GET /programs`. All filters combine with AND. */
export interface ProgramListQuery {
  tenantId: TenantId | null;
  category?: ProgramCategory;
  level?: ProgramLevel;
  region?: RegionScope;
  limit: number;
  offset: number;
}

export interface ProgramPage {
  programs: import('./program').Program[];
  total: number;
}
