/**
 * What a client (the web) may use of the kernel: profiles, the permission map, the menu, the
 * message catalogue and `translate`. No decider, event store or refusal class.
 */
export {
  DATE_FORMATS,
  DATE_RANGE,
  type DateFormat,
  dateField,
  type DateRange,
  ID_MAX,
  isDateIn,
  recordId,
  requiredId,
  requiredText,
} from './contract-fields.js';
export {
  ACTIVITY_LABEL,
  AVAILABLE_SCREENS,
  canOpenScreen,
  MENU,
  type MenuEntry,
  menuEntry,
  menuFor,
  type ScreenKey,
} from './menu.js';
export {
  isMessageCode,
  issueCode,
  isRefusalCode,
  type Language,
  LANGUAGES,
  type MessageCode,
  type RefusalCode,
  type RefusalStatus,
  statusOf,
  MESSAGES,
  pickLanguage,
  translate,
} from './messages.js';
export { isAllowed, type Permission, PERMISSIONS } from './permissions.js';
export { ALL_PROFILES, isWebProfile, Profile, PROFILE_NAMES } from './profiles.js';
export {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  richTextIsEmpty,
} from './rich-text.js';
