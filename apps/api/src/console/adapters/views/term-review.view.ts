import { describeRecurringDeadline, parseRecurringDeadline } from '@libs/shared';
import {
  inForce,
  provenanceOf,
  unitOf,
  type ProgramUnderReview,
  type StoredTermProposal,
  type TermReview,
  type TermValue,
} from '../../../catalogue-sync';
import { html, type Html } from './html';
import { csrfField, dateTime, layout, type Notice, type PageContext } from './layout';

const LABELS: Record<string, string> = {
  subsidyRateMax: 'Fördersatz (höchstens)',
  maxAmount: 'Höchstbetrag',
  minAmount: 'Mindestbetrag',
  applicationDeadline: 'Antragsfrist',
  eligibleRegions: 'Regionen',
  companySizes: 'Unternehmensgrößen',
  deminimis: 'De-minimis',
  targetGroups: 'Zielgruppen',
  category: 'Förderart',
};
const STATUS: Record<string, string> = {
  proposed: 'vorgeschlagen',
  confirmed: 'bestätigt',
  corrected: 'korrigiert',
  rejected: 'verworfen',
  reopened: 'wieder offen',
};

const label = (term: string) => LABELS[term] ?? term;
const percent = (c: number) => `${Math.round(c * 100)} %`;

/** A value as a reviewer reads it: 50 %, 15.000 €, 30.06.2026, a list, ja/nein. */
/** The page tab a proposal's evidence stands in, as the Förderdatenbank names it. */
const TAB: Record<StoredTermProposal['tab'], string> = {
  description: 'Kurzzusammenfassung',
  eligibility: 'Zusatzinfos: Voraussetzungen',
  procedure: 'Zusatzinfos: Verfahren',
  deadlines: 'Zusatzinfos: Fristen',
};

