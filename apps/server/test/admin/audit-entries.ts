import type { AuditEntry } from '@giro/shared/admin/audit-contracts';
import type { AdminCall } from './admin-client.ts';

/** The audit log's newest entries about `entity` (and `entityId`), as an admin sees them. */
export async function auditEntries(
  call: AdminCall,
  token: string,
  entity: string,
  entityId?: string,
): Promise<AuditEntry[]> {
  const query = new URLSearchParams({
    entity,
    ...(entityId !== undefined && { entity_id: entityId }),
  });
  const response = await call('GET', `/api/admin/audit?${query}`, { token });
  if (response.statusCode !== 200) throw new Error(`audit log: ${response.body}`);
  return response.json<{ entries: AuditEntry[] }>().entries;
}
