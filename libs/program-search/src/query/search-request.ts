import type {
  CompanySize,
  ProgramCategory,
  ProgramLevel,
  ProgramProvider,
  ProgramStatus,
} from '@libs/shared';
import type { RegionScope } from '@libs/catalogue';

/**
 * The filters of a search; all given ones must hold (AND), a list holds when any of its values does (OR).
 * `region` means what it means in `GET /api/v1/programs` (region-scope.ts).
 */
export interface SearchFilters {
  provider?: readonly ProgramProvider[];
  category?: readonly ProgramCategory[];
  level?: readonly ProgramLevel[];
  region?: RegionScope;
  status?: readonly ProgramStatus[];
  /** As the catalogue writes them; folded, so "Gründer" is "Gruender". */
  targetGroup?: readonly string[];
  /** Programs open to one of the given sizes (a program without a size rule is open to all). */
  companySize?: readonly CompanySize[];
  deminimis?: boolean;
  /** The last application day is today or within this many days. */
  closingWithinDays?: number;
  /** Status `aktiv`, the deadline not passed, applications already accepted. */
  openNow?: boolean;
  /** EUR, on `maxAmount`; a program whose source states no amount never passes a bound. */
  amountMin?: number;
  amountMax?: number;
  /** Fraction 0..1, on `subsidyRateMax`; a program without a rate never passes a bound. */
  rateMin?: number;
  rateMax?: number;
  /** The Förderdatenbank's categories by code (`@libs/catalogue` funding-categories.ts). */
  fundingType?: readonly string[];
  area?: readonly string[];
  /** `<area>.<sub-area>` codes. */
  subArea?: readonly string[];
  applicant?: readonly string[];
}

export const FACETS = [
  'provider',
  'category',
  'level',
  'region',
  'status',
  'targetGroup',
  'companySize',
  'deminimis',
] as const;
export type Facet = (typeof FACETS)[number];

/** The Förderdatenbank's categories: counted only when a search asks (program-search-facets.ts). */
export const CATEGORY_FACETS = ['fundingType', 'area', 'subArea', 'applicant'] as const;
export type CategoryFacet = (typeof CATEGORY_FACETS)[number];

export const SEARCH_SORTS = ['relevance', 'deadline', 'amount'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Where the previous page ended: its last program's sort key and id (see cursor.ts). */
export interface SearchPosition {
  key: number;
  id: string;
}

export interface SearchRequest {
  q?: string;
  filters: SearchFilters;
  sort: SearchSort;
  limit: number;
  after?: SearchPosition;
  /** The German calendar day the deadline filters count from, `YYYY-MM-DD`. */
  today: string;
  /** The category facets to count (none when absent). */
  facets?: readonly CategoryFacet[];
}

export interface FacetValue {
  value: string;
  count: number;
}

/** A value of a category facet, with its German label. */
export interface LabelledFacetValue extends FacetValue {
  label: string;
}

export interface SearchHit {
  /** Index of the program in the index (its programs are in id order). */
  doc: number;
  score: number;
  /** The sort key of this hit, for the next page's cursor. */
  key: number;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  /** Whether every word had to match (false: no program matched all, so programs matching any are listed). */
  matchedAllWords: boolean;
  facets: Record<Facet, FacetValue[]>;
  /** The category facets the request asked for. */
  categoryFacets: Partial<Record<CategoryFacet, LabelledFacetValue[]>>;
  /** Stems of the index that matched a query word (for highlighting). */
  matchedStems: ReadonlySet<string>;
  /** Whether there are hits after the last one returned. */
  hasMore: boolean;
}
