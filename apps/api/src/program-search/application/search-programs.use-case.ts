import { createHash } from 'node:crypto';
import { germanDayOf, type Clock, type TenantId } from '@libs/shared';
import { parseRegionScope, type Program } from '@libs/catalogue';
import {
  decodeCursor,
  encodeCursor,
  type CategoryFacet,
  type ProgramSearchIndex,
  type SearchFilters,
  type SearchResult,
} from '@libs/program-search';
import type { SearchIndexes } from './search-indexes';

export const DEFAULT_SEARCH_LIMIT = 20;

/** A search as the HTTP route and the MCP tool take it (the request DTO's fields). */
export interface ProgramSearchInput extends Omit<SearchFilters, 'region'> {
  q?: string;
  region?: string;
  sort?: 'relevance' | 'deadline' | 'amount';
  limit?: number;
  cursor?: string;
  /** The category facets to count; they do not change the hits, so a cursor does not depend on them. */
  facets?: CategoryFacet[];
}

export interface ProgramSearchPage {
  index: ProgramSearchIndex;
  result: SearchResult;
  programs: Program[];
  /** The catalogue version the index answering was built from (the previous one while a new one builds). */
  catalogueVersion: string | null;
  nextCursor: string | null;
  limit: number;
}

/** The cursor does not belong to this search (another query, filter or sort) or is malformed. */
export class SearchCursorMismatch extends Error {}

/**
 * One page of a search over the tenant's catalogue view: filters as given, deadlines counted from today's
 * German day, the cursor checked against the search it was issued for.
 */
export class SearchPrograms {
  constructor(
    private readonly indexes: SearchIndexes,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: TenantId, input: ProgramSearchInput): Promise<ProgramSearchPage> {
    const { q, region, sort = 'relevance', limit = DEFAULT_SEARCH_LIMIT, cursor, facets, ...filters } = input;
    const print = fingerprint({ q: q ?? '', region, sort, ...filters });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, print);
    if (after === null) throw new SearchCursorMismatch();
    const { index, version } = await this.indexes.forTenant(tenantId);
    const scope = region === undefined ? undefined : (parseRegionScope(region) ?? undefined);
    const result = index.search({
      q,
      filters: { ...filters, region: scope },
      sort,
      limit,
      after,
      today: germanDayOf(this.clock.now()),
      facets,
    });
    const last = result.hits[result.hits.length - 1];
    const nextCursor =
      result.hasMore && last
        ? encodeCursor({ key: last.key, id: index.programs[last.doc]!.id }, print)
        : null;
    const programs = result.hits.map((h) => index.programs[h.doc]!);
    return { index, result, programs, catalogueVersion: version, nextCursor, limit };
  }
}

/** What a cursor is bound to: every parameter but `cursor` and `limit`, in a fixed order. */
function fingerprint(params: Record<string, unknown>): string {
  const canonical = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort()
    .map((k) => [k, params[k]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}
