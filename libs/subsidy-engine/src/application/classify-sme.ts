import { type CompanySize } from '@libs/shared';
import type { ApplicantProfile } from '../domain/applicant-profile';
import { warning, type EngineWarning } from '../domain/engine-warning';
import { SIZE_LABELS, SME_DEFINITION, type SizeLimit } from '../rules/sme-thresholds';

export interface SmeClassification {
  size: CompanySize;
  isSme: boolean;
  /** Which figures decided: headcount and (turnover or balance sheet), or headcount and turnover alone. */
  basis: 'headcount-turnover-or-balance-sheet' | 'headcount-turnover';
  /** German explanation for the breakdown. */
  explanation: string;
  warnings: EngineWarning[];
  ruleVersion: string;
}

/** Built once: `toLocaleString` would build a formatter per call. */
const GERMAN_INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
const eur = (n: number): string => `${GERMAN_INTEGER.format(n)} EUR`;

function sizeFor(staff: number, turnover: number, balance: number | null): CompanySize {
  const fits = (l: SizeLimit): boolean =>
    staff < l.staffBelow &&
    (turnover <= l.turnoverMaxEur || (balance !== null && balance <= l.balanceSheetMaxEur));
  return SME_DEFINITION.value.find(fits)?.size ?? 'large';
}

/**
 * Recommendation 2003/361/EC, Annex Art. 2: headcount below the limit AND (turnover OR balance-sheet total
 * within the limit). The figures decide; a client-declared class that disagrees gives SME_STATUS_MISMATCH.
 * The enterprise is assumed autonomous (no partner or linked enterprises, Annex Art. 3).
 */
export function classifySme(profile: ApplicantProfile): SmeClassification {
  const balance = profile.balanceSheetEur ?? null;
  const size = sizeFor(profile.employeeCount, profile.revenueEur, balance);
  const isSme = size !== 'large';
  const warnings: EngineWarning[] = [];

  if (balance === null) {
    const withBestBalance = sizeFor(profile.employeeCount, profile.revenueEur, 0);
    const limit = SME_DEFINITION.value.find((l) => l.size === withBestBalance);
    warnings.push(
      withBestBalance !== size && limit
        ? warning(
            'BALANCE_SHEET_MISSING',
            'warning',
            `Bilanzsumme fehlt: eingestuft nach Beschäftigten und Umsatz als ${SIZE_LABELS[size]}. Mit einer Bilanzsumme bis ${eur(limit.balanceSheetMaxEur)} wäre es ein ${SIZE_LABELS[withBestBalance]}.`,
          )
        : warning(
            'BALANCE_SHEET_MISSING',
            'info',
            `Bilanzsumme fehlt: eingestuft nach Beschäftigten und Umsatz als ${SIZE_LABELS[size]}.`,
          ),
    );
  }

  const declaredSize = profile.companySize ?? null;
  const declaredSme = profile.isKmu ?? null;
  if ((declaredSize !== null && declaredSize !== size) || (declaredSme !== null && declaredSme !== isSme)) {
    const declared = declaredSize !== null ? SIZE_LABELS[declaredSize] : declaredSme ? 'KMU' : 'kein KMU';
    warnings.push(
      warning(
        'SME_STATUS_MISMATCH',
        'warning',
        `Angegeben: ${declared}; nach den Kennzahlen (Empfehlung 2003/361/EG) ${SIZE_LABELS[size]}. Die Kennzahlen entscheiden.`,
      ),
    );
  }

  const basis = balance === null ? 'headcount-turnover' : 'headcount-turnover-or-balance-sheet';
  const figures =
    `${profile.employeeCount} Beschäftigte, Umsatz ${eur(profile.revenueEur)}` +
    (balance === null ? ', Bilanzsumme nicht angegeben' : `, Bilanzsumme ${eur(balance)}`);
  return {
    size,
    isSme,
    basis,
    explanation: `${SIZE_LABELS[size]} (${figures}; eigenständiges Unternehmen angenommen)`,
    warnings,
    ruleVersion: SME_DEFINITION.id,
  };
}
