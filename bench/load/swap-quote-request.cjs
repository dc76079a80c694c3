// autocannon setupRequest (loaded by path in its worker thread): each request asks for a swap quote of a pair picked
// at random from the JSON file AIRLOCK_BENCH_SWAP_QUOTE names. With `distinct` 0 every request asks for an amount not
// asked before (no cache hit: one node read each); else for one of `distinct` amounts per pair (cache hits and misses).
const { readFileSync } = require('node:fs');

const { pairs, user, projectId, distinct } = JSON.parse(readFileSync(process.env.AIRLOCK_BENCH_SWAP_QUOTE, 'utf8'));
let counter = Math.floor(Math.random() * 1e9) * 1000;

module.exports = (request) => {
  const pair = pairs[Math.floor(Math.random() * pairs.length)];
  const step = distinct > 0 ? Math.floor(Math.random() * distinct) : counter++;
  const amount = (BigInt(pair.base) + BigInt(step) * BigInt(pair.step)).toString();
  const query = `projectId=${projectId}&amount=${amount}&userAddress=${user}&from=${pair.from}&to=${pair.to}`;
  return { ...request, path: `/v1/convert/quotes?${query}` };
};
