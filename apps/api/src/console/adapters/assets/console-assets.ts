/**
 * The console's one script and one style sheet, served as files from `/console/assets/` (the pages carry
 * no inline script or style, so the console's Content-Security-Policy can say `'self'` only). Kept as
 * strings in a module so that `nest build` ships them with no asset step and `npm start` needs no build of
 * its own. The script only enhances: every page works with plain forms.
 */
export const CONSOLE_SCRIPT = String.raw`'use strict';
(function () {
  var tokenMeta = document.querySelector('meta[name="csrf-token"]');
  var csrf = tokenMeta ? tokenMeta.getAttribute('content') : '';

  // "Kopieren" next to a key shown once.
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
    if (!button) return;
    var field = document.getElementById(button.getAttribute('data-copy'));
    var status = document.getElementById(button.getAttribute('data-status'));
    var done = function (text) { if (status) status.textContent = text; };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(field.value).then(
        function () { done('In die Zwischenablage kopiert.'); },
        function () { field.select(); done('Bitte mit Strg+C kopieren.'); }
      );
    } else {
      field.select();
      done('Markiert: bitte mit Strg+C kopieren.');
    }
  });

  // Live preview of a flag being edited: the server runs the feature's evaluator on the draft.
  var form = document.querySelector('form[data-preview]');
  var target = document.getElementById('preview');
  if (form && target) {
    var timer = null;
    var sequence = 0;
    var update = function () {
      var mine = ++sequence;
      var body = {};
      new FormData(form).forEach(function (value, name) { if (name !== 'csrf') body[name] = String(value); });
      fetch(form.getAttribute('data-preview'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      })
        .then(function (res) { return res.text(); })
        .then(function (fragment) {
          if (mine !== sequence) return;
          target.innerHTML = fragment;
          target.setAttribute('data-preview-version', String(mine));
        });
    };
    form.addEventListener('input', function () {
      if (timer) clearTimeout(timer);
      timer = setTimeout(update, 250);
    });
    form.addEventListener('change', function () {
      if (timer) clearTimeout(timer);
      update();
    });
  }
})();
`;

export const CONSOLE_STYLE = `
:root { color-scheme: light; --accent: #0b4f8a; --danger: #a4161a; --muted: #4a4a4a; --line: #c8ccd2; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f7f8fa; }
header { background: var(--accent); color: #fff; padding: 0.5rem 1.5rem; display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; }
header .brand { font-weight: 700; margin: 0; }
header nav { display: flex; flex: 1; align-items: center; gap: 1rem; flex-wrap: wrap; }
header nav ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; flex: 1; }
header a { color: #fff; }
header a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
main:focus { outline: none; }
h1 { font-size: 1.75rem; }
h2 { font-size: 1.3rem; margin-top: 2rem; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.skip-link { position: absolute; left: -999px; top: 0; background: #fff; color: var(--accent); padding: 0.5rem; }
.skip-link:focus { left: 0.5rem; z-index: 10; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.stack { display: flex; flex-direction: column; gap: 0.4rem; max-width: 40rem; }
.row { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.inline { display: inline; }
label { font-weight: 600; }
input[type="checkbox"] + label { font-weight: 400; margin-left: 0.3rem; }
input, select, textarea { font: inherit; padding: 0.35rem 0.5rem; border: 1px solid #6b7280; border-radius: 4px; background: #fff; }
textarea { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9rem; }
#new-key { width: min(100%, 40rem); font-family: ui-monospace, Menlo, Consolas, monospace; }
button { font: inherit; padding: 0.4rem 0.9rem; border-radius: 4px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
header button { background: #fff; color: var(--accent); }
button.danger { background: var(--danger); border-color: var(--danger); }
fieldset { border: 1px solid var(--line); border-radius: 4px; }
.hint { color: var(--muted); font-size: 0.9rem; margin: 0; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
caption { text-align: left; font-weight: 600; padding: 0.4rem 0; }
.actions { display: flex; gap: 0.6rem; align-items: center; flex-wrap: wrap; }
.notice { border-left: 5px solid; padding: 0.5rem 1rem; margin: 1rem 0; background: #fff; }
.notice-success { border-color: #1b7a3a; }
.notice-error { border-color: var(--danger); }
.new-key { background: #fff8e1; border: 1px solid #e0b000; padding: 0.5rem 1rem 1rem; border-radius: 4px; }
.badge { display: inline-block; padding: 0 0.4rem; border-radius: 4px; background: #fde68a; color: #1a1a1a; font-size: 0.85rem; }
.badge-stale { background: #fecaca; }
.state-active { color: #1b7a3a; font-weight: 600; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1.5rem; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; }
progress { width: 100%; max-width: 30rem; height: 1.2rem; }
.history { list-style: none; padding-left: 0; }
td code { white-space: nowrap; }
.history article { background: #fff; border: 1px solid var(--line); border-radius: 4px; padding: 0 1rem 0.8rem; margin-bottom: 1rem; }
.diff del { color: var(--danger); }
.diff ins { color: #1b7a3a; text-decoration: none; }
.share { display: inline-block; margin-right: 0.8rem; }
.program-text { white-space: pre-line; background: #fff; border: 1px solid #ccc; padding: 0.5rem 1rem; max-width: 50rem; }
.program-text mark { background: #fde68a; color: #1a1a1a; padding: 0 0.1rem; }
.proposals { padding-left: 1.2rem; }
.proposal { margin-bottom: 1.2rem; }
.source-text { background: #fff; border: 1px solid var(--line); padding: 0 1rem; max-width: 50rem; }
.derived summary, .derived-note { font-style: italic; }
.derived summary:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.status-note { border-left: 5px solid var(--danger); padding: 0.5rem 1rem; background: #fff; font-weight: 600; }
.contact { margin-bottom: 1rem; }
`;
