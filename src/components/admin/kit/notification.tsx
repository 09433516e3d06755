'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { BANNER_DURATION_MS } from '@/lib/constants';
import { KEEP_LIVE_ATTRIBUTE } from './modal';
import styles from './notification.module.css';

// Success and failure banners (spec points 4 and 8): each stays for BANNER_DURATION_MS
// (3 s), or until closed. Success is announced politely (role=status), failure at once
// (role=alert). They stay live and clickable above open popups.
// Mount <NotificationsProvider> once (the admin shell does); call useNotify() anywhere
// below it: notify('success', 'Blog saved.') or notify('error', message).

export type NotificationTone = 'success' | 'error';

interface Notification {
  id: number;
  tone: NotificationTone;
  message: string;
}

type Notify = (tone: NotificationTone, message: string) => void;

const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a <NotificationsProvider>.');
  return notify;
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const [mounted, setMounted] = useState(false);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    // Portals need the document; live regions must exist before their first message.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (tone, message) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, tone, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), BANNER_DURATION_MS),
      );
    },
    [dismiss],
  );

  const value = useMemo(() => notify, [notify]);

  const region = (tone: NotificationTone) => (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.region}>
      {items
        .filter((item) => item.tone === tone)
        .map((item) => (
          <div
            key={item.id}
            className={`${styles.notice} ${tone === 'error' ? styles.error : styles.success}`}
            data-tone={tone}
          >
            <span className={styles.icon} aria-hidden="true">
              {tone === 'error' ? '!' : '✓'}
            </span>
            <p className={styles.text}>{item.message}</p>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(item.id)}
              aria-label="Dismiss message"
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <NotifyContext.Provider value={value}>
      {children}
      {mounted
        ? createPortal(
            <div className={styles.notices} {...{ [KEEP_LIVE_ATTRIBUTE]: '' }}>
              {region('error')}
              {region('success')}
            </div>,
            document.body,
          )
        : null}
    </NotifyContext.Provider>
  );
}
