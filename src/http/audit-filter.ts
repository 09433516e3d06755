import 'server-only';
import { getEnv } from '@/env';
import { isAuditEntity } from '@/lib/audit';
import { auditQuery } from '@/lib/schemas/audit';
import { fromZonedInput } from '@/lib/site-time';
import { AUDIT_ENTITIES, type AuditEntity, type AuditFilter } from '@/server/audit/audit';
import { invalid } from '@/server/errors';
import { readQuery } from './params';

/** The next day of a YYYY-MM-DD date, as YYYY-MM-DD (`to` includes its whole day). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The audit filter of a request; dates are days on the site's clock (SITE_TIME_ZONE). */
export function readAuditFilter(request: Request): AuditFilter & { page: number } {
  const query = readQuery(request, auditQuery);
  if (query.entity !== undefined && query.entity !== '' && !isAuditEntity(query.entity)) {
    throw invalid(`entity must be one of: ${AUDIT_ENTITIES.join(', ')}.`);
  }
  const zone = getEnv().SITE_TIME_ZONE;
  const dayStart = (date: string) => fromZonedInput(`${date}T00:00`, zone);
  const page = Number(query.page ?? 1);
  if (page < 1) throw invalid('page must be a whole number from 1.');
  return {
    userId: query.user === undefined || query.user === '' ? undefined : Number(query.user),
    entity: query.entity ? (query.entity as AuditEntity) : undefined,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(nextDay(query.to)) : undefined,
    page,
  };
}
