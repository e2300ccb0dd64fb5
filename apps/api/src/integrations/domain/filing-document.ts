import type { FzulgCheck, FzulgField } from './forschungszulage-package';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STATUS: Record<FzulgCheck['status'], string> = { ok: 'erfüllt', warning: 'Hinweis', missing: 'fehlt' };

/** A printable, self-contained HTML page of the package (print to PDF from the browser). */
export function renderFilingDocument(input: {
  notice: string;
  fiscalYear: { from: string; to: string };
  fields: FzulgField[];
  checks: FzulgCheck[];
  legalBasis: { label: string; value: string; legalSource: string }[];
}): string {
  const rows = (cells: string[][]) =>
    cells.map((r) => `<tr>${r.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Antrag auf Forschungszulage – Ausfüllhilfe</title>
<style>body{font-family:sans-serif;max-width:50em;margin:2em auto}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.3em;text-align:left;vertical-align:top}</style>
</head><body>
<h1>Antrag auf Forschungszulage – Ausfüllhilfe</h1>
<p><strong>${escape(input.notice)}</strong></p>
<p>Wirtschaftsjahr: ${escape(input.fiscalYear.from)} bis ${escape(input.fiscalYear.to)}</p>
<h2>Felder in Mein ELSTER</h2>
<table><tr><th>Abschnitt</th><th>Feld</th><th>Wert</th><th>Hinweis</th></tr>
${rows(input.fields.map((f) => [f.section, f.field, f.value, f.hint ?? '']))}
</table>
<h2>Prüfungen</h2>
<table><tr><th>Prüfung</th><th>Ergebnis</th><th>Erläuterung</th></tr>
${rows(input.checks.map((c) => [c.id, STATUS[c.status], c.message]))}
</table>
<h2>Rechtsgrundlagen der Beträge</h2>
<table><tr><th>Schritt</th><th>Wert</th><th>Rechtsgrundlage</th></tr>
${rows(input.legalBasis.map((l) => [l.label, l.value, l.legalSource]))}
</table>
</body></html>
`;
}
