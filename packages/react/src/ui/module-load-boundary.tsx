import { Component, type ReactNode } from 'react';
import { en, ModuleLoadError } from '@airlock/core';

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
      <div className="airlock-center airlock-module-load-failed" role="alert">
        <p className="airlock-heading">{en.moduleLoadFailed}</p>
        <button type="button" className="airlock-button" onClick={this.props.onRetry}>
          {en.tryAgain}
        </button>
      </div>
    );
  }
}
