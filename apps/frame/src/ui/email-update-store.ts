import { createValueStore, type ValueStore } from './value-store';

/**
 * What the frame shows while an email change runs (UPDATE_EMAIL): its code form for the code sent
 * to the current address (primary), then for the one sent to the new address (secondary).
 */
export type EmailUpdateView =
  | { stage: 'closed' }
  | { stage: 'primary' | 'secondary' /** The address the code went to. */; email: string; newEmail: string; busy: boolean; error?: string };

export function createEmailUpdateStore() {
  return createValueStore<EmailUpdateView>({ stage: 'closed' });
}

export type EmailUpdateStore = ValueStore<EmailUpdateView>;
