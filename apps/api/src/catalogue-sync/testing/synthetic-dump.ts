import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { FEDERAL_STATES } from '@libs/shared';
import { DUMP_COLUMNS } from '../domain/dump-entry';
import { dumpRow } from './fixture-dump';

const LANDS = Object.values(FEDERAL_STATES);
const TYPES = ['Zuschuss', 'Darlehen', 'Bürgschaft', 'Beteiligung', 'Sonstige'];

/**
 * Writes a CSV of `count` synthetic programs row by row (never the whole file in memory), for the scale
 * tests. `revision` changes the description of every `changeEvery`-th program.
 */
export async function writeSyntheticCsv(
  path: string,
  count: number,
  revision = 0,
  changeEvery = 10,
): Promise<void> {
  const out = createWriteStream(path);
  const cell = (v: string | undefined) => `"${(v ?? '').replace(/"/g, '""')}"`;
  out.write(`${DUMP_COLUMNS.join(',')}\n`);
  for (let i = 0; i < count; i++) {
    const land = LANDS[i % LANDS.length]!;
    const row = dumpRow(`Land/synthetisch/programm-${i}.html`, {
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
    const line = `${DUMP_COLUMNS.map((c) => cell(row[c])).join(',')}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}
