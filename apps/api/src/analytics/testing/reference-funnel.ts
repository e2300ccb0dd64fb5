/**
 * The funnel as it was computed before the columns (ADR 0032): an object per event and
 * per attempt. Kept only as the oracle of `funnel-columns.spec.ts`, which checks on seeded random timelines
 * that the columnar `computeFunnelOver` and the read's parser give the same results as this code did.
 */
import type { FunnelDefinition, FunnelEvent, FunnelResult, FunnelStepResult } from '../domain/funnel';

interface Attempt {
  /** Times of the steps reached, in order of reaching; the matched events alongside. */
  times: number[];
  events: FunnelEvent[];
}

const valueOf = (e: FunnelEvent, key: string): unknown => e.properties[key];

function orderedAttempt(timeline: FunnelEvent[], start: number, def: FunnelDefinition): Attempt {
  const first = timeline[start]!;
  const held = def.holdConstant ? valueOf(first, def.holdConstant) : undefined;
  const attempt: Attempt = { times: [first.at], events: [first] };
  const deadline = first.at + def.windowMs;
  for (let i = start + 1; i < timeline.length && attempt.times.length < def.steps.length; i++) {
    const e = timeline[i]!;
    if (e.at > deadline) break;
    const wanted = def.steps[attempt.times.length];
    const matches = e.name === wanted && (!def.holdConstant || valueOf(e, def.holdConstant) === held);
    if (matches) {
      attempt.times.push(e.at);
      attempt.events.push(e);
    } else if (def.order === 'strict') break;
  }
  return attempt;
}

function anyOrderAttempt(timeline: FunnelEvent[], start: number, def: FunnelDefinition): Attempt {
  const first = timeline[start]!;
  const held = def.holdConstant ? valueOf(first, def.holdConstant) : undefined;
  const done = new Set([first.name]);
  const attempt: Attempt = { times: [first.at], events: [first] };
  const deadline = first.at + def.windowMs;
  for (let i = start + 1; i < timeline.length && done.size < def.steps.length; i++) {
    const e = timeline[i]!;
    if (e.at > deadline) break;
    if (!def.steps.includes(e.name) || done.has(e.name)) continue;
    if (def.holdConstant && valueOf(e, def.holdConstant) !== held) continue;
    done.add(e.name);
    attempt.times.push(e.at);
    attempt.events.push(e);
  }
  return attempt;
}

/** The best attempt of one actor (events sorted by time), or null when no attempt starts in the range. */
function bestAttempt(timeline: FunnelEvent[], def: FunnelDefinition): Attempt | null {
  let best: Attempt | null = null;
  timeline.forEach((e, i) => {
    if (e.at < def.from || e.at >= def.to) return;
    const starts = def.order === 'any' ? def.steps.includes(e.name) : e.name === def.steps[0];
    if (!starts) return;
    if (def.holdConstant && valueOf(e, def.holdConstant) === undefined) return;
    const attempt =
      def.order === 'any' ? anyOrderAttempt(timeline, i, def) : orderedAttempt(timeline, i, def);
    if (!best || attempt.times.length > best.times.length) best = attempt;
  });
  return best;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function summarise(def: FunnelDefinition, attempts: Attempt[]): FunnelStepResult[] {
  const names = def.order === 'any' ? def.steps.map((_, k) => `${k + 1}. Schritt`) : def.steps;
  return names.map((name, k) => {
    const reached = attempts.filter((a) => a.times.length > k);
    const count = reached.length;
    const start = attempts.length;
    const previous = k === 0 ? start : attempts.filter((a) => a.times.length > k - 1).length;
    return {
      name,
      count,
      conversionFromStart: start === 0 ? 0 : count / start,
      conversionFromPrevious: previous === 0 ? 0 : count / previous,
      medianSecondsFromPrevious:
        k === 0 ? null : median(reached.map((a) => (a.times[k]! - a.times[k - 1]!) / 1000)),
    };
  });
}

/** The funnel over actors' timelines (each sorted by time). */
export function referenceFunnel(timelines: FunnelEvent[][], def: FunnelDefinition): FunnelResult {
  const attempts = timelines.map((t) => bestAttempt(t, def)).filter((a): a is Attempt => a !== null);
  const result: FunnelResult = { steps: summarise(def, attempts) };
  if (def.breakdown) {
    const key = def.breakdown;
    const groups = new Map<string | null, Attempt[]>();
    for (const a of attempts) {
      const touch = def.attribution === 'last_touch' ? a.events[a.events.length - 1]! : a.events[0]!;
      const raw = valueOf(touch, key);
      const value = raw === undefined || raw === null ? null : String(raw);
      groups.set(value, [...(groups.get(value) ?? []), a]);
    }
    result.breakdowns = [...groups.entries()]
      .sort((x, y) => y[1].length - x[1].length || String(x[0]).localeCompare(String(y[0])))
      .map(([value, group]) => ({ value, steps: summarise(def, group) }));
  }
  return result;
}
