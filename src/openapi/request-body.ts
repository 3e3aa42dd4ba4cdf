/** Request bodies and the media types of bodies (shared with responses). */
import { asRecord, isRecord } from './document.js';
import { getExamples } from './example.js';
import { schemaToView, type SchemaContext } from './schema.js';
import type { MediaTypeView, RequestBodyView } from './types.js';
import { unresolvedRef } from './unresolved.js';

/** The request body of an operation, or undefined when it has none. */
export function getRequestBody(
  operation: Record<string, unknown>,
  context: SchemaContext,
): RequestBodyView | undefined {
  const body = operation.requestBody;
  const broken = unresolvedRef(body, 'request body');
  if (broken) context.unresolved.push(broken);
  if (!isRecord(body) || broken) return undefined;
  return {
    required: body.required === true,
    ...(typeof body.description === 'string' && { description: body.description }),
    content: getContent(body.content, context),
  };
}

/** The media types of a `content` map, in file order. */
export function getContent(content: unknown, context: SchemaContext): MediaTypeView[] {
  return Object.entries(asRecord(content)).map(([mediaType, raw]) => {
    const media = asRecord(raw);
    return {
      mediaType,
      ...(media.schema !== undefined && { schema: schemaToView(media.schema, context) }),
      examples: getExamples(media, context.work),
    };
  });
}
