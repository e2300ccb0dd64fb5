/**
 * The scheduled jobs of spec 4.3, each triggerable at `GET /api/v2/cron/{name}`. Each is implemented (and
 * scheduled) by the area it belongs to; until one is, its trigger answers 501 `JOB_NOT_AVAILABLE`.
 */
export const CRON_JOBS = {
  'legal-monitoring': 'Gesetzgebung und Rechtsänderungen beobachten (DIP Bundestag, NeuRIS)',
  'program-sync': 'Förderprogramme mit der Förderdatenbank des Bundes abgleichen',
  'scheduled-reports': 'Geplante Berichte der Mandanten erstellen und versenden',
  'weekly-digest': 'Wöchentliche Zusammenfassung versenden',
  'data-retention': 'Aufbewahrungsfristen durchsetzen: Daten löschen oder pseudonymisieren',
} as const;

export type CronJobName = keyof typeof CRON_JOBS;
