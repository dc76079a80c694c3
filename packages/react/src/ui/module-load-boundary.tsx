import { Component, createRef, type ReactNode } from 'react';
import { ModuleLoadError } from '@airlock/core';
import { useMessages } from '../i18n/use-messages';

interface ModuleLoadBoundaryProps {
  children: ReactNode;
  /** Called once per failure, before the message shows. */
  onError: () => void;
  onRetry: () => void;
}

/**
 * Keeps a view that failed (its chunk did not load, or it threw) inside the modal: the message and
 * Try again in its place, instead of the error unmounting the dApp's whole page.
 */
export class ModuleLoadBoundary extends Component<ModuleLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private readonly message = createRef<HTMLDivElement>();

  private readonly retry = () => {
    // Try again leaves with the message: focus stays in the dialog (tabIndex -1), not lost to the page.
    this.message.current?.closest<HTMLElement>('[tabindex="-1"]')?.focus();
    this.props.onRetry();
  };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // loadModule has warned about a chunk that did not load; anything else is warned about here.
    if (!(error instanceof ModuleLoadError)) console.warn('Airlock: a part of the wallet failed', error);
    this.props.onError();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="airlock-center airlock-module-load-failed" role="alert" ref={this.message}>
        <ModuleLoadFailed onRetry={this.retry} />
      </div>
    );
  }
}

function ModuleLoadFailed({ onRetry }: { onRetry: () => void }) {
  const messages = useMessages();
  return (
    <>
      <p className="airlock-heading">{messages.moduleLoadFailed}</p>
      <button type="button" className="airlock-button" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </>
  );
}
