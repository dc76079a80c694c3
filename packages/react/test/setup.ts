import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores with servers and browsers; a debounced search plus an HTTP round trip can
// take longer than testing-library's 1 s default there without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
