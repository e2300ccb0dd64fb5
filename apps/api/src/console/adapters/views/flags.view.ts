import type { Flag, FlagActivity } from '../../../feature-flags';
import type { PreviewRow } from '../../application/flag-preview';
import { PREVIEW_CALLERS } from '../../application/flag-preview';
import { html, type Html } from './html';
import { csrfField, layout, type Notice, type PageContext } from './layout';

const STATES: Record<FlagActivity, string> = {
  active: 'aktiv',
  disabled: 'aus',
  archived: 'archiviert',
  pending: 'geplant',
  expired: 'abgelaufen',
};

/**
 * The flag key as an HTML `pattern`: browsers compile it with the `v` flag, under which a bare `-` in a class
 * is a syntax error and the check is silently skipped; `\-` is valid under `u` and `v`. Mirrors
 * the API's KEY_PATTERN (flag-definition.dto.ts); the view's spec holds the two together.
 */
export const KEY_INPUT_PATTERN = '[a-z0-9][a-z0-9._\\-]{0,99}';

/** What the switch means, as ADR 0013 decides it (the evaluator's rule for an enabled flag without rules). */
export function enabledHint(type: Flag['type']): string {
  return type === 'boolean'
    ? 'Eingeschaltet ohne Strategie bekommen alle Aufrufer „on“ (true); ausgeschaltet alle die Standardvariante.'
    : 'Eingeschaltet ohne Strategie und ausgeschaltet bekommen alle Aufrufer die Standardvariante.';
}

export interface ListedFlag {
  flag: Flag;
  state: FlagActivity;
  stale: boolean;
}

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
            pattern="${KEY_INPUT_PATTERN}"
            maxlength="100"
            aria-describedby="flag-key-hint"
            autocomplete="off"
          />
          <p id="flag-key-hint" class="hint">Kleinbuchstaben, Ziffern, Punkt, Binde- und Unterstrich.</p>
          <label for="flag-description">Beschreibung</label>
          <input id="flag-description" name="description" maxlength="500" />
          <label for="flag-rollout">Rollout (%)</label>
          <input
            id="flag-rollout"
            name="rollout"
            type="number"
            min="0"
            max="100"
            step="1"
            value="100"
            aria-describedby="flag-rollout-hint"
          />
          <p id="flag-rollout-hint" class="hint">
            Anteil der Aufrufer, die „on“ bekommen, solange das Flag eingeschaltet ist.
          </p>
          <div>
            <input
              type="checkbox"
              id="flag-enabled"
              name="enabled"
              aria-describedby="flag-enabled-hint"
            /><label for="flag-enabled">Eingeschaltet</label>
          </div>
          <p id="flag-enabled-hint" class="hint">${enabledHint('boolean')}</p>
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
          <input
            type="checkbox"
            id="edit-enabled"
            name="enabled"
            aria-describedby="edit-enabled-hint"
            ${form.enabled ? html`checked` : ''}
          />
          <label for="edit-enabled">Eingeschaltet</label>
        </div>
        <p id="edit-enabled-hint" class="hint">${enabledHint(flag.type)}</p>
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
