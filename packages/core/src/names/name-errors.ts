import { AirlockError } from '../errors/airlock-error';

/** Spec §8's name errors, word for word. */
export const NAME_ERROR_MESSAGES = {
  resolve: 'Error resolving name',
  suggestions: 'Error fetching name suggestions',
  accountNames: 'Error fetching names for address',
  register: (name: string) => `Error registering name ${name}`,
} as const;

/** A name could not be turned into an address (the server failed or could not be reached). */
export class NameResolutionError extends AirlockError {
  override readonly name = 'NameResolutionError';
  constructor(cause?: unknown) {
    super(NAME_ERROR_MESSAGES.resolve, { code: 'NAME_RESOLUTION_FAILED', cause });
  }
}

/** The suggestions (and with them the availability) of a label could not be read. */
export class NameSuggestionsError extends AirlockError {
  override readonly name = 'NameSuggestionsError';
  constructor(cause?: unknown) {
    super(NAME_ERROR_MESSAGES.suggestions, { code: 'NAME_SUGGESTIONS_FAILED', cause });
  }
}

/** Neither the identity lookup nor the fallback name lookup answered for an address. */
export class AccountNamesError extends AirlockError {
  override readonly name = 'AccountNamesError';
  constructor(cause?: unknown) {
    super(NAME_ERROR_MESSAGES.accountNames, { code: 'ACCOUNT_NAMES_FAILED', cause });
  }
}

/** Signing or registering `name` failed (refused in the wallet, taken meanwhile, refused by the server). */
export class NameRegistrationError extends AirlockError {
  override readonly name = 'NameRegistrationError';
  constructor(
    readonly accountName: string,
    cause?: unknown,
  ) {
    super(NAME_ERROR_MESSAGES.register(accountName), { code: 'NAME_REGISTRATION_FAILED', cause });
  }
}
