import type { DpiaResponseDto } from '../dto/dpia.response.dto';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const list = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '<p>—</p>';

/** A printable document of a DPIA (HTML with print styles; the browser's "print to PDF" gives the PDF). */
export function renderDpiaDocument(d: DpiaResponseDto): string {
  const s = d.sections;
  const risks = s.risks.length
    ? `<table><tr><th>Risiko</th><th>Wahrscheinlichkeit</th><th>Schwere</th><th>Stufe</th></tr>${s.risks
        .map(
          (r) =>
            `<tr><td>${esc(r.threat)}</td><td>${r.likelihood}</td><td>${r.severity}</td><td>${r.level}</td></tr>`,
        )
        .join('')}</table>`
    : '<p>—</p>';
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>DSFA: ${esc(d.title)}</title>
<style>body{font-family:sans-serif;max-width:50em;margin:2em auto}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3em}@media print{body{margin:0}}</style>
</head><body>
<h1>Datenschutz-Folgenabschätzung (Art. 35 DSGVO)</h1>
<p><strong>${esc(d.title)}</strong> · Status: ${d.status} · Stand ${d.updatedAt}${d.signedOffAt ? ` · freigegeben ${d.signedOffAt}` : ''} · Id ${d.id}</p>
<h2>Vorprüfung</h2><p>Ergebnis: <strong>${d.screening.outcome}</strong></p>${list(d.screening.reasons)}
<h3>Kriterien nach WP248</h3>${list(d.screening.wp248Criteria.map((c) => c.title))}
<h3>DSK-Liste</h3>${list(d.screening.dskListMatches.map((c) => c.title))}
<h2>a) Systematische Beschreibung</h2><p>${esc(s.description)}</p>
<h3>Zwecke</h3>${list(s.purposes)}<h3>Datenkategorien</h3>${list(s.dataCategories)}
<h3>Betroffene</h3>${list(s.dataSubjects)}<h3>Empfänger</h3>${list(s.recipients)}<h3>Systeme</h3>${list(s.systems)}
<h2>b) Notwendigkeit und Verhältnismäßigkeit</h2><p>${esc(s.necessity) || '—'}</p>
<h2>c) Risiken</h2>${risks}
<h2>d) Abhilfemaßnahmen</h2>${list(s.measures)}
</body></html>
`;
}
