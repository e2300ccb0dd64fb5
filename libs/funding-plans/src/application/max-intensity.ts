import { parseFederalState, type CompanySize, type ResearchCategory } from '@libs/shared';
import { legalMaxIntensity, ruleAt } from '@libs/subsidy-engine';
import type { PlanCandidate, ProjectFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import {
  findMapArea,
  LAENDER_WITHOUT_C_AREAS,
  LOWEST_C_AREA_RATE,
  REGIONAL_AID_MAP,
  REGIONAL_SME_BONUS,
  REGIONAL_SME_BONUS_COSTS_MAX_EUR,
} from '../rules/regional-aid-map';
import { dayAsDate } from './calendar';

export type IntensityOutcome =
  | { kind: 'none' }
  | {
      kind: 'capped';
      rate: number;
      label: string;
      legalSource: string;
      ruleVersion: string;
      findings: Finding[];
    }
  | { kind: 'unavailable'; reason: Finding };

const pct = (r: number): string => `${Math.round(r * 1000) / 10} %`;
const SIZE_BONUS_ART25: Record<CompanySize, number> = { micro: 0.2, small: 0.2, medium: 0.1, large: 0 };
const ART25_BASE: Record<ResearchCategory, number> = {
  fundamental: 1,
  industrial: 0.5,
  experimental: 0.25,
  feasibility: 0.5,
};

/**
 * GBER Art. 25(5),(6): base by category; + 20 pp small / + 10 pp medium; + 15 pp for effective collaboration
 * or wide dissemination (not for feasibility studies); at most 80 % (fundamental research 100 %).
 */
export function art25Intensity(
  category: ResearchCategory,
  size: CompanySize,
  collaboration: boolean,
): number {
  if (category === 'fundamental') return 1;
  const collab = collaboration && category !== 'feasibility' ? 0.15 : 0;
  return Math.min(0.8, ART25_BASE[category] + SIZE_BONUS_ART25[size] + collab);
}

function regional(size: CompanySize, project: ProjectFacts, day: string): IntensityOutcome {
  const map = ruleAt(REGIONAL_AID_MAP, dayAsDate(day));
  const land = parseFederalState(project.federalState) ?? project.federalState;
  if (!map) {
    return {
      kind: 'unavailable',
      reason: finding('REGIONAL_AID_NOT_AVAILABLE', PLAN_SOURCES.regionalAidMap, {
        detail: `keine Fördergebietskarte am ${day}`,
      }),
    };
  }
  const findings: Finding[] = [];
  let base: number;
  let where: string;
  let source: string = map.legalSource;
  if (project.regionalAidMapRatePercent !== undefined && project.regionalAidMapRatePercent !== null) {
    base = project.regionalAidMapRatePercent / 100;
    where = `${project.kreis ?? land}: ${pct(base)} laut Angabe (Gemeindeverzeichnis)`;
  } else {
    const area = project.kreis ? findMapArea(map.value, land, project.kreis) : null;
    if (area) {
      base = area.rate;
      where = `${area.kreis} (${land}): ${pct(base)}`;
      source = area.legalSource;
    } else if (LAENDER_WITHOUT_C_AREAS.includes(land)) {
      return {
        kind: 'unavailable',
        reason: finding('REGIONAL_AID_NOT_AVAILABLE', PLAN_SOURCES.regionalAidMap, {
          detail: `${land} hat keine C-Fördergebiete`,
        }),
      };
    } else {
      base = LOWEST_C_AREA_RATE;
      where = `${project.kreis ?? land}: ${pct(base)} angenommen`;
      findings.push(
        finding('REGIONAL_AREA_ASSUMED', PLAN_SOURCES.regionalAidMap, { detail: project.kreis ?? land }),
      );
    }
  }
  const investment = project.costs.investment ?? 0;
  const bonus = investment <= REGIONAL_SME_BONUS_COSTS_MAX_EUR ? REGIONAL_SME_BONUS[size] : 0;
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
    legalSource: source,
    ruleVersion: map.id,
    findings,
  };
}

/** The highest intensity the law allows this candidate on this project, or why it cannot be granted here. */
export function maxIntensityFor(
  c: PlanCandidate,
  size: CompanySize,
  project: ProjectFacts,
  day: string,
): IntensityOutcome {
  const basis = c.legalBasis;
  const category = project.researchCategory ?? 'industrial';
  const collaboration = project.effectiveCollaboration === true;
  const art25 = (label: string, extra: Finding[] = []): IntensityOutcome => ({
    kind: 'capped',
    rate: art25Intensity(category, size, collaboration),
    label: `${label} (${category}${collaboration ? ', mit wirksamer Zusammenarbeit' : ', ohne wirksame Zusammenarbeit'})`,
    legalSource: PLAN_SOURCES.gberArt25,
    ruleVersion: 'gber-art25-2023/1315',
    findings: extra,
  });
  if (basis.kind === 'regional-aid-map' || (basis.kind === 'gber' && basis.article === '14'))
    return regional(size, project, day);
  if (basis.kind === 'gber' && basis.article === '25') return art25('FuE-Beihilfe AGVO Art. 25');
  if (basis.kind === 'tax' && basis.law === 'FZulG') {
    return art25('Forschungszulage als FuE-Beihilfe', [
      finding('UNVERIFIED_RULE', PLAN_SOURCES.fzulg, {
        detail: 'Forschungszulage bei der Kumulierung mit der Intensität nach AGVO Art. 25 angesetzt',
      }),
    ]);
  }
  if (basis.kind === 'gber') {
    const legal = legalMaxIntensity(basis, size);
    if (!legal) return { kind: 'none' };
    const extra = legal.unverified
      ? [finding('UNVERIFIED_RULE', legal.legalSource, { detail: legal.unverified })]
      : [];
    return {
      kind: 'capped',
      rate: legal.rate,
      label: legal.label,
      legalSource: legal.legalSource,
      ruleVersion: legal.ruleVersion,
      findings: extra,
    };
  }
  return { kind: 'none' };
}
