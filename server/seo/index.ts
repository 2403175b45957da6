/** SEO: robots.txt and the sitemap. */
export { default } from './routes';
