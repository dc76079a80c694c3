import { AirlockError } from '../errors/airlock-error';
import { main as en } from '../i18n/locales/en/main';
import type { View } from '../router/views';
import type { ClientContext } from './client-context';
import { onHostView, runFrameHostedFlow } from './frame-hosted-flow';
import { goBack, openModal } from './modal-actions';

const HOST_VIEW: View = 'ExportPrivateKey';

export class KeyExportError extends AirlockError {
  override readonly name = 'KeyExportError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'KEY_EXPORT_FAILED', ...options });
  }
}

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

  return runFrameHostedFlow<unknown, void>(context, {
    hostView: HOST_VIEW,
    request: (frame) => frame.request('EXPORT_KEY', {}),
    shown: () => store.setState({ keyExport: { status: 'in-frame' } }),
    hidden: (end) => {
      end.done(undefined);
      store.setState({ keyExport: undefined });
      if (onHostView(context, HOST_VIEW)) goBack(context);
    },
    // The frame wipes what it shows.
    left: (end) => {
      end.done(undefined);
      store.setState({ keyExport: undefined, frameVisible: false });
    },
    refused: (message, cause, end) => {
      end.fail(new KeyExportError(message, { cause }));
      store.setState({ keyExport: { status: 'failed', error: message } });
    },
  });
}
