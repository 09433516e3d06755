import { copyFor } from '@/content/editions';
import type { MainTab, ServiceGroup } from '@/content/navigation';
import type { SocialNetwork } from '@/content/site-facts';
import { localizedPath, type Locale } from '@/lib/locale';

// The header's and footer's words and links in the page's language, built on the server.
// Both are client components (see footer.tsx for why), so they take these as props:
// plain data only, every link already in the page's language, every text already joined.
// Importing the editions in the browser would ship both languages to every visitor.

export interface ChromeLink {
  label: string;
  href: string;
}

export interface ChromeCopy {
  locale: Locale;
  /** The root of this language: '/' or '/ar'. */
  home: string;
  skipToContent: string;
  navigationStatus: { loading: string; failed: string; retry: string };
  /** Said by the language link on a page that has no counterpart in the other language. */
  untranslatedNotice: string;
  /** Said on the home page when the switcher brought the visitor from a page this language lacks. */
  arrivedUntranslated: string;
  header: {
    logo: string;
    logoBlack: string;
    logoLabel: string;
    mainNavLabel: string;
    tabs: (Omit<MainTab, 'href'> & { href?: string })[];
    serviceGroups: (Omit<ServiceGroup, 'links'> & {
      links: { label: string; href: string; description: string }[];
    })[];
    getStarted: ChromeLink;
    quotePanel: { heading: string; text: string; button: ChromeLink; context: string };
    mobile: { navLabel: string; services: string; open: string; close: string };
  };
  footer: {
    ctaHeading: string;
    ctaButton: string;
    ctaContext: string;
    mainPhone: { href: string; display: string };
    emailHeading: string;
    email: string;
    emailHref: string;
    offices: { label: string; phone: { href: string; display: string }; address: string }[];
    quickLinksHeading: string;
    quickLinks: ChromeLink[];
    legalHeading: string;
    legalLinks: ChromeLink[];
    followUsHeading: string;
    social: { network: SocialNetwork; href: string; label: string }[];
    copyright: string;
  };
}

function buildChromeCopy(locale: Locale): ChromeCopy {
  const { navigation, siteFacts: facts, ui } = copyFor(locale);
  const { siteFacts } = facts;
  const local = (link: { label: string; href: string }) => ({
    label: link.label,
    href: localizedPath(locale, link.href),
  });
  return {
    locale,
    home: localizedPath(locale, '/'),
    skipToContent: ui.siteChrome.skipToContent,
    navigationStatus: ui.navigationStatus,
    untranslatedNotice: ui.languageSwitcher.untranslatedNotice(
      ui.languageSwitcher.otherLanguageName,
    ),
    arrivedUntranslated: ui.languageSwitcher.arrivedUntranslated,
    header: {
      logo: siteFacts.logo,
      logoBlack: siteFacts.logoBlack,
      logoLabel: ui.header.logoLabel(siteFacts.name),
      mainNavLabel: ui.header.mainNavLabel,
      tabs: navigation.mainTabs.map((tab) => ({
        ...tab,
        href: tab.href === undefined ? undefined : localizedPath(locale, tab.href),
      })),
      serviceGroups: navigation.serviceGroups.map((group) => ({
        ...group,
        links: group.links.map((link) => ({
          ...local(link),
          description: link.description,
        })),
      })),
      getStarted: local(navigation.headerCta.getStarted),
      quotePanel: {
        heading: navigation.headerCta.quotePanel.heading,
        text: navigation.headerCta.quotePanel.text,
        button: local(navigation.headerCta.quotePanel.button),
        context: ui.header.quoteLinkContext,
      },
      mobile: {
        navLabel: ui.mobileMenu.navLabel,
        services: ui.mobileMenu.services,
        open: ui.mobileMenu.open,
        close: ui.mobileMenu.close,
      },
    },
    footer: {
      ctaHeading: facts.footerCta.heading,
      ctaButton: facts.footerCta.buttonLabel,
      ctaContext: ui.footer.callContext(siteFacts.mainPhone.display),
      mainPhone: siteFacts.mainPhone,
      emailHeading: ui.footer.emailHeading,
      email: siteFacts.email,
      emailHref: siteFacts.emailHref,
      offices: siteFacts.offices.map((office) => ({
        label: office.label,
        phone: office.phone,
        address: office.address.singleLine,
      })),
      quickLinksHeading: ui.footer.quickLinksHeading,
      quickLinks: navigation.footerQuickLinks.map(local),
      legalHeading: ui.footer.legalHeading,
      legalLinks: navigation.footerLegalLinks.map(local),
      followUsHeading: ui.footer.followUsHeading,
      social: siteFacts.social.map((link) => ({
        network: link.network,
        href: link.href,
        label: ui.footer.opensInNewTab(link.label),
      })),
      copyright: facts.copyrightLine,
    },
  };
}

const built = new Map<Locale, ChromeCopy>();

/**
 * The chrome's words for `locale`, one object per language for the life of the process:
 * a page's payload carries the chrome twice (the layout's, and the not-found fallback's),
 * and React writes an object it has already sent as a reference, not a second copy.
 */
export function chromeCopy(locale: Locale): ChromeCopy {
  let copy = built.get(locale);
  if (!copy) {
    copy = buildChromeCopy(locale);
    built.set(locale, copy);
  }
  return copy;
}
