// autocannon setupRequest (loaded by path in its worker thread): each request asks for one page
// picked at random from the JSON list of paths in the file AIRLOCK_BENCH_HISTORY_PATHS names
// (random accounts, first pages and pages deep in their history through a cursor).
const { readFileSync } = require('node:fs');

const paths = JSON.parse(readFileSync(process.env.AIRLOCK_BENCH_HISTORY_PATHS, 'utf8'));

module.exports = (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)] });
