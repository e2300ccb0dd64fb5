// Jest 29 cannot require ESM-only packages; @fastify/static 10 (Swagger UI assets) requires the ESM-only
// content-disposition 2 for its named `create`. In tests only, the CommonJS 1.x release stands in: same
// signature (filename, options), same header. Production runs the real one (Node 20 requires ESM natively).
const contentDisposition = require('content-disposition-cjs');
module.exports = { create: contentDisposition, parse: contentDisposition.parse };
