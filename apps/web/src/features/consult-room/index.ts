/** What other features may use of the consult room: the way into a consult's call, and its recordings. */
export { JoinVideoConsult } from './components/join-video-consult';
export { RecordingsPanel } from './components/recordings-panel';
