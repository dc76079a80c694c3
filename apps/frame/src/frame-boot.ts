import type { ChainNames } from './approval/network-name';
import { parseFramePageConfig, type FramePageConfig } from './config/frame-page-config';
import { readFrameQuery, type FrameQuery } from './config/frame-query';
import { frameLocaleOf } from './i18n/frame-locale';
import { FRAME_TEXT } from './frame-text';
import { FRAME_VERSION } from './frame-version';
import { startFrameChannel } from './messaging/frame-channel';
import { createFrameDispatcher, type FrameDispatcherHooks } from './messaging/frame-dispatcher';
import { createFrameEvents, type FrameEvents } from './messaging/frame-events';
import type { EmbeddedWallet } from './wallet/embedded-wallet';
import { embeddingOrigin } from './messaging/embedding-origin';
import { isOriginAllowed } from './messaging/origin-allowlist';
import { applyFrameTheme, type ThemeRoot } from './ui/frame-theme';

/** The parts of `window` and `document` the frame starts from. */
export interface FrameWindow {
  self: unknown;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { search: string; ancestorOrigins?: ArrayLike<string>; reload(): void };
  referrer: string;
  configContent: string | null | undefined;
  addMessageListener(handler: (event: MessageEvent) => void): () => void;
  console: Pick<Console, 'error' | 'warn' | 'info'>;
  /** Where SYNC_THEME sets the modal's theme (the page's root element); none: the theme is only kept. */
  themeRoot?: ThemeRoot;
  /** Shows the frame's text in a locale it speaks (SYNC_LOCALE, the modal's setLocale); none: the locale is only kept. */
  showLocale?(locale: string): void;
}

/** Makes the frame's wallet once the page is known to be embedded by an allowed origin. */
export type WalletFactory = (context: {
  config: FramePageConfig;
  query: FrameQuery;
  events: FrameEvents;
  chainId(): number | string | undefined;
}) => EmbeddedWallet;

export type FrameStatus =
  | { kind: 'parent-not-set'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'running'; origin: string; stop(): void; wallet?: EmbeddedWallet; chainNames: ChainNames; reportHeight(height: number): void };

/**
 * Starts the frame: outside an iframe it only says 'parent is not set'; inside one it talks only
 * to an embedding origin on the project's allowlist (the one the server wrote into the page).
 */
export function bootFrame(frame: FrameWindow, createWallet?: WalletFactory): FrameStatus {
  if (frame.parent === frame.self) {
    frame.console.error(FRAME_TEXT.parentNotSet);
    return { kind: 'parent-not-set', message: FRAME_TEXT.parentNotSet };
  }
  const query = readFrameQuery(frame.location.search);
  const config = parseFramePageConfig(frame.configContent);
  if (!config || (query.projectId !== undefined && query.projectId !== config.projectId)) {
    frame.console.error(`Airlock frame: ${FRAME_TEXT.notConfigured}`);
    return { kind: 'refused', message: FRAME_TEXT.notConfigured };
  }
  const origin = embeddingOrigin({ ancestorOrigins: frame.location.ancestorOrigins, referrer: frame.referrer });
  if (!origin || !isOriginAllowed(origin, config.allowedOrigins)) {
    frame.console.error(`Airlock frame: ${FRAME_TEXT.originNotAllowed} (${origin ?? 'unknown origin'})`);
    return { kind: 'refused', message: FRAME_TEXT.originNotAllowed };
  }
  const events = createFrameEvents();
  // The wallet reads the chain the dispatcher keeps (SWITCH_NETWORK changes it), once requests arrive.
  const wallet = createWallet?.({ config, query, events, chainId: () => dispatcher.state.chainId });
  const themeRoot = frame.themeRoot;
  const hooks: FrameDispatcherHooks = {
    ...(themeRoot && { onTheme: (theme) => applyFrameTheme(themeRoot, theme) }),
    ...(frame.showLocale && { onLocale: frame.showLocale }),
  };
  const dispatcher = createFrameDispatcher(
    { chainId: query.chainId, rpcUrl: query.rpcUrl, locale: frameLocaleOf(query.locale) },
    wallet,
    hooks,
  );
  const stop = startFrameChannel(
    {
      parent: frame.parent,
      origin,
      listen: frame.addMessageListener,
      reload: () => frame.location.reload(),
      warn: (message) => frame.console.warn(message),
      log: query.enableLogger ? (message, detail) => frame.console.info(`[airlock frame] ${message}`, detail) : undefined,
    },
    dispatcher,
    FRAME_VERSION,
    events,
  );
  const reportHeight = (height: number) => events.emit({ type: 'FRAME_HEIGHT', payload: { height } });
  return { kind: 'running', origin, stop, wallet, chainNames: config.chainNames, reportHeight };
}
