/** AsyncAPI channels as plain data, for the channel pages (front matter `asyncapi: "file.yaml channel"`). */
import type { SchemaView } from '../openapi/types.js';

/** One message a channel carries: its name, title, description, content type, headers and payload. */
export interface MessageView {
  id: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  headers?: SchemaView;
  payload?: SchemaView;
}

/**
 * One operation on a channel. `action` is what the application does, as the file says it: `send`/`receive`
 * (AsyncAPI 3) or `publish`/`subscribe` (AsyncAPI 2).
 */
export interface ChannelOperationView {
  id: string;
  action: string;
  title?: string;
  summary?: string;
  description?: string;
  /** Ids of the messages it sends or receives (see {@link ChannelView.messages}). */
  messages: string[];
}

/** The server a channel is reached on. */
export interface ChannelServerView {
  id: string;
  url: string;
  protocol: string;
  description?: string;
}

/** A channel page's reference section. `unavailable` says why there is none (the page shows its body and a note). */
export interface ChannelView {
  /** The AsyncAPI file, docs-relative. */
  file: string;
  id: string;
  address?: string;
  title?: string;
  summary?: string;
  description?: string;
  servers: ChannelServerView[];
  operations: ChannelOperationView[];
  messages: MessageView[];
  unavailable?: string;
}
