/** The port an environment variable names, else `fallback`; exits with a message when it is not a port number. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name}=${raw} is not a port number`);
    process.exit(2);
  }
  return port;
}
