import type { WebSocket } from 'ws';

/** The net.Socket under a ws WebSocket (ws keeps it in `_socket`); undefined if that ever changes. */
function transportOf(socket: WebSocket): { cork(): void; uncork(): void } | undefined {
  const transport = (socket as unknown as { _socket?: { cork?: unknown; uncork?: unknown } })._socket;
  return typeof transport?.cork === 'function' && typeof transport.uncork === 'function'
    ? (transport as { cork(): void; uncork(): void })
    : undefined;
}

/**
 * Sends text frames on a ws WebSocket so that frames sent in the same tick (a group commit answers
 * and delivers many publishes at once) leave in one write: the socket is corked until the tick's end.
 */
export class TickCorkedSocket {
  private corked = false;

  constructor(private readonly socket: WebSocket) {}

  send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (!this.corked) {
      const transport = transportOf(this.socket);
      if (transport) {
        this.corked = true;
        transport.cork();
        process.nextTick(() => {
          this.corked = false;
          transport.uncork();
        });
      }
    }
    this.socket.send(text);
  }
}
