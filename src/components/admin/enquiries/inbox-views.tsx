import Link from 'next/link';
import { inboxHref, isSpamView, mainView, spamView, type InboxFilters } from './inbox-filters';
import styles from './enquiries.module.css';

/** The inbox and Spam, each a view of its own that keeps the other filters. */
export function InboxViews({ filters }: { filters: InboxFilters }) {
  const spam = isSpamView(filters);
  const views = [
    { label: 'Inbox', href: inboxHref(mainView(filters)), current: !spam },
    { label: 'Spam', href: inboxHref(spamView(filters)), current: spam },
  ];
  return (
    <nav aria-label="Enquiry views" className={styles.views}>
      <ul>
        {views.map((view) => (
          <li key={view.label}>
            <Link
              href={view.href}
              className={styles.view}
              aria-current={view.current ? 'page' : undefined}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
