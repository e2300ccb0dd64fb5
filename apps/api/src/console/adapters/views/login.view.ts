import { html } from './html';
import { csrfField, layout, type Notice } from './layout';

export function loginPage(csrf: string, problem?: Notice): string {
  return layout(
    { csrf },
    'Anmelden',
    html`<p>
        Melden Sie sich mit einem API-Schlüssel Ihres Mandanten an. Der Schlüssel wird nur zur Anmeldung
        verwendet und nicht im Browser gespeichert; die Sitzung endet nach 30 Minuten oder wenn der Schlüssel
        widerrufen wird.
      </p>
      <form method="post" action="/console/login" class="stack">
        ${csrfField(csrf)}
        <label for="api-key">API-Schlüssel</label>
        <input
          id="api-key"
          name="apiKey"
          type="password"
          autocomplete="off"
          required
          spellcheck="false"
          aria-describedby="api-key-hint"
        />
        <p id="api-key-hint" class="hint">Beginnt mit <code>fm_live_</code> oder <code>fm_test_</code>.</p>
        <button type="submit">Anmelden</button>
      </form>`,
    problem,
  );
}
