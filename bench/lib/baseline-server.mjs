// The baseline: a bare node:http server in its own process answering every request with one fixed JSON body.
// A POST body is read and passed through JSON.parse first, validating nothing, so the baseline pays for the
// parse the app pays for too (fixed-body-server.mjs).
import { serveFixedBody } from './fixed-body-server.mjs';

serveFixedBody(() => undefined);
