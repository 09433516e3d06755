// The charts' colours, each at least 3:1 against the white panel (WCAG 2.2 1.4.11) and
// told apart by more than colour: the contact page's bars are hatched and outlined.

/** The quick form's bars: solid indigo, 7.8:1 on white. */
export const MAIN_COLOUR = '#4334d6';
/** The contact page's bars: amber stripes with an amber outline, 5.0:1 on white. */
export const PAGE_COLOUR = '#b45309';
export const PAGE_BACKGROUND = '#fff3e4';
/** The won rate: solid teal, 6.2:1 on white and 5.3:1 on its track. */
export const WON_COLOUR = '#0b6e5c';
/** The empty part of a rate's bar, decorative (the filled part carries the value). */
export const TRACK_COLOUR = '#e4e7f2';
/** Gridlines (decorative: the values are printed) and the baseline (4.9:1). */
export const GRID_COLOUR = '#d9dcea';
export const AXIS_COLOUR = '#6b7088';
export const TEXT_COLOUR = '#161a2e';
export const MUTED_TEXT_COLOUR = '#4a5068';
