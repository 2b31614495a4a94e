/**
 * The Voice SDK builds `wss://HOST:PORT/signal` from `chunderw` (the scheme is fixed) and captures
 * `globalThis.WebSocket` when its transport module is evaluated. For the local gateway on a plain-http page, a
 * WebSocket class that turns that one URL into `ws://` is put in place while the SDK chunk evaluates, then the
 * page's own WebSocket is restored (notes: voice-gateway.md).
 */
function gatewaySignalUrl(gateway: string): string {
  return `wss://${gateway}/signal`;
}

/** A WebSocket class that opens `ws://` instead of `wss://` for the local gateway, and anything else as is. */
export function localGatewayWebSocket(base: typeof WebSocket, gateway: string): typeof WebSocket {
  const secure = gatewaySignalUrl(gateway);
  const plain = `ws://${gateway}/signal`;
  return class LocalGatewayWebSocket extends base {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(String(url) === secure ? plain : url, protocols);
    }
  };
}

/**
 * Evaluates `load` (the SDK chunk) with the rewriting WebSocket in place when a local gateway is configured and
 * the page is plain http (an https page keeps `wss://`, which a TLS proxy in front of the gateway serves).
 */
export async function withGatewayWebSocket<T>(
  gateway: string | null,
  load: () => Promise<T>,
  scope: { WebSocket: typeof WebSocket; location: { protocol: string } } = globalThis,
): Promise<T> {
  if (!gateway || scope.location.protocol !== 'http:') return load();
  const original = scope.WebSocket;
  scope.WebSocket = localGatewayWebSocket(original, gateway);
  try {
    return await load();
  } finally {
    scope.WebSocket = original;
  }
}
