'use client';

import { Button } from '../kit';

/**
 * The editors' three ways to save (src/lib/admin/publishing.ts): each is a submit button of
 * the form, and the form reads which one was pressed.
 */
export function SaveButtons({ formId, saving }: { formId?: string; saving: boolean }) {
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
        Publish
      </Button>
    </>
  );
}
