import 'server-only';
import { connection } from 'next/server';

/** Rendered for each request on the server, from values the browser never has; imports nothing from Airlock. */
export async function ServerInfo() {
  await connection();
  return (
    <section aria-labelledby="server-info-heading">
      <h2 id="server-info-heading">From the server</h2>
      <p data-testid="server-info">
        Rendered by Node.js {process.version} at {new Date().toISOString()}
      </p>
    </section>
  );
}
