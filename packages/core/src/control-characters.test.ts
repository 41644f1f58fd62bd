import { describe, expect, it } from 'vitest';
import { controlCharactersMessage, findControlCharacters, hasControlCharacters } from './control-characters';

describe('control characters', () => {
  it('keeps tabs, line breaks and ordinary text, accents and emoji included', () => {
    for (const text of ['Line one\r\nLine two\n\tindented', 'Zoë Ngāti Porou', '😷 fever 38.5°C', ' ']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('refuses NUL, the other C0 controls, DEL and the C1 controls', () => {
    const refused = [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f];
    for (const code of refused) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    expect(hasControlCharacters('\u00a0no-break space is text')).toBe(false);
  });

  it('names the first field that holds one, however deep', () => {
    expect(findControlCharacters({ firstName: 'Ada', lastName: 'Love\u0000lace' })).toBe('lastName');
    expect(findControlCharacters({ profile: { items: ['ok', { suburb: 'Bondi\u0007' }] } })).toBe(
      'profile.items[1].suburb',
    );
    expect(findControlCharacters({ a: 'x\u0001', b: 'y\u0001' })).toBe('a');
    expect(findControlCharacters('\u0000')).toBe('');
    expect(
      findControlCharacters({ name: 'Ada', tags: ['a', 'b'], count: 3, ok: true, none: null }),
    ).toBeNull();
    expect(controlCharactersMessage('lastName')).toBe('lastName must not contain control characters');
  });

  it('checks field names too, and shows them without the control character', () => {
    expect(findControlCharacters({ answers: { 'q\u00001': 'yes' } })).toBe('answers.q?1');
  });

  it('does not look into binary data', () => {
    expect(findControlCharacters({ file: new Uint8Array([0, 1, 2]) })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let body: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) body = [body];
    const path = findControlCharacters(body) ?? '';
    expect(path).toMatch(/^(\[0\]){100000}$/);
    expect(controlCharactersMessage(path)).toBe(
      `${'[0]'.repeat(34).slice(0, 100)}… must not contain control characters`,
    );
  });
});
