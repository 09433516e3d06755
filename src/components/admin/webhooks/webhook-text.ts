import type { WebhookDeliveryState } from '@/lib/webhooks';
import type { BadgeStates } from '../kit';

// How the webhooks screen words what the API answers.

export const DELIVERY_STATES = {
  pending: { label: 'Waiting', tone: 'info' },
  retrying: { label: 'Retrying', tone: 'warning' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Gave up', tone: 'danger' },
} satisfies BadgeStates<WebhookDeliveryState>;

// With seconds: the log is read side by side with the receiver's own.
const logTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatLogTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : logTime.format(time);
}
