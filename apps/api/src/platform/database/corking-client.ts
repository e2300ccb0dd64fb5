import { Socket } from 'node:net';
import { Client, type ClientConfig } from 'pg';

/**
 * A node-postgres client on a socket of its own making (the client's public `stream` option), so that a caller
 * can hand it several pipelined statements as one write: `batch` corks the socket while the statements are
 * queued (node-postgres writes a pipelined query as soon as it is queued, one system call each) and uncorks
 * it after, which sends them in one. With the `ssl` option it keeps node-postgres' own socket and `batch` only
 * runs `send`. (TLS asked for by the connection string's `sslmode` is layered over this socket; whether the cork
 * then saves a call was not measured here, the local server has no TLS; the statements go out either way.)
 */
export class CorkingClient extends Client {
  private readonly socket: Socket | null;

  constructor(config: ClientConfig) {
    const socket = config.ssl ? null : new Socket();
    super(socket ? { ...config, stream: () => socket } : config);
    this.socket = socket;
  }

  batch<T>(send: () => T): T {
    const socket = this.socket;
    if (!socket) return send();
    socket.cork();
    try {
      return send();
    } finally {
      socket.uncork();
    }
  }
}
