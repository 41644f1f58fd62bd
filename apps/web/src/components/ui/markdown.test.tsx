import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const renderMarkdown = (source: string) =>
  render(
    <MemoryRouter>
      <Markdown>{source}</Markdown>
    </MemoryRouter>,
  );

describe('Markdown', () => {
  it('renders headings, lists and tables', () => {
    renderMarkdown('## Before the consult\n\n- Blue Book\n- Medicines\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(screen.getByRole('heading', { level: 2, name: 'Before the consult' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('lets no script, style or inline handler through', () => {
    const { container } = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <style>body{display:none}</style>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script, style, iframe, img, [onerror]')).toBeNull();
    // What was inside a dropped tag is at most inert text.
    expect([...container.querySelectorAll('*')].flatMap((el) => el.getAttributeNames())).not.toContain(
      'onerror',
    );
  });

  it('drops javascript: links and keeps our own links inside the app', () => {
    renderMarkdown('[bad](javascript:alert(1)) [prices](/pricing) [gov](https://www.health.gov.au)');
    expect(screen.getByText('bad').closest('a')?.getAttribute('href')).toBeFalsy();
    expect(screen.getByRole('link', { name: 'prices' })).toHaveAttribute('href', '/pricing');
    const external = screen.getByRole('link', { name: 'gov' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(external).toHaveAttribute('target', '_blank');
  });
});
