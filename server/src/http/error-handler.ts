// Every failure leaves in the error envelope with the right status; details of a 500 stay in the log.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type ErrorCode } from '@blck/contract';
import { HttpError } from '../lib/http-error';

export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL:
    'The address contains malformed percent-encoding (a % not followed by two hex digits); check the link.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long to be an id or a code; check the link.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

/** The code of a framework refusal by its status; any other 4xx is a malformed request. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};
const frameworkCode = (status: number): ErrorCode => FRAMEWORK_CODES[status] ?? 'BAD_REQUEST';

/** Refusals of the router (bad percent-encoding 400, over-long parameter 414), in the envelope. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode ?? 400;
  return reply.code(status).send({
    success: false,
    message: FASTIFY_MESSAGES[error.code] ?? 'The address could not be read; check the link.',
    error: frameworkCode(status),
  });
};

/** Requests Node's HTTP parser refuses before Fastify sees them (headers too large, not HTTP, too slow). */
const PARSER_REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: "The request headers are too large. Clear this site's cookies or sign in again, then retry.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Try again.' },
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = PARSER_REFUSALS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read as HTTP. Check the client that sent it.',
  };
  const body = JSON.stringify({ success: false, message: refusal.message, error: frameworkCode(refusal.status) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const ROUTE_PATTERNS = Object.values(endpoints).map((endpoint) => ({
  method: endpoint.method,
  pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The contract's methods for a path that exists with other methods (for a 405 and its Allow header). */
export const allowedMethodsFor = (path: string): string[] => [
  ...new Set(ROUTE_PATTERNS.filter((route) => route.pattern.test(path)).map((route) => route.method)),
];

/** Database refusals caused by what the request carried, by SQLSTATE: never a 500. */
const DATABASE_REFUSALS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '22021': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Remove the control characters (such as NUL) from the text you sent.',
  },
  '22003': {
    status: 422,
    code: 'AMOUNT_OUT_OF_RANGE',
    message: 'This amount would take a total past what the books can hold. Use a smaller amount.',
  },
};

/**
 * A unique index settled a race a check before it could not (check-then-insert): the index's own sentence where the
 * index says which field, otherwise a general conflict. Services that can say more catch 23505 themselves.
 */
const UNIQUE_INDEXES: Record<string, { code: string; message: string }> = {
  admins_email_key: { code: 'EMAIL_TAKEN', message: 'An administrator with this email already exists.' },
  issuers_email_key: { code: 'ISSUER_EMAIL_TAKEN', message: 'An issuer with this email already exists.' },
  issuers_wallet_key: { code: 'ISSUER_WALLET_TAKEN', message: 'This wallet already belongs to an issuer.' },
  custom_tokens_prefix_key: { code: 'TOKEN_SYMBOL_TAKEN', message: 'This symbol is already used by another token.' },
  fiats_label_key: { code: 'FIAT_LABEL_TAKEN', message: 'This label is already used by another fiat currency.' },
  locked_fund_payments_payment_key: {
    code: 'PAYMENT_LOCKED',
    message: 'A payment of this lock was just locked by another request. Reload and try again.',
  },
};

const uniqueViolation = (error: unknown) => {
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  const name = Object.keys(UNIQUE_INDEXES).find(
    (index) => constraint === index || (typeof message === 'string' && message.includes(`"${index}"`)),
  );
  const known = name ? UNIQUE_INDEXES[name] : undefined;
  return {
    status: 409,
    code: known?.code ?? 'CONFLICT',
    message: known?.message ?? 'This was just created or changed by another request. Reload and try again.',
  };
};

const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ success: false, message: error.message, error: error.code });
    }
    if (error instanceof ValidationError) {
      return reply
        .code(400)
        .send({ success: false, message: error.message, error: 'BAD_REQUEST', fields: error.fields });
    }
    const refusal = sqlStateOf(error) === '23505' ? uniqueViolation(error) : DATABASE_REFUSALS[sqlStateOf(error) ?? ''];
    if (refusal) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply.code(refusal.status).send({ success: false, message: refusal.message, error: refusal.code });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[(error as FastifyError).code] ??
        (/JSON/i.test(error.message) ? 'The request body is not valid JSON.' : 'The request could not be read.');
      return reply.code(status).send({ success: false, message, error: frameworkCode(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      success: false,
      message: `Something went wrong on our side. Try again; if it keeps happening, give the operators this reference: ${request.id}.`,
      error: 'INTERNAL',
    });
  });
};
