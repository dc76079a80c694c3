import { INVALID_EMAIL_MESSAGE } from '../embedded/email-login-refusal';
import { isEmailAddress } from '../embedded/email-address';
import { AirlockError } from '../errors/airlock-error';
import { formatMessage } from '@airlock/protocol';
import { main as en } from '../i18n/locales/en/main';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { View } from '../router/views';
import type { ClientContext } from './client-context';
import { onHostView, runFrameHostedFlow } from './frame-hosted-flow';
import { goBack, openModal } from './modal-actions';

const HOST_VIEW: View = 'UpdateEmailWallet';

export class EmailUpdateError extends AirlockError {
  override readonly name = 'EmailUpdateError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'EMAIL_UPDATE_FAILED', ...options });
  }
}

/**
 * UpdateEmailWallet (spec §4): the frame has the server mail a code to the current address (or, for
 * an account without one, to the new address) and asks for it in its own form, then for the code
 * sent to the new address; this page hears only the action, SHOW_FRAME and EMAIL_UPDATED. Resolves
 * with the new address (the Account view then shows it); rejects when the frame refused, the visitor
 * cancelled in the frame or left the view (the frame is told to close its form).
 */
export function updateEmail(context: ClientContext, email: string): Promise<string> {
  const store = context.embedded;
  const address = email.trim();
  if (!store.getState().user) return Promise.reject(new EmailUpdateError(en.updateEmailNeedsEmbeddedWallet));
  if (!isEmailAddress(address)) {
    store.setState({ emailUpdate: { status: 'failed', error: INVALID_EMAIL_MESSAGE } });
    return Promise.reject(new EmailUpdateError(INVALID_EMAIL_MESSAGE));
  }
  if (!onHostView(context, HOST_VIEW)) {
    if (context.modal.getState().open) context.router.push(HOST_VIEW);
    else openModal(context, { view: HOST_VIEW });
  }
  store.setState({ emailUpdate: { status: 'sending', email: address } });

  return runFrameHostedFlow(context, {
    hostView: HOST_VIEW,
    request: (frame) => frame.request('UPDATE_EMAIL', { email: address }),
    shown: ({ action }) => store.setState({ emailUpdate: { status: 'in-frame', email: address, action } }),
    event: (event, end) => {
      if (event.type !== 'EMAIL_UPDATED') return;
      const { newEmail } = event.payload;
      end.done(newEmail);
      const user = store.getState().user;
      store.setState({
        emailUpdate: undefined,
        frameVisible: false,
        email: newEmail,
        ...(user ? { user: { ...user, email: newEmail } } : {}),
      });
      context.storage.set(STORAGE_KEYS.email, newEmail);
      if (onHostView(context, HOST_VIEW)) goBack(context);
      context.toasts.show(formatMessage((context.locale?.getState().main ?? en).emailUpdated, { email: newEmail }), 'success');
    },
    // Cancelled in the frame's form: the view offers its own form again.
    hidden: (end) => {
      store.setState({ emailUpdate: undefined });
      end.fail(new EmailUpdateError(en.emailUpdateCancelled));
    },
    // The frame closes its form.
    left: (end) => {
      store.setState({ emailUpdate: undefined, frameVisible: false });
      end.fail(new EmailUpdateError(en.emailUpdateCancelled));
    },
    refused: (message, cause, end) => {
      store.setState({ emailUpdate: { status: 'failed', error: message } });
      end.fail(new EmailUpdateError(message, { cause }));
    },
  });
}
