import type { accountSections } from './locales/en/account-sections';
import type { buy } from './locales/en/buy';
import type { legal } from './locales/en/legal';
import type { main } from './locales/en/main';
import type { nftSend } from './locales/en/nft-send';
import type { pay } from './locales/en/pay';
import type { send } from './locales/en/send';
import type { signIn } from './locales/en/sign-in';
import type { swap } from './locales/en/swap';

/** English's shape with every string widened: a locale has the same keys (no more, no fewer), any words. */
export type CatalogueOf<English> = { readonly [Key in keyof English]: English[Key] extends string ? string : CatalogueOf<English[Key]> };

/** The modal's strings every view may need (locales/<code>/main.ts). */
export type MainMessages = CatalogueOf<typeof main>;
/** The Send and Receive views' strings (locales/<code>/send.ts). */
export type SendMessages = CatalogueOf<typeof send>;
/** The NFT send's strings (locales/<code>/nft-send.ts). */
export type NftSendMessages = CatalogueOf<typeof nftSend>;
/** The Activity and NFTs tabs' strings (locales/<code>/account-sections.ts). */
export type AccountSectionsMessages = CatalogueOf<typeof accountSections>;

/** The Swap view's strings (locales/<code>/swap.ts). */
export type SwapMessages = CatalogueOf<typeof swap>;

/** SIWXSignMessage's strings and the sign-in toasts (locales/<code>/sign-in.ts). */
export type SignInMessages = CatalogueOf<typeof signIn>;

/** The Buy (on-ramp) views' strings (locales/<code>/buy.ts). */
export type BuyMessages = CatalogueOf<typeof buy>;

/** The Pay checkout view's strings (locales/<code>/pay.ts). */
export type PayMessages = CatalogueOf<typeof pay>;

/** The legal checkbox's strings (locales/<code>/legal.ts). */
export type LegalMessages = CatalogueOf<typeof legal>;

/** A locale's catalogue, part by part; each part loads on its own. */
export interface Catalogue {
  main: MainMessages;
  send: SendMessages;
  nftSend: NftSendMessages;
  accountSections: AccountSectionsMessages;
  signIn: SignInMessages;
  swap: SwapMessages;
  buy: BuyMessages;
  pay: PayMessages;
  legal: LegalMessages;
}

export type CataloguePart = keyof Catalogue;
