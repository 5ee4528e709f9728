// Liveness and readiness for load balancers: /healthz answers while the process runs, /readyz checks the database.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

export const registerHealth = (app: FastifyInstance, db: Db) => {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    try {
      await db.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
};
