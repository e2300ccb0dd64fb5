import type { ProgramCategory } from '@libs/shared';
import { APPLICANT_LABELS, FUNDING_AREA_LABELS, FUNDING_TYPE_LABELS, type Program } from '@libs/catalogue';

export const FUNDING_TYPE_CODES = Object.keys(FUNDING_TYPE_LABELS);
export const AREA_CODES = Object.keys(FUNDING_AREA_LABELS);
export const APPLICANT_CODES = Object.keys(APPLICANT_LABELS);

/**
 * The Förderart of a program the Förderdatenbank does not classify (curated, a tenant's own), from its
 * instrument: the importer's mapping (ADR 0015) read backwards, so the facet covers the whole catalogue.
 */
const TYPE_OF_CATEGORY: Readonly<Record<ProgramCategory, string>> = {
  zuschuss: 'zuschuss',
  darlehen: 'darlehen',
  kredit: 'darlehen',
  buergschaft: 'buergschaft',
  beteiligung: 'beteiligung',
  steuervorteil: 'sonstige',
  beratung: 'sonstige',
};

const maskOf = (codes: readonly string[], vocabulary: readonly string[]): number =>
  codes.reduce((m, c) => {
    const i = vocabulary.indexOf(c);
    return i < 0 ? m : m | (1 << i);
  }, 0);

/**
 * The Förderdatenbank categories of every program as columns (see DocAttributes): the closed vocabularies
 * as bit masks, the open one (sub-areas) as id lists shared by programs naming the same sub-areas.
 */
export class CategoryAttributes {
  /** Bit i: FUNDING_TYPE_CODES[i]. */
  readonly fundingTypes: Uint8Array;
  /** Bit i: AREA_CODES[i] (23 areas). */
  readonly areas: Uint32Array;
  /** Bit i: APPLICANT_CODES[i]. */
  readonly applicants: Uint16Array;
  /** Sub-area ids per program (index into `subAreaCodes`). */
  readonly subAreas: Uint16Array[];
  readonly subAreaCodes: string[] = [];
  private readonly subAreaIds = new Map<string, number>();
  private readonly subAreaLists = new Map<string, Uint16Array>();

  /** The columns of `programs`, filled in steps (see InvertedIndex.build). */
  static *build(programs: readonly Program[]): Generator<void, CategoryAttributes> {
    const c = new CategoryAttributes(programs.length);
    for (let i = 0; i < programs.length; i++) {
      c.set(i, programs[i]!);
      if (i % 256 === 255) yield;
    }
    return c;
  }

  private constructor(n: number) {
    this.fundingTypes = new Uint8Array(n);
    this.areas = new Uint32Array(n);
    this.applicants = new Uint16Array(n);
    this.subAreas = new Array<Uint16Array>(n);
  }

  /** The id of a sub-area code, undefined when no program of this index names it. */
  subAreaId(code: string): number | undefined {
    return this.subAreaIds.get(code);
  }

  private set(i: number, p: Program): void {
    const c = p.fundingCategories;
    this.fundingTypes[i] = maskOf(c ? c.fundingTypes : [TYPE_OF_CATEGORY[p.category]], FUNDING_TYPE_CODES);
    this.areas[i] = maskOf(c?.areas ?? [], AREA_CODES) >>> 0;
    this.applicants[i] = maskOf(c?.applicants ?? [], APPLICANT_CODES);
    const codes = c?.subAreas ?? [];
    const key = codes.join(' ');
    let list = this.subAreaLists.get(key);
    if (!list) {
      list = Uint16Array.from(codes, (code) => this.idOf(code));
      this.subAreaLists.set(key, list);
    }
    this.subAreas[i] = list;
  }

  private idOf(code: string): number {
    let id = this.subAreaIds.get(code);
    if (id === undefined) {
      id = this.subAreaCodes.push(code) - 1;
      this.subAreaIds.set(code, id);
    }
    return id;
  }
}
