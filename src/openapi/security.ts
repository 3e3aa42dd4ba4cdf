/** The security requirement of an operation, with each scheme looked up in `components.securitySchemes`. */
import { asRecord, isRecord } from './document.js';
import type { SecuritySchemeView, SecurityView } from './types.js';

/**
 * The operation's `security`, else the document's: a list of alternatives, each a list of schemes needed together.
 * An empty alternative (`{}`) means the operation can also be called without authentication.
 */
export function getSecurity(operation: Record<string, unknown>, document: Record<string, unknown>): SecurityView {
  const requirement = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  const schemes = asRecord(asRecord(document.components).securitySchemes);
  return requirement.filter(isRecord).map((alternative) =>
    Object.entries(alternative).map(([key, scopes]): SecuritySchemeView => {
      const scheme = asRecord(schemes[key]);
      const text = (name: string) => (typeof scheme[name] === 'string' ? { [name]: scheme[name] as string } : {});
      return {
        key,
        type: typeof scheme.type === 'string' ? scheme.type : 'unknown',
        ...text('description'),
        ...text('scheme'),
        ...text('bearerFormat'),
        ...text('in'),
        ...text('name'),
        ...(typeof scheme['x-default'] === 'string' && { default: scheme['x-default'] }),
        scopes: Array.isArray(scopes) ? scopes.map(String) : [],
      };
    }),
  );
}
