import { describe, expect, it } from 'vitest';
import { asFrameEvent } from '../src/frame/frame-event';
import { createEmbeddedStore } from '../src/embedded/embedded-store';
import { createKeyValueStorage } from '../src/storage/key-value-storage';
import { isAirlockError, isSmartAccountOn } from '../src/index';
import type { FrameClient } from '../src/frame/frame-client';
import { setPreferredAccountType } from '../src/client/account-type-actions';
import type { ClientContext } from '../src/client/client-context';
import { createChainStore, updateAccount, updateNetwork } from '../src/connection/chain-store';
import { applyEmbeddedUser, bindEmbeddedAccountType } from '../src/embedded/embedded-account-type';
import { devnet, devnetL2 } from './fixtures';

const ME = `0x${'a'.repeat(40)}`;

/** A client context signed in to the embedded wallet on the devnet, with a frame that answers SET_PREFERRED_ACCOUNT with `answer`. */
function signedIn(answer: (type: string) => Promise<unknown>) {
  const chain = createChainStore([devnet, devnetL2], devnet);
  updateAccount(chain, 'eip155', { status: 'connected', address: ME, connectorId: 'ID_AUTH', accountType: 'eoa' });
  const asked: string[] = [];
  const frame = {
    request: async (type: string, payload: { type: string }) => {
      asked.push(`${type} ${payload.type}`);
      return answer(payload.type);
    },
  } as unknown as FrameClient;
  const context = {
    chain,
    embedded: createEmbeddedStore(),
    storage: createKeyValueStorage({ prefix: 'test/' }),
    frame: Promise.resolve(frame),
  } as unknown as ClientContext;
  return { context, asked, accountType: () => chain.getState().namespaces.eip155!.account.accountType };
}

describe('the embedded account type (spec §6: EVM smartAccount by default)', () => {
  it('reads the account type fields of LOGGED_IN, dropping malformed ones', () => {
    const payload = {
      address: ME,
      chainId: 31337,
      email: 'a@b.co',
      preferredAccountType: 'smartAccount',
      smartAccountEnabledNetworks: [31337, 31338],
      accounts: [
        { address: ME, type: 'eoa' },
        { address: ME, type: 'smartAccount' },
      ],
    };
    expect(asFrameEvent({ type: 'LOGGED_IN', payload })).toEqual({ type: 'LOGGED_IN', payload: { ...payload, userName: null } });
    expect(
      asFrameEvent({
        type: 'LOGGED_IN',
        payload: {
          ...payload,
          preferredAccountType: 'payment',
          smartAccountEnabledNetworks: ['1'],
          accounts: [{ address: 'x', type: 'eoa' }],
        },
      }),
    ).toEqual({
      type: 'LOGGED_IN',
      payload: { address: ME, chainId: 31337, email: 'a@b.co', userName: null },
    });
  });

  it('is a smart account where preferred and the chain has the executor, else an eoa, and follows network switches', () => {
    const { context, accountType } = signedIn(async () => ({}));
    const stop = bindEmbeddedAccountType(context);
    applyEmbeddedUser(context, { address: ME, preferredAccountType: 'smartAccount', smartAccountEnabledNetworks: [31337] });
    expect(accountType()).toBe('smartAccount');
    expect(context.storage.get('smart-account-enabled-networks')).toEqual([31337]);
    updateNetwork(context.chain, 'eip155', { caipNetwork: devnetL2, supported: true });
    expect(accountType()).toBe('eoa');
    updateNetwork(context.chain, 'eip155', { caipNetwork: devnet, supported: true });
    expect(accountType()).toBe('smartAccount');
    // A user the frame named without a type gets the default one.
    applyEmbeddedUser(context, { address: ME });
    expect(context.embedded.getState()).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountEnabledNetworks: [] });
    expect(accountType()).toBe('eoa');
    stop();
    expect(isSmartAccountOn({ preferredAccountType: 'eoa', smartAccountEnabledNetworks: [31337] }, 31337)).toBe(false);
  });

  it('setPreferredAccountType asks the frame and keeps its answer', async () => {
    const { context, asked, accountType } = signedIn(async (type) => ({ type, address: ME }));
    const stop = bindEmbeddedAccountType(context);
    applyEmbeddedUser(context, { address: ME, preferredAccountType: 'smartAccount', smartAccountEnabledNetworks: [31337] });
    await setPreferredAccountType(context, 'eoa');
    expect(context.embedded.getState()).toMatchObject({ preferredAccountType: 'eoa', accountTypeError: undefined });
    expect(accountType()).toBe('eoa');
    await setPreferredAccountType(context, 'smartAccount');
    expect(accountType()).toBe('smartAccount');
    expect(asked).toEqual(['SET_PREFERRED_ACCOUNT eoa', 'SET_PREFERRED_ACCOUNT smartAccount']);
    stop();
  });

  it('a failed switch falls back to eoa (spec §4) with the reason kept for the view', async () => {
    const { context, accountType } = signedIn(async () => {
      throw new Error('No network here has a smart account executor');
    });
    const stop = bindEmbeddedAccountType(context);
    applyEmbeddedUser(context, { address: ME, preferredAccountType: 'smartAccount', smartAccountEnabledNetworks: [31337] });
    const failure = await setPreferredAccountType(context, 'smartAccount').catch((error: unknown) => error);
    expect(isAirlockError(failure, 'ACCOUNT_TYPE_SWITCH_FAILED')).toBe(true);
    const message = 'Could not switch the account type, so it is an EOA now: No network here has a smart account executor';
    expect((failure as Error).message).toBe(message);
    expect(context.embedded.getState()).toMatchObject({ preferredAccountType: 'eoa', accountTypeError: message });
    expect(accountType()).toBe('eoa');
    stop();
  });

  it('refuses without an embedded-wallet connection, asking nothing', async () => {
    const { context, asked } = signedIn(async () => ({}));
    updateAccount(context.chain, 'eip155', { connectorId: 'dev.a' });
    await expect(setPreferredAccountType(context, 'eoa')).rejects.toThrow(
      'Only an email or social login account has an account type to switch',
    );
    expect(asked).toEqual([]);
  });
});
