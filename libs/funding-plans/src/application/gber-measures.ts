import { parseFederalState, type CompanySize } from '@libs/shared';
import { ruleAt, type DatedRule } from '@libs/subsidy-engine';
import type { CompanyFacts, PlanCandidate, StartUpFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import type { ProjectFacts } from '../domain/plan-input';
import { GBER_ART22, GBER_ART31, type Art22Rule, type Art31Rule } from '../rules/gber-sme-articles';
import { findMapArea, REGIONAL_AID_MAP } from '../rules/regional-aid-map';
import { addYears, dayAsDate } from './calendar';
import { notInForce, pct, type IntensityOutcome } from './intensity-outcome';
import { PLAN_SOURCES } from '../rules/plan-sources';

/** The UNVERIFIED_RULE finding of a dated rule that carries one. */
export function unverifiedOf(rule: DatedRule<unknown>): Finding[] {
  return rule.unverified ? [finding('UNVERIFIED_RULE', rule.legalSource, { detail: rule.unverified })] : [];
}

/** GBER Art. 31(4): 50 %, + 20 pp small / + 10 pp medium, + 10 pp for disadvantaged or disabled workers, ≤ 70 %. */
export function art31Intensity(size: CompanySize, disadvantaged: boolean, rule: Art31Rule): number {
  const sizeBonus =
    size === 'micro' || size === 'small' ? rule.smallBonus : size === 'medium' ? rule.mediumBonus : 0;
  const raw = rule.base + sizeBonus + (disadvantaged ? rule.disadvantagedBonus : 0);
  return Math.min(rule.cap, Math.round(raw * 1000) / 1000);
}

/** The Art. 31 cap for any training aid on this project, named or generic. */
export function art31Outcome(size: CompanySize, project: ProjectFacts, day: string): IntensityOutcome {
  const rule = ruleAt(GBER_ART31, dayAsDate(day));
  if (!rule)
    return notInForce(
      'AGVO Art. 31 i. d. F. 2023/1315',
      GBER_ART31,
      day,
      GBER_ART31[0]?.legalSource ?? PLAN_SOURCES.gberArt31,
    );
  const disadvantaged = project.trainingForDisadvantagedWorkers === true;
  const rate = art31Intensity(size, disadvantaged, rule.value);
  return {
    kind: 'capped',
    rate,
    label: `Ausbildungsbeihilfe AGVO Art. 31 (${pct(rate)}${disadvantaged ? ', mit Zuschlag für benachteiligte Arbeitnehmer' : ''})`,
    legalSource: rule.legalSource,
    ruleVersions: [rule.id],
    findings: [],
  };
}

/**
 * Art. 22(2) on the day of the grant (the application day): each condition not stated or not met, in German.
 * The 10 % exceptions of letters (a) and (c) are not modelled: a company with such a take-over answers
 * `formedByMerger: false` on the advisor's own reading.
 */
export function startUpFailures(
  s: StartUpFacts | undefined,
  size: CompanySize,
  day: string,
  rule: Art22Rule,
): string[] {
  const out: string[] = [];
  if (size !== 'micro' && size !== 'small') out.push('kein kleines Unternehmen');
  if (!s?.registeredOn) out.push('Eintragungsdatum (registeredOn) nicht angegeben');
  else if (s.registeredOn > day) out.push(`Eintragung am ${s.registeredOn} liegt nach dem Antragsdatum`);
  else if (addYears(s.registeredOn, rule.maxAgeYears) < day)
    out.push(
      `Eintragung am ${s.registeredOn} liegt mehr als ${rule.maxAgeYears} Jahre vor dem Antragsdatum ${day}`,
    );
  if (s?.listed === undefined || s.listed === null) out.push('Börsennotierung (listed) nicht angegeben');
  else if (s.listed) out.push('börsennotiert');
  if (s?.profitsDistributed === undefined || s.profitsDistributed === null)
    out.push('Gewinnausschüttung (profitsDistributed) nicht angegeben');
  else if (s.profitsDistributed) out.push('hat bereits Gewinne ausgeschüttet');
  if (s?.formedByMerger === undefined || s.formedByMerger === null)
    out.push('Zusammenschluss/Übernahme (formedByMerger) nicht angegeben');
  else if (s.formedByMerger) out.push('aus einem Zusammenschluss hervorgegangen oder Übernahme');
  return out;
}

/**
 * Art. 22(3)(c) by the site: a c area of the map (Germany has no a areas) where the data table or the
 * advisor's map rate says so; otherwise the amount outside assisted areas, the lawful side for an unknown site.
 */
export function art22Grant(
  project: ProjectFacts,
  day: string,
  rule: Art22Rule,
): { eur: number; detail: string } {
  if ((project.regionalAidMapRatePercent ?? 0) > 0)
    return { eur: rule.grantEur.cArea, detail: 'C-Fördergebiet (Fördersatz der Karte im Auftrag)' };
  const map = ruleAt(REGIONAL_AID_MAP, dayAsDate(day));
  const land = parseFederalState(project.federalState) ?? project.federalState;
  const area = map && project.kreis ? findMapArea(map.value, land, project.kreis) : null;
  if (area?.status === 'C') return { eur: rule.grantEur.cArea, detail: `C-Fördergebiet ${area.name}` };
  return {
    eur: rule.grantEur.nonAssisted,
    detail: area
      ? `${area.name} ist kein C-Fördergebiet der Karte`
      : 'Standort in keinem hinterlegten C-Fördergebiet: Betrag außerhalb der Fördergebiete',
  };
}

/**
 * Primary agricultural production: the general de-minimis regulation does not apply to it (2023/2831 Art. 1(1),
 * rules.md §2.1; the sector has its own, 1408/2013), nor GBER Art. 17 and 22 (Art. 1(3)(b)). Named programs too.
 */
export function sectorExclusion(c: PlanCandidate, company: CompanyFacts): Finding | null {
  if (company.primaryAgriculturalProduction !== true) return null;
  const b = c.legalBasis;
  if (b.kind === 'deminimis' && b.regulation === 'general')
    return finding('SECTOR_EXCLUDED', PLAN_SOURCES.deminimisScope, {
      detail: 'landwirtschaftliche Primärproduktion: Agrar-De-minimis-Verordnung statt der allgemeinen',
    });
  if (b.kind === 'gber' && (b.article === '17' || b.article === '22'))
    return finding('SECTOR_EXCLUDED', PLAN_SOURCES.gberPrimaryAgriculture, {
      detail: 'landwirtschaftliche Primärproduktion',
    });
  return null;
}

const isNamedArt22 = (c: PlanCandidate): boolean =>
  c.generic !== true && c.legalBasis.kind === 'gber' && c.legalBasis.article === '22';

/**
 * A program under GBER Art. 22 (by the catalogue or the caller's `programTerms.legalBasis`) is open only to
 * start-ups that meet Art. 22(2): each condition not stated or not met (the generic measure checks its own).
 */
export function namedStartUpReasons(
  c: PlanCandidate,
  company: CompanyFacts,
  size: CompanySize,
  day: string,
): Finding[] {
  if (!isNamedArt22(c)) return [];
  const rule = ruleAt(GBER_ART22, dayAsDate(day));
  if (!rule) return [];
  return startUpFailures(company.startUp, size, day, rule.value).map((detail) =>
    finding('START_UP_CONDITION_NOT_MET', rule.legalSource, { detail }),
  );
}

/**
 * The most a candidate may give on this project: its own maximum amount, and for a program under Art. 22
 * the article's amount for the site (Art. 22(3)), whichever is lower.
 */
export function legalAmountCap(
  c: PlanCandidate,
  project: ProjectFacts,
): { eur: number; legalSource: string } | null {
  const own = c.maxAmountEur === null ? null : { eur: c.maxAmountEur, legalSource: c.legalSource };
  const rule = isNamedArt22(c) ? ruleAt(GBER_ART22, dayAsDate(project.applicationDate)) : null;
  if (!rule) return own;
  const art22 = {
    eur: art22Grant(project, project.applicationDate, rule.value).eur,
    legalSource: rule.legalSource,
  };
  return own && own.eur <= art22.eur ? own : art22;
}
