import type { ReactNode } from 'react';
import styles from './badge.module.css';

// A state shown as a small coloured pill. The text always says the state, so the colour
// is never the only cue (WCAG 1.4.1); every tone keeps at least 4.5:1 contrast.
//   neutral  a plain label (a category)
//   success  done / live (Handled, E-mail sent, Published)
//   warning  waiting (E-mail waiting to be sent, Scheduled)
//   danger   failed (E-mail failed)
//   info     new or in progress (New, Draft)

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const TONE_CLASS: Record<BadgeTone, string | undefined> = {
  neutral: undefined,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  info: styles.info,
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  const toneClass = TONE_CLASS[tone];
  return (
    <span className={toneClass ? `${styles.badge} ${toneClass}` : styles.badge}>{children}</span>
  );
}

/** Several badges side by side, wrapping when narrow. */
export function BadgeList({ children }: { children: ReactNode }) {
  return <span className={styles.list}>{children}</span>;
}

/**
 * A fixed set of states and how each is shown, e.g.
 * `const PUBLICATION = { draft: { label: 'Draft', tone: 'info' }, … } satisfies BadgeStates<Status>`,
 * then `<StatusBadge states={PUBLICATION} value={post.status} />`.
 */
export type BadgeStates<S extends string> = Record<S, { label: string; tone: BadgeTone }>;

export function StatusBadge<S extends string>({
  states,
  value,
}: {
  states: BadgeStates<S>;
  value: S;
}) {
  const state = states[value];
  return <Badge tone={state.tone}>{state.label}</Badge>;
}
