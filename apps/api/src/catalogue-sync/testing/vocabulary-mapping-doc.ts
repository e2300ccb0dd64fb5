import { QuirkTally } from '../domain/export-quirks';
import { categoriesOf, irregularCodesOf } from '../domain/export-codes';
import type { DumpEntry } from '../domain/dump-entry';
import { categoryOf, levelOf, regionsOf } from '../domain/dump-to-program';
import {
  APPLICANT_GROUPS,
  fold,
  FUNDING_AREAS,
  FUNDING_LOCATIONS,
  FUNDING_TYPES,
  type Vocabulary,
} from '../domain/dump-vocabulary';
import { companySizesOf } from '../domain/export-vocabulary';

/**
 * The tables of docs/catalogue-sources.md, computed by running each code through the importer's own mapping
 * (`categoriesOf`, then `categoryOf`, `regionsOf`, `levelOf`, `companySizesOf`): the document cannot drift
 * from the code, because its spec compares them.
 */
const CLASSIFIERS: [Vocabulary, string, readonly string[]][] = [
  ['funding_type', 'Foerderart', FUNDING_TYPES],
  ['funding_area', 'Foerderbereich', FUNDING_AREAS],
  ['eligible_applicants', 'Foerderberechtigte', APPLICANT_GROUPS],
  ['funding_location', 'Foerdergebiet', FUNDING_LOCATIONS],
];

const entryWith = (over: Partial<DumpEntry>): DumpEntry =>
  ({ fundingTypes: [], fundingLocations: [], fundingBody: 'Land', ...over }) as DumpEntry;

/** What the importer makes of one code: the catalogue's label, or null when it does not know the code. */
function labelOfCode(classifier: string, code: string): string | null {
  const tally = new QuirkTally();
  const c = categoriesOf(
    [{ classifier, targets: [`target:/BMWI/SiteGlobals/Categories/FDB/${classifier}/${code}`] }],
    tally,
  );
  if (tally.count('unknownCode') > 0) return null;
  return [...c.fundingTypes, ...c.fundingAreas, ...c.eligibleApplicants, ...c.fundingLocations][0] ?? null;
}

function v1Of(vocabulary: Vocabulary, label: string): string {
  if (vocabulary === 'funding_type')
    return `\`category\`: \`${categoryOf(entryWith({ fundingTypes: [label] }))}\``;
  if (vocabulary === 'eligible_applicants') return `\`targetGroups\`: \`${label}\``;
  if (vocabulary === 'funding_area') return 'kein v1-Feld (v2: Details `fundingAreas`)';
  const e = entryWith({ fundingLocations: [label] });
  const regions = regionsOf(e);
  return `\`eligibleRegions\`: \`${regions.join(', ')}\`; \`level\` (Land-Programm): \`${levelOf(e, regions)}\``;
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function vocabularyMappingMarkdown(): string {
  const out: string[] = [];
  for (const [vocabulary, classifier, labels] of CLASSIFIERS) {
    const codes = [...labels.map((l) => fold(l).replace(/-/g, '_')), ...irregularCodesOf(vocabulary)];
    out.push(
      `### ${classifier}`,
      '',
      row(['Code', 'Bezeichnung im Katalog', 'v1']),
      row(['---', '---', '---']),
    );
    for (const code of [...new Set(codes)]) {
      const label = labelOfCode(classifier, code);
      if (label === null) continue;
      out.push(row([`\`${code}\``, label, v1Of(vocabulary, label)]));
    }
    out.push('');
  }
  out.push(
    '### Unternehmensgroesse',
    '',
    row(['Code', 'v1 `terms.eligibility.companySizes`']),
    row(['---', '---']),
  );
  for (const code of [
    'kleinstunternehmen',
    'kleines_unternehmen',
    'mittleres_unternehmen',
    'grosses_unternehmen',
  ])
    out.push(row([`\`${code}\``, `\`${(companySizesOf([code]) ?? []).join(', ')}\``]));
  out.push('');
  return out.join('\n');
}
