export { profileName, showsClass } from './profileName';
