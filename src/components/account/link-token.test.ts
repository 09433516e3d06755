import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './link-token';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('tokenFromHash', () => {
  it('reads the token of #token=…', () => {
    expect(TOKEN).toHaveLength(43);
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#from=mail&token=${TOKEN}`)).toBe(TOKEN);
  });

  it('gives null when the token is missing, cut short or not a token', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN.slice(0, 30)}`)).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN}x`)).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN.slice(0, 42)}%2F`)).toBeNull();
    expect(tokenFromHash(`#${TOKEN}`)).toBeNull();
  });
});
