import type { TableDescription } from '../../platform/features/data-inventory';

/**
 * The video jobs in the data inventory (ADR 0020, ADR 0017). A job names a program or a calculation by id
 * and may carry a free-text title; the rendered files (MP4, poster, captions) show what the calculation
 * shows and are deleted by `video-cleanup` after the plan's retention. No column identifies a data subject.
 */
export const VIDEO_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'video_jobs',
    purpose: 'Render-Aufträge für Erklärvideos (Vorlage, Eingaben, Zustand, Ablauf der Dateien)',
    personalData: ['business'],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: angeforderte Erklärvideos' },
    retention: { kind: 'while_tenant_exists' },
    erasure: {
      kind: 'none',
      reason: 'Ids von Programmen und Berechnungen; Dateien löscht video-cleanup nach der Tarif-Aufbewahrung',
    },
    columns: {
      failure_reason: 'external_text',
      idempotency_key: 'structured',
      inputs: 'free_text',
      options: 'structured',
      state: 'structured',
    },
  },
];
