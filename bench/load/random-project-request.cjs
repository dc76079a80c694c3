// autocannon setupRequest (loaded by path in its worker thread): every request names a fresh
// random project id, as a client trying to dodge per-project rate limits would. The random bytes
// come from a pool refilled 4 KiB at a time: one crypto call per request would cost the load
// generator more than the request costs the server.
const { randomBytes } = require('node:crypto');

const ID_BYTES = 16;
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let offset = 0;

function randomProjectId() {
  if (offset + ID_BYTES > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  offset += ID_BYTES;
  return pool.toString('hex', offset - ID_BYTES, offset);
}

module.exports = (request) => ({ ...request, path: `/v1/project/config?projectId=${randomProjectId()}` });
