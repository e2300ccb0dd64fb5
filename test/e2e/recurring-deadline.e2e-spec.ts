import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { endOfGermanDay, FixedClock } from '@libs/shared';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { AnnounceDeadlines } from '../../apps/api/src/catalogue-sync/application/announce-deadlines.use-case';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { dumpRow, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';
import type { TestTenant } from '../support/test-tenants';

// Imports fixture dumps and reads the proposed terms from their texts: tens of seconds on the shared machine.
jest.setTimeout(120_000);

// Written for this test: a program whose text states a yearly deadline without a year.
const DEADLINE_SENTENCE =
  'Stellen Sie Ihren Antrag bitte bis zum 15.5. für das folgende Jahr bei der Bewilligungsstelle.';
const row = dumpRow('Land/Sachsen/jahresfrist-terms.html', {
  title: 'Jahresprogramm Vereinsförderung (Test)',
  description:
    '<p>Gefördert werden Projekte gemeinnütziger Vereine.</p>' +
    '<p>Der Zuschuss beträgt bis zu 60 Prozent der zuwendungsfähigen Ausgaben.</p>' +
    `<p>${DEADLINE_SENTENCE}</p>`,
  funding_type: "['Zuschuss']",
  funding_area: "['Kultur']",
  funding_location: "['Sachsen']",
  eligible_applicants: "['Verbände/Vereinigungen']",
  funding_body: 'Land',
});
const ID = importedProgramId(row.id_hash!);

/**
 * A deadline that recurs every year, read from the text, confirmed in the review, then used as its next
 * occurrence: in the v1 read, in search with `openNow` and `closingWithinDays`, and in the deadline reminder.
 * The clock moves past this year's date: the next occurrence moves to the next year.
 */
describe('A recurring deadline from a program text, confirmed in review', () => {
  const clock = new FixedClock(new Date('2027-04-20T10:00:00Z'));
  let t: TestApp;
  let dir: string;
  let operator: TestTenant;

  const program = async () =>
    (await request(t.http).get(`/api/v1/programs/${ID}`).set(t.headers).expect(200)).body;
  const searchIds = async (query: Record<string, string | number | boolean>) =>
    (
      await request(t.http)
        .get('/api/v2/programs/search')
        .query({ q: 'Vereinsförderung', limit: 50, ...query })
        .set(t.headers)
        .expect(200)
    ).body.items.map((h: { id: string }) => h.id) as string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recurring-deadline-'));
    t = await createTestApp({ clock });
    operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const path = join(dir, 'dump.zip');
    await writeDumpZip(path, [row]);
    expect((await t.app.get(ImportDump).execute(path)).status).toBe('applied');
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is proposed from the text as a rule and has no date before it is confirmed', async () => {
    const review = (
      await request(t.http)
        .get(`/api/v2/admin/catalogue/term-proposals/${ID}`)
        .set(operator.headers)
        .expect(200)
    ).body;
    const deadline = review.proposals.find((p: { term: string }) => p.term === 'applicationDeadline');
    expect(deadline).toMatchObject({ proposedValue: '--05-15 Folgejahr', status: 'proposed' });
    expect(deadline.evidence).toMatchObject({ sentence: DEADLINE_SENTENCE, tab: 'description' });
    expect((await program()).applicationDeadline).toBeNull();
  });

  it('a wrong rule in a correction is a German 400', async () => {
    const res = await request(t.http)
      .post(`/api/v2/admin/catalogue/term-proposals/${ID}/applicationDeadline/decision`)
      .set(operator.headers)
      .send({ action: 'correct', value: '--02-30' })
      .expect(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('once confirmed, v1 shows the next occurrence and the rule', async () => {
    await request(t.http)
      .post(`/api/v2/admin/catalogue/term-proposals/${ID}/applicationDeadline/decision`)
      .set(operator.headers)
      .send({ action: 'confirm' })
      .expect(200);
    const body = await program();
    expect(body.applicationDeadline).toBe(endOfGermanDay('2027-05-15').toISOString());
    expect(body.recurringDeadline).toEqual({
      rule: '--05-15 Folgejahr',
      text: 'jährlich bis 15. Mai für das Folgejahr',
    });
  });

  // Search answers from the previous index while the new catalogue version's index builds: wait for it.
  const untilIndexed = (query: Record<string, string | number | boolean>) =>
    eventually(async () => ((await searchIds(query)).includes(ID) ? true : undefined));

  it('search finds it with openNow and closingWithinDays of the next occurrence', async () => {
    await untilIndexed({ closingWithinDays: 30 });
    expect(await searchIds({ openNow: true })).toContain(ID);
    expect(await searchIds({ closingWithinDays: 30 })).toContain(ID);
    expect(await searchIds({ closingWithinDays: 20 })).not.toContain(ID);
  });

  it('the deadline reminder announces the next occurrence', async () => {
    clock.set(new Date('2027-05-10T10:00:00Z'));
    expect((await t.app.get(AnnounceDeadlines).execute()).announced).toBeGreaterThanOrEqual(1);
    const keys = (
      await t.app
        .get(DataSource)
        .query(`SELECT key FROM catalogue_notices WHERE key LIKE $1`, [
          `program.deadline_approaching:${ID}:%`,
        ])
    ).map((r: { key: string }) => r.key);
    expect(keys).toEqual([`program.deadline_approaching:${ID}:2027-05-15:7`]);
  });

  it('after this year’s date the next occurrence is next year’s', async () => {
    clock.set(new Date('2027-05-16T10:00:00Z'));
    expect((await program()).applicationDeadline).toBe(endOfGermanDay('2028-05-15').toISOString());
    // The next day's snapshot is a new version: its index replaces the previous day's once built.
    await untilIndexed({ closingWithinDays: 366 });
    expect(await searchIds({ openNow: true })).toContain(ID);
    expect(await searchIds({ closingWithinDays: 30 })).not.toContain(ID);
  });
});
