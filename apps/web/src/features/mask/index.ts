/** What the app shell uses of mask: the banner shown while an admin acts as someone. */
export { MaskBanner } from './components/mask-banner';
