// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { neededHeight, reportViewHeight, SCROLLER_ATTRIBUTE } from '../src/ui/view-height-reporter';

/** jsdom lays nothing out: each element gets the sizes a browser would have measured. */
function sized(element: Element, sizes: { height?: number; scrollHeight?: number; clientHeight?: number }) {
  if (sizes.height !== undefined) element.getBoundingClientRect = () => ({ height: sizes.height }) as DOMRect;
  for (const key of ['scrollHeight', 'clientHeight'] as const)
    if (sizes[key] !== undefined) Object.defineProperty(element, key, { configurable: true, value: sizes[key] });
  return element;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the height the frame asks the modal for', () => {
  it("is the view's own height, plus what its scrolling box hides, in whole pixels", () => {
    const view = sized(document.createElement('section'), { height: 300.2 });
    expect(neededHeight(view)).toBe(301);
    const body = sized(document.createElement('div'), { scrollHeight: 520, clientHeight: 240 });
    body.setAttribute(SCROLLER_ATTRIBUTE, '');
    view.append(body);
    expect(neededHeight(view)).toBe(581);
  });

  it('is reported when a view appears and each time it changes, not again when it is the same, and not for no view', () => {
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const root = document.createElement('div');
    document.body.append(root);
    const reported: number[] = [];
    const stop = reportViewHeight(root, (height) => reported.push(height));
    expect(reported).toEqual([]);

    const form = sized(document.createElement('form'), { height: 120 });
    root.append(form);
    return Promise.resolve()
      .then(() => {
        expect(reported).toEqual([120]);
        resized();
        expect(reported).toEqual([120]);
        sized(form, { height: 146 });
        resized();
        expect(reported).toEqual([120, 146]);
        form.remove();
      })
      .then(() => {
        // Empty, then the same form again: asked for anew.
        root.append(form);
      })
      .then(() => {
        expect(reported).toEqual([120, 146, 146]);
        stop();
      });
  });
});
