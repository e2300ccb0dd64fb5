import { seedPrograms } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { normaliseRow } from '../domain/normalise-row';
import type { DumpEntry, RawDumpRow } from '../domain/dump-entry';
import { dumpRow, FIXTURE } from '../testing/fixture-dump';
import { CuratedLinks, titleKeys } from './curated-links';

const entry = (row: RawDumpRow): DumpEntry => {
  const result = normaliseRow(row);
  if (!result.ok) throw new Error(result.reason);
  return result.entry;
};
const federalLoan = (slug: string, institution = 'KfW Bankengruppe') =>
  dumpRow(`Bund/KfW/${slug}.html`, {
    title: 'ERP-Förderkredit KMU',
    funding_type: "['Darlehen']",
    funding_location: "['bundesweit']",
    funding_body: 'Bund',
    contact_info_institution: institution,
  });
const thuringia = (location: string) =>
  dumpRow(`Land/${location}/digitalbonus.html`, {
    title: 'Digitalbonus  Thüringen',
    funding_type: "['Zuschuss']",
    funding_location: `['${location}']`,
    funding_body: 'Land',
    contact_info_institution: 'Thüringer Aufbaubank',
  });

describe('CuratedLinks', () => {
  const links = new CuratedLinks(seedPrograms());
  const none = new Map<string, string>();

  it('folds titles and drops a trailing parenthesis only', () => {
    expect(titleKeys('ERP-Förderkredit KMU (365, 366)')).toEqual([
      'erp-foerderkredit-kmu-365-366',
      'erp-foerderkredit-kmu',
    ]);
    expect(titleKeys('Innovationsgutschein (FuE-Auftrag) Rheinland-Pfalz')).toEqual([
      'innovationsgutschein-fue-auftrag-rheinland-pfalz',
    ]);
  });

  it('links by the page the curation cites, whatever the title', () => {
    expect(links.match(entry({ ...FIXTURE.curated, title: 'Ganz anders' }), none)).toEqual({
      kind: 'linked',
      programId: 'bafa-messeprogramm-junge-innovative-unternehmen',
      by: 'url',
    });
    // The curation's URL of the GründungsBONUS ends in an encoded space; the dump's does not.
    const bonus = dumpRow('Land/Berlin/gruendungsbonus-unterstuetzung-aufbau-startup.html', { title: 'X' });
    expect(links.match(entry(bonus), none)).toMatchObject({ programId: 'be-gruendungsbonus', by: 'url' });
  });

  it('links by title when the funder agrees: a federal body, or the Land of a Land program', () => {
    expect(links.match(entry(federalLoan('kmu')), none)).toEqual({
      kind: 'linked',
      programId: 'kfw-erp-foerderkredit-kmu-365-366',
      by: 'title',
    });
    // A federal body the dump names no further (here a Projektträger) is no contradiction.
    expect(links.match(entry(federalLoan('kmu', 'Projektträger Jülich')), none)).toMatchObject({
      kind: 'linked',
    });
    expect(links.match(entry(thuringia('Thüringen')), none)).toMatchObject({
      kind: 'linked',
      programId: 'th-digitalbonus-thueringen',
    });
  });

  it('never links an uncertain candidate: another funder, another Land, a second entry, two namesakes', () => {
    expect(links.match(entry(federalLoan('kmu', 'BAFA')), none)).toEqual({
      kind: 'ambiguous',
      candidates: ['kfw-erp-foerderkredit-kmu-365-366'],
      why: 'Titel gleich, Fördergeber oder Land abweichend',
    });
    expect(links.match(entry(thuringia('Sachsen')), none)).toMatchObject({ kind: 'ambiguous' });
    const taken = new Map([['kfw-erp-foerderkredit-kmu-365-366', 'a'.repeat(32)]]);
    expect(links.match(entry(federalLoan('kmu-2')), taken)).toMatchObject({
      kind: 'ambiguous',
      why: `bereits mit Eintrag ${'a'.repeat(32)} verknüpft`,
    });
    const twins = new CuratedLinks([
      aProgram({ id: 'kfw-a', name: 'ERP-Förderkredit KMU (365)', provider: 'KFW' }),
      aProgram({ id: 'kfw-b', name: 'ERP-Förderkredit KMU (366)', provider: 'KFW' }),
    ]);
    expect(twins.match(entry(federalLoan('kmu')), none)).toEqual({
      kind: 'ambiguous',
      candidates: ['kfw-a', 'kfw-b'],
      why: 'Titel passt zu mehreren kuratierten Programmen',
    });
  });

  it('leaves an unknown title alone', () => {
    expect(links.match(entry(FIXTURE.fresh), none)).toEqual({ kind: 'none' });
  });
});
