'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { apiData } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import {
  enquiryDetail,
  type EnquiryDetail,
  type EnquiryRecord as Enquiry,
} from '@/lib/schemas/answers/site';
import { AdminPage, BackLink, BadgeList, Panel, ResourceState, Spinner } from '../kit';
import { useSiteTimeZone } from '../publishing/site-time-zone';
import { DeliveryBadge, EnquiryStatusBadge } from './enquiry-badges';
import { EnquiryFields } from './enquiry-fields';
import { EnquiryNotes } from './enquiry-notes';
import { AttributionDetails } from './enquiry-origin';
import { assigneeName } from './enquiry-words';
import { inboxHrefFrom } from './inbox-filters';
import { PipelineForm } from './pipeline-form';
import { useAssignees } from './use-assignees';
import styles from './enquiries.module.css';

// One enquiry (issue 27): what was sent, where the visitor came from, its status and
// assignee, and the team's notes. A page of its own rather than a popup, so it can be
// linked to from a chat and reads as one column on a phone.

export function EnquiryView({ id }: { id: string }) {
  return (
    <Suspense
      fallback={
        <AdminPage title="Enquiry">
          <Spinner variant="panel" label="Loading the enquiry…" />
        </AdminPage>
      }
    >
      <EnquiryScreen id={id} />
    </Suspense>
  );
}

function EnquiryScreen({ id }: { id: string }) {
  const params = useSearchParams();
  const zone = useSiteTimeZone();
  const assignees = useAssignees();
  const valid = /^[1-9]\d{0,11}$/.test(id);
  const loaded = useResource(
    valid ? (signal) => apiData(`/api/enquiries/${id}`, enquiryDetail, { signal }) : null,
    `enquiry-${id}`,
  );
  // Saves answer the record (and a note its note): they update what was loaded in place.
  const [changed, setChanged] = useState<{ of: EnquiryDetail; value: EnquiryDetail } | null>(null);
  const enquiry = changed && changed.of === loaded.data ? changed.value : loaded.data;
  const update = (next: (current: EnquiryDetail) => EnquiryDetail) => {
    if (!loaded.data || !enquiry) return;
    setChanged({ of: loaded.data, value: next(enquiry) });
  };

  const back = <BackLink href={inboxHrefFrom(params)}>← Back to the enquiries</BackLink>;
  if (!valid) {
    return (
      <AdminPage title="Enquiry" before={back}>
        <p>There is no enquiry at this address.</p>
      </AdminPage>
    );
  }
  if (!enquiry) {
    return (
      <AdminPage title="Enquiry" before={back}>
        <ResourceState
          resource={loaded}
          loadingLabel="Loading the enquiry…"
          errorLead="The enquiry could not be loaded:"
        />
      </AdminPage>
    );
  }

  const assignee = assigneeName(enquiry.assignee, assignees.names, assignees.selfId);
  return (
    <AdminPage title={`Enquiry from ${enquiry.name}`} before={back}>
      <div className={styles.summary}>
        <BadgeList>
          <EnquiryStatusBadge status={enquiry.status} />
          <DeliveryBadge enquiry={enquiry} />
        </BadgeList>
        <span>{assignee ? `Assigned to ${assignee}` : 'Not assigned'}</span>
      </div>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Panel id="enquiry-message" title="Message">
            <EnquiryFields enquiry={enquiry} zone={zone} />
          </Panel>
          <Panel id="enquiry-origin" title="Where it came from">
            <AttributionDetails enquiry={enquiry} />
          </Panel>
        </div>
        <div className={styles.stack}>
          <Panel id="enquiry-pipeline" title="Status and assignee">
            <PipelineForm
              key={`${enquiry.status}:${enquiry.assignee}`}
              enquiry={enquiry}
              assignees={assignees}
              onSaved={(after: Enquiry) => update((current) => ({ ...current, ...after }))}
            />
          </Panel>
          <Panel id="enquiry-notes" title="Notes">
            <EnquiryNotes
              enquiryId={enquiry.id}
              notes={enquiry.notes}
              zone={zone}
              onAdded={(note) =>
                update((current) => ({ ...current, notes: [...current.notes, note] }))
              }
            />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
