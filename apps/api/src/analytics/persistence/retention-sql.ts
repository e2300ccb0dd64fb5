import type { RetentionBound, RetentionMode, RetentionUnit } from '../domain/retention';

/**
 * The retention query, one statement for PostgreSQL and PGlite alike. `unit` is inlined (one of three
 * checked words) so that `date_trunc` sees a constant. Times are bucketed on the wall clock of $8 (an IANA zone,
 * by PostgreSQL's own tz database, the same on PGlite): periods start at that zone's midnights.
 * Parameters: $1 tenant, $2 sandbox, $3 birth event, $4 return event, $5 from, $6 to (cohort starts), $7 periods,
 * $8 time zone.
 *
 * Counted with `count(*)`, not `count(DISTINCT actor_id)`: `cohorts` holds each (actor, cohort) once (one
 * birth per actor, or `DISTINCT`) and `returns` each (actor, period) once, so every (cohort, actor, offset)
 * of the join is unique already, and a DISTINCT count only forced a sort of every row (measured: half the
 * query). A first birth on or after `to` puts the actor in no cohort, so births read no event after `to`.
 */
export function retentionSql(unit: RetentionUnit, mode: RetentionMode, bound: RetentionBound): string {
  const trunc = (col: string) => `date_trunc('${unit}', ${col} AT TIME ZONE $8::text)`;
  const offset =
    unit === 'month'
      ? `((date_part('year', r.period) - date_part('year', c.cohort)) * 12 + date_part('month', r.period) - date_part('month', c.cohort))::int`
      : `round(date_part('epoch', r.period - c.cohort) / ${unit === 'week' ? 604800 : 86400})::int`;
  const births =
    mode === 'first_time'
      ? `SELECT actor_id, ${trunc('min(occurred_at)')} AS cohort
         FROM analytics_events WHERE tenant_id = $1 AND sandbox = $2 AND name = $3 AND occurred_at < $6
         GROUP BY actor_id`
      : `SELECT DISTINCT actor_id, ${trunc('occurred_at')} AS cohort
         FROM analytics_events WHERE tenant_id = $1 AND sandbox = $2 AND name = $3
           AND occurred_at >= $5 AND occurred_at < $6`;
  const cells =
    bound === 'bounded'
      ? `SELECT cohort, off, count(*) AS actors FROM (
           SELECT c.cohort, c.actor_id, ${offset} AS off
           FROM cohorts c JOIN returns r ON r.actor_id = c.actor_id AND r.period >= c.cohort) each_return
         WHERE off < $7::int
         GROUP BY 1, 2`
      : `SELECT cohort, off, count(*) AS actors FROM (
           SELECT c.cohort, c.actor_id, least(max(${offset}), $7::int - 1) AS off
           FROM cohorts c JOIN returns r ON r.actor_id = c.actor_id AND r.period >= c.cohort
           GROUP BY 1, 2) last_return
         GROUP BY 1, 2`;
  return `
    WITH births AS (${births}),
    cohorts AS (
      SELECT actor_id, cohort FROM births
      WHERE cohort >= ${trunc('$5::timestamptz')} AND cohort < ($6::timestamptz AT TIME ZONE $8::text)
    ),
    returns AS (
      SELECT DISTINCT actor_id, ${trunc('occurred_at')} AS period
      FROM analytics_events
      WHERE tenant_id = $1 AND sandbox = $2 AND name = $4 AND occurred_at >= ${trunc('$5::timestamptz')} AT TIME ZONE $8::text
    ),
    -- offset -1 carries each cohort's size in the same result
    sizes AS (SELECT cohort, -1 AS off, count(*) AS actors FROM cohorts GROUP BY 1)
    SELECT to_char(cohort, 'YYYY-MM-DD') AS cohort, off, actors FROM sizes
    UNION ALL
    SELECT to_char(cohort, 'YYYY-MM-DD') AS cohort, off, actors FROM (${cells}) cells`;
}
