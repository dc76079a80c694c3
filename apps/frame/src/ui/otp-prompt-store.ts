import { createValueStore, type ValueStore } from './value-store';

/** What the one-time-code form shows; the code itself never leaves the form and the wallet. */
export type OtpPrompt = { open: false } | { open: true; email: string; busy: boolean; error?: string };

export function createOtpPromptStore() {
  return createValueStore<OtpPrompt>({ open: false });
}

export type OtpPromptStore = ValueStore<OtpPrompt>;
