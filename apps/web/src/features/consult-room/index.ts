/** What other features may use of the consult room: the way into a consult's call. */
export { JoinVideoConsult } from './components/join-video-consult';
