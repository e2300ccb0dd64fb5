import { germanDayOf } from '@libs/shared';
import type { ApplicantProfile, ProfileField } from '@libs/subsidy-engine';
import { applicantContext, type ApplicantContext } from './applicant-context';
import type { MatchResult } from '../domain/match-result';
import type { EngineAnswer } from './estimate-amount';

export interface EligibilityVerdict {
  eligible: boolean;
  missingData: readonly ProfileField[];
}

/** Whole answers kept per applicant (the oldest out first): 50 matches with their reasons are ~15 kB. */
const ANSWERS_KEPT = 8;

function frozen(result: MatchResult): MatchResult {
  for (const m of result.matches) {
    Object.freeze(m.reasons);
    Object.freeze(m);
  }
  Object.freeze(result.matches);
  return Object.freeze(result);
}

/** Every field of ApplicantProfile: the engine reads nothing else of the applicant. */
const PROFILE_FIELDS = [
  'employeeCount',
  'revenueEur',
  'balanceSheetEur',
  'federalState',
  'industryCode',
  'companySize',
  'isKmu',
  'companyAgeYears',
  'deminimisUsedEur',
] as const satisfies readonly (keyof ApplicantProfile)[];
// Fails to compile when ApplicantProfile gains a field that is not listed: two applicants differing only in
// it would share the engine's answers.
type Unlisted = Exclude<keyof ApplicantProfile, (typeof PROFILE_FIELDS)[number]>;
const _everyFieldListed: [Unlisted] extends [never] ? true : never = true;

/**
 * The engine's answers for one applicant on one German calendar day. The day is enough: the engine reads the
 * reference date only as a German day (dated rules) or in the deadline check, and ranking asks it about a
 * program only after its own, identical deadline check has passed at the current instant.
 */
export class ApplicantMemo {
  /** By eligibility class (`CompiledCatalogue.eligibilityClasses`). */
  readonly eligibility = new Map<number, EligibilityVerdict>();
  /** By cohort: the estimate for the cohort's terms without a program's own amount limits. */
  readonly terms = new Map<number, EngineAnswer>();
  private readonly programs = new Map<string, EngineAnswer>();
  /** Whole answers by request (limit, categories) and the instant up to which they hold (answer-window.ts). */
  private readonly answers = new Map<string, MatchResult>();
  private applicant: ApplicantContext | undefined;

  constructor(private readonly maxProgramAnswers: number) {}

  /** The applicant's context at this instant: SME class and de-minimis room are the day's, derived once. */
  context(profile: ApplicantProfile, referenceDate: Date): ApplicantContext {
    this.applicant ??= applicantContext(profile, referenceDate);
    return { ...this.applicant, profile, referenceDate, referenceMs: referenceDate.getTime() };
  }

  /**
   * The answer to an identical request whose ranking still holds, or a fresh one (deeply frozen, since every
   * caller of the request gets this object). A few per applicant: its usual limits and filters.
   */
  answer(key: string, rank: () => MatchResult): MatchResult {
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value as string);
      answer = frozen(rank());
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** By cohort and amounts: what else the engine reads of a program is the cohort's. */
  program(key: string, ask: () => EngineAnswer): EngineAnswer {
    let answer = this.programs.get(key);
    if (!answer) {
      if (this.programs.size >= this.maxProgramAnswers) this.programs.clear();
      answer = ask();
      this.programs.set(key, answer);
    }
    return answer;
  }
}

/**
 * The memos of the applicants seen last, least recently used out first. It lives as long as its compiled
 * catalogue (a new catalogue version starts empty), and its size is bounded: `capacity` applicants, each with
 * at most one answer per eligibility class and cohort and `maxProgramAnswers` program answers.
 */
export class ApplicantMemos {
  private readonly entries = new Map<string, ApplicantMemo>();

  constructor(
    readonly capacity = 256,
    private readonly maxProgramAnswers = 512,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** `germanDay`: the German day of `referenceDate` when the caller knows it already. */
  for(profile: ApplicantProfile, referenceDate: Date, germanDay = germanDayOf(referenceDate)): ApplicantMemo {
    const fields = PROFILE_FIELDS.map((f) => {
      const v = profile[f];
      return typeof v === 'string' ? JSON.stringify(v) : String(v);
    });
    const key = `${fields.join(',')}@${germanDay}`;
    const memo = this.entries.get(key) ?? new ApplicantMemo(this.maxProgramAnswers);
    this.entries.delete(key);
    this.entries.set(key, memo);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return memo;
  }
}
