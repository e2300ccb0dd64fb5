import {
  COMPANY_SIZES,
  FEDERAL_STATE_CODES,
  NATIONWIDE,
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
} from '@libs/shared';
import { regionKeysOf } from '@libs/catalogue';
import { LAND_BIT, NATIONWIDE_BIT, NO_DAY, dayNumber, type DocAttributes } from '../index/doc-attributes';
import type { Facet, FacetValue, SearchFilters } from './search-request';

type Test = (d: number) => boolean;
const ACTIVE = PROGRAM_STATUSES.indexOf('aktiv');

/** A byte column's values as a lookup table (profiled: a Set lookup per program was a fifth of a search). */
const anyOf = <T>(column: Uint8Array, vocabulary: readonly T[], values: readonly T[]): Test => {
  const wanted = new Uint8Array(256);
  for (const v of values) {
    const i = vocabulary.indexOf(v);
    if (i >= 0) wanted[i] = 1;
  }
  return (d) => wanted[column[d]!] === 1;
};

/** Region as in `GET /api/v1/programs`: a Land admits the nationwide programs and its own. */
function regionMask(keys: readonly string[]): number {
  return keys.reduce((m, k) => m | (k === NATIONWIDE ? NATIONWIDE_BIT : (LAND_BIT.get(k) ?? 0)), 0);
}

/**
 * The filters as tests on a program's columns: one per facet (so a facet can leave out its own) and one
 * for the rest (deadline window, amount and rate ranges), which every count respects.
 */
export function compileFilters(
  a: DocAttributes,
  f: SearchFilters,
  today: string,
): { facets: Partial<Record<Facet, Test>>; rest: Test[] } {
  const facets: Partial<Record<Facet, Test>> = {};
  if (f.provider?.length) facets.provider = anyOf(a.provider, PROGRAM_PROVIDERS, f.provider);
  if (f.category?.length) facets.category = anyOf(a.category, PROGRAM_CATEGORIES, f.category);
  if (f.level?.length) facets.level = anyOf(a.level, PROGRAM_LEVELS, f.level);
  if (f.status?.length) facets.status = anyOf(a.status, PROGRAM_STATUSES, f.status);
  if (f.region) {
    const mask = regionMask(regionKeysOf(f.region));
    facets.region = (d) => (a.regions[d]! & mask) !== 0;
  }
  if (f.targetGroup?.length) {
    const ids = new Set(f.targetGroup.map((g) => a.targetGroupId(g) ?? -1));
    facets.targetGroup = (d) => a.targetGroups[d]!.some((g) => ids.has(g));
  }
  if (f.companySize?.length) {
    const mask = f.companySize.reduce((m, s) => m | (1 << COMPANY_SIZES.indexOf(s)), 0);
    facets.companySize = (d) => (a.sizes[d]! & mask) !== 0;
  }
  if (f.deminimis !== undefined) {
    const wanted = f.deminimis ? 1 : 0;
    facets.deminimis = (d) => a.deminimis[d] === wanted;
  }
  const rest: Test[] = [];
  const day = dayNumber(today);
  if (f.closingWithinDays !== undefined) {
    const last = day + f.closingWithinDays;
    rest.push((d) => a.deadline[d]! >= day && a.deadline[d]! <= last);
  }
  if (f.openNow)
    rest.push(
      (d) =>
        a.status[d] === ACTIVE &&
        (a.deadline[d] === NO_DAY || a.deadline[d]! >= day) &&
        a.opensFrom[d]! <= day,
    );
  const { amountMin, amountMax, rateMin, rateMax } = f;
  if (amountMin !== undefined) rest.push((d) => a.amount[d]! >= 0 && a.amount[d]! >= amountMin);
  if (amountMax !== undefined) rest.push((d) => a.amount[d]! >= 0 && a.amount[d]! <= amountMax);
  // NaN compares false: a program without a rate never passes a bound.
  if (rateMin !== undefined) rest.push((d) => a.rate[d]! >= rateMin);
  if (rateMax !== undefined) rest.push((d) => a.rate[d]! <= rateMax);
  return { facets, rest };
}

/**
 * Counts per value of each facet, filled program by program: one increment per facet and program, by value
 * or by class (programs with equal region masks, size masks or target group lists), spread over the values
 * once at the end. So counting all facets of 100,000 hits is a few hundred thousand increments.
 */
export class FacetCounts {
  private readonly provider = new Float64Array(PROGRAM_PROVIDERS.length);
  private readonly category = new Float64Array(PROGRAM_CATEGORIES.length);
  /** Index 255 (no level) is not shown. */
  private readonly level = new Float64Array(256);
  private readonly status = new Float64Array(PROGRAM_STATUSES.length);
  private readonly regionClass: Float64Array;
  private readonly sizeMask = new Float64Array(1 << COMPANY_SIZES.length);
  private readonly groupClass: Float64Array;
  /** 0 false, 1 true, 2 unknown (not shown). */
  private readonly deminimis = new Float64Array(3);

