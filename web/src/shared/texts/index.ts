export { createTexts, type SameKeys, type TextKey, type TextParams, type TextTree } from './createTexts';
