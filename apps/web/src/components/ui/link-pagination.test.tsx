import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkPagination, pageWindow } from './link-pagination';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
  });

  it('shows a single missing page rather than a gap', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});

describe('Pagination', () => {
  const renderPages = (page: number, pageCount: number) =>
    render(
      <MemoryRouter>
        <LinkPagination page={page} pageCount={pageCount} hrefFor={(p) => `/blog?page=${p}`} />
      </MemoryRouter>,
    );

  it('links every other page and marks the current one', () => {
    renderPages(2, 3);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('has no Previous on the first page, no Next on the last', () => {
    renderPages(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPages(1, 1);
    expect(container).toBeEmptyDOMElement();
  });
});
