import 'server-only';
// The demo pictures and videos under public/demo/{blogs,case-studies,videos}, the files the
// demo content (src/server/db/seed-data.ts) points at, with what the media library keeps
// about each. The migration that registers the demo media as assets of the media library
// reads this list. Sizes and dimensions are those of the committed files: regenerating them
// (`npm run media:generate`) changes the sizes, and demo-media.test.ts says so.
//
// Alt texts describe what each picture shows, its words included. The pictures are
// generated cards, and a blog's card does not always match its title (blog-3 reads
// “UX Research” on a Ramadan social media post), so no alt claims a topic the picture lacks.
//
// The Arabic texts (issue 29) describe the same pictures for the Arabic pages, written for
// an Arabic reader rather than word for word. The words on a card are English, so they are
// quoted as they read, in Latin letters between «»: a screen reader then says what a
// sighted visitor sees. Migration 013 gives them to demo assets registered before it.

export interface DemoMedia {
  url: string;
  name: string;
  kind: 'image' | 'video';
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
  /** The Arabic alt text and caption (issue 29); '' where the English one is '' too. */
  altAr: string;
  captionAr: string;
}

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

const image = (
  url: string,
  size: number,
  width: number,
  height: number,
  alt: string,
  altAr: string,
) =>
  ({
    url,
    name: nameOf(url),
    kind: 'image',
    type: 'image/webp',
    size,
    width,
    height,
    alt,
    caption: '',
    altAr,
    captionAr: '',
  }) as const;

/** Videos have no alt: the caption says what they show. */
const video = (
  url: string,
  size: number,
  width: number,
  height: number,
  caption: string,
  captionAr: string,
) =>
  ({
    url,
    name: nameOf(url),
    kind: 'video',
    type: 'video/mp4',
    size,
    width,
    height,
    alt: '',
    caption,
    altAr: '',
    captionAr,
  }) as const;

