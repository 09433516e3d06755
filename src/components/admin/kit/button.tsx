import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';

// The admin's buttons. One look per purpose:
//   primary        the main action of a screen or popup (Save, Upload New Blog)
//   secondary      everything else (Edit, Cancel, Previous page)
//   danger         confirming something destructive (in a confirmation popup)
//   danger-outline starting something destructive (Delete in a list)
//   link           a quiet text action (Try again, Remove image)
//   icon           a round 44 px icon-only button; give it an aria-label

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'link' | 'icon';

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  'danger-outline': styles.dangerOutline,
  link: styles.link,
  icon: styles.icon,
};

/** The class of a variant, for the rare element that is neither a button nor a link. */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  const base = VARIANT_CLASS[variant] ?? '';
  return className ? `${base} ${className}` : base;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/** A <button>; type defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  /**
   * A plain <a> instead of Next's <Link>: for downloads, mailto:/tel: addresses and
   * API routes, which are not pages of the app.
   */
  native?: boolean;
}

/** A link that looks like a button: it goes somewhere rather than doing something. */
export function ButtonLink({
  href,
  variant = 'secondary',
  native = false,
  className,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClass(variant, className);
  if (native) return <a href={href} className={classes} {...rest} />;
  return <Link href={href} className={classes} {...rest} />;
}

/** A row of buttons (a card's or a popup's actions) that wraps on narrow screens. */
export function ButtonGroup({ children }: { children: ReactNode }) {
  return <div className={styles.group}>{children}</div>;
}
