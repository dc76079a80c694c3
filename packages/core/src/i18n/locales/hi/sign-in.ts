import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} आपसे साइन इन करने के लिए कह रहा है',
  askedByThisApp: 'यह ऐप आपसे साइन इन करने के लिए कह रहा है',
  explanation: 'यह साबित करने के लिए कि यह खाता आपका है, अपने वॉलेट में संदेश पर हस्ताक्षर करें। यह मुफ़्त है और कोई लेन-देन नहीं भेजता।',
  account: 'खाता',
  network: 'नेटवर्क',
  statement: 'संदेश',
  sign: 'हस्ताक्षर करें',
  cancel: 'रद्द करें',
  authenticating: 'प्रमाणीकरण हो रहा है...',
  initFailed: 'प्रमाणीकरण शुरू करते समय एक समस्या हुई',
} satisfies SignInMessages;
