import { cite } from '@libs/shared';
import {
  DEMINIMIS_CEILINGS,
  FZULG_BASE_CAP_EUR,
  FZULG_RATE,
  SME_DEFINITION,
  type DatedRule,
} from '@libs/subsidy-engine';

/** One dated rule of the engine, with the words by which a legislative change is matched to it. */
export interface LegalRule {
  id: string;
  title: string;
  legalSource: string;
  validFrom: string;
  validTo: string | null;
  /** Matched case-insensitively against a Vorgang's title, abstract and subject areas. */
  keywords: string[];
}

const FZULG = ['Forschungszulage', 'FZulG'];
const DEMINIMIS = ['De-minimis', 'Deminimis'];

function fromTable<T>(title: string, table: readonly DatedRule<T>[], keywords: string[]): LegalRule[] {
  return table.map((r) => ({
    id: r.id,
    title,
    legalSource: r.legalSource,
    validFrom: r.validFrom,
    validTo: r.validTo,
    keywords,
  }));
}

/**
 * The General Block Exemption Regulation is a basis of many curated programs but not a dated table of the
 * engine (its intensities apply by article): its validity is stated here. Prolonged by Regulation (EU)
 * 2023/1315 to 31 December 2026 (Art. 59); a successor regulation follows.
 */
const GBER: LegalRule = {
  id: 'gber-651/2014',
  title: 'Allgemeine Gruppenfreistellungsverordnung (AGVO)',
  legalSource: cite('gber-art-59'),
  validFrom: '2014-07-01',
  validTo: '2026-12-31',
  keywords: ['Gruppenfreistellungsverordnung', 'AGVO', '651/2014'],
};

/** Every dated rule the calculation rests on, from the engine's own tables (one source of truth). */
export function legalRuleInventory(): LegalRule[] {
  return [
    GBER,
    ...fromTable('De-minimis-Höchstbetrag (allgemein)', DEMINIMIS_CEILINGS.general, [
      ...DEMINIMIS,
      '2023/2831',
    ]),
    ...fromTable('De-minimis-Höchstbetrag (Landwirtschaft)', DEMINIMIS_CEILINGS.agriculture, [
      ...DEMINIMIS,
      '1408/2013',
    ]),
    ...fromTable('De-minimis-Höchstbetrag (Fischerei)', DEMINIMIS_CEILINGS.fishery, [
      ...DEMINIMIS,
      '717/2014',
    ]),
    ...fromTable('De-minimis-Höchstbetrag (DAWI)', DEMINIMIS_CEILINGS.sgei, [...DEMINIMIS, '2023/2832']),
    ...fromTable('Forschungszulage: Bemessungsgrundlage', FZULG_BASE_CAP_EUR, FZULG),
    ...fromTable('Forschungszulage: Fördersatz', FZULG_RATE, FZULG),
    ...fromTable('KMU-Definition', [SME_DEFINITION], ['KMU-Definition', '2003/361']),
  ];
}

export type RuleStatus = 'in_force' | 'expired' | 'future';

/** Whether the rule is in force on `day`, and how many days are left (null while no end is known). */
export function ruleStatusOn(rule: LegalRule, day: string): { status: RuleStatus; daysLeft: number | null } {
  const daysLeft =
    rule.validTo === null ? null : Math.round((Date.parse(rule.validTo) - Date.parse(day)) / 86_400_000);
  if (day < rule.validFrom) return { status: 'future', daysLeft };
  if (rule.validTo !== null && day > rule.validTo) return { status: 'expired', daysLeft };
  return { status: 'in_force', daysLeft };
}

/** The rules whose keywords a text mentions. */
export function rulesMentionedIn(text: string, rules: readonly LegalRule[]): LegalRule[] {
  const haystack = text.toLowerCase();
  return rules.filter((r) => r.keywords.some((k) => haystack.includes(k.toLowerCase())));
}
