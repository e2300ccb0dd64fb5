import request from 'supertest';
import { FixedClock } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

/**
 * How people ask, over a tenant's own programs of the shapes that failed before the concept layer: a
 * colloquial query whose meaning is an investment ("Maschinen") next to housing loans for new buildings;
 * machine parts named in a query for an efficiency grant next to a family home loan; the old name of an
 * ended program whose successor has another name; a founding loan named "Startkapital". The programs are
 * this test's own; the search does not know their ids.
 */
const NOW = new Date('2026-03-01T10:00:00Z');

interface Hit {
  id: string;
  status: string;
  successorId?: string;
}

const own = (tenantId: string, p: Partial<Program> & Pick<Program, 'id' | 'name' | 'description'>): Program =>
  aProgram({ tenantId, provider: 'Bundesland', level: 'landesweit', ...p });

function fixtures(tenantId: string): Program[] {
  const HB = { eligibleRegions: ['HB'] };
  const MV = { eligibleRegions: ['MV'] };
  return [
    own(tenantId, {
      id: 't-hb-investitionsdarlehen',
      name: 'Bremer Investitionsdarlehen für den Mittelstand',
      description:
        'Zinsgünstiges Darlehen für Investitionen und Betriebsmittel kleiner und mittlerer Unternehmen.',
      category: 'darlehen',
      phases: ['Investition', 'Wachstum'],
      ...HB,
    }),
    own(tenantId, {
      id: 't-hb-neubau-mietwohnungen',
      name: 'Bremer Wohnraumförderung – Neubau von Mietwohnungen',
      description: 'Darlehen für den Neubau neuer Mietwohnungen mit Belegungsbindung.',
      category: 'darlehen',
      targetGroups: ['Privatpersonen', 'Unternehmen'],
      ...HB,
    }),
    own(tenantId, {
      id: 't-hb-neubau-eigentum',
      name: 'Neubauprogramm Eigentum für junge Familien',
      description: 'Zinsgünstige Darlehen für Familien, die ein neues Eigenheim bauen.',
      category: 'darlehen',
      targetGroups: ['Privatpersonen'],
      ...HB,
    }),
    own(tenantId, {
      id: 't-querschnittstechnik',
      name: 'Effizienzprogramm Querschnittstechnik',
      description:
        'Zuschuss für den Ersatz von Ventilatoren, Pumpen und Druckluftanlagen durch effiziente Technik.',
      eligibleRegions: ['bundesweit'],
      level: 'bundesweit',
    }),
    own(tenantId, {
      id: 't-familienheim-neubau',
      name: 'Familienheim – Neubau',
      description: 'Kredit für Familien, die ein neues Haus bauen oder ein neues Eigenheim kaufen.',
      category: 'kredit',
      targetGroups: ['Privatpersonen'],
      eligibleRegions: ['bundesweit'],
      level: 'bundesweit',
    }),
    own(tenantId, {
      id: 't-st-innovationsassistent',
      name: 'Innovationsassistent Sachsen-Anhalt',
      description: 'Früherer Zuschuss zum Gehalt von Hochschulabsolventen in innovativen Vorhaben.',
      eligibleRegions: ['ST'],
      status: 'ausgelaufen',
      applicationDeadline: '2024-12-31',
      successorId: 't-st-innovationsassistenz',
    }),
    own(tenantId, {
      id: 't-st-innovationsassistenz',
      name: 'Innovationsassistenz 2025',
      description: 'Zuschuss zu den Personalkosten für Fachkräfte, die Innovationsprojekte in KMU betreuen.',
      eligibleRegions: ['ST'],
    }),
    own(tenantId, {
      id: 't-mv-gruendung-wachstum',
      name: 'Gründungs- und Wachstumsfinanzierung Mecklenburg-Vorpommern',
      description: 'Zinsverbilligtes Darlehen für Investitionen von Gründern und jungen Unternehmen.',
      category: 'kredit',
      phases: ['Gruendung', 'Wachstum'],
      ...MV,
    }),
    own(tenantId, {
      id: 't-mv-startkapital',
      name: 'Startkapital-Programm Mecklenburg-Vorpommern',
      description: 'Kleindarlehen für Gründungen und Festigungsvorhaben zur Finanzierung von Investitionen.',
      category: 'kredit',
      phases: ['Gruendung', 'Festigung'],
      ...MV,
    }),
    own(tenantId, {
      id: 't-mv-wachstumskredit',
      name: 'Wachstumskredit Mecklenburg-Vorpommern',
      description: 'Darlehen für Erweiterungen nach der Gründung.',
      category: 'kredit',
      ...MV,
    }),
    own(tenantId, { id: 't-zz-offen', name: 'Zauberwürfelprämie', description: 'Ein Zuschuss.' }),
    own(tenantId, {
      id: 't-aa-beendet',
      name: 'Zauberwürfelprämie',
      description: 'Ein Zuschuss.',
      status: 'ausgelaufen',
    }),
  ];
}

describe('GET /api/v2/programs/search: how people ask', () => {
  let t: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
    tenant = await t.tenants.create();
    await t.app.get(ProgramRepository).upsert(fixtures(tenant.tenantId));
  });
  afterAll(async () => t?.close());

  const search = async (q: string): Promise<Hit[]> =>
    (
      (await request(t.http).get('/api/v2/programs/search').query({ q }).set(tenant.headers).expect(200))
        .body as { items: Hit[] }
    ).items;
  const ids = async (q: string) => (await search(q)).map((h) => h.id);

  it('reads "Maschinen" as an investment and "neue", "Geld" as no hint at new buildings', async () => {
    const top = await ids('Geld für neue Maschinen Bremen');
    expect(top[0]).toBe('t-hb-investitionsdarlehen');
    expect(top.slice(0, 5)).not.toContain('t-hb-neubau-mietwohnungen');
    expect(top.slice(0, 5)).not.toContain('t-hb-neubau-eigentum');
  });

  it('finds the efficiency grant for pumps and compressed air, and no family home loan', async () => {
    const top = await ids('Zuschuss neue Ventilatoren und Druckluft im Betrieb');
    expect(top[0]).toBe('t-querschnittstechnik');
    expect(top).not.toContain('t-familienheim-neubau');
    expect(top).not.toContain('t-hb-neubau-eigentum');
  });

  it('finds an ended program by its old name with its successor, the successor first', async () => {
    const hits = await search('Innovationsassistent Sachsen-Anhalt');
    expect(hits.slice(0, 2).map((h) => h.id)).toEqual([
      't-st-innovationsassistenz',
      't-st-innovationsassistent',
    ]);
    expect(hits[1]).toMatchObject({ status: 'ausgelaufen', successorId: 't-st-innovationsassistenz' });
    expect(hits[0]).not.toHaveProperty('successorId');
  });

  it('finds both founding loans of a Land, also the one named "Startkapital"', async () => {
    const top = (await ids('Gründungskredit Mecklenburg-Vorpommern')).slice(0, 5);
    expect(top).toEqual(expect.arrayContaining(['t-mv-gruendung-wachstum', 't-mv-startkapital']));
  });

  it('lists an open program before an ended one of the same relevance', async () => {
    // Same text: without the status the id order (t-aa first) would decide.
    expect(await ids('Zauberwürfelprämie')).toEqual(['t-zz-offen', 't-aa-beendet']);
  });
});
