import type { FrameEventMessage } from '@airlock/protocol';
import { EmbeddedApiError } from '../api/embedded-api-error';
import { SESSION_GONE_CODES, type EmbeddedApi } from '../api/embedded-api';
import type { SigningIdentity } from '../api/request-signer';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import type { FrameVault, StoredSession } from '../session/frame-vault';
import type { KeyExportStore } from '../ui/key-export-store';

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

  async function signedIn(): Promise<{ session: StoredSession; signer: SigningIdentity }> {
    const [session, pair] = await Promise.all([vault.getSession(), vault.getDeviceKey()]);
    if (!session || !pair) throw new FrameRequestError(FRAME_TEXT.notSignedIn);
    return { session, signer: { sessionId: session.sessionId, token: session.token, privateKey: pair.privateKey } };
  }

  /** A session the server no longer knows is forgotten here too (as the wallet's signed calls do). */
  async function forgetGoneSession(error: unknown): Promise<void> {
    if (error instanceof EmbeddedApiError && error.code && SESSION_GONE_CODES.has(error.code)) await vault.clear();
  }

  function close(): void {
    if (view.get().stage === 'closed') return;
    view.set({ stage: 'closed' });
    emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
  }

  return {
    async start(): Promise<{ action: 'VERIFY_OTP' }> {
      const { session, signer } = await signedIn();
      if (!session.email) throw new FrameRequestError(KEY_EXPORT_TEXT.emailOnly);
      try {
        await api.exportStart(signer);
      } catch (error) {
        await forgetGoneSession(error);
        throw error;
      }
      view.set({ stage: 'code', email: session.email, busy: false });
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
        const { session, signer } = await signedIn();
        const { privateKey } = await api.export(signer, { otp: code }).catch(async (error: unknown) => {
          await forgetGoneSession(error);
          throw error;
        });
        // Closed (Done elsewhere, the modal gone) while the server answered: the key is dropped.
        if (view.get().stage !== 'code') return;
        view.set({ stage: 'key', privateKey, address: session.address });
      } catch (error) {
        if (!(error instanceof FrameRequestError)) deps.warn?.(`Airlock frame: key export failed (${error instanceof Error ? error.name : 'unknown error'})`);
        const latest = view.get();
        if (latest.stage === 'code') view.set({ ...latest, busy: false, error: error instanceof FrameRequestError ? error.message : FRAME_TEXT.replyFallback });
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
