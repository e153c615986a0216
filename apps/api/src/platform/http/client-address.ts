import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Whether a person at this machine sent the request: the connection comes from a loopback
 * address and no proxy relayed it (a local proxy would make every outside client look local).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) {
    return false;
  }
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
