import { FEDERAL_STATES, type CompanySize, type ProgramCategory, type RateTerms } from '@libs/shared';
import { amountNotStatedText, amountsKnown } from '@libs/catalogue';
import type { ProfileField } from '@libs/subsidy-engine';
import type { ApplicantContext } from './applicant-context';
import type { CompiledProgram } from './program-traits';
import type { AmountEstimate } from './estimate-amount';
import { daysLeft, fittingPhase, type ScoreParts } from './score-parts';

interface Reason {
  text: string;
  /** The points behind it; caveats (missing data) come after every positive reason. */
  strength: number;
}

const SIZE_NAMES: Record<CompanySize, string> = {
  micro: 'Kleinstunternehmen',
  small: 'kleines Unternehmen',
  medium: 'mittleres Unternehmen',
  large: 'großes Unternehmen',
};

const CAVEATS: Record<ProfileField, string> = {
  balanceSheetEur: 'Bilanzsumme fehlt: Einstufung nur nach Umsatz',
  companyAgeYears: 'Unternehmensalter fehlt: Altersgrenze des Programms ungeprüft',
  industryCode: 'WZ-Code nicht lesbar: Branchenausschlüsse ungeprüft',
  deminimisUsedEur: 'Bisherige De-minimis-Beihilfen fehlen: 0 EUR angenommen',
};

const FINANCING_NAMES: Partial<Record<ProgramCategory, string>> = {
  darlehen: 'Darlehen',
  kredit: 'Kredit',
  buergschaft: 'Bürgschaft',
  beteiligung: 'Beteiligung',
};

/** Built once: `toLocaleString` would build a formatter per call. */
const GERMAN_INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
/**
 * Formatting was the largest cost of a warm 50-match answer; budgets, ceilings and estimates repeat across
 * requests, so the texts are kept (a bounded cache: it starts over when full).
 */
const EUR_TEXTS = new Map<number, string>();
function eur(n: number): string {
  const rounded = Math.round(n);
  // The map's keys do not tell 0 from -0, which the formatter spells "-0".
  if (rounded === 0) return `${GERMAN_INTEGER.format(rounded)} EUR`;
  let text = EUR_TEXTS.get(rounded);
  if (text === undefined) {
    if (EUR_TEXTS.size >= 10_000) EUR_TEXTS.clear();
    text = `${GERMAN_INTEGER.format(rounded)} EUR`;
    EUR_TEXTS.set(rounded, text);
  }
  return text;
}
const germanDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');

/** Percentage points the applicant's size class earns over the base rate (micro falls back to small, as in the engine). */
function sizeBonusPoints(rate: RateTerms, size: CompanySize): number {
  const sized = rate.sizeRates?.[size] ?? (size === 'micro' ? rate.sizeRates?.small : undefined);
  if (sized === undefined || rate.baseRate === null) return 0;
  return Math.round((sized - rate.baseRate) * 100);
}

function amountReason(cp: CompiledProgram, est: AmountEstimate): string {
  const budget = `bei ${eur(est.budgetEur)} Projektkosten`;
  // The source states no amount: say so with its link, never "0 €" or "no funding".
  if (!amountsKnown(cp.program)) return `${amountNotStatedText(cp.program)}: Angaben der Quelle prüfen`;
  if (est.estimateEur === 0)
    return `Bei ${eur(est.budgetEur)} Projektkosten keine Förderung errechnet (Mindestgrenze)`;
  const financing = FINANCING_NAMES[cp.program.category];
  if (financing) return `Geschätzte Finanzierung: ${eur(est.estimateEur)} als ${financing} (${budget})`;
  if (cp.program.category === 'steuervorteil')
    return `Geschätzte Steuerentlastung: ${eur(est.estimateEur)} (${budget})`;
  return `Geschätzte Förderung: ${eur(est.estimateEur)} (${budget})`;
}

