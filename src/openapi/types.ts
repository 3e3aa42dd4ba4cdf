/**
 * Shapes of the OpenAPI stage. `OpenApiDocument` is the loaded, dereferenced file (main thread only: it may hold
 * circular references). Everything named `*View` is plain, JSON-serialisable data attached to pages and sent to
 * render workers: schemas are already dereferenced, and a schema that contains itself is cut and marked `recursive`.
 */

/** HTTP methods an OpenAPI path item can hold, lower-case as in the file. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One of {@link HTTP_METHODS}. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A loaded, validated and dereferenced OpenAPI file. */
export interface OpenApiDocument {
  /** The `openapi` entry as written in `site.json`, e.g. `openapi/users.yaml` or a URL. */
  source: string;
  /** How diagnostics and pages name the file: docs-relative path, or the URL. */
  file: string;
  /** `3.0` or `3.1`. */
  version: '3.0' | '3.1';
  /** The dereferenced document. `$ref`s are replaced by the objects they point at, so it may contain cycles. */
  document: Record<string, unknown>;
  /** Component names of dereferenced schema objects (e.g. `Pet`), by object identity, for labels and cycle marks. */
  schemaNames: Map<object, string>;
  /** Every operation of the file, in file order. */
  operations: OperationRef[];
  /**
   * Found in the docs folder, not named by the config (see openapi/discover.ts): a page naming an operation that
   * no such file has gets a warning and a notice, not an error, as the operation may be in a file Quire cannot see.
   */
  discovered?: true;
}

/** The `openapi` setting as loaded: the documents that loaded, and how many entries failed (already reported). */
export interface LoadedOpenApi {
  documents: OpenApiDocument[];
  failed: number;
  /** Absolute paths of every local file read (roots and `$ref` targets), for a dev server to watch. */
  files: string[];
  /**
   * The entries that did not load, with why (already reported): pages naming their operations are built with this
   * reason in place of the endpoint reference. Absent when every entry loaded.
   */
  unavailable?: UnavailableSource[];
}

/** An OpenAPI entry that did not load. */
export interface UnavailableSource {
  /** The entry as written (a path in the docs folder or a URL). */
  source: string;
  /** Docs-relative path, or the URL. */
  file: string;
  /** Why, in a few words: `the host name could not be resolved (are you offline?)`. */
  reason: string;
}

/** Where an operation sits in its document. */
export interface OperationRef {
  method: HttpMethod;
  path: string;
  /** `GET /pets/{id}`: the key pages use in front matter. */
  key: string;
}

/** A server (base URL) requests can go to. */
export interface ServerView {
  /** The URL with every server variable at its default. */
  url: string;
  description?: string;
  /**
   * The URL as written, with `{name}` placeholders, when it has variables: the playground lets readers choose their
   * values (a select for an `enum`, a text field otherwise).
   */
  template?: string;
  variables?: ServerVariableView[];
}

