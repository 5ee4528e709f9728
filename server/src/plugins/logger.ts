// Structured logging that never carries a secret: tokens, cookies and codes are removed, even from URLs.
import type { FastifyRequest } from 'fastify';

/** Replaces 64-hex tokens and the reset code segment of a URL. */
export const redactUrl = (url: string): string =>
  url
    .replace(/\/forgotpassword\/[^/?]+\/[^/?]+/g, '/forgotpassword/[code]/[token]')
    .replace(/[0-9a-f]{64}/g, '[token]');

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
