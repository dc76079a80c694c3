// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivateKeyView } from '../src/ui/private-key-view';

const KEY = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';

function show(writeClipboard = vi.fn(async (_text: string) => undefined)) {
  const onDone = vi.fn();
  render(<PrivateKeyView privateKey={KEY} address={ADDRESS} onDone={onDone} writeClipboard={writeClipboard} />);
  return { onDone, writeClipboard, dialog: screen.getByRole('dialog', { name: 'Your private key' }) };
}

afterEach(cleanup);

describe('the private key view', () => {
  it('warns first, keeps the key out of the document until Reveal, and takes focus', () => {
    const { dialog } = show();
    expect(document.activeElement).toBe(dialog);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByRole('note').id);
    expect(screen.getByRole('note').textContent).toBe('Anyone with this key controls your wallet. Never share it.');
    expect(dialog.textContent).toContain(ADDRESS);
    expect(document.body.innerHTML).not.toContain(KEY.slice(2));

    const reveal = screen.getByRole('button', { name: 'Reveal' });
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(reveal);
    expect(dialog.textContent).toContain(KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(document.body.innerHTML).not.toContain(KEY.slice(2));
  });

  it('copies the key with the frame’s own clipboard, and says so (or that it failed)', async () => {
    const { writeClipboard } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeClipboard).toHaveBeenCalledWith(KEY);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard'));
    cleanup();

    show(vi.fn(() => Promise.reject(new Error('denied'))));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copying failed: reveal the key and copy it by hand'));
  });

  it('Done and Escape both end it', () => {
    const { onDone, dialog } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
