// Liveness and readiness for load balancers: /healthz answers while the process runs, /readyz checks the database
// and turns 503 as soon as the instance starts shutting down.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

export const registerHealth = (app: FastifyInstance, db: Db) => {
  let shuttingDown = false;
  const drain = () => {
    shuttingDown = true;
  };
  app.addHook('preClose', async () => drain());
  // A kept-alive connection would hold the shutdown open until its idle timeout: answers close it instead.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
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
  /** Tells the load balancer to stop sending requests, while this instance still serves them. */
  return { drain };
};
