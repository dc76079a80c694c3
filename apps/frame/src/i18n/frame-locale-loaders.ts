import type { FrameMessages } from './frame-messages';

/** The frame's locales besides English (bundled), each its own dynamic import; one not written yet stays commented out. */
export const FRAME_LOCALE_LOADERS: Readonly<Record<string, () => Promise<FrameMessages>>> = {
  ar: () => import('./locales/ar').then((m) => m.frame),
  de: () => import('./locales/de').then((m) => m.frame),
  es: () => import('./locales/es').then((m) => m.frame),
  fr: () => import('./locales/fr').then((m) => m.frame),
  hi: () => import('./locales/hi').then((m) => m.frame),
  id: () => import('./locales/id').then((m) => m.frame),
  it: () => import('./locales/it').then((m) => m.frame),
  ja: () => import('./locales/ja').then((m) => m.frame),
  ko: () => import('./locales/ko').then((m) => m.frame),
  ms: () => import('./locales/ms').then((m) => m.frame),
  nl: () => import('./locales/nl').then((m) => m.frame),
  pl: () => import('./locales/pl').then((m) => m.frame),
  'pt-BR': () => import('./locales/pt-BR').then((m) => m.frame),
  ru: () => import('./locales/ru').then((m) => m.frame),
  th: () => import('./locales/th').then((m) => m.frame),
  tr: () => import('./locales/tr').then((m) => m.frame),
  uk: () => import('./locales/uk').then((m) => m.frame),
  vi: () => import('./locales/vi').then((m) => m.frame),
  'zh-CN': () => import('./locales/zh-CN').then((m) => m.frame),
  'zh-TW': () => import('./locales/zh-TW').then((m) => m.frame),
};
