/**
 * The live-reload client the dev server injects into every HTML page it serves (never into a build). It opens an
 * SSE connection saying which page it shows and the hash of the HTML it got; the server then sends `reload` when
 * that page changes (the client keeps the scroll position across the reload) and `errors` to show or clear the
 * error overlay. A hidden tab closes its connection and reconnects when shown again; the hash tells the server
 * whether it missed a change meanwhile. Plain ES2017 for any current browser; no dependencies.
 */

/** URL path of the client script. */
export const CLIENT_PATH = '/__quire/client.js';

/** URL path of the SSE stream. */
export const EVENTS_PATH = '/__quire/events';

/** The `<script>` tag to insert before `</body>` of a page whose served HTML has the content hash `hash`. */
export function clientScriptTag(hash: string): string {
  return `<script src="${CLIENT_PATH}" data-quire-hash="${hash.replace(/[^\w-]/g, '')}" defer></script>`;
}

/** Insert the client into a served HTML page, before the last `</body>` (or at the end). */
export function injectClient(html: string, hash: string): string {
  const tag = clientScriptTag(hash);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? `${html}\n${tag}\n` : `${html.slice(0, at)}${tag}\n${html.slice(at)}`;
}

/** The browser script served at {@link CLIENT_PATH}. */
export const CLIENT_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var hash = (script && script.getAttribute('data-quire-hash')) || '';
  var SCROLL_KEY = 'quire:dev-scroll';
  var source = null;
  var overlay = null;

  try {
    var saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null');
    sessionStorage.removeItem(SCROLL_KEY);
    if (saved && saved.path === location.pathname) {
      history.scrollRestoration = 'manual';
      var restore = function () { window.scrollTo(saved.x, saved.y); };
      restore();
      window.addEventListener('load', restore, { once: true });
    }
  } catch (error) { /* storage disabled: reload at the top */ }

  function reload() {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
    } catch (error) { /* storage disabled */ }
    disconnect();
    location.reload();
  }

  function showErrors(payload) {
    if (!payload.html) {
      if (overlay) overlay.remove();
      overlay = null;
      return;
    }
    if (!overlay) {
      overlay = document.createElement('quire-dev-overlay');
      overlay.attachShadow({ mode: 'open' });
    }
    overlay.shadowRoot.innerHTML = payload.html;
    var close = overlay.shadowRoot.querySelector('.close');
    var host = overlay;
    if (close) close.addEventListener('click', function () { host.remove(); });
    document.documentElement.appendChild(overlay);
  }

  function connect() {
    if (source) return;
    var url = '${EVENTS_PATH}?path=' + encodeURIComponent(location.pathname) + '&hash=' + encodeURIComponent(hash);
    source = new EventSource(url);
    source.addEventListener('reload', reload);
    source.addEventListener('errors', function (event) { showErrors(JSON.parse(event.data)); });
  }

  function disconnect() {
    if (source) source.close();
    source = null;
  }

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && overlay && overlay.isConnected) overlay.remove();
  });
  document.addEventListener('visibilitychange', function () {
    if (document.hidden) disconnect();
    else connect();
  });
  // Browsers allow ~6 connections per host: only visible tabs hold one.
  if (!document.hidden) connect();
})();
`;
