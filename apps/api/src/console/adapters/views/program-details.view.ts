import { displayHtml, type ProgramDetailsResponseDto } from '../../../catalogue-sync';
import { Html, html } from './html';
import { layout, type PageContext } from './layout';

type Details = ProgramDetailsResponseDto;
type SectionKey = keyof Details['sections'];

/** The sections in the order of the Förderdatenbank's own page, with its German headings. */
const SECTIONS: [SectionKey, string][] = [
  ['shortDescription', 'Kurztext'],
  ['eligibility', 'Antragsberechtigung (rechtliche Voraussetzungen)'],
  ['procedure', 'Verfahrensablauf'],
  ['deadlines', 'Fristen'],
  ['processingTime', 'Bearbeitungsdauer'],
  ['requiredDocuments', 'Erforderliche Unterlagen'],
  ['legalBasis', 'Rechtsgrundlage'],
  ['legalCitation', 'Fundstelle der Rechtsgrundlage'],
];

const SIZES: Record<string, string> = {
  micro: 'Kleinstunternehmen',
  small: 'kleine Unternehmen',
  medium: 'mittlere Unternehmen',
  large: 'große Unternehmen',
};

/** Only web addresses become links: a source value is never trusted as a scheme (`javascript:`). */
const link = (url: string | null, label: string, rel = 'noopener nofollow'): Html | string =>
  url && /^https?:\/\//i.test(url) ? html`<a href="${url}" rel="${rel}">${label}</a>` : label;

const list = (values: readonly string[]): Html | string =>
  values.length === 0 ? 'nicht angegeben' : values.join(', ');

/** The display form of a field (`derived`), when the read offers one: see `derived.displayTexts`. */
const displayOf = (d: Details, pointer: string) => d.derived.displayTexts.find((t) => t.field === pointer);

/** A text as served, sanitised for display (scripts, handlers, foreign schemes removed; wording untouched). */
function sectionBody(d: Details, key: SectionKey): Html {
  const s = d.sections[key];
  const source = s.html ? new Html(displayHtml(s.html)) : html`<p>${s.text}</p>`;
  const display = displayOf(d, `/sections/${key}/text`);
  return html`<div class="source-text">${source}</div>
    ${
      display
        ? html`<details class="derived">
            <summary>Lesefassung mit ergänzten Zeichen (abgeleitet, nicht der Text der Quelle)</summary>
            <p class="program-text">${display.text}</p>
          </details>`
        : html``
    }`;
}

function sections(d: Details): Html {
  const filled = SECTIONS.filter(([key]) => d.sections[key].text !== '');
  if (filled.length === 0) return html`<p>Die Förderdatenbank nennt zu diesem Programm keine Texte.</p>`;
  return html`${filled.map(
    ([key, label]) =>
      html`<section aria-labelledby="abschnitt-${key}">
        <h2 id="abschnitt-${key}">${label}</h2>
        ${sectionBody(d, key)}
      </section>`,
  )}`;
}

function categories(d: Details): Html {
  const subAreas = d.subAreas.map((s) => (s.area ? `${s.area}: ${s.code}` : s.code));
  return html`<section aria-labelledby="abschnitt-kategorien">
    <h2 id="abschnitt-kategorien">Einordnung</h2>
    <dl class="facts">
      <dt>Förderart</dt>
      <dd>${list(d.fundingTypes)}</dd>
      <dt>Förderbereich</dt>
      <dd>${list(d.fundingAreas)}</dd>
      <dt>Unterbereiche</dt>
      <dd>${list(subAreas)}</dd>
      <dt>Fördergebiet</dt>
      <dd>${list(d.fundingLocations)}</dd>
      <dt>Förderberechtigte</dt>
      <dd>${list(d.eligibleApplicants)}</dd>
      <dt>Unternehmensgrößen</dt>
      <dd>
        ${d.companySizes.length ? list(d.companySizes.map((s) => SIZES[s] ?? s)) : 'keine Einschränkung angegeben'}
      </dd>
      <dt>Branchen</dt>
      <dd>${list(d.sectors)}</dd>
      <dt>Fördergeber</dt>
      <dd>${d.organisation ?? 'nicht angegeben'}</dd>
    </dl>
  </section>`;
}

