import { validateAdaptiveCard } from '../testing/teams-fake';
import { judgeSlack } from '../testing/slack-fake';
import { eventChatMessage } from './event-chat-message';
import { chatWants } from './chat-routing';
import { SLACK_MAX_BLOCKS, slackPayloadsOf } from './slack-blocks';
import { TEAMS_MAX_BYTES, teamsPayloadOf } from './teams-card';

const source = {
  name: 'Förderdatenbank des Bundes',
  publisher: 'Bundesministerium für Wirtschaft und Energie (BMWE)',
  licence: 'CC BY-ND 3.0 DE',
  licenceUrl: 'https://creativecommons.org/licenses/by-nd/3.0/de/',
  url: 'https://www.foerderdatenbank.de',
};
const program = (i: number) => ({
  programId: `fdb-${String(i).padStart(32, '0')}`,
  title: `Förderprogramm Nr. ${i} <Digital> & Co. | "Grün"`,
  sourceUrl: `https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Land/Bayern/programm-${i}.html`,
  kind: 'changed',
  changedFields: ['texts.description', 'fundingLocations'],
  changes: ['Beschreibung geändert', 'Fördergebiet: + Sachsen'],
  deadlineChanges: i === 0 ? ['Neue Frist im Text: 31.03.2027'] : [],
});
/** `catalogue.synced` of a run that changed 250 programs: the event lists 50, the counts say 250. */
const run250 = {
  runId: '7a0e8d4c-1c7e-4a55-9a3c-0f5b1d2e3f40',
  counts: { new: 0, changed: 250, expired: 0, returned: 0 },
  programs: Array.from({ length: 50 }, (_, i) => program(i)),
  notListed: 200,
  source,
};
const message = () => eventChatMessage('catalogue.synced', 'Beschreibung', run250, 'https://api.example.de');
const post = (body: unknown) => ({
  method: 'POST',
  url: '/services/T1/B1/abc',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  at: 0,
});

describe('a catalogue run as one chat message', () => {
  it('Slack: one post within 50 blocks and 3000 characters per section, names, source pages, "und 240 weitere", the licence', () => {
    const parts = slackPayloadsOf(message());
    expect(parts).toHaveLength(1);
    const [part] = parts;
    expect(part!.blocks.length).toBeLessThanOrEqual(SLACK_MAX_BLOCKS);
    // Header, sentence, counts, ten programs, notes, button: room to spare under the limit.
    expect(part!.blocks).toHaveLength(15);
    expect(judgeSlack(post(part))).toEqual(expect.objectContaining({ status: 200, body: 'ok' }));
    for (const block of part!.blocks) {
      const text = (block.text as { text?: string } | undefined)?.text ?? '';
      expect(text.length).toBeLessThanOrEqual(3000);
    }
    const json = JSON.stringify(part);
    expect(json).toContain('250 geändert');
    expect(json).toContain('und 240 weitere');
    expect(json).toContain('Förderprogramm Nr. 0 &lt;Digital&gt; &amp; Co.');
    expect(json).toContain('Foerderprogramm/Land/Bayern/programm-0.html|');
    expect(json).toContain('Fördergebiet: + Sachsen');
    expect(json).toContain('*Neue Frist im Text: 31.03.2027*');
    expect(json).toContain('CC BY-ND 3.0 DE');
    expect(json).toContain('Bundesministerium für Wirtschaft und Energie');
    expect(json).toContain('https://creativecommons.org/licenses/by-nd/3.0/de/');
    expect(json).not.toContain('/api/v1/programs');
    expect(json).not.toContain('fdb-0000');
    expect(part!.text).toContain('Förderkatalog aktualisiert');
  });

  it('Teams: one Adaptive Card 1.4 valid against the schema, under 28 KB, with the same content', () => {
    const payload = teamsPayloadOf(message());
    expect(validateAdaptiveCard(payload.attachments[0]!.content)).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(TEAMS_MAX_BYTES);
    const json = JSON.stringify(payload);
    expect(json).toContain('und 240 weitere');
    const texts = (payload.attachments[0]!.content.body as { text?: string }[]).map((b) => b.text);
    expect(texts).toContain(
      '**[Förderprogramm Nr. 0 <Digital> & Co. | "Grün"](https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Land/Bayern/programm-0.html)**',
    );
    expect(json).toContain('**Neue Frist im Text: 31.03.2027**');
    expect(json).toContain('[CC BY-ND 3.0 DE](https://creativecommons.org/licenses/by-nd/3.0/de/)');
    expect(json).not.toContain('/api/v1/programs');
    expect(json).not.toContain('fdb-0000');
  });

  it('lists the deadline change first and flags it', () => {
    const first = message().items![0]!;
    expect(first.urgent).toBe(true);
    expect(first.lines[0]).toEqual({ text: 'Neue Frist im Text: 31.03.2027', strong: true });
  });

  it('routing: per-program catalogue events are webhook-only; a catalogue subscription gets the summary', () => {
    expect(chatWants(['program.updated'], 'program.updated')).toBe(false);
    expect(chatWants(['program.removed'], 'program.removed')).toBe(false);
    expect(chatWants(['program.updated'], 'catalogue.synced')).toBe(true);
    expect(chatWants(['catalogue.synced'], 'catalogue.synced')).toBe(true);
    expect(chatWants(['calculation.created'], 'catalogue.synced')).toBe(false);
    expect(chatWants(['calculation.created'], 'calculation.created')).toBe(true);
  });
});
