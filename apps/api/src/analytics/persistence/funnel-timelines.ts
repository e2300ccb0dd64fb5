import type { TimelineQuery } from '../application/analytics-event-store.port';
import type { TimelineColumns } from './timeline-columns';

const UTM_KEYS = new Set(['utm_source', 'utm_medium', 'utm_campaign']);
const TAB = 9;
const NEWLINE = 10;
const MINUS = 45;

/** A step's number (1..10, 0 for another event) fits in the low four bits of the packed time. */
const STEP_BITS = 16;

/**
 * The funnel's read, shaped for a million rows (ADR 0032). It reads one calendar month (one
 * partition, so each row is scanned once; UTC months like the partitions) per query, without sorting or
 * grouping: each event becomes one tab-separated line and the month's lines one string. A line holds the
 * actor's id (backslash, tab and line break escaped), then one integer: the microseconds since the month's
 * start times 16 plus the step's number (0: not a step); then, for a strict funnel, the name of a non-step
 * event, and the asked properties as JSON text. Every text conversion per row costs the database measurably
 * (the time and the step as two numbers cost a quarter more CPU than one; to_json on the actor about 150 ms
 * per million rows: it looks its type up on every call), so the line carries as few as it can. Grouping by
 * actor and ordering happen in `TimelineColumns`; the months go to two connections at once on PostgreSQL
 * while the app parses the ones that arrived. No `jsonb` is touched unless a property is asked. The same
 * SQL runs on PGlite.
 *
 * Parameters: $1 tenant, $2 sandbox, $3 from, $4 to (a month at most), $5 from in microseconds since 1970,
 * $6 steps (text[]), $7 names to read (null: all), $8.. keys.
 */
export function funnelTimelineSql(q: TimelineQuery): string {
  let param = 7;
  const step = `coalesce(array_position($6::text[], name), 0)`;
  const fields = [
    // Injective and on one line; `replace` copies nothing when it finds nothing, the usual case.
    `replace(replace(replace(actor_id, '\\', '\\\\'), E'\\t', '\\t'), E'\\n', '\\n')`,
    // The same microseconds as before the packing (date_part's double, rounded once), exact in int8.
    `(((date_part('epoch', occurred_at) * 1000000)::int8 - $5::int8) * ${STEP_BITS} + ${step})`,
  ];
  // Only a strict funnel reads other events than the steps; their names order ties, so it needs them.
  if (!q.onlySteps) fields.push(`CASE WHEN array_position($6::text[], name) IS NULL THEN name ELSE '' END`);
  for (const k of q.keys) {
    const value = UTM_KEYS.has(k) ? `to_jsonb(${k})` : `properties -> $${++param}`;
    fields.push(`coalesce((${value})::text, '')`);
  }
  return `
    SELECT string_agg(${fields.join(` || E'\\t' || `)}, E'\\n') AS lines
    FROM analytics_events
    WHERE tenant_id = $1 AND sandbox = $2 AND occurred_at >= $3 AND occurred_at < $4
      AND ($7::text[] IS NULL OR name = ANY ($7::text[]))`;
}

/** Bound values for `funnelTimelineSql` of the month [from, to). */
export function funnelTimelineParams(q: TimelineQuery, from: Date, to: Date): unknown[] {
  return [
    from.toISOString(),
    to.toISOString(),
    from.getTime() * 1000,
    q.steps,
    q.onlySteps ? [...new Set(q.steps)] : null,
    ...q.keys.filter((k) => !UTM_KEYS.has(k)),
  ];
}

/** [from, to) cut at the first instant of each UTC month: one query per partition. */
export function monthSlices(from: Date, to: Date): [Date, Date][] {
  const slices: [Date, Date][] = [];
  for (let start = from; start < to;) {
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const end = next < to ? next : to;
    slices.push([start, end]);
    start = end;
  }
  return slices;
}

/**
 * One month's lines (the month starting at `from`) into the columns. Character codes rather than split or
 * Number(slice): a year-long funnel is close to a million lines, and an array of fields per line cost more
 * CPU than the query itself (measured). A JSON `null` counts as unset, like a missing key.
 */
export function parseFunnelLines(lines: string, q: TimelineQuery, from: Date, into: TimelineColumns): void {
  const stepIds = q.steps.map((s) => into.nameId(s));
  const base = from.getTime() * 1000;
  const length = lines.length;
  let at = 0;
  while (at < length) {
    const tab = lines.indexOf('\t', at);
    const actor = lines.slice(at, tab);
    let p = tab + 1;
    // A rounding of date_part could put an event a microsecond before the month: keep the sign.
    const negative = lines.charCodeAt(p) === MINUS;
    if (negative) p++;
    let packed = 0;
    for (let c = lines.charCodeAt(p); p < length && c !== TAB && c !== NEWLINE; c = lines.charCodeAt(++p))
      packed = packed * 10 + c - 48;
    if (negative) packed = -packed;
    // Exact integers all the way (below 2^53), so the milliseconds are the ones one division gave before;
    // floor and a power of two rather than `%`, which is a slow fmod on numbers beyond 2^31.
    const sinceFrom = Math.floor(packed / STEP_BITS);
    const step = packed - sinceFrom * STEP_BITS;
    const micros = base + sinceFrom;
    let name = step > 0 ? stepIds[step - 1]! : -1;
    if (!q.onlySteps) {
      const end = fieldEnd(lines, ++p);
      if (step === 0) name = into.nameId(lines.slice(p, end));
      p = end;
    }
    for (const column of into.values) {
      const end = fieldEnd(lines, ++p);
      column.push(end === p ? undefined : ((JSON.parse(lines.slice(p, end)) as unknown) ?? undefined));
      p = end;
    }
    into.add(actor, name, micros / 1000);
    at = p + 1;
  }
}

function fieldEnd(lines: string, from: number): number {
  let end = from;
  for (let c = lines.charCodeAt(end); end < lines.length && c !== TAB && c !== NEWLINE;)
    c = lines.charCodeAt(++end);
  return end;
}
