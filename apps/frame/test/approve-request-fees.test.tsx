// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { parseEther, parseGwei, toHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../src/approval/approval-request';
import type { SendPreview } from '../src/approval/send-preview';
import { ApproveTransaction } from '../src/ui/approve-request';

const BOB = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';
const CAROL = '0xcCcCCCCcCCcCcCCcCcCcCCCCcccCCcCCcCCCcCCc';
const EXECUTOR = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const FEES = { gas: toHex(21_000n), maxFeePerGas: toHex(parseGwei('30')), maxPriorityFeePerGas: toHex(parseGwei('1')) };
const preview = (overrides: Partial<SendPreview> = {}): SendPreview => ({
  transactions: [FEES],
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  usdPerNative: 3000,
  ...overrides,
});

function show(request: ApprovalRequest) {
  render(
    <ApproveTransaction
      prompt={{ open: true, turn: 1, request, busy: false }}
      origin="https://dapp.example"
      onApprove={() => undefined}
      onReject={() => undefined}
    />,
  );
  return screen.getByRole('dialog');
}

/** The approval's rows as the user reads them: label → value. */
const rows = (dialog: HTMLElement) =>
  new Map(
    Array.from(dialog.querySelectorAll('.approve-request__row'), (row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

afterEach(cleanup);

describe('the approval shows what a send can cost', () => {
  it("shows the maximum network fee, the total and the dApp's nonce, in ETH and USD", () => {
    const tx = { to: BOB, value: toHex(parseEther('0.25')), nonce: '0x7', ...FEES };
    const shown = rows(show({ method: 'eth_sendTransaction', params: [tx], chainId: 31337, preview: preview() }));
    // 21,000 gas × 30 gwei = 0.00063 ETH; at $3,000 that is $1.89.
    expect(shown.get('Max network fee')).toBe('0.00063 ETH (about $1.89)');
    expect(shown.get('Total (value + max fee)')).toBe('0.25063 ETH (about $751.89)');
    expect(shown.get('Nonce')).toBe('7');
    expect(shown.get('Value')).toBe('0.25 ETH');
  });

  it('rounds the amounts to 6 significant decimals, saying so, with every decimal and the wei one click away', () => {
    // 21,000 gas × 2.200000001 gwei = 0.000046200000021 ETH: fees as a devnet sets them, to the wei.
    const odd = { gas: toHex(21_000n), maxFeePerGas: toHex(2_200_000_001n), maxPriorityFeePerGas: toHex(1n) };
    const dialog = show({
      method: 'eth_sendTransaction',
      params: [{ to: BOB, value: toHex(parseEther('0.05')) }],
      chainId: 31337,
      preview: preview({ transactions: [odd], usdPerNative: null }),
    });
    const shown = rows(dialog);
    expect(shown.get('Value')).toBe('0.05 ETH');
    expect(shown.get('Max network fee')).toBe('≈ 0.0000462 ETH (no USD price known)');
    expect(shown.get('Total (value + max fee)')).toBe('≈ 0.0500462 ETH');
    // Hovering a rounded amount shows it exactly.
    expect(screen.getByText('≈ 0.0500462 ETH').getAttribute('title')).toBe('0.050046200000021 ETH');
    const exact = dialog.querySelector('details')!;
    expect(exact.open).toBe(false);
    expect(exact.querySelector('summary')?.textContent).toBe('Exact amounts');
    const exactRows = new Map(
      Array.from(exact.querySelectorAll('dl > div'), (row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );
    expect(Object.fromEntries(exactRows)).toEqual({
      Value: '0.05 ETH',
      'Max network fee': '0.000046200000021 ETH',
      Total: '0.050046200000021 ETH',
      'Total in wei': '50046200000021000 wei',
    });
  });

  it('says so when no USD price is known, shows a legacy gas price, and no nonce row when the dApp set none', () => {
    const legacy = { gas: toHex(50_000n), gasPrice: toHex(parseGwei('2')) };
    const shown = rows(
      show({
        method: 'eth_sendTransaction',
        params: [{ to: BOB, value: '0x0' }],
        chainId: 31337,
        preview: preview({ transactions: [legacy], usdPerNative: null }),
      }),
    );
    expect(shown.get('Max network fee')).toBe('0.0001 ETH (no USD price known)');
    expect(shown.get('Total (value + max fee)')).toBe('0.0001 ETH');
    expect(shown.has('Nonce')).toBe(false);
  });

  it("names a batch's EIP-7702 delegation, and adds up every call's value and every transaction's fee", () => {
    const batch = {
      version: '2.0.0',
      chainId: '0x7a69',
      calls: [
        { to: BOB, value: toHex(parseEther('0.01')) },
        { to: CAROL, value: toHex(parseEther('0.02')) },
      ],
    };
    const dialog = show({
      method: 'wallet_sendCalls',
      params: [batch],
      chainId: 31337,
      atomic: true,
      preview: preview({ delegation: { executor: EXECUTOR } }),
    });
    expect(dialog.textContent).toContain(
      `This upgrades your account to a smart account: an EIP-7702 delegation to ${EXECUTOR}, the network's BatchExecutor.`,
    );
    const shown = rows(dialog);
    expect(shown.get('Max network fee')).toBe('0.00063 ETH (about $1.89)');
    expect(shown.get('Total (value + max fee)')).toBe('0.03063 ETH (about $91.89)');

    cleanup();
    const sequential = show({
      method: 'wallet_sendCalls',
      params: [batch],
      chainId: 31337,
      atomic: false,
      preview: preview({ transactions: [FEES, FEES] }),
    });
    expect(sequential.textContent).not.toContain('EIP-7702');
    expect(rows(sequential).get('Max network fee')).toBe('0.00126 ETH (about $3.78)');
  });
});
