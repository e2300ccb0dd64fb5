/**
 * Stable codes of every exclusion, reduction and note a plan carries, with their German text. The codes are
 * part of the wire contract (v2 document): never rename one, add new ones.
 */
export const PLAN_CODES = {
  SME_CLASS_CHANGED_BY_RELATIONS:
    'Verbundene bzw. Partnerunternehmen ändern die KMU-Klasse (Anhang Art. 3 und 6 der Empfehlung 2003/361/EG).',
  INCENTIVE_EFFECT_MISSING:
    'Anreizeffekt fehlt: der Antrag muss vor Vorhabensbeginn gestellt werden; das Vorhaben beginnt vorher.',
  NO_ELIGIBLE_COSTS: 'Das Projekt hat keine Kosten der Art, die das Programm fördert.',
  REGIONAL_AID_NOT_AVAILABLE: 'Der Standort liegt in keinem Fördergebiet der Fördergebietskarte 2022-2027.',
  /** No longer given (stored plans may still carry it): an unknown Kreis now yields REGIONAL_AREA_UNKNOWN. */
  REGIONAL_AREA_ASSUMED:
    'Fördergebietsstatus des Kreises nicht hinterlegt: der niedrigste C-Gebietswert (10 %) ist angenommen; bitte mit dem Gemeindeverzeichnis des Landes prüfen.',
  REGIONAL_AREA_UNKNOWN:
    'Fördergebietsstatus des Standorts nicht hinterlegt: keine Regionalbeihilfe angesetzt, da rund 58 % der Bevölkerung außerhalb der Fördergebiete leben; bitte den Fördersatz der Karte für den Standort aus dem Gemeindeverzeichnis des Landes angeben.',
  RULE_NOT_IN_FORCE:
    'Die hinterlegte Fassung der Rechtsgrundlage gilt am Antragsdatum nicht; die dann geltenden Höchstsätze sind nicht hinterlegt, das Programm wird nicht eingeplant.',
  FZULG_OVERHEAD_LUMP_SUM:
    'Gemeinkostenpauschale der Forschungszulage angesetzt: 20 % der förderfähigen Aufwendungen (Vorhaben nach dem 31.12.2025 begonnen).',
  FZULG_BASE_CAP:
    'Bemessungsgrundlage der Forschungszulage auf den Höchstbetrag je Wirtschaftsjahr begrenzt (§ 3 Abs. 5 FZulG).',
  EXCLUSIVE_PROGRAM_CHOSEN: 'Das Programm schließt die Kombination mit einem gewählten Programm aus.',
  OTHER_AID_ON_SAME_COSTS_FORBIDDEN:
    'Die Richtlinie erlaubt keine weitere öffentliche Förderung auf denselben Kosten.',
  DEMINIMIS_HEADROOM_EXCEEDED:
    'Der De-minimis-Höchstbetrag der Verordnung würde überschritten: die neue Beihilfe ist insgesamt nicht gedeckt.',
  DEMINIMIS_REDUCED_TO_HEADROOM:
    'Auf den verbleibenden De-minimis-Spielraum gekürzt (Programm erlaubt Kürzung).',
  DEMINIMIS_CEILING_UNKNOWN: 'Für den Bewilligungstag ist kein De-minimis-Höchstbetrag hinterlegt.',
  BELOW_MIN_AMOUNT: 'Nach Kürzung unter dem Mindestbetrag des Programms.',
  LEGAL_INTENSITY_CAP: 'Auf die beihilferechtliche Höchstintensität für dieses Projekt begrenzt.',
  MAX_AMOUNT_CAP: 'Auf den Höchstbetrag des Programms begrenzt.',
  CUMULATION_INTENSITY_CAP:
    'Kumulierung auf denselben Kosten: gekürzt, damit die höchste anwendbare Beihilfeintensität nicht überschritten wird.',
  UNION_FUNDING_CAP:
    'Unionsmittel und staatliche Beihilfe auf denselben Kosten: gekürzt auf den günstigsten Finanzierungssatz der Unionsvorschriften (AGVO Art. 8 Abs. 2).',
  FINANCING_EXCEEDS_COSTS:
    'Keine Überfinanzierung: Zuschüsse, Zulagen und Darlehen zusammen höchstens bis zur Höhe der Kosten.',
  DEMINIMIS_PLUS_GBER_SAME_COSTS:
    'De-minimis-Beihilfe auf denselben Kosten wie AGVO-Beihilfe: gekürzt auf die Intensität nach Kapitel III AGVO.',
  GRANT_EQUIVALENT: 'Darlehen/Bürgschaft zählt mit dem Bruttosubventionsäquivalent (Referenzzinsmethode).',
  GRANT_EQUIVALENT_UNKNOWN:
    'Das Bruttosubventionsäquivalent ist nicht berechenbar (EU-Basissatz für den Tag oder Bürgschaftskonditionen fehlen).',
  LOAN_TERMS_ASSUMED:
    'Darlehenskonditionen nicht angegeben: zinslos über 10 Jahre, 2 Jahre tilgungsfrei angenommen (obere Schranke des Beihilfewerts).',
  NOT_YET_OPEN:
    'Das Programm ist angekündigt, nimmt am geplanten Antragsdatum aber noch keine Anträge an (oder der Starttermin ist nicht bekannt).',
  COST_KINDS_UNKNOWN:
    'Für das Programm ist nicht hinterlegt, welche Kostenarten es fördert; es wird nicht automatisch eingeplant (Kostenarten in programTerms angeben).',
  GUARANTEE_WITHOUT_LOAN:
    'Eine Bürgschaft sichert ein Darlehen: ohne Darlehen auf denselben Kosten im Plan wird sie nicht eingeplant.',
  GUARANTEE_LIMITED_BY_LOAN:
    'Bürgschaft auf den verbürgten Anteil der Darlehen im Plan auf denselben Kosten begrenzt.',
  APPLICATION_DEADLINE_PASSED: 'Die Antragsfrist des Programms endet vor dem geplanten Antragsdatum.',
  NOT_ELIGIBLE: 'Nach den Programmbedingungen nicht antragsberechtigt.',
  AMOUNT_NOT_STATED:
    'Förderhöhe nicht angegeben: die Quelle nennt weder Betrag noch Fördersatz, daher wird kein Betrag geplant.',
  NOT_PLANNABLE:
    'Das Instrument wird nicht als Förderbetrag geplant (Beteiligungskapital, Steuerabzug ohne Projektbezug).',
  INPUT_WITHOUT_EFFECT: 'Eine Angabe im Auftrag hat auf diesen Plan keine Wirkung.',
  PROGRAM_TERMS_UNUSED:
    'Konditionen in programTerms betreffen Programme außerhalb von programIds und wurden nicht verwendet.',
  CANDIDATE_LIMIT:
    'Mehr Kandidaten als der Tarif für die exakte Suche erlaubt: nur die wertvollsten wurden kombiniert.',
  NOT_IN_BEST_COMBINATION: 'Das Programm erhöht die rechtmäßige Förderung der besten Kombination nicht.',
  GENERIC_GBER_MEASURE:
    'Allgemeine Maßnahme nach der Rechtsgrundlage, kein Förderprogramm: der Betrag ist die rechtliche Obergrenze für eine Förderung, die ein Landes- oder Bundesprogramm nach dieser Vorschrift gewähren darf.',
  START_UP_CONDITION_NOT_MET:
    'Voraussetzung für Beihilfen an Unternehmensneugründungen nicht erfüllt oder nicht angegeben (AGVO Art. 22 Abs. 2).',
  SME_ONLY_MEASURE: 'Die Vorschrift gilt nur für KMU bzw. kleine Unternehmen; das Unternehmen ist größer.',
  SECTOR_EXCLUDED: 'Die Vorschrift gilt nicht für den Wirtschaftszweig des Unternehmens.',
  UNVERIFIED_RULE: 'Regel in den Quellen nicht wörtlich bestätigt; vor Antragstellung prüfen.',
  ASSISTED_AREA_MAP_RATE:
    'Standort im Fördergebiet: für eine Erstinvestition erlaubt die Fördergebietskarte (AGVO Art. 14) über ein Regionalprogramm wie die GRW einen höheren Satz; auf denselben Kosten zählt der höchste anwendbare Satz (AGVO Art. 8 Abs. 3).',
} as const;
export type PlanCode = keyof typeof PLAN_CODES;
