import type { Catalogue, CataloguePart } from './catalogue-types';
import type { AirlockLocale } from './locales';

export type LocaleLoaders = { readonly [Part in CataloguePart]: () => Promise<Catalogue[Part]> };

/*
 * Every locale but English, each part its own dynamic import (its own chunk), fetched only when the
 * modal shows that part in that locale. English is not here: its main part is bundled and the
 * other parts load with their views. A locale whose files are not written yet stays commented out
 * (the catalogue test fails when a locale's folder and this map disagree).
 */
export const LOCALE_LOADERS: Partial<Record<AirlockLocale, LocaleLoaders>> = {
  ar: {
    main: () => import('./locales/ar/main').then((m) => m.main),
    send: () => import('./locales/ar/send').then((m) => m.send),
    nftSend: () => import('./locales/ar/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/ar/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/ar/sign-in').then((m) => m.signIn),
  },
  de: {
    main: () => import('./locales/de/main').then((m) => m.main),
    send: () => import('./locales/de/send').then((m) => m.send),
    nftSend: () => import('./locales/de/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/de/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/de/sign-in').then((m) => m.signIn),
  },
  es: {
    main: () => import('./locales/es/main').then((m) => m.main),
    send: () => import('./locales/es/send').then((m) => m.send),
    nftSend: () => import('./locales/es/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/es/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/es/sign-in').then((m) => m.signIn),
  },
  fr: {
    main: () => import('./locales/fr/main').then((m) => m.main),
    send: () => import('./locales/fr/send').then((m) => m.send),
    nftSend: () => import('./locales/fr/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/fr/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/fr/sign-in').then((m) => m.signIn),
  },
  hi: {
    main: () => import('./locales/hi/main').then((m) => m.main),
    send: () => import('./locales/hi/send').then((m) => m.send),
    nftSend: () => import('./locales/hi/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/hi/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/hi/sign-in').then((m) => m.signIn),
  },
  id: {
    main: () => import('./locales/id/main').then((m) => m.main),
    send: () => import('./locales/id/send').then((m) => m.send),
    nftSend: () => import('./locales/id/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/id/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/id/sign-in').then((m) => m.signIn),
  },
  it: {
    main: () => import('./locales/it/main').then((m) => m.main),
    send: () => import('./locales/it/send').then((m) => m.send),
    nftSend: () => import('./locales/it/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/it/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/it/sign-in').then((m) => m.signIn),
  },
  ja: {
    main: () => import('./locales/ja/main').then((m) => m.main),
    send: () => import('./locales/ja/send').then((m) => m.send),
    nftSend: () => import('./locales/ja/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/ja/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/ja/sign-in').then((m) => m.signIn),
  },
  ko: {
    main: () => import('./locales/ko/main').then((m) => m.main),
    send: () => import('./locales/ko/send').then((m) => m.send),
    nftSend: () => import('./locales/ko/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/ko/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/ko/sign-in').then((m) => m.signIn),
  },
  ms: {
    main: () => import('./locales/ms/main').then((m) => m.main),
    send: () => import('./locales/ms/send').then((m) => m.send),
    nftSend: () => import('./locales/ms/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/ms/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/ms/sign-in').then((m) => m.signIn),
  },
  nl: {
    main: () => import('./locales/nl/main').then((m) => m.main),
    send: () => import('./locales/nl/send').then((m) => m.send),
    nftSend: () => import('./locales/nl/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/nl/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/nl/sign-in').then((m) => m.signIn),
  },
  pl: {
    main: () => import('./locales/pl/main').then((m) => m.main),
    send: () => import('./locales/pl/send').then((m) => m.send),
    nftSend: () => import('./locales/pl/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/pl/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/pl/sign-in').then((m) => m.signIn),
  },
  'pt-BR': {
    main: () => import('./locales/pt-BR/main').then((m) => m.main),
    send: () => import('./locales/pt-BR/send').then((m) => m.send),
    nftSend: () => import('./locales/pt-BR/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/pt-BR/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/pt-BR/sign-in').then((m) => m.signIn),
  },
  ru: {
    main: () => import('./locales/ru/main').then((m) => m.main),
    send: () => import('./locales/ru/send').then((m) => m.send),
    nftSend: () => import('./locales/ru/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/ru/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/ru/sign-in').then((m) => m.signIn),
  },
  th: {
    main: () => import('./locales/th/main').then((m) => m.main),
    send: () => import('./locales/th/send').then((m) => m.send),
    nftSend: () => import('./locales/th/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/th/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/th/sign-in').then((m) => m.signIn),
  },
  tr: {
    main: () => import('./locales/tr/main').then((m) => m.main),
    send: () => import('./locales/tr/send').then((m) => m.send),
    nftSend: () => import('./locales/tr/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/tr/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/tr/sign-in').then((m) => m.signIn),
  },
  uk: {
    main: () => import('./locales/uk/main').then((m) => m.main),
    send: () => import('./locales/uk/send').then((m) => m.send),
    nftSend: () => import('./locales/uk/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/uk/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/uk/sign-in').then((m) => m.signIn),
  },
  vi: {
    main: () => import('./locales/vi/main').then((m) => m.main),
    send: () => import('./locales/vi/send').then((m) => m.send),
    nftSend: () => import('./locales/vi/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/vi/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/vi/sign-in').then((m) => m.signIn),
  },
  'zh-CN': {
    main: () => import('./locales/zh-CN/main').then((m) => m.main),
    send: () => import('./locales/zh-CN/send').then((m) => m.send),
    nftSend: () => import('./locales/zh-CN/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/zh-CN/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/zh-CN/sign-in').then((m) => m.signIn),
  },
  'zh-TW': {
    main: () => import('./locales/zh-TW/main').then((m) => m.main),
    send: () => import('./locales/zh-TW/send').then((m) => m.send),
    nftSend: () => import('./locales/zh-TW/nft-send').then((m) => m.nftSend),
    accountSections: () => import('./locales/zh-TW/account-sections').then((m) => m.accountSections),
    signIn: () => import('./locales/zh-TW/sign-in').then((m) => m.signIn),
  },
};
