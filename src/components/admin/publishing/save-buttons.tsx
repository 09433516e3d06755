'use client';

import { Button } from '../kit';

/**
 * The editors' three ways to save (src/lib/admin/publishing.ts): each is a submit button of
 * the form, and the form reads which one was pressed.
 * @param publishLabel the primary button's name; it publishes at once. Screens whose spec
 *   names that button (the location popup's Upload and Save) pass the spec's word.
 */
export function SaveButtons({
  formId,
  saving,
  publishLabel = 'Publish',
}: {
  formId?: string;
  saving: boolean;
  publishLabel?: string;
}) {
  return (
    <>
      <Button
        variant="secondary"
        type="submit"
        form={formId}
        name="intent"
        value="draft"
        disabled={saving}
      >
        {saving ? 'Saving…' : 'Save draft'}
      </Button>
      <Button
        variant="secondary"
        type="submit"
        form={formId}
        name="intent"
        value="schedule"
        disabled={saving}
      >
        Schedule…
      </Button>
      <Button
        variant="primary"
        type="submit"
        form={formId}
        name="intent"
        value="publish"
        disabled={saving}
      >
        {publishLabel}
      </Button>
    </>
  );
}
