import type { frame } from './locales/en';

type CatalogueOf<English> = { readonly [Key in keyof English]: English[Key] extends string ? string : CatalogueOf<English[Key]> };

/** The frame's catalogue: English's keys, any words. Each locale file is `export const frame = { … } satisfies FrameMessages`. */
export type FrameMessages = CatalogueOf<typeof frame>;
