import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.pageBands;
});

describe('scrollToSection', () => {
  it('lays out every band before scrolling, then scrolls to the section and focuses it', () => {
    document.body.innerHTML = '<section id="contact" class="page-band"></section>';
    const target = document.getElementById('contact')!;
    let bandsWhenScrolled: string | undefined;
    target.scrollIntoView = vi.fn(() => {
      bandsWhenScrolled = document.documentElement.dataset.pageBands;
    });
    const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLAnchorElement>;
    scrollToSection(event, 'contact');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(bandsWhenScrolled).toBe('rendered');
    expect(target.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(document.activeElement).toBe(target);
    expect(window.location.hash).toBe('#contact');
  });

  it('leaves the page alone when there is no such section', () => {
    const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLAnchorElement>;
    scrollToSection(event, 'nowhere');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.pageBands).toBeUndefined();
  });
});
