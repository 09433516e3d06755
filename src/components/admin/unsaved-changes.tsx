'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useConfirm } from './kit';

// Warns before unsaved work is lost: the browser's own prompt on reload, closing the
// tab or typing an address (beforeunload), and our confirmation popup for links
// inside the app, the browser's Back button and closing an editor popup.

interface UnsavedChanges {
  setDirty: (source: string, dirty: boolean) => void;
  /** Resolves true when nothing is unsaved or the person chose to discard it. */
  confirmDiscard: () => Promise<boolean>;
  /** Forgets all unsaved changes (after a save, or when leaving on purpose). */
  reset: () => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

let leaving = false;

/** For deliberate full-page departures (logout, session ended): no browser prompt. */
export function leaveWithoutPrompt() {
  leaving = true;
}

export const DISCARD_QUESTION = {
  title: 'Discard unsaved changes?',
  message: 'You have changes that are not saved yet. If you leave now, they will be lost.',
  confirmLabel: 'Discard changes',
  cancelLabel: 'Keep editing',
} as const;

/** Marks the extra history entry that catches the Back button while work is unsaved. */
const GUARD_KEY = '__unsavedChangesGuard';
const isGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && GUARD_KEY in state;

/**
 * The App Router cannot cancel a Back navigation, so while work is unsaved a copy of
 * the current entry sits on top of the history. Back leaves that copy for the entry
 * below it, same address and same page, and asks: keep editing puts the copy back,
 * discard goes on back. Once the work is saved, Back goes straight on back too.
 * Returns the function that puts the copy in place.
 */
function useBackButtonGuard(confirmDiscard: () => Promise<boolean>) {
  // The address the copy on top of the history was made for, while there is one.
  const guardedUrl = useRef<string | null>(null);

  const pushGuardEntry = useCallback(() => {
    guardedUrl.current = window.location.href;
    window.history.pushState(
      { ...window.history.state, [GUARD_KEY]: true },
      '',
      window.location.href,
    );
  }, []);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      // Only a step back from the copy to the entry below it, on the same address.
      if (isGuardEntry(event.state) || guardedUrl.current !== window.location.href) return;
      guardedUrl.current = null;
      void confirmDiscard().then((leave) => (leave ? window.history.back() : pushGuardEntry()));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [confirmDiscard, pushGuardEntry]);

  return useCallback(() => {
    if (!isGuardEntry(window.history.state)) pushGuardEntry();
  }, [pushGuardEntry]);
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const confirm = useConfirm();
  const router = useRouter();
  const dirtySources = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);

  const reset = useCallback(() => {
    dirtySources.current.clear();
    setAnyDirty(false);
  }, []);

  const confirmDiscard = useCallback(async () => {
    if (dirtySources.current.size === 0) return true;
    const discard = await confirm({ ...DISCARD_QUESTION, tone: 'danger' });
    if (discard) reset();
    return discard;
  }, [confirm, reset]);

  const guardBackButton = useBackButtonGuard(confirmDiscard);

  // Called from a layout effect (useUnsavedChanges): the history copy is in place in the
  // same commit that shows "You have unsaved changes.", not a render later, so a Back
  // pressed right after typing is caught too.
  const setDirty = useCallback(
    (source: string, dirty: boolean) => {
      if (dirty) dirtySources.current.add(source);
      else dirtySources.current.delete(source);
      const unsaved = dirtySources.current.size > 0;
      if (unsaved) guardBackButton();
      setAnyDirty(unsaved);
    },
    [guardBackButton],
  );

  useEffect(() => {
    if (!anyDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target && link.target !== '_self') return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // beforeunload covers it
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDiscard().then((leave) => {
        if (leave) router.push(url.pathname + url.search + url.hash);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on document runs before Next's <Link> handler on the React root.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [anyDirty, confirmDiscard, router]);

  const value = useMemo(
    () => ({ setDirty, confirmDiscard, reset }),
    [setDirty, confirmDiscard, reset],
  );
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

export function useUnsavedChangesContext(): UnsavedChanges {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error('useUnsavedChanges needs an <UnsavedChangesProvider>.');
  return context;
}

/**
 * Marks this component's work as unsaved while `dirty` is true. `release()` forgets this
 * component's unsaved work only (after it was saved): an editor with two forms (English
 * and Arabic) keeps guarding the other one.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { setDirty, confirmDiscard, reset } = useUnsavedChangesContext();
  const source = useId();
  // Before paint, with the render that shows the work as unsaved (see setDirty).
  useLayoutEffect(() => {
    setDirty(source, dirty);
    return () => setDirty(source, false);
  }, [dirty, setDirty, source]);
  const release = useCallback(() => setDirty(source, false), [setDirty, source]);
  return { confirmDiscard, reset, release };
}
