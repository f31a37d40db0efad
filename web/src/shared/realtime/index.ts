export { listen } from './listen';
export { closeUserSocket, userSocket } from './socket';
