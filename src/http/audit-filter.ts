import 'server-only';
import { isAuditEntity } from '@/lib/audit';
import { auditQuery } from '@/lib/schemas/audit';
import { AUDIT_ENTITIES, type AuditEntity, type AuditFilter } from '@/server/audit/audit';
import { invalid } from '@/server/errors';
import { readQuery } from './params';
import { siteDayRange } from './site-days';

/** The audit filter of a request; dates are days on the site's clock (SITE_TIME_ZONE). */
export function readAuditFilter(request: Request): AuditFilter & { page: number } {
  const query = readQuery(request, auditQuery);
  if (query.entity !== undefined && query.entity !== '' && !isAuditEntity(query.entity)) {
    throw invalid(`entity must be one of: ${AUDIT_ENTITIES.join(', ')}.`);
  }
  const page = Number(query.page ?? 1);
  if (page < 1) throw invalid('page must be a whole number from 1.');
  return {
    userId: query.user === undefined || query.user === '' ? undefined : Number(query.user),
    entity: query.entity ? (query.entity as AuditEntity) : undefined,
    ...siteDayRange(query.from, query.to),
    page,
  };
}