function specificityReasons(cp: CompiledProgram, ctx: ApplicantContext, parts: ScoreParts): Reason[] {
  const reasons: Reason[] = [];
  const land = ctx.land ? FEDERAL_STATES[ctx.land] : null;
  const where =
    cp.traits.landProgram && land
      ? `Förderfähig in ${land}`
      : cp.program.level === 'eu'
        ? 'EU-Programm, offen in ganz Deutschland'
        : 'Bundesweit förderfähig';
  reasons.push({ text: where, strength: parts.region });
  const a = cp.traits.audience;
  const size = SIZE_NAMES[ctx.sme.size];
  if (a.sizes.includes(ctx.sme.size))
    reasons.push({ text: `Richtet sich an Unternehmen Ihrer Größe (${size})`, strength: parts.targetGroup });
  else if (parts.targetGroup > 0 && a.young && !a.sme)
    reasons.push({ text: 'Richtet sich an Gründer und junge Unternehmen', strength: parts.targetGroup });
  else if (parts.targetGroup > 0 && a.sme)
    reasons.push({
      text: 'Richtet sich an kleine und mittlere Unternehmen (KMU)',
      strength: parts.targetGroup,
    });
  const phase = fittingPhase(a, ctx.age);
  const phaseText = {
    'age-limit': `Für junge Unternehmen bis ${cp.program.terms.eligibility.companyAgeMaxYears ?? ''} Jahre: Ihres ist ${ctx.age ?? ''}`,
    founding: 'Passt zur Gründungsphase Ihres Unternehmens',
    consolidation: 'Passt zur Festigungsphase Ihres Unternehmens',
    growth: 'Für Wachstumsvorhaben etablierter Unternehmen',
  };
  if (phase) reasons.push({ text: phaseText[phase], strength: parts.phase });
  const bonus = cp.program.terms.rate.regionalRates?.some((r) => r.regions.includes(ctx.land ?? ''))
    ? 0
    : sizeBonusPoints(cp.program.terms.rate, ctx.sme.size);
  if (bonus > 0)
    reasons.push({
      text: `Als ${size} erhalten Sie ${bonus} Prozentpunkte Bonus`,
      strength: parts.targetGroup + 0.5,
    });
  return reasons;
}

function timingReasons(cp: CompiledProgram, ctx: ApplicantContext, parts: ScoreParts): Reason[] {
  const reasons: Reason[] = [];
  const days = daysLeft(cp, ctx);
  if (cp.program.status === 'geplant')
    reasons.push({ text: 'Programm ist angekündigt: Anträge noch nicht möglich', strength: parts.deadline });
  else if (days !== null && cp.program.applicationDeadline)
    reasons.push({
      text: `Antragsfrist bis ${germanDate(cp.program.applicationDeadline)} (noch ${days} Tage)`,
      strength: parts.deadline,
    });
  else reasons.push({ text: 'Keine Antragsfrist', strength: 1 });
  if (cp.traits.deminimisRegulation) {
    const room = ctx.deminimis[cp.traits.deminimisRegulation];
    reasons.push({
      text: `De-minimis-Beihilfe: ${eur(room.headroomEur)} von ${eur(room.ceilingEur)} Freibetrag frei`,
      strength: parts.deminimis,
    });
  }
  return reasons;
}

/** Short German sentences for one match, the strongest (most points) first, caveats last. */
export function buildReasons(
  cp: CompiledProgram,
  ctx: ApplicantContext,
  parts: ScoreParts,
  est: AmountEstimate,
  missing: readonly ProfileField[],
): string[] {
  const reasons: Reason[] = [
    { text: amountReason(cp, est), strength: parts.amount },
    ...specificityReasons(cp, ctx, parts),
    ...timingReasons(cp, ctx, parts),
  ];
  const caveats = missing.map((f) => CAVEATS[f]);
  if (!amountsKnown(cp.program))
    caveats.push('Konditionen nicht strukturiert erfasst: kein Betrag geschätzt');
  if (ctx.sme.warnings.some((w) => w.code === 'SME_STATUS_MISMATCH'))
    caveats.push(`Nach Ihren Kennzahlen ein ${SIZE_NAMES[ctx.sme.size]}, anders als angegeben`);
  // Array.prototype.sort is stable: equal strengths keep the order above.
  return [...reasons.sort((x, y) => y.strength - x.strength).map((r) => r.text), ...caveats];
}
