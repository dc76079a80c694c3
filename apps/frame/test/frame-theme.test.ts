// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootFrame, type FrameWindow } from '../src/frame-boot';

const PROJECT = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
const APP = 'http://localhost:5173';

/** The frame booted as the browser page boots it, its theme set on this document's root. */
function bootedFrame() {
  const posted: unknown[] = [];
  const parent = { postMessage: (message: unknown) => void posted.push(message) };
  let handler: ((event: MessageEvent) => void) | undefined;
  const frame: FrameWindow = {
    self: {},
    parent,
    location: { search: `?projectId=${PROJECT}&chainId=31337`, ancestorOrigins: [APP], reload: vi.fn() },
    referrer: '',
    configContent: JSON.stringify({ projectId: PROJECT, allowedOrigins: ['http://localhost:*'], apiUrl: 'http://127.0.0.1:8787' }),
    addMessageListener: (listener) => {
      handler = listener;
      return () => (handler = undefined);
    },
    console: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
    themeRoot: document.documentElement,
  };
  bootFrame(frame);
  let next = 0;
  const syncTheme = async (payload: unknown, origin = APP) => {
    handler?.({ data: { id: `t${++next}`, type: 'SYNC_THEME', payload }, origin, source: parent } as unknown as MessageEvent);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { syncTheme, posted };
}

const root = () => document.documentElement;

afterEach(() => {
  root().removeAttribute('data-theme');
  root().removeAttribute('style');
});

describe('SYNC_THEME in the frame', () => {
  it('sets the dark theme on the frame document (data-theme and color-scheme), and light again', async () => {
    const { syncTheme, posted } = bootedFrame();
    expect(root().dataset.theme).toBeUndefined();
    await syncTheme({ themeMode: 'dark' });
    expect(posted.at(-1)).toEqual({ id: 't1', type: 'SYNC_THEME_SUCCESS', payload: {} });
    expect(root().dataset.theme).toBe('dark');
    expect(root().style.colorScheme).toBe('dark');
    await syncTheme({ themeMode: 'light' });
    expect(root().dataset.theme).toBe('light');
    expect(root().style.colorScheme).toBe('light');
  });

  it("takes the modal's accent, font and corner radius when they are plain values, and nothing else", async () => {
    const { syncTheme } = bootedFrame();
    await syncTheme({
      themeMode: 'dark',
      themeVariables: {
        '--airlock-accent': '#ff5500',
        '--airlock-font-family': 'Inter, "Segoe UI", sans-serif',
        '--airlock-border-radius': '8px',
        '--airlock-z-index': 999,
      },
    });
    expect(root().style.getPropertyValue('--frame-accent')).toBe('#ff5500');
    expect(root().style.getPropertyValue('--frame-font')).toBe('Inter, "Segoe UI", sans-serif');
    expect(root().style.getPropertyValue('--frame-radius')).toBe('8px');
    expect(root().style.getPropertyValue('--airlock-z-index')).toBe('');

    // A value that could load something or escape its declaration is refused; one left out is reset.
    await syncTheme({
      themeMode: 'dark',
      themeVariables: {
        '--airlock-accent': 'url(https://evil.test/x)',
        '--airlock-font-family': 'a;} body{display:none',
        '--airlock-border-radius': 'calc(1px',
      },
    });
    expect(root().style.getPropertyValue('--frame-accent')).toBe('');
    expect(root().style.getPropertyValue('--frame-font')).toBe('');
    expect(root().style.getPropertyValue('--frame-radius')).toBe('');

    // Not a theme at all: ignored, the frame keeps the one it has.
    await syncTheme({ themeMode: 'purple' });
    await syncTheme('dark');
    expect(root().dataset.theme).toBe('dark');
  });

  it('only from the embedding page: another origin changes nothing', async () => {
    const { syncTheme } = bootedFrame();
    await syncTheme({ themeMode: 'dark' }, 'https://evil.test');
    expect(root().dataset.theme).toBeUndefined();
  });
});

describe("the frame's stylesheets", () => {
  const css = (name: string) => readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'ui', name), 'utf8');
  const variables = (block: string) => new Set([...block.matchAll(/(--frame-[\w-]+)\s*:/g)].map((match) => match[1]));

  it('give every colour a light and a dark value, in the shared card stylesheet the three views import', () => {
    const shared = css('frame-card.css');
    const light = /:root\s*\{([^}]*)\}/.exec(shared)?.[1] ?? '';
    const dark = /:root\[data-theme=["']dark["']\]\s*\{([^}]*)\}/.exec(shared)?.[1] ?? '';
    const colours = [...variables(light)].filter((name) =>
      /#[0-9a-f]{3,8}\b/i.test(new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(light)?.[1] ?? ''),
    );
    expect(colours.length).toBeGreaterThan(8);
    for (const name of colours) expect(variables(dark), `${name} in dark`).toContain(name);
    for (const view of ['otp-form.css', 'approve-request.css', 'private-key-view.css']) {
      const sheet = css(view);
      expect(sheet, view).toMatch(/^@import ["']\.\/frame-card\.css["'];/);
      // Colours come from the theme only, and the card box and focus ring from the shared sheet.
      expect(sheet.match(/#[0-9a-f]{3,8}\b/gi), view).toBeNull();
      expect(sheet, view).not.toMatch(/outline:\s*3px/);
      expect(sheet, view).not.toMatch(/border-radius:\s*16px/);
    }
  });
});
