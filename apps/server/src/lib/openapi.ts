import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { getCookies } from 'better-auth/cookies';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '../auth/auth';
import { requireSignIn } from '../auth/current-user';
import { VERSION } from '../version';
import { ZIfMatchRequired } from './etag';
import { FILE_FIELD } from './file-field';
import { tidyComponents } from './openapi-components';
import { openApiSchemas } from './openapi-schemas';

type TJson = Record<string, unknown>;
type TMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch';

const SESSION = [{ sessionCookie: [] }];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const METHODS: readonly TMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

/** The document's tags, one per area of the API (route schemas name them), in the order a reader meets them. */
const TAGS: Record<string, string> = {
  auth: "better-auth's endpoints, bridged under /api/auth: sign-up, sign-in, sessions, passwords, two-factor",
  session: 'Who is signed in, where to sign in, and the visitor’s language and region',
  users: 'The signed-in user’s settings, sessions, presence, tours and account; public profiles; first-run setup',
  learn: 'Reading and taking items: details, extends, records, quizzes, checkpoints, search, featured lists',
  authoring: 'The editor: saving and publishing every item type, syncing, and saves made elsewhere',
  creator: 'The creator dashboard and the editors’ pickers; the Learner Architecture',
  submissions: 'Learners’ submissions on tutorial steps, WebGL builds and their play origin',
  media: 'Images, videos and resumable uploads; transcodes, subtitles, privacy and viewing events',
  community: 'Comments on tutorial steps, posting blocks and moderation',
  groups: 'Private groups, invitations, posts and reposts',
  embeds: 'Resolving embeddable pages through their providers’ oEmbed endpoints',
  edlab: 'The educator lab’s seats',
  site: 'Site settings and the footer’s pages',
  apps: 'The header’s external apps',
  admin: 'Feature flags, memberships and user administration (admins)',
  xapi: 'xAPI statements of every learning event (learn admins and admins)',
  operations: 'Liveness and readiness probes',
};

/** A request or answer of a documented operation: a zod schema, as route schemas are. */
type TDocumentedContent = { contentType: string; schema: z.ZodType };

/**
 * An operation the document describes that no Fastify route of its own serves: better-auth's endpoints behind the
 * /api/auth/* bridge (auth/auth.openapi.ts) and the tus protocol behind /api/media/uploads (media/
 * resumable-uploads.openapi.ts). Described with zod, like routes, and turned into OpenAPI by the same transform.
 */
export type TDocumentedOperation = {
  method: TMethod;
  /** The OpenAPI path, parameters in braces: `/api/media/uploads/{uploadId}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Whether the caller needs a session (the session cookie), or may call anonymously. */
  signedIn: boolean;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  headers?: z.ZodObject;
  body?: TDocumentedContent & { required: boolean };
  responses: Record<string, { description: string; content?: TDocumentedContent; headers?: z.ZodObject }>;
};

const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiSchemas });
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas });

/** Whether a route refuses anonymous callers: every API write unless it is an `anonymousWrite`, and `requireSignIn`. */
const needsSession = (route: RouteOptions) => {
  const methods = ([] as string[]).concat(route.method);
  if (methods.some((method) => !SAFE_METHODS.has(method)) && !route.config?.anonymousWrite) return true;
  return ([] as unknown[]).concat(route.onRequest ?? []).includes(requireSignIn);
};

/**
 * Parameters are listed one by one, so a named schema of them is inlined (a copy that holds no name): @fastify/swagger
 * cannot list the parameters of a reference.
 */
const inlineParameters = <T extends object | undefined>(schema: T): T => {
  if (!schema) return schema;
  const inlined: Record<string, unknown> = { ...schema };
  for (const place of ['params', 'querystring', 'headers']) {
    const value = inlined[place];
    if (value instanceof z.ZodObject && openApiSchemas.get(value)?.id) inlined[place] = value.extend({});
  }
  return inlined as T;
};

/**
 * Each route's zod schemas as JSON schemas (named components by reference), its security (the session cookie, or none),
 * and the form of the bodies it reads without a schema (a multipart file, a raw file).
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = zodTransform({ ...input, schema: inlineParameters(input.schema) }) as {
    schema: TJson;
    url: string;
  };
  if (schema.hide) return { schema, url };
  const documented: TJson = { ...schema, security: schema.security ?? (needsSession(input.route) ? SESSION : []) };
  // A save's If-Match: required, though the route's validation lets it through (the service refuses a save without
  // it, after the caller's rights: lib/etag.ts).
  if (input.schema?.headers === ZIfMatchRequired) {
    documented.headers = { ...(schema.headers as TJson), required: ['if-match'] };
  }
  const consumes = schema.consumes as string[] | undefined;
  if (!schema.body && consumes?.length) {
    documented.body = consumes.includes('multipart/form-data')
      ? {
          type: 'object',
          properties: { [FILE_FIELD]: { type: 'string', format: 'binary' } },
          required: [FILE_FIELD],
        }
      : { type: 'string', format: 'binary' };
  }
  return { schema: documented, url };
};

/** The parameters of one place (`path`, `query`, `header`) from the JSON schema of an object. */
const parametersOf = (place: string, json: TJson | undefined) => {
  const properties = (json?.properties ?? {}) as Record<string, TJson>;
  const required = new Set((json?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    ...(description ? { description } : {}),
    schema,
  }));
};

