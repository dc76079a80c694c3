import { describe, expect, it } from 'vitest';
import { readSignInChoice, SIGN_IN_CHOICE_KEY, saveSignInChoice } from '../src/config/sign-in-choice';
import { memoryStorage } from './memory-storage';

describe("the demo's sign-in switch", () => {
  it('is off until the visitor turns it on, then asks or requires, and is off again once turned off', () => {
    const storage = memoryStorage();
    expect(readSignInChoice(storage)).toBe('off');
    saveSignInChoice('ask', storage);
    expect(storage.getItem(SIGN_IN_CHOICE_KEY)).toBe('on');
    expect(readSignInChoice(storage)).toBe('ask');
    saveSignInChoice('require', storage);
    expect(readSignInChoice(storage)).toBe('require');
    saveSignInChoice('off', storage);
    expect(storage.getItem(SIGN_IN_CHOICE_KEY)).toBeNull();
    expect(readSignInChoice(storage)).toBe('off');
    storage.setItem(SIGN_IN_CHOICE_KEY, 'something else');
    expect(readSignInChoice(storage)).toBe('off');
  });

  it('is off without storage (server rendering) or when storage throws (blocked cookies)', () => {
    expect(readSignInChoice(undefined)).toBe('off');
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
    } as Storage;
    expect(readSignInChoice(throwing)).toBe('off');
  });

  it('keeps its key under the demo prefix', () => {
    expect(SIGN_IN_CHOICE_KEY).toBe('airlock-demo:sign-in');
  });
});
