/**
 * The stable warning codes (code -> German description). The app lists this table in its OpenAPI
 * description; clients may rely on the codes, the messages may change.
 */
export const WARNING_CODES = {
  SME_STATUS_MISMATCH:
    'Die angegebene Unternehmensgröße (companySize/isKmu) weicht von den Kennzahlen ab; die Kennzahlen entscheiden.',
  BALANCE_SHEET_MISSING: 'Bilanzsumme fehlt: die KMU-Einstufung beruht allein auf Beschäftigten und Umsatz.',
  PROGRAM_NOT_ACTIVE:
    'Das Programm nimmt derzeit keine Anträge an (inaktiv/geplant: Warnung; ausgelaufen: Fehler).',
  DEADLINE_PASSED: 'Die Antragsfrist des Programms ist abgelaufen.',
  REGION_NOT_ELIGIBLE: 'Das Bundesland des Antragstellers ist nicht förderfähig oder unbekannt.',
  SIZE_NOT_ELIGIBLE: 'Unternehmensgröße oder Beschäftigtenzahl liegt außerhalb der Programmgrenzen.',
  COMPANY_TOO_OLD: 'Das Unternehmen ist älter als das Programm zulässt.',
  COMPANY_TOO_YOUNG: 'Das Unternehmen ist jünger als das Programm verlangt.',
  SECTOR_EXCLUDED:
    'Der Wirtschaftszweig (WZ/NACE) ist vom Programm oder seiner Rechtsgrundlage ausgeschlossen.',
  DATA_MISSING: 'Für eine Prüfung fehlen Angaben; das Ergebnis steht unter Vorbehalt.',
  RATE_NOT_STATED: 'Die Quelle nennt keinen Fördersatz; gerechnet wird mit den Kosten bis zum Höchstbetrag.',
  REGIONAL_RATE_CAVEAT:
    'Der regionale Fördersatz hängt von einer Gebietsabgrenzung unterhalb der Landesebene ab.',
  LEGAL_MAX_INTENSITY: 'Der Fördersatz wurde auf die beihilferechtliche Höchstintensität begrenzt.',
  MAX_AMOUNT_CAPPED: 'Der Betrag wurde auf den Förderhöchstbetrag des Programms begrenzt.',
  BELOW_MIN_COSTS: 'Die Projektkosten unterschreiten die förderfähigen Mindestkosten: keine Förderung.',
  BELOW_MIN_AMOUNT: 'Der errechnete Betrag unterschreitet den Mindestbetrag des Programms: keine Förderung.',
  DEMINIMIS_HEADROOM:
    'De-minimis: Betrag auf den verbleibenden Freibetrag begrenzt (Fehler, wenn keiner mehr bleibt).',
  DEMINIMIS_GROSS_GRANT_EQUIVALENT:
    'De-minimis: bei Darlehen, Bürgschaften und Beteiligungen zählt das Bruttosubventionsäquivalent.',
  NOT_A_GRANT: 'Darlehen, Bürgschaft oder Beteiligung: der Betrag ist eine Finanzierung, kein Zuschuss.',
  TAX_BENEFIT: 'Steuerliche Förderung: Zulage oder Abzug über das Finanzamt, kein Zuschuss.',
  RULE_VALIDITY_UNKNOWN:
    'Für das Stichtagsdatum ist keine gültige Regel hinterlegt; die zuletzt gültige wurde verwendet.',
  UNVERIFIED_RULE: 'Eine verwendete Regel ist in den Quellen nicht bestätigt (UNVERIFIED).',
} as const;

export type WarningCode = keyof typeof WARNING_CODES;
