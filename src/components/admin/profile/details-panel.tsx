import type { CurrentUser } from '@/lib/schemas/answers/accounts';
import { ROLE_LABELS } from '@/lib/roles';
import { Panel } from '../kit';
import styles from './details-panel.module.css';

export function DetailsPanel({ me }: { me: CurrentUser }) {
  return (
    <Panel id="details-heading" title="Details">
      <dl className={styles.details}>
        <div>
          <dt>Name</dt>
          <dd>{me.name || '—'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[me.role] ?? me.role}</dd>
        </div>
      </dl>
    </Panel>
  );
}
