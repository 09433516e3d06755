import { MAIN_COLOUR, PAGE_BACKGROUND, PAGE_COLOUR } from './chart-colours';

// How each form is drawn, shared by the bars and the legend: the quick form solid, the
// contact page hatched, so the split reads without colour vision and in print.

export type FormKey = 'main' | 'page';

export const FORM_NAMES: Record<FormKey, string> = {
  main: 'Quick form',
  page: 'Contact page',
};

/** The hatch, defined once per drawing (ids must be unique in the page). */
export function PageHatch({ id }: { id: string }) {
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <rect width="6" height="6" fill={PAGE_BACKGROUND} />
      <rect width="3" height="6" fill={PAGE_COLOUR} />
    </pattern>
  );
}

/** The fill and outline of a form's bar. */
export function formPaint(form: FormKey, hatchId: string) {
  return form === 'main'
    ? { fill: MAIN_COLOUR }
    : { fill: `url(#${hatchId})`, stroke: PAGE_COLOUR, strokeWidth: 1.5 };
}

/** A legend: each form's swatch, drawn as its bars are, and its name. */
export function FormLegend({ hatchId, className }: { hatchId: string; className?: string }) {
  return (
    <ul className={className} aria-label="Legend">
      {(['main', 'page'] as const).map((form) => (
        <li key={form}>
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            {form === 'page' ? (
              <defs>
                <PageHatch id={`${hatchId}-legend`} />
              </defs>
            ) : null}
            <rect x="1" y="1" width="16" height="16" {...formPaint(form, `${hatchId}-legend`)} />
          </svg>
          {FORM_NAMES[form]}
        </li>
      ))}
    </ul>
  );
}
