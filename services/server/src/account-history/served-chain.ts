import type { ChainConfig } from '../config/chain-config';
import { HISTORY_REQUEST_ERRORS } from './history-request-errors';

const CHAIN_ID = /^(?:eip155:)?([1-9]\d{0,15})$/;

/** The configured chain a request names, as a number (31337, "31337") or a CAIP-2 id ("eip155:31337"); a 400 otherwise. */
export function servedChain(chains: readonly ChainConfig[], value: unknown): ChainConfig {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const match = CHAIN_ID.exec(text);
  if (!match || !Number.isSafeInteger(Number(match[1]))) throw HISTORY_REQUEST_ERRORS.invalidChainId(text);
  const chainId = Number(match[1]);
  const chain = chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw HISTORY_REQUEST_ERRORS.unsupportedChain(chainId);
  return chain;
}
