// `npm start`: load .env, build what is out of date (prepare.mjs), then run the backend in this
// very process (so Ctrl+C and SIGTERM reach the app's shutdown hooks). The backend creates its
// database and migrates it itself.
import { runBuilt } from './prepare.mjs';

await runBuilt('backend/dist/src/main.js');
