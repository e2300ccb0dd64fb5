import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vocabularyMappingMarkdown } from '../testing/vocabulary-mapping-doc';

const DOC = join(__dirname, '..', '..', '..', '..', '..', 'docs', 'catalogue-sources.md');
const BEGIN = '<!-- generated: vocabulary-mapping (FM_WRITE_DOCS=1 npx jest vocabulary-mapping-doc) -->';
const END = '<!-- /generated -->';

/** Table rows cell by cell, so Prettier's column alignment of the document is no difference. */
const normalised = (markdown: string): string =>
  markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^:?-+:?$/, '---'))
            .join('|')
        : line,
    )
    .join('\n');

/** docs/catalogue-sources.md shows the mapping the importer applies, computed from it (no hand-kept copy). */
describe('docs/catalogue-sources.md: the vocabulary mapping', () => {
  it('is the one the code applies', () => {
    const doc = readFileSync(DOC, 'utf8');
    const [start, end] = [doc.indexOf(BEGIN), doc.indexOf(END)];
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const generated = `${BEGIN}\n\n${vocabularyMappingMarkdown()}\n${END}`;
    if (process.env.FM_WRITE_DOCS === '1')
      writeFileSync(DOC, doc.slice(0, start) + generated + doc.slice(end + END.length));
    else expect(normalised(doc.slice(start, end + END.length))).toBe(normalised(generated));
  });

  it('lists the codes the export really uses and what they become', () => {
    const table = vocabularyMappingMarkdown();
    for (const line of [
      '| `zuschuss` | Zuschuss | `category`: `zuschuss` |',
      '| `garantie` | Garantie | `category`: `buergschaft` |',
      '| `sonstige` | Sonstige | `category`: `beratung` |',
      '| `existenzgruenderin` | Existenzgründer/in | `targetGroups`: `Existenzgründer/in` |',
      '| `de_ni` | Niedersachsen | `eligibleRegions`: `NI`; `level` (Land-Programm): `landesweit` |',
      '| `_bundesweit` | bundesweit | `eligibleRegions`: `bundesweit`; `level` (Land-Programm): `bundesweit` |',
      '| `schlesig_holstein` | Schleswig-Holstein | `eligibleRegions`: `SH`; `level` (Land-Programm): `landesweit` |',
      '| `kleines_unternehmen` | `small` |',
    ])
      expect(table).toContain(line);
  });
});
