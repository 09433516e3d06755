'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  allServiceLinks,
  headerCta,
  mainTabs,
  serviceGroups,
  type MainTab,
  type ServiceGroup,
} from '@/content/navigation';
import { siteFacts } from '@/content/site-facts';
import styles from './header.module.css';

export interface HeaderProps {
  /** 'dark': white logo and tabs on navy; 'light': the black variant on white. */
  tone?: 'dark' | 'light';
  /** Landing-page mode: logo and call to action only, no menu items. */
  landing?: boolean;
}

function activeTabId(pathname: string): MainTab['id'] | undefined {
  if (pathname === '/') return 'home';
  if (allServiceLinks.some((link) => link.href === pathname)) return 'solutions';
  if (pathname.startsWith('/company')) return 'company';
  if (pathname.startsWith('/case-studies') || pathname.startsWith('/casestudy'))
    return 'case-studies';
  if (pathname.startsWith('/insights') || pathname.startsWith('/blogs')) return 'insights';
  return undefined;
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function Header({ tone = 'dark', landing = false }: HeaderProps) {
  const pathname = usePathname();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<ServiceGroup['id'] | null>(null);
  const solutionsButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const dropdownId = useId();
  const mobileMenuId = useId();
  const active = activeTabId(pathname);

  // A navigation closes whatever was open (state adjusted during render, not in an effect).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setDropdownOpen(false);
    setMenuOpen(false);
  }

  const closeDropdownOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dropdownOpen) {
      setDropdownOpen(false);
      solutionsButton.current?.focus();
    }
  };

  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  const logoSrc = tone === 'light' ? siteFacts.logoBlack : siteFacts.logo;

  return (
    <header
      className={`${styles.header} ${tone === 'light' ? styles.light : ''}`}
      onMouseLeave={() => setDropdownOpen(false)}
      onKeyDown={closeDropdownOnEscape}
    >
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${siteFacts.name} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG needs no optimiser */}
          <img src={logoSrc} alt="" width={170} height={36} />
        </Link>

        {!landing && (
          <nav aria-label="Main">
            <ul className={styles.tabs}>
              {mainTabs.map((tab) => {
                const isActive = tab.id === active;
                const className = `${styles.tabLink} ${isActive ? styles.active : ''}`;
                if (!tab.href) {
                  return (
                    <li
                      key={tab.id}
                      className={styles.tab}
                      onMouseEnter={() => setDropdownOpen(true)}
                      onBlur={(event) => {
                        // Tabbing out of the dropdown closes it.
                        if (!event.currentTarget.contains(event.relatedTarget))
                          setDropdownOpen(false);
                      }}
                    >
                      <button
                        ref={solutionsButton}
                        type="button"
                        className={className}
                        aria-expanded={dropdownOpen}
                        aria-controls={dropdownId}
                        // A pointer has already opened it on hover, so a click keeps it open;
                        // a keyboard press (detail 0) toggles.
                        onClick={(event) =>
                          setDropdownOpen((open) => (event.detail === 0 ? !open : true))
                        }
                      >
                        {tab.label}
                        <Chevron />
                      </button>
                      <div id={dropdownId} className={styles.dropdown} hidden={!dropdownOpen}>
                        <SolutionsDropdown pathname={pathname} />
                      </div>
                    </li>
                  );
                }
                return (
                  <li
                    key={tab.id}
                    className={styles.tab}
                    onMouseEnter={() => setDropdownOpen(false)}
                  >
                    <Link
                      href={tab.href}
                      className={className}
                      aria-current={pathname === tab.href ? 'page' : undefined}
                      onFocus={() => setDropdownOpen(false)}
                    >
                      {tab.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}

        <Link
          href={headerCta.getStarted.href}
          className={`button ${styles.cta} ${landing ? styles.ctaAlways : ''}`}
        >
          {headerCta.getStarted.label}
        </Link>

        {!landing && (
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
          </button>
        )}
      </div>

      {!landing && (
        <div
          id={mobileMenuId}
          className={`container ${styles.mobileMenu}`}
          hidden={!menuOpen}
          onKeyDown={closeMenuOnEscape}
        >
          <nav aria-label="Mobile">
            <ul className={styles.mobileList}>
              <li className={styles.mobileItem}>
                <button
                  type="button"
                  className={styles.mobileLink}
                  aria-expanded={servicesOpen}
                  onClick={() => setServicesOpen((open) => !open)}
                >
                  Services <Chevron />
                </button>
                {servicesOpen && (
                  <ul className={styles.mobileSub}>
                    {serviceGroups.map((group) => (
                      <li key={group.id}>
                        <button
                          type="button"
                          className={styles.mobileLink}
                          aria-expanded={openGroup === group.id}
                          // Opening one group closes the other (spec point 4).
                          onClick={() =>
                            setOpenGroup((current) => (current === group.id ? null : group.id))
                          }
                        >
                          {group.title} <Chevron />
                        </button>
                        {openGroup === group.id && (
                          <ul className={styles.mobileSub}>
                            {group.links.map((link) => (
                              <li key={link.href}>
                                <Link
                                  href={link.href}
                                  className={styles.mobileSubLink}
                                  aria-current={pathname === link.href ? 'page' : undefined}
                                >
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
              {mainTabs
                .filter((tab) => tab.href && tab.id !== 'home')
                .map((tab) => (
                  <li key={tab.id} className={styles.mobileItem}>
                    <Link
                      href={tab.href!}
                      className={styles.mobileLink}
                      aria-current={pathname === tab.href ? 'page' : undefined}
                    >
                      {tab.label}
                    </Link>
                  </li>
                ))}
            </ul>
            <Link href={headerCta.getStarted.href} className={`button ${styles.mobileCta}`}>
              {headerCta.getStarted.label}
            </Link>
          </nav>
        </div>
      )}
    </header>
  );
}

function SolutionsDropdown({ pathname }: { pathname: string }) {
  return (
    <div className={`container ${styles.dropdownInner}`}>
      {serviceGroups.map((group) => (
        <div key={group.id}>
          <p className={styles.groupTitle}>{group.title}</p>
          <ul className={styles.serviceList}>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.serviceLink}
                  aria-current={pathname === link.href ? 'page' : undefined}
                >
                  <span className={styles.serviceLabel}>{link.label}</span>
                  <span className={styles.serviceDescription}>{link.description}</span>
                </Link>
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
