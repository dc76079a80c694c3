import { FRAME_LOCALE_LOADERS } from './frame-locale-loaders';

const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,2}$/;

/** A BCP 47 tag such as `de` or `pt-BR`; anything else is no locale. */
export function localeTag(value: unknown): string | undefined {
  return typeof value === 'string' && LANGUAGE_TAG.test(value) ? value : undefined;
}

/** A locale the frame has strings for (English or one of its catalogues); anything else is none. */
export function frameLocaleOf(value: unknown): string | undefined {
  const tag = localeTag(value);
  return tag === 'en' || (tag !== undefined && Object.hasOwn(FRAME_LOCALE_LOADERS, tag)) ? tag : undefined;
}
