import type { FrameEventMessage } from '@airlock/protocol';
import type { EmbeddedApi } from '../api/embedded-api';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import type { FrameVault } from '../session/frame-vault';
import type { KeyExportStore } from '../ui/key-export-store';
import { signedSessionCall } from './signed-session';

export const KEY_EXPORT_TEXT = {
  /** A social login has no address to send the fresh code to. */
  emailOnly: 'Only an account that signs in by email can export its private key',
  notAvailable: 'Not available yet',
} as const;

export interface KeyExportDeps {
  api: EmbeddedApi;
  vault: FrameVault;
  view: KeyExportStore;
  emit(event: FrameEventMessage): void;
  /** Faults (not refusals), for the console: never given the key or the code. */
  warn?(message: string): void;
}

const NO_PAYLOAD = {} as Record<string, never>;

/**
 * EXPORT_KEY: the server mails a fresh code (purpose 'export', a login code does not count), the
 * frame asks for it in its own form and shows the key in its own view. The dApp page gets only
 * `{ action: 'VERIFY_OTP' }`, then SHOW_FRAME and HIDE_FRAME.
 */
export function createKeyExport(deps: KeyExportDeps) {
  const { api, vault, view, emit } = deps;

  function close(): void {
    if (view.get().stage === 'closed') return;
    view.set({ stage: 'closed' });
    emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
  }

  return {
    async start(): Promise<{ action: 'VERIFY_OTP' }> {
      const { answer: email } = await signedSessionCall(vault, async (signer, session) => {
        if (!session.email) throw new FrameRequestError(KEY_EXPORT_TEXT.emailOnly);
        await api.exportStart(signer);
        return session.email;
      });
      view.set({ stage: 'code', email, busy: false });
      emit({ type: 'SHOW_FRAME', payload: NO_PAYLOAD });
      return { action: 'VERIFY_OTP' };
    },

    /** The code form's submit: a refusal is shown in the form, the key in the frame's own view. */
    async submitCode(code: string): Promise<void> {
      const current = view.get();
      if (current.stage !== 'code') return;
      if (!/^\d{6}$/.test(code)) {
        view.set({ ...current, busy: false, error: FRAME_TEXT.codeFormat });
        return;
      }
      view.set({ ...current, busy: true, error: undefined });
      try {
        const { answer, session } = await signedSessionCall(vault, (signer) => api.export(signer, { otp: code }));
        // Closed (Done elsewhere, the modal gone) while the server answered: the key is dropped.
        if (view.get().stage !== 'code') return;
        view.set({ stage: 'key', privateKey: answer.privateKey, address: session.address });
      } catch (error) {
        if (!(error instanceof FrameRequestError))
          deps.warn?.(`Airlock frame: key export failed (${error instanceof Error ? error.name : 'unknown error'})`);
        const latest = view.get();
        if (latest.stage === 'code')
          view.set({ ...latest, busy: false, error: error instanceof FrameRequestError ? error.message : FRAME_TEXT.replyFallback });
      }
    },

    /** Cancel, Done, the modal closing (RPC_ABORT) or signing out: the key is wiped and the frame hidden. */
    close,
  };
}

export type KeyExport = ReturnType<typeof createKeyExport>;

// The wallet's type belongs to embedded-wallet.ts; key export rides beside it (as social login does).
const attached = new WeakMap<object, KeyExport>();

export function attachKeyExport<W extends object>(wallet: W, keyExport: KeyExport): W {
  attached.set(wallet, keyExport);
  return wallet;
}

/** The key export of a wallet built with one, if any. */
export function keyExportOf(wallet: object): KeyExport | undefined {
  return attached.get(wallet);
}
