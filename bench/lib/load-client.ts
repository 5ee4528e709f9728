// Child process of load.ts: runs one autocannon load and sends back every response latency.
import { randomInt, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadMessage, LoadOptions, LoadResult, PerRequest } from './load';

const reply = (message: LoadMessage) => process.send!(message, () => process.exit(0));

/** autocannon's `requests` option that rebuilds every request with its own body and headers. */
const variedRequests = ({ bodies, uuidHeaders = [] }: PerRequest): autocannon.Request[] => [
  {
    setupRequest: (request) => {
      const headers = { ...request.headers };
      for (const name of uuidHeaders) headers[name] = randomUUID();
      return { ...request, headers, ...(bodies?.length ? { body: bodies[randomInt(bodies.length)] } : {}) };
    },
  },
];

process.once('message', (options: LoadOptions) => {
  const latenciesMs: number[] = [];
  const reportError = (error: unknown) =>
    reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
  const instance = autocannon(
    {
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      ...(options.body !== undefined ? { body: options.body } : {}),
      connections: options.connections,
      duration: options.durationSeconds,
      ...(options.perRequest ? { requests: variedRequests(options.perRequest) } : {}),
    },
    (error, result) => {
      if (error) return reportError(error);
      const statusCodes = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
      );
      const loadResult: LoadResult = {
        latenciesMs,
        durationSeconds: result.duration,
        requestsPerSecond: latenciesMs.length / result.duration,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statusCodes,
      };
      reply({ ok: true, result: loadResult });
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
  });
});
