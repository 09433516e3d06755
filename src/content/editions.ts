// PLACEHOLDER until the Arabic copy lands (branch `copy` replaces this file).
import type { Locale } from '@/lib/locale';
import * as company from './company';
import * as contactPage from './contact-page';
import * as home from './home';
import * as navigation from './navigation';
import * as policies from './policies';
import * as services from './services';
import * as siteFacts from './site-facts';
import * as testimonials from './testimonials';
import * as ui from './ui';

const english = { home, company, contactPage, navigation, policies, services, siteFacts, testimonials, ui };

export const copyFor = (locale: Locale) => (locale === 'en' ? english : english);
