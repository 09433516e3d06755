'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

// Tabs as the WAI-ARIA Authoring Practices draw them: a tablist whose selected tab is the
// only one in the Tab order, Left/Right arrows (wrapping), Home and End moving to a tab and
// selecting it, each panel labelled by its tab. A panel is first drawn when its tab is
// chosen, then kept (hidden) so nothing typed in it is lost when another tab is shown.

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** The label's language, when it is not the page's (العربية). */
  lang?: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  /** The tablist's name ('Language'). */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement | null>());
  const [drawn, setDrawn] = useState<ReadonlySet<K>>(() => new Set([selected]));
  if (!drawn.has(selected)) setDrawn(new Set([...drawn, selected]));

  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const current = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={current}
              // Only a panel that is drawn can be named (an id that exists).
              aria-controls={drawn.has(tab.key) || current ? panelId(tab.key) : undefined}
              tabIndex={current ? 0 : -1}
              lang={tab.lang}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        drawn.has(tab.key) || tab.key === selected ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            hidden={tab.key !== selected}
            className={styles.panel}
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
