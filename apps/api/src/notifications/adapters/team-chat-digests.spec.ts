import { tenantIdOf } from '@libs/shared';
import { TeamChats, type ChatMessage, type TeamChatDestination } from '../../integrations';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { summariseDigest } from '../domain/digest';
import type { FeedEvent } from '../domain/feed-event';
import { digestChatMessage, TeamChatDigests } from './team-chat-digests';

const SCOPE = { tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000d1'), sandbox: false };
const [A, B, C] = ['a', 'b', 'c'].map((c) => `00000000-0000-4000-8000-00000000000${c}`) as [
  string,
  string,
  string,
];

class RecordingTeamChats extends TeamChats {
  readonly posts: { ids: readonly string[]; eventType: string; message: ChatMessage }[] = [];
  constructor(private readonly known: TeamChatDestination[]) {
    super();
  }
  async find(_: unknown, ids: readonly string[]): Promise<TeamChatDestination[]> {
    return this.known.filter((d) => ids.includes(d.id));
  }
  async post(_: unknown, ids: readonly string[], eventType: string, message: ChatMessage): Promise<string[]> {
    this.posts.push({ ids, eventType, message });
    return [...ids];
  }
}

const event = (type: string): FeedEvent => ({ id: 1, type, sandbox: false, data: {}, createdAt: new Date() });

describe('the digests’ chat channel', () => {
  it('tells unknown destinations from disabled ones', async () => {
    const chats = new RecordingTeamChats([
      { id: A, vendor: 'slack', enabled: true },
      { id: B, vendor: 'teams', enabled: false },
    ]);
    expect(await new TeamChatDigests(chats).check(SCOPE, [A, B, C])).toEqual({
      unknown: [C],
      disabled: [B],
    });
  });

  it('posts the summary as a chat message with one fact per event type, logged as digest.ready', async () => {
    const chats = new RecordingTeamChats([]);
    const summary = summariseDigest('weekly', '2026-W49', [event('x.a'), event('x.b'), event('x.b')], (t) =>
      t === 'x.b' ? 'Ein B ist geschehen.' : undefined,
    );
    await new TeamChatDigests(chats).post({} as Transaction, SCOPE, [A], summary);
    expect(chats.posts).toEqual([
      {
        ids: [A],
        eventType: 'digest.ready',
        message: {
          title: 'Wochenübersicht 2026-W49',
          text: '3 neue Ereignisse.',
          facts: [
            { label: 'Ein B ist geschehen.', value: '2×' },
            { label: 'x.a', value: '1×' },
          ],
          link: null,
        },
      },
    ]);
  });

  it('says so when an empty digest is sent all the same', () => {
    expect(digestChatMessage(summariseDigest('daily', '2026-12-15', [], () => undefined))).toEqual({
      title: 'Tagesübersicht 2026-12-15',
      text: 'Keine neuen Ereignisse.',
      facts: [],
      link: null,
    });
  });
});
