/**
 * A parsed AsyncAPI document (2.x or 3.x, through @asyncapi/parser's version-neutral models) as plain
 * {@link ChannelView}s. Payload and header schemas go through the OpenAPI schema views, so channel pages show them
 * exactly as endpoint pages show theirs.
 */
import type { AsyncAPIDocumentInterface, ChannelInterface, MessageInterface } from '@asyncapi/parser';
import { createSchemaContext, schemaToView, type SchemaContext } from '../openapi/schema.js';
import type { SchemaView } from '../openapi/types.js';
import type { ChannelView, MessageView } from './types.js';

/** Every channel of `document`, by channel id. */
export function channelViews(document: AsyncAPIDocumentInterface, file: string): Map<string, ChannelView> {
  const views = new Map<string, ChannelView>();
  for (const channel of document.channels()) views.set(channel.id(), channelView(channel, file));
  return views;
}

function channelView(channel: ChannelInterface, file: string): ChannelView {
  const context = createSchemaContext(new Map(), true);
  return {
    file,
    id: channel.id(),
    ...optional('address', channel.address() ?? undefined),
    ...optional('title', field(channel, 'title')),
    ...optional('summary', field(channel, 'summary')),
    ...optional('description', channel.description()),
    servers: channel
      .servers()
      .all()
      .map((server) => ({
        id: server.id(),
        url: server.url(),
        protocol: server.protocol(),
        ...optional('description', server.description()),
      })),
    operations: channel
      .operations()
      .all()
      .map((operation) => ({
        id: operation.id() ?? operation.action(),
        action: operation.action(),
        ...optional('title', field(operation, 'title')),
        ...optional('summary', operation.summary()),
        ...optional('description', operation.description()),
        messages: operation.messages().all().map(messageId),
      })),
    messages: channel
      .messages()
      .all()
      .map((message) => messageView(message, context)),
  };
}

function messageView(message: MessageInterface, context: SchemaContext): MessageView {
  const payload = message.hasPayload() ? schemaOf(message.payload()?.json(), context) : undefined;
  const headers = message.hasHeaders() ? schemaOf(message.headers()?.json(), context) : undefined;
  return {
    id: messageId(message),
    ...optional('title', message.title() ?? message.name()),
    ...optional('summary', message.summary()),
    ...optional('description', message.description()),
    ...optional('contentType', message.contentType()),
    ...(headers && { headers }),
    ...(payload && { payload }),
  };
}

function schemaOf(json: unknown, context: SchemaContext): SchemaView | undefined {
  if (json === undefined) return undefined;
  // A multi-format schema (`schemaFormat` + `schema`) the parser left as is: its JSON Schema is under `schema`.
  const schema =
    json && typeof json === 'object' && 'schema' in json && !('type' in json)
      ? (json as { schema: unknown }).schema
      : json;
  return schemaToView(schema, context);
}

function optional<K extends string>(key: K, value: string | undefined | null): { [P in K]?: string } {
  return (value ? { [key]: value } : {}) as { [P in K]?: string };
}

/** A string field the file has (AsyncAPI 3's channel and operation `title`, `summary`) that a model has no getter for. */
function field(model: { json(): unknown }, key: string): string | undefined {
  const json = model.json();
  const value = json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A message's id; AsyncAPI 2 messages may have none (no `messageId`), so their name or title stands in. */
function messageId(message: MessageInterface): string {
  return message.id() ?? message.name() ?? message.title() ?? 'message';
}
