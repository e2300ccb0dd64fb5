import { timelinesFromEvents, type FunnelEvent, type FunnelTimelines } from './funnel-timelines';

/**
 * Funnels (PostHog's definitions): each actor counts once, on the attempt that gets furthest (an actor who
 * starts again later and then converts counts as converted: re-entry); among equally good attempts the
 * earliest. The window runs from the attempt's first step to its last, the edge included.
 * - `ordered`: the steps in order, other events allowed in between;
 * - `strict`: the steps in order with no other event of the actor in between;
 * - `any`: the steps in any order, each step at most once.
 * With `holdConstant`, every later step must carry the first step's value of that property (the same
 * program through search, match and calculation).
 */
export type FunnelOrder = 'ordered' | 'strict' | 'any';
export type BreakdownAttribution = 'first_touch' | 'last_touch';
export type { FunnelEvent, FunnelTimelines };

export interface FunnelDefinition {
  steps: string[];
  windowMs: number;
  order: FunnelOrder;
  holdConstant?: string;
  breakdown?: string;
  attribution?: BreakdownAttribution;
  /** Only attempts whose first step lies in [from, to) count. */
  from: number;
  to: number;
}

export interface FunnelStepResult {
  name: string;
  count: number;
  conversionFromStart: number;
  conversionFromPrevious: number;
  /** Median seconds from the previous step, over the actors who reached this one (null for the first step). */
  medianSecondsFromPrevious: number | null;
}

export interface FunnelResult {
  steps: FunnelStepResult[];
  breakdowns?: { value: string | null; steps: FunnelStepResult[] }[];
}

/**
 * Each actor's best attempt, in columns: `reached[a]` steps (0: no attempt started in the range), their times
 * at `times[a * steps + k]`, and the events of its first and last step (for the breakdown's touch).
 */
interface Attempts {
  reached: Int32Array;
  times: Float64Array;
  first: Int32Array;
  last: Int32Array;
}

/** Scans timelines without an object per event or attempt: the year-long funnel's hot loop. */
class AttemptScanner {
  private readonly n: number;
  private readonly stepIds: number[];
  private readonly isStep: Uint8Array;
  private readonly held: unknown[] | undefined;
  /** The current attempt's step times and its last matched event. */
  private readonly times: Float64Array;
  private last = 0;

  constructor(
    private readonly t: FunnelTimelines,
    private readonly def: FunnelDefinition,
  ) {
    this.n = def.steps.length;
    // A step whose name no event carries gets -1 and never matches.
    this.stepIds = def.steps.map((s) => t.names.indexOf(s));
    this.isStep = new Uint8Array(t.names.length);
    for (const id of this.stepIds) if (id >= 0) this.isStep[id] = 1;
    this.held = def.holdConstant ? (t.values.get(def.holdConstant) ?? []) : undefined;
    this.times = new Float64Array(this.n);
  }

  scan(): Attempts {
    const { t, def, n } = this;
    const actors = t.actorStart.length - 1;
    const out: Attempts = {
      reached: new Int32Array(actors),
      times: new Float64Array(actors * n),
      first: new Int32Array(actors),
      last: new Int32Array(actors),
    };
    for (let a = 0; a < actors; a++) {
      const end = t.actorStart[a + 1]!;
      let best = 0;
      for (let i = t.actorStart[a]!; i < end; i++) {
        const at = t.at[i]!;
        if (at < def.from || at >= def.to) continue;
        const name = t.name[i]!;
        if (def.order === 'any' ? this.isStep[name] !== 1 : name !== this.stepIds[0]) continue;
        if (this.held && this.held[i] === undefined) continue;
        const reached = def.order === 'any' ? this.anyOrder(i, end) : this.ordered(i, end);
        // Strictly more steps: among equally good attempts the earliest stays.
        if (reached <= best) continue;
        best = reached;
        out.times.set(this.times.subarray(0, reached), a * n);
        out.first[a] = i;
        out.last[a] = this.last;
      }
      out.reached[a] = best;
    }
    return out;
  }

