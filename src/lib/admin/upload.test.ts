import { describe, expect, it } from 'vitest';
import { acceptFor, checkAnyFile, checkFile, fileRulesOf, kindOfFile } from './upload';

const fileOf = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('the checks before an upload', () => {
  it('takes a WebVTT caption track by its type or, when the browser knows none, its name', () => {
    expect(kindOfFile(fileOf('captions.vtt', 'text/vtt'))).toBe('captions');
    expect(kindOfFile(fileOf('Captions.VTT', ''))).toBe('captions');
    expect(checkFile(fileOf('captions.vtt', ''), 'captions')).toBeNull();
    expect(acceptFor('captions')).toBe('.vtt,text/vtt');
  });

  it('explains a refused caption track in plain words', () => {
    expect(checkFile(fileOf('notes.txt', 'text/plain'), 'captions')).toBe(
      '“notes.txt” is not a caption track we can use. Choose a WebVTT file (.vtt).',
    );
    expect(checkFile(fileOf('long.vtt', 'text/vtt', 1024 * 1024 + 1), 'captions')).toBe(
      '“long.vtt” is 1.0 MB. Caption tracks can be at most 1.0 MB.',
    );
    expect(fileRulesOf('captions')).toBe('WebVTT (.vtt), up to 1.0 MB.');
  });

  it('keeps the words images and videos had', () => {
    expect(checkFile(fileOf('a.pdf', 'application/pdf'), 'image')).toBe(
      '“a.pdf” is not an image we can use. Choose a JPG, PNG, WebP, GIF or AVIF file.',
    );
    expect(checkFile(fileOf('a.png', 'image/png'), 'video')).toBe(
      '“a.png” is not a video we can use. Choose an MP4 or WebM file.',
    );
    expect(checkFile(fileOf('a.png', 'image/png', 10 * 1024 * 1024 + 1), 'image')).toContain(
      'Images can be at most 10 MB',
    );
    expect(checkFile(fileOf('a.png', 'image/png', 0), 'image')).toBe('“a.png” is empty.');
  });

  it('lets the library take any kind, and says which it takes when a file is none', () => {
    expect(checkAnyFile(fileOf('a.webm', 'video/webm'))).toBeNull();
    expect(checkAnyFile(fileOf('a.png', 'image/png'))).toBeNull();
    expect(checkAnyFile(fileOf('a.pdf', 'application/pdf'))).toMatch(
      /cannot be added to the library. Choose an image .* a video .* or a caption track/,
    );
    expect(acceptFor()).toContain('image/png');
    expect(acceptFor()).toContain('video/mp4');
    expect(acceptFor()).toContain('.vtt');
  });
});
