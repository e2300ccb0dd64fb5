import {
  COMPANY_SIZES,
  FEDERAL_STATE_CODES,
  NATIONWIDE,
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
  type FederalStateCode,
} from '@libs/shared';
import { amountsKnown, type Program } from '@libs/catalogue';
import { foldGerman } from '../text/german-fold';

/** Bit of each Land in a region mask; `bundesweit` is bit 16. */
export const LAND_BIT = new Map<string, number>(FEDERAL_STATE_CODES.map((c, i) => [c, 1 << i]));
export const NATIONWIDE_BIT = 1 << 16;
export const ALL_SIZES = (1 << COMPANY_SIZES.length) - 1;
export const NO_DAY = 2 ** 31 - 1;

/** Days since 1970-01-01 of a `YYYY-MM-DD` (calendar arithmetic, no time zone). */
export const dayNumber = (isoDate: string): number =>
  Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * Every filterable value of every program in typed columns, so a filter or a facet over 100,000 programs is
 * a pass over numbers, not over objects (the filters' meaning is in search-filters.ts).
 */
export class DocAttributes {
  readonly provider: Uint8Array;
  readonly category: Uint8Array;
  /** 255: no level. */
  readonly level: Uint8Array;
  readonly status: Uint8Array;
  /** 0 false, 1 true, 2 unknown. */
  readonly deminimis: Uint8Array;
  readonly regions: Uint32Array;
  readonly sizes: Uint8Array;
  /** EUR, -1 when the source states none (amountsKnown false). */
  readonly amount: Float64Array;
  /** Fraction, NaN when none. */
  readonly rate: Float64Array;
  /** Day number of the last application day, NO_DAY without a deadline. */
  readonly deadline: Int32Array;
  /** Day number applications open (announced programs), -NO_DAY when open already. */
  readonly opensFrom: Int32Array;
  /** Target group ids per program (index into `targetGroupNames`). */
  readonly targetGroups: Uint16Array[];
  /**
   * Facet classes: programs with equal region masks (or target group lists) share a class, so a facet is
   * counted per class in one increment per program and spread over the values once per search.
   */
  readonly regionClass: Uint16Array;
  readonly regionMasks: number[] = [];
  readonly groupClass: Uint32Array;
  readonly groupLists: Uint16Array[] = [];
  private readonly regionClassIds = new Map<number, number>();
  readonly targetGroupNames: string[] = [];
  private readonly targetGroupIds = new Map<string, number>();
  /** Programs naming the same groups share one array and class (clones, imports of one scheme). */
  private readonly groupListIds = new Map<string, number>();

  /** The columns of `programs`, filled in steps (see InvertedIndex.build). */
  static *build(programs: readonly Program[]): Generator<void, DocAttributes> {
    const a = new DocAttributes(programs.length);
    for (let i = 0; i < programs.length; i++) {
      a.set(i, programs[i]!);
      if (i % 256 === 255) yield;
    }
    return a;
  }

  private constructor(n: number) {
    this.provider = new Uint8Array(n);
    this.category = new Uint8Array(n);
    this.level = new Uint8Array(n);
    this.status = new Uint8Array(n);
    this.deminimis = new Uint8Array(n);
    this.regions = new Uint32Array(n);
    this.sizes = new Uint8Array(n);
    this.amount = new Float64Array(n);
    this.rate = new Float64Array(n);
    this.deadline = new Int32Array(n);
    this.opensFrom = new Int32Array(n);
    this.targetGroups = new Array<Uint16Array>(n);
    this.regionClass = new Uint16Array(n);
    this.groupClass = new Uint32Array(n);
  }

  /** The id of a target group as typed ("Gründer" = "Gruender"), or undefined when no program names it. */
  targetGroupId(name: string): number | undefined {
    return this.targetGroupIds.get(foldGerman(name).replace(/[^a-z0-9]/g, ''));
  }

  private set(i: number, p: Program): void {
    this.provider[i] = PROGRAM_PROVIDERS.indexOf(p.provider);
    this.category[i] = PROGRAM_CATEGORIES.indexOf(p.category);
    this.level[i] = p.level === null ? 255 : PROGRAM_LEVELS.indexOf(p.level);
    this.status[i] = PROGRAM_STATUSES.indexOf(p.status);
    this.deminimis[i] = p.deminimis === null ? 2 : p.deminimis ? 1 : 0;
    let regions = 0;
    for (const r of p.eligibleRegions)
      regions |= r === NATIONWIDE ? NATIONWIDE_BIT : (LAND_BIT.get(r as FederalStateCode) ?? 0);
    this.regions[i] = regions;
    let regionClass = this.regionClassIds.get(regions);
    if (regionClass === undefined) {
      regionClass = this.regionMasks.push(regions) - 1;
      this.regionClassIds.set(regions, regionClass);
    }
    this.regionClass[i] = regionClass;
    const sizes = p.terms.eligibility.companySizes;
    this.sizes[i] =
      sizes === null ? ALL_SIZES : sizes.reduce((m, s) => m | (1 << COMPANY_SIZES.indexOf(s)), 0);
    this.amount[i] = amountsKnown(p) ? p.maxAmount : -1;
    this.rate[i] = p.subsidyRateMax ?? NaN;
    this.deadline[i] = p.applicationDeadline ? dayNumber(p.applicationDeadline) : NO_DAY;
    this.opensFrom[i] = p.terms.applicationsOpenFrom ? dayNumber(p.terms.applicationsOpenFrom) : -NO_DAY;
    const listKey = p.targetGroups.join('\u0000');
    let list = this.groupListIds.get(listKey);
    if (list === undefined) {
      list = this.groupLists.push(Uint16Array.from(p.targetGroups.map((g) => this.groupId(g)))) - 1;
      this.groupListIds.set(listKey, list);
    }
    this.groupClass[i] = list;
    this.targetGroups[i] = this.groupLists[list]!;
  }

  private groupId(name: string): number {
    const key = foldGerman(name).replace(/[^a-z0-9]/g, '');
    let id = this.targetGroupIds.get(key);
    if (id === undefined) {
      id = this.targetGroupNames.length;
      this.targetGroupNames.push(name);
      this.targetGroupIds.set(key, id);
    }
    return id;
  }
}
