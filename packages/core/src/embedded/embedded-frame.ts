import type { ProjectConfigResponse } from '@airlock/protocol';
import type { ClientContext } from '../client/client-context';
import { namespaceState } from '../connection/chain-store';
import type { FrameClient } from '../frame/frame-client';
import { FRAME_ERROR_MESSAGES, FrameError } from '../frame/frame-errors';
import type { FrameEvent } from '../frame/frame-event';
import { closeModal, openModal } from '../client/modal-actions';
import { embeddedConfigOf } from './embedded-config';
import { FRAME_HOST_VIEWS } from './frame-host-views';
import { syncFrameLocale } from './frame-locale-sync';
import { syncFrameTheme } from './frame-theme-sync';
import { loadModule } from '../modules/load-module';

const FRAME_VERSION = '0.1.0';

/** The frame's address from the project config: the one init asked for, else (basic mode, or it failed) asked now. */
async function frameUrlOf(context: ClientContext): Promise<string> {
  const known = context.embedded.getState().frameUrl;
  if (known) return known;
  const fromInit = await context.projectConfig?.catch(() => undefined);
  const config = fromInit?.frameUrl ? fromInit : await context.api?.get<ProjectConfigResponse>('/v1/project/config').catch(() => undefined);
  if (!config?.frameUrl) throw new FrameError(FRAME_ERROR_MESSAGES.loadFailed, { details: 'the server announced no frame URL' });
  context.embedded.setState(embeddedConfigOf(config));
  return config.frameUrl;
}

/**
 * The secure frame, created on first use: its client is a lazy chunk, so a visitor who never picks
 * email login (and has no embedded session to restore) loads neither it nor the frame.
 */
export function embeddedFrame(context: ClientContext): Promise<FrameClient> {
  context.frame ??= (async () => {
    const [{ createFrameClient }, frameUrl] = await Promise.all([loadModule(() => import('../frame/frame-client')), frameUrlOf(context)]);
    const chainId = namespaceState(context.chain, 'eip155').network.caipNetwork?.id ?? 1;
    const client = createFrameClient({
      frameUrl,
      projectId: context.options.projectId ?? '',
      chainId,
      version: FRAME_VERSION,
      locale: context.locale?.getState().requested,
      alerts: context.alerts,
    });
    client.onEvent((event) => onFrameEvent(context, event));
    context.embedded.setState({ iframe: client.iframe });
    await client.ready;
    syncFrameTheme(context.theme, client);
    // A partial context (some tests') has no locale store: the frame keeps the locale of its address.
    if (context.locale) syncFrameLocale(context.locale, client);
    return client;
  })();
  context.frame.catch(() => (context.frame = undefined));
  return context.frame;
}

/**
 * The frame asks to be shown for its code form (during a login) or for an approval (any other
 * time): the modal then opens on ApproveTransaction, and closes again when the frame is done.
 */
function onFrameEvent(context: ClientContext, event: FrameEvent): void {
  const loggingIn = context.embedded.getState().status !== 'idle';
  const hosted = context.modal.getState().open && FRAME_HOST_VIEWS.has(context.router.getState().view);
  if (event.type === 'SHOW_FRAME' || event.type === 'OPEN_APPROVAL') {
    context.embedded.setState({ frameVisible: true });
    if (!loggingIn && !hosted) openModal(context, { view: 'ApproveTransaction' });
  } else if (event.type === 'HIDE_FRAME' || event.type === 'CLOSE_APPROVAL') {
    context.embedded.setState({ frameVisible: false });
    if (!loggingIn && context.modal.getState().open && context.router.getState().view === 'ApproveTransaction') closeModal(context);
  } else if (event.type === 'FRAME_HEIGHT') {
    context.embedded.setState({ frameHeight: event.payload.height });
  }
  for (const listener of [...context.frameEvents]) listener(event);
}
