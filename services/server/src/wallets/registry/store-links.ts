/** App Store link from the app's numeric id. */
export const appStore = (id: number): string => `https://apps.apple.com/app/id${id}`;
/** Google Play link from the app's package name. */
export const playStore = (packageName: string): string => `https://play.google.com/store/apps/details?id=${packageName}`;
/** Chrome Web Store link from the extension's id. */
export const chromeStore = (extensionId: string): string => `https://chromewebstore.google.com/detail/${extensionId}`;
/** Firefox Add-ons link from the add-on's slug. */
export const firefoxAddon = (slug: string): string => `https://addons.mozilla.org/firefox/addon/${slug}/`;
