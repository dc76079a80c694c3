export const MAIN_USAGE = `Usage: airlock-server <command> [options]

Commands:
  start                                 Run the server (configured by environment variables)
  project create --name <name> [--origin <origin> ...]
                                        Create a project; prints its id
  project list                          List projects
  project allow-origin <id> <origin>    Add an origin to a project's allowlist
  project features <id> [flags]         Show or change a project's remote features

Options:
  --json        Print projects as JSON (project commands)
  -h, --help    Show help (also: airlock-server <command> --help)

Storage: PostgreSQL at DATABASE_URL when set, else PGlite in AIRLOCK_DATA_DIR (default .airlock).
With PGlite, stop the server before changing projects: one process at a time may open the data.
`;

export const START_USAGE = `Usage: airlock-server start

Runs the Airlock server until SIGINT or SIGTERM. Configured by environment variables:
AIRLOCK_SERVER_PORT (8787), AIRLOCK_HOST (127.0.0.1), AIRLOCK_DATA_DIR (.airlock), DATABASE_URL,
REDIS_URL, AIRLOCK_CHAINS_FILE, AIRLOCK_DEVNET_RPC_URL, AIRLOCK_DEVNET_L2_RPC_URL,
AIRLOCK_LOG_LEVEL (info), AIRLOCK_RATE_LIMIT_PER_MINUTE (6000), AIRLOCK_FAUCET_PER_HOUR (3).
`;

export const PROJECT_USAGE = `Usage:
  airlock-server project create --name <name> [--origin <origin> ...] [--json]
  airlock-server project list [--json]
  airlock-server project allow-origin <id> <origin> [--json]
  airlock-server project features <id> [feature flags] [--json]

Origins: an exact origin (https://shop.example, http://localhost:5173), any port
(http://localhost:*), subdomains (https://*.example.com) or * for any origin.

Feature flags (project features); without any, the current features are printed:
  --email on|off
  --socials <provider,...>|off   providers: google, x, discord, farcaster, github, apple, facebook
  --swaps 1inch|off
  --onramp meld|off
  --activity on|off
  --branding on|off
  --multi-wallet on|off
`;
