// The server side of the privacy context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { buildPersonalDataCopy } from './copy/personal-data-copy.reader.js';
export { DataCopiesModule } from './data-request/data-copies.module.js';
export { PrivacyModule } from './privacy.module.js';
export { RetentionModule } from './retention/retention.module.js';
