import { appendFileSync } from 'node:fs';
import type { Failure } from './fuzz-runner';
import type { FuzzSettings } from './fuzz-settings';
import { preview } from './fuzz-request';

const MAX_GROUPS = 40;

/** `error is not German: "Bad Request"` → `error is not German`: failures group by kind, not by value. */
const kindOf = (problem: string) => problem.split(/: |\s\(/)[0]!.replace(/ [+-]?\d+$/, '');

function describe(failure: Failure): string {
  const { request, response } = failure;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${preview(v, k === 'x-api-key' ? 12 : 80)}`)
    .join('; ');
  const payload =
    request.payload === undefined ? '' : `\n      body ${preview(request.payload.toString(), 400)}`;
  const answer = response ? `${response.status} ${preview(response.body, 200)}` : 'no answer';
  return [
    `      ${request.transport} ${request.method} ${preview(request.url, 200)}`,
    `      headers ${headers || '(none)'}${payload}`,
    `      → ${answer}`,
    `      problems: ${failure.problems.join(' | ')}`,
    `      replay: ${failure.replay} npx jest --selectProjects fuzz`,
  ].join('\n');
}

/** Failures grouped by operation, status and kind of problem; one example each, with the line that replays it. */
export function formatFailures(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.operation} → ${f.response?.status ?? 'none'}: ${f.problems.map(kindOf).join(', ')}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const shown = [...groups]
    .slice(0, MAX_GROUPS)
    .map(([key, list]) => `  ${key} (${list.length}x), e.g. ${list[0]!.request.note}\n${describe(list[0]!)}`);
  const more = groups.size > MAX_GROUPS ? `\n  … and ${groups.size - MAX_GROUPS} more groups` : '';
  return `${failures.length} failing cases in ${groups.size} groups:\n${shown.join('\n')}${more}`;
}

/** The run in a few lines: seed, cases and the status histogram per class and in total. */
export function formatSummary(
  histogram: ReadonlyMap<string, ReadonlyMap<number, number>>,
  settings: FuzzSettings,
  operations: number,
): string {
  const total = new Map<number, number>();
  const lines = [...histogram].map(([name, h]) => {
    for (const [status, n] of h) total.set(status, (total.get(status) ?? 0) + n);
    const count = [...h.values()].reduce((a, b) => a + b, 0);
    const statuses = [...h].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    return `  ${name.padEnd(15)} ${String(count).padStart(6)}  ${statuses.join(' ')}`;
  });
  const cases = [...total.values()].reduce((a, b) => a + b, 0);
  const statuses = [...total].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  return [
    `Fuzz run: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs}${settings.only ? ` FUZZ_ONLY='${settings.only}'` : ''}`,
    `${cases} cases over ${operations} operations; status histogram per class:`,
    ...lines,
    `  ${'total'.padEnd(15)} ${String(cases).padStart(6)}  ${statuses.join(' ')}`,
  ].join('\n');
}

/** Every failing case as one JSON line (texts cut at 2,000 characters), for triage outside Jest. */
export function appendFailures(file: string, failures: Failure[]): void {
  const cut = (text: string | undefined) => (text === undefined ? undefined : text.slice(0, 2_000));
  const lines = failures.map((f) =>
    JSON.stringify({
      fuzzClass: f.fuzzClass,
      operation: f.operation,
      note: f.request.note,
      transport: f.request.transport,
      method: f.request.method,
      url: cut(f.request.url),
      headers: Object.fromEntries(Object.entries(f.request.headers).map(([k, v]) => [k, cut(v)])),
      payload: cut(f.request.payload?.toString()),
      status: f.response?.status,
      body: cut(f.response?.body),
      problems: f.problems,
      replay: f.replay,
    }),
  );
  if (lines.length > 0) appendFileSync(file, `${lines.join('\n')}\n`);
}
