import { notFound } from 'next/navigation';

// An unknown admin address answers 404 inside the admin layout, rendered per request
// like every admin screen: so it carries the admin's nonce policy (src/proxy.ts), not
// the public not-found page's cached one, which would block its scripts.
export default function UnknownAdminScreen(): never {
  notFound();
}
