// airlock-server from source, for tests: what bin/airlock-server.mjs does with the built CLI.
import { runServerCli } from '../../src/cli/main';

await runServerCli(process.argv.slice(2));
