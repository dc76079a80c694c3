import { createStore, type StoreApi } from 'zustand/vanilla';
import type { NameSuggestion } from '@airlock/protocol';

/** form (typing, checked as typed) → signing (the wallet asks, then the server registers) → success. */
export type NameRegistrationStep = 'form' | 'signing' | 'success';

/** What the server said of the label typed: not asked yet, asking, free, taken, or no answer. */
export type NameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/** RegisterAccountName's state (spec §2); kept while the modal closes, so a name typed is not lost. */
export interface NameRegistrationState {
  /** The label typed, without the suffix. */
  label: string;
  step: NameRegistrationStep;
  /** Of the label checked last (`checkedLabel`). */
  availability: NameAvailability;
  checkedLabel?: string;
  suggestions: NameSuggestion[];
  /** The full name whose registration failed last: 'Error registering name {name}' shows with the form. */
  failedName?: string;
  /** The full name registered, for RegisterAccountNameSuccess. */
  registeredName?: string;
}

export type NameRegistrationStore = StoreApi<NameRegistrationState>;

export function initialNameRegistration(): NameRegistrationState {
  return { label: '', step: 'form', availability: 'idle', suggestions: [] };
}

export function createNameRegistrationStore(): NameRegistrationStore {
  return createStore<NameRegistrationState>(initialNameRegistration);
}
