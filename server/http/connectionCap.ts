/**
 * Open connections per client address, capped (MAX_CONNECTIONS_PER_ADDRESS): each connection holds
 * sockets, parser state and up to a body's worth of bytes until its request is complete (or
 * BODY_TIMEOUT_MS passes), so 2,000 connections from one address that each send half a body would
 * hold ~190 MB. Past the cap a new connection from that address is closed as it is accepted, before
 * anything is read. The key is the socket's peer (IPv6 per /64, IPv4-mapped as IPv4: clientAddress.ts);
 * behind a trusted proxy every peer is the proxy, so the cap is off and the proxy bounds connections.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './clientAddress.ts';

export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const raw = socket.remoteAddress ?? 'unknown';
    const key = addressKey(raw) ?? raw;
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
