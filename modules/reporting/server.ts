// The server side of the reporting context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { csvValueWriter } from './report/report-csv.views.js';
export { ReportExportsModule } from './report/report-exports.module.js';
export { ReportingModule } from './reporting.module.js';
