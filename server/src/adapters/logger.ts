// Structured logging that never carries a secret: tokens, cookies and codes are removed, even from URLs. Requests for
// the console's files are logged at debug, so the info log reads as the API's traffic.
import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pinoPretty from 'pino-pretty';

/** Replaces 64-hex tokens and the reset code segment of a URL. */
export const redactUrl = (url: string): string =>
  url
    .replace(/\/forgotpassword\/[^/?]+\/[^/?]+/g, '/forgotpassword/[code]/[token]')
    .replace(/[0-9a-f]{64}/g, '[token]');

const NOT_CONSOLE_FILES = /^\/(api|socket\.io|healthz|readyz)(\/|\?|$)/;

/** A GET or HEAD for the console: a built asset or the index.html every other page path answers. */
export const isConsoleFileRequest = (request: Pick<FastifyRequest, 'method' | 'url'>): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !NOT_CONSOLE_FILES.test(request.url);

/** Fastify's request lines, at debug instead of info for the console's files (errors keep their level). */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (!isConsoleFileRequest(request)) return super.incomingRequest(request, reply, metadata);
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || !isConsoleFileRequest(request)) return super.requestCompleted(error, request, reply, metadata);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export const createLogController = (): LogController => new RequestLogController();

/** Where the log goes: one JSON object a line, or readable lines for a person at a terminal. */
export const logDestination = (output: NodeJS.WriteStream = process.stdout): Writable | undefined =>
  output.isTTY
    ? pinoPretty({ destination: output, sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' })
    : undefined;

export const loggerOptions = (level: string, stream?: NodeJS.WritableStream) => ({
  level,
  ...(stream ? { stream } : {}),
  redact: {
    paths: [
      'req.headers.authtoken',
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers.sessionid',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      id: request.id,
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
    }),
  },
});
