import {
  DEMINIMIS_CEILINGS,
  classifySme,
  ruleAt,
  type ApplicantProfile,
  type SmeClassification,
} from '@libs/subsidy-engine';
import {
  eurToCents,
  germanDayOf,
  parseFederalState,
  type DeminimisRegulation,
  type FederalStateCode,
} from '@libs/shared';

export interface DeminimisRoom {
  ceilingEur: number;
  headroomEur: number;
  /**
   * Nothing left as the engine's de-minimis step sees it (in cents, with the ceiling nearest the date outside
   * every validity period). Then the engine refuses the regulation's programs that go through that step (not
   * a tax allowance): it can be so while `headroomEur` still shows a fraction of a cent.
   */
  exhausted: boolean;
}

/** Everything about the applicant the ranking derives once per request instead of once per program. */
export interface ApplicantContext {
  profile: ApplicantProfile;
  sme: SmeClassification;
  land: FederalStateCode | null;
  age: number | null;
  referenceDate: Date;
  referenceMs: number;
  /** Per de-minimis regulation: its ceiling on the reference date and what the applicant has left of it. */
  deminimis: Record<DeminimisRegulation, DeminimisRoom>;
}

function roomUnder(regulation: DeminimisRegulation, used: number, at: Date): DeminimisRoom {
  const table = DEMINIMIS_CEILINGS[regulation];
  const inForce = ruleAt(table, at);
  // Outside every validity period the latest ceiling is the best guess for the score.
  const ceilingEur = (inForce ?? table[table.length - 1])?.value ?? 0;
  // The engine takes the nearest instead: the first before the earliest, the last after the latest.
  const sorted = [...table].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const nearest = inForce ?? (germanDayOf(at) < (sorted[0]?.validFrom ?? '') ? sorted[0] : sorted.at(-1));
  return {
    ceilingEur,
    headroomEur: Math.max(0, ceilingEur - used),
    exhausted: eurToCents(nearest?.value ?? 0) - eurToCents(used) <= 0,
  };
}

export function applicantContext(profile: ApplicantProfile, referenceDate: Date): ApplicantContext {
  const used = profile.deminimisUsedEur ?? 0;
  return {
    profile,
    sme: classifySme(profile),
    land: parseFederalState(profile.federalState),
    age: profile.companyAgeYears ?? null,
    referenceDate,
    referenceMs: referenceDate.getTime(),
    deminimis: {
      general: roomUnder('general', used, referenceDate),
      agriculture: roomUnder('agriculture', used, referenceDate),
      fishery: roomUnder('fishery', used, referenceDate),
      sgei: roomUnder('sgei', used, referenceDate),
    },
  };
}