  private ordered(start: number, end: number): number {
    const { t, held } = this;
    const value = held?.[start];
    const deadline = t.at[start]! + this.def.windowMs;
    let reached = 1;
    this.times[0] = t.at[start]!;
    this.last = start;
    for (let i = start + 1; i < end && reached < this.n; i++) {
      const at = t.at[i]!;
      if (at > deadline) break;
      if (t.name[i] === this.stepIds[reached] && (!held || held[i] === value)) {
        this.times[reached++] = at;
        this.last = i;
      } else if (this.def.order === 'strict') break;
    }
    return reached;
  }

  /** Each step's name at most once; `done` counts names, so a step listed twice cannot be reached twice. */
  private anyOrder(start: number, end: number): number {
    const { t, held } = this;
    const value = held?.[start];
    const deadline = t.at[start]! + this.def.windowMs;
    const done = [t.name[start]!];
    this.times[0] = t.at[start]!;
    this.last = start;
    for (let i = start + 1; i < end && done.length < this.n; i++) {
      const at = t.at[i]!;
      if (at > deadline) break;
      const name = t.name[i]!;
      if (this.isStep[name] !== 1 || done.includes(name)) continue;
      if (held && held[i] !== value) continue;
      this.times[done.length] = at;
      done.push(name);
      this.last = i;
    }
    return done.length;
  }
}

export function median(values: ArrayLike<number>): number | null {
  if (values.length === 0) return null;
  const s = Float64Array.from(values).sort();
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The step figures over the given actors (those with an attempt). */
function summarise(def: FunnelDefinition, attempts: Attempts, actors: Int32Array): FunnelStepResult[] {
  const n = def.steps.length;
  const names = def.order === 'any' ? def.steps.map((_, k) => `${k + 1}. Schritt`) : def.steps;
  const start = actors.length;
  let previous = start;
  return names.map((name, k) => {
    const gaps: number[] = [];
    let count = 0;
    for (const a of actors) {
      if (attempts.reached[a]! <= k) continue;
      count++;
      if (k > 0) gaps.push((attempts.times[a * n + k]! - attempts.times[a * n + k - 1]!) / 1000);
    }
    const result = {
      name,
      count,
      conversionFromStart: start === 0 ? 0 : count / start,
      conversionFromPrevious: previous === 0 ? 0 : count / previous,
      medianSecondsFromPrevious: k === 0 ? null : median(gaps),
    };
    previous = count;
    return result;
  });
}

/** The funnel over actors' timelines in columns (each actor's events in timeline order). */
export function computeFunnelOver(t: FunnelTimelines, def: FunnelDefinition): FunnelResult {
  const attempts = new AttemptScanner(t, def).scan();
  const started: number[] = [];
  attempts.reached.forEach((reached, a) => reached > 0 && started.push(a));
  const result: FunnelResult = { steps: summarise(def, attempts, Int32Array.from(started)) };
  if (def.breakdown) {
    const column = t.values.get(def.breakdown) ?? [];
    const groups = new Map<string | null, number[]>();
    for (const a of started) {
      const touch = def.attribution === 'last_touch' ? attempts.last[a]! : attempts.first[a]!;
      const raw = column[touch];
      const value = raw === undefined || raw === null ? null : String(raw);
      const group = groups.get(value);
      if (group) group.push(a);
      else groups.set(value, [a]);
    }
    result.breakdowns = [...groups.entries()]
      .sort((x, y) => y[1].length - x[1].length || String(x[0]).localeCompare(String(y[0])))
      .map(([value, group]) => ({ value, steps: summarise(def, attempts, Int32Array.from(group)) }));
  }
  return result;
}

/** The funnel over actors' timelines given as events (each sorted by time): the fixtures' form. */
export function computeFunnel(timelines: FunnelEvent[][], def: FunnelDefinition): FunnelResult {
  const keys = [...new Set([def.holdConstant, def.breakdown].filter((k): k is string => !!k))];
  return computeFunnelOver(timelinesFromEvents(timelines, keys), def);
}
