// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpForm } from '../src/ui/otp-form';

const PROMPT = { open: true as const, email: 'visitor@example.com', busy: false };

afterEach(cleanup);

describe('the one-time-code form', () => {
  it("for a login is the code field and Continue only: the modal's line above says where the code went, its Back cancels", () => {
    const onCancel = vi.fn();
    const { container } = render(<OtpForm prompt={PROMPT} onSubmit={() => undefined} onCancel={onCancel} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.textContent).not.toContain('visitor@example.com');
    expect(container.textContent).not.toMatch(/check your email|we sent/i);
    const input = screen.getByLabelText('One-time code');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue']);
    // Escape still drops the login from the frame itself.
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("names a refused code's reason with the field", () => {
    render(<OtpForm prompt={{ ...PROMPT, error: 'Wrong code: 4 attempts left' }} onSubmit={() => undefined} onCancel={() => undefined} />);
    const input = screen.getByLabelText('One-time code');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Wrong code: 4 attempts left');
  });

  it('for a key export or an email change keeps its heading and says where the code went', () => {
    render(
      <OtpForm
        prompt={PROMPT}
        title="Export private key"
        hint={
          <>
            Enter the code we sent to <strong>visitor@example.com</strong> to show your private key.
          </>
        }
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Export private key' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue', 'Cancel']);
    const input = screen.getByLabelText('One-time code');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the code we sent to visitor@example.com to show your private key.',
    );
  });
});
