'use client';

export { SitePageError as default } from '@/components/site/page-error';
