import { embeddedFrame } from '../embedded/embedded-frame';
import { AirlockError } from '../errors/airlock-error';
import type { FrameClient } from '../frame/frame-client';
import type { FrameEvent } from '../frame/frame-event';
import { en } from '../messages/en';
import type { ClientContext } from './client-context';
import { goBack, openModal } from './modal-actions';

const HOST_VIEW = 'ExportPrivateKey';

export class KeyExportError extends AirlockError {
  override readonly name = 'KeyExportError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'KEY_EXPORT_FAILED', ...options });
  }
}

const onHostView = (context: ClientContext) => context.modal.getState().open && context.router.getState().view === HOST_VIEW;

/**
 * Export private key: the modal shows ExportPrivateKey, the frame mails a fresh code and asks for
 * it in its own form, then shows the key there; this page only hears SHOW_FRAME and HIDE_FRAME.
 * Resolves when the frame is done (back to the view before) or the visitor left the view (the
 * frame is told to wipe the key); rejects when the frame refused (the view shows why).
 */
export function exportKey(context: ClientContext): Promise<void> {
  const store = context.embedded;
  if (!store.getState().user?.email) return Promise.reject(new KeyExportError(en.exportKeyEmailOnly));
  if (context.modal.getState().open) context.router.push(HOST_VIEW);
  else openModal(context, { view: HOST_VIEW });
  store.setState({ keyExport: { status: 'starting' } });

  return new Promise<void>((resolve, reject) => {
    let frame: FrameClient | undefined;
    /** The frame shows the export's code form or key (EXPORT_KEY answered, no HIDE_FRAME yet). */
    let inFrame = false;
    let ended = false;

    const stop = () => {
      ended = true;
      stopRouter();
      stopModal();
      context.frameEvents.delete(onFrameEvent);
    };
    /** The visitor left the view (back, closed the modal): the frame wipes what it shows. */
    const leave = () => {
      stop();
      store.setState({ keyExport: undefined, frameVisible: false });
      if (inFrame) void frame?.request('RPC_ABORT', {}).catch(() => undefined);
      resolve();
    };
    const onFrameEvent = (event: FrameEvent) => {
      if (event.type !== 'HIDE_FRAME' || !inFrame) return;
      stop();
      store.setState({ keyExport: undefined });
      if (onHostView(context)) goBack(context);
      resolve();
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
        return client.request('EXPORT_KEY', {});
      })
      .then(() => {
        inFrame = true;
        // Left while the code was being sent: the form the frame just opened closes again.
        if (ended) void frame?.request('RPC_ABORT', {}).catch(() => undefined);
        else store.setState({ keyExport: { status: 'in-frame' } });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!ended) {
          stop();
          store.setState({ keyExport: { status: 'failed', error: message } });
        }
        reject(new KeyExportError(message, { cause: error }));
      });
  });
}
