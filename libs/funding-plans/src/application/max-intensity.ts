import type { CompanySize, ResearchCategory } from '@libs/shared';
import { legalMaxIntensity, ruleAt } from '@libs/subsidy-engine';
import type { PlanCandidate, ProjectFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { ART25_TABLES, GBER_VERSION, type Art25Table } from '../rules/gber';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { dayAsDate, ruleOnOrNearest } from './calendar';
import { notInForce, periodOf, type IntensityOutcome } from './intensity-outcome';
import { regionalIntensity } from './regional-intensity';
import { art31Outcome } from './gber-measures';

export type { IntensityOutcome } from './intensity-outcome';

const CURRENT_ART25 = (ART25_TABLES[ART25_TABLES.length - 1] as { value: Art25Table }).value;

/**
 * GBER Art. 25(5): base by category; + 20 pp small / + 10 pp medium (Art. 25(6)(a), for feasibility studies
 * Art. 25(7)); + 15 pp for effective collaboration or wide dissemination (Art. 25(6)(b), not for feasibility
 * studies); at most 80 % (fundamental research 100 %).
 */
export function art25Intensity(
  category: ResearchCategory,
  size: CompanySize,
  collaboration: boolean,
  table: Art25Table = CURRENT_ART25,
): number {
  if (category === 'fundamental') return table.base.fundamental;
  const collab = collaboration && category !== 'feasibility' ? table.collaborationBonus : 0;
  return Math.min(table.cap, table.base[category] + table.sizeBonus[size] + collab);
}

/** Art. 25 for this project; the FZulG keeps the last known table past its end, with a finding. */
function art25(
  label: string,
  size: CompanySize,
  project: ProjectFacts,
  day: string,
  extra: Finding[],
  pastEnd: 'exclude' | 'keep',
): IntensityOutcome {
  const category = project.researchCategory ?? 'industrial';
  const collaboration = project.effectiveCollaboration === true;
  const { rule, exact } = ruleOnOrNearest(ART25_TABLES, day);
  const legalSource = category === 'feasibility' ? PLAN_SOURCES.gberArt25Feasibility : PLAN_SOURCES.gberArt25;
  const findings = [...extra];
  if (!exact) {
    if (pastEnd === 'exclude')
      return notInForce('AGVO Art. 25 i. d. F. 2023/1315', ART25_TABLES, day, legalSource);
    findings.push(
      finding('UNVERIFIED_RULE', PLAN_SOURCES.gberValidity, {
        detail: `Kumulierungsgrenze nach AGVO Art. 25 i. d. F. 2023/1315 (gültig ${periodOf(ART25_TABLES)}) am ${day} weiter angesetzt; Nachfolgeregelung nicht hinterlegt`,
      }),
    );
  }
  return {
    kind: 'capped',
    rate: art25Intensity(category, size, collaboration, rule.value),
    label: `${label} (${category}${collaboration ? ', mit wirksamer Zusammenarbeit' : ', ohne wirksame Zusammenarbeit'})`,
    legalSource,
    ruleVersions: [rule.id],
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
  if (basis.kind === 'tax' && basis.law === 'FZulG') {
    // The allowance is national law and outlives the GBER version: its cumulation cap stays, flagged.
    return art25(
      'Forschungszulage als FuE-Beihilfe',
      size,
      project,
      day,
      [
        finding('UNVERIFIED_RULE', PLAN_SOURCES.fzulg, {
          detail: 'Forschungszulage bei der Kumulierung mit der Intensität nach AGVO Art. 25 angesetzt',
        }),
      ],
      'keep',
    );
  }
  if (basis.kind === 'notified' && c.instrument === 'grant') {
    // The Commission approved the scheme as its guideline states it: the guideline's rate for this applicant
    // is the decision's intensity, and the cap for any aid cumulated on the same costs (GBER Art. 8(3)).
    return {
      kind: 'capped',
      rate: c.rate,
      label: `Genehmigte Beihilferegelung ${basis.reference}`,
      legalSource: `${PLAN_SOURCES.notifiedScheme} (${basis.reference})`,
      ruleVersions: [],
      findings: [],
    };
  }
  if (basis.kind !== 'gber' && basis.kind !== 'regional-aid-map') return { kind: 'none' };
  // Every GBER intensity (Art. 14 with the map, also as the GRW, Art. 25, and the engine's table) is the
  // 2023/1315 version's: after it ends, regional aid is excluded like any other GBER aid.
  const article = basis.kind === 'gber' ? basis.article : '14';
  const version = ruleAt(GBER_VERSION, dayAsDate(day));
  if (!version)
    return notInForce(
      `AGVO Art. ${article}: ${GBER_VERSION[0]?.value}`,
      GBER_VERSION,
      day,
      PLAN_SOURCES.gberValidity,
    );
  if (basis.kind === 'regional-aid-map' || basis.article === '14')
    return regionalIntensity(size, project, day, c.grw === true);
  if (basis.article === '31') return art31Outcome(size, project, day);
  if (basis.article === '25') return art25('FuE-Beihilfe AGVO Art. 25', size, project, day, [], 'exclude');
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
    ruleVersions: [legal.ruleVersion, version.id],
    findings: extra,
  };
}
