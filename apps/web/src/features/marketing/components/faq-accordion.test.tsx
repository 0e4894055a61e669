import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HOME_FAQ } from '../content/home';
import { FaqAccordion } from './faq-accordion';

const question = (index: number) => {
  const item = HOME_FAQ[index];
  if (!item) throw new Error(`no question ${index}`);
  return screen.getByRole('button', { name: item.question });
};
const isOpen = (index: number) => question(index).getAttribute('aria-expanded') === 'true';
const openCount = () => HOME_FAQ.filter((_, index) => isOpen(index)).length;

describe('FaqAccordion', () => {
  it('lists the home page’s 10 questions, all closed at first', () => {
    render(<FaqAccordion items={HOME_FAQ} />);
    expect(HOME_FAQ).toHaveLength(10);
    expect(screen.getAllByRole('button')).toHaveLength(10);
    expect(openCount()).toBe(0);
    expect(screen.queryByText(HOME_FAQ[0]?.answer ?? '')).toBeNull();
  });

  it('opens one answer at a time', () => {
    render(<FaqAccordion items={HOME_FAQ} />);
    fireEvent.click(question(0));
    expect(isOpen(0)).toBe(true);
    expect(screen.getByText(HOME_FAQ[0]?.answer ?? '')).toBeTruthy();

    fireEvent.click(question(3));
    expect(isOpen(3)).toBe(true);
    expect(isOpen(0)).toBe(false);
    expect(openCount()).toBe(1);
    expect(screen.queryByText(HOME_FAQ[0]?.answer ?? '')).toBeNull();
  });

  it('closes the open answer when its question is pressed again', () => {
    render(<FaqAccordion items={HOME_FAQ} />);
    fireEvent.click(question(5));
    fireEvent.click(question(5));
    expect(openCount()).toBe(0);
  });
});
