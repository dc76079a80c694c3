import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Address, decodeFunctionData, encodeAbiParameters, encodePacked, type Hex, keccak256, parseAbi } from 'viem';
import { sign } from 'viem/accounts';

const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']);
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
]);

/** What the test gateway answers for one DNS-decoded name. */
export interface TestGatewayRecord {
  address?: Address;
  texts?: Record<string, string>;
  /** For `<hex>.addr.reverse`: the primary name. */
  name?: string;
}

export interface TestGateway {
  /** The EIP-3668 URL template of this server. */
  url: string;
  /** Its own base URL, for things it serves beside the gateway (a tiny PNG at /avatar.png). */
  baseUrl: string;
  records: Map<string, TestGatewayRecord>;
  /** How the next answers are signed: by `signerKey`, valid for `ttlSeconds` (negative: already expired). */
  signing: { signerKey: Hex; ttlSeconds: number };
  /** Requests seen, as `<method> <path>`. */
  requests: string[];
  stop(): Promise<void>;
}

function dnsDecode(bytes: Uint8Array): string {
  const labels: string[] = [];
  for (let offset = 0; bytes[offset] !== 0; offset += bytes[offset]! + 1) {
    labels.push(new TextDecoder().decode(bytes.slice(offset + 1, offset + 1 + bytes[offset]!)));
  }
  return labels.join('.');
}

function answer(record: TestGatewayRecord | undefined, data: Hex): Hex {
  const call = decodeFunctionData({ abi: recordAbi, data });
  if (call.functionName === 'addr' && call.args.length === 1) {
    return encodeAbiParameters([{ type: 'address' }], [record?.address ?? `0x${'00'.repeat(20)}`]);
  }
  if (call.functionName === 'addr') return encodeAbiParameters([{ type: 'bytes' }], [record?.address ?? '0x']);
  if (call.functionName === 'text') return encodeAbiParameters([{ type: 'string' }], [record?.texts?.[call.args[1]] ?? '']);
  return encodeAbiParameters([{ type: 'string' }], [record?.name ?? '']);
}

/**
 * A stand-in CCIP-read gateway for the offchain resolver, written from EIP-3668 and the resolver's signature
 * scheme alone (independent of the Airlock server's), so the contracts are tested against the spec.
 */
export async function startTestGateway(signerKey: Hex): Promise<TestGateway> {
  const records = new Map<string, TestGatewayRecord>();
  const requests: string[] = [];
  const signing = { signerKey, ttlSeconds: 300 };
  const server: Server = createServer((request, response) => {
    handle(request.url ?? '', request.method ?? '').then(
      ({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  const handle = async (url: string, method: string): Promise<{ status: number; type: string; body: string | Buffer }> => {
    requests.push(`${method} ${url}`);
    if (url === '/avatar.png') return { status: 200, type: 'image/png', body: Buffer.from('89504e470d0a1a0a', 'hex') };
    const match = /^\/gateway\/(0x[0-9a-f]{40})\/(0x[0-9a-f]*)\.json$/.exec(url);
    if (!match) return { status: 404, type: 'application/json', body: JSON.stringify({ message: 'not found' }) };
    const [, sender, callData] = match as unknown as [string, Address, Hex];
    const { args } = decodeFunctionData({ abi: resolveAbi, data: callData });
    const result = answer(records.get(dnsDecode(Buffer.from(args[0].slice(2), 'hex'))), args[1]);
    const expires = BigInt(Math.floor(Date.now() / 1000) + signing.ttlSeconds);
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', sender, expires, keccak256(callData), keccak256(result)],
      ),
    );
    const signature = await sign({ hash, privateKey: signing.signerKey, to: 'hex' });
    const data = encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature]);
    return { status: 200, type: 'application/json', body: JSON.stringify({ data }) };
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${baseUrl}/gateway/{sender}/{data}.json`,
    baseUrl,
    records,
    signing,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
