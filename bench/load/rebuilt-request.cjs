// autocannon setupRequest (loaded by path in its worker thread): the request as given, built anew
// for every request as random-project-request.cjs's are, so a fixed request can be compared with
// random project ids under the same load-generator work per request.
module.exports = (request) => ({ ...request });
