import type { GetProgram } from '@libs/catalogue';
import { calculateSubsidy, FZULG_BASE_CAP_EUR, ruleAt, type ApplicantProfile } from '@libs/subsidy-engine';
import type { TenantId } from '@libs/shared';
import {
  assessmentBaseCents,
  checksOf,
  fieldsOf,
  legalBasisOf,
  type FzulgCheck,
  type FzulgExpenses,
  type FzulgField,
} from '../domain/forschungszulage-package';
import { renderFilingDocument } from '../domain/filing-document';

export const FORSCHUNGSZULAGE_PROGRAM = 'bund-forschungszulage';

export interface PrepareForschungszulageCommand {
  fiscalYear: { from: string; to: string };
  bsfzVorhabenIds: string[];
  expenses: FzulgExpenses;
  applicantProfile: ApplicantProfile;
}

export interface ForschungszulagePackage {
  type: 'forschungszulage';
  status: 'prepared';
  transmitted: false;
  notice: string;
  fiscalYear: { from: string; to: string };
  amounts: {
    personal: number;
    auftragsforschungAngesetzt: number;
    wirtschaftsgueter: number;
    bemessungsgrundlage: number;
    forschungszulage: number;
    satz: number;
    kmu: boolean;
  };
  legalBasis: ReturnType<typeof legalBasisOf>;
  fields: FzulgField[];
  checks: FzulgCheck[];
  ruleVersions: string[];
  document: { contentType: string; html: string };
}

const NOTICE =
  'Vorbereitet, nicht übermittelt: Den Antrag auf Forschungszulage stellen Sie selbst in Mein ELSTER (Formular „Antrag auf Forschungszulage“). Die Bezeichnungen der Felder folgen dem Formular sinngemäß; Zeilennummern wechseln mit der Formularversion.';

/**
 * The filing package for the Antrag auf Forschungszulage: the amounts computed by the subsidy engine's FZulG
 * rules (dated base cap, rate with SME bonus, the program's maximum), their legal sources, field-by-field
 * guidance for Mein ELSTER, checks, and a printable document. It never transmits and never says it did.
 */
export class PrepareForschungszulage {
  constructor(private readonly programs: GetProgram) {}

  async execute(tenantId: TenantId, c: PrepareForschungszulageCommand): Promise<ForschungszulagePackage> {
    const program = await this.programs.execute(tenantId, FORSCHUNGSZULAGE_PROGRAM);
    const baseCents = assessmentBaseCents(c.expenses);
    // The rules in force at the end of the fiscal year (the engine's reference date: when expenses arose).
    const referenceDate = new Date(`${c.fiscalYear.to}T12:00:00Z`);
    const result = calculateSubsidy({
      program,
      profile: c.applicantProfile,
      projectBudgetEur: baseCents / 100,
      referenceDate,
    });
    const cap = ruleAt(FZULG_BASE_CAP_EUR, referenceDate);
    const rate = result.breakdown.find((b) => b.step === 'tax' && b.unit === 'rate')?.value ?? 0;
    const amounts = {
      personal: c.expenses.personal,
      auftragsforschungAngesetzt: Math.round(c.expenses.auftragsforschung * 70) / 100,
      wirtschaftsgueter: c.expenses.wirtschaftsgueter,
      bemessungsgrundlage: baseCents / 100,
      forschungszulage: result.estimatedSubsidyEur,
      satz: rate,
      kmu: result.sme.isSme,
    };
    const checks = checksOf({
      fiscalYear: c.fiscalYear,
      bsfzVorhabenIds: c.bsfzVorhabenIds,
      baseCents,
      capEur: cap?.value ?? 0,
    });
    const fields = fieldsOf({
      fiscalYear: c.fiscalYear,
      bsfzVorhabenIds: c.bsfzVorhabenIds,
      expenses: c.expenses,
      baseCents,
      amountEur: result.estimatedSubsidyEur,
    });
    const legalBasis = legalBasisOf(result);
    return {
      type: 'forschungszulage',
      status: 'prepared',
      transmitted: false,
      notice: NOTICE,
      fiscalYear: c.fiscalYear,
      amounts,
      legalBasis,
      fields,
      checks,
      ruleVersions: result.ruleVersions,
      document: {
        contentType: 'text/html; charset=utf-8',
        html: renderFilingDocument({ notice: NOTICE, fiscalYear: c.fiscalYear, fields, checks, legalBasis }),
      },
    };
  }
}
