export { createTexts, type SameKeys, type TextKey, type TextParams, type TextTree } from './createTexts';
export { ROW_ACTION_TEXTS } from './rowActionTexts';
