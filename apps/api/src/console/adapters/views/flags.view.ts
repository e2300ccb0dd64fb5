import type { DiffEntry, Flag, FlagActivity, FlagVersion } from '../../../feature-flags';
import type { PreviewRow } from '../../application/flag-preview';
import { PREVIEW_CALLERS } from '../../application/flag-preview';
import { html, type Html } from './html';
import { csrfField, dateTime, layout, type Notice, type PageContext } from './layout';

const STATES: Record<FlagActivity, string> = {
  active: 'aktiv',
  disabled: 'aus',
  archived: 'archiviert',
  pending: 'geplant',
  expired: 'abgelaufen',
};

export interface ListedFlag {
  flag: Flag;
  state: FlagActivity;
  stale: boolean;
}

const ACTIONS: Record<string, string> = {
  created: 'angelegt',
  updated: 'geändert',
  archived: 'archiviert',
  restored: 'wiederhergestellt',
  rolled_back: 'zurückgesetzt',
  deleted: 'entfernt',
};

function flagRow(csrf: string, { flag, state, stale }: ListedFlag): Html {
  const toggle = flag.archived
    ? html``
    : html`<form method="post" action="/console/feature-flags/${flag.key}/toggle" class="inline">
        ${csrfField(csrf)}<input type="hidden" name="version" value="${flag.version}" />
        <button type="submit" aria-label="${`${flag.key} ${flag.enabled ? 'ausschalten' : 'einschalten'}`}">
          ${flag.enabled ? 'Ausschalten' : 'Einschalten'}
        </button>
      </form>`;
  return html`<tr>
    <th scope="row"><a href="/console/feature-flags/${flag.key}">${flag.key}</a></th>
    <td>${flag.description}</td>
    <td><span class="state state-${state}">${STATES[state]}</span></td>
    <td>
      ${stale ? html`<span class="badge badge-stale" title="30 Tage nicht ausgewertet oder seit 30 Tagen bei 0 %/100 %">veraltet</span>` : 'nein'}
    </td>
    <td>${flag.version}</td>
    <td>
      <div class="actions">
        ${toggle}<a
          href="/console/feature-flags/${flag.key}/history"
          aria-label="${`Verlauf von ${flag.key}`}"
          >Verlauf</a
        >
      </div>
    </td>
  </tr>`;
}

export function flagsPage(ctx: PageContext, flags: ListedFlag[], notice?: Notice): string {
  const rows = flags.map((f) => flagRow(ctx.csrf, f));
  return layout(
    { ...ctx, current: 'feature-flags' },
    'Feature-Flags',
    html`<section aria-labelledby="flags-title">
        <h2 id="flags-title">Alle Flags</h2>
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">
              Feature-Flags mit Zustand und Veraltet-Markierung
            </caption>
            <thead>
              <tr>
                <th scope="col">Schlüssel</th>
                <th scope="col">Beschreibung</th>
                <th scope="col">Zustand</th>
                <th scope="col">Veraltet</th>
                <th scope="col">Version</th>
                <th scope="col">Aktionen</th>
              </tr>
            </thead>
            <tbody>
              ${
                rows.length
                  ? rows
                  : html`<tr>
                      <td colspan="6">Noch keine Flags.</td>
                    </tr>`
              }
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="new-flag-title">
        <h2 id="new-flag-title">Neues Flag (Ja/Nein)</h2>
        <form method="post" action="/console/feature-flags" class="stack">
          ${csrfField(ctx.csrf)}
          <label for="flag-key">Schlüssel</label>
          <input
            id="flag-key"
            name="key"
            required
            pattern="[a-z0-9][a-z0-9._-]*"
            maxlength="100"
            aria-describedby="flag-key-hint"
            autocomplete="off"
          />
          <p id="flag-key-hint" class="hint">Kleinbuchstaben, Ziffern, Punkt, Binde- und Unterstrich.</p>
          <label for="flag-description">Beschreibung</label>
          <input id="flag-description" name="description" maxlength="500" />
          <label for="flag-rollout">Rollout (%)</label>
          <input id="flag-rollout" name="rollout" type="number" min="0" max="100" step="1" value="0" />
          <div>
            <input type="checkbox" id="flag-enabled" name="enabled" /><label for="flag-enabled"
              >Eingeschaltet</label
            >
          </div>
          <label for="flag-reason">Grund der Änderung</label>
          <input id="flag-reason" name="reason" maxlength="500" />
          <button type="submit">Flag anlegen</button>
        </form>
      </section>`,
    notice,
  );
}

