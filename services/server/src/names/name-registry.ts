import type { AccountNameRecord } from '@airlock/protocol';

/** A registration the route has verified: the signature, the label rules, the coin type and the timestamp. */
export interface NameRegistration {
  /** Lower case, no suffix (normalizeNameLabel's result). */
  label: string;
  /** ENSIP-11 coin type of the chain the address signed for. */
  coinType: number;
  /** The address that signed; the name resolves to it for `coinType`. */
  address: `0x${string}`;
  /** Text records such as `avatar`. */
  attributes: Record<string, string>;
  /** A key signed (an EOA): the name also resolves to `address` on every EVM chain (ENSIP-19's default coin type). */
  everyEvmChain?: boolean;
}

/** The names registered under this server's suffix (AIRLOCK_NAME_SUFFIX). */
export interface NameRegistry {
  /** The suffix names are registered under, without a leading dot: `airlock.id`. */
  readonly suffix: string;
  /** The record of `label` (lower case, no suffix) under the server's suffix, or undefined. */
  byLabel(label: string): Promise<AccountNameRecord | undefined>;
  /** The names whose addresses include `address` (any coin type), primary (earliest registered) first. */
  byAddress(address: string): Promise<AccountNameRecord[]>;
  /** Which of `labels` (lower case, no suffix) are registered. */
  takenLabels(labels: readonly string[]): Promise<Set<string>>;
  /**
   * Registers the name, atomically: NameTakenError when the label is registered (a replayed registration included),
   * NamesPerAddressError when the address already has as many names as the operator allows.
   */
  register(registration: NameRegistration): Promise<AccountNameRecord>;
}
