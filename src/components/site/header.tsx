'use client';

// A client component for the same reason as the footer (see there): the page's payload
// then carries a reference to the header, not a copy per not-found fallback.
import Link from 'next/link';
import type { MainTab } from '@/content/navigation';
import type { ChromeCopy } from './chrome-copy';
import type { ActiveWhen } from './header/active-when';
import { LanguageSwitcher } from './header/language-switcher';
import { MobileMenuButton, MobileMenuPanel, MobileServices } from './header/mobile-menu';
import { NavLink } from './header/nav-link';
import { SolutionsDropdown } from './header/solutions-dropdown';
import styles from './header.module.css';

// Server markup, every menu closed. Opening them is the islands' work in the browser
// (src/islands/solutions-menu.ts, mobile-menu.ts); the client components in ./header
// read the current path for their markup (the header sits in a layout, which a
// navigation does not re-render).

export interface HeaderProps {
  /** 'dark': white logo and tabs on navy; 'light': the black variant on white. */
  tone?: 'dark' | 'light';
  /** Landing-page mode: logo and call to action only, no menu items. */
  landing?: boolean;
  /** The words and links, in the page's language (./chrome-copy.ts). */
  copy: ChromeCopy;
}

/** When each tab is the active one (the sections do not overlap), under the language's root. */
function activeTabs(copy: ChromeCopy): Record<MainTab['id'], ActiveWhen> {
  const root = copy.home === '/' ? '' : copy.home;
  return {
    home: { paths: [copy.home] },
    solutions: {
      paths: copy.header.serviceGroups.flatMap((group) => group.links.map((link) => link.href)),
    },
    company: { prefixes: [`${root}/company`] },
    'case-studies': { prefixes: [`${root}/case-studies`, `${root}/casestudy`] },
    insights: { prefixes: [`${root}/insights`, `${root}/blogs`] },
  };
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function Header({ tone = 'dark', landing = false, copy }: HeaderProps) {
  const { header } = copy;
  const logoSrc = tone === 'light' ? header.logoBlack : header.logo;
  const activeTab = activeTabs(copy);

  const bar = (
    <div className={`container ${styles.bar}`}>
      <Link href={copy.home} className={styles.logo} aria-label={header.logoLabel}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG needs no optimiser */}
        <img src={logoSrc} alt="" width={170} height={36} />
      </Link>

      {!landing && (
        <nav aria-label={header.mainNavLabel}>
          <ul className={styles.tabs}>
            {header.tabs.map((tab) =>
              tab.href ? (
                <li key={tab.id} className={styles.tab}>
                  <NavLink
                    href={tab.href}
                    className={styles.tabLink}
                    activeClassName={styles.active}
                    activeWhen={activeTab[tab.id]}
                  >
                    {tab.label}
                  </NavLink>
                </li>
              ) : (
                <SolutionsDropdown
                  key={tab.id}
                  label={
                    <>
                      {tab.label}
                      <Chevron />
                    </>
                  }
                  activeWhen={activeTab[tab.id]}
                  classNames={{
                    item: styles.tab,
                    button: styles.tabLink,
                    active: styles.active,
                    panel: styles.dropdown,
                  }}
                >
                  <DropdownPanel copy={header} />
                </SolutionsDropdown>
              ),
            )}
          </ul>
        </nav>
      )}

      <LanguageSwitcher
        locale={copy.locale}
        untranslatedNotice={copy.untranslatedNotice}
        className={`${styles.language} ${landing ? styles.languageAlways : ''}`}
      />

      <Link
        href={header.getStarted.href}
        className={`button ${styles.cta} ${landing ? styles.ctaAlways : ''}`}
      >
        {header.getStarted.label}
      </Link>

      {!landing && <MobileMenuButton className={styles.menuButton} labels={header.mobile} />}
    </div>
  );

  return (
    <header
      className={`${styles.header} ${tone === 'light' ? styles.light : ''} ${landing ? styles.landing : ''}`}
    >
      {landing ? (
        bar
      ) : (
        <>
          {bar}
          <MobileMenuPanel className={`container ${styles.mobileMenu}`}>
            <MobileMenu copy={copy} />
          </MobileMenuPanel>
        </>
      )}
    </header>
  );
}

/** The Solutions dropdown's content: both service groups and the 'Get a Quote' panel. */
function DropdownPanel({ copy }: { copy: ChromeCopy['header'] }) {
  return (
    <div className={`container ${styles.dropdownInner}`}>
      {copy.serviceGroups.map((group) => (
        <div key={group.id}>
          <p className={styles.groupTitle}>{group.title}</p>
          <ul className={styles.serviceList}>
            {group.links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} className={styles.serviceLink}>
                  <span className={styles.serviceLabel}>{link.label}</span>
                  <span className={styles.serviceDescription}>{link.description}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={styles.quotePanel}>
        <p className={styles.groupTitle} style={{ color: 'inherit' }}>
          {copy.quotePanel.heading}
        </p>
        <p>{copy.quotePanel.text}</p>
        <Link href={copy.quotePanel.button.href} className="button">
          {copy.quotePanel.button.label}
          {/* Search engines and screen readers get more than the generic visible label. */}
          <span className="visually-hidden">{copy.quotePanel.context}</span>
        </Link>
      </div>
    </div>
  );
}

/** The mobile menu's content: Services with its two groups, the other tabs, Get Started. */
function MobileMenu({ copy }: { copy: ChromeCopy }) {
  const { header } = copy;
  return (
    <nav aria-label={header.mobile.navLabel}>
      <ul className={styles.mobileList}>
        <li className={styles.mobileItem}>
          <MobileServices
            label={header.mobile.services}
            chevron={<Chevron />}
            classNames={{ button: styles.mobileLink, list: styles.mobileSub }}
            groups={header.serviceGroups.map((group) => ({
              id: group.id,
              title: group.title,
              links: (
                <ul className={styles.mobileSub}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavLink href={link.href} className={styles.mobileSubLink}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        </li>
        {header.tabs
          .filter((tab) => tab.href && tab.id !== 'home')
          .map((tab) => (
            <li key={tab.id} className={styles.mobileItem}>
              <NavLink href={tab.href!} className={styles.mobileLink}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        <li className={styles.mobileItem}>
          <LanguageSwitcher
            locale={copy.locale}
            untranslatedNotice={copy.untranslatedNotice}
            className={styles.mobileLink}
          />
        </li>
      </ul>
      <Link href={header.getStarted.href} className={`button ${styles.mobileCta}`}>
        {header.getStarted.label}
      </Link>
    </nav>
  );
}