  constructor(private readonly a: DocAttributes) {
    this.regionClass = new Float64Array(a.regionMasks.length);
    this.groupClass = new Float64Array(a.groupLists.length);
  }

  /** A program that passes every filter but the facet's own. */
  add(facet: Facet, d: number): void {
    const a = this.a;
    if (facet === 'provider') this.provider[a.provider[d]!]!++;
    else if (facet === 'category') this.category[a.category[d]!]!++;
    else if (facet === 'level') this.level[a.level[d]!]!++;
    else if (facet === 'status') this.status[a.status[d]!]!++;
    else if (facet === 'region') this.regionClass[a.regionClass[d]!]!++;
    else if (facet === 'companySize') this.sizeMask[a.sizes[d]!]!++;
    else if (facet === 'targetGroup') this.groupClass[a.groupClass[d]!]!++;
    else this.deminimis[a.deminimis[d]!]!++;
  }

  /** A program that passes every filter: it counts in every facet. */
  addAll(d: number): void {
    const a = this.a;
    this.provider[a.provider[d]!]!++;
    this.category[a.category[d]!]!++;
    this.level[a.level[d]!]!++;
    this.status[a.status[d]!]!++;
    this.regionClass[a.regionClass[d]!]!++;
    this.sizeMask[a.sizes[d]!]!++;
    this.groupClass[a.groupClass[d]!]!++;
    this.deminimis[a.deminimis[d]!]!++;
  }

  /** Values with a count (and the ones filtered on, even at 0), most first, then by name. */
  values(filters: SearchFilters): Record<Facet, FacetValue[]> {
    const a = this.a;
    const lands = FEDERAL_STATE_CODES.length;
    const region = new Float64Array(lands + 1);
    this.regionClass.forEach((count, c) => {
      if (count === 0) return;
      const mask = a.regionMasks[c]!;
      const nationwide = (mask & NATIONWIDE_BIT) !== 0;
      for (let i = 0; i < lands; i++) if (nationwide || mask & (1 << i)) region[i]! += count;
      if (nationwide) region[lands]! += count;
    });
    const sizes = new Float64Array(COMPANY_SIZES.length);
    this.sizeMask.forEach((count, mask) => {
      if (count === 0) return;
      for (let i = 0; i < COMPANY_SIZES.length; i++) if (mask & (1 << i)) sizes[i]! += count;
    });
    const groups = new Float64Array(a.targetGroupNames.length);
    // Most classes (a catalogue of clones has thousands) are not among the hits: skipped, not spread as 0.
    this.groupClass.forEach((count, c) => {
      if (count === 0) return;
      for (const g of a.groupLists[c]!) groups[g]! += count;
    });
    const counted: Record<Facet, [readonly string[], ArrayLike<number>]> = {
      provider: [PROGRAM_PROVIDERS, this.provider],
      category: [PROGRAM_CATEGORIES, this.category],
      level: [PROGRAM_LEVELS, this.level],
      region: [[...FEDERAL_STATE_CODES, NATIONWIDE], region],
      status: [PROGRAM_STATUSES, this.status],
      targetGroup: [a.targetGroupNames, groups],
      companySize: [COMPANY_SIZES, sizes],
      deminimis: [['false', 'true'], this.deminimis],
    };
    const selected = selectedValues(filters);
    const out = {} as Record<Facet, FacetValue[]>;
    for (const facet of Object.keys(counted) as Facet[]) {
      const [names, counts] = counted[facet];
      const keep = selected[facet];
      // Values at 0 are most of a long list (target groups): skipped before an object is made for them.
      const values: FacetValue[] = [];
      for (let i = 0; i < names.length; i++)
        if (counts[i]! > 0 || keep.has(names[i]!)) values.push({ value: names[i]!, count: counts[i]! });
      out[facet] = values.sort(
        (x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0),
      );
    }
    return out;
  }
}

function selectedValues(f: SearchFilters): Record<Facet, Set<string>> {
  return {
    provider: new Set(f.provider),
    category: new Set(f.category),
    level: new Set(f.level),
    region: new Set(f.region ? [f.region.kind === 'land' ? f.region.code : NATIONWIDE] : []),
    status: new Set(f.status),
    targetGroup: new Set(),
    companySize: new Set(f.companySize),
    deminimis: new Set(f.deminimis === undefined ? [] : [String(f.deminimis)]),
  };
}
