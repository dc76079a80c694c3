// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeFees } from '../src/approval/fee-summary';
import type { SendPreview } from '../src/approval/send-preview';
import { readFrameQuery } from '../src/config/frame-query';
import { formatMessage } from '../src/i18n/format-message';
import { frameTextStore } from '../src/i18n/frame-text-store';
import { frame as german } from '../src/i18n/locales/de';
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
    render(<ApproveTransaction prompt={{ open: true, turn: 1, request: { method: 'personal_sign', params: ['0x48656c6c6f', '0x0'], chainId: 1 }, busy: false }} origin="https://dapp.example" onApprove={() => undefined} onReject={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: german.approval.signMessage });
    expect(dialog.querySelector('strong')?.textContent).toBe('https://dapp.example');
    expect(dialog.textContent).toContain(formatMessage(german.approval.requestedBy, { origin: 'https://dapp.example' }));
    expect(screen.getByRole('button', { name: german.approval.reject })).toBeTruthy();
  });

  it('writes USD the locale’s way (Intl)', () => {
    const preview: SendPreview = { nativeCurrency: { symbol: 'ETH', decimals: 18 }, usdPerNative: 2000, transactions: [{ gas: '0x5208', maxFeePerGas: '0x3b9aca00' }] } as SendPreview;
    expect(summarizeFees(preview, 10n ** 18n).totalUsd).toBe('about $2,000.04');
    expect(summarizeFees(preview, 10n ** 18n, german, 'de').totalUsd).toBe(formatMessage(german.fees.about, { amount: '2.000,04\u00a0$' }));
  });
});
