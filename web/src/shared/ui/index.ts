export { LanguageSelect } from './LanguageSelect';
export { Logo, type LogoProps } from './Logo';
export { PageLoader } from './PageLoader';
export { LoadError, reloadPage } from './LoadError';
export { LabeledText } from './LabeledText';
export { Dialog } from './Dialog';
