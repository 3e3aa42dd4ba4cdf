/**
 * Render a channel page's reference section from its {@link ChannelView}: the address with its protocol, servers,
 * description, the operations (what the application sends and receives) and each message with its headers and
 * payload, drawn by the OpenAPI schema renderer so channel and endpoint pages look alike. Built as hast and
 * serialised by hast-util-to-html, so every string from the AsyncAPI file is escaped.
 */
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { TocEntry } from '../markdown/types.js';
import { renderDescription } from '../openapi/render-description.js';
import { createSchemaRenderState, renderSchema } from '../openapi/render-schema.js';
import type { ChannelView } from './types.js';

/** The section's HTML, with its headings for the table of contents and its element ids. */
export interface RenderedChannel {
  html: string;
  toc: TocEntry[];
  ids: string[];
}

/** What each action is called on the page: the application's point of view, as the file states it. */
const ACTION_LABELS: Record<string, string> = {
  send: 'Send',
  receive: 'Receive',
  publish: 'Publish',
  subscribe: 'Subscribe',
};

/** Render `view` as the top of its page. */
export function renderChannel(view: ChannelView): RenderedChannel {
  const toc: TocEntry[] = [];
  const ids: string[] = [];
  const state = createSchemaRenderState();
  const heading = (depth: 2 | 3, id: string, text: string): Element => {
    toc.push({ depth, id, text });
    ids.push(id);
    const anchor = h(
      'a',
      { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to this section: ${text}` },
      '#',
    );
    return h(`h${depth}`, { id }, [text, anchor]);
  };
  const protocols = [...new Set(view.servers.map((server) => server.protocol))];
  const children: ElementContent[] = [
    h('div', { className: ['q-endpoint-bar'] }, [
      h('span', { className: ['q-method', 'q-method-channel'] }, protocols.join(' ') || 'channel'),
      ' ',
      h('code', { className: ['q-endpoint-path'] }, view.address ?? view.id),
    ]),
  ];
  if (view.unavailable !== undefined) {
    children.push(
      h('div', { className: ['q-callout', 'q-callout-warning'], role: 'note' }, [
        h('div', { className: ['q-callout-body'] }, [
          h('p', [h('strong', 'The reference of this channel is not available:'), ` ${view.unavailable}`]),
        ]),
      ]),
    );
    return { html: toHtml({ type: 'root', children: [section(view, children)] }), toc, ids };
  }
  if (view.servers.length > 0)
    children.push(
      h('div', { className: ['q-endpoint-servers'] }, [
        h('p', view.servers.length === 1 ? 'Server:' : 'Servers:'),
        h(
          'ul',
          view.servers.map((server) =>
            h('li', [
              h('code', server.url),
              ` (${server.protocol})`,
              ...(server.description ? [` – ${server.description}`] : []),
            ]),
          ),
        ),
      ]),
    );
  const description = view.description ?? view.summary;
  if (description) children.push(h('div', { className: ['q-endpoint-description'] }, renderDescription(description)));
  if (view.operations.length > 0) {
    children.push(heading(2, 'channel-operations', 'Operations'));
    for (const operation of view.operations) {
      const label = ACTION_LABELS[operation.action] ?? operation.action;
      const text = operation.title ?? operation.summary ?? operation.id;
      const about = operation.description ?? (operation.title ? operation.summary : undefined);
      children.push(
        h('div', { className: ['q-channel-operation'] }, [
          heading(3, `channel-operation-${slug(operation.id)}`, `${label}: ${text}`),
          ...(about ? [h('div', { className: ['q-field-description'] }, renderDescription(about))] : []),
          ...(operation.messages.length > 0
            ? [
                h('p', [
                  'Messages: ',
                  ...operation.messages.flatMap((id, index) => [
                    ...(index > 0 ? [', '] : []),
                    h('a', { href: `#channel-message-${slug(id)}` }, h('code', id)),
                  ]),
                ]),
              ]
            : []),
        ]),
      );
    }
  }
  if (view.messages.length > 0) {
    children.push(heading(2, 'channel-messages', 'Messages'));
    for (const message of view.messages) {
      const about = message.description ?? message.summary;
      children.push(
        h('div', { className: ['q-channel-message'] }, [
          heading(3, `channel-message-${slug(message.id)}`, message.title ?? message.id),
          ...(about ? [h('div', { className: ['q-field-description'] }, renderDescription(about))] : []),
          ...(message.contentType
            ? [h('p', { className: ['q-media-type'] }, ['Content type: ', h('code', message.contentType)])]
            : []),
          ...(message.headers
            ? [h('p', { className: ['q-subheading'] }, 'Headers'), ...renderSchema(message.headers, state)]
            : []),
          ...(message.payload
            ? [h('p', { className: ['q-subheading'] }, 'Payload'), ...renderSchema(message.payload, state)]
            : []),
        ]),
      );
    }
  }
  ids.push(...state.ids);
  // The schema renderer's cached parts arrive as raw HTML it built and escaped itself.
  return {
    html: toHtml({ type: 'root', children: [section(view, children)] }, { allowDangerousHtml: true }),
    toc,
    ids,
  };
}

function section(view: ChannelView, children: ElementContent[]): Element {
  return h(
    'section',
    { className: ['q-endpoint', 'q-channel'], ariaLabel: `Channel ${view.address ?? view.id}` },
    children,
  );
}

/** An id-safe form of a channel, operation or message id. */
function slug(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]+/g, '-').toLowerCase() || 'x';
}

/** A page body with the channel section of `channel` (if any) put first: its HTML, headings and ids. */
export function withChannel<T extends { html: string; toc: TocEntry[]; ids: string[] }>(
  channel: ChannelView | undefined,
  body: T,
): T {
  if (!channel) return body;
  const rendered = renderChannel(channel);
  return {
    ...body,
    html: rendered.html + body.html,
    toc: [...rendered.toc, ...body.toc],
    ids: [...rendered.ids, ...body.ids],
  };
}
