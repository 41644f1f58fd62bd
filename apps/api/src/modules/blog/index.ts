/** The blog module's public face: whether a post is live (public), for the sitemap. */
export { isLive } from './blog.repository';
