import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { AnnounceCatalogueDay } from '../../apps/api/src/catalogue-sync/application/announce-catalogue-day.use-case';
import { writeSyntheticCsv } from '../../apps/api/src/catalogue-sync/testing/synthetic-dump';
import { SlackFake } from '../../apps/api/src/integrations/testing/slack-fake';
import { TeamsFake, validateAdaptiveCard } from '../../apps/api/src/integrations/testing/teams-fake';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { eventually } from '../support/webhook-receiver';

// A run that changes 250 programs, announced to Slack and Teams fakes: about 30 s on the shared machine.
jest.setTimeout(120_000);

const PROGRAMS = 250;

/**
 * Catalogue notifications people want to read: a run that changes 250 programs is one
 * Slack and one Teams message per tenant (it was 250 of each), in the vendors' formats as their fakes check
 * them, with names, source pages and the licence; per-program events stay with the webhooks.
 */
describe('Catalogue sync: one chat message per run and tenant', () => {
  const clock = new FixedClock(new Date('2026-11-24T14:00:00Z'));
  let t: TestApp;
  let slack: SlackFake;
  let teams: TeamsFake;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-chat-'));
    slack = await SlackFake.start();
    teams = await TeamsFake.start();
    t = await createTestApp({
      clock,
      features: {
        integrations: {
          extraHosts: ['127.0.0.1'],
          allowHttp: true,
          allowPrivateAddresses: true,
          timeoutMs: 3000,
          linkBaseUrl: 'https://api.example.de',
        },
        catalogueSync: {
          sourceUrl: null,
          goneAfterRuns: 3,
          maxRowDropPercent: 10,
          heldDumpDir: join(dir, 'held'),
          legalFeedUrl: null,
          legalFeedApiKey: null,
        },
      },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await slack?.close();
    await teams?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const connect = async (tenant: TestTenant, vendor: 'slack' | 'teams', url: string, eventTypes: string[]) =>
    (
      await request(t.http)
        .post(`/api/v2/integrations/${vendor}`)
        .set(tenant.headers)
        .send({ name: `${vendor} Katalog`, webhookUrl: url, eventTypes })
        .expect(201)
    ).body as { id: string };
  const delivered = async (tenant: TestTenant, vendor: string, id: string) =>
    (
      (
        await request(t.http)
          .get(`/api/v2/integrations/${vendor}/${id}/deliveries`)
          .set(tenant.headers)
          .expect(200)
      ).body.items as { eventType: string; status: string; partsTotal: number }[]
    ).filter((d) => d.eventType !== 'integration.test');

  it('a 250-change run: exactly one Slack and one Teams message per tenant, readable and attributed', async () => {
    const base = join(dir, 'base.csv');
    await writeSyntheticCsv(base, PROGRAMS, 0, 1);
    expect(await t.app.get(ImportDump).execute(base)).toMatchObject({ status: 'applied' });

    // Old subscriptions (`program.updated`) and the new one (`catalogue.synced`) both get the run's summary.
    const tenants = [await t.tenants.create(), await t.tenants.create()];
    const destinations = [];
    for (const [n, tenant] of tenants.entries()) {
      const types = n === 0 ? ['program.updated', 'program.removed'] : ['catalogue.synced'];
      destinations.push({
        tenant,
        slack: (await connect(tenant, 'slack', slack.hookUrl, types)).id,
        teams: (await connect(tenant, 'teams', teams.workflowUrl, types)).id,
      });
    }
    // Digest mode: a third tenant chose one message a day.
    const daily = await t.tenants.create();
    const dailyIds = {
      slack: (await connect(daily, 'slack', slack.hookUrl, ['catalogue.daily_summary'])).id,
      teams: (await connect(daily, 'teams', teams.workflowUrl, ['catalogue.daily_summary'])).id,
    };
    const [slackBefore, teamsBefore] = [slack.accepted().length, teams.acceptedCards().length];

    const changed = join(dir, 'changed.csv');
    await writeSyntheticCsv(changed, PROGRAMS, 1, 1, {
      edit: (i, row) =>
        i === 17 ? { ...row, description: `${row.description}<p>Anträge bis zum 31.03.2027.</p>` } : row,
    });
    const run = await t.app.get(ImportDump).execute(changed);
    expect(run).toMatchObject({ status: 'applied', counts: { changed: PROGRAMS } });

    for (const d of destinations) {
      for (const vendor of ['slack', 'teams'] as const) {
        const log = await eventually(async () => {
          const items = await delivered(d.tenant, vendor, d[vendor]);
          return items.length > 0 && items.every((i) => i.status !== 'pending') ? items : undefined;
        }, 60_000);
        expect(log).toEqual([
          expect.objectContaining({ eventType: 'catalogue.synced', status: 'delivered', partsTotal: 1 }),
        ]);
      }
    }
    const posts = slack.accepted().slice(slackBefore);
    const cards = teams.acceptedCards().slice(teamsBefore);
    expect(posts).toHaveLength(tenants.length);
    expect(cards).toHaveLength(tenants.length);
    for (const card of cards) expect(validateAdaptiveCard(card)).toBe(true);
    for (const body of [...posts.map((p) => JSON.stringify(p)), ...cards.map((c) => JSON.stringify(c))]) {
      expect(body).toContain('250 geändert');
      expect(body).toContain('und 240 weitere');
      expect(body).toContain('Synthetisches Programm 17');
      expect(body).toContain('Neue Frist im Text: 31.03.2027');
      expect(body).toContain(
        'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Land/synthetisch/programm-17.html',
      );
      expect(body).toContain('CC BY-ND 3.0 DE');
      expect(body).not.toContain('/api/v1/programs');
    }
    // The deadline change is listed first.
    expect(JSON.stringify(posts[0]!.blocks[3])).toContain('Synthetisches Programm 17');

    // The daily tenant got nothing per run; the day's summary is its one message per vendor.
    for (const vendor of ['slack', 'teams'] as const)
      expect(await delivered(daily, vendor, dailyIds[vendor])).toEqual([]);
    expect(await t.app.get(AnnounceCatalogueDay).execute()).toEqual({ announced: 1 });
    for (const vendor of ['slack', 'teams'] as const) {
      const log = await eventually(async () => {
        const items = await delivered(daily, vendor, dailyIds[vendor]);
        return items.length > 0 && items.every((i) => i.status !== 'pending') ? items : undefined;
      }, 60_000);
      expect(log).toEqual([
        expect.objectContaining({ eventType: 'catalogue.daily_summary', status: 'delivered', partsTotal: 1 }),
      ]);
    }
    const dailyPosts = slack.accepted().slice(slackBefore + posts.length);
    const dailyCards = teams.acceptedCards().slice(teamsBefore + cards.length);
    expect(dailyPosts).toHaveLength(1);
    expect(dailyCards).toHaveLength(1);
    expect(validateAdaptiveCard(dailyCards[0]!)).toBe(true);
    for (const body of [JSON.stringify(dailyPosts[0]), JSON.stringify(dailyCards[0])]) {
      expect(body).toContain('Tagesübersicht 24.11.2026');
      expect(body).toContain('Abgleiche der letzten 24 Stunden: 250 neu, 250 geändert.');
      expect(body).toContain('und mindestens 240 weitere'); // 250 programs, each once
      expect(body).toContain('CC BY-ND 3.0 DE');
    }
    // The per-run tenants did not subscribe to the day's summary: nothing more for them.
    for (const d of destinations) expect(await delivered(d.tenant, 'slack', d.slack)).toHaveLength(1);
  });
});
