export { signInAs } from '../../test/session';
