import type { CompanySize } from '@libs/shared';
import { SME_DEFINITION } from '@libs/subsidy-engine';
import type { EnterpriseFigures, RelatedEnterprise } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { deNumber } from './german-numbers';

export type RelationKind = 'linked' | 'partner' | 'autonomous';

export interface CountedRelation {
  name: string;
  kind: RelationKind;
  /** Share of the related enterprise's figures added: 1 (linked), share/100 (partner), 0 (autonomous). */
  factor: number;
  explanation: string;
}

export interface EnterpriseClass {
  size: CompanySize;
  isSme: boolean;
  /** The aggregated figures the thresholds were applied to. */
  figures: EnterpriseFigures;
  relations: CountedRelation[];
  explanation: string;
  findings: Finding[];
  ruleVersion: string;
}

const SIZE_LABELS: Record<CompanySize, string> = {
  micro: 'Kleinstunternehmen',
  small: 'kleines Unternehmen',
  medium: 'mittleres Unternehmen',
  large: 'großes Unternehmen',
};
const num = deNumber;

/**
 * Annex Art. 3: > 50 % of capital or votes = linked (figures added in full, Art. 6(2)); 25-50 % = partner
 * (added pro rata to the share, Art. 6(2)); below 25 %, or 25-50 % held by a qualified investor (Art. 3(2)),
 * = autonomous (not added). The pro-rata wording is UNVERIFIED in rules.md §1 (EC user guide).
 */
export function relationOf(r: RelatedEnterprise): CountedRelation {
  const share = Math.min(100, Math.max(0, r.sharePercent));
  if (share > 50) {
    return {
      name: r.name,
      kind: 'linked',
      factor: 1,
      explanation: `${r.name}: ${num(share)} % > 50 %, verbunden, voll addiert`,
    };
  }
  if (share >= 25 && !r.qualifiedInvestor) {
    return {
      name: r.name,
      kind: 'partner',
      factor: share / 100,
      explanation: `${r.name}: ${num(share)} %, Partnerunternehmen, anteilig (${num(share)} %) addiert`,
    };
  }
  const why = share >= 25 ? 'qualifizierter Investor (Anhang Art. 3 Abs. 2)' : 'unter 25 %';
  return {
    name: r.name,
    kind: 'autonomous',
    factor: 0,
    explanation: `${r.name}: ${num(share)} %, ${why}, nicht addiert`,
  };
}

function sizeFor(f: EnterpriseFigures): CompanySize {
  // Headcount is a hard ceiling; the financial test is turnover OR balance-sheet total (Annex Art. 2).
  const fits = (l: (typeof SME_DEFINITION.value)[number]): boolean =>
    f.staffHeadcount < l.staffBelow &&
    (f.turnoverEur <= l.turnoverMaxEur ||
      (f.balanceSheetEur !== null && f.balanceSheetEur <= l.balanceSheetMaxEur));
  return SME_DEFINITION.value.find(fits)?.size ?? 'large';
}

/** The SME class of the applicant with its linked and partner enterprises aggregated (Annex Art. 6). */
export function classifyEnterprise(
  own: EnterpriseFigures,
  related: readonly RelatedEnterprise[],
): EnterpriseClass {
  const relations = related.map(relationOf);
  let staff = own.staffHeadcount;
  let turnover = own.turnoverEur;
  let balance: number | null = own.balanceSheetEur;
  related.forEach((r, i) => {
    const factor = relations[i]?.factor ?? 0;
    if (factor === 0) return;
    staff += r.staffHeadcount * factor;
    turnover += r.turnoverEur * factor;
    // A missing balance sheet anywhere in the group leaves only the turnover test (the lawful side).
    balance = balance === null || r.balanceSheetEur === null ? null : balance + r.balanceSheetEur * factor;
  });
  const figures: EnterpriseFigures = {
    staffHeadcount: staff,
    turnoverEur: turnover,
    balanceSheetEur: balance,
  };
  const size = sizeFor(figures);
  const ownSize = sizeFor(own);
  const findings: Finding[] = [];
  if (ownSize !== size) {
    findings.push(
      finding('SME_CLASS_CHANGED_BY_RELATIONS', PLAN_SOURCES.smeRelations, {
        detail: `allein ${SIZE_LABELS[ownSize]}, mit verbundenen und Partnerunternehmen ${SIZE_LABELS[size]}`,
      }),
    );
  }
  if (relations.some((r) => r.kind === 'partner')) {
    findings.push(
      finding('UNVERIFIED_RULE', PLAN_SOURCES.smeRelations, {
        detail:
          'Partnerunternehmen anteilig nach Beteiligungsquote addiert; Wortlaut in den gelesenen Quellen nicht bestätigt',
      }),
    );
  }
  const counted = relations.filter((r) => r.kind !== 'autonomous');
  const explanation =
    `${SIZE_LABELS[size]}: ${num(staff)} Beschäftigte (JAE), Umsatz ${num(turnover)} EUR, ` +
    `Bilanzsumme ${balance === null ? 'nicht vollständig angegeben' : `${num(balance)} EUR`}` +
    (counted.length ? `; eingerechnet: ${counted.map((r) => r.explanation).join('; ')}` : '; eigenständig');
  return {
    size,
    isSme: size !== 'large',
    figures,
    relations,
    explanation,
    findings,
    ruleVersion: SME_DEFINITION.id,
  };
}

export { SIZE_LABELS };
