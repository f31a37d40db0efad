// `npm run cluster`: load .env and build as `npm start` does (prepare.mjs), then run the cluster
// supervisor (backend/src/cluster/cluster.main.ts) in this very process: two app instances, one
// job worker and a round-robin proxy on PORT, all on the same PostgreSQL and Redis.
import { runBuilt } from './prepare.mjs';

await runBuilt('backend/dist/src/cluster/cluster.main.js');
