import type { ApiKeySummary, QuotaStatus } from '../../../access';
import { html, type Html } from './html';
import { csrfField, date, dateTime, layout, type Notice, type PageContext } from './layout';

const SCOPE_LABELS: Record<string, string> = {
  api: 'api – alle gewöhnlichen Aufrufe',
  admin: 'admin – Schlüssel, Webhooks, Integrationen des Mandanten',
  operator: 'operator – Betrieb der Plattform (Mandanten, Feature-Flags)',
};

function keyRow(k: ApiKeySummary): Html {
  const masked = `${k.prefix}…${k.last4}`;
  const action = k.revokedAt
    ? html`–`
    : html`<a
        href="/console/settings/api-keys/${k.id}/revoke"
        aria-label="${`Schlüssel ${k.name} widerrufen`}"
        >Widerrufen</a
      >`;
  return html`<tr>
    <th scope="row">${k.name}</th>
    <td><code>${masked}</code></td>
    <td>${k.scopes.join(', ')}</td>
    <td>${k.sandbox ? 'Ja' : 'Nein'}</td>
    <td>${dateTime(k.createdAt)}</td>
    <td>${date(k.lastUsedAt)}</td>
    <td>${k.revokedAt ? `widerrufen am ${dateTime(k.revokedAt)}` : 'aktiv'}</td>
    <td>${action}</td>
  </tr>`;
}

function createdKey(plaintext: string): Html {
  return html`<section class="new-key" aria-labelledby="new-key-title">
    <h2 id="new-key-title">Ihr neuer Schlüssel</h2>
    <p>
      <strong>Nur jetzt sichtbar.</strong> Kopieren Sie ihn und bewahren Sie ihn sicher auf; gespeichert ist
      nur ein Hash.
    </p>
    <label for="new-key">Neuer API-Schlüssel</label>
    <div class="row">
      <input id="new-key" type="text" readonly value="${plaintext}" spellcheck="false" />
      <button type="button" data-copy="new-key" data-status="copy-status">Kopieren</button>
    </div>
    <p id="copy-status" role="status" class="hint"></p>
  </section>`;
}

export function apiKeysPage(
  ctx: PageContext,
  keys: ApiKeySummary[],
  options: { created?: string; notice?: Notice } = {},
): string {
  const grantable = ctx.principal!.scopes;
  const active = keys.filter((k) => !k.revokedAt).length;
  return layout(
    { ...ctx, current: 'api-keys' },
    'API-Schlüssel',
    html`${options.created ? createdKey(options.created) : ''}
      <section aria-labelledby="keys-title">
        <h2 id="keys-title">Schlüssel des Mandanten</h2>
        <p>${active} aktiv, ${keys.length - active} widerrufen.</p>
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">
              API-Schlüssel mit Präfix und letzten vier Zeichen
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Schlüssel</th>
                <th scope="col">Scopes</th>
                <th scope="col">Sandbox</th>
                <th scope="col">Erstellt</th>
                <th scope="col">Zuletzt genutzt</th>
                <th scope="col">Status</th>
                <th scope="col">Aktion</th>
              </tr>
            </thead>
            <tbody>
              ${keys.map(keyRow)}
            </tbody>
          </table>
        </div>
        <p class="hint">„Zuletzt genutzt“ ist tagesgenau (UTC).</p>
      </section>
      <section aria-labelledby="create-title">
        <h2 id="create-title">Neuen Schlüssel anlegen</h2>
        <form method="post" action="/console/settings/api-keys" class="stack">
          ${csrfField(ctx.csrf)}
          <label for="key-name">Name</label>
          <input id="key-name" name="name" required maxlength="100" autocomplete="off" />
          <fieldset>
            <legend>Berechtigungen (höchstens die Ihres Zugangs)</legend>
            ${grantable.map(
              (s) =>
                html`<div>
                  <input
                    type="checkbox"
                    id="scope-${s}"
                    name="scope_${s}"
                    ${s === 'api' ? html`checked` : ''}
                  />
                  <label for="scope-${s}">${SCOPE_LABELS[s] ?? s}</label>
                </div>`,
            )}
          </fieldset>
          <div>
            <input type="checkbox" id="key-sandbox" name="sandbox" />
            <label for="key-sandbox">Sandbox-Schlüssel (<code>fm_test_…</code>)</label>
          </div>
          <button type="submit">Schlüssel anlegen</button>
        </form>
      </section>`,
    options.notice,
  );
}

export function revokePage(ctx: PageContext, key: ApiKeySummary): string {
  return layout(
    { ...ctx, current: 'api-keys' },
    'Schlüssel widerrufen',
    html`<p>
        Soll der Schlüssel <strong>${key.name}</strong> (<code>${key.prefix}…${key.last4}</code>) wirklich
        widerrufen werden? Anwendungen, die ihn nutzen, erhalten danach sofort <code>401</code>; das lässt
        sich nicht rückgängig machen.
      </p>
      <form method="post" action="/console/settings/api-keys/${key.id}/revoke" class="row">
        ${csrfField(ctx.csrf)}
        <button type="submit" class="danger">Endgültig widerrufen</button>
        <a href="/console/settings/api-keys">Abbrechen</a>
      </form>`,
  );
}

export function usagePage(ctx: PageContext, q: QuotaStatus): string {
  const limit = q.limit === null ? 'unbegrenzt' : q.limit.toLocaleString('de-DE');
  const remaining = q.remaining === null ? 'unbegrenzt' : q.remaining.toLocaleString('de-DE');
  const meter =
    q.limit === null
      ? html``
      : html`<label for="quota-meter">Verbraucht</label>
          <progress id="quota-meter" max="${q.limit}" value="${Math.min(q.used, q.limit)}">
            ${q.used} von ${q.limit}
          </progress>`;
  return layout(
    { ...ctx, current: 'usage' },
    'Nutzung',
    html`<p>
        ${q.sandbox ? 'Sandbox-Budget' : 'Monatskontingent'} im Zeitraum ${q.period} (Kalendermonat, UTC).
      </p>
      <dl class="facts">
        <dt>Tarif</dt>
        <dd>${q.plan}</dd>
        <dt>Verbraucht</dt>
        <dd>${q.used.toLocaleString('de-DE')}</dd>
        <dt>Kontingent</dt>
        <dd>${limit}</dd>
        <dt>Verbleibend</dt>
        <dd>${remaining}</dd>
        <dt>Zurückgesetzt am</dt>
        <dd>${dateTime(q.resetAt)}</dd>
        <dt>Burst je Zugang</dt>
        <dd>${q.burstPerSecond.toLocaleString('de-DE')} Aufrufe/Sekunde</dd>
        <dt>Burst je Mandant</dt>
        <dd>${q.tenantBurstPerSecond.toLocaleString('de-DE')} Aufrufe/Sekunde</dd>
      </dl>
      ${meter}`,
  );
}