export function previewTable(rows: PreviewRow[], problems: string[] = []): Html {
  if (problems.length)
    return html`<div class="notice notice-error">
      <p>Keine Vorschau:</p>
      <ul>
        ${problems.map((p) => html`<li>${p}</li>`)}
      </ul>
    </div>`;
  return html`<table>
    <caption>
      Je Tarif ${PREVIEW_CALLERS} simulierte Aufrufer (Live-Zugänge)
    </caption>
    <thead>
      <tr>
        <th scope="col">Tarif</th>
        <th scope="col">Variante: Anteil</th>
        <th scope="col">Gründe</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (r) =>
          html`<tr>
            <th scope="row">${r.plan}</th>
            <td>
              ${r.variants.map((v) => html`<span class="share">${v.variant}: ${((v.callers * 100) / PREVIEW_CALLERS).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %</span> `)}${r.errors ? ` Fehler: ${r.errors}` : ''}
            </td>
            <td>${r.reasons.join(', ')}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export function flagEditPage(
  ctx: PageContext,
  flag: Flag,
  preview: Html,
  form: {
    description: string;
    enabled: boolean;
    rollout: string;
    strategies: string;
    defaultVariant: string;
  },
  notice?: Notice,
): string {
  return layout(
    { ...ctx, current: 'feature-flags' },
    `Flag ${flag.key}`,
    html`<p>
        Version ${flag.version}, Typ ${flag.type}.
        <a href="/console/feature-flags/${flag.key}/history">Verlauf und Zurücksetzen</a>
      </p>
      <form
        method="post"
        action="/console/feature-flags/${flag.key}"
        class="stack"
        data-preview="/console/feature-flags/${flag.key}/preview"
      >
        ${csrfField(ctx.csrf)}
        <input type="hidden" name="version" value="${flag.version}" />
        <label for="edit-description">Beschreibung</label>
        <input id="edit-description" name="description" maxlength="500" value="${form.description}" />
        <div>
          <input type="checkbox" id="edit-enabled" name="enabled" ${form.enabled ? html`checked` : ''} />
          <label for="edit-enabled">Eingeschaltet</label>
        </div>
        <label for="edit-default">Standardvariante</label>
        <select id="edit-default" name="defaultVariant">
          ${flag.variants.map(
            (v) =>
              html`<option value="${v.key}" ${v.key === form.defaultVariant ? html`selected` : ''}>
                ${v.key} (${JSON.stringify(v.value)})
              </option>`,
          )}
        </select>
        <label for="edit-rollout">Rollout der ersten Strategie (%)</label>
        <input
          id="edit-rollout"
          name="rollout"
          type="number"
          min="0"
          max="100"
          step="1"
          value="${form.rollout}"
          aria-describedby="edit-rollout-hint"
        />
        <p id="edit-rollout-hint" class="hint">Leer lassen, um nur die Strategien unten zu verwenden.</p>
        <label for="edit-strategies">Strategien (JSON, erste passende gewinnt)</label>
        <textarea
          id="edit-strategies"
          name="strategies"
          rows="10"
          spellcheck="false"
          aria-describedby="edit-strategies-hint"
        >
${form.strategies}</textarea>
        <p id="edit-strategies-hint" class="hint">
          Jede Strategie: <code>constraints</code> (UND), <code>rollout</code> (0–100), optional
          <code>stickiness</code>, <code>variant</code> oder <code>variants</code> mit Gewichten.
        </p>
        <label for="edit-reason">Grund der Änderung</label>
        <input id="edit-reason" name="reason" maxlength="500" />
        <button type="submit">Speichern</button>
      </form>
      <section aria-labelledby="preview-title">
        <h2 id="preview-title">Vorschau: wer bekommt was</h2>
        <p class="hint">Aktualisiert sich beim Bearbeiten; gespeichert wird erst mit „Speichern“.</p>
        <div id="preview" aria-live="polite">${preview}</div>
      </section>`,
    notice,
  );
}

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
