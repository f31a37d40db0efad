export {
  createTexts,
  type SameKeys,
  type TextKey,
  type TextParams,
  type TextTree,
  type TextsFunction,
  type TextsHook,
} from './createTexts';
export { ROW_ACTION_TEXTS } from './rowActionTexts';
