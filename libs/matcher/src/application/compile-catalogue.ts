import type { Program } from '@libs/catalogue';
import type { FederalStateCode, ProgramTerms } from '@libs/shared';
import type { SubsidyProgram } from '@libs/subsidy-engine';
import { ApplicantMemos } from './applicant-memo';
import { deadlineTimesOfDay } from './answer-window';
import { bucketOf, type Bucket } from './bucket';
import type { Cohort } from './cohort';
import { admittedSizes, eligibilityProbe, refusableSizes, regionReach } from './engine-probes';
import { rankedProgram, traitsOf, type RankedProgram } from './program-traits';
import { signature } from './signature';

export type { Cohort };

/**
 * The catalogue prepared for ranking, built once per catalogue version (the app caches it per tenant): the
 * candidate index. `open` holds the nationwide cohorts, `byLand` those of each Land, as buckets of members;
 * a request reads only its Land's and scores cohorts, not programs. `eligibilityClasses` are the programs the
 * per-request eligibility check runs on, one per distinct headcount/age/sector rule set. `memos` keeps the
 * engine's answers and whole ranked answers per applicant (a cache: results never depend on it).
 */
export interface CompiledCatalogue {
  /** Every open or planned program, by id. */
  readonly programs: readonly RankedProgram[];
  readonly open: readonly Bucket[];
  readonly byLand: ReadonlyMap<FederalStateCode, readonly Bucket[]>;
  readonly eligibilityClasses: readonly SubsidyProgram[];
  /** When in the day the members' deadlines end (`answerWindow`: how long a ranked answer holds). */
  readonly deadlineTimesOfDay: readonly number[];
  readonly memos: ApplicantMemos;
}

/** Statuses that accept no applications and never will again: profile-independent hard filter. */
const CLOSED = new Set(['ausgelaufen', 'inaktiv']);

const byId = (a: Program, b: Program): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A memo for per-catalogue derivations that repeat across many programs. */
function memoised<T>(compute: (p: Program) => T, key: (p: Program) => string): (p: Program) => T {
  const seen = new Map<string, T>();
  return (p) => {
    const k = key(p);
    let value = seen.get(k);
    if (value === undefined) seen.set(k, (value = compute(p)));
    return value;
  };
}

const regionKey = (p: Program): string => signature([p.terms.eligibility.regions, p.eligibleRegions]);

/**
 * Everything but id, name, amounts, deadline and regions that the engine, the score or the reasons read
 * (`rankedProgram` drops the rate wording, so the key may too).
 */
function cohortKey(p: Program, open: boolean, termsKeys: WeakMap<ProgramTerms, string>): string {
  // The terms' part is kept per terms object: programs that share one (the app's snapshot shares equal
  // values) are not stringified again, which was most of a compile's garbage at 100,000 programs. Two
  // signatures joined stay unambiguous: the first is a complete JSON array.
  let terms = termsKeys.get(p.terms);
  if (terms === undefined) {
    const t = p.terms;
    terms = signature({ ...t, rateRulesText: null, eligibility: { ...t.eligibility, regions: [] } });
    termsKeys.set(t, terms);
  }
  const head = [open, p.category, p.status, p.level, p.subsidyRateMax, p.deminimis, p.targetGroups, p.phases];
  return `${signature(head)}|${terms}`;
}

export interface CompileOptions {
  /**
   * The caller keeps `programs` alive and unchanged for as long as the compiled catalogue (the app's
   * catalogue snapshot, whose equal values are already shared): members are those very objects instead of
   * slim copies, so the catalogue is held once, not twice. The engine and the score read the same fields.
   */
  readonly sharePrograms?: boolean;
}

export function compileCatalogue(
  programs: readonly Program[],
  options: CompileOptions = {},
): CompiledCatalogue {
  const reach = memoised(regionReach, regionKey);
  const sizes = memoised(admittedSizes, (p) => signature(p.terms.eligibility.companySizes));
  const refusable = memoised(refusableSizes, (p) => signature([p.category, p.terms.legalBasis, p.deminimis]));
  const classes = new Map<string, number>();
  const eligibilityClasses: SubsidyProgram[] = [];
  const cohorts = new Map<string, Cohort>();
  const members = new Map<
    Cohort,
    { open: RankedProgram[]; byLand: Map<FederalStateCode, RankedProgram[]> }
  >();
  // Clones share their terms and region lists: one object each instead of one per program.
  const sharedTerms = new Map<string, ProgramTerms>();
  const sharedRegions = new Map<string, readonly string[]>();
  const slimMember = (program: Program, cohortId: number): RankedProgram => {
    const regions = regionKey(program);
    const termsKey = `${cohortId}|${regions}`;
    let terms = sharedTerms.get(termsKey);
    if (!terms) sharedTerms.set(termsKey, (terms = { ...program.terms, rateRulesText: null }));
    let eligibleRegions = sharedRegions.get(regions);
    if (!eligibleRegions) sharedRegions.set(regions, (eligibleRegions = program.eligibleRegions));
    return rankedProgram(program, terms, eligibleRegions);
  };
  const compiled: RankedProgram[] = [];
  const termsKeys = new WeakMap<ProgramTerms, string>();

  for (const program of [...programs].sort(byId)) {
    if (CLOSED.has(program.status)) continue;
    const where = reach(program);
    const key = cohortKey(program, where.open, termsKeys);
    let cohort = cohorts.get(key);
    if (!cohort) {
      const probe = eligibilityProbe(program);
      const classKey = signature([probe.terms.eligibility, probe.terms.legalBasis]);
      let eligibilityClass = classes.get(classKey);
      if (eligibilityClass === undefined) {
        eligibilityClass = eligibilityClasses.push(probe) - 1;
        classes.set(classKey, eligibilityClass);
      }
      cohort = {
        id: cohorts.size,
        traits: traitsOf(program, !where.open),
        eligibilityClass,
        eligibilityProbe: eligibilityClasses[eligibilityClass] ?? probe,
        sizes: sizes(program),
        refusable: refusable(program),
      };
      cohorts.set(key, cohort);
      members.set(cohort, { open: [], byLand: new Map() });
    }
    const member = options.sharePrograms ? program : slimMember(program, cohort.id);
    compiled.push(member);
    const slots = members.get(cohort);
    if (where.open) slots?.open.push(member);
    for (const land of where.lands) {
      const list = slots?.byLand.get(land) ?? [];
      if (list.length === 0) slots?.byLand.set(land, list);
      list.push(member);
    }
  }

  const open: Bucket[] = [];
  const byLand = new Map<FederalStateCode, Bucket[]>();
  for (const [cohort, slots] of members) {
    if (slots.open.length > 0) open.push(bucketOf(cohort, slots.open));
    for (const [land, list] of slots.byLand) {
      const buckets = byLand.get(land) ?? [];
      if (buckets.length === 0) byLand.set(land, buckets);
      buckets.push(bucketOf(cohort, list));
    }
  }
  return {
    programs: compiled,
    open,
    byLand,
    eligibilityClasses,
    deadlineTimesOfDay: deadlineTimesOfDay([...open, ...[...byLand.values()].flat()]),
    memos: new ApplicantMemos(),
  };
}
