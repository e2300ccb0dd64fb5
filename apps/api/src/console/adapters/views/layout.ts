import type { Principal } from '../../../platform/auth/principal';
import { html, type Html } from './html';

export interface PageContext {
  /** Absent on the sign-in page. */
  principal?: Principal;
  csrf: string;
  /** The nav entry of this page. */
  current?: 'api-keys' | 'usage' | 'feature-flags' | 'programs' | 'term-review';
}

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  items?: string[];
}

export function csrfField(csrf: string): Html {
  return html`<input type="hidden" name="csrf" value="${csrf}" />`;
}

export function notice(n: Notice | undefined): Html {
  if (!n) return html``;
  // Errors interrupt (alert); confirmations are announced politely (status).
  const role = n.kind === 'error' ? 'alert' : 'status';
  const items = n.items?.length
    ? html`<ul>
        ${n.items.map((i) => html`<li>${i}</li>`)}
      </ul>`
    : html``;
  return html`<div class="notice notice-${n.kind}" role="${role}">
    <p>${n.text}</p>
    ${items}
  </div>`;
}

function navLink(href: string, label: string, active: boolean): Html {
  return html`<li><a href="${href}" ${active ? html` aria-current="page"` : html``}>${label}</a></li>`;
}

function nav(ctx: PageContext): Html {
  const p = ctx.principal;
  if (!p) return html``;
  return html`<nav aria-label="Hauptnavigation">
    <ul>
      ${p.scopes.includes('admin') ? navLink('/console/settings/api-keys', 'API-Schlüssel', ctx.current === 'api-keys') : ''}
      ${navLink('/console/programs', 'Programme suchen', ctx.current === 'programs')}
      ${navLink('/console/usage', 'Nutzung', ctx.current === 'usage')}
      ${p.scopes.includes('operator') ? navLink('/console/feature-flags', 'Feature-Flags', ctx.current === 'feature-flags') : ''}
      ${p.scopes.includes('operator') ? navLink('/console/term-proposals', 'Konditionen prüfen', ctx.current === 'term-review') : ''}
    </ul>
    <form method="post" action="/console/logout">
      ${csrfField(ctx.csrf)}<button type="submit">Abmelden</button>
    </form>
  </nav>`;
}

/** Every console page: German, one h1, a skip link, the navigation, and no inline script or style (CSP). */
export function layout(ctx: PageContext, title: string, body: Html, extra?: Notice): string {
  const mode = ctx.principal?.sandbox ? html`<span class="badge">Sandbox</span>` : '';
  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="csrf-token" content="${ctx.csrf}" />
        <title>${title} – Fördermittel-Konsole</title>
        <link rel="stylesheet" href="/console/assets/console.css" />
        <script src="/console/assets/console.js" defer></script>
      </head>
      <body>
        <a class="skip-link" href="#inhalt">Zum Inhalt springen</a>
        <header>
          <p class="brand">Fördermittel-Konsole ${mode}</p>
          ${nav(ctx)}
        </header>
        <main id="inhalt" tabindex="-1">
          <h1>${title}</h1>
          ${notice(extra)} ${body}
        </main>
      </body>
    </html>`.value;
}

export function dateTime(d: Date | null | undefined): string {
  if (!d) return '–';
  return (
    new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(d) +
    ' UTC'
  );
}

export function date(d: Date | null | undefined): string {
  if (!d) return '–';
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}
