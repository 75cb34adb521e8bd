// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_REDIRECT_DELAY_MS, QuizButton } from '../../../../src/components/islands/QuizButton';

const props = {
  href: 'https://quiz.example.com/start',
  label: 'Faire le quiz gratuit',
  redirectingLabel: 'Redirection en cours...',
  newTabLabel: '(s’ouvre dans un nouvel onglet)',
};

describe('QuizButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 500 ms before opening the quiz', () => {
    expect(QUIZ_REDIRECT_DELAY_MS).toBe(500);
  });

  it('is idle, then redirecting and disabled, then opens the quiz in a new tab and is enabled again', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<QuizButton {...props} />);
    const button = screen.getByRole('button', { name: /Faire le quiz gratuit/ });
    expect(button).toHaveProperty('disabled', false);

    fireEvent.click(button);
    expect(button.textContent).toContain('Redirection en cours...');
    expect(button).toHaveProperty('disabled', true);
    expect(open).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(QUIZ_REDIRECT_DELAY_MS - 1));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledExactlyOnceWith(props.href, '_blank', 'noopener,noreferrer');
    expect(button).toHaveProperty('disabled', false);
    expect(button.textContent).toContain('Faire le quiz gratuit');
  });

  it('ignores clicks while redirecting', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<QuizButton {...props} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(QUIZ_REDIRECT_DELAY_MS));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('renders a plain new-tab link before hydration, so it works without JavaScript', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<QuizButton {...props} />);
    expect(html).toMatch(/^<a /);
    expect(html).toContain(`href="${props.href}"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
