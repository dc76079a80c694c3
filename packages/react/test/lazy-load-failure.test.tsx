import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModuleLoadError } from '@airlock/core';
import { lazyWithRetry } from '../src/ui/lazy-with-retry';

// React reports every error a boundary catches on console.error.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

function SendView({ to }: { to: string }) {
  return <p>Send to {to}</p>;
}

describe('a view loaded on demand whose chunk fails to load', () => {
  it('shows why in its place with Try again, which loads it again, while the rest of the page stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new TypeError('Failed to fetch dynamically imported module: http://dapp.test/assets/send-view-1a2b.js');
    const load = vi.fn<() => Promise<typeof SendView>>().mockRejectedValueOnce(cause).mockResolvedValue(SendView);
    const LazySend = lazyWithRetry(load);
    const user = userEvent.setup();
    render(
      <main>
        <h1>My dApp</h1>
        <div role="dialog" aria-label="wallet" tabIndex={-1}>
          <Suspense fallback={<span role="status">Loading</span>}>
            <LazySend to="vitalik.eth" />
          </Suspense>
        </div>
      </main>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the wallet could not be loaded.');
    expect(screen.getByRole('heading', { name: 'My dApp' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), cause);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Send to vitalik.eth')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My dApp' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // The button went with the message; focus stayed in the dialog.
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('tries to load again when the view is next opened after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof SendView>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(SendView);
    const LazySend = lazyWithRetry(load);
    const page = (open: boolean) => <Suspense fallback={null}>{open && <LazySend to="a" />}</Suspense>;
    const { rerender } = render(page(true));
    await screen.findByRole('alert');
    rerender(page(false));
    rerender(page(true));
    expect(await screen.findByText('Send to a')).toBeInTheDocument();
  });

  it('loads the chunk once across openings when it loads', async () => {
    const load = vi.fn(async () => SendView);
    const LazySend = lazyWithRetry(load);
    const page = (open: boolean) => <Suspense fallback={null}>{open && <LazySend to="a" />}</Suspense>;
    const { rerender } = render(page(true));
    await screen.findByText('Send to a');
    rerender(page(false));
    rerender(page(true));
    expect(screen.getByText('Send to a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a view that throws once loaded (not a load failure) with its error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bug = new Error('view bug');
    const Broken = () => {
      throw bug;
    };
    const LazyBroken = lazyWithRetry(async () => Broken);
    render(
      <Suspense fallback={null}>
        <LazyBroken />
      </Suspense>,
    );
    await screen.findByRole('alert');
    expect(warn).toHaveBeenCalledWith(expect.any(String), bug);
    expect(warn.mock.calls.flat().some((argument) => argument instanceof ModuleLoadError)).toBe(false);
  });
});

describe('a view loaded on demand, asked for before it shows (preload)', () => {
  it('loads once and then renders at once, without the Suspense fallback', async () => {
    const load = vi.fn(async () => SendView);
    const LazySend = lazyWithRetry(load);
    LazySend.preload();
    LazySend.preload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    render(
      <Suspense fallback={<span role="status">Loading</span>}>
        <LazySend to="a" />
      </Suspense>,
    );
    expect(screen.getByText('Send to a')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a load still under way with the view, which shows when it arrives', async () => {
    let arrive: (view: typeof SendView) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof SendView>((resolve) => (arrive = resolve)));
    const LazySend = lazyWithRetry(load);
    LazySend.preload();
    render(
      <Suspense fallback={<span role="status">Loading</span>}>
        <LazySend to="a" />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => arrive(SendView));
    expect(await screen.findByText('Send to a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed preload (warned about once) and loads again when the view shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof SendView>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(SendView);
    const LazySend = lazyWithRetry(load);
    LazySend.preload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(warn).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={null}>
        <LazySend to="a" />
      </Suspense>,
    );
    expect(await screen.findByText('Send to a')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
