import { localeTag } from '../i18n/frame-locale';

/** What the modal puts in the frame's address (spec §7). */
export interface FrameQuery {
  projectId?: string;
  chainId?: number | string;
  /** The SDK version of the modal that loaded the frame. */
  version?: string;
  enableLogger: boolean;
  rpcUrl?: string;
  /** The modal's locale (a BCP 47 tag): the frame's own text follows it. */
  locale?: string;
}

const MAX_VALUE_LENGTH = 512;

/** A decimal chain id becomes a number; a CAIP-2 id (`eip155:1`) stays a string; anything else is no chain id. */
export function parseChainId(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return undefined;
  if (/^\d+$/.test(value)) return parseChainId(Number(value));
  return /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value) ? value : undefined;
}

function bounded(value: string | null): string | undefined {
  return value !== null && value.length > 0 && value.length <= MAX_VALUE_LENGTH ? value : undefined;
}

export function readFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search);
  return {
    projectId: bounded(params.get('projectId')),
    chainId: parseChainId(params.get('chainId')),
    version: bounded(params.get('version')),
    enableLogger: params.get('enableLogger') === 'true',
    rpcUrl: bounded(params.get('rpcUrl')),
    locale: localeTag(params.get('locale')),
  };
}
