// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { encodeFunctionData, erc20Abi, toHex } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest } from '../src/approval/approval-request';
import { APPROVE_DELAY_MS } from '../src/ui/approve-readiness';
import { ApproveTransaction } from '../src/ui/approve-request';

const BOB = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function show(request: ApprovalRequest, busy = false) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  render(
    <ApproveTransaction
      prompt={{ open: true, turn: 1, request, busy }}
      origin="https://dapp.example"
      onApprove={onApprove}
      onReject={onReject}
    />,
  );
  return { onApprove, onReject, dialog: screen.getByRole('dialog', { name: /./ }) };
}

afterEach(cleanup);

describe('the ApproveTransaction view', () => {
  it('is a labelled, focused dialog naming the asking page; answers Approve (once in view a moment), Reject and Escape', () => {
    vi.useFakeTimers();
    try {
      const { onApprove, onReject, dialog } = show({ method: 'personal_sign', params: [toHex('Hello'), BOB], chainId: 1 });
      expect(screen.getByRole('dialog', { name: 'Sign a message' })).toBe(dialog);
      expect(document.activeElement).toBe(dialog);
      expect(dialog.textContent).toContain('Requested by https://dapp.example');
      expect(dialog.querySelector('pre')?.textContent).toBe('Hello');
      act(() => vi.advanceTimersByTime(APPROVE_DELAY_MS));
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(onApprove).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(onReject).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an ERC-20 transfer decoded, and disables both buttons while the server sends', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 5_000_000n] });
    const { dialog } = show({ method: 'eth_sendTransaction', params: [{ to: TOKEN, data }], chainId: 31337 }, true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Send a transaction');
    for (const shown of [
      'Token contract',
      TOKEN,
      'Token transfer to',
      BOB,
      '5000000 (smallest unit)',
      '0 ETH',
      'Anvil (31337)',
      'Sending…',
    ])
      expect(dialog.textContent).toContain(shown);
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("names the network as the server's chain config does (the frame page's config), as the modal does", () => {
    render(
      <ApproveTransaction
        prompt={{
          open: true,
          turn: 1,
          request: { method: 'eth_sendTransaction', params: [{ to: BOB, value: '0x0' }], chainId: 31337 },
          busy: false,
        }}
        origin="https://dapp.example"
        chainNames={new Map([[31337, 'Airlock Devnet']])}
        onApprove={() => undefined}
        onReject={() => undefined}
      />,
    );
    const network = Array.from(screen.getByRole('dialog').querySelectorAll('dt')).find((label) => label.textContent === 'Network');
    expect(network?.nextElementSibling?.textContent).toBe('Airlock Devnet (31337)');
  });

  it('shows typed data by its domain and primary type', () => {
    const typedData = {
      domain: { name: 'Permit2', chainId: 1, verifyingContract: TOKEN },
      types: { Permit: [{ name: 'spender', type: 'address' }] },
      primaryType: 'Permit',
      message: { spender: BOB },
    };
    const { dialog } = show({ method: 'eth_signTypedData_v4', params: [BOB, JSON.stringify(typedData)], chainId: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign typed data');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Domain', 'Permit']);
    for (const shown of ['Permit2', 'Ethereum (1)', TOKEN, 'spender', BOB]) expect(dialog.textContent).toContain(shown);
  });
  it('lists each call of a batch and says whether it runs as one atomic batch', () => {
    const CAROL = '0xcCcCCCCcCCcCcCCcCcCcCCCCcccCCcCCcCCCcCCc';
    const batch = {
      version: '2.0.0',
      chainId: '0x7a69',
      calls: [
        { to: BOB, value: '0x2386f26fc10000' },
        { to: CAROL, value: '0x470de4df820000' },
      ],
    };
    const { dialog } = show({ method: 'wallet_sendCalls', params: [batch], chainId: 31337, atomic: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Send a batch of calls');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Call 1 of 2', 'Call 2 of 2']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    for (const shown of ['2 calls, run as one atomic batch', BOB, '0.01 ETH', CAROL, '0.02 ETH', 'Anvil (31337)'])
      expect(dialog.textContent).toContain(shown);
    cleanup();
    show({ method: 'wallet_sendCalls', params: [batch], chainId: 31337, atomic: false });
    expect(screen.getByRole('dialog').textContent).toContain('2 calls, sent one after another as separate transactions');
  });
});
