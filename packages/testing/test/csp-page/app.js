// A minimal dApp: discovers wallets via EIP-6963, connects to the first and signs a message.
const wallets = [];
const byId = (id) => document.getElementById(id);
let account;

function show(id, text) {
  byId(id).textContent = text;
}

window.addEventListener('eip6963:announceProvider', async (event) => {
  const { info, provider } = event.detail;
  if (wallets.some((w) => w.info.uuid === info.uuid)) return;
  wallets.push({ info, provider });
  const item = document.createElement('li');
  item.textContent = info.name;
  byId('wallets').append(item);
  if (wallets.length === 1) {
    const [existing] = await provider.request({ method: 'eth_accounts' });
    if (existing) show('account', (account = existing));
  }
});
window.dispatchEvent(new Event('eip6963:requestProvider'));

async function run(action) {
  try {
    show('error', '');
    await action(wallets[0].provider);
  } catch (error) {
    show('error', `${error.code}: ${error.message}`);
  }
}

byId('connect').addEventListener('click', () =>
  run(async (provider) => {
    [account] = await provider.request({ method: 'eth_requestAccounts' });
    show('account', account);
  }),
);

byId('sign').addEventListener('click', () =>
  run(async (provider) => {
    const bytes = new TextEncoder().encode('Hello from a strict CSP page');
    const message = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    show('signature', await provider.request({ method: 'personal_sign', params: [message, account] }));
  }),
);
