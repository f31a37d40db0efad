export { closeUserSocket, userSocket } from './socket';
