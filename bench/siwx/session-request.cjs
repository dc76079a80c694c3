// autocannon setupRequest (loaded by path in its worker thread): each request sends the next of the
// pre-signed POST /v1/sessions bodies in the JSON file AIRLOCK_BENCH_SIWX_BODIES names, each once
// (every body holds its own single-use nonce). Past the end it repeats the last body, which the
// server refuses as a replay: counted as non-2xx, so a run that runs out is not a valid figure.
const { readFileSync } = require('node:fs');

const bodies = JSON.parse(readFileSync(process.env.AIRLOCK_BENCH_SIWX_BODIES, 'utf8'));
let next = 0;

module.exports = (request) => ({ ...request, body: bodies[Math.min(next++, bodies.length - 1)] });
