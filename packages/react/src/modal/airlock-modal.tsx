import { Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ModalState, RouterState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { Spinner } from '../ui/spinner';
import { AlertBanner } from './alert-banner';
import { ModalHeader } from './modal-header';
import { Toast } from './toast';
import { useAnimatedHeight } from './use-animated-height';
import { useFocusTrap } from './use-focus-trap';
import { usePreloadConnectedViews } from './use-preload-connected-views';
import { useThemeAttributes } from './use-theme-attributes';
import { useViewFocus } from './use-view-focus';
import { preloadPickedWalletViews, VIEWS } from './view-registry';
import { useMessages } from '../i18n/use-messages';
import { useLocale } from '../i18n/use-locale';

const selectModal = (state: ModalState) => ({ open: state.open, shake: state.shake });
const selectRoute = (state: RouterState) => ({ view: state.view, depth: state.history.length, data: state.data });

function OpenModal() {
  const messages = useMessages();
  const { locale, direction } = useLocale();
  const client = useAirlock();
  const { shake } = useExternalState(client.modal, selectModal);
  const { view, depth, data } = useExternalState(client.router, selectRoute);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const themeMode = useThemeAttributes(root);
  const close = useCallback(() => client.close(), [client]);

  useFocusTrap(dialog, true, close);
  useViewFocus(dialog, view);
  useEffect(() => preloadPickedWalletViews(client.options.siwx !== undefined), [client]);
  useAnimatedHeight(dialog, content);

  const definition = VIEWS[view];
  const ViewComponent = definition?.Component;
  return (
    <div className="airlock-root" data-theme={themeMode} lang={locale} dir={direction} ref={root}>
      <div
        className="airlock-backdrop"
        data-testid="airlock-backdrop"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div
          className="airlock-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-label={definition ? undefined : messages.dialogLabel}
          data-shake={shake}
          data-view={view}
          tabIndex={-1}
          ref={dialog}
        >
          <div ref={content}>
            <ModalHeader
              title={definition ? definition.title(messages, data) : messages.dialogLabel}
              titleId={titleId}
              onBack={depth > 1 ? client.goBack : undefined}
              onClose={close}
            />
            <AlertBanner />
            <div className="airlock-view" key={view}>
              <Suspense
                fallback={
                  <div className="airlock-center" role="status" aria-label={messages.loading}>
                    <Spinner />
                  </div>
                }
              >
                {ViewComponent && <ViewComponent />}
              </Suspense>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The modal, portalled to the page body (spec §2), plus the toast region. Renders nothing on the server. */
export function AirlockModal({ container }: { container?: Element | null }) {
  const client = useAirlock();
  const { open } = useExternalState(client.modal, selectModal);
  usePreloadConnectedViews();
  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  if (!target) return null;
  return createPortal(
    <>
      {open && <OpenModal />}
      <ToastRoot />
    </>,
    target,
  );
}

function ToastRoot() {
  const { locale, direction } = useLocale();
  const root = useRef<HTMLDivElement>(null);
  const themeMode = useThemeAttributes(root);
  return (
    <div className="airlock-root" data-theme={themeMode} lang={locale} dir={direction} ref={root}>
      <Toast />
    </div>
  );
}
