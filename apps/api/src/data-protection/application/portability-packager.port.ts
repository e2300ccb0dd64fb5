import type { PortabilityReceipt } from '../domain/dsgvo-request';
import type { ExportedTable } from './subject-data.port';

/** Packs the exported tables into the archive handed to the data subject (a ZIP with a manifest). */
export abstract class PortabilityPackager {
  abstract pack(
    tables: ExportedTable[],
    meta: { requestId: string; createdAt: Date; subject: PortabilityReceipt['subject'] },
  ): { archive: Uint8Array; files: PortabilityReceipt['files'] };
}
