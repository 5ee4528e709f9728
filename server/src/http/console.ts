// Serves the built console: hashed assets cached for good and sent as the brotli or gzip file the build made beside
// them, index.html with runtime settings for any other path (history fallback, compressed once at start), and JSON
// 404s under /api.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGE_META } from '@blck/contract';
import type { Config } from '../config/env';
import { allowedMethodsFor } from './error-handler';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sets the content of each known `<meta name=…>` tag in the built index.html. */
export const injectPageMeta = (html: string, values: Record<string, string>): string =>
  Object.entries(values).reduce(
    (page, [name, value]) =>
      page.replace(new RegExp(`(<meta\\s+name="${name}"\\s+content=")[^"]*(")`), `$1${escapeAttribute(value)}$2`),
    html,
  );

/** The index page in each encoding a browser may ask for, made once: it changes only with the settings. */
const encodingsOf = (html: string) => {
  const identity = Buffer.from(html, 'utf8');
  return {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  };
};

export const registerConsole = async (app: FastifyInstance, config: Config, distDir: string) => {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built
    ? injectPageMeta(readFileSync(indexFile, 'utf8'), {
        [PAGE_META.brandName]: config.brandName,
        [PAGE_META.captchaProvider]: config.captcha.provider,
        [PAGE_META.recaptchaSiteKey]: config.captcha.recaptchaSiteKey,
        [PAGE_META.appEnv]: config.appEnv,
      })
    : '<!doctype html><title>Console not built</title><p>The console is not built yet. Run <code>npm run build</code>, then start again.</p>';
  const indexEncodings = encodingsOf(indexHtml);

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && /\.[a-z0-9]+$/i.test(path) && !path.startsWith('/api/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`There is no file ${path}.`);
    }
    const allowed = allowedMethodsFor(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          success: false,
          message: `The address ${path} does not take ${request.method}; it takes ${allowed.join(' or ')}.`,
          error: 'METHOD_NOT_ALLOWED',
        });
    }
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({
        success: false,
        message: `There is no ${request.method} ${request.url.split('?')[0]} in this API.`,
        error: 'NOT_FOUND',
      });
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as 'br' | 'gzip' | undefined;
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(built ? 200 : 503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(indexEncodings[encoding ?? 'identity']);
  });
};
