import type { TimelineQuery } from '../application/analytics-event-store.port';
import { computeFunnel, computeFunnelOver, type FunnelDefinition, type FunnelEvent } from '../domain/funnel';
import { referenceFunnel } from '../testing/reference-funnel';
import { monthSlices, parseFunnelLines } from './funnel-timelines';
import { TimelineColumns } from './timeline-columns';

const STEPS = ['search.performed', 'match.performed', 'calculation.created'];
const OTHERS = ['a.first', 'page.viewed', 'zz.last'];
const H = 3600_000;

/** A seeded generator (mulberry32): the same cases on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Stored {
  actor: string;
  name: string;
  micros: number;
  json: (string | null)[];
}

/** What the database sends for one month: a line per event, in the month's (here shuffled) scan order. */
function render(events: Stored[], q: TimelineQuery, from: Date): string {
  const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
  return events
    .map((e) => {
      const step = q.steps.indexOf(e.name) + 1;
      const fields = [escape(e.actor), String((e.micros - from.getTime() * 1000) * 16 + step)];
      if (!q.onlySteps) fields.push(step === 0 ? e.name : '');
      return [...fields, ...e.json.map((j) => j ?? '')].join('\t');
    })
    .join('\n');
}

/** The old read's result: per actor in arrival order, sorted by time, ties by name (stable). */
function oldTimelines(arrived: Stored[], keys: string[]): FunnelEvent[][] {
  const byActor = new Map<string, FunnelEvent[]>();
  for (const e of arrived) {
    const properties: Record<string, unknown> = {};
    keys.forEach((k, n) => {
      const value = e.json[n] ? (JSON.parse(e.json[n]) as unknown) : null;
      if (value !== null) properties[k] = value;
    });
    const event = { name: e.name, at: e.micros / 1000, properties };
    byActor.set(e.actor, [...(byActor.get(e.actor) ?? []), event]);
  }
  const timelines = [...byActor.values()];
  for (const t of timelines)
    t.sort((a, b) => a.at - b.at || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return timelines;
}

describe('the funnel read in columns', () => {
  it('cuts a range at UTC month starts, one query per partition', () => {
    const slices = monthSlices(new Date('2026-01-20T10:00:00Z'), new Date('2026-03-05T00:00:00.001Z'));
    expect(slices.map(([a, b]) => [a.toISOString(), b.toISOString()])).toEqual([
      ['2026-01-20T10:00:00.000Z', '2026-02-01T00:00:00.000Z'],
      ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      ['2026-03-01T00:00:00.000Z', '2026-03-05T00:00:00.001Z'],
    ]);
    expect(monthSlices(new Date(0), new Date(0))).toEqual([]);
  });

  it('decodes a microsecond before the month, escaped actors as distinct, and a JSON null as unset', () => {
    const q: TimelineQuery = {
      steps: STEPS,
      onlySteps: false,
      from: new Date(0),
      to: new Date(0),
      keys: ['k'],
    };
    const from = new Date('2026-02-01T00:00:00Z');
    const columns = new TimelineColumns(q.keys);
    // 16 * microseconds since the month's start + step (0: another event); `x\\t` is an escaped `x<tab>`
    const lines = ['x\\t\t-15\t\t"v"', 'x\t16\tpage.viewed\tnull', 'x\t33\t\t{"a":1}'].join('\n');
    parseFunnelLines(lines, q, from, columns);
    const t = columns.build();
    const micros = from.getTime() * 1000;
    expect(Array.from(t.actorStart)).toEqual([0, 1, 3]);
    expect(Array.from(t.at)).toEqual([(micros - 1) / 1000, (micros + 1) / 1000, (micros + 2) / 1000]);
    expect(Array.from(t.name, (id) => t.names[id])).toEqual([STEPS[0], 'page.viewed', STEPS[0]]);
    expect(t.values.get('k')).toEqual(['v', undefined, { a: 1 }]);
  });

  it('gives the results of the object-per-event implementation on seeded random timelines', () => {
    const next = random(18);
    const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)]!;
    const from = Date.UTC(2026, 0, 25);
    for (let round = 0; round < 150; round++) {
      const order = pick(['ordered', 'strict', 'any'] as const);
      const keys = round % 3 === 0 ? [] : ['programId', 'channel'];
      const def: FunnelDefinition = {
        steps: round % 7 === 0 ? [STEPS[0]!, STEPS[0]!, STEPS[2]!] : STEPS,
        windowMs: pick([H, 6 * H, 3 * 24 * H]),
        order,
        holdConstant: keys.length && next() < 0.5 ? 'programId' : undefined,
        breakdown: keys.length && next() < 0.5 ? 'channel' : undefined,
        attribution: pick(['first_touch', 'last_touch'] as const),
        from: from + 2 * 24 * H,
        to: from + 10 * 24 * H,
      };
      const q: TimelineQuery = {
        steps: def.steps,
        onlySteps: order !== 'strict',
        from: new Date(from),
        to: new Date(def.to + def.windowMs + 1),
        keys,
      };
      // Few distinct instants (ties), a few microsecond ones, actors with a tab, backslash or line break.
      const generated: Stored[] = Array.from({ length: 400 }, () => ({
        actor: pick(['a', 'a\t', 'a\\t', 'b\n', 'c', 'd', 'e', 'f', 'g', 'h']),
        name: pick(q.onlySteps ? STEPS : [...STEPS, ...OTHERS]),
        micros:
          (from + Math.floor(next() * 300) * H) * 1000 + (next() < 0.1 ? 1 + Math.floor(next() * 999) : 0),
        json: keys.map(() => pick(['"p1"', '"p2"', '7', 'null', null, '{"x":1}'])),
      }));
      // As the query's name filter: a funnel that is not strict reads only its steps.
      const events = generated.filter((e) => !q.onlySteps || q.steps.includes(e.name));
      // The months arrive in any order; within one, in the database's scan order.
      const months = monthSlices(q.from, q.to).map(([a, b]) => ({
        from: a,
        events: events.filter((e) => e.micros >= a.getTime() * 1000 && e.micros < b.getTime() * 1000),
      }));
      const columns = new TimelineColumns(keys);
      for (const m of [...months].reverse())
        parseFunnelLines(render(m.events, q, m.from), q, m.from, columns);
      const old = oldTimelines(
        months.flatMap((m) => m.events),
        keys,
      );
      const expected = referenceFunnel(old, def);
      expect(computeFunnelOver(columns.build(), def)).toEqual(expected);
      expect(computeFunnel(old, def)).toEqual(expected);
    }
  });
});
