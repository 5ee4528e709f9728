// OpenAPI 3.1 generated from the contract's endpoint table, and a reference page that needs no script.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ProposalAcceptedSchema,
  endpointList,
  ERROR_KIND_BY_STATUS,
  ErrorResponseSchema,
  GENERIC_ERROR_STATUSES,
  type DomainError,
  type Endpoint,
} from '@blck/contract';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/** An answer as the server encodes it: its output, except that a codec (wire names ↔ code names) shows its wire side. */
const responseSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema: json }) => {
      if (!(zodSchema instanceof z.ZodCodec)) return;
      const { $schema: _, ...wire } = responseSchema(zodSchema.in as z.ZodType);
      for (const key of Object.keys(json)) delete json[key];
      Object.assign(json, wire);
    },
  });

const parametersOf = (schema: z.ZodType | undefined, location: 'path' | 'query' | 'header') => {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
};

const GENERIC_DESCRIPTIONS: Record<(typeof GENERIC_ERROR_STATUSES)[number], string> = {
  400: 'BAD_REQUEST: the request is malformed (per-field sentences in `fields`)',
  401: 'UNAUTHENTICATED: no valid session',
  403: 'FORBIDDEN: a permission is missing',
  429: 'RATE_LIMITED: too many requests; see Retry-After',
  500: 'INTERNAL: failed on our side; the sentence names a reference',
};

/** A sentence with its placeholders shown as {1}, {2}… (what the server fills in). */
const sentenceOf = (error: DomainError) =>
  typeof error.message === 'string'
    ? error.message
    : (error.message as (...args: string[]) => string)(
        ...Array.from({ length: error.message.length }, (_, index) => `{${index + 1}}`),
      );

/** Each status the call may answer: the generic refusals, then the endpoint's domain errors by status. */
const errorResponsesOf = (endpoint: Endpoint) => {
  const byStatus = new Map<number, { description: string[]; errors: { code: string; message: string }[] }>();
  for (const status of GENERIC_ERROR_STATUSES) {
    byStatus.set(status, { description: [GENERIC_DESCRIPTIONS[status]], errors: [] });
  }
  for (const error of endpoint.errors ?? []) {
    const entry = byStatus.get(error.status) ?? { description: [], errors: [] };
    entry.errors.push({ code: error.code, message: sentenceOf(error) });
    byStatus.set(error.status, entry);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, { description, errors }]) => [
        String(status),
        {
          description: [
            ...(description.length ? description : [ERROR_KIND_BY_STATUS[status as keyof typeof ERROR_KIND_BY_STATUS]]),
            ...errors.map((error) => `${error.code}: ${error.message}`),
          ].join('\n'),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          ...(errors.length ? { 'x-errors': errors } : {}),
        },
      ]),
  );
};

const operationOf = (endpoint: Endpoint) => ({
  operationId: endpoint.operationId,
  summary: endpoint.summary,
  tags: [endpoint.service],
  'x-access': endpoint.access,
  ...(endpoint.added ? { 'x-added-by-design': true } : {}),
  parameters: [
    ...parametersOf(endpoint.params, 'path'),
    ...parametersOf(endpoint.query, 'query'),
    ...parametersOf(endpoint.headers, 'header'),
    ...(endpoint.idempotent
      ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } }]
      : []),
  ],
  ...(endpoint.body
    ? {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
        },
      }
    : {}),
  security:
    endpoint.access === 'public'
      ? []
      : endpoint.access === 'intake'
        ? [{ intakeKey: [] }]
        : endpoint.service === 'auth'
          ? [{ authToken: [], binding: [] }]
          : [{ bearer: [], binding: [] }],
  responses: {
    '200': {
      description: 'Success',
      content: {
        'application/json': { schema: responseSchema(endpoint.response) },
        ...(endpoint.alsoProduces ? { [endpoint.alsoProduces]: { schema: { type: 'string' } } } : {}),
      },
    },
    ...(endpoint.fourEyes
      ? {
          '202': {
            description: `Held back by the approval policy "${endpoint.fourEyes}": nothing changed yet; the proposal waits for a second administrator (x-four-eyes).`,
            content: { 'application/json': { schema: responseSchema(ProposalAcceptedSchema) } },
          },
        }
      : {}),
    ...errorResponsesOf(endpoint),
    default: {
      description: 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  },
});

export const buildOpenApiDocument = (endpoints: readonly Endpoint[] = endpointList) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'BLCK back office API', version: '1.0.0' },
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorResponseSchema, 'output') },
      securitySchemes: {
        authToken: { type: 'apiKey', in: 'header', name: 'Authtoken' },
        bearer: { type: 'http', scheme: 'bearer' },
        binding: { type: 'apiKey', in: 'cookie', name: 'authbinding' },
        intakeKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
    },
  };
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const referencePage = (endpoints: readonly Endpoint[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b2a1e}
h2{margin-top:2.5rem;border-bottom:2px solid #1b5e20}code,pre{background:#f1f5f1;border-radius:4px;padding:.1rem .3rem}
pre{padding:.75rem;overflow:auto}.m{font-weight:700;color:#1b5e20;margin-right:.5rem}details{margin:.25rem 0 1rem}</style></head>
<body><h1>API reference</h1><p>Generated from the contract. Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
${endpoints
  .map(
    (
      endpoint,
    ) => `<h2 id="${endpoint.operationId}"><span class="m">${endpoint.method}</span><code>${escapeHtml(endpoint.path)}</code></h2>
<p>${escapeHtml(endpoint.summary)}</p><p>Access: <code>${endpoint.access}</code>${endpoint.added ? ' · added by the design' : ''}</p>
${endpoint.body ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(jsonSchema(endpoint.body, 'input'), null, 2))}</pre></details>` : ''}
<details><summary>Response</summary><pre>${escapeHtml(JSON.stringify(responseSchema(endpoint.response), null, 2))}</pre></details>`,
  )
  .join('\n')}
</body></html>`;

export const registerOpenApi = (app: FastifyInstance) => {
  const document = buildOpenApiDocument();
  const page = referencePage(endpointList);
  app.get('/api/docs/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
};
