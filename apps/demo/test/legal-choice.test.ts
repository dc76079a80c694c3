import { describe, expect, it } from 'vitest';
import { LEGAL_CHOICE_KEY, readLegalChoice, saveLegalChoice } from '../src/config/legal-choice';
import { legalDocumentAt } from '../src/legal-document-page';
import { memoryStorage } from './memory-storage';

describe("the demo's terms switch", () => {
  it('is off until turned on, and off again once turned off or when storage throws', () => {
    const storage = memoryStorage();
    expect(readLegalChoice(storage)).toBe(false);
    saveLegalChoice(true, storage);
    expect(storage.getItem(LEGAL_CHOICE_KEY)).toBe('on');
    expect(readLegalChoice(storage)).toBe(true);
    saveLegalChoice(false, storage);
    expect(storage.getItem(LEGAL_CHOICE_KEY)).toBeNull();
    const throwing = {
      getItem() {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readLegalChoice(throwing)).toBe(false);
  });

  it('serves its terms and privacy policy at the paths the modal links, and nothing else', () => {
    expect(legalDocumentAt('/terms')?.title).toBe('Terms of Service');
    expect(legalDocumentAt('/privacy')?.title).toBe('Privacy Policy');
    expect(legalDocumentAt('/')).toBeUndefined();
    expect(legalDocumentAt('/constructor')).toBeUndefined();
  });
});
