import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SOLUTION_PAGES } from '../content/solutions';
import { SOLUTION_SUMMARIES } from '../content/solution-summaries';
import { SolutionPage } from './solution-page';

function renderSolution(index: number) {
  const summary = SOLUTION_SUMMARIES[index];
  if (!summary) throw new Error(`no solution ${index}`);
  const content = SOLUTION_PAGES[summary.slug];
  const router = createMemoryRouter([
    { path: '*', element: <SolutionPage summary={summary} content={content} /> },
  ]);
  render(<RouterProvider router={router} />);
  return content;
}

describe('SolutionPage', () => {
  it('shows docs/product.md#site-pages’s sections in order: hero, key features, benefits, perfect for, partners, call to action', () => {
    const content = renderSolution(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.hero.title);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Built for Education',
      'What changes when you switch to Malipo',
      'Who it is for',
      'What our partners say',
      'Ready to get started?',
    ]);
    for (const feature of content.features) expect(screen.getByText(feature.title)).toBeTruthy();
    for (const segment of content.segments) expect(screen.getByText(segment.name)).toBeTruthy();
    for (const testimonial of content.testimonials) expect(screen.getByText(testimonial.name)).toBeTruthy();
  });

  it('every call to action offers Start Free Trial (sign-up) and Contact Sales (sales contact form)', () => {
    renderSolution(3);
    const cta = screen.getByRole('region', { name: 'Ready to get started?' });
    expect(within(cta).getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/signup');
    expect(within(cta).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
      '/contact?subject=Sales',
    );
    expect(screen.getAllByRole('link', { name: 'Contact Sales' })).toHaveLength(2);
  });

  it('sets the page’s title and description', () => {
    const content = renderSolution(1);
    expect(document.title).toBe(`${content.meta.title} · Malipo`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      content.meta.description,
    );
  });
});
