/** EIP-1193 / JSON-RPC error codes the test wallet answers with. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** An EIP-1193 `ProviderRpcError`: an `Error` with a numeric `code` and optional `data`. */
export class WalletRpcError extends Error {
  override readonly name = 'WalletRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export const userRejectedError = (): WalletRpcError => new WalletRpcError(walletErrorCodes.userRejected, 'User rejected the request.');

export const unauthorizedError = (): WalletRpcError =>
  new WalletRpcError(walletErrorCodes.unauthorized, 'The requested account and/or method has not been authorized by the user.');

export const unsupportedMethodError = (method: string): WalletRpcError =>
  new WalletRpcError(walletErrorCodes.unsupportedMethod, `The test wallet does not support ${method}.`);

export const unrecognizedChainError = (chainId: number): WalletRpcError =>
  new WalletRpcError(
    walletErrorCodes.unrecognizedChain,
    `Unrecognized chain ID "0x${chainId.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`,
  );

export const invalidParamsError = (message: string): WalletRpcError => new WalletRpcError(walletErrorCodes.invalidParams, message);
