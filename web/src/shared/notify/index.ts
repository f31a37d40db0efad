export { NoticesHost } from './NoticesHost';
export {
  notify,
  notifyError,
  preloadNotices,
  NOTICE_TIMEOUT_MS,
  type NoticeKind,
  type NoticeOptions,
} from './notify';
