import { formatMessage } from '@airlock/protocol';
import type { FrameMessages } from './frame-messages';
import { frame as english } from './locales/en';

type ErrorKey = keyof FrameMessages['errors'];

const KEYS = new Map(Object.keys(english.errors).map((key) => [english.errors[key as ErrorKey] as string, key as ErrorKey]));
const WRONG_CODE = /^Wrong code: (\d+) attempts left$/;

/** A refusal shown in the code form (the frame's own or the server's, in English) in the frame's locale; an unknown one as it is. */
export function frameErrorText(message: string, text: FrameMessages): string {
  const attempts = WRONG_CODE.exec(message)?.[1];
  if (attempts) return formatMessage(text.errors.codeWrong, { attempts });
  const key = KEYS.get(message);
  return key ? text.errors[key] : message;
}
