import { sourcesCitedIn, type CitedSource } from '@libs/shared';
import type { BreakdownStep, SubsidyResult } from '@libs/subsidy-engine';

/** Eligible expenses of one fiscal year by kind (§ 3 FZulG), in EUR. */
export interface FzulgExpenses {
  /** Arbeitslohn of own employees for the project (§ 3 Abs. 1, 2). */
  personal: number;
  /** Fees for contract research (§ 3 Abs. 4): counts at 70 %. */
  auftragsforschung: number;
  /** Depreciation of movable assets used in the project (§ 3 Abs. 3a, from 28.03.2024). */
  wirtschaftsgueter: number;
}

export interface FzulgCheck {
  id: string;
  status: 'ok' | 'warning' | 'missing';
  message: string;
}

export interface FzulgField {
  section: string;
  field: string;
  value: string;
  hint: string | null;
}

/** § 3 Abs. 4 FZulG: 70 % of the fee for contract research. */
export const CONTRACT_RESEARCH_SHARE = 0.7;

const cents = (eur: number) => Math.round(eur * 100);
export const EUR = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** The assessment base before the engine's annual cap: the sum of the kinds at their legal shares. */
export function assessmentBaseCents(e: FzulgExpenses): number {
  return (
    cents(e.personal) +
    Math.round(cents(e.auftragsforschung) * CONTRACT_RESEARCH_SHARE) +
    cents(e.wirtschaftsgueter)
  );
}

/** The breakdown lines of the engine that carry the legal basis of the amounts. */
export function legalBasisOf(
  result: SubsidyResult,
): { label: string; value: string; legalSource: string; sources: CitedSource[] }[] {
  return result.breakdown
    .filter((b: BreakdownStep) => b.step === 'tax' && b.legalSource)
    .map((b) => ({
      label: b.label,
      value:
        b.unit === 'rate' ? `${((b.value ?? 0) * 100).toLocaleString('de-DE')} %` : EUR.format(b.value ?? 0),
      legalSource: b.legalSource!,
      sources: sourcesCitedIn(b.legalSource!),
    }));
}

export function checksOf(input: {
  fiscalYear: { from: string; to: string };
  bsfzVorhabenIds: string[];
  baseCents: number;
  capEur: number;
}): FzulgCheck[] {
  const checks: FzulgCheck[] = [
    input.bsfzVorhabenIds.length > 0
      ? {
          id: 'bsfz_certificate',
          status: 'ok',
          message: `Bescheinigung(en) der BSFZ angegeben: ${input.bsfzVorhabenIds.join(', ')}.`,
        }
      : {
          id: 'bsfz_certificate',
          status: 'missing',
          message: 'Ohne Bescheinigung der BSFZ (§ 6 FZulG) setzt das Finanzamt keine Forschungszulage fest.',
        },
    input.baseCents > cents(input.capEur)
      ? {
          id: 'assessment_base_cap',
          status: 'warning',
          message: `Die Aufwendungen übersteigen die Höchstbemessungsgrundlage von ${EUR.format(input.capEur)} je Wirtschaftsjahr (§ 3 Abs. 5 FZulG); gerechnet wird mit dem Höchstbetrag. Verbundene Unternehmen teilen ihn.`,
        }
      : {
          id: 'assessment_base_cap',
          status: 'ok',
          message: `Innerhalb der Höchstbemessungsgrundlage von ${EUR.format(input.capEur)}.`,
        },
    {
      id: 'one_application_per_year',
      status: 'ok',
      message:
        'Ein Antrag je Wirtschaftsjahr, nach dessen Ablauf, beim für die Besteuerung zuständigen Finanzamt (§ 5 FZulG).',
    },
  ];
  const days = (Date.parse(input.fiscalYear.to) - Date.parse(input.fiscalYear.from)) / 86_400_000;
  if (!(days >= 0 && days < 366)) {
    checks.unshift({
      id: 'fiscal_year',
      status: 'missing',
      message: 'Ein Wirtschaftsjahr umfasst höchstens zwölf Monate und endet nach seinem Beginn.',
    });
  }
  if (input.fiscalYear.from <= '2024-03-27' && input.fiscalYear.to >= '2024-03-28') {
    checks.push({
      id: 'rate_change_2024',
      status: 'warning',
      message:
        'Das Wirtschaftsjahr umfasst den 28.03.2024: Aufwendungen davor mit 25 % ohne KMU-Zuschlag und 4 Mio. EUR Höchstbetrag. Gerechnet ist mit der Fassung zum Ende des Wirtschaftsjahres; bitte nach Entstehungsdatum aufteilen.',
    });
  }
  if (input.fiscalYear.to >= '2026-01-01') {
    checks.push({
      id: 'overhead_lump_sum',
      status: 'warning',
      message:
        'Die Gemeinkostenpauschale von 20 % für ab 2026 begonnene Vorhaben ist nicht eingerechnet (die Zulage kann höher ausfallen).',
    });
  }
  return checks;
}

export function fieldsOf(input: {
  fiscalYear: { from: string; to: string };
  bsfzVorhabenIds: string[];
  expenses: FzulgExpenses;
  baseCents: number;
  amountEur: number;
}): FzulgField[] {
  const eur = (v: number) => EUR.format(v);
  return [
    {
      section: 'Allgemeine Angaben',
      field: 'Wirtschaftsjahr',
      value: `${input.fiscalYear.from} bis ${input.fiscalYear.to}`,
      hint: 'Das Wirtschaftsjahr, in dem die Aufwendungen entstanden sind.',
    },
    ...input.bsfzVorhabenIds.map((id) => ({
      section: 'Begünstigtes FuE-Vorhaben',
      field: 'Vorhaben-ID der Bescheinigung der BSFZ',
      value: id,
      hint: 'Je Vorhaben eine Anlage; die ID steht auf der Bescheinigung.',
    })),
    {
      section: 'Förderfähige Aufwendungen',
      field: 'Arbeitslohn für eigene Arbeitnehmer',
      value: eur(input.expenses.personal),
      hint: 'Dem Lohnsteuerabzug unterliegender Arbeitslohn, anteilig für das Vorhaben.',
    },
    {
      section: 'Förderfähige Aufwendungen',
      field: 'Entgelt für Auftragsforschung',
      value: eur(input.expenses.auftragsforschung),
      hint: 'Das volle Entgelt eintragen; angesetzt werden 70 % (ELSTER rechnet selbst).',
    },
    {
      section: 'Förderfähige Aufwendungen',
      field: 'Abschreibungen abnutzbarer beweglicher Wirtschaftsgüter',
      value: eur(input.expenses.wirtschaftsgueter),
      hint: 'Nur für ab dem 28.03.2024 angeschaffte, für das Vorhaben erforderliche Wirtschaftsgüter.',
    },
    {
      section: 'Berechnung (zur Kontrolle)',
      field: 'Bemessungsgrundlage',
      value: eur(input.baseCents / 100),
      hint: 'Vor der Begrenzung auf den Höchstbetrag.',
    },
    {
      section: 'Berechnung (zur Kontrolle)',
      field: 'Voraussichtliche Forschungszulage',
      value: eur(input.amountEur),
      hint: 'Setzt das Finanzamt per Bescheid fest; sie wird auf die nächste Steuerfestsetzung angerechnet, ein Überhang ausgezahlt (§ 10 FZulG).',
    },
  ];
}
