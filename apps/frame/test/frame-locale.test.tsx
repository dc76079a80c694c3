// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeFees } from '../src/approval/fee-summary';
import type { SendPreview } from '../src/approval/send-preview';
import { readFrameQuery } from '../src/config/frame-query';
import { formatMessage } from '@airlock/protocol';
import { bootFrame } from '../src/frame-boot';
import { createFrameTextStore, frameTextStore } from '../src/i18n/frame-text-store';
import { frame as arabic } from '../src/i18n/locales/ar';
import { frame as german } from '../src/i18n/locales/de';
import { frame as japanese } from '../src/i18n/locales/ja';
import { ApproveTransaction } from '../src/ui/approve-request';
import { OtpForm } from '../src/ui/otp-form';

afterEach(async () => {
  cleanup();
  await frameTextStore.show('en');
});

describe('the frame’s language', () => {
  it('reads the locale the modal put in its address, and nothing that is not a language tag', () => {
    expect(readFrameQuery('?projectId=p&locale=pt-BR').locale).toBe('pt-BR');
    expect(readFrameQuery('?locale=<script>').locale).toBeUndefined();
    expect(readFrameQuery('?projectId=p').locale).toBeUndefined();
  });

  it('shows its views in that locale once loaded, English before and for a locale it does not have', async () => {
    const prompt = { open: true as const, email: 'ada@example.com', busy: false, error: 'Wrong code: 2 attempts left' };
    render(<OtpForm prompt={prompt} onSubmit={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByLabelText('One-time code')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Wrong code: 2 attempts left');

    await act(() => frameTextStore.show('de'));
    expect(screen.getByLabelText(german.code.oneTimeCode)).toBeTruthy();
    expect(screen.getByRole('button', { name: german.code.continue })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(formatMessage(german.errors.codeWrong, { attempts: 2 }));

    await act(() => frameTextStore.show('xx'));
    expect(frameTextStore.get().locale).toBe('de');
  });

  it('asks for approval in German, the origin in bold', async () => {
    await frameTextStore.show('de');
    render(
      <ApproveTransaction
        prompt={{ open: true, turn: 1, request: { method: 'personal_sign', params: ['0x48656c6c6f', '0x0'], chainId: 1 }, busy: false }}
        origin="https://dapp.example"
        onApprove={() => undefined}
        onReject={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: german.approval.signMessage });
    expect(dialog.querySelector('strong')?.textContent).toBe('https://dapp.example');
    expect(dialog.textContent).toContain(formatMessage(german.approval.requestedBy, { origin: 'https://dapp.example' }));
    expect(screen.getByRole('button', { name: german.approval.reject })).toBeTruthy();
  });

  it('writes USD the locale’s way (Intl)', () => {
    const preview: SendPreview = {
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      usdPerNative: 2000,
      transactions: [{ gas: '0x5208', maxFeePerGas: '0x3b9aca00' }],
    } as SendPreview;
    expect(summarizeFees(preview, 10n ** 18n).totalUsd).toBe('about $2,000.04');
    expect(summarizeFees(preview, 10n ** 18n, german, 'de').totalUsd).toBe(formatMessage(german.fees.about, { amount: '2.000,04\u00a0$' }));
  });

  it('follows SYNC_LOCALE while open: it loads that locale (Arabic right to left), and refuses what is no locale it speaks', async () => {
    const store = createFrameTextStore();
    const posted: unknown[] = [];
    const parent = { postMessage: (message: unknown) => void posted.push(message) };
    let handler: ((event: MessageEvent) => void) | undefined;
    bootFrame({
      self: {},
      parent,
      location: {
        search: '?projectId=a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1&locale=ja',
        ancestorOrigins: ['http://localhost:5173'],
        reload: vi.fn(),
      },
      referrer: '',
      configContent: JSON.stringify({
        projectId: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
        allowedOrigins: ['http://localhost:*'],
        apiUrl: 'http://127.0.0.1:8787',
      }),
      addMessageListener: (listener) => {
        handler = listener;
        return () => (handler = undefined);
      },
      console: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
      showLocale: (locale) => void store.show(locale),
    });
    let next = 0;
    const syncLocale = (payload: unknown, origin = 'http://localhost:5173') => {
      const id = `l${++next}`;
      handler?.({ data: { id, type: 'SYNC_LOCALE', payload }, origin, source: parent } as unknown as MessageEvent);
      return vi.waitFor(() => {
        const reply = posted.find((message) => (message as { id?: string }).id === id);
        expect(reply).toBeDefined();
        return reply;
      });
    };

    expect(await syncLocale({ locale: 'ja' })).toEqual({ id: 'l1', type: 'SYNC_LOCALE_SUCCESS', payload: {} });
    await vi.waitFor(() => expect(store.get()).toEqual({ locale: 'ja', direction: 'ltr', messages: japanese }));
    await syncLocale({ locale: 'ar' });
    await vi.waitFor(() => expect(store.get()).toEqual({ locale: 'ar', direction: 'rtl', messages: arabic }));

    for (const payload of [{ locale: 'xx' }, { locale: '<script>' }, { locale: 42 }, {}]) {
      expect(await syncLocale(payload)).toMatchObject({ type: 'SYNC_LOCALE_ERROR' });
    }
    // Another origin is not heard at all.
    handler?.({
      data: { id: 'evil', type: 'SYNC_LOCALE', payload: { locale: 'de' } },
      origin: 'https://evil.test',
      source: parent,
    } as unknown as MessageEvent);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get().locale).toBe('ar');
    expect(posted.some((message) => (message as { id?: string }).id === 'evil')).toBe(false);
  });
});
