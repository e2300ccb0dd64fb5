import { parseFederalState, type CompanySize } from '@libs/shared';
import { ruleAt } from '@libs/subsidy-engine';
import type { ProjectFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import {
  findMapArea,
  LAENDER_WITHOUT_C_AREAS,
  REGIONAL_AID_MAP,
  REGIONAL_SME_BONUS,
} from '../rules/regional-aid-map';
import { dayAsDate } from './calendar';
import { notInForce, pct, type IntensityOutcome } from './intensity-outcome';

const notAvailable = (detail: string, source: string = PLAN_SOURCES.regionalAidMap): IntensityOutcome => ({
  kind: 'unavailable',
  reason: finding('REGIONAL_AID_NOT_AVAILABLE', source, { detail }),
});

/**
 * The map's intensity at the site plus the SME bonus (GBER Art. 14, map 2022-2027). Regional aid only where
 * the site is known to be assisted: a Kreis in the built-in table, or the advisor's rate from the Land's
 * Gemeindeverzeichnis. Anything else gets none (REGIONAL_AREA_UNKNOWN): about 58 % of the population lives
 * outside the assisted areas (rules.md §4.1), so assuming even the lowest C value would overstate the aid.
 */
export function regionalIntensity(size: CompanySize, project: ProjectFacts, day: string): IntensityOutcome {
  const at = dayAsDate(day);
  const map = ruleAt(REGIONAL_AID_MAP, at);
  const land = parseFederalState(project.federalState) ?? project.federalState;
  if (!map) return notAvailable(`keine Fördergebietskarte am ${day}`);
  const bonusRule = ruleAt(REGIONAL_SME_BONUS, at);
  if (!bonusRule)
    return notInForce(
      'KMU-Zuschläge der Fördergebietskarte',
      REGIONAL_SME_BONUS,
      day,
      PLAN_SOURCES.regionalSmeBonus,
    );
  const site = project.kreis ?? land;
  let base: number;
  let where: string;
  let source: string = map.legalSource;
  const given = project.regionalAidMapRatePercent;
  if (given !== undefined && given !== null) {
    if (given <= 0) return notAvailable(`${site}: kein Fördergebiet laut Angabe (Gemeindeverzeichnis)`);
    base = given / 100;
    where = `${site}: ${pct(base)} laut Angabe (Gemeindeverzeichnis)`;
  } else {
    const area = project.kreis ? findMapArea(map.value, land, project.kreis) : null;
    if (!area) {
      if (LAENDER_WITHOUT_C_AREAS.includes(land)) return notAvailable(`${land} hat keine C-Fördergebiete`);
      return {
        kind: 'unavailable',
        reason: finding(
          'REGIONAL_AREA_UNKNOWN',
          `${map.legalSource}; ${PLAN_SOURCES.regionalAidMapCoverage}`,
          {
            detail: project.kreis ? `${project.kreis} (${land})` : `${land}, kein Kreis angegeben`,
          },
        ),
      };
    }
    base = area.rate;
    where = `${area.kreis} (${land}): ${pct(base)}`;
    source = area.legalSource;
  }
  const investment = project.costs.investment ?? 0;
  const bonus = investment <= bonusRule.value.costsMaxEur ? bonusRule.value.bySize[size] : 0;
  const findings: Finding[] = [];
  if (size === 'large') {
    findings.push(
      finding('UNVERIFIED_RULE', PLAN_SOURCES.regionalAidMap, {
        detail:
          'große Unternehmen in C-Gebieten nur für eine neue wirtschaftliche Tätigkeit (AGVO Art. 14 Abs. 3)',
      }),
    );
  }
  return {
    kind: 'capped',
    rate: base + bonus,
    label: `Fördergebietskarte ${where}${bonus > 0 ? ` + ${pct(bonus)} KMU-Zuschlag` : ''}`,
    legalSource: bonus > 0 ? `${source}; ${bonusRule.legalSource}` : source,
    ruleVersions: bonus > 0 ? [map.id, bonusRule.id] : [map.id],
    findings,
  };
}
