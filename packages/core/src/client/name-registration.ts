import { coinTypeOfChain, formatNameRegistrationMessage, fullAccountName, normalizeNameLabel } from '@airlock/protocol';
import { HttpStatusError } from '../api/http-status-error';
import { serverAssetUrl } from '../api/server-asset-url';
import { activeNamespaceState, updateAccount } from '../connection/chain-store';
import type { NameRegistrationStore } from '../names/name-registration-store';
import type { ClientContext } from './client-context';
import { loadAccountLookups } from './name-lookups';
import { signMessage } from './wallet-actions';

/**
 * RegisterAccountName's Register (spec §2, §7): the connected account signs the registration message (name, no
 * attributes, the time in seconds) with personal_sign, and the server registers it under the chain's ENSIP-11 coin
 * type. On success the account shows the name at once and RegisterAccountNameSuccess opens; on any failure (refused
 * in the wallet, taken meanwhile, refused by the server) the form shows 'Error registering name {name}' again.
 */
export async function registerAccountName(context: ClientContext, store: NameRegistrationStore, suffix: string): Promise<void> {
  const { namespace, account, network } = activeNamespaceState(context.chain);
  const label = normalizeNameLabel(store.getState().label.trim());
  const address = account.address;
  const chain = network.caipNetwork;
  if (!label || store.getState().step === 'signing') return;
  const name = fullAccountName(label, suffix);
  store.setState({ step: 'signing', failedName: undefined });
  let lookups: Awaited<ReturnType<typeof loadAccountLookups>> | undefined;
  try {
    lookups = await loadAccountLookups();
    if (!context.api || !address || !lookups.namesSupported(chain)) throw new Error('Names are not available for this account');
    const coinType = coinTypeOfChain(Number(chain.id));
    const message = formatNameRegistrationMessage({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const signature = await signMessage(context, message);
    const record = await lookups.profileApi(context.api).register({ coin_type: coinType, address, message, signature });
    const avatar = record.attributes.avatar ? serverAssetUrl(context.api.baseUrl, record.attributes.avatar) : null;
    // The identity cache learns the answer (other chains ask again), so the name stays when the account is read again.
    lookups.rememberAccountIdentity(context, address, chain.caipNetworkId, { name: record.name, avatar });
    if (activeNamespaceState(context.chain).account.address === address)
      updateAccount(context.chain, namespace, { profileName: record.name, profileImage: avatar });
    store.setState({ step: 'success', registeredName: record.name, failedName: undefined });
    if (context.router.getState().view === 'RegisterAccountName') context.router.replace('RegisterAccountNameSuccess');
  } catch (cause) {
    const taken = cause instanceof HttpStatusError && cause.status === 409;
    store.setState({
      step: 'form',
      failedName: name,
      ...(taken ? { availability: 'taken' as const, checkedLabel: store.getState().label.trim() } : {}),
    });
    const message = lookups ? new lookups.NameRegistrationError(name, cause).message : `Error registering name ${name}`;
    console.warn(`[airlock] ${message}`, cause);
  }
}
