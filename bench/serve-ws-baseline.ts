import { once } from 'node:events';
import { WebSocket, WebSocketServer, type AddressInfo } from 'ws';
import { servePublisher } from './push-publisher.ts';

/**
 * The realtime baseline: a bare `ws` server on the same machine, in the same run. Push number n
 * goes to the n-th socket (round robin), serialised per send as the product's sockets do.
 */
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 16 * 1024 });
await once(server, 'listening');
const sockets: WebSocket[] = [];
server.on('connection', (ws) => {
  sockets.push(ws);
  ws.on('close', () => sockets.splice(sockets.indexOf(ws), 1));
});
servePublisher((sequence, frame) => {
  const socket = sockets[sequence % sockets.length];
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
});
process.send?.({ ready: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
