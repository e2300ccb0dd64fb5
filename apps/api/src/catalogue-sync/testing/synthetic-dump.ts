import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { FEDERAL_STATES } from '@libs/shared';
import { DUMP_COLUMNS, type DumpColumn, type RawDumpRow } from '../domain/dump-entry';
import { dumpRow } from './fixture-dump';

const LANDS = Object.values(FEDERAL_STATES);
const TYPES = ['Zuschuss', 'Darlehen', 'Bürgschaft', 'Beteiligung', 'Sonstige'];

/** How a synthetic file departs from a clean one (the check-before-apply tests). */
export interface SyntheticVariant {
  /** Columns left out of the header and the rows. */
  omit?: DumpColumn[];
  /** Bytes written in this encoding instead of UTF-8 (e.g. 'latin1' for Windows-1252's umlauts). */
  encoding?: BufferEncoding;
  /** Changes row `i` before it is written. */
  edit?: (i: number, row: RawDumpRow) => RawDumpRow;
  /** One field of row 0 this many bytes long, written in 1 MB pieces (never built in memory). */
  hugeField?: { column: DumpColumn; bytes: number };
}

/**
 * Writes a CSV of `count` synthetic programs row by row (never the whole file in memory), for the scale
 * tests. `revision` changes the description of every `changeEvery`-th program.
 */
export async function writeSyntheticCsv(
  path: string,
  count: number,
  revision = 0,
  changeEvery = 10,
  variant: SyntheticVariant = {},
): Promise<void> {
  const out = createWriteStream(path);
  const columns = DUMP_COLUMNS.filter((c) => !variant.omit?.includes(c));
  const write = async (text: string) => {
    if (!out.write(Buffer.from(text, variant.encoding ?? 'utf8'))) await once(out, 'drain');
  };
  const cell = (v: string | undefined) => `"${(v ?? '').replace(/"/g, '""')}"`;
  await write(`${columns.join(',')}\n`);
  for (let i = 0; i < count; i++) {
    const row = variant.edit
      ? variant.edit(i, syntheticRow(i, revision, changeEvery))
      : syntheticRow(i, revision, changeEvery);
    const huge = i === 0 ? variant.hugeField : undefined;
    for (const [k, c] of columns.entries()) {
      const sep = k === columns.length - 1 ? '\n' : ',';
      if (c !== huge?.column) {
        await write(`${cell(row[c])}${sep}`);
        continue;
      }
      const piece = 'x'.repeat(1024 * 1024);
      await write('"');
      for (let n = 0; n < huge.bytes; n += piece.length)
        await write(piece.slice(0, Math.min(piece.length, huge.bytes - n)));
      await write(`"${sep}`);
    }
  }
  out.end();
  await once(out, 'close');
}

function syntheticRow(i: number, revision: number, changeEvery: number): RawDumpRow {
  const land = LANDS[i % LANDS.length]!;
  return dumpRow(`Land/synthetisch/programm-${i}.html`, {
    title: `Synthetisches Programm ${i}`,
    description: `<p>Förderung ${i} für Unternehmen in ${land}. ${i % changeEvery === 0 ? `Stand ${revision}.` : ''}</p>`,
    more_info: '<p>Weitere Informationen zum Verfahren und zu den Voraussetzungen.</p>',
    legal_basis: '<p>Richtlinie des Landes.</p>',
    funding_type: JSON.stringify([TYPES[i % TYPES.length]]),
    funding_area: JSON.stringify(['Digitalisierung', 'Unternehmensfinanzierung']),
    funding_location: JSON.stringify(i % 7 === 0 ? ['bundesweit'] : [land]),
    eligible_applicants: JSON.stringify(['Unternehmen']),
    funding_body: i % 7 === 0 ? 'Bund' : 'Land',
    contact_info_institution: `Förderbank ${land}`,
  });
}
