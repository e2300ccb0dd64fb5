import type { FundingPlanResult, PlannedProgram } from '@libs/funding-plans';
import type { FundingPlan } from './funding-plan';

const esc = (s: string): string =>
  s.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
const eur = (n: number): string =>
  `${n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;
const day = (d: string | null): string => (d ? d.split('-').reverse().join('.') : '—');
const INSTRUMENTS: Record<string, string> = {
  grant: 'Zuschuss',
  loan: 'Darlehen',
  guarantee: 'Bürgschaft',
  tax: 'Steuerliche Zulage',
};
const SIZES: Record<string, string> = {
  micro: 'Kleinstunternehmen',
  small: 'Kleines Unternehmen',
  medium: 'Mittleres Unternehmen',
  large: 'Großes Unternehmen',
};

/** A tax allowance is claimed after the start (GBER Art. 6(4)); other programs by their last day, if known. */
/** A generic GBER measure is no program: the client applies to a Land or federal program under its article. */
const isGeneric = (p: PlannedProgram): boolean => p.reductions.some((r) => r.code === 'GENERIC_GBER_MEASURE');

const applyByText = (p: PlannedProgram): string =>
  isGeneric(p)
    ? `kein eigener Antrag: Programm nach dieser Vorschrift suchen${p.applyBy ? `, Antrag bis ${day(p.applyBy)}` : ''}`
    : p.instrument === 'tax'
      ? 'nach Vorhabensbeginn möglich'
      : p.applyBy
        ? day(p.applyBy)
        : 'laut Programm';

/** What to do first: the earliest program that needs its application before the start, or the tax claim. */
function firstStep(r: FundingPlanResult): string {
  const first = r.programs.find((p) => p.instrument !== 'tax' && p.applyBy !== null && !isGeneric(p));
  if (first)
    return `<p><strong>Zuerst beantragen:</strong> ${esc(first.name)} bis ${day(first.applyBy)} — vor Vorhabensbeginn, sonst entfällt der Anreizeffekt (AGVO Art. 6).</p>`;
  const tax = r.programs.find((p) => p.instrument === 'tax');
  if (tax)
    return `<p><strong>${esc(tax.name)}:</strong> steuerliche Förderung mit Rechtsanspruch, auch nach Vorhabensbeginn zu beantragen (AGVO Art. 6 Abs. 4): Bescheinigung der BSFZ, dann Antrag beim Finanzamt.</p>`;
  return r.programs.length ? '' : '<p>Keine Förderung möglich.</p>';
}

/** Every legal source the plan rests on, once, and what the page is not (it is handed to the client). */
function sourcesAndDisclaimer(r: FundingPlanResult): string {
  const sources = [
    ...new Set(
      r.programs.flatMap((p) => [p.legalSource, ...p.reductions.map((x) => x.legalSource)]).filter(Boolean),
    ),
  ].sort();
  return `<h2>Quellen</h2><ul>${sources.map((s) => `<li><small>${esc(s)}</small></li>`).join('')}</ul>
<p><small>Haftungsausschluss: unverbindliche Schätzung auf Grundlage der angegebenen Daten und der hinterlegten Regeln;
keine Rechts- oder Steuerberatung. Maßgeblich sind die Förderrichtlinien, die Bewilligungsbescheide und die
Festsetzung des Finanzamts.</small></p>`;
}

function programRow(p: PlannedProgram): string {
  const conditions = p.reductions
    .map((r) => `<li>${esc(r.message)} <small>(${esc(r.legalSource)})</small></li>`)
    .join('');
  const dm = p.deminimis
    ? `<li>De-minimis (${esc(p.deminimis.regulation)}): Spielraum vorher ${eur(p.deminimis.headroomBeforeEur)}, danach ${eur(p.deminimis.headroomAfterEur)}</li>`
    : '';
  return `<tr>
  <td>${p.applicationOrder}</td>
  <td><strong>${esc(p.name)}</strong><br><small>${esc(p.legalBasis)}</small></td>
  <td>${INSTRUMENTS[p.instrument] ?? esc(p.instrument)}</td>
  <td class="num">${eur(p.amountEur)}</td>
  <td class="num">${eur(p.aidValueEur)}</td>
  <td>${applyByText(p)}</td>
  <td><ul>${conditions}${dm}</ul><small>Quelle: ${esc(p.legalSource)}</small></td>