export function shownValue(term: string, v: TermValue | null): string {
  if (v === null) return '–';
  const unit = unitOf(term as StoredTermProposal['term']);
  if (unit === 'percent' && typeof v === 'number') return `${v.toLocaleString('de-DE')} %`;
  if (unit === 'EUR' && typeof v === 'number') return `${v.toLocaleString('de-DE')} €`;
  if (unit === 'date' && typeof v === 'string') {
    // A yearly deadline is shown as its rule ("jährlich bis 15. Mai"), a dated one as a German date.
    const rule = parseRecurringDeadline(v);
    return rule ? describeRecurringDeadline(rule) : v.split('-').reverse().join('.');
  }
  if (typeof v === 'boolean') return v ? 'ja' : 'nein';
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** The value as the correction field expects it back (the form's default). */
function editValue(v: TermValue): string {
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** The programs with proposals, the most confident open ones first. */
export function termReviewListPage(
  ctx: PageContext,
  items: ProgramUnderReview[],
  total: number,
  next: string | null,
): string {
  const rows = items.map(
    (i) =>
      html`<tr>
        <td><a href="/console/term-proposals/${encodeURIComponent(i.programId)}">${i.name}</a></td>
        <td>${percent(i.confidence)}</td>
        <td>${i.open}</td>
        <td>${i.proposals.map((p) => label(p.term)).join(', ')}</td>
      </tr>`,
  );
  const body =
    items.length === 0
      ? html`<p role="status">Keine offenen Vorschläge.</p>`
      : html`<p role="status">${total} Programme mit offenen Vorschlägen</p>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">
                Programme nach Konfidenz ihrer Vorschläge
              </caption>
              <thead>
                <tr>
                  <th scope="col">Programm</th>
                  <th scope="col">Konfidenz</th>
                  <th scope="col">Offen</th>
                  <th scope="col">Angaben</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>
          </div>
          ${next ? html`<p><a href="${next}">Weitere Programme</a></p>` : html``}`;
  return layout(
    { ...ctx, current: 'term-review' },
    'Konditionen prüfen',
    html`<p class="hint">
        Aus den Programmtexten vorgeschlagene Konditionen. Erst bestätigte oder korrigierte Werte gehen in
        Berechnungen, Matching und Förderpläne ein.
      </p>
      ${body}`,
  );
}

/** The text with each proposal's evidence marked; overlapping spans are marked once (the first). */
function markedText(text: string, proposals: readonly StoredTermProposal[]): Html {
  const spans = [...proposals].sort((a, b) => a.start - b.start);
  const parts: (Html | string)[] = [];
  let at = 0;
  for (const p of spans) {
    if (p.start < at || p.end > text.length) continue;
    parts.push(text.slice(at, p.start));
    parts.push(
      html`<mark id="beleg-${p.term}" title="${label(p.term)}">${text.slice(p.start, p.end)}</mark>`,
    );
    at = p.end;
  }
  parts.push(text.slice(at));
  return html`<div class="program-text">${parts}</div>`;
}

/** How the provenance will name the reviewer (a role or initials); empty: "vom Betreiber". */
function reviewerField(id: string): Html {
  return html`<label for="${id}">Kürzel (optional)</label>
    <input id="${id}" name="reviewer" maxlength="80" size="10" />`;
}

function decisionForms(ctx: PageContext, review: TermReview, p: StoredTermProposal): Html {
  const action = `/console/term-proposals/${encodeURIComponent(review.programId)}/${p.term}`;
  const id = `wert-${p.term}`;
  return html`<div class="actions">
    ${
      p.condition
        ? html``
        : html`<form method="post" action="${action}" class="row">
            ${csrfField(ctx.csrf)}<input type="hidden" name="action" value="confirm" />
            ${reviewerField(`kuerzel-bestaetigen-${p.term}`)}
            <button type="submit" aria-label="${label(p.term)} bestätigen">Bestätigen</button>
          </form>`
    }
    <form method="post" action="${action}" class="row">
      ${csrfField(ctx.csrf)}<input type="hidden" name="action" value="correct" />
      <label for="${id}">Richtiger Wert (${label(p.term)})</label>
      <input
        id="${id}"
        name="value"
        maxlength="400"
        value="${editValue(p.confirmedValue ?? p.proposedValue)}"
      />
      ${reviewerField(`kuerzel-korrigieren-${p.term}`)}
      <button type="submit" aria-label="${label(p.term)} korrigieren">Korrigieren</button>
    </form>
    <form method="post" action="${action}" class="inline">
      ${csrfField(ctx.csrf)}<input type="hidden" name="action" value="reject" />
      <button type="submit" aria-label="${label(p.term)} verwerfen">Verwerfen</button>
    </form>
  </div>`;
}

function proposalItem(ctx: PageContext, review: TermReview, p: StoredTermProposal): Html {
  return html`<li class="proposal" id="vorschlag-${p.term}">
    <h3>${label(p.term)}: ${shownValue(p.term, p.proposedValue)}</h3>
    <dl class="facts">
      <dt>Status</dt>
      <dd class="status">${STATUS[p.status] ?? p.status}</dd>
      <dt>Beleg</dt>
      <dd><a href="#beleg-${p.term}">„${p.quote}“</a> im Satz „${p.sentence}“ (${TAB[p.tab]})</dd>
      <dt>Konfidenz</dt>
      <dd>${percent(p.confidence)} (Regel <code>${p.rule}</code>)</dd>
      ${
        p.condition
          ? html`<dt>Bedingung</dt>
              <dd>${p.condition}</dd>`
          : html``
      }
      ${
        inForce(p)
          ? html`<dt>Gilt</dt>
              <dd class="provenance">${shownValue(p.term, p.confirmedValue)}, ${provenanceOf(p)}</dd>`
          : html``
      }
      ${
        p.note
          ? html`<dt>Hinweis</dt>
              <dd>${p.note}</dd>`
          : html``
      }
      ${
        p.reviewedAt
          ? html`<dt>Geprüft</dt>
              <dd>${dateTime(p.reviewedAt)}</dd>`
          : html``
      }
    </dl>
    ${decisionForms(ctx, review, p)}
  </li>`;
}

/** One program: its text with the evidence marked, each proposal with confirm / correct / reject. */
export function termReviewPage(ctx: PageContext, review: TermReview, extra?: Notice): string {
  return layout(
    { ...ctx, current: 'term-review' },
    `Konditionen: ${review.name}`,
    html`<p>
        <a href="/console/term-proposals">Zurück zur Liste</a>
        ${review.url ? html` · <a href="${review.url}" rel="noopener">Seite der Förderdatenbank</a>` : html``}
      </p>
      <h2>Programmtext</h2>
      ${markedText(review.descriptionText, review.proposals)}
      <h2>Vorschläge</h2>
      <ol class="proposals">
        ${review.proposals.map((p) => proposalItem(ctx, review, p))}
      </ol>`,
    extra,
  );
}
