// webvtt-parser (the W3C validator's parser) ships no types: what src/http/upload.ts uses.
declare module 'webvtt-parser' {
  export interface WebVTTParseError {
    message: string;
    line: number;
    col?: number;
  }
  export class WebVTTParser {
    parse(
      input: string,
      mode?: 'metadata' | 'chapters',
    ): { cues: unknown[]; errors: WebVTTParseError[] };
  }
}
