/** Where the names gateway answers (EIP-3668 GET and POST, and GET for its NameGatewayInfo). */
export const GATEWAY_PATH = '/v1/profile/gateway';

/** The EIP-3668 URL template an offchain resolver sends lookups to, for the server at `baseUrl`. */
export function gatewayUrlTemplate(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${GATEWAY_PATH}/{sender}/{data}.json`;
}
