import { contentTypeList } from '@/lib/content-types';

// The admin area's sections, declared once and grouped as staff know them from
// WordPress and Payload: the shell's navigation, the portal's cards and the
// administrators-only guard all read this list. A new screen (the media library,
// webhooks) is one entry in its group.

export interface AdminSection {
  href: string;
  /** The navigation link's name (e2e tests and staff find screens by it). */
  label: string;
  /** The portal card's sentence; sections without one have no card. */
  text?: string;
  /** Editors do not see it in the navigation; the API refuses them whatever the UI shows. */
  adminOnly?: true;
}

export interface AdminSectionGroup {
  label: string;
  sections: readonly AdminSection[];
}

/** The media library (issue 28): the files the content shows. */
export const MEDIA_SECTION: AdminSection = {
  href: '/admin/media',
  label: 'Media library',
  text: 'Upload pictures, videos and caption tracks, describe them, and see where each is used.',
};

/** The portal itself: first, outside the groups. */
export const PORTAL_SECTION: AdminSection = { href: '/admin', label: 'Portal' };

export const ADMIN_NAVIGATION: readonly AdminSectionGroup[] = [
  {
    label: 'Content',
    sections: [
      ...contentTypeList.map((type) => ({
        href: type.paths.admin,
        label: type.navigation.label,
        text: type.navigation.text,
      })),
      MEDIA_SECTION,
    ],
  },
  {
    label: 'Enquiries',
    sections: [
      {
        href: '/admin/enquiries',
        label: 'Enquiries',
        text: 'Read the messages sent through the contact forms and export them.',
      },
    ],
  },
  {
    label: 'Site',
    sections: [
      {
        href: '/admin/redirects',
        label: 'Redirects',
        text: 'Send old addresses to new pages, and see which missing addresses visitors ask for.',
        adminOnly: true,
      },
      { href: '/admin/webhooks', label: 'Webhooks', adminOnly: true },
    ],
  },
  {
    label: 'People',
    sections: [
      { href: '/admin/users', label: 'Staff', adminOnly: true },
      { href: '/admin/audit', label: 'Audit log', adminOnly: true },
    ],
  },
];

const ALL_SECTIONS = [PORTAL_SECTION, ...ADMIN_NAVIGATION.flatMap((group) => group.sections)];

/** The groups as someone of this role sees them: admin-only sections left out for editors. */
export function navigationFor(isAdmin: boolean): AdminSectionGroup[] {
  return ADMIN_NAVIGATION.map((group) => ({
    label: group.label,
    sections: group.sections.filter((section) => isAdmin || !section.adminOnly),
  })).filter((group) => group.sections.length > 0);
}

/** The portal's cards: every section with a sentence, in navigation order. */
export const PORTAL_CARDS = ALL_SECTIONS.filter(
  (section): section is AdminSection & { text: string } => section.text !== undefined,
);

/** Screens for administrators only; the API refuses editors there whatever the UI shows. */
export const isAdminOnlyPath = (pathname: string) =>
  ALL_SECTIONS.some((section) => section.adminOnly && pathname.startsWith(section.href));

/** The section a path belongs to: the portal only at /admin itself. */
export const isCurrentSection = (section: AdminSection, pathname: string) =>
  section.href === PORTAL_SECTION.href
    ? pathname === section.href
    : pathname === section.href || pathname.startsWith(`${section.href}/`);
