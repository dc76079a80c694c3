import type { ChainNodeError } from '../errors/chain-node-error';
import { formatMessage } from '@airlock/protocol';
import type { SendMessages } from '../i18n/catalogue-types';

/** A chain node error as the Send view shows it, in the catalogue's words (the error keeps the spec's English). */
export function chainNodeErrorText(error: ChainNodeError, messages: SendMessages): string;
export function chainNodeErrorText(error: ChainNodeError | undefined, messages: SendMessages): string | undefined;
export function chainNodeErrorText(error: ChainNodeError | undefined, messages: SendMessages): string | undefined {
  if (!error) return undefined;
  const texts = messages.chainNodeErrors;
  if (error.kind !== 'executionReverted') return texts[error.kind];
  return error.reason ? formatMessage(texts.executionReverted, { reason: error.reason }) : texts.executionRevertedUnknown;
}
