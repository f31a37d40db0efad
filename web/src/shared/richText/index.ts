export { richTextPlain, RichTextView, type RichTextViewProps } from './RichTextView';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
