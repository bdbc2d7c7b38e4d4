// The V8 flags the backend tier (`node dist/server/backend.js`) starts with in production: docker-compose's backend
// service and `npm run serve:backend` pass them (tests/unit/runtime/backend-node-flags.test.ts checks), and the
// catalogue-at-scale bench starts the backend with them, so that it measures what ships.
//
// --max-semi-space-size=64 (MB; V8's default is 16 on 64-bit): at 10,000 models the index's ~400 MB live heap made
// every scavenge of the 16 MB young generation cost 4–6 ms (up to 23 ms), about 17 a second under listing load, each
// one a pause that the nine requests queued behind it wait out. With 64 MB, scavenges come a quarter as often and
// cost ~2.5 ms each; the listing p99 at 10 connections fell from 51–163 to ~26 ms and RSS under load stayed at
// ~1.3 GB (bench/history.md, "Listing p99 at 10,000 models, 2026-11-28 afternoon"). The shop's own processes
// (`dist/server/main.js`) keep the default: their embedded backends hold the demo catalogue, not 10,000 models, and
// an edge worker's RSS is what counts there.
//
// --expose-gc: the backend collects its whole heap once, when the catalogue is loaded and warmed and before it
// listens (server/backend/app.ts). Loading and warming 291,624 documents leaves a heap of garbage whose major GC
// otherwise came in the first seconds of serving (a listing p99 of 67-83 ms in those seconds instead of 14-15 ms).
export const BACKEND_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64', '--expose-gc'];
