/**
 * The error overlay of the dev server: the same diagnostics the CLI prints (file, line, column, message, rule and
 * hint), as an HTML fragment the browser client puts in a shadow root over the page. Every value is escaped: file
 * names, messages and hints come from the author's files.
 */
import { summarize } from '../diagnostics-format.js';
import { countDiagnostics, type Diagnostic } from '../diagnostics.js';

/** What the `errors` event carries: the diagnostics as data, and the overlay built from them ('' clears it). */
export interface OverlayPayload {
  diagnostics: Diagnostic[];
  html: string;
}

/** Build the overlay payload for the site's current errors; an empty list clears the overlay. */
export function createOverlayPayload(errors: readonly Diagnostic[]): OverlayPayload {
  return { diagnostics: [...errors], html: errors.length > 0 ? renderOverlay(errors) : '' };
}

/** The overlay HTML for `diagnostics` (styles included, for a shadow root). */
export function renderOverlay(diagnostics: readonly Diagnostic[]): string {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const items = diagnostics.map(renderDiagnostic).join('');
  return (
    `<style>${STYLE}</style>` +
    `<div class="backdrop" part="backdrop"><section class="panel" role="alertdialog" aria-labelledby="q-title">` +
    `<header><h2 id="q-title">Quire: ${escapeHtml(summarize(errors, warnings))}</h2>` +
    `<button type="button" class="close" aria-label="Close the overlay">×</button></header>` +
    `<p class="note">The server keeps showing the last good version. Fix the file and save: this closes by itself.</p>` +
    `<ol>${items}</ol></section></div>`
  );
}

/** One diagnostic, laid out like the CLI line `file:line:col error message [rule]` and its `hint:` line. */
function renderDiagnostic(d: Diagnostic): string {
  const where = d.position ? `${d.file}:${d.position.line}:${d.position.column}` : d.file;
  const path = d.jsonPath ? `<span class="path">${escapeHtml(d.jsonPath)}</span>: ` : '';
  const hint = d.hint ? `<div class="hint"><span class="label">hint:</span> ${escapeHtml(d.hint)}</div>` : '';
  return (
    `<li class="${d.severity}"><div class="line"><span class="where">${escapeHtml(where)}</span> ` +
    `<span class="severity">${d.severity}</span> ${path}<span class="message">${escapeHtml(d.message)}</span> ` +
    `<span class="rule">[${escapeHtml(d.rule)}]</span></div>${hint}</li>`
  );
}

/** Escape text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:host { all: initial; display: block; position: fixed; inset: 0; z-index: 2147483647; }
.backdrop { position: absolute; inset: 0; background: rgba(15, 17, 26, 0.55); display: flex;
  align-items: flex-start; justify-content: center; padding: 6vh 16px; overflow: auto; box-sizing: border-box; }
.panel { background: #181b26; color: #e8eaf2; max-width: 960px; width: 100%; border-radius: 8px; border-top: 6px solid #ef4444;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.45); padding: 20px 24px; font: 14px/1.55 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
header { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
h2 { margin: 0; font-size: 16px; color: #fca5a5; }
.close { background: none; border: 1px solid #4b5063; color: #e8eaf2; border-radius: 6px; font-size: 18px; line-height: 1;
  padding: 4px 10px; cursor: pointer; }
.close:focus-visible { outline: 2px solid #93c5fd; outline-offset: 2px; }
.note { margin: 8px 0 16px; color: #b6bbcc; font-family: system-ui, sans-serif; }
ol { list-style: none; margin: 0; padding: 0; }
li { padding: 10px 0; border-top: 1px solid #2c3040; white-space: pre-wrap; word-break: break-word; }
.where { font-weight: 700; color: #fff; }
.severity { color: #f87171; }
.warning .severity { color: #fbbf24; }
.path { color: #67e8f9; }
.rule, .label { color: #9aa0b4; }
.hint { padding-left: 2ch; color: #d1d5e0; }
`;
