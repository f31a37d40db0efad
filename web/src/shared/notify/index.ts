export { NoticesHost } from './NoticesHost';
export { notify, notifyError, NOTICE_TIMEOUT_MS, type NoticeKind, type NoticeOptions } from './notify';
