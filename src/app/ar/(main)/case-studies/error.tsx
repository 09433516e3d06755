'use client';

import { arabicPageError } from '@/components/site/arabic-page-error';

export default arabicPageError('caseStudies');
