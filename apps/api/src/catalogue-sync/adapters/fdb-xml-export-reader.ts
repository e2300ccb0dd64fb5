import { DumpReader, type DumpItem, type ReadOptions } from '../application/dump-source.port';
import { documentId } from '../domain/export-document';
import type { LinkedDocument } from '../domain/export-linked-documents';
import { linkedDocumentOf } from '../domain/export-linked-documents';
import { QuirkTally } from '../domain/export-quirks';
import { exportDocumentToEntry, isProgramDocument } from '../domain/export-to-entry';
import { DEFAULT_READ_LIMITS } from './csv-zip-dump-reader';
import { MalformedDocumentError, parseExportDocument } from './export-xml-document';
import { zipFiles } from './zip-entries';

const PROGRAMS = 'BMWI/FDB/Content/DE/Foerderprogramm/';
/** Where the documents programmes link to live (the type is not implied by the folder, §2). */
const LINKED = /^BMWI\/FDB\/Content\/DE\/(?!Foerderprogramm\/).+\.xml$/;

/** The licence the operator states for the export's texts (docs/configuration.md). */
export interface ExportLicence {
  licence: string;
  licenceUrl: string;
}

/**
 * Reads the Förderdatenbank's official export (`GET https://www.foerderdatenbank.de/FDB/WS/export`, one ZIP
 * of about 10,000 XML files; ../shared/research/fdb-xml-export.md) in two streamed passes over the archive:
 * first the linked documents (contacts, addresses, funding organisations, external links) into a small
 * index, then the programmes one file at a time, each resolved through the index and mapped like a CSV row.
 * Neither the archive nor its programmes are ever held whole.
 */
export class FdbXmlExportReader extends DumpReader {
  constructor(private readonly licence: ExportLicence) {
    super();
  }

  async *entries(path: string, options: ReadOptions = {}): AsyncIterable<DumpItem> {
    options.onFormat?.('fdb-xml');
    const maxBytes = (options.limits ?? DEFAULT_READ_LIMITS).maxRecordBytes;
    const tally = options.quirks ?? new QuirkTally();
    const index = new Map<string, LinkedDocument>();
    for await (const file of zipFiles(path, (n) => LINKED.test(n), maxBytes)) {
      try {
        const linked = linkedDocumentOf(parseExportDocument(file.bytes, file.name, tally), tally);
        if (linked) index.set(...linked);
      } catch (err) {
        if (!(err instanceof MalformedDocumentError)) throw err;
        tally.add('unreadableDocument');
      }
    }
    const isProgramFile = (n: string) => n.startsWith(PROGRAMS) && n.endsWith('.xml');
    for await (const file of zipFiles(path, isProgramFile, maxBytes)) {
      const key = file.name.replace(/\.xml$/, '');
      let item: DumpItem;
      try {
        const doc = parseExportDocument(file.bytes, file.name, tally);
        if (!isProgramDocument(doc)) {
          tally.add('notAProgram');
          continue;
        }
        const fieldLengths: Record<string, number> = {};
        for (const [name, p] of doc.properties) if ('value' in p) fieldLengths[name] = p.value.length;
        item = {
          key: documentId(doc),
          fieldLengths,
          result: exportDocumentToEntry(doc, index, tally, this.licence),
        };
      } catch (err) {
        if (!(err instanceof MalformedDocumentError)) throw err;
        item = { key, fieldLengths: {}, result: { ok: false, reason: err.message } };
      }
      yield item;
    }
  }
}
