import { NATIONWIDE, parseFederalState, type FederalStateCode } from '@libs/shared';
import type { ApplicantProfile } from '@libs/subsidy-engine';
import type { Program } from '@libs/catalogue';
import type { KalkulationRequestDto } from './kalkulation.dto';

/** Where a nationwide program is calculated when no Land is given: a western Land, i.e. the regular rate. */
export const DEFAULT_LAND_FOR_NATIONWIDE: FederalStateCode = 'NW';

/**
 * The introductory contract knows only headcount and industry. Documented defaults: no turnover or balance
 * sheet → the SME class follows the headcount alone (turnover 0 passes the financial test; the engine says
 * so); no Land → the program's own Land for a Land program, else a western Land (no eastern bonus rates).
 */
export function kalkulationProfile(body: KalkulationRequestDto, program: Program): ApplicantProfile {
  const ownLand = program.eligibleRegions.find((r) => r !== NATIONWIDE && parseFederalState(r) !== null);
  return {
    employeeCount: body.mitarbeiterzahl,
    revenueEur: 0,
    federalState: body.bundesland ?? ownLand ?? DEFAULT_LAND_FOR_NATIONWIDE,
    industryCode: body.branche,
  };
}
