import { ConnectButton, NetworkButton } from '@airlock/react';
import { ServerInfo } from './server-info';

// A server component. @airlock/react marks its components as client code, so they render here as
// client components; ServerInfo stays on the server.
export default function Home() {
  return (
    <main>
      <h1>Airlock on Next.js</h1>
      <NetworkButton />
      <ConnectButton />
      <ServerInfo />
    </main>
  );
}
