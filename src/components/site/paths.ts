// The record URLs live in lib/ so that the sitemap (server/seo) builds the same ones.
export { blogHref, caseStudyHref } from '@/lib/paths';
