// The server side of the support context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { SupportModule } from './support.module.js';
