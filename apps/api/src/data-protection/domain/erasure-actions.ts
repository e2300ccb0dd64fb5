import type { CalendarDate } from './deadlines';

/** What an erasure does (preview) or did (receipt) to one table's rows of the subject. */
export interface TableAction {
  table: string;
  categories: readonly string[];
  action: 'delete' | 'pseudonymise' | 'restrict';
  rows: number;
  /** Pseudonymised columns. */
  columns?: readonly string[];
  /** Restricted rows: the latest retention end among them and the duty that forbids erasure before it. */
  restrictedUntil?: CalendarDate | null;
  ground?: string;
}

/**
 * What an erasure asked of an external system that holds copies of the subject's data (a CRM the tenant
 * syncs to). The deletion there happens later, by the owning module's job; the receipt records the request.
 */
export interface ExternalErasureAction {
  /** The system, e.g. `hubspot`. */
  system: string;
  /** Its kind of object, e.g. `companies`. */
  objectType: string;
  objects: number;
  /** `deletion_queued`: a job deletes them; `not_possible`: the tenant must act itself (`note` says why). */
  action: 'deletion_queued' | 'not_possible';
  /** What happens there, in German, for the person and the auditor. */
  note: string;
}
