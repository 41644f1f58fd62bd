import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of Markdown and drops its marks, lists included', () => {
    const markdown =
      '## Before your consult\n\n**Have your** [Medicare card](https://example.com) ready.\n\n1. Choose a time\n2) Talk to the doctor\n- Get your `eScript`\n* Done\n\n![Photo](/a.png)';
    expect(plainText(markdown)).toBe(
      'Before your consult Have your Medicare card ready. Choose a time Talk to the doctor Get your eScript Done',
    );
  });

  it('cuts at a word', () => {
    expect(plainText('Medical certificates for work, study or carers leave', 30)).toBe(
      'Medical certificates for…',
    );
  });
});
