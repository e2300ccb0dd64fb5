import type { DiffEntry, Flag, FlagVersion } from '../../../feature-flags';
import { html, type Html } from './html';
import { csrfField, dateTime, layout, type Notice, type PageContext } from './layout';

const ACTIONS: Record<string, string> = {
  created: 'angelegt',
  updated: 'geändert',
  archived: 'archiviert',
  restored: 'wiederhergestellt',
  rolled_back: 'zurückgesetzt',
  deleted: 'entfernt',
};

function shown(value: unknown): string {
  return value === undefined ? '–' : JSON.stringify(value);
}

function diffList(diff: DiffEntry[]): Html {
  if (diff.length === 0) return html`keine`;
  return html`<ul class="diff">
    ${diff.map(
      (d) =>
        html`<li>
          <code>${d.path || '/'}</code>: <del>${shown(d.from)}</del> → <ins>${shown(d.value)}</ins>
        </li>`,
    )}
  </ul>`;
}

export function historyPage(
  ctx: PageContext,
  flag: Flag | null,
  versions: FlagVersion[],
  notice?: Notice,
): string {
  const key = versions[0]?.key ?? flag?.key ?? '';
  const rollback = (v: FlagVersion) =>
    !flag || flag.archived || v.version === flag.version || v.action === 'deleted'
      ? html``
      : html`<form method="post" action="/console/feature-flags/${key}/rollback" class="inline">
          ${csrfField(ctx.csrf)}<input type="hidden" name="toVersion" value="${v.version}" />
          <input type="hidden" name="version" value="${flag.version}" />
          <button type="submit">Auf Version ${v.version} zurücksetzen</button>
        </form>`;
  return layout(
    { ...ctx, current: 'feature-flags' },
    `Verlauf von ${key}`,
    html`<p><a href="/console/feature-flags/${key}">Zurück zum Flag</a></p>
      <ol class="history" reversed>
        ${versions.map(
          (v) =>
            html`<li>
              <article aria-labelledby="v-${v.version}">
                <h2 id="v-${v.version}">Version ${v.version}: ${ACTIONS[v.action] ?? v.action}</h2>
                <p>
                  ${dateTime(v.createdAt)} · Zugang
                  <code>${v.actor.credentialId}</code>${v.reason ? ` · Grund: ${v.reason}` : ''}
                </p>
                <h3>Änderungen</h3>
                ${diffList(v.diff)} ${rollback(v)}
              </article>
            </li>`,
        )}
      </ol>`,
    notice,
  );
}
