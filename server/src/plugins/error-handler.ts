// Every failure leaves in the error envelope with the right status; details of a 500 stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '@blck/contract';
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
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

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
    const refusal = DATABASE_REFUSALS[sqlStateOf(error) ?? ''];
    if (refusal) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply.code(refusal.status).send({ success: false, message: refusal.message, error: refusal.code });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[(error as FastifyError).code] ??
        (/JSON/i.test(error.message) ? 'The request body is not valid JSON.' : 'The request could not be read.');
      return reply.code(status).send({ success: false, message, error: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      success: false,
      message: `Something went wrong on our side. Try again; if it keeps happening, give the operators this reference: ${request.id}.`,
      error: 'INTERNAL',
    });
  });
};