/** A documented operation in OpenAPI terms, its schemas converted as a route's are. */
const operationOf = (operation: TDocumentedOperation, openapiObject: TJson): TJson => {
  const responses = Object.entries(operation.responses);
  const converted = zodTransform({
    schema: inlineParameters({
      params: operation.params,
      querystring: operation.querystring,
      headers: operation.headers,
      body: operation.body?.schema,
      response: Object.fromEntries(
        responses.flatMap(([status, { content }]) => (content ? [[status, content.schema]] : [])),
      ),
    }),
    url: operation.path,
    route: {} as RouteOptions,
    openapiObject,
  } as Parameters<typeof zodTransform>[0]).schema as Record<string, TJson | undefined> & {
    response: Record<string, TJson>;
  };
  const headerSchemas = Object.fromEntries(
    responses.flatMap(([status, { headers }]) =>
      headers
        ? [[status, zodTransform({ schema: { body: headers }, url: '', openapiObject } as never).schema.body as TJson]]
        : [],
    ),
  );
  const parameters = [
    ...parametersOf('path', converted.params),
    ...parametersOf('query', converted.querystring),
    ...parametersOf('header', converted.headers),
  ];
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: operation.signedIn ? SESSION : [],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body && {
      requestBody: {
        required: operation.body.required,
        content: { [operation.body.contentType]: { schema: converted.body } },
      },
    }),
    responses: Object.fromEntries(
      responses.map(([status, { description, content }]) => [
        status,
        {
          description,
          ...(headerSchemas[status] && {
            headers: Object.fromEntries(
              parametersOf('header', headerSchemas[status]).map(({ name, description, schema, required }) => [
                name,
                { ...(description ? { description } : {}), required, schema },
              ]),
            ),
          }),
          ...(content && { content: { [content.contentType]: { schema: converted.response[status] } } }),
        },
      ]),
    ),
  };
};

/** `post /api/groups/{groupId}/posts` → `postGroupsByGroupIdPosts`: unique while method and path are. */
const operationIdOf = (method: string, path: string) => {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .flatMap((segment) =>
      segment
        .replace(/\{(\w+)\}/g, ' by $1 ')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean),
    );
  return [method, ...words].map((word, index) => (index ? word[0]?.toUpperCase() + word.slice(1) : word)).join('');
};

/** The answer every 4xx and 5xx of the API has: `{error:{key, fields?, params?}}`. */
const errorResponse = (description: string) => ({ $ref: `#/components/responses/${description}` });
const ERROR_RESPONSES: Record<string, TJson> = {
  BadRequest: {
    description: 'The request is malformed or fails validation: the key, and the fields that explain it',
  },
  Unauthorized: { description: 'No session, or an expired one: `auth_required`' },
  TooManyRequests: { description: 'Past a rate limit: `rate_limited`, with params.retryAfterSeconds' },
  Error: {
    description:
      'Any other refusal or failure, with the status of its key (403 forbidden, 404 not_found, 409, 413, 415, 5xx…)',
  },
};

/**
 * The whole document: the zod components, the documented operations beside the routes, operation ids from method and
 * path, the error answers of every operation, tags, and only the components in use.
 */
const completeDocument =
  (documented: readonly TDocumentedOperation[]) =>
  ({ openapiObject }: { openapiObject: TJson }) => {
    const document = zodComponents({ openapiObject } as never) as TJson;
    const paths = { ...(document.paths as Record<string, Record<string, TJson>>) };
    for (const operation of documented) {
      paths[operation.path] = { ...paths[operation.path], [operation.method]: operationOf(operation, document) };
    }
    const used = new Set<string>();
    for (const [path, item] of Object.entries(paths)) {
      const operations: Record<string, TJson> = {};
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method as TMethod)) {
          operations[method] = operation;
          continue;
        }
        for (const tag of (operation.tags ?? []) as string[]) used.add(tag);
        const signedIn = (operation.security as unknown[] | undefined)?.length;
        operations[method] = {
          ...operation,
          operationId: operation.operationId ?? operationIdOf(method, path),
          responses: {
            400: errorResponse('BadRequest'),
            ...(signedIn ? { 401: errorResponse('Unauthorized') } : {}),
            429: errorResponse('TooManyRequests'),
            default: errorResponse('Error'),
            ...(operation.responses as TJson),
          },
        };
      }
      paths[path] = operations;
    }
    const components = document.components as TJson;
    return tidyComponents({
      ...document,
      paths,
      // A tag without a description here is listed without one (and the lint's tag-description rule says so).
      tags: [...new Set([...Object.keys(TAGS), ...used])]
        .filter((tag) => used.has(tag))
        .map((name) => ({ name, ...(TAGS[name] ? { description: TAGS[name] } : {}) })),
      components: {
        ...components,
        responses: Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([name, response]) => [
            name,
            { ...response, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
          ]),
        ),
      },
    });
  };

/**
 * @fastify/swagger's options: the document of every route (`app.swagger()`, /api/docs), with the operations in
 * `documented` that the server answers without routes of their own. `npm run openapi` writes it to docs/openapi.json.
 */
export const openApiOptions = (deps: {
  auth: TAuth;
  documented: readonly TDocumentedOperation[];
}): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Questline API',
      version: VERSION,
      description:
        'Answers are `{result}` or `{error:{key}}` (better-auth’s endpoints under /api/auth answer their own bodies ' +
        'on success). Writes need the session cookie unless they say otherwise, and a browser’s Origin of this site.',
      license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
    },
    servers: [{ url: '/', description: 'This server' }],
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          // better-auth's own name for it (auth/auth.ts cookiePrefix), `__Secure-` prefixed behind HTTPS.
          name: getCookies(deps.auth.options).sessionToken.name,
          description:
            'The session better-auth sets on sign-in (HttpOnly, SameSite=Lax; `__Secure-` prefixed behind HTTPS). ' +
            'Operations without it read the session when there is one.',
        },
      },
    },
  },
  transform,
  transformObject: completeDocument(deps.documented) as FastifyDynamicSwaggerOptions['transformObject'],
});
