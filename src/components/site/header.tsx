'use client';

// A client component for the same reason as the footer (see there): the page's payload
// then carries a reference to the header, not a copy per not-found fallback.
import Link from 'next/link';
import {
  allServiceLinks,
  headerCta,
  mainTabs,
  serviceGroups,
  type MainTab,
} from '@/content/navigation';
import { siteFacts } from '@/content/site-facts';
import type { ActiveWhen } from './header/active-when';
import {
  MobileMenuButton,
  MobileMenuPanel,
  MobileMenuProvider,
  MobileServices,
} from './header/mobile-menu';
import { NavLink } from './header/nav-link';
import { SolutionsDropdown } from './header/solutions-dropdown';
import styles from './header.module.css';

// Server markup. The client islands in ./header own only what needs the browser: the
// Solutions dropdown's open state, the mobile menu's open states, and the current path
// (the header sits in a layout, which a navigation does not re-render).

export interface HeaderProps {
  /** 'dark': white logo and tabs on navy; 'light': the black variant on white. */
  tone?: 'dark' | 'light';
  /** Landing-page mode: logo and call to action only, no menu items. */
  landing?: boolean;
}

/** When each tab is the active one (the sections do not overlap). */
const activeTab: Record<MainTab['id'], ActiveWhen> = {
  home: { paths: ['/'] },
  solutions: { paths: allServiceLinks.map((link) => link.href) },
  company: { prefixes: ['/company'] },
  'case-studies': { prefixes: ['/case-studies', '/casestudy'] },
  insights: { prefixes: ['/insights', '/blogs'] },
};

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function Header({ tone = 'dark', landing = false }: HeaderProps) {
  const logoSrc = tone === 'light' ? siteFacts.logoBlack : siteFacts.logo;

  const bar = (
    <div className={`container ${styles.bar}`}>
      <Link href="/" className={styles.logo} aria-label={`${siteFacts.name} home`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG needs no optimiser */}
        <img src={logoSrc} alt="" width={170} height={36} />
      </Link>

      {!landing && (
        <nav aria-label="Main">
          <ul className={styles.tabs}>
            {mainTabs.map((tab) =>
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
                  <DropdownPanel />
                </SolutionsDropdown>
              ),
            )}
          </ul>
        </nav>
      )}

      <Link
        href={headerCta.getStarted.href}
        className={`button ${styles.cta} ${landing ? styles.ctaAlways : ''}`}
      >
        {headerCta.getStarted.label}
      </Link>

      {!landing && <MobileMenuButton className={styles.menuButton} />}
    </div>
  );

  return (
    <header className={`${styles.header} ${tone === 'light' ? styles.light : ''}`}>
      {landing ? (
        bar
      ) : (
        <MobileMenuProvider>
          {bar}
          <MobileMenuPanel className={`container ${styles.mobileMenu}`}>
            <MobileMenu />
          </MobileMenuPanel>
        </MobileMenuProvider>
      )}
    </header>
  );
}

/** The Solutions dropdown's content: both service groups and the 'Get a Quote' panel. */
function DropdownPanel() {
  return (
    <div className={`container ${styles.dropdownInner}`}>
      {serviceGroups.map((group) => (
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
          {headerCta.quotePanel.heading}
        </p>
        <p>{headerCta.quotePanel.text}</p>
        <Link href={headerCta.quotePanel.button.href} className="button">
          {headerCta.quotePanel.button.label}
          {/* Search engines and screen readers get more than the generic visible label. */}
          <span className="visually-hidden"> about a quote</span>
        </Link>
      </div>
    </div>
  );
}

/** The mobile menu's content: Services with its two groups, the other tabs, Get Started. */
function MobileMenu() {
  return (
    <nav aria-label="Mobile">
      <ul className={styles.mobileList}>
        <li className={styles.mobileItem}>
          <MobileServices
            label="Services"
            chevron={<Chevron />}
            classNames={{ button: styles.mobileLink, list: styles.mobileSub }}
            groups={serviceGroups.map((group) => ({
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
        {mainTabs
          .filter((tab) => tab.href && tab.id !== 'home')
          .map((tab) => (
            <li key={tab.id} className={styles.mobileItem}>
              <NavLink href={tab.href!} className={styles.mobileLink}>
                {tab.label}
              </NavLink>
            </li>
          ))}
      </ul>
      <Link href={headerCta.getStarted.href} className={`button ${styles.mobileCta}`}>
        {headerCta.getStarted.label}
      </Link>
    </nav>
  );
}
