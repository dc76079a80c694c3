import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coinTypeOfChain, DEFAULT_NAME_SUFFIX } from '@airlock/protocol';
import { createAirlockClient, sendDraft, type AirlockClient, type Network } from '../../src';
import { accountSections } from '../../src/i18n/locales/en/account-sections';
import { send } from '../../src/i18n/locales/en/send';
import { NAME_ERROR_MESSAGES, NameSuggestionsError } from '../../src/names/name-errors';
import { COUNTERPARTY_LOOKUP_LIMIT } from '../../src/names/counterparty-names';
import { testNetwork } from '../fixtures';
import { NAMES_PROJECT, startNamesApi, type NamesApi } from './names-api-stand-in';
import { namedDevnet, namedDevnetL2, SigningAdapter } from './signing-adapter';

const DEVNET_COIN_TYPE = coinTypeOfChain(31337);
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('names', () => {
  let api: NamesApi;
  let adapter: SigningAdapter;
  let client: AirlockClient;

  async function connect(networks: [Network, ...Network[]] = [namedDevnet, namedDevnetL2]) {
    adapter = new SigningAdapter(networks);
    client = createAirlockClient({
      adapters: [adapter],
      apiUrl: api.url,
      projectId: NAMES_PROJECT,
      networks,
      features: { analytics: false },
    });
    await client.init();
    await client.connect('dev.a');
  }
  const account = () => client.chain.getState().namespaces.eip155?.account;

  beforeEach(async () => {
    localStorage.clear();
    api = await startNamesApi();
  });
  afterEach(async () => {
    client?.destroy();
    await api.close();
  });

  it('words its errors as spec §8 does, in the English catalogue too', () => {
    expect(NAME_ERROR_MESSAGES.resolve).toBe('Error resolving name');
    expect(NAME_ERROR_MESSAGES.suggestions).toBe('Error fetching name suggestions');
    expect(NAME_ERROR_MESSAGES.accountNames).toBe('Error fetching names for address');
    expect(NAME_ERROR_MESSAGES.register('alice.airlock.id')).toBe('Error registering name alice.airlock.id');
    expect(send.names.resolveFailed).toBe(NAME_ERROR_MESSAGES.resolve);
    expect(accountSections.names.suggestionsFailed).toBe(NAME_ERROR_MESSAGES.suggestions);
    expect(accountSections.names.registerFailed.replace('{name}', 'x')).toBe(NAME_ERROR_MESSAGES.register('x'));
  });

  it('fills the connected account’s name and avatar from the identity route, asking once in 5 minutes', async () => {
    api.seed(`alice.${DEFAULT_NAME_SUFFIX}`, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', DEVNET_COIN_TYPE, {
      avatar: '/v1/images/alice.png',
    });
    await connect();
    await vi.waitFor(() => expect(account()?.profileName).toBe('alice.airlock.id'));
    expect(account()?.profileImage).toBe(`${api.url}/v1/images/alice.png`);
    const [asked] = api.requestsTo('/v1/identity/');
    expect(asked?.query.get('chainId')).toBe('eip155:31337');
    expect(asked?.query.get('sender')).toBe(adapter.address);

    await client.refreshBalance({ force: true });
    expect(api.requestsTo('/v1/identity/')).toHaveLength(1);
  });

  it('knows an account without a name as null (the Account view offers to choose one)', async () => {
    await connect();
    await vi.waitFor(() => expect(account()?.profileName).toBeNull());
    expect(account()?.profileImage).toBeNull();
  });

  it('asks nothing on a test network (spec §5: profiles on EVM non-test networks only)', async () => {
    await connect([testNetwork(31337, 'Airlock Devnet')]);
    await client.refreshBalance();
    expect(api.requestsTo('/v1/identity/')).toHaveLength(0);
    expect(account()?.profileName).toBeUndefined();
  });

  it('falls back to the name lookup when identity fails, and says so when both fail', async () => {
    api.seed(`alice.${DEFAULT_NAME_SUFFIX}`, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', DEVNET_COIN_TYPE);
    api.failing.add('identity');
    await connect();
    await vi.waitFor(() => expect(account()?.profileName).toBe('alice.airlock.id'));
    expect(api.requestsTo('/v1/profile/reverse/')).toHaveLength(1);

    client.destroy();
    api.failing.add('reverse');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    await connect([namedDevnetL2]);
    await vi.waitFor(() => expect(warn.mock.calls.some(([text]) => String(text).includes('Error fetching names for address'))).toBe(true));
    expect(account()?.profileName).toBeUndefined();
    expect(client.toasts.getState().open).toBe(false);
    // With the modal open (the Account view's balance refresh asks again), the visitor is told.
    client.open({ view: 'Account' });
    await client.refreshBalance();
    await vi.waitFor(() =>
      expect(client.toasts.getState()).toMatchObject({ open: true, message: 'Error fetching names for address', variant: 'error' }),
    );
    warn.mockRestore();
  });

  it('says whether a label is free, with suggestions, and asks nothing for a label the rules refuse', async () => {
    api.seed('taken.airlock.id', OTHER, DEVNET_COIN_TYPE);
    await connect();
    const names = await client.names();
    names.setLabel('abc');
    await names.checkLabel();
    expect(names.registration.getState().availability).toBe('idle');
    names.setLabel('bad_name');
    await names.checkLabel();
    expect(api.requestsTo('/v1/profile/suggestions/')).toHaveLength(0);

    names.setLabel('taken');
    await names.checkLabel();
    expect(names.registration.getState()).toMatchObject({ availability: 'taken', checkedLabel: 'taken' });
    expect(names.registration.getState().suggestions.map((suggestion) => suggestion.name)).toEqual([
      'taken1.airlock.id',
      'taken-x.airlock.id',
      'mytaken.airlock.id',
    ]);
    expect(api.requestsTo('/v1/profile/suggestions/')[0]?.query.get('zone')).toBe(DEFAULT_NAME_SUFFIX);
    names.setLabel('free-name');
    await names.checkLabel();
    expect(names.registration.getState().availability).toBe('available');

    api.failing.add('suggestions');
    names.setLabel('other');
    await expect(names.checkLabel()).rejects.toThrow(new NameSuggestionsError());
    expect(names.registration.getState().availability).toBe('failed');
  });

  it('registers a name the account signs, shows it at once and keeps it when the account is read again', async () => {
    await connect();
    const names = await client.names();
    client.open({ view: 'Account' });
    client.router.push('RegisterAccountName');
    names.start();
    names.setLabel('Alice');
    await names.register();

    const [message] = adapter.signed;
    expect(JSON.parse(message ?? '')).toEqual({ name: 'alice.airlock.id', attributes: {}, timestamp: expect.any(Number) });
    const sent = api.requestsTo('/v1/profile/account').find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({ coin_type: DEVNET_COIN_TYPE, address: adapter.address, message });
    expect(api.records.get('alice.airlock.id')?.addresses[String(DEVNET_COIN_TYPE)]?.address).toBe(adapter.address);
    expect(account()?.profileName).toBe('alice.airlock.id');
    expect(names.registration.getState()).toMatchObject({ step: 'success', registeredName: 'alice.airlock.id' });
    expect(client.router.getState().view).toBe('RegisterAccountNameSuccess');

    // Read again (a network change, a reload's connect): the name stays.
    await client.refreshBalance({ force: true });
    expect(account()?.profileName).toBe('alice.airlock.id');
  });

  it('goes back to the form with "Error registering name {name}" when the wallet refuses or the name was taken meanwhile', async () => {
    await connect();
    const names = await client.names();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    names.setLabel('alice');
    adapter.rejectNextSign = true;
    await names.register();
    expect(names.registration.getState()).toMatchObject({ step: 'form', failedName: 'alice.airlock.id', label: 'alice' });
    expect(warn.mock.calls.some(([text]) => String(text).includes('Error registering name alice.airlock.id'))).toBe(true);
    expect(api.requestsTo('/v1/profile/account')).toHaveLength(0);

    api.seed('alice.airlock.id', OTHER, DEVNET_COIN_TYPE);
    await names.register();
    expect(names.registration.getState()).toMatchObject({ step: 'form', failedName: 'alice.airlock.id', availability: 'taken' });
    expect(account()?.profileName).toBeNull();
    warn.mockRestore();
  });

  it('resolves a name typed as Send’s recipient to its address, and says when it cannot', async () => {
    api.seed('bob-1.airlock.id', OTHER, DEVNET_COIN_TYPE);
    await connect();
    const names = await client.names();
    const resolve = async (recipient: string) => {
      client.sendForm.setState({ recipient });
      await names.resolveRecipient();
      return client.sendForm.getState().recipientName;
    };
    const chainId = 'eip155:31337';
    expect(await resolve('Bob-1.airlock.id')).toEqual({ name: 'Bob-1.airlock.id', chainId, status: 'resolved', address: OTHER });
    expect(await resolve('nobody.airlock.id')).toEqual({ name: 'nobody.airlock.id', chainId, status: 'none' });
    expect(await resolve('vitalik.eth')).toEqual({ name: 'vitalik.eth', chainId, status: 'unsupported', suffix: DEFAULT_NAME_SUFFIX });
    expect(api.requestsTo('/v1/profile/account/vitalik.eth')).toHaveLength(0);

    // A name's address is per chain: on the L2, where bob-1 registered no address, it is looked up again and has none.
    await resolve('bob-1.airlock.id');
    await client.switchNetwork(namedDevnetL2);
    expect(sendDraft(client.chain.getState(), client.sendForm.getState())?.check.resolvingName).toBe(true);
    await names.resolveRecipient();
    expect(client.sendForm.getState().recipientName).toEqual({ name: 'bob-1.airlock.id', chainId: 'eip155:31338', status: 'none' });
    await client.switchNetwork(namedDevnet);

    api.failing.add('account');
    expect(await resolve('carol.airlock.id')).toEqual({ name: 'carol.airlock.id', chainId, status: 'failed' });
    await expect(names.resolveName('carol.airlock.id')).rejects.toThrow(NAME_ERROR_MESSAGES.resolve);
    expect(await resolve(OTHER)).toBeUndefined();
  });

  it('names Activity’s counterparties, at most a bounded number per list, each address asked once', async () => {
    api.seed('bob-1.airlock.id', OTHER, DEVNET_COIN_TYPE);
    await connect();
    const names = await client.names();
    await vi.waitFor(() => expect(account()?.profileName).toBeNull());
    const before = api.requestsTo('/v1/identity/').length;
    const many = Array.from({ length: COUNTERPARTY_LOOKUP_LIMIT + 10 }, (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`);
    await Promise.all([names.lookupCounterparties('eip155:31337', [OTHER, ...many]), names.lookupCounterparties('eip155:31337', [OTHER])]);
    expect(names.counterpartyNames.getState()[`eip155:31337 ${OTHER.toLowerCase()}`]).toBe('bob-1.airlock.id');
    expect(api.requestsTo('/v1/identity/').length - before).toBe(COUNTERPARTY_LOOKUP_LIMIT);
  });
});
