import {
  chainOfCoinType,
  DEFAULT_NAME_SUFFIX,
  DEFAULT_REMOTE_FEATURES,
  labelUnderSuffix,
  nameLabelProblem,
  parseNameRegistrationMessage,
  type AccountNameRecord,
  type RegisterNameRequest,
} from '@airlock/protocol';
import { verifyMessage } from 'viem';
import { startRecordingServer, type RecordedRequest } from '../recording-server';

export const NAMES_PROJECT = 'c'.repeat(32);
/** How far a registration's timestamp may be from now (the server refuses older or future messages). */
const TIMESTAMP_WINDOW_S = 5 * 60;

/** A route answering `status` instead of its result (an outage is 503). */
export type NamesRoute = 'identity' | 'reverse' | 'suggestions' | 'account' | 'register';

const json = (status: number, body: unknown) => ({ status, body });
const bad = (message: string) => json(400, { message });

/**
 * The server's name routes (spec §7) as the modal meets them, on a real HTTP server: a registry in memory under
 * DEFAULT_NAME_SUFFIX, the protocol's label and message rules, and personal_sign signatures verified with viem.
 * `failing` makes a route answer 503; every request is recorded. `other` answers routes it does not (history, say).
 */
export async function startNamesApi(options: { other?: (request: RecordedRequest) => { status: number; body: unknown } | undefined } = {}) {
  const records = new Map<string, AccountNameRecord>();
  const failing = new Set<NamesRoute>();
  const primaryOf = (address: string) =>
    [...records.values()].filter((record) =>
      Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === address.toLowerCase()),
    );

  const register = async (body: RegisterNameRequest) => {
    const parsed = parseNameRegistrationMessage(body.message ?? '');
    if (!parsed) return bad('Invalid message');
    const label = labelUnderSuffix(parsed.name, DEFAULT_NAME_SUFFIX);
    if (label === undefined) return bad(`Names end in .${DEFAULT_NAME_SUFFIX}`);
    const problem = nameLabelProblem(label);
    if (problem) return bad(`Invalid name: ${problem}`);
    if (Math.abs(Date.now() / 1000 - parsed.timestamp) > TIMESTAMP_WINDOW_S) return bad('Message expired');
    if (chainOfCoinType(body.coin_type) === undefined) return bad('Invalid chainId');
    const valid = await verifyMessage({
      address: body.address as `0x${string}`,
      message: body.message,
      signature: body.signature as `0x${string}`,
    }).catch(() => false);
    if (!valid) return bad('Invalid signature');
    if (records.has(parsed.name) || primaryOf(body.address).length > 0) return json(409, { message: 'Name is taken' });
    const record: AccountNameRecord = {
      name: parsed.name,
      registered: new Date().toISOString(),
      addresses: { [String(body.coin_type)]: { address: body.address } },
      attributes: parsed.attributes,
    };
    records.set(parsed.name, record);
    return json(200, record);
  };

  const answer = async (request: RecordedRequest) => {
    const path = decodeURIComponent(request.path);
    if (path === '/v1/project/config') return json(200, { projectId: NAMES_PROJECT, name: 'Names', features: DEFAULT_REMOTE_FEATURES });
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) return json(200, { balances: [] });
    const route = (name: NamesRoute, pattern: RegExp) => {
      const match = pattern.exec(path);
      return match && (failing.has(name) ? 'failing' : match);
    };
    const identity = route('identity', /^\/v1\/identity\/([^/]+)$/);
    const reverse = route('reverse', /^\/v1\/profile\/reverse\/([^/]+)$/);
    const suggestions = route('suggestions', /^\/v1\/profile\/suggestions\/([^/]+)$/);
    const account = route('account', /^\/v1\/profile\/account\/([^/]+)$/);
    const registration = request.method === 'POST' ? route('register', /^\/v1\/profile\/account$/) : null;
    const found = identity ?? reverse ?? suggestions ?? account ?? registration;
    if (found === 'failing') return json(503, { message: 'Service unavailable' });
    if (identity) {
      const [primary] = primaryOf(identity[1] as string);
      return json(200, { name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null });
    }
    if (reverse) return json(200, primaryOf(reverse[1] as string));
    if (suggestions) {
      const label = (suggestions[1] as string).toLowerCase();
      if (nameLabelProblem(label)) return bad('Invalid name');
      const zone = request.query.get('zone') ?? DEFAULT_NAME_SUFFIX;
      const asked = { name: `${label}.${zone}`, registered: records.has(`${label}.${zone}`) };
      const free = [`${label}1`, `${label}-x`, `my${label}`]
        .map((candidate) => `${candidate}.${zone}`)
        .filter((name) => !records.has(name))
        .map((name) => ({ name, registered: false }));
      return json(200, { suggestions: [asked, ...free] });
    }
    if (account) {
      const record = records.get((account[1] as string).toLowerCase());
      return record ? json(200, record) : json(404, { message: 'Name not found' });
    }
    if (registration) return register(request.body as RegisterNameRequest);
    return options.other?.(request) ?? json(404, { message: 'Not found' });
  };

  const server = await startRecordingServer(answer);
  return {
    ...server,
    records,
    failing,
    /** Registers `name` to `address` on `coinType` directly, as if done earlier. */
    seed(name: string, address: string, coinType: number, attributes: Record<string, string> = {}) {
      records.set(name, { name, registered: new Date().toISOString(), addresses: { [String(coinType)]: { address } }, attributes });
    },
    requestsTo: (prefix: string) => server.requests.filter((request) => decodeURIComponent(request.path).startsWith(prefix)),
  };
}

export type NamesApi = Awaited<ReturnType<typeof startNamesApi>>;
