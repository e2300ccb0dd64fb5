import { open } from 'node:fs/promises';
import { DumpReader, type DumpItem, type ReadOptions } from '../application/dump-source.port';
import { DumpRejectedError } from '../application/dump-rejected.error';
import type { CsvZipDumpReader } from './csv-zip-dump-reader';
import type { FdbXmlExportReader } from './fdb-xml-export-reader';
import { zipNames } from './zip-entries';

const HEAD_BYTES = 512;
const ZIP = 'PK\u0003\u0004';
const EMPTY_ZIP = 'PK\u0005\u0006';

/**
 * Picks the reader by what the source delivered: a ZIP with the export's `BMWI/` tree is the official XML
 * export, a ZIP with a `.csv` (or a bare CSV) the crawler's old dump. What is neither is held, never read:
 * an HTML page answered with 200 (the bot wall's captcha, or a redirect to the home page), an empty body,
 * a ZIP without either (§1 of the format note: check the body starts with `PK`).
 */
export class SourceDumpReader extends DumpReader {
  constructor(
    private readonly xml: FdbXmlExportReader,
    private readonly csv: CsvZipDumpReader,
  ) {
    super();
  }

  async *entries(path: string, options: ReadOptions = {}): AsyncIterable<DumpItem> {
    const reader = await this.readerFor(path);
    yield* reader.entries(path, options);
  }

  private async readerFor(path: string): Promise<DumpReader> {
    const head = await readHead(path);
    const latin = head.toString('latin1');
    if (latin.startsWith(ZIP) || latin.startsWith(EMPTY_ZIP)) {
      for await (const name of zipNames(path)) {
        if (name.startsWith('BMWI/') && name.endsWith('.xml')) return this.xml;
        if (/\.csv$/i.test(name)) return this.csv;
      }
      throw new DumpRejectedError(
        'Das ZIP-Archiv enthält weder den Export der Förderdatenbank (BMWI/…) noch eine CSV-Datei. ' +
          'Zur Prüfung zurückgehalten; der letzte gute Katalog bleibt.',
      );
    }
    const text = head.toString('utf8').trimStart().toLowerCase();
    if (text === '')
      throw new DumpRejectedError(
        'Die Quelle lieferte eine leere Antwort statt des ZIP-Exports. Zur Prüfung zurückgehalten; ' +
          'der letzte gute Katalog bleibt.',
      );
    if (text.startsWith('<'))
      throw new DumpRejectedError(
        'Die Quelle lieferte eine HTML-Seite statt des ZIP-Exports (vermutlich der Bot-Schutz mit einer ' +
          'Captcha-Seite oder eine Weiterleitung auf die Startseite). Zur Prüfung zurückgehalten; der ' +
          'letzte gute Katalog bleibt, der nächste Lauf versucht es erneut.',
      );
    return this.csv;
  }
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
