import type { FunnelTimelines } from '../domain/funnel-timelines';

/** Up to this many events an actor's timeline is put in order by insertion (it comes nearly sorted). */
const INSERTION_SORT_MAX = 32;

/**
 * The funnel read's events as they arrive (months in any order, an actor's events scattered), gathered into
 * plain arrays with an index per actor and per name instead of an object per event, then grouped into
 * `FunnelTimelines`: by actor (a counting sort, stable), each actor's events by time, ties by name in
 * code-unit order (what `ORDER BY name` gave under the C collation). Ties of the same name keep their
 * arrival order; they come from one month, so one query, and its scan order, as before.
 */
export class TimelineColumns {
  readonly names: string[] = [];
  private readonly nameIds = new Map<string, number>();
  private readonly actorIds = new Map<string, number>();
  // Typed columns grown by doubling: pushing onto plain arrays cost a fifth more (garbage collection).
  private count = 0;
  private actor = new Int32Array(1024);
  private name = new Int32Array(1024);
  private at = new Float64Array(1024);
  /** Per key, each event's value (undefined when unset). */
  readonly values: unknown[][];

  constructor(private readonly keys: string[]) {
    this.values = keys.map(() => []);
  }

  nameId(name: string): number {
    let id = this.nameIds.get(name);
    if (id === undefined) {
      id = this.names.push(name) - 1;
      this.nameIds.set(name, id);
    }
    return id;
  }

  /** Adds an event; its values are pushed onto `values` by the caller, one per key. */
  add(actorKey: string, nameId: number, at: number): void {
    let actor = this.actorIds.get(actorKey);
    if (actor === undefined) {
      actor = this.actorIds.size;
      this.actorIds.set(actorKey, actor);
    }
    if (this.count === this.at.length) this.grow();
    this.actor[this.count] = actor;
    this.name[this.count] = nameId;
    this.at[this.count++] = at;
  }

  private grow(): void {
    const [actor, name, at] = [this.actor, this.name, this.at];
    this.actor = new Int32Array(this.count * 2);
    this.actor.set(actor);
    this.name = new Int32Array(this.count * 2);
    this.name.set(name);
    this.at = new Float64Array(this.count * 2);
    this.at.set(at);
  }

  build(): FunnelTimelines {
    const actors = this.actorIds.size;
    const total = this.count;
    const actorStart = new Int32Array(actors + 1);
    for (let i = 0; i < total; i++) actorStart[this.actor[i]! + 1]!++;
    for (let a = 0; a < actors; a++) actorStart[a + 1]! += actorStart[a]!;
    const fill = actorStart.slice(0, actors);
    const order = new Int32Array(total);
    for (let i = 0; i < total; i++) order[fill[this.actor[i]!]!++] = i;
    const rank = this.nameRanks();
    for (let a = 0; a < actors; a++) this.sortTimeline(order, actorStart[a]!, actorStart[a + 1]!, rank);
    const name = new Int32Array(total);
    const at = new Float64Array(total);
    for (let j = 0; j < total; j++) {
      name[j] = this.name[order[j]!]!;
      at[j] = this.at[order[j]!]!;
    }
    const values = new Map(this.keys.map((k, n) => [k, Array.from(order, (i) => this.values[n]![i])]));
    return { names: this.names, actorStart, name, at, values };
  }

  private nameRanks(): Int32Array {
    const byName = this.names.map((_, id) => id);
    byName.sort((x, y) => (this.names[x]! < this.names[y]! ? -1 : this.names[x]! > this.names[y]! ? 1 : 0));
    const rank = new Int32Array(this.names.length);
    byName.forEach((id, r) => (rank[id] = r));
    return rank;
  }

  /** Event indices `order[from..to)` of one actor by time, then name; stable. */
  private sortTimeline(order: Int32Array, from: number, to: number, rank: Int32Array): void {
    const { at, name } = this;
    const after = (x: number, y: number) =>
      at[x]! > at[y]! || (at[x] === at[y] && rank[name[x]!]! > rank[name[y]!]!);
    if (to - from > INSERTION_SORT_MAX) {
      const sorted = Array.from(order.subarray(from, to)).sort(
        (x, y) => at[x]! - at[y]! || rank[name[x]!]! - rank[name[y]!]!,
      );
      order.set(sorted, from);
      return;
    }
    for (let j = from + 1; j < to; j++) {
      const x = order[j]!;
      let k = j - 1;
      for (; k >= from && after(order[k]!, x); k--) order[k + 1] = order[k]!;
      order[k + 1] = x;
    }
  }
}
