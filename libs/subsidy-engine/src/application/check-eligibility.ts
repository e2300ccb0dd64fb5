import type { ApplicantProfile, ProfileField } from '../domain/applicant-profile';
import { hasError, type EngineWarning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { classifySme, type SmeClassification } from './classify-sme';
import {
  checkCompanyAge,
  checkDeadline,
  checkRegion,
  checkSector,
  checkSize,
  checkStatus,
} from './eligibility-checks';

export interface EligibilityResult {
  eligible: boolean;
  /** Every finding; any with severity `error` makes the applicant ineligible. */
  reasons: EngineWarning[];
  /** Profile fields whose absence left a check open (the matcher scores data completeness from them). */
  missingData: ProfileField[];
  sme: SmeClassification;
}

/**
 * Can this applicant apply to this program on `referenceDate`? Status, deadline, region, size and
 * headcount, company age and excluded sectors; each failed check is an `error` reason that says why.
 */
export function checkEligibility(
  program: SubsidyProgram,
  profile: ApplicantProfile,
  referenceDate: Date,
  sme: SmeClassification = classifySme(profile),
): EligibilityResult {
  const outcomes = [
    checkStatus(program),
    checkDeadline(program, referenceDate),
    checkRegion(program, profile),
    checkSize(program, profile, sme),
    checkCompanyAge(program, profile),
    checkSector(program, profile),
  ];
  const reasons = outcomes.flatMap((o) => o.warnings);
  const missingData = outcomes.flatMap((o) => o.missing);
  if (profile.balanceSheetEur === undefined || profile.balanceSheetEur === null)
    missingData.unshift('balanceSheetEur');
  return { eligible: !hasError(reasons), reasons, missingData, sme };
}
