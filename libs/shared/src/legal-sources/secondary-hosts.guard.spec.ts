import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Hosts that once stood in rule tables and the seed catalogue as "legal sources": dictionaries, news
 * aggregators, law firms, consultancies, chambers, foreign agencies and unofficial statute mirrors. None may
 * come back anywhere in apps/ or libs/ (the registry's allowlist keeps new ones out of the rules).
 */
const SECONDARY = [
  'wordscope.be',
  'headtopics.com',
  'lawinsider.com',
  'legalize.dev',
  'gesetze.legal',
  'buzer.de',
  'haufe.de',
  'iww.de',
  'mlgts.pt',
  'elzaburu.com',
  'eubelius.com',
  'fasi.eu',
  'lexxion.eu',
  'bwbllp.com',
  'pwclegal.de',
  'cna-consulting.de',
  'r3-innovation.com',
  'treuhand.de',
  'diebewertung.de',
  'businesslocationcenter.de',
  'freiraum-fichtelgebirge.de',
  'tourismusnetzwerk.info',
  'innovasjonnorge.no',
  'mi.government.bg',
  'legislation.gov.uk',
  'nks-kmu.de',
  'eurlex.europa.eu',
  'dihk.de',
  'ihk.de',
];

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SELF = path.resolve(__filename);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|json|md|html)$/u.test(name) && full !== SELF) yield full;
  }
}

describe('no secondary host in apps/ or libs/', () => {
  it('finds none', () => {
    const hits: string[] = [];
    for (const dir of ['apps', 'libs']) {
      for (const file of files(path.join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const host of SECONDARY) {
          if (new RegExp(`[/.]${host.replace(/\./gu, '\\.')}\\b`, 'u').test(text)) {
            hits.push(`${path.relative(ROOT, file)}: ${host}`);
          }
        }
      }
    }
    expect(hits).toEqual([]);
  });
});
