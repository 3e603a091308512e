import type { FastifyInstance } from 'fastify';

/**
 * During shutdown, answers carry `Connection: close`. Otherwise a keep-alive connection
 * that was busy when close() began stays open until its idle timeout (72 s) and holds
 * the process, although every request on it has been answered.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