</tr>`;
}

function excludedList(r: FundingPlanResult): string {
  if (r.excluded.length === 0) return '<p>Keine.</p>';
  return `<ul>${r.excluded
    .map(
      (e) =>
        `<li><strong>${esc(e.name)}</strong>: ${e.reasons.map((x) => `${esc(x.message)} <small>(${esc(x.legalSource)})</small>`).join('; ')}</li>`,
    )
    .join('')}</ul>`;
}

/**
 * A page an advisor can hand to the company and print (the browser's "save as PDF" keeps the layout): what
 * to apply for in which order and by when, the amounts, the conditions and limits with their sources, the
 * de-minimis ledger, what is out and why, and the alternatives. Every value is escaped.
 */
export function renderSummary(plan: FundingPlan): string {
  const r = plan.result;
  const ledger = r.deminimisLedger
    .map(
      (l) =>
        `<tr><td>${esc(l.regulation)}</td><td class="num">${l.ceilingEur === null ? '—' : eur(l.ceilingEur)}</td><td>${day(l.windowStart)}</td><td class="num">${eur(l.usedEur)}</td><td class="num">${eur(l.headroomEur)}</td></tr>`,
    )
    .join('');
  const alternatives = r.alternatives
    .map(
      (a) =>
        `<li>${esc(a.programIds.join(', ') || 'keine Programme')}: ${eur(a.totals.aidValueEur)} Beihilfewert — ${esc(a.whyLower)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Förderplan ${esc(plan.title ?? plan.id)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em;color:#111}table{border-collapse:collapse;width:100%;margin:1em 0}
td,th{border:1px solid #bbb;padding:.4em;vertical-align:top;text-align:left}.num{text-align:right;white-space:nowrap}
small{color:#555}@media print{body{margin:0}}
</style></head><body>
<h1>Förderplan${plan.title ? `: ${esc(plan.title)}` : ''}</h1>
<p>Erstellt am ${day(plan.createdAt.toISOString().slice(0, 10))}, Rechtsstand ${day(r.referenceDate)}${r.applicationDate ? `, Antragsdatum ${day(r.applicationDate)}` : ''}. Plan-Id ${esc(plan.id)}.
Unverbindliche Schätzung: erst der Bewilligungsbescheid legt den Betrag fest.</p>
<h2>Unternehmen</h2><p>${esc(SIZES[r.enterprise.size] ?? r.enterprise.size)}: ${esc(r.enterprise.explanation)}</p>
<h2>Ergebnis</h2>
<p>Beihilfewert gesamt <strong>${eur(r.totals.aidValueEur)}</strong> (Zuschüsse ${eur(r.totals.grantsEur)}, steuerliche Zulagen ${eur(r.totals.taxEur)}),
Darlehen ${eur(r.totals.financingEur)}, förderfähige Kosten ${eur(r.totals.eligibleCostsEur)}.</p>
${firstStep(r)}
<h2>Programme in Antragsreihenfolge</h2>
<table><thead><tr><th>#</th><th>Programm</th><th>Art</th><th>Betrag</th><th>Beihilfewert</th><th>Antrag bis</th><th>Bedingungen und Begrenzungen</th></tr></thead>
<tbody>${r.programs.map(programRow).join('')}</tbody></table>
<h2>De-minimis-Konto (drei Jahre je Verordnung)</h2>
<table><thead><tr><th>Verordnung</th><th>Höchstbetrag</th><th>Zeitraum ab</th><th>Genutzt</th><th>Spielraum</th></tr></thead><tbody>${ledger}</tbody></table>
<h2>Nicht im Plan</h2>${excludedList(r)}
<h2>Alternativen</h2>${alternatives ? `<ul>${alternatives}</ul>` : '<p>Keine.</p>'}
${sourcesAndDisclaimer(r)}
${r.notes.length ? `<h2>Hinweise</h2><ul>${r.notes.map((n) => `<li>${esc(n.message)} <small>(${esc(n.legalSource)})</small></li>`).join('')}</ul>` : ''}
</body></html>`;
}