export const DEMO_MEDIA: readonly DemoMedia[] = [
  // Blog cover cards, 1200 × 675: a word or two and a motif.
  image(
    '/demo/blogs/blog-1.webp',
    8912,
    1200,
    675,
    'Cover card reading “Web Speed” beside a simple browser window with text lines and an orange image block, on green',
    'بطاقة غلاف كُتب عليها «Web Speed» بجانب نافذة متصفح بسيطة فيها أسطر نصية ومربع صورة برتقالي، على خلفية خضراء',
  ),
  image(
    '/demo/blogs/blog-2.webp',
    8074,
    1200,
    675,
    'Cover card reading “App Launch” beside an outlined smartphone showing four app tiles and a yellow button, on navy blue',
    'بطاقة غلاف كُتب عليها «App Launch» بجانب هاتف ذكي مرسوم بخطوط خارجية تظهر على شاشته أربعة مربعات تطبيقات وزر أصفر، على خلفية كحلية',
  ),
  image(
    '/demo/blogs/blog-3.webp',
    10188,
    1200,
    675,
    'Cover card reading “UX Research” beside a grid of pale cards, one of them ringed by a circle, on teal',
    'بطاقة غلاف كُتب عليها «UX Research» بجانب شبكة من البطاقات الفاتحة تحيط دائرة بإحداها، على خلفية فيروزية',
  ),
  image(
    '/demo/blogs/blog-4.webp',
    8154,
    1200,
    675,
    'Cover card reading “Online Store” beside a simple browser window with text lines and a beige product block, on brown',
    'بطاقة غلاف كُتب عليها «Online Store» بجانب نافذة متصفح بسيطة فيها أسطر نصية ومربع منتج بلون البيج، على خلفية بنية',
  ),
  image(
    '/demo/blogs/blog-5.webp',
    10744,
    1200,
    675,
    'Cover card reading “Local SEO” beside a bar chart rising to a tall pink bar under an upward trend line, on blue',
    'بطاقة غلاف كُتب عليها «Local SEO» بجانب رسم بياني بالأعمدة يرتفع حتى عمود وردي طويل تحت خط اتجاه صاعد، على خلفية زرقاء',
  ),
  image(
    '/demo/blogs/blog-6.webp',
    10888,
    1200,
    675,
    'Cover card reading “Social Reach” beside two rows of pale cards, one teal, around a circle outline, on purple',
    'بطاقة غلاف كُتب عليها «Social Reach» بجانب صفّين من البطاقات الفاتحة، إحداها فيروزية، حول إطار دائري، على خلفية بنفسجية',
  ),
  image(
    '/demo/blogs/blog-7.webp',
    9772,
    1200,
    675,
    'Cover card reading “Ads ROI” beside a bar chart rising to a tall orange bar under an upward trend line, on green',
    'بطاقة غلاف كُتب عليها «Ads ROI» بجانب رسم بياني بالأعمدة يرتفع حتى عمود برتقالي طويل تحت خط اتجاه صاعد، على خلفية خضراء',
  ),
  image(
    '/demo/blogs/blog-8.webp',
    8596,
    1200,
    675,
    'Cover card reading “CMS Choice” beside a simple browser window with text lines and a yellow image block, on navy blue',
    'بطاقة غلاف كُتب عليها «CMS Choice» بجانب نافذة متصفح بسيطة فيها أسطر نصية ومربع صورة أصفر، على خلفية كحلية',
  ),
  image(
    '/demo/blogs/blog-9.webp',
    9210,
    1200,
    675,
    'Cover card reading “Arabic UX” beside a grid of teal and pale cards with a circle outline over one of them, on teal',
    'بطاقة غلاف كُتب عليها «Arabic UX» بجانب شبكة من البطاقات الفيروزية والفاتحة يعلو إحداها إطار دائري، على خلفية فيروزية',
  ),
  image(
    '/demo/blogs/blog-10.webp',
    10454,
    1200,
    675,
    'Cover card reading “Core Vitals” beside a bar chart rising to a tall cream bar under an upward trend line, on brown',
    'بطاقة غلاف كُتب عليها «Core Vitals» بجانب رسم بياني بالأعمدة يرتفع حتى عمود كريمي طويل تحت خط اتجاه صاعد، على خلفية بنية',
  ),
  image(
    '/demo/blogs/blog-11.webp',
    9178,
    1200,
    675,
    'Cover card reading “Growth Plan” over a stylised city skyline with a pink needle-shaped tower, on purple and blue',
    'بطاقة غلاف كُتب عليها «Growth Plan» فوق أفق مدينة مرسوم بأسلوب مبسّط يتوسطه برج وردي مدبّب كالإبرة، على خلفية بنفسجية وزرقاء',
  ),
  image(
    '/demo/blogs/blog-12.webp',
    8064,
    1200,
    675,
    'Cover card reading “Brand Voice” under a large faint opening quotation mark, on purple fading to teal',
    'بطاقة غلاف كُتب عليها «Brand Voice» تحت علامة اقتباس افتتاحية كبيرة باهتة، على خلفية بنفسجية تتدرّج إلى الفيروزي',
  ),

  // Case studies: a 1600 × 900 banner with the client's name, three 1200 × 800 section pictures.
  image(
    '/demo/case-studies/cs-1-banner.webp',
    11568,
    1600,
    900,
    'Banner reading “Souq Fresh” beside a simple browser window with text lines and an orange image block, on green',
    'لافتة كُتب عليها «Souq Fresh» بجانب نافذة متصفح بسيطة فيها أسطر نصية ومربع صورة برتقالي، على خلفية خضراء',
  ),
  image(
    '/demo/case-studies/cs-1-sec1.webp',
    7142,
    1200,
    800,
    'Abstract layout of pale rounded cards scattered around a circle outline, on green',
    'تصميم تجريدي لبطاقات فاتحة مستديرة الزوايا متناثرة حول إطار دائري، على خلفية خضراء',
  ),
  image(
    '/demo/case-studies/cs-1-sec2.webp',
    5918,
    1200,
    800,
    'Simple browser window with three text lines and a large orange image block, on green',
    'نافذة متصفح بسيطة فيها ثلاثة أسطر نصية ومربع صورة برتقالي كبير، على خلفية خضراء',
  ),
  image(
    '/demo/case-studies/cs-1-sec3.webp',
    7858,
    1200,
    800,
    'Bar chart rising left to right under an upward trend line, its last bar highlighted in orange, on green',
    'رسم بياني بالأعمدة يرتفع من اليسار إلى اليمين تحت خط اتجاه صاعد، وآخر أعمدته مميّز باللون البرتقالي، على خلفية خضراء',
  ),
  image(
    '/demo/case-studies/cs-2-banner.webp',
    15400,
    1600,
    900,
    'Banner reading “Falcon Logistics” beside a bar chart rising to a tall yellow bar under an upward trend line, on navy',
    'لافتة كُتب عليها «Falcon Logistics» بجانب رسم بياني بالأعمدة يرتفع حتى عمود أصفر طويل تحت خط اتجاه صاعد، على خلفية كحلية',
  ),
  image(
    '/demo/case-studies/cs-2-sec1.webp',
    7840,
    1200,
    800,
    'Abstract grid of blue-grey and mustard cards with a circle outline in the middle, on navy blue',
    'شبكة تجريدية من بطاقات بلون رمادي مزرق وأصفر خردلي يتوسطها إطار دائري، على خلفية كحلية',
  ),
  image(
    '/demo/case-studies/cs-2-sec2.webp',
    8008,
    1200,
    800,
    'Bar chart rising left to right under an upward trend line, its last bar highlighted in yellow, on navy blue',
    'رسم بياني بالأعمدة يرتفع من اليسار إلى اليمين تحت خط اتجاه صاعد، وآخر أعمدته مميّز باللون الأصفر، على خلفية كحلية',
  ),
  image(
    '/demo/case-studies/cs-2-sec3.webp',
    8084,
    1200,
    800,
    'Bar chart climbing steadily to a tall yellow final bar under an upward trend line, on navy blue',
    'رسم بياني بالأعمدة يتصاعد بثبات حتى عمود أخير أصفر طويل تحت خط اتجاه صاعد، على خلفية كحلية',
  ),
  image(
    '/demo/case-studies/cs-3-banner.webp',
    12696,
    1600,
    900,
    'Banner reading “Oasis Clinics” beside an outlined smartphone showing four app tiles and a mint button, on teal',
    'لافتة كُتب عليها «Oasis Clinics» بجانب هاتف ذكي مرسوم بخطوط خارجية تظهر على شاشته أربعة مربعات تطبيقات وزر بلون النعناع، على خلفية فيروزية',
  ),
  image(
    '/demo/case-studies/cs-3-sec1.webp',
    6586,
    1200,
    800,
    'Two pale rounded cards beside a circle outline, a sparse abstract layout on teal',
    'بطاقتان فاتحتان مستديرتا الزوايا بجانب إطار دائري، في تصميم تجريدي بسيط على خلفية فيروزية',
  ),
  image(
    '/demo/case-studies/cs-3-sec2.webp',
    5760,
    1200,
    800,
    'Outlined smartphone showing four app tiles, one in mint, and a wide mint button at the bottom, on teal',
    'هاتف ذكي مرسوم بخطوط خارجية تظهر على شاشته أربعة مربعات تطبيقات، أحدها بلون النعناع، وفي أسفلها زر عريض بلون النعناع، على خلفية فيروزية',
  ),
  image(
    '/demo/case-studies/cs-3-sec3.webp',
    8076,
    1200,
    800,
    'Bar chart rising left to right under an upward trend line, its last bar highlighted in mint, on teal',
    'رسم بياني بالأعمدة يرتفع من اليسار إلى اليمين تحت خط اتجاه صاعد، وآخر أعمدته مميّز بلون النعناع، على خلفية فيروزية',
  ),
  image(
    '/demo/case-studies/cs-4-banner.webp',
    11778,
    1600,
    900,
    'Banner reading “Dune Realty” beside a simple browser window with text lines and a beige image block, on brown',
    'لافتة كُتب عليها «Dune Realty» بجانب نافذة متصفح بسيطة فيها أسطر نصية ومربع صورة بلون البيج، على خلفية بنية',
  ),
  image(
    '/demo/case-studies/cs-4-sec1.webp',
    6998,
    1200,
    800,
    'Abstract grid of beige rounded cards with a circle outline over the middle row, on brown',
    'شبكة تجريدية من بطاقات بلون البيج مستديرة الزوايا يعلو صفَّها الأوسط إطار دائري، على خلفية بنية',
  ),
  image(
    '/demo/case-studies/cs-4-sec2.webp',
    5020,
    1200,
    800,
    'Simple browser window with three text lines and a large beige image block, on brown',
    'نافذة متصفح بسيطة فيها ثلاثة أسطر نصية ومربع صورة كبير بلون البيج، على خلفية بنية',
  ),
  image(
    '/demo/case-studies/cs-4-sec3.webp',
    7904,
    1200,
    800,
    'Bar chart rising left to right under an upward trend line, its last bar highlighted in cream, on brown',
    'رسم بياني بالأعمدة يرتفع من اليسار إلى اليمين تحت خط اتجاه صاعد، وآخر أعمدته مميّز باللون الكريمي، على خلفية بنية',
  ),
  image(
    '/demo/case-studies/cs-5-banner.webp',
    14334,
    1600,
    900,
    'Banner reading “Marina Fitness” beside an outlined smartphone showing four app tiles and a pink button, on blue and violet',
    'لافتة كُتب عليها «Marina Fitness» بجانب هاتف ذكي مرسوم بخطوط خارجية تظهر على شاشته أربعة مربعات تطبيقات وزر وردي، على خلفية زرقاء وبنفسجية',
  ),
  image(
    '/demo/case-studies/cs-5-sec1.webp',
    7608,
    1200,
    800,
    'Abstract arrangement of pale lilac cards around a circle outline, on blue and violet',
    'ترتيب تجريدي لبطاقات بلون الليلك الفاتح حول إطار دائري، على خلفية زرقاء وبنفسجية',
  ),
  image(
    '/demo/case-studies/cs-5-sec2.webp',
    6572,
    1200,
    800,
    'Outlined smartphone showing four app tiles, one in pink, and a wide pink button at the bottom, on violet',
    'هاتف ذكي مرسوم بخطوط خارجية تظهر على شاشته أربعة مربعات تطبيقات، أحدها وردي، وفي أسفلها زر وردي عريض، على خلفية بنفسجية',
  ),
  image(
    '/demo/case-studies/cs-5-sec3.webp',
    9086,
    1200,
    800,
    'Bar chart rising left to right under an upward trend line, its last bar highlighted in pink, on blue',
    'رسم بياني بالأعمدة يرتفع من اليسار إلى اليمين تحت خط اتجاه صاعد، وآخر أعمدته مميّز باللون الوردي، على خلفية زرقاء',
  ),
  image(
    '/demo/case-studies/cs-6-banner.webp',
    15308,
    1600,
    900,
    'Banner reading “Atlas Finance” beside a bar chart rising to a tall teal bar under an upward trend line, on deep purple',
    'لافتة كُتب عليها «Atlas Finance» بجانب رسم بياني بالأعمدة يرتفع حتى عمود فيروزي طويل تحت خط اتجاه صاعد، على خلفية بنفسجية داكنة',
  ),
  image(
    '/demo/case-studies/cs-6-sec1.webp',
    7374,
    1200,
    800,
    'Four rounded cards, one teal, around a circle outline, a sparse abstract layout on deep purple',
    'أربع بطاقات مستديرة الزوايا، إحداها فيروزية، حول إطار دائري، في تصميم تجريدي بسيط على خلفية بنفسجية داكنة',
  ),
  image(
    '/demo/case-studies/cs-6-sec2.webp',
    7944,
    1200,
    800,
    'Bar chart rising left to right under an upward trend line, its last bar highlighted in teal, on deep purple',
    'رسم بياني بالأعمدة يرتفع من اليسار إلى اليمين تحت خط اتجاه صاعد، وآخر أعمدته مميّز باللون الفيروزي، على خلفية بنفسجية داكنة',
  ),
  image(
    '/demo/case-studies/cs-6-sec3.webp',
    7828,
    1200,
    800,
    'Bar chart climbing to a tall teal final bar under an upward trend line, on deep purple',
    'رسم بياني بالأعمدة يتصاعد حتى عمود أخير فيروزي طويل تحت خط اتجاه صاعد، على خلفية بنفسجية داكنة',
  ),

  // Testimonial videos (640 × 360, from the MP4 track header) and their posters.
  image(
    '/demo/videos/testimonial-1-poster.webp',
    2468,
    640,
    360,
    'The words “Client story” centred on a gradient from dark to light green',
    'عبارة «Client story» في المنتصف على خلفية متدرّجة من الأخضر الداكن إلى الفاتح',
  ),
  video(
    '/demo/videos/testimonial-1.mp4',
    27367,
    640,
    360,
    'The words “Client story” centred over a slowly shifting dark green gradient, silent and six seconds long.',
    'عبارة «Client story» في المنتصف فوق تدرّج أخضر داكن يتبدّل ببطء، بلا صوت ومدته ست ثوانٍ.',
  ),
  image(
    '/demo/videos/testimonial-2-poster.webp',
    3398,
    640,
    360,
    'The words “Client story” centred on a gradient from bright blue to deep violet',
    'عبارة «Client story» في المنتصف على خلفية متدرّجة من الأزرق الساطع إلى البنفسجي الداكن',
  ),
  video(
    '/demo/videos/testimonial-2.mp4',
    28920,
    640,
    360,
    'The words “Client story” centred over a slowly shifting blue and violet gradient, silent and six seconds long.',
    'عبارة «Client story» في المنتصف فوق تدرّج أزرق وبنفسجي يتبدّل ببطء، بلا صوت ومدته ست ثوانٍ.',
  ),
];
