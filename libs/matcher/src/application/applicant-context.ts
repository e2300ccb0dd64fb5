import {
  DEMINIMIS_CEILINGS,
  classifySme,
  ruleAt,
  type ApplicantProfile,
  type SmeClassification,
} from '@libs/subsidy-engine';
import { parseFederalState, type DeminimisRegulation, type FederalStateCode } from '@libs/shared';

export interface DeminimisRoom {
  ceilingEur: number;
  headroomEur: number;
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
  // Outside every validity period the latest ceiling is the best guess, as in the engine's de-minimis step.
  const ceilingEur = (ruleAt(table, at) ?? table[table.length - 1])?.value ?? 0;
  return { ceilingEur, headroomEur: Math.max(0, ceilingEur - used) };
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
