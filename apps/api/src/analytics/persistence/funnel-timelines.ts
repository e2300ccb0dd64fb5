import type { TimelineQuery } from '../application/analytics-event-store.port';
import type { FunnelEvent } from '../domain/funnel';

const UTM_KEYS = new Set(['utm_source', 'utm_medium', 'utm_campaign']);

/**
 * The funnel's read, shaped for a million rows (ADR 0016 addendum). Measured on PostgreSQL, what cost the
 * time was not the scan but sorting every row by actor (a text key, spilled to disk) and handing each row to
 * the driver as an object. So the database does neither: it scans the range (only the steps' names via the
 * `(tenant, sandbox, name, occurred_at)` index or a partition scan), writes each event as one tab-separated
 * line (actor as JSON text, the step's number instead of its name, the time in integer microseconds, the asked
 * properties as JSON text) and concatenates them into a few dozen strings, one per hash bucket of actors
 * (on PostgreSQL in two queries at once, each for half of the actors).
 * Grouping by actor and sorting each actor's few events happen here. No `jsonb` is touched unless a property
 * is asked. The same SQL runs on PGlite.
 *
 * Parameters: $1 tenant, $2 sandbox, $3 from, $4 to, $5 steps (text[]), $6 names to read (null: all), $7.. keys.
 */
export function funnelTimelineSql(q: TimelineQuery, part = { index: 0, of: 1 }): string {
  let param = 6;
  const values = q.keys.map((k) => {
    const value = UTM_KEYS.has(k) ? `to_jsonb(${k})` : `properties -> $${++param}`;
    return ` || E'\\t' || coalesce((${value})::text, '')`;
  });
  // Only a strict funnel reads other events than the steps; their names order ties, so it needs them.
  const name = q.onlySteps
    ? `''`
    : `CASE WHEN array_position($5::text[], name) IS NULL THEN name ELSE '' END`;
  // `of` is 1 or 2 (`readParts`): the parts are halves of the actors by hash, read on two connections at once.
  const slice = part.of > 1 ? `AND (hashtext(actor_id) & 1) = ${part.index === 0 ? 0 : 1}` : '';
  return `
    SELECT string_agg(
        to_json(actor_id)::text
        || E'\\t' || coalesce(array_position($5::text[], name), 0)
        || E'\\t' || (date_part('epoch', occurred_at) * 1000000)::int8
        || E'\\t' || ${name}
        ${values.join('\n        ')},
        E'\\n') AS lines
    FROM analytics_events
    WHERE tenant_id = $1 AND sandbox = $2 AND occurred_at >= $3 AND occurred_at < $4
      AND ($6::text[] IS NULL OR name = ANY ($6::text[])) ${slice}
    GROUP BY hashtext(actor_id) & 31`;
}

/** Bound values for `funnelTimelineSql`, after $1..$4. */
export function funnelTimelineParams(q: TimelineQuery): unknown[] {
  return [q.steps, q.onlySteps ? [...new Set(q.steps)] : null, ...q.keys.filter((k) => !UTM_KEYS.has(k))];
}

const byTimeThenName = (a: FunnelEvent, b: FunnelEvent): number =>
  a.at - b.at || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The lines back into one timeline per actor. A JSON `null` counts as unset, like a missing key. Ties in time
 * go by name in code-point order (what `ORDER BY name` gives under the C collation).
 */
export function parseFunnelTimelines(chunks: string[], q: TimelineQuery): FunnelEvent[][] {
  const byActor = new Map<string, FunnelEvent[]>();
  // indexOf and slice rather than split: a year-long funnel is close to a million lines, and splitting them
  // into arrays of fields cost more CPU than the query itself (measured).
  for (const chunk of chunks) {
    let at = 0;
    while (at < chunk.length) {
      let end = chunk.indexOf('\n', at);
      if (end < 0) end = chunk.length;
      const t1 = chunk.indexOf('\t', at);
      const t2 = chunk.indexOf('\t', t1 + 1);
      const t3 = chunk.indexOf('\t', t2 + 1);
      let t4 = chunk.indexOf('\t', t3 + 1);
      if (t4 < 0 || t4 > end) t4 = end;
      const step = Number(chunk.slice(t1 + 1, t2));
      const properties: Record<string, unknown> = {};
      let from = t4;
      for (const key of q.keys) {
        let to = chunk.indexOf('\t', from + 1);
        if (to < 0 || to > end) to = end;
        const text = chunk.slice(from + 1, to);
        const value = text === '' ? null : (JSON.parse(text) as unknown);
        if (value !== null) properties[key] = value;
        from = to;
      }
      const event: FunnelEvent = {
        name: step > 0 ? q.steps[step - 1]! : chunk.slice(t3 + 1, t4),
        at: Number(chunk.slice(t2 + 1, t3)) / 1000,
        properties,
      };
      const actor = chunk.slice(at, t1);
      const timeline = byActor.get(actor);
      if (timeline) timeline.push(event);
      else byActor.set(actor, [event]);
      at = end + 1;
    }
  }
  const timelines = [...byActor.values()];
  for (const t of timelines) if (t.length > 1) t.sort(byTimeThenName);
  return timelines;
}
