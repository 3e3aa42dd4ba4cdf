/**
 * A channel as plain Markdown, for the Markdown export of its page and llms-full.txt: `## Channel address`, servers,
 * operations and messages, payloads listed as endpoint pages list bodies (openapi/endpoint-markdown.ts).
 */
import { schemaLines } from '../openapi/endpoint-markdown.js';
import type { ChannelView } from './types.js';

/** The channel `view` as Markdown, ending with a newline. */
export function channelMarkdown(view: ChannelView): string {
  const out: string[] = [`## Channel \`${view.address ?? view.id}\``];
  if (view.unavailable !== undefined) return `${out[0]}\n\n${view.unavailable}\n`;
  if (view.servers.length > 0)
    out.push(`Servers:\n\n${view.servers.map((s) => `- \`${s.url}\` (${s.protocol})`).join('\n')}`);
  const description = (view.description ?? view.summary)?.trim();
  if (description) out.push(description);
  if (view.operations.length > 0)
    out.push(
      `### Operations\n\n${view.operations
        .map(
          (o) =>
            `- ${o.action}: ${o.title ?? o.summary ?? o.id}${o.messages.length ? ` (${o.messages.join(', ')})` : ''}`,
        )
        .join('\n')}`,
    );
  for (const message of view.messages) {
    const lines = [`### Message ${message.title ?? message.id}`];
    const about = (message.description ?? message.summary)?.trim();
    if (about) lines.push(about.replace(/\s+/g, ' '));
    if (message.contentType) lines.push(`Content type: \`${message.contentType}\``);
    if (message.headers) lines.push(`Headers:\n\n${schemaLines(message.headers, 0).join('\n')}`);
    if (message.payload) lines.push(`Payload:\n\n${schemaLines(message.payload, 0).join('\n')}`);
    out.push(lines.join('\n\n'));
  }
  return `${out.join('\n\n')}\n`;
}
