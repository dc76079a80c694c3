import {
  DEFAULT_NAME_SUFFIX,
  fullAccountName,
  labelUnderSuffix,
  MAX_NAME_LENGTH,
  MIN_NAME_LENGTH,
  nameLabelProblem,
  type NameLabelProblem,
} from '@airlock/protocol';
import { activeNamespaceState } from '../connection/chain-store';
import {
  counterpartyKey,
  createCounterpartyNamesStore,
  lookupCounterpartyNames,
  type CounterpartyNamesState,
  type CounterpartyNamesStore,
} from '../names/counterparty-names';
import { createNameRegistrationStore, initialNameRegistration, type NameRegistrationStore } from '../names/name-registration-store';
import { isRecipientName, recordAddressOnChain, type RecipientNameResolution } from '../names/recipient-name';
import type { ClientContext } from './client-context';
import { loadAccountLookups } from './name-lookups';
import { registerAccountName } from './name-registration';

/** RegisterAccountName's state and actions, Send's name lookup and Activity's counterparty names; one per client. */
export interface NameActions {
  readonly registration: NameRegistrationStore;
  readonly counterpartyNames: CounterpartyNamesStore;
  /** What names are registered under on this server (`alice` → `alice.<suffix>`). */
  readonly suffix: string;
  /** Spec §5's length limits of a label. */
  readonly limits: { readonly min: number; readonly max: number };
  /** What is wrong with a label (too short, too long, invalid characters), undefined when it may be registered. */
  labelProblem(label: string): NameLabelProblem | undefined;
  /** Opens RegisterAccountName's form: a registration under way keeps its state, a finished one starts afresh. */
  start(): void;
  /** The label typed (without the suffix); what was said of the previous one is cleared. */
  setLabel(label: string): void;
  /**
   * Whether the label typed is free, with suggestions (one request: the label asked for comes first). A label the
   * rules refuse asks nothing. Throws NameSuggestionsError ('Error fetching name suggestions') when the server fails.
   */
  checkLabel(): Promise<void>;
  /** Signs and registers the label typed (see registerAccountName). */
  register(): Promise<void>;
  /** Looks up a name typed as Send's recipient; the Send form then sends to its address. */
  resolveRecipient(): Promise<void>;
  /** The address `name` gives on the active network, undefined when none; NameResolutionError when the lookup fails. */
  resolveName(name: string): Promise<string | undefined>;
  /** A counterparty's name once looked up (`counterpartyNames`), else undefined. */
  counterpartyName(state: CounterpartyNamesState, chainId: string, address: string): string | undefined;
  /** Looks up Activity's counterparties on `chainId` (bounded, a few at a time, cached); never throws. */
  lookupCounterparties(chainId: string, addresses: readonly string[]): Promise<void>;
}

const actionsOf = new WeakMap<ClientContext, NameActions>();

export function nameActions(context: ClientContext): NameActions {
  const known = actionsOf.get(context);
  if (known) return known;
  const registration = createNameRegistrationStore();
  const counterpartyNames = createCounterpartyNamesStore();
  // The server's suffix arrives with the project config, read at start (long before a name is typed).
  let suffix = DEFAULT_NAME_SUFFIX;
  void context.projectConfig?.then(
    (config) => {
      if (config.nameSuffix) suffix = config.nameSuffix;
    },
    () => undefined,
  );

  const resolveName = async (name: string) => {
    const lookups = await loadAccountLookups();
    const chain = activeNamespaceState(context.chain).network.caipNetwork;
    if (!context.api || !chain) throw new lookups.NameResolutionError();
    try {
      const record = await lookups.profileApi(context.api).account(name.toLowerCase());
      return record && recordAddressOnChain(record, Number(chain.id));
    } catch (cause) {
      throw new lookups.NameResolutionError(cause);
    }
  };

  const actions: NameActions = {
    registration,
    counterpartyNames,
    get suffix() {
      return suffix;
    },
    limits: { min: MIN_NAME_LENGTH, max: MAX_NAME_LENGTH },
    labelProblem: nameLabelProblem,
    start() {
      const { step, label } = registration.getState();
      if (step === 'signing') return;
      registration.setState({ ...initialNameRegistration(), label: step === 'success' ? '' : label }, true);
    },
    setLabel(label) {
      registration.setState({ label, availability: 'idle', checkedLabel: undefined, failedName: undefined });
    },
    async checkLabel() {
      const label = registration.getState().label.trim();
      if (!context.api || nameLabelProblem(label) !== undefined) {
        registration.setState({ availability: 'idle', checkedLabel: undefined, suggestions: [] });
        return;
      }
      const still = () => registration.getState().label.trim() === label;
      registration.setState({ availability: 'checking', checkedLabel: label });
      const asked = fullAccountName(label, suffix);
      const lookups = await loadAccountLookups();
      try {
        const { suggestions } = await lookups.profileApi(context.api).suggestions(label.toLowerCase(), suffix);
        if (!still()) return;
        const own = suggestions.find((suggestion) => suggestion.name.toLowerCase() === asked);
        registration.setState({
          availability: own?.registered ? 'taken' : 'available',
          suggestions: suggestions.filter((suggestion) => suggestion !== own && !suggestion.registered),
        });
      } catch (cause) {
        if (still()) registration.setState({ availability: 'failed', suggestions: [] });
        throw new lookups.NameSuggestionsError(cause);
      }
    },
    register: () => registerAccountName(context, registration, suffix),

    async resolveRecipient() {
      const name = context.sendForm.getState().recipient.trim();
      if (!isRecipientName(name)) {
        if (context.sendForm.getState().recipientName) context.sendForm.setState({ recipientName: undefined });
        return;
      }
      const chainId = activeNamespaceState(context.chain).network.caipNetwork?.caipNetworkId;
      const known = context.sendForm.getState().recipientName;
      if (known?.name === name && known.chainId === chainId && known.status !== 'failed') return;
      const settle = (resolution: Omit<RecipientNameResolution, 'name' | 'chainId'>) => {
        const now = activeNamespaceState(context.chain).network.caipNetwork?.caipNetworkId;
        if (context.sendForm.getState().recipient.trim() === name && now === chainId)
          context.sendForm.setState({ recipientName: { name, chainId, ...resolution } });
      };
      if (labelUnderSuffix(name, suffix) === undefined) {
        settle({ status: 'unsupported', suffix });
        return;
      }
      settle({ status: 'resolving' });
      try {
        const address = await resolveName(name);
        settle(address ? { status: 'resolved', address } : { status: 'none' });
      } catch {
        settle({ status: 'failed' });
      }
    },
    resolveName,

    counterpartyName: (state, chainId, address) => state[counterpartyKey(chainId, address)] ?? undefined,
    async lookupCounterparties(chainId, addresses) {
      if (!context.api) return;
      const { identityOf } = await loadAccountLookups();
      await lookupCounterpartyNames(
        counterpartyNames,
        chainId,
        addresses,
        async (address) => (await identityOf(context, address, chainId)).name,
      );
    },
  };
  actionsOf.set(context, actions);
  return actions;
}
