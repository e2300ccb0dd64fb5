/** One event of an actor's timeline, as the hand-computed fixtures and the in-memory store write it. */
export interface FunnelEvent {
  name: string;
  at: number;
  properties: Record<string, unknown>;
}

/**
 * Every actor's timeline in columns: a year-long funnel reads close to a million events, and an object per
 * event (with a properties object, a name string and a sort by comparator) cost more CPU than the database
 * spent on the read (ADR 0032). Event i of the whole table has `name[i]` (an index into `names`),
 * `at[i]` (ms since the epoch, fractional for microseconds) and, per asked property key, `values.get(key)[i]`
 * (undefined when unset). Actor a's events are `[actorStart[a], actorStart[a + 1])`, in timeline order.
 */
export interface FunnelTimelines {
  names: string[];
  actorStart: Int32Array;
  name: Int32Array;
  at: Float64Array;
  values: Map<string, unknown[]>;
}

/**
 * Columns of timelines given as arrays of events, each already in order (kept as given). A property counts
 * only as the event's own key, so a name like `constructor` is not read from the object's prototype.
 */
export function timelinesFromEvents(timelines: FunnelEvent[][], keys: string[]): FunnelTimelines {
  const total = timelines.reduce((n, t) => n + t.length, 0);
  const names: string[] = [];
  const ids = new Map<string, number>();
  const actorStart = new Int32Array(timelines.length + 1);
  const name = new Int32Array(total);
  const at = new Float64Array(total);
  const values = new Map(keys.map((k) => [k, new Array<unknown>(total)]));
  let i = 0;
  timelines.forEach((timeline, a) => {
    actorStart[a] = i;
    for (const e of timeline) {
      let id = ids.get(e.name);
      if (id === undefined) {
        id = names.push(e.name) - 1;
        ids.set(e.name, id);
      }
      name[i] = id;
      at[i] = e.at;
      for (const [key, column] of values)
        column[i] = Object.hasOwn(e.properties, key) ? e.properties[key] : undefined;
      i++;
    }
  });
  actorStart[timelines.length] = i;
  return { names, actorStart, name, at, values };
}
