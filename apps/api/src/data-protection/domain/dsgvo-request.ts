import type { SubjectIdentifier } from '../../platform/features/data-inventory';
import type { ExternalErasureAction, TableAction } from './erasure-actions';
import type { CalendarDate } from './deadlines';

export type DsgvoRequestKind = 'erasure' | 'portability';
export const DSGVO_REQUEST_STATUSES = [
  'received',
  'in_progress',
  'completed',
  'partially_completed',
  'failed',
] as const;
export type DsgvoRequestStatus = (typeof DSGVO_REQUEST_STATUSES)[number];

/** What a finished erasure did, and the hash over its canonical form (the receipt a controller keeps). */
export interface ErasureReceipt {
  requestId: string;
  subject: { identifier: SubjectIdentifier; digest: string };
  receivedAt: string;
  executedAt: string;
  erased: TableAction[];
  kept: TableAction[];
  /** Deletions queued in external systems (absent in receipts written before there were any). */
  external?: ExternalErasureAction[];
  /** Earlier portability requests of the subject whose archives were deleted (absent on requests stored before archives could be erased). */
  archivesDeleted?: string[];
}

/** The files of a portability archive, as its manifest lists them. */
export interface PortabilityReceipt {
  requestId: string;
  subject: { identifier: SubjectIdentifier; digest: string };
  createdAt: string;
  files: { name: string; sha256: string; rows?: number }[];
}

export interface DsgvoRequest {
  id: string;
  sandbox: boolean;
  kind: DsgvoRequestKind;
  subjectIdentifier: SubjectIdentifier;
  /** The identifier as given; replaced by nothing once the request is done (the digest remains). */
  subjectValue: string | null;
  subjectDigest: string;
  reason: string | null;
  status: DsgvoRequestStatus;
  receivedAt: Date;
  dueDate: CalendarDate;
  /** Art. 12(3) sentence 2: extended by two months, with the reason told to the person within the first. */
  extendedAt: Date | null;
  extensionReason: string | null;
  completedAt: Date | null;
  preview: TableAction[];
  receipt: ErasureReceipt | PortabilityReceipt | null;
  receiptHash: string | null;
  archiveExpiresAt: Date | null;
}
