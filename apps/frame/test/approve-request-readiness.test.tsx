// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toHex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest } from '../src/approval/approval-request';
import { ApproveTransaction } from '../src/ui/approve-request';

const BOB = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';
const FIRST: ApprovalRequest = { method: 'personal_sign', params: [toHex('Log in'), BOB], chainId: 1 };
const SECOND: ApprovalRequest = { method: 'personal_sign', params: [toHex('Give me everything'), BOB], chainId: 1 };

function show(request: ApprovalRequest, turn = 1) {
  const onApprove = vi.fn();
  const view = (next: ApprovalRequest, nextTurn: number) => (
    <ApproveTransaction
      prompt={{ open: true, turn: nextTurn, request: next, busy: false }}
      origin="https://dapp.example"
      onApprove={onApprove}
      onReject={() => undefined}
    />
  );
  const { rerender } = render(view(request, turn));
  return { onApprove, replace: (next: ApprovalRequest, nextTurn: number) => rerender(view(next, nextTurn)) };
}

const approve = () => screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** What a screen reader says of the button besides its name. */
const description = () => {
  const ids = approve().getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
};

function setPageVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** A click `early` ms into the 700 ms wait does nothing; one once the rest has passed approves. */
function approvesOnlyAfterTheWait(onApprove: () => void, early: number, rest: number) {
  after(early);
  fireEvent.click(approve());
  expect(onApprove).not.toHaveBeenCalled();
  after(rest);
  fireEvent.click(approve());
  expect(onApprove).toHaveBeenCalledTimes(1);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('Approve cannot be clicked blind', () => {
  it('does nothing for the first 700 ms after a request appears, saying why, then approves', () => {
    const { onApprove } = show(FIRST);
    expect(approve().disabled).toBe(true);
    expect(description()).toMatch(/available in a moment/i);
    fireEvent.click(approve());
    after(650);
    fireEvent.click(approve());
    expect(onApprove).not.toHaveBeenCalled();
    after(50);
    expect(approve().disabled).toBe(false);
    expect(approve().getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(approve());
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('starts the delay again when another request takes the place of the one shown', () => {
    const { onApprove, replace } = show(FIRST, 1);
    after(600);
    replace(SECOND, 2);
    after(300); // 900 ms after the first request, 300 ms after the second
    fireEvent.click(approve());
    expect(onApprove).not.toHaveBeenCalled();
    expect(approve().disabled).toBe(true);
    after(400);
    fireEvent.click(approve());
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('is off while the page is hidden, and for 700 ms once it shows again', () => {
    const { onApprove } = show(FIRST);
    after(1000);
    expect(approve().disabled).toBe(false);
    setPageVisibility('hidden');
    expect(approve().disabled).toBe(true);
    setPageVisibility('visible');
    approvesOnlyAfterTheWait(onApprove, 500, 200);
  });

  it('with IntersectionObserver v2, refuses while the frame is covered, and waits 700 ms once it is visible again', () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const { onApprove } = show(FIRST);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toMatchObject({ trackVisibility: true, delay: 100 });
    const report = (isVisible: boolean) =>
      act(() =>
        observers[0]!.callback([{ isIntersecting: true, isVisible } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
      );

    report(false); // the page laid something over the frame
    after(2000);
    expect(approve().disabled).toBe(true);
    expect(description()).toBe('Approve is available once this window is fully visible');
    expect(screen.getByText('Approve is available once this window is fully visible')).toBeTruthy();
    fireEvent.click(approve());
    expect(onApprove).not.toHaveBeenCalled();

    report(true);
    approvesOnlyAfterTheWait(onApprove, 600, 100);
  });

  it('is off while the frame is off screen or fading in, with no visible hint (it would change the frame’s height)', () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { onApprove } = show(FIRST);
    const report = (isIntersecting: boolean, isVisible: boolean) =>
      act(() => observers[0]!([{ isIntersecting, isVisible } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    report(true, false);
    after(100);
    expect(screen.queryByText('Approve is available once this window is fully visible')).toBeNull();
    report(false, false);
    after(2000);
    expect(approve().disabled).toBe(true);
    expect(screen.queryByText('Approve is available once this window is fully visible')).toBeNull();
    expect(description()).toBe('Approve becomes available in a moment, once you have had time to read this request');
    report(true, true);
    approvesOnlyAfterTheWait(onApprove, 600, 100);
  });
});
