/**
 * `multipart/form-data` bodies: a field per top-level property, a file input for each file field (`format: binary` or
 * `base64`, or a `contentMediaType` that is not structured text, as Mintlify reads them), and the body encoded as the
 * bytes a browser's form would send, so it goes through the proxy (as base64) the same as directly.
 */
import { el, uid } from './dom.js';
import type { SchemaView } from './types.js';

/** Whether a body of `mediaType` is sent as multipart form data. */
export function isMultipart(mediaType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(mediaType ?? '');
}

/** Whether `schema` is a file: a binary or base64 string, or content of a binary media type. */
export function isFileSchema(schema: SchemaView): boolean {
  if (schema.types.length > 0 && !schema.types.includes('string')) return false;
  if (schema.format === 'binary' || schema.format === 'base64') return true;
  const media = schema.constraints?.contentMediaType;
  return typeof media === 'string' && !/json|xml|^text\//i.test(media);
}

/** The reader's multipart inputs: text values and chosen files, by field name. */
export interface MultipartValues {
  texts: Record<string, string>;
  files: Record<string, File>;
}

/** One fieldset with an input per property of `schema`; `onChange` after every edit. */
export function createMultipartEditor(
  schema: SchemaView | undefined,
  values: MultipartValues,
  onChange: () => void,
): HTMLElement {
  const fields = (schema?.properties ?? []).map((property) => {
    const id = uid('part');
    const file = isFileSchema(property.schema);
    const input = el('input', {
      id,
      name: `part-${property.name}`,
      type: file ? 'file' : 'text',
      ...(property.required && { 'aria-required': 'true' }),
    });
    input.addEventListener(file ? 'change' : 'input', () => {
      if (!file) values.texts[property.name] = input.value;
      else if (input.files?.[0]) values.files[property.name] = input.files[0];
      else delete values.files[property.name];
      onChange();
    });
    return el(
      'div',
      { class: 'q-pg-field' },
      el(
        'label',
        { for: id },
        el('span', { class: 'q-pg-name' }, property.name),
        property.required ? el('span', { class: 'q-pg-required' }, ' required') : '',
        file ? el('span', { class: 'q-pg-hint' }, ' file') : '',
      ),
      input,
    );
  });
  return el(
    'fieldset',
    { class: 'q-pg-section q-pg-multipart' },
    el('legend', {}, 'Body (multipart/form-data)'),
    ...fields,
  );
}

/** What the samples show of the body: text values as written, files as `@name`. */
export function multipartPreview(values: MultipartValues): Record<string, string> {
  const out: Record<string, string> = { ...values.texts };
  for (const [name, file] of Object.entries(values.files)) out[name] = `@${file.name}`;
  return out;
}

/** The body's bytes and its `Content-Type` (with the boundary), text fields first, then files, each in order. */
export async function encodeMultipart(
  values: MultipartValues,
  boundary = `----quire${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const quoted = (text: string) => text.replace(/["\r\n\\]/g, (c) => encodeURIComponent(c));
  for (const [name, value] of Object.entries(values.texts)) {
    if (value === '') continue;
    chunks.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(values.files)) {
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(file.name)}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      new Uint8Array(await file.arrayBuffer()),
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}
