import { describe, expect, it } from 'vitest';
import { incompleteSections } from './sections';

describe('a blog’s sections before saving', () => {
  it('point at a half-filled section, and let empty and complete ones be', () => {
    expect(
      incompleteSections([
        { heading: 'Why', paragraph: '<p>Because.</p>' },
        { heading: '', paragraph: '<p>&nbsp;</p>' },
        { heading: 'Alone', paragraph: '<p></p>' },
        { heading: ' ', paragraph: '<p>Orphan</p>' },
      ]),
    ).toEqual({
      'sections.2': 'Add a paragraph to this section, or clear its heading.',
      'sections.3': 'Add a heading to this section, or clear its paragraph.',
    });
  });
});
