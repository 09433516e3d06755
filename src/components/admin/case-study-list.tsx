'use client';

import { apiRequest } from '@/lib/admin/api';
import { caseStudyRecord } from '@/lib/schemas/answers/content';
import { caseStudyListItem, type CaseStudyListItem } from '@/lib/schemas/answers/translations';
import { caseStudyFields, caseStudyType } from '@/lib/content-types/case-study';
import { ContentList, ContentListScreen } from './content-list/content-list';
import { ContentTable } from './content-list/content-table';

// /admin/casestudy (spec point 2): a table of IMAGE, HEADING and FIRST CATEGORY; the
// editor is a page of its own, which "Create Case Study" opens on a new draft.

export const DELETE_CASE_STUDY_QUESTION = 'Are You Sure You Want To Delete This Product?';

const headingOf = (study: CaseStudyListItem) => study.heroHeading || 'Untitled case study';
const editPath = (id: string) => `${caseStudyType.paths.admin}/${id}/edit`;

export function CaseStudyList() {
  return (
    <ContentListScreen type={caseStudyType}>
      <ContentList
        type={caseStudyType}
        record={caseStudyListItem}
        idOf={(study: CaseStudyListItem) => study._id}
        nameOf={headingOf}
        searchLabel="Search case studies by heading or client"
        plainLoadError
        deleteQuestion={DELETE_CASE_STUDY_QUESTION}
        deleteSubject={(study) => `“${study.heroHeading || 'This untitled case study'}”`}
        editing={{
          createLabel: 'Create Case Study',
          create: async () => {
            const created = await apiRequest(
              `${caseStudyType.paths.api}?status=draft`,
              caseStudyRecord,
              {
                method: 'POST',
              },
            );
            return editPath(created._id);
          },
          editHref: (study) => editPath(study._id),
        }}
        renderItems={(studies, view) => (
          <ContentTable
            fields={caseStudyFields}
            caption="Case studies on the website"
            columns={[
              { field: 'bannerImage', header: 'Image' },
              {
                field: 'heroHeading',
                header: 'Heading',
                kind: 'heading',
                empty: 'Untitled case study',
              },
              'status',
              { field: 'category1', header: 'First category' },
              'arabic',
            ]}
            items={studies}
            rowKey={(study) => study._id}
            view={view}
          />
        )}
      />
    </ContentListScreen>
  );
}
