import type { FrameEventMessage } from '@airlock/protocol';
import type { EmbeddedApi } from '../api/embedded-api';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import type { FrameVault } from '../session/frame-vault';
import type { EmailUpdateStore } from '../ui/email-update-store';
import { signedSessionCall } from './signed-session';

export const EMAIL_UPDATE_TEXT = {
  emailRequired: 'email must be a string',
  notAvailable: 'Not available yet',
} as const;

export interface EmailUpdateDeps {
  api: Pick<EmbeddedApi, 'updateEmail' | 'updateEmailPrimary' | 'updateEmailSecondary'>;
  vault: FrameVault;
  view: EmailUpdateStore;
  emit(event: FrameEventMessage): void;
  /** Faults (not refusals), for the console: never given a code. */
  warn?(message: string): void;
}

const NO_PAYLOAD = {} as Record<string, never>;

/**
 * UpdateEmailWallet inside the frame (spec §4): UPDATE_EMAIL has the server mail a code to the
 * current address (or, for an account without one, to the new address), and the frame asks for it
 * in its own code form; after the primary code the same form asks for the new address's code, which
 * changes the address. The dApp page gets `{ action }`, SHOW_FRAME, then EMAIL_UPDATED { newEmail }
 * and HIDE_FRAME; the codes never leave the frame.
 */
export function createEmailUpdate(deps: EmailUpdateDeps) {
  const { api, vault, view, emit } = deps;

  function close(): void {
    if (view.get().stage === 'closed') return;
    view.set({ stage: 'closed' });
    emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
  }

  /** The step's code checked; the form then asks for the next code, or the change is done. */
  async function submitStep(stage: 'primary' | 'secondary', code: string, newEmail: string): Promise<void> {
    if (stage === 'primary') {
      await signedSessionCall(vault, (signer) => api.updateEmailPrimary(signer, { otp: code }));
      const latest = view.get();
      if (latest.stage === 'primary') view.set({ stage: 'secondary', email: newEmail, newEmail, busy: false });
      return;
    }
    const { answer, session } = await signedSessionCall(vault, (signer) => api.updateEmailSecondary(signer, { otp: code }));
    await vault.putSession({ ...session, email: answer.newEmail });
    view.set({ stage: 'closed' });
    emit({ type: 'EMAIL_UPDATED', payload: { newEmail: answer.newEmail } });
    emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
  }

  return {
    /** UPDATE_EMAIL: the server mails the first code; the frame's form opens for it. */
    async start(email: unknown): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> {
      if (typeof email !== 'string') throw new FrameRequestError(EMAIL_UPDATE_TEXT.emailRequired);
      const newEmail = email.trim();
      const { answer, session } = await signedSessionCall(vault, (signer) => api.updateEmail(signer, { email: newEmail }));
      const normalized = newEmail.toLowerCase();
      const primary = answer.action === 'VERIFY_PRIMARY_OTP';
      view.set({
        stage: primary ? 'primary' : 'secondary',
        email: primary ? (session.email ?? '') : normalized,
        newEmail: normalized,
        busy: false,
      });
      emit({ type: 'SHOW_FRAME', payload: NO_PAYLOAD });
      return { action: answer.action };
    },

    /** The code form's submit: a refusal is shown in the form, word for word. */
    async submitCode(code: string): Promise<void> {
      const current = view.get();
      if (current.stage === 'closed') return;
      if (!/^\d{6}$/.test(code)) {
        view.set({ ...current, busy: false, error: FRAME_TEXT.codeFormat });
        return;
      }
      view.set({ ...current, busy: true, error: undefined });
      try {
        await submitStep(current.stage, code, current.newEmail);
      } catch (error) {
        if (!(error instanceof FrameRequestError))
          deps.warn?.(`Airlock frame: email update failed (${error instanceof Error ? error.name : 'unknown error'})`);
        const latest = view.get();
        if (latest.stage === current.stage)
          view.set({ ...latest, busy: false, error: error instanceof FrameRequestError ? error.message : FRAME_TEXT.replyFallback });
      }
    },

    /** Cancel, the modal closing (RPC_ABORT) or signing out: the form closes and the frame hides. */
    close,
  };
}

export type EmailUpdate = ReturnType<typeof createEmailUpdate>;

// The wallet's type belongs to embedded-wallet.ts; the email update rides beside it (as social login does).
const attached = new WeakMap<object, EmailUpdate>();

export function attachEmailUpdate<W extends object>(wallet: W, update: EmailUpdate): W {
  attached.set(wallet, update);
  return wallet;
}

/** The email update of a wallet built with one, if any. */
export function emailUpdateOf(wallet: object): EmailUpdate | undefined {
  return attached.get(wallet);
}
