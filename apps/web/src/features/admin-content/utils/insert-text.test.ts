import { describe, expect, it } from 'vitest';
import { insertText } from './insert-text';
import { moveItem } from './move-item';

describe('insertText', () => {
  it('replaces the selection', () => {
    expect(insertText('Hello world', 6, 11, 'there')).toEqual({ value: 'Hello there', inserted: 6 });
  });

  it('gives a block blank lines around it, unless they are there already', () => {
    expect(insertText('One.Two.', 4, 4, '![a](/x)', { block: true }).value).toBe('One.\n\n![a](/x)\n\nTwo.');
    expect(insertText('One.\n\nTwo.', 6, 6, '![a](/x)', { block: true }).value).toBe(
      'One.\n\n![a](/x)\n\nTwo.',
    );
    expect(insertText('', 0, 0, '![a](/x)', { block: true })).toEqual({ value: '![a](/x)', inserted: 0 });
  });
});

describe('moveItem', () => {
  it('moves one place and stops at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
