import { describe, expect, it } from 'vitest';
import { emailCodeMessage } from '../src/embedded/email-codes/email-code-message';

describe('the code mail', () => {
  it('says where to enter the code and what for, in that order ("sign in in Airlock Demo" read badly)', () => {
    expect(emailCodeMessage('123456', 'login', 'Airlock Demo')).toEqual({
      subject: 'Your Airlock Demo code: 123456',
      text:
        'Your code is 123456.\n\nEnter it in Airlock Demo to sign in. It expires in 10 minutes and works once.\n' +
        'If you did not ask for it, ignore this email.\n',
    });
    expect(emailCodeMessage('654321', 'export').text).toContain('Enter it in Airlock to export your private key.');
  });
});
