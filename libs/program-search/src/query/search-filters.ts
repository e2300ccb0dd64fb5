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

const anyOf = <T>(column: ArrayLike<number>, vocabulary: readonly T[], values: readonly T[]): Test => {
  const wanted = new Set(values.map((v) => vocabulary.indexOf(v)));
  return (d) => wanted.has(column[d]!);
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

/** Counts per value of each facet, filled program by program. */
export class FacetCounts {
  private readonly counts: Record<Facet, Float64Array>;

  constructor(private readonly a: DocAttributes) {
    this.counts = {
      provider: new Float64Array(PROGRAM_PROVIDERS.length),
      category: new Float64Array(PROGRAM_CATEGORIES.length),
      level: new Float64Array(PROGRAM_LEVELS.length),
      // The 16 Länder, then `bundesweit`.
      region: new Float64Array(FEDERAL_STATE_CODES.length + 1),
      status: new Float64Array(PROGRAM_STATUSES.length),
      targetGroup: new Float64Array(a.targetGroupNames.length),
      companySize: new Float64Array(COMPANY_SIZES.length),
      deminimis: new Float64Array(2),
    };
  }

  add(facet: Facet, d: number): void {
    const a = this.a;
    const c = this.counts[facet];
    switch (facet) {
      case 'provider':
      case 'category':
      case 'status':
        c[a[facet][d]!]!++;
        return;
      case 'level':
        if (a.level[d] !== 255) c[a.level[d]!]!++;
        return;
      case 'region': {
        const r = a.regions[d]!;
        const nationwide = (r & NATIONWIDE_BIT) !== 0;
        for (let i = 0; i < FEDERAL_STATE_CODES.length; i++) if (nationwide || r & (1 << i)) c[i]!++;
        if (nationwide) c[FEDERAL_STATE_CODES.length]!++;
        return;
      }
      case 'targetGroup':
        for (const g of a.targetGroups[d]!) c[g]!++;
        return;
      case 'companySize':
        for (let i = 0; i < COMPANY_SIZES.length; i++) if (a.sizes[d]! & (1 << i)) c[i]!++;
        return;
      case 'deminimis':
        if (a.deminimis[d] !== 2) c[a.deminimis[d]!]!++;
        return;
    }
  }

  /** Values with a count (and the ones filtered on, even at 0), most first, then by name. */
  values(filters: SearchFilters): Record<Facet, FacetValue[]> {
    const names: Record<Facet, readonly string[]> = {
      provider: PROGRAM_PROVIDERS,
      category: PROGRAM_CATEGORIES,
      level: PROGRAM_LEVELS,
      region: [...FEDERAL_STATE_CODES, NATIONWIDE],
      status: PROGRAM_STATUSES,
      targetGroup: this.a.targetGroupNames,
      companySize: COMPANY_SIZES,
      deminimis: ['false', 'true'],
    };
    const selected = selectedValues(filters);
    const out = {} as Record<Facet, FacetValue[]>;
    for (const facet of Object.keys(names) as Facet[]) {
      const keep = selected[facet];
      out[facet] = names[facet]
        .map((value, i) => ({ value, count: this.counts[facet][i]! }))
        .filter((v) => v.count > 0 || keep.has(v.value))
        .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0));
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
