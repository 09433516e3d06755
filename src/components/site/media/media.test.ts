import { describe, expect, it } from 'vitest';
import { CENTRE, type MediaPresentation } from '@/lib/media';
import { cardPictureOf, focalStyle, pictureOf } from './picture';
import { videoOf } from './video';

const asset = (fields: Partial<MediaPresentation> = {}): MediaPresentation => ({
  alt: 'A teal bar chart climbing to the right',
  decorative: false,
  caption: '',
  altAr: '',
  captionAr: '',
  focalPoint: CENTRE,
  captions: '',
  poster: '',
  version: 1,
  ...fields,
});

describe('pictureOf', () => {
  it('shows the asset’s alt text at its address while the file is the first', () => {
    expect(pictureOf({ '/u/a.webp': asset() }, '/u/a.webp')).toEqual({
      src: '/u/a.webp',
      alt: 'A teal bar chart climbing to the right',
    });
  });

  it('names the current file once it was replaced, and crops at the focal point', () => {
    const media = { '/u/a.webp': asset({ version: 3, focalPoint: { x: 20, y: 75 } }) };
    expect(pictureOf(media, '/u/a.webp')).toEqual({
      src: '/u/a.webp?v=3',
      alt: 'A teal bar chart climbing to the right',
      style: { objectPosition: '20% 75%' },
    });
  });

  it('renders a decorative asset with alt="" and says why', () => {
    const picture = pictureOf({ '/u/a.webp': asset({ decorative: true }) }, '/u/a.webp');
    expect(picture).toEqual({ src: '/u/a.webp', alt: '', 'data-decorative': 'asset' });
  });

  it('leaves an address that is no asset, or an asset without words, unmarked', () => {
    expect(pictureOf({}, '/demo/x.webp')).toEqual({ src: '/demo/x.webp', alt: '' });
    expect(pictureOf({ '/u/a.webp': asset({ alt: '' }) }, '/u/a.webp')).toEqual({
      src: '/u/a.webp',
      alt: '',
    });
  });
});

describe('cardPictureOf', () => {
  it('keeps the crop and the file but leaves the words to the card’s title', () => {
    const media = { '/u/a.webp': asset({ version: 2, focalPoint: { x: 10, y: 50 } }) };
    expect(cardPictureOf(media, '/u/a.webp')).toEqual({
      src: '/u/a.webp?v=2',
      alt: '',
      style: { objectPosition: '10% 50%' },
      'data-decorative': 'card',
    });
  });
});

describe('focalStyle', () => {
  it('adds nothing for the centre, CSS’s own default', () => {
    expect(focalStyle(CENTRE)).toBeUndefined();
    expect(focalStyle({ x: 50, y: 0 })).toEqual({ objectPosition: '50% 0%' });
  });
});

describe('videoOf', () => {
  const video = '/uploads/v.mp4';

  it('falls back to the given poster and has no track without a caption track', () => {
    expect(videoOf({}, video, '/demo/banner.webp')).toEqual({
      src: video,
      poster: '/demo/banner.webp',
    });
  });

  it('shows the asset’s poster and caption track, each at its current file', () => {
    const media = {
      [video]: asset({ captions: '/uploads/c.vtt', poster: '/uploads/p.webp', version: 2 }),
      '/uploads/c.vtt': asset({ version: 4 }),
      '/uploads/p.webp': asset(),
    };
    expect(videoOf(media, video, '/demo/banner.webp')).toEqual({
      src: `${video}?v=2`,
      poster: '/uploads/p.webp',
      captions: '/uploads/c.vtt?v=4',
    });
  });

  it('asks for CORS when the track lives on another origin (the S3 bucket)', () => {
    const track = 'https://bucket.example/uploads/c.vtt';
    const media = { [video]: asset({ captions: track }) };
    expect(videoOf(media, video, '')).toMatchObject({ captions: track, crossOrigin: 'anonymous' });
  });
});
