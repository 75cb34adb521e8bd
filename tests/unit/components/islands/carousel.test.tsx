// @vitest-environment jsdom
/**
 * The carousel: its pure position rules, and the island itself —
 * a scroll strip that works without JavaScript, then buttons, keys and a polite announcement.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../../src/components/islands/Carousel';
import type { PictureData } from '../../../../src/components/ui/Picture';
import { indexAtScroll, keyStep, positionLabel, wrapIndex } from '../../../../src/lib/carousel';

describe('wrapIndex', () => {
  it('steps forward and back within the slides', () => {
    expect(wrapIndex(0, 1, 9)).toBe(1);
    expect(wrapIndex(4, -1, 9)).toBe(3);
  });

  it('wraps from the last to the first and from the first to the last', () => {
    expect(wrapIndex(8, 1, 9)).toBe(0);
    expect(wrapIndex(0, -1, 9)).toBe(8);
  });

  it('handles steps longer than the carousel, and a single slide', () => {
    expect(wrapIndex(7, 20, 9)).toBe(0);
    expect(wrapIndex(2, -12, 9)).toBe(8);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });

  it('refuses a carousel without slides', () => {
    expect(() => wrapIndex(0, 1, 0)).toThrow('at least one slide');
  });
});

describe('indexAtScroll', () => {
  it('gives the nearest slide, kept within bounds', () => {
    expect(indexAtScroll(0, 800, 9)).toBe(0);
    expect(indexAtScroll(2390, 800, 9)).toBe(3);
    expect(indexAtScroll(99_999, 800, 9)).toBe(8);
    expect(indexAtScroll(-40, 800, 9)).toBe(0);
    expect(indexAtScroll(500, 0, 9)).toBe(0);
  });
});

describe('keyStep', () => {
  it('moves one slide with the arrows, wrapping, and to the ends with Home and End', () => {
    expect(keyStep('ArrowRight', 8, 9)).toBe(0);
    expect(keyStep('ArrowLeft', 0, 9)).toBe(8);
    expect(keyStep('Home', 5, 9)).toBe(0);
    expect(keyStep('End', 5, 9)).toBe(8);
    expect(keyStep('Enter', 5, 9)).toBeUndefined();
  });
});

describe('positionLabel', () => {
  it('fills the template, counting from 1', () => {
    expect(positionLabel('Image {current} sur {total}', 2, 9)).toBe('Image 3 sur 9');
    expect(positionLabel('Image {current} of {total}', 8, 9)).toBe('Image 9 of 9');
  });
});

const images: PictureData[] = Array.from({ length: 9 }, (_, i) => ({
  src: `/slide-${i + 1}.svg`,
  width: 1200,
  height: 800,
  alt: `Illustration ${i + 1}`,
  sources: [],
}));
const slides = images.map((image, i) => ({ image, caption: `Moment ${i + 1}` }));
const labels = {
  previous: 'Image précédente',
  next: 'Image suivante',
  position: 'Image {current} sur {total}',
  scrollHint: 'Faites défiler pour voir les 9 images',
  roleDescription: 'carrousel',
  slideRoleDescription: 'diapositive',
};

describe('Carousel', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(cleanup);

  it('renders, before hydration, a focusable strip of every image and a hint instead of buttons', () => {
    const html = renderToString(<Carousel slides={slides} label="En images" labels={labels} />);
    expect(html.match(/<img /g)).toHaveLength(9);
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-roledescription="carrousel"');
    expect(html).toContain('Faites défiler pour voir les 9 images');
    expect(html).not.toContain('<button');
    // No slide is fetched with the first screen (the carousel sits far down its page); the strip
    // loads them all together as it comes near (src/client/load-near.ts).
    expect(html).not.toContain('loading="eager"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(9);
    expect(html).toMatch(/<div[^>]*data-carousel-strip[^>]*data-load-together/);
  });

  it('shows each image with its caption, with or without JavaScript', () => {
    const html = renderToString(<Carousel slides={slides} label="En images" labels={labels} />);
    expect(html.match(/<figcaption[^>]*>Moment \d<\/figcaption>/g)).toHaveLength(9);
    render(<Carousel slides={slides} label="En images" labels={labels} />);
    const third = screen.getByRole('group', { name: 'Image 3 sur 9' });
    expect(third.querySelector('figcaption')!.textContent).toBe('Moment 3');
  });

  it('names each slide with its position and the buttons from the labels', () => {
    render(<Carousel slides={slides} label="En images" labels={labels} />);
    expect(screen.getByRole('region', { name: 'En images' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Image 3 sur 9' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeTruthy();
  });

  it('wraps both ways with the buttons and announces the position politely', () => {
    render(<Carousel slides={slides} label="En images" labels={labels} />);
    const status = document.querySelector('[data-carousel-status]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(status.textContent).toBe('Image 9 sur 9');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(status.textContent).toBe('Image 1 sur 9');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(status.textContent).toBe('Image 2 sur 9');
    expect(document.querySelector('[data-carousel-counter]')!.textContent).toBe('2 / 9');
  });

  it('moves with the arrow keys, Home and End', () => {
    render(<Carousel slides={slides} label="En images" labels={labels} />);
    const strip = screen.getByRole('region');
    const status = document.querySelector('[data-carousel-status]')!;
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(status.textContent).toBe('Image 9 sur 9');
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(status.textContent).toBe('Image 1 sur 9');
    fireEvent.keyDown(strip, { key: 'End' });
    expect(status.textContent).toBe('Image 9 sur 9');
    fireEvent.keyDown(strip, { key: 'Home' });
    expect(status.textContent).toBe('Image 1 sur 9');
  });

  it('scrolls smoothly, or instantly under reduced motion', () => {
    const { unmount } = render(<Carousel slides={slides} label="En images" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    unmount();

    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(<Carousel slides={slides} label="En images" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });

  it('follows a swipe: the slide the strip comes to rest on is the one announced', () => {
    render(<Carousel slides={slides} label="En images" labels={labels} />);
    const strip = screen.getByRole('region');
    Object.defineProperty(strip, 'clientWidth', { value: 800 });
    strip.scrollLeft = 2400;
    act(() => {
      strip.dispatchEvent(new Event('scrollend'));
      strip.dispatchEvent(new Event('scroll'));
    });
    // jsdom may lack `scrollend`; the component then waits for the scrolling to settle.
    return vi.waitFor(() => expect(document.querySelector('[data-carousel-status]')!.textContent).toBe('Image 4 sur 9'));
  });
});
