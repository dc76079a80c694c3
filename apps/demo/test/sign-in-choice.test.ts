import { describe, expect, it } from 'vitest';
import { readSignInChoice, SIGN_IN_CHOICE_KEY, saveSignInChoice } from '../src/config/sign-in-choice';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("the demo's sign-in switch", () => {
  it('is off until the visitor turns it on, and off again once turned off', () => {
    const storage = memoryStorage();
    expect(readSignInChoice(storage)).toBe(false);
    saveSignInChoice(true, storage);
    expect(storage.getItem(SIGN_IN_CHOICE_KEY)).toBe('on');
    expect(readSignInChoice(storage)).toBe(true);
    saveSignInChoice(false, storage);
    expect(storage.getItem(SIGN_IN_CHOICE_KEY)).toBeNull();
    expect(readSignInChoice(storage)).toBe(false);
  });

  it('is off without storage (server rendering) or when storage throws (blocked cookies)', () => {
    expect(readSignInChoice(undefined)).toBe(false);
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
    } as Storage;
    expect(readSignInChoice(throwing)).toBe(false);
  });

  it('keeps its key under the demo prefix', () => {
    expect(SIGN_IN_CHOICE_KEY).toBe('airlock-demo:sign-in');
  });
});
