export const MAIN_USAGE = `Usage: airlock-server <command> [options]

Commands:
  start                                 Run the server (configured by environment variables)
  indexer                               Index the configured chains, apart from the server
  project create --name <name> [--origin <origin> ...]
                                        Create a project; prints its id
  project list                          List projects
  project allow-origin <id> <origin>    Add an origin to a project's allowlist
  project features <id> [flags]         Show or change a project's remote features
  spam add|remove <chainId> <address>   Flag a token contract as spam in account history (or stop)
  spam list                             List the spam list

Options:
  --json          Print projects as JSON (project commands)
  --server <url>  Send project commands to the Airlock server at <url> (also AIRLOCK_SERVER_URL)
  -h, --help      Show help (also: airlock-server <command> --help)

Project commands go to the running server's admin API (--server, AIRLOCK_SERVER_URL, or the local
server at AIRLOCK_HOST:AIRLOCK_SERVER_PORT when it answers), with the admin token from
AIRLOCK_ADMIN_TOKEN or AIRLOCK_DATA_DIR/admin-token. With no server running they change the
storage directly: PostgreSQL at DATABASE_URL when set, else PGlite in AIRLOCK_DATA_DIR (.airlock).
`;

export const START_USAGE = `Usage: airlock-server start

Runs the Airlock server until SIGINT or SIGTERM. Configured by environment variables:
AIRLOCK_SERVER_PORT (8787), AIRLOCK_HOST (127.0.0.1), AIRLOCK_DATA_DIR (.airlock), DATABASE_URL,
REDIS_URL, AIRLOCK_CHAINS_FILE (the chains to serve, a JSON file; none without it),
AIRLOCK_LOG_LEVEL (info), AIRLOCK_RATE_LIMIT_PER_MINUTE (6000), AIRLOCK_FAUCET_PER_HOUR (3),
AIRLOCK_ADMIN_TOKEN (else generated into AIRLOCK_DATA_DIR/admin-token on the first start).
`;

export const PROJECT_USAGE = `Usage:
  airlock-server project create --name <name> [--origin <origin> ...] [--json] [--server <url>]
  airlock-server project list [--json] [--server <url>]
  airlock-server project allow-origin <id> <origin> [--json] [--server <url>]
  airlock-server project features <id> [feature flags] [--json] [--server <url>]

While a server runs, project commands go through its admin API: the server at --server <url> or
AIRLOCK_SERVER_URL, else the local one at AIRLOCK_HOST:AIRLOCK_SERVER_PORT (127.0.0.1:8787) when
it answers. The admin token is AIRLOCK_ADMIN_TOKEN, else the one the server saved in
AIRLOCK_DATA_DIR/admin-token. With no server running, they change the storage directly.

Origins: an exact origin (https://shop.example, http://localhost:5173), any port
(http://localhost:*), subdomains (https://*.example.com) or * for any origin.

Feature flags (project features); without any, the current features are printed:
  --email on|off
  --socials <provider,...>|off   providers: google, x, discord, farcaster, github, apple, facebook
  --swaps 1inch|off
  --onramp <provider,...>|off    providers: meld, coinbase, moonpay, sandbox (offered where configured)
  --activity on|off
  --branding on|off
  --multi-wallet on|off
`;
