import { parseFederalState, type CompanySize } from '@libs/shared';
import { ruleAt, type DatedRule } from '@libs/subsidy-engine';
import type { ProjectFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { GRW_RATES, type GrwRates } from '../rules/grw-rates';
import {
  findMapArea,
  LAENDER_WITHOUT_C_AREAS,
  REGIONAL_AID_MAP,
  REGIONAL_SME_BONUS,
  type AssistedArea,
} from '../rules/regional-aid-map';
import { dayAsDate } from './calendar';
import { notInForce, pct, type IntensityOutcome } from './intensity-outcome';

const notAvailable = (detail: string, source: string = PLAN_SOURCES.regionalAidMap): IntensityOutcome => ({
  kind: 'unavailable',
  reason: finding('REGIONAL_AID_NOT_AVAILABLE', source, { detail }),
});

const unknown = (detail: string, source: string): IntensityOutcome => ({
  kind: 'unavailable',
  reason: finding('REGIONAL_AREA_UNKNOWN', `${source}; ${PLAN_SOURCES.regionalAidMapCoverage}`, { detail }),
});

/** The Land's GRW rule for the area on the day: the one naming the Kreis, else the Land's (or all D areas'). */
export function grwRuleFor(area: AssistedArea, day: string): DatedRule<GrwRates> | null {
  const at = dayAsDate(day);
  const inForce = GRW_RATES.filter((r) => ruleAt([r], at) && r.value.status === area.status);
  return (
    inForce.find((r) => r.value.areas?.includes(area.ags)) ??
    inForce.find((r) => !r.value.areas && r.value.land === area.land) ??
    inForce.find((r) => !r.value.areas && r.value.land === '*') ??
    null
  );
}

const grwRateOf = (rule: DatedRule<GrwRates>, size: CompanySize): number | null =>
  size === 'large' ? rule.value.large : size === 'medium' ? rule.value.medium : rule.value.small;

/**
 * The map's intensity at the site plus the SME bonus (GBER Art. 14, map 2022-2027), and for a GRW program the
 * Land's GRW rate where it is lower (or the only one sourced: the GRW rate can never exceed the map). Regional
 * aid only where the site is known: an area of the data table (by Kreis key or name) or the advisor's rate
 * from the Land's Gemeindeverzeichnis. Anything else gets none (REGIONAL_AREA_UNKNOWN): about 58 % of the
 * population lives outside the assisted areas (rules.md §4.1), so assuming even the lowest C value would
 * overstate the aid. D areas are no assisted areas of the EU map: GRW only for SMEs (20/10 %).
 */
export function regionalIntensity(
  size: CompanySize,
  project: ProjectFacts,
  day: string,
  grw = false,
): IntensityOutcome {
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
  const investment = project.costs.investment ?? 0;
  const bonus = investment <= bonusRule.value.costsMaxEur ? bonusRule.value.bySize[size] : 0;
  const findings: Finding[] =
    size === 'large'
      ? [
          finding('UNVERIFIED_RULE', PLAN_SOURCES.regionalAidMap, {
            detail:
              'große Unternehmen in C-Gebieten nur für eine neue wirtschaftliche Tätigkeit (AGVO Art. 14 Abs. 3)',
          }),
        ]
      : [];
  const given = project.regionalAidMapRatePercent;
  if (given !== undefined && given !== null) {
    if (given <= 0) return notAvailable(`${site}: kein Fördergebiet laut Angabe (Gemeindeverzeichnis)`);
    const base = given / 100;
    return {
      kind: 'capped',
      rate: base + bonus,
      label: `Fördergebietskarte ${site}: ${pct(base)} laut Angabe (Gemeindeverzeichnis)${bonus > 0 ? ` + ${pct(bonus)} KMU-Zuschlag` : ''}`,
      legalSource: bonus > 0 ? `${map.legalSource}; ${bonusRule.legalSource}` : map.legalSource,
      ruleVersions: bonus > 0 ? [map.id, bonusRule.id] : [map.id],
      findings,
    };
  }
  const area = project.kreis ? findMapArea(map.value, land, project.kreis) : null;
  if (!area) {
    if (LAENDER_WITHOUT_C_AREAS.includes(land)) return notAvailable(`${land} hat keine C-Fördergebiete`);
    return unknown(
      project.kreis ? `${project.kreis} (${land})` : `${land}, kein Kreis angegeben`,
      map.legalSource,
    );
  }
  const where = `${area.name} (${area.land}, ${area.ags})`;
  const grwRule = grw ? grwRuleFor(area, day) : null;
  const grwRate = grwRule ? grwRateOf(grwRule, size) : null;
  if (area.status === 'D') {
    if (!grwRule)
      return notAvailable(
        `${where}: D-Fördergebiet, keine Regionalbeihilfe nach AGVO Art. 14`,
        area.legalSource,
      );
    if (grwRate === null)
      return notAvailable(`${where}: D-Fördergebiet, große Unternehmen nur De-minimis`, grwRule.legalSource);
    return {
      kind: 'capped',
      rate: grwRate,
      label: `GRW D-Fördergebiet ${where}: ${pct(grwRate)}`,
      legalSource: grwRule.legalSource,
      ruleVersions: [map.id, grwRule.id],
      findings: [],
    };
  }
  const mapRate = area.rate === null ? null : area.rate + bonus;
  if (mapRate === null && grwRate === null)
    return unknown(`${where}: Fördersatz der Karte nicht belegt`, area.legalSource);
  if (grwRule && grwRate === null)
    return notAvailable(`${where}: GRW für große Unternehmen nicht vorgesehen`, grwRule.legalSource);
  const useGrw = grwRule !== null && grwRate !== null && (mapRate === null || grwRate < mapRate);
  if (useGrw && grwRule) {
    return {
      kind: 'capped',
      rate: grwRate as number,
      label: `GRW ${where}: ${pct(grwRate as number)}${mapRate !== null ? ` (Karte ${pct(mapRate)})` : ''}`,
      legalSource: `${grwRule.legalSource}; ${area.legalSource}`,
      ruleVersions: [map.id, grwRule.id],
      findings,
    };
  }
  return {
    kind: 'capped',
    rate: mapRate as number,
    label: `Fördergebietskarte ${where}: ${pct(area.rate as number)}${bonus > 0 ? ` + ${pct(bonus)} KMU-Zuschlag` : ''}`,
    legalSource: bonus > 0 ? `${area.legalSource}; ${bonusRule.legalSource}` : area.legalSource,
    ruleVersions: bonus > 0 ? [map.id, bonusRule.id] : [map.id],
    findings,
  };
}