/** A server variable: its default and, when the file lists them, the values it may take. */
export interface ServerVariableView {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

/** One security scheme required by an operation. */
export interface SecuritySchemeView {
  /** The scheme's key in `components.securitySchemes`. */
  key: string;
  type: string;
  description?: string;
  /** `http` schemes: `bearer`, `basic` … */
  scheme?: string;
  bearerFormat?: string;
  /** `x-default`: the credential the playground starts with (`apiKey` and `http` bearer schemes). */
  default?: string;
  /** `apiKey` schemes: where and under which name the key is sent. */
  in?: string;
  name?: string;
  scopes: string[];
}

/** Alternatives: any one entry of `security` satisfies it; all schemes inside one entry are needed together. */
export type SecurityView = SecuritySchemeView[][];

/** A property of an object schema. */
export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

/** A dereferenced JSON Schema, reduced to what the docs and the playground show. */
export interface SchemaView {
  /** Component name when the schema came from a named component (e.g. `Pet`). */
  name?: string;
  /** Types, e.g. `['object']`, `['string', 'null']`; empty when the schema does not say. */
  types: string[];
  format?: string;
  title?: string;
  /** CommonMark. */
  description?: string;
  /** Set when this schema contains itself: it is shown by name and not expanded again. */
  recursive?: boolean;
  /** A `$ref` that points at nothing (`#/components/schemas/X`), shown as unresolved, and where it is written. */
  unresolved?: { ref: string; at: string };
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  enum?: unknown[];
  /** Present (even when `null`) only when the schema has `const`. */
  const?: unknown;
  /** Present (even when `null`) only when the schema has `default`. */
  default?: unknown;
  /** `x-default`: the value the playground starts with, without being the schema's `default` (as on Mintlify). */
  xDefault?: unknown;
  /** `x-mint.pre` and `x-mint.post`: labels shown before and after the field's name. */
  pre?: string[];
  post?: string[];
  /** `example` and `examples` of the schema. */
  examples?: unknown[];
  /** Validation keywords: `minLength`, `maximum`, `pattern`, `uniqueItems` … */
  constraints?: Record<string, string | number | boolean>;
  properties?: PropertyView[];
  /** `true` for any extra properties, a schema for typed ones; absent when the schema says nothing. */
  additionalProperties?: SchemaView | boolean;
  items?: SchemaView;
  /** `allOf` parts that could not be merged into one object. */
  allOf?: SchemaView[];
  oneOf?: SchemaView[];
  anyOf?: SchemaView[];
  not?: SchemaView;
  /** `discriminator.propertyName`. */
  discriminator?: string;
}

/** A named example of a parameter, body or response. */
export interface ExampleView {
  /** The key in `examples`; absent for a lone `example`. */
  name?: string;
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

/** A parameter (path, query, header or cookie), or a response header. */
export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaView;
  examples: ExampleView[];
  style?: string;
  explode?: boolean;
}

/** One media type of a body. */
export interface MediaTypeView {
  mediaType: string;
  schema?: SchemaView;
  examples: ExampleView[];
}

/** A request body. */
export interface RequestBodyView {
  required: boolean;
  description?: string;
  content: MediaTypeView[];
}

/** One response of an operation. */
export interface ResponseView {
  /** `200`, `4XX` or `default`. */
  status: string;
  description?: string;
  headers: ParameterView[];
  content: MediaTypeView[];
}

/** A request sample the OpenAPI file gives (`x-codeSamples`): its language, tab label and code. */
export interface AuthorCodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** One request of an operation's `callbacks`: the URL expression it goes to, and what it sends and expects. */
export interface CallbackView {
  /** The key in `callbacks`, e.g. `orderUpdated`. */
  name: string;
  /** The runtime expression the request goes to, e.g. `{$request.body#/callbackUrl}`. */
  expression: string;
  /** Upper-case, e.g. `POST`. */
  method: string;
  summary?: string;
  /** CommonMark. */
  description?: string;
  requestBody?: RequestBodyView;
  responses: ResponseView[];
}

/** Everything the endpoint page and the playground need about one operation; plain data. */
export interface OperationView {
  /**
   * What the page documents: an operation (absent), a webhook of `webhooks` (OpenAPI 3.1; `path` is then its name,
   * and nothing is sent from the page), or a component schema of an `openapi-schema:` page (then only `schema`).
   */
  kind?: 'webhook' | 'schema';
  /** The component schema of an `openapi-schema:` page; `path` is then its name. */
  schema?: SchemaView;
  /** The operation's `callbacks`, in file order; absent when it has none. */
  callbacks?: CallbackView[];
  /** `openapi` when described by an OpenAPI file, `api` when given by `api:` front matter only. */
  source: 'openapi' | 'api';
  /** The OpenAPI file (as in {@link OpenApiDocument.file}); absent for `api:` pages. */
  file?: string;
  /** Upper-case, e.g. `GET`. */
  method: string;
  /** The path template, e.g. `/pets/{id}`. */
  path: string;
  /** The full URL of an `api:` page, e.g. `https://api.example.com/v1/users`. */
  url?: string;
  operationId?: string;
  summary?: string;
  /** CommonMark. */
  description?: string;
  deprecated: boolean;
  tags: string[];
  /** Base URLs to send requests to: `api.baseUrl` when set, else the OpenAPI `servers`. */
  servers: ServerView[];
  security: SecurityView;
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  /** The author's own samples (`x-codeSamples`), shown before the generated ones; absent when there are none. */
  codeSamples?: AuthorCodeSample[];
  /**
   * Set when the operation could not be looked up because its OpenAPI file did not load (a URL fetched offline):
   * the page shows this reason in place of the endpoint reference, and everything else is empty.
   */
  unavailable?: string;
  /**
   * Broken `$ref`s that stand where a parameter, a request body, a response or a response header should be: the
   * page lists them (broken schemas are shown in place instead, see {@link SchemaView.unresolved}).
   */
  unresolvedParts?: UnresolvedRefView[];
}

/** A `$ref` that points at nothing, as an endpoint shows it. */
export interface UnresolvedRefView {
  /** As written: `#/components/schemas/Pet`. */
  ref: string;
  /** Where it is written: `openapi.yaml:12:7`. */
  at: string;
  /** What it stands for. */
  part: 'schema' | 'parameter' | 'request body' | 'response' | 'response header';
}
