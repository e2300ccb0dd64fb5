import { APPLICANT_LABELS, FUNDING_AREA_LABELS, FUNDING_TYPE_LABELS, subAreaLabel } from '@libs/catalogue';
import {
  APPLICANT_CODES,
  AREA_CODES,
  FUNDING_TYPE_CODES,
  type CategoryAttributes,
} from './index/category-attributes';
import type { DocAttributes } from './index/doc-attributes';
import { FacetCounts, compileFilters } from './query/search-filters';
import {
  CATEGORY_FACETS,
  FACETS,
  type CategoryFacet,
  type Facet,
  type FacetValue,
  type LabelledFacetValue,
  type SearchFilters,
  type SearchRequest,
} from './query/search-request';

type Test = (d: number) => boolean;
type AnyFacet = Facet | CategoryFacet;

/** A mask column and its vocabulary: a filter on it is one AND per program. */
const anyBit = (
  column: ArrayLike<number>,
  vocabulary: readonly string[],
  values: readonly string[],
): Test => {
  const mask = values.reduce((m, v) => {
    const i = vocabulary.indexOf(v);
    return i < 0 ? m : m | (1 << i);
  }, 0);
  return (d) => (column[d]! & mask) !== 0;
};

/**
 * Every filter of a search as tests: one per facet, named (a facet's counts leave out its own filter), and
 * the rest, which every count respects. Within a facet any value passes (OR); the tests all hold (AND).
 */
export function compileSearchFilters(
  a: DocAttributes,
  c: CategoryAttributes,
  request: SearchRequest,
): { facets: AnyFacet[]; tests: Test[]; rest: Test[] } {
  const f = request.filters;
  const { facets: byFacet, rest } = compileFilters(a, f, request.today);
  const facets: AnyFacet[] = FACETS.filter((x) => byFacet[x]);
  const tests = facets.map((x) => byFacet[x as Facet]!);
  const add = (facet: CategoryFacet, test: Test) => {
    facets.push(facet);
    tests.push(test);
  };
  if (f.fundingType?.length) add('fundingType', anyBit(c.fundingTypes, FUNDING_TYPE_CODES, f.fundingType));
  if (f.area?.length) add('area', anyBit(c.areas, AREA_CODES, f.area));
  if (f.subArea?.length) {
    const ids = new Set(f.subArea.map((s) => c.subAreaId(s) ?? -1));
    add('subArea', (d) => c.subAreas[d]!.some((s) => ids.has(s)));
  }
  if (f.applicant?.length) add('applicant', anyBit(c.applicants, APPLICANT_CODES, f.applicant));
  return { facets, tests, rest };
}

/**
 * The counts of a search: the fixed facets always (FacetCounts), the category facets only when the
 * request names them, so a search that does not ask pays one branch per program for them.
 */
export class SearchFacetCounts {
  private readonly fixed: FacetCounts;
  private readonly categories: CategoryFacetCounts | null;

  constructor(a: DocAttributes, c: CategoryAttributes, asked: readonly CategoryFacet[] | undefined) {
    this.fixed = new FacetCounts(a);
    this.categories = asked?.length ? new CategoryFacetCounts(c, asked) : null;
  }

  /** A program that passes every filter but `facet`'s own. */
  add(facet: AnyFacet, d: number): void {
    if (isCategoryFacet(facet)) this.categories?.add(facet, d);
    else this.fixed.add(facet, d);
  }

  /** A program that passes every filter. */
  addAll(d: number): void {
    this.fixed.addAll(d);
    if (this.categories) for (const facet of this.categories.asked) this.categories.add(facet, d);
  }

  fixedValues(filters: SearchFilters): Record<Facet, FacetValue[]> {
    return this.fixed.values(filters);
  }

  categoryValues(filters: SearchFilters): Partial<Record<CategoryFacet, LabelledFacetValue[]>> {
    return this.categories?.values(filters) ?? {};
  }
}

const isCategoryFacet = (f: AnyFacet): f is CategoryFacet =>
  (CATEGORY_FACETS as readonly string[]).includes(f);

/** Counts per value of the asked category facets; values by their bit or id, labelled at the end. */
export class CategoryFacetCounts {
  private readonly counts: Record<CategoryFacet, Float64Array>;

  constructor(
    private readonly c: CategoryAttributes,
    readonly asked: readonly CategoryFacet[],
  ) {
    this.counts = {
      fundingType: new Float64Array(FUNDING_TYPE_CODES.length),
      area: new Float64Array(AREA_CODES.length),
      subArea: new Float64Array(c.subAreaCodes.length),
      applicant: new Float64Array(APPLICANT_CODES.length),
    };
  }

  add(facet: CategoryFacet, d: number): void {
    const counts = this.counts[facet];
    if (facet === 'subArea') {
      for (const s of this.c.subAreas[d]!) counts[s]!++;
      return;
    }
    const column =
      facet === 'fundingType' ? this.c.fundingTypes : facet === 'area' ? this.c.areas : this.c.applicants;
    for (let m = column[d]!, i = 0; m !== 0; m >>>= 1, i++) if (m & 1) counts[i]!++;
  }

  /** Values with a count (and the ones filtered on, even at 0), most first, then by code. */
  values(filters: SearchFilters): Partial<Record<CategoryFacet, LabelledFacetValue[]>> {
    const vocabulary: Record<CategoryFacet, [readonly string[], (code: string) => string]> = {
      fundingType: [FUNDING_TYPE_CODES, (v) => FUNDING_TYPE_LABELS[v]!],
      area: [AREA_CODES, (v) => FUNDING_AREA_LABELS[v]!],
      subArea: [this.c.subAreaCodes, subAreaLabel],
      applicant: [APPLICANT_CODES, (v) => APPLICANT_LABELS[v]!],
    };
    const out: Partial<Record<CategoryFacet, LabelledFacetValue[]>> = {};
    for (const facet of this.asked) {
      const [codes, labelOf] = vocabulary[facet];
      const counts = this.counts[facet];
      const selected = new Set(filters[facet] ?? []);
      const values: LabelledFacetValue[] = [];
      codes.forEach((value, i) => {
        const wanted = selected.delete(value);
        if (counts[i]! > 0 || wanted) values.push({ value, label: labelOf(value), count: counts[i]! });
      });
      // A selected sub-area no program of this index names: shown at 0, as every selected value.
      for (const value of selected) values.push({ value, label: labelOf(value), count: 0 });
      out[facet] = values.sort(
        (x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0),
      );
    }
    return out;
  }
}
