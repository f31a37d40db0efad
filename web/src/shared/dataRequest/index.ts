export {
  DATA_REQUESTS_KEY,
  useDataRequest,
  useDataRequests,
  useDownloadDataCopy,
  useRecordDataRequest,
} from './api';
export { DataCopyStatus } from './DataCopyStatus';
