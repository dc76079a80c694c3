// autocannon setupRequest (loaded by path in its worker thread): every request names a fresh
// random project id, as a client trying to dodge per-project rate limits would.
const { randomBytes } = require('node:crypto');

module.exports = (request) => ({ ...request, path: `/v1/project/config?projectId=${randomBytes(16).toString('hex')}` });