function contacts(d: Details): Html {
  const shown = d.contacts.filter((c) => Object.values(c).some((v) => v));
  if (shown.length === 0) return html``;
  return html`<section aria-labelledby="abschnitt-kontakt">
    <h2 id="abschnitt-kontakt">Kontakt</h2>
    ${shown.map(
      (c) =>
        html`<dl class="facts contact">
          <dt>Einrichtung</dt>
          <dd>${c.institution ?? 'nicht angegeben'}</dd>
          ${
            c.parent
              ? html`<dt>Übergeordnete Einheit</dt>
                  <dd>${c.parent}</dd>`
              : html``
          }
          ${
            c.street || c.city
              ? html`<dt>Anschrift</dt>
                  <dd>
                    ${[c.street, [c.zipCode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                  </dd>`
              : html``
          }
          ${
            c.phone
              ? html`<dt>Telefon</dt>
                  <dd>${c.phone}</dd>`
              : html``
          }
          ${
            c.fax
              ? html`<dt>Fax</dt>
                  <dd>${c.fax}</dd>`
              : html``
          }
          ${
            c.email
              ? html`<dt>E-Mail</dt>
                  <dd>${c.email}</dd>`
              : html``
          }
          ${
            c.website
              ? html`<dt>Website</dt>
                  <dd>${link(c.website, c.website)}</dd>`
              : html``
          }
        </dl>`,
    )}
  </section>`;
}

function links(d: Details): Html {
  if (d.links.length === 0) return html``;
  return html`<section aria-labelledby="abschnitt-links">
    <h2 id="abschnitt-links">Weiterführende Links</h2>
    <ul>
      ${d.links.map((l) => html`<li>${link(l.url, l.title)}</li>`)}
    </ul>
  </section>`;
}

/** Where the texts come from (CC BY-ND: verbatim and attributed), as the v2 details read gives it. */
function attribution(d: Details): Html {
  const a = d.attribution;
  const retrieved = new Date(`${a.retrievedAt}T12:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' });
  return html`<section aria-labelledby="abschnitt-quelle" class="source">
    <h2 id="abschnitt-quelle">Quelle und Lizenz</h2>
    <dl class="facts">
      <dt>Datenbank</dt>
      <dd>${a.name}</dd>
      <dt>Herausgeber</dt>
      <dd>${a.publisher}</dd>
      <dt>Programmseite</dt>
      <dd>${link(d.detailUrl, d.detailUrl, 'noopener')}</dd>
      <dt>Lizenz</dt>
      <dd>${link(a.licenceUrl, a.licence, 'noopener license')}</dd>
      <dt>Abgerufen am</dt>
      <dd><time datetime="${a.retrievedAt}">${retrieved}</time></dd>
    </dl>
    <p>${a.text}</p>
  </section>`;
}

/** One imported program as the Förderdatenbank describes it: `GET /api/v2/programs/{id}/details`. */
export function programDetailsPage(ctx: PageContext, d: Details, back: string | null): string {
  const title = displayOf(d, '/title');
  const status = d.sections.statusNote.text;
  return layout(
    { ...ctx, current: 'programs' },
    title?.text ?? d.title,
    html`${back ? html`<p><a href="${back}">Zurück zu den Suchergebnissen</a></p>` : html``}
    ${
      title
        ? html`<p class="derived-note">
            Titel mit ergänzten Zeichen (abgeleitet): die Quelle liefert „${d.title}“, mit „?“ anstelle von
            Zeichen, die ihr Export verliert.
          </p>`
        : html``
    }
    ${status ? html`<p class="status-note" role="note">${status}</p>` : html``} ${sections(d)}
    ${categories(d)} ${contacts(d)} ${links(d)} ${attribution(d)}`,
  );
}

/** The page for a program without details (curated, a tenant's own, or unknown). */
export function programDetailsMissingPage(ctx: PageContext): string {
  return layout(
    { ...ctx, current: 'programs' },
    'Keine Angaben der Förderdatenbank',
    html`<p>Zu diesem Programm liegen keine Angaben aus der Förderdatenbank vor.</p>
      <p><a href="/console/programs">Zur Programmsuche</a></p>`,
  );
}
