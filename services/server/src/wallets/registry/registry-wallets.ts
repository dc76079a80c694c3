import type { WalletEntry } from '@airlock/protocol';
import { defineWallet } from './define-wallet';
import { appStore, chromeStore, firefoxAddon, playStore } from './store-links';

// CAIP-2 ids of the main networks of non-EVM namespaces; a bare namespace ('eip155') means every chain in it.
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

/**
 * The built-in wallet registry, most used first (the order `GET /v1/wallets` lists them in).
 * Written by hand; a field we are not sure of is left out (null) rather than guessed.
 */
export const REGISTRY_WALLETS: readonly WalletEntry[] = [
  defineWallet({
    id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io',
    mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    stores: { ios: appStore(1438144202), android: playStore('io.metamask'), chrome: chromeStore('nkbihfbeogaeaoehlefnkodbefgpgknn'), firefox: firefoxAddon('ether-metamask') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app', homepage: 'https://trustwallet.com',
    mobile: { native: 'trust://', universal: 'https://link.trustwallet.com' },
    stores: { ios: appStore(1288339409), android: playStore('com.wallet.crypto.trustapp'), chrome: chromeStore('egjidjbpglichdcondbcbdnbeeppgdph') },
    chains: ['eip155', SOLANA, BITCOIN, COSMOS_HUB],
  }),
  defineWallet({
    id: 'coinbase', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', homepage: 'https://www.coinbase.com/wallet',
    mobile: { native: 'cbwallet://', universal: 'https://go.cb-w.com' },
    stores: { ios: appStore(1278383455), android: playStore('org.toshi'), chrome: chromeStore('hnfanknocfeofbddgcijnmhnfnkdnaad') },
    chains: ['eip155', SOLANA],
  }),
  defineWallet({
    id: 'okx', name: 'OKX Wallet', rdns: 'com.okex.wallet', homepage: 'https://www.okx.com/web3',
    mobile: { native: 'okex://main' },
    stores: { ios: appStore(1327268470), android: playStore('com.okinc.okex.gp'), chrome: chromeStore('mcohilncbfahbmgdjkbpemcciiolgcge') },
    chains: ['eip155', SOLANA, BITCOIN, COSMOS_HUB],
  }),
  defineWallet({
    id: 'phantom', name: 'Phantom', rdns: 'app.phantom', homepage: 'https://phantom.app',
    mobile: { native: 'phantom://', universal: 'https://phantom.app/ul' },
    stores: { ios: appStore(1598432977), android: playStore('app.phantom'), chrome: chromeStore('bfnaelmomeimhlpmgjnjophhpkkoljpa'), firefox: firefoxAddon('phantom-app') },
    chains: [SOLANA, 'eip155:1', 'eip155:137', 'eip155:8453', BITCOIN],
  }),
  defineWallet({
    id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', homepage: 'https://rainbow.me',
    mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
    stores: { ios: appStore(1457119021), android: playStore('me.rainbow'), chrome: chromeStore('opfgelmcmbiajamepnmloijbpoleiama') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'binance-web3', name: 'Binance Web3 Wallet', rdns: 'com.binance.wallet', homepage: 'https://www.binance.com/en/web3wallet',
    mobile: { native: 'bnc://app.binance.com/cedefi/', universal: 'https://app.binance.com/cedefi' },
    stores: { ios: appStore(1436799971), android: playStore('com.binance.dev') },
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: 'uniswap', name: 'Uniswap Wallet', rdns: 'org.uniswap.app', homepage: 'https://wallet.uniswap.org',
    mobile: { native: 'uniswap://', universal: 'https://uniswap.org/app' },
    stores: { ios: appStore(6443944476), android: playStore('com.uniswap.mobile'), chrome: chromeStore('nnpmfplkfogfpmcngplhnbdnnilmcdcg') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'ledger-live', name: 'Ledger Live', homepage: 'https://www.ledger.com/ledger-live',
    mobile: { native: 'ledgerlive://' },
    desktop: { native: 'ledgerlive://' },
    stores: { ios: appStore(1361671700), android: playStore('com.ledger.live') },
    chains: ['eip155', BITCOIN, SOLANA, COSMOS_HUB, POLKADOT],
  }),
  defineWallet({
    id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet', homepage: 'https://zerion.io',
    mobile: { native: 'zerion://', universal: 'https://app.zerion.io' },
    stores: { ios: appStore(1456732565), android: playStore('io.zerion.android'), chrome: chromeStore('klghhnkeealcohjjanjjdaeeggmfmlpl') },
    chains: ['eip155', SOLANA],
  }),
  defineWallet({
    id: 'rabby', name: 'Rabby', rdns: 'io.rabby', homepage: 'https://rabby.io',
    stores: { chrome: chromeStore('acmacodkjbdgmoleebolmdjonilkdbch') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'safe', name: 'Safe{Wallet}', homepage: 'https://safe.global',
    webapp: 'https://app.safe.global',
    stores: { ios: appStore(1515759131), android: playStore('io.gnosis.safe') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'bitget', name: 'Bitget Wallet', rdns: 'com.bitget.web3', homepage: 'https://web3.bitget.com',
    mobile: { native: 'bitkeep://', universal: 'https://bkcode.vip' },
    stores: { ios: appStore(1395301115), android: playStore('com.bitkeep.wallet'), chrome: chromeStore('jiidiaalihmmhddjgbnbgdfflelocpak') },
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: 'brave', name: 'Brave Wallet', rdns: 'com.brave.wallet', homepage: 'https://brave.com/wallet',
    chains: ['eip155', SOLANA],
  }),
  defineWallet({
    id: 'argent', name: 'Argent', homepage: 'https://www.argent.xyz',
    mobile: { native: 'argent://app/', universal: 'https://argent.link/app' },
    stores: { ios: appStore(1358741926), android: playStore('im.argent.contractwalletclient') },
    chains: ['eip155:1'],
  }),
  defineWallet({
    id: 'imtoken', name: 'imToken', homepage: 'https://token.im',
    mobile: { native: 'imtokenv2://' },
    stores: { ios: appStore(1384798940), android: playStore('im.token.app') },
    chains: ['eip155', BITCOIN, COSMOS_HUB],
  }),
  defineWallet({
    id: 'tokenpocket', name: 'TokenPocket', rdns: 'pro.tokenpocket', homepage: 'https://www.tokenpocket.pro',
    mobile: { native: 'tpoutside://' },
    stores: { android: playStore('vip.mytokenpocket'), chrome: chromeStore('mfgccjchihfkkindfppnaooecgfneiii') },
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: 'safepal', name: 'SafePal', homepage: 'https://www.safepal.com',
    mobile: { native: 'safepalwallet://', universal: 'https://link.safepal.io' },
    stores: { ios: appStore(1548297139), android: playStore('io.safepal.wallet'), chrome: chromeStore('lgmpcpglpngdoalbgeoldeajfclnhafa') },
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: '1inch', name: '1inch Wallet', homepage: 'https://1inch.io/wallet',
    mobile: { native: 'oneinch://', universal: 'https://wallet.1inch.io' },
    stores: { ios: appStore(1546049391), android: playStore('io.oneinch.android') },
    chains: ['eip155', SOLANA],
  }),
  defineWallet({
    id: 'exodus', name: 'Exodus', homepage: 'https://www.exodus.com',
    mobile: { native: 'exodus://', universal: 'https://exodus.com/m' },
    stores: { ios: appStore(1414384820), android: playStore('exodusmovement.exodus'), chrome: chromeStore('aholpfdialjgjfhomihkjbmgjidlcdno') },
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: 'crypto-com-defi', name: 'Crypto.com DeFi Wallet', homepage: 'https://crypto.com/defi-wallet',
    mobile: { native: 'dfw://', universal: 'https://wallet.crypto.com' },
    stores: { ios: appStore(1512048310), android: playStore('com.defi.wallet'), chrome: chromeStore('hifafgmccdpekplomjjkcfgodnhcellj') },
    chains: ['eip155', COSMOS_HUB],
  }),
  defineWallet({
    id: 'backpack', name: 'Backpack', rdns: 'app.backpack', homepage: 'https://backpack.app',
    stores: { chrome: chromeStore('aflkmfhebedbjioipglgcbcmnbpgliof') },
    chains: [SOLANA, 'eip155'],
  }),
  defineWallet({
    id: 'onekey', name: 'OneKey', rdns: 'so.onekey.app.wallet', homepage: 'https://onekey.so',
    mobile: { native: 'onekey-wallet://', universal: 'https://app.onekey.so/wc/connect' },
    stores: { ios: appStore(1609559473), android: playStore('so.onekey.app.wallet'), chrome: chromeStore('jnmbobjmhlngoefaiojfljckilhhlhcj') },
    chains: ['eip155', BITCOIN, SOLANA, COSMOS_HUB],
  }),
  defineWallet({
    id: 'ronin', name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', homepage: 'https://wallet.roninchain.com',
    mobile: { native: 'roninwallet://', universal: 'https://wallet.roninchain.com' },
    stores: { ios: appStore(1592675001), android: playStore('com.skymavis.genesis'), chrome: chromeStore('fnjhmkhhmkbjkkabndcnnogagogbneec') },
    chains: ['eip155:2020', 'eip155:1'],
  }),
  defineWallet({
    id: 'coin98', name: 'Coin98', homepage: 'https://coin98.com',
    mobile: { native: 'coin98://', universal: 'https://coin98.services' },
    stores: { ios: appStore(1561969966), android: playStore('coin98.crypto.finance.media'), chrome: chromeStore('aeachknmefphepccionboohckonoeemg') },
    chains: ['eip155', SOLANA, COSMOS_HUB],
  }),
  defineWallet({
    id: 'zengo', name: 'Zengo', homepage: 'https://zengo.com',
    mobile: { native: 'zengo://get/', universal: 'https://get.zengo.com/' },
    stores: { ios: appStore(1440147115), android: playStore('com.zengo.wallet') },
    chains: ['eip155', BITCOIN],
  }),
  defineWallet({
    id: 'kraken', name: 'Kraken Wallet', homepage: 'https://www.kraken.com/wallet',
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: 'robinhood', name: 'Robinhood Wallet', homepage: 'https://robinhood.com/web3-wallet',
    chains: ['eip155', SOLANA, BITCOIN],
  }),
  defineWallet({
    id: 'trezor-suite', name: 'Trezor Suite', homepage: 'https://trezor.io/trezor-suite',
    webapp: 'https://suite.trezor.io/web',
    chains: ['eip155', BITCOIN, SOLANA],
  }),
  defineWallet({
    id: 'solflare', name: 'Solflare', homepage: 'https://solflare.com',
    mobile: { native: 'solflare://', universal: 'https://solflare.com/ul' },
    stores: { ios: appStore(1580902717), android: playStore('com.solflare.mobile'), chrome: chromeStore('bhhhlbepdkbapadjdnnojkbgioiodbic') },
    chains: [SOLANA],
  }),
  defineWallet({
    id: 'magic-eden', name: 'Magic Eden Wallet', rdns: 'io.magiceden.wallet', homepage: 'https://wallet.magiceden.io',
    stores: { chrome: chromeStore('mkpegjkblkkefacfnmkajcjmabijhclg') },
    chains: [SOLANA, BITCOIN, 'eip155'],
  }),
  defineWallet({
    id: 'xverse', name: 'Xverse', homepage: 'https://www.xverse.app',
    stores: { ios: appStore(1552272513), android: playStore('com.secretkeylabs.xverse'), chrome: chromeStore('idnnbdplmphpflfnlkomgpfbpcgelopg') },
    chains: [BITCOIN],
  }),
  defineWallet({
    id: 'keplr', name: 'Keplr', homepage: 'https://www.keplr.app',
    mobile: { native: 'keplrwallet://' },
    stores: { ios: appStore(1567851089), android: playStore('com.chainapsis.keplr'), chrome: chromeStore('dmkamcknogkgcdfhhbddcghachkejeap') },
    chains: ['cosmos'],
  }),
  defineWallet({
    id: 'core', name: 'Core', rdns: 'app.core.extension', homepage: 'https://core.app',
    stores: { chrome: chromeStore('agoakfejjabomempkjlepdflaleeobhb') },
    chains: ['eip155:43114', 'eip155', BITCOIN],
  }),
  defineWallet({
    id: 'frame', name: 'Frame', rdns: 'sh.frame', homepage: 'https://frame.sh',
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'enkrypt', name: 'Enkrypt', homepage: 'https://www.enkrypt.com',
    stores: { chrome: chromeStore('kkpllkodjeloidieedojogacfhpaihoh'), firefox: firefoxAddon('enkrypt') },
    chains: ['eip155', POLKADOT, BITCOIN, SOLANA],
  }),
  defineWallet({
    id: 'taho', name: 'Taho', homepage: 'https://taho.xyz',
    stores: { chrome: chromeStore('eajafomhmkipbjmfmhebemolkcicgfmd') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'frontier', name: 'Frontier', homepage: 'https://www.frontier.xyz',
    stores: { ios: appStore(1482380988), android: playStore('com.frontierwallet'), chrome: chromeStore('kppfdiipphfccemcignhifpjkapfbihd') },
    chains: ['eip155', COSMOS_HUB],
  }),
  defineWallet({
    id: 'mathwallet', name: 'MathWallet', homepage: 'https://mathwallet.org',
    mobile: { native: 'mathwallet://', universal: 'https://www.mathwallet.org' },
    stores: { android: playStore('com.mathwallet.android'), chrome: chromeStore('afbcbjpbpfadlkmhmclhkeeodmamcflc') },
    chains: ['eip155', SOLANA, BITCOIN, POLKADOT, COSMOS_HUB],
  }),
  defineWallet({
    id: 'tangem', name: 'Tangem', homepage: 'https://tangem.com',
    mobile: { native: 'tangem://', universal: 'https://app.tangem.com' },
    stores: { ios: appStore(1354868448), android: playStore('com.tangem.wallet') },
    chains: ['eip155', BITCOIN, SOLANA],
  }),
  defineWallet({
    id: 'bitski', name: 'Bitski', homepage: 'https://www.bitski.com',
    mobile: { native: 'bitski://', universal: 'https://wallet.bitski.com' },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'alphawallet', name: 'AlphaWallet', homepage: 'https://alphawallet.com',
    mobile: { native: 'awallet://', universal: 'https://aw.app' },
    stores: { ios: appStore(1358230430), android: playStore('io.stormbird.wallet') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'status', name: 'Status', homepage: 'https://status.app',
    stores: { ios: appStore(1178893006), android: playStore('im.status.ethereum') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'pillar', name: 'Pillar', homepage: 'https://www.pillar.fi',
    mobile: { native: 'pillarwallet://' },
    stores: { ios: appStore(1346582238), android: playStore('com.pillarproject.wallet') },
    chains: ['eip155'],
  }),
  defineWallet({
    id: 'unstoppable', name: 'Unstoppable Wallet', homepage: 'https://unstoppable.money',
    mobile: { native: 'moneyappxyz://' },
    stores: { ios: appStore(1447619907), android: playStore('io.horizontalsystems.bankwallet') },
    chains: ['eip155', BITCOIN, SOLANA],
  }),
  defineWallet({
    id: 'bitpay', name: 'BitPay', homepage: 'https://bitpay.com/wallet',
    mobile: { native: 'bitpay://', universal: 'https://bitpay.com/wallet' },
    stores: { ios: appStore(1149581638), android: playStore('com.bitpay.wallet') },
    chains: [BITCOIN, 'eip155'],
  }),
  defineWallet({
    id: 'atomic', name: 'Atomic Wallet', homepage: 'https://atomicwallet.io',
    stores: { ios: appStore(1478257827), android: playStore('io.atomicwallet') },
    chains: ['eip155', BITCOIN, SOLANA],
  }),
];
