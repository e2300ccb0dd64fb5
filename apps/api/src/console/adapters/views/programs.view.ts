import { AMOUNT_NOT_STATED, amountsKnown, type Program } from '@libs/catalogue';
import { Html, html } from './html';
import { date, layout, type PageContext } from './layout';

/** One hit as the page shows it: the program, and its `<mark>`ed name and passage (already escaped). */
export interface ProgramHit {
  program: Program;
  highlights: { name?: string; description?: string };
}

export interface ProgramSearchView {
  q: string;
  total: number;
  hits: ProgramHit[];
  /** The next page's link, when there is one. */
  next: string | null;
}

/**
 * The search's own markup is `<mark>` around escaped text; anything else (a future change of the library)
 * is shown escaped rather than trusted.
 */
function marked(value: string | undefined, plain: string): Html | string {
  if (value === undefined) return plain;
  return /<(?!\/?mark>)/.test(value) ? plain : new Html(value);
}

const euro = (n: number) => `${n.toLocaleString('de-DE')} €`;

function amountOf(p: Program): string {
  if (!amountsKnown(p)) return AMOUNT_NOT_STATED;
  const parts = [p.maxAmount > 0 ? `bis ${euro(p.maxAmount)}` : null];
  if (p.subsidyRateMax !== null) parts.push(`bis ${Math.round(p.subsidyRateMax * 100)} %`);
  return parts.filter(Boolean).join(', ') || AMOUNT_NOT_STATED;
}

/** Where an imported text comes from, next to the text (CC BY-ND: verbatim and attributed). */
function sourceOf(p: Program): Html {
  const a = p.source.attribution;
  if (!a) return p.source.url ? html`<a href="${p.source.url}" rel="noopener">Quelle</a>` : html``;
  return html`<small class="source"
    >Quelle: ${p.source.url ? html`<a href="${p.source.url}" rel="noopener">${a.name}</a>` : a.name}
    (${a.publisher}), Lizenz <a href="${a.licenceUrl}" rel="noopener license">${a.licence}</a>, abgerufen am
    ${a.retrievedAt}</small
  >`;
}

/** The program's page with the Förderdatenbank's details: only where an import describes it (attributed). */
function detailsLink(p: Program, q: string): Html {
  if (!p.source.attribution) return html``;
  const href = `/console/programs/${encodeURIComponent(p.id)}?q=${encodeURIComponent(q)}`;
  return html`<p>
    <a href="${href}">Angaben der Förderdatenbank<span class="visually-hidden"> zu ${p.name}</span></a>
  </p>`;
}

function hitItem({ program: p, highlights }: ProgramHit, q: string): Html {
  return html`<li class="hit">
    <h2>${marked(highlights.name, p.name)}</h2>
    <dl class="facts">
      <dt>Geber</dt>
      <dd>${p.provider}</dd>
      <dt>Förderhöhe</dt>
      <dd>${amountOf(p)}</dd>
      <dt>Antragsfrist</dt>
      <dd>
        ${p.applicationDeadline ? date(new Date(`${p.applicationDeadline}T12:00:00Z`)) : 'keine angegeben'}
      </dd>
    </dl>
    ${highlights.description ? html`<p>${marked(highlights.description, '')}</p>` : html``}
    ${detailsLink(p, q)} ${sourceOf(p)}
  </li>`;
}

/** The search page: one box (the same search as `GET /api/v2/programs/search`), results, the next page. */
export function programsPage(ctx: PageContext, view: ProgramSearchView | null): string {
  const results =
    view === null
      ? html``
      : html`<p role="status">
            ${view.total.toLocaleString('de-DE')} ${view.total === 1 ? 'Programm' : 'Programme'} gefunden
          </p>
          <ol class="hits">
            ${view.hits.map((hit) => hitItem(hit, view.q))}
          </ol>
          ${view.next ? html`<p><a href="${view.next}">Weitere Ergebnisse</a></p>` : html``}`;
  return layout(
    { ...ctx, current: 'programs' },
    'Programme suchen',
    html`<form method="get" action="/console/programs" role="search">
        <label for="q">Suchbegriff</label>
        <input id="q" name="q" type="search" maxlength="200" value="${view?.q ?? ''}" />
        <button type="submit">Suchen</button>
      </form>
      ${results}`,
  );
}
