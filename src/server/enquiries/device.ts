import 'server-only';
import type { DeviceClass } from '@/lib/enquiries';

// The device class of an enquiry, from its User-Agent: tablets first (an iPad or an
// Android without "Mobile"), then phones ("Mobi", which MDN recommends for detecting
// mobile browsers, and iPhone/Android), else desktop. Only the class is kept, never the
// User-Agent itself. iPadOS 13+ says it is a Mac: such an iPad counts as desktop.

export function deviceClassOf(userAgent: string | null): DeviceClass | '' {
  if (!userAgent) return '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
