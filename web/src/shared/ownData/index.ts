export { MY_DATA_KEY, useOwnData } from './useOwnData';
