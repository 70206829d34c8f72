// The session: who is signed in, what they may do, and which repository they work in.
export { createSession } from './session';
export type { Session, SessionOptions } from './session';
export type { SessionUser } from './session-user';
export {
  ACTIVE_REPOSITORY_KEY,
  memoryStorage,
  readActiveRepositoryMarker,
  writeActiveRepositoryMarker,
} from './active-repository';
export type { MarkerStorage } from './active-repository';
