import { useRef, type ButtonHTMLAttributes } from 'react';
import { useThemeAttributes } from '../modal/use-theme-attributes';

/** A button in the page (not the modal) that wears the modal's theme. */
export function ThemedButton({ connected, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { connected?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  const themeMode = useThemeAttributes(ref);
  return (
    <button
      ref={ref}
      type="button"
      className="airlock-root airlock-connect-button"
      data-theme={themeMode}
      data-connected={connected ? 'true' : undefined}
      {...props}
    >
      {children}
    </button>
  );
}
