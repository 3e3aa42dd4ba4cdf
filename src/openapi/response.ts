/** The responses of an operation: each status with its description, headers, schema and examples. */
import { asRecord, isRecord } from './document.js';
import { getHeaders } from './parameter.js';
import { getContent } from './request-body.js';
import type { SchemaContext } from './schema.js';
import type { ResponseView } from './types.js';
import { unresolvedRef } from './unresolved.js';

/** Responses in file order (`200`, `4XX`, `default` …). */
export function getResponses(operation: Record<string, unknown>, context: SchemaContext): ResponseView[] {
  return Object.entries(asRecord(operation.responses))
    .filter(([status, raw]) => isRecord(raw) && !status.startsWith('x-'))
    .map(([status, raw]) => {
      // A broken `$ref` keeps its status, listed as unresolved on the page.
      const broken = unresolvedRef(raw, 'response');
      if (broken) context.unresolved.push(broken);
      const response = broken ? {} : (raw as Record<string, unknown>);
      return {
        status,
        ...(typeof response.description === 'string' && { description: response.description }),
        headers: getHeaders(response.headers, context),
        content: getContent(response.content, context),
      };
    });
}

/** The reason phrase of a status code, e.g. `Not Found` for `404`, or '' when unknown or a range like `4XX`. */
export function statusText(status: string): string {
  return STATUS_TEXT[status] ?? '';
}

const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue',
  '101': 'Switching Protocols',
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '203': 'Non-Authoritative Information',
  '204': 'No Content',
  '205': 'Reset Content',
  '206': 'Partial Content',
  '207': 'Multi-Status',
  '300': 'Multiple Choices',
  '301': 'Moved Permanently',
  '302': 'Found',
  '303': 'See Other',
  '304': 'Not Modified',
  '307': 'Temporary Redirect',
  '308': 'Permanent Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '406': 'Not Acceptable',
  '408': 'Request Timeout',
  '409': 'Conflict',
  '410': 'Gone',
  '411': 'Length Required',
  '412': 'Precondition Failed',
  '413': 'Payload Too Large',
  '414': 'URI Too Long',
  '415': 'Unsupported Media Type',
  '416': 'Range Not Satisfiable',
  '422': 'Unprocessable Content',
  '423': 'Locked',
  '425': 'Too Early',
  '428': 'Precondition Required',
  '429': 'Too Many Requests',
  '451': 'Unavailable For Legal Reasons',
  '500': 'Internal Server Error',
  '501': 'Not Implemented',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
  default: 'Any other status',
};
