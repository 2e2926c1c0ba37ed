import type { RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

type Connection = { inFlight: number; idleSince: number };

/**
 * A stop that drops nothing (decision 015). Closing idle keep-alive connections, as node's
 * `server.close()` does, races with a client that is sending its next request on one: the client sees
 * a reset for a request it believes was sent. Instead, once stopping:
 * - no new connection is taken (the listener closes; a new one is refused, which a client can tell apart);
 * - every answer, including those in flight, says `Connection: close`, so the client opens a new
 *   connection for its next request instead of reusing this one;
 * - a connection with nothing in flight is closed only after it has had `idleGraceMs` to send one;
 * - whatever is left after `forceAfterMs` is cut, so the stop is bounded.
 */
export function createDrain({ idleGraceMs = 2000, pollMs = 100 } = {}) {
  const connections = new Map<Socket, Connection>();
  const unanswered = new Set<ServerResponse>();
  let stoppingSince: number | undefined;

  function listener(inner: RequestListener): RequestListener {
    return (request, response) => {
      const connection = connections.get(request.socket);
      if (connection) connection.inFlight += 1;
      unanswered.add(response);
      if (stoppingSince !== undefined) response.setHeader('Connection', 'close');
      response.once('close', () => {
        unanswered.delete(response);
        if (!connection) return;
        connection.inFlight -= 1;
        connection.idleSince = performance.now();
      });
      inner(request, response);
    };
  }

  function track(server: Server) {
    server.on('connection', (socket: Socket) => {
      connections.set(socket, { inFlight: 0, idleSince: performance.now() });
      socket.once('close', () => connections.delete(socket));
    });
  }

  async function stop(server: Server, { forceAfterMs = 10_000 } = {}): Promise<void> {
    if (stoppingSince !== undefined) return;
    stoppingSince = performance.now();
    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
    // net.Server's close, not http.Server's: the latter also closes idle connections at once (above).
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    const since = stoppingSince;
    const sweep = setInterval(() => {
      const now = performance.now();
      for (const [socket, connection] of connections) {
        if (connection.inFlight === 0 && now - Math.max(connection.idleSince, since) >= idleGraceMs) socket.destroy();
      }
    }, pollMs);
    const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
  }

  return { listener, track, stop };
}
