import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from '../src/modal/use-focus-trap';

function Trapped() {
  const container = useRef<HTMLDivElement>(null);
  useFocusTrap(container, true, () => {});
  return (
    <>
      <div ref={container}>
        <button type="button">First</button>
        <button type="button">Last reachable</button>
        <button type="button" tabIndex={-1}>
          Roving member
        </button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('focus trap', () => {
  it('cycles Tab and Shift+Tab between the first and last controls Tab can reach, skipping tabindex -1', async () => {
    const user = userEvent.setup();
    render(<Trapped />);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last reachable' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last reachable' })).toHaveFocus();
  });
});
