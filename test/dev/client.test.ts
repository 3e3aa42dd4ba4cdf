import { describe, expect, it } from 'vitest';
import { CLIENT_SCRIPT, clientScriptTag, injectClient } from '../../src/dev/client.js';

describe('live-reload client', () => {
  it('is inserted before the last </body>, with the hash of the page', () => {
    const html = '<html><body><pre>&lt;/body&gt;</pre></body></html>';
    expect(injectClient(html, 'abc123')).toBe(
      '<html><body><pre>&lt;/body&gt;</pre><script src="/__quire/client.js" data-quire-hash="abc123" defer></script>\n</body></html>',
    );
  });

  it('is appended to a page without </body>, and never lets the hash break out of its attribute', () => {
    expect(injectClient('<p>fragment</p>', 'x')).toBe(
      '<p>fragment</p>\n<script src="/__quire/client.js" data-quire-hash="x" defer></script>\n',
    );
    expect(clientScriptTag('"><script>')).toBe(
      '<script src="/__quire/client.js" data-quire-hash="script" defer></script>',
    );
  });

  it('is valid JavaScript that listens for reload and errors on the event stream', () => {
    expect(() => new Function(CLIENT_SCRIPT)).not.toThrow();
    expect(CLIENT_SCRIPT).toContain("addEventListener('reload'");
    expect(CLIENT_SCRIPT).toContain("addEventListener('errors'");
    expect(CLIENT_SCRIPT).toContain('/__quire/events?path=');
  });
});
