import { INVALID_EMAIL_MESSAGE } from '../embedded/email-login-refusal';
import { isEmailAddress } from '../embedded/email-address';
import { embeddedFrame } from '../embedded/embedded-frame';
import { AirlockError } from '../errors/airlock-error';
import type { FrameClient } from '../frame/frame-client';
import type { FrameEvent } from '../frame/frame-event';
import { en } from '../messages/en';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { ClientContext } from './client-context';
import { goBack, openModal } from './modal-actions';

const HOST_VIEW = 'UpdateEmailWallet';

export class EmailUpdateError extends AirlockError {
  override readonly name = 'EmailUpdateError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'EMAIL_UPDATE_FAILED', ...options });
  }
}

const onHostView = (context: ClientContext) => context.modal.getState().open && context.router.getState().view === HOST_VIEW;

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
  if (!onHostView(context)) {
    if (context.modal.getState().open) context.router.push(HOST_VIEW);
    else openModal(context, { view: HOST_VIEW });
  }
  store.setState({ emailUpdate: { status: 'sending', email: address } });

  return new Promise<string>((resolve, reject) => {
    let frame: FrameClient | undefined;
    /** The frame shows the update's code form (UPDATE_EMAIL answered, not yet done or cancelled). */
    let inFrame = false;
    let ended = false;

    const stop = () => {
      ended = true;
      stopRouter();
      stopModal();
      context.frameEvents.delete(onFrameEvent);
    };
    const fail = (message: string, cause?: unknown) => {
      stop();
      reject(new EmailUpdateError(message, { cause }));
    };
    /** The visitor left the view (back, closed the modal): the frame closes its form. */
    const leave = () => {
      store.setState({ emailUpdate: undefined, frameVisible: false });
      if (inFrame) void frame?.request('RPC_ABORT', {}).catch(() => undefined);
      fail(en.emailUpdateCancelled);
    };
    const onFrameEvent = (event: FrameEvent) => {
      if (!inFrame && event.type !== 'EMAIL_UPDATED') return;
      if (event.type === 'EMAIL_UPDATED') {
        const { newEmail } = event.payload;
        stop();
        const user = store.getState().user;
        store.setState({ emailUpdate: undefined, frameVisible: false, email: newEmail, ...(user ? { user: { ...user, email: newEmail } } : {}) });
        context.storage.set(STORAGE_KEYS.email, newEmail);
        if (onHostView(context)) goBack(context);
        context.toasts.show(en.emailUpdated(newEmail), 'success');
        resolve(newEmail);
      } else if (event.type === 'HIDE_FRAME') {
        // Cancelled in the frame's form: the view offers its own form again.
        store.setState({ emailUpdate: undefined });
        fail(en.emailUpdateCancelled);
      }
    };
    const whenLeft = () => {
      if (!ended && !onHostView(context)) leave();
    };
    const stopRouter = context.router.subscribe(whenLeft);
    const stopModal = context.modal.subscribe(whenLeft);
    context.frameEvents.add(onFrameEvent);

    embeddedFrame(context)
      .then((client) => {
        frame = client;
        return client.request('UPDATE_EMAIL', { email: address });
      })
      .then(({ action }) => {
        inFrame = true;
        // Left while the code was being sent: the form the frame just opened closes again.
        if (ended) void frame?.request('RPC_ABORT', {}).catch(() => undefined);
        else store.setState({ emailUpdate: { status: 'in-frame', email: address, action } });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!ended) {
          store.setState({ emailUpdate: { status: 'failed', error: message } });
          fail(message, error);
        }
      });
  });
}
