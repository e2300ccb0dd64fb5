/**
 * DPIA screening (Art. 35 DSGVO): the nine criteria of WP248 rev.01 (EDPB-endorsed; "in most cases two or
 * more criteria mean a DPIA is required") and the processing types of the DSK list for the non-public sector
 * (Art. 35(4), "Muss-Liste", version 1.1), a match with which requires a DPIA on its own.
 */
export const WP248_CRITERIA = {
  evaluation_scoring: 'Bewerten oder Einstufen (Scoring, Profiling, Prognosen)',
  automated_decision: 'Automatisierte Entscheidung mit Rechtswirkung oder ähnlich erheblicher Wirkung',
  systematic_monitoring: 'Systematische Überwachung',
  sensitive_data: 'Vertrauliche oder höchstpersönliche Daten (Art. 9, 10 DSGVO u. ä.)',
  large_scale: 'Datenverarbeitung in großem Umfang',
  matching_datasets: 'Abgleichen oder Zusammenführen von Datensätzen',
  vulnerable_subjects: 'Daten schutzbedürftiger Betroffener (Beschäftigte, Kinder, …)',
  innovative_technology: 'Innovative Nutzung oder Anwendung neuer technologischer Lösungen',
  prevents_rights: 'Hindert Betroffene an der Ausübung eines Rechts oder der Nutzung einer Leistung',
} as const;
export type Wp248Criterion = keyof typeof WP248_CRITERIA;

/**
 * Entries of the DSK list (non-public sector) this product's customers meet in practice, paraphrased (the list's
 * own wording and numbering govern; ADR 0017 names the source).
 */
export const DSK_LIST = {
  dsk_scoring_credit: 'Scoring zur Bewertung der Kreditwürdigkeit, Bonität oder Zahlungsfähigkeit',
  dsk_large_scale_profiling: 'Umfangreiche Profilbildung über Interessen, Netzwerke und Beziehungen',
  dsk_merging_sources: 'Zusammenführung personenbezogener Daten aus verschiedenen Quellen',
  dsk_employee_monitoring:
    'Umfangreiche Verarbeitung von Beschäftigtendaten zur Leistungs- oder Verhaltenskontrolle',
  dsk_ai_interaction: 'Einsatz künstlicher Intelligenz zur Steuerung der Interaktion mit Betroffenen',
  dsk_location_tracking: 'Umfangreiche Verarbeitung von Standortdaten',
} as const;
export type DskEntry = keyof typeof DSK_LIST;

export type DpiaOutcome = 'required' | 'likely' | 'not_required';

export interface DpiaScreening {
  outcome: DpiaOutcome;
  wp248Criteria: { id: Wp248Criterion; title: string }[];
  dskListMatches: { id: DskEntry; title: string }[];
  reasons: string[];
}

export function screenDpia(criteria: readonly Wp248Criterion[], dsk: readonly DskEntry[]): DpiaScreening {
  const met = [...new Set(criteria)];
  const matched = [...new Set(dsk)];
  const reasons: string[] = [];
  let outcome: DpiaOutcome;
  if (matched.length > 0) {
    outcome = 'required';
    reasons.push(
      `Auf der DSK-Liste nach Art. 35 Abs. 4 DSGVO: ${matched.map((m) => DSK_LIST[m]).join('; ')}.`,
    );
  } else if (met.length >= 2) {
    outcome = 'required';
    reasons.push(
      `${met.length} Kriterien nach WP248 erfüllt: bei zwei oder mehr ist eine DSFA in der Regel erforderlich.`,
    );
  } else if (met.length === 1) {
    outcome = 'likely';
    reasons.push(
      'Ein Kriterium nach WP248 erfüllt: eine DSFA kann dennoch erforderlich sein; Abwägung dokumentieren.',
    );
  } else {
    outcome = 'not_required';
    reasons.push(
      'Kein Kriterium nach WP248 und kein Eintrag der DSK-Liste: voraussichtlich kein hohes Risiko.',
    );
  }
  if (met.includes('automated_decision'))
    reasons.push('Automatisierte Einzelentscheidung: Art. 22 DSGVO gesondert prüfen.');
  return {
    outcome,
    wp248Criteria: met.map((id) => ({ id, title: WP248_CRITERIA[id] })),
    dskListMatches: matched.map((id) => ({ id, title: DSK_LIST[id] })),
    reasons,
  };
}

/** Draft → in review → signed off (by the DPO, Art. 35(2)); a signed-off DPIA changes only by a new one. */
export const DPIA_STATUSES = ['draft', 'in_review', 'signed_off'] as const;
export type DpiaStatus = (typeof DPIA_STATUSES)[number];

export function canMoveDpia(from: DpiaStatus, to: DpiaStatus): boolean {
  if (from === 'signed_off') return false;
  if (to === 'signed_off') return from === 'in_review'; // sign-off follows a review
  return true;
}
