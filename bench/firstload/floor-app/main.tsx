// The floor: a dApp with only wagmi and a plain connect button, on the same chains as the Airlock app
// (npm start's two devnet chains, which @airlock/evm exports as airlockDevnet and airlockDevnetL2).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { defineChain } from 'viem';
import { WagmiProvider, createConfig, http, useAccount, useConnect } from 'wagmi';
import { injected } from 'wagmi/connectors';

const devnet = (id: number, name: string, rpcUrl: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
const airlockDevnet = devnet(31337, 'Airlock Devnet', 'http://127.0.0.1:8545');
const airlockDevnetL2 = devnet(31338, 'Airlock Devnet L2', 'http://127.0.0.1:8546');

const config = createConfig({
  chains: [airlockDevnet, airlockDevnetL2],
  connectors: [injected()],
  transports: { [airlockDevnet.id]: http(), [airlockDevnetL2.id]: http() },
});
const queryClient = new QueryClient();

function ConnectButton() {
  const { address } = useAccount();
  const { connect, connectors } = useConnect();
  if (address) return <span>{address}</span>;
  return (
    <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
      Connect
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
);
