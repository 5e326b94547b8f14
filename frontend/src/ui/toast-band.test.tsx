import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useToastsBelow } from './toast-band';

function Screen() {
  const ref = useRef<HTMLHeadingElement>(null);
  useToastsBelow(ref);
  return <h1 ref={ref}>Dashboard Overview</h1>;
}

describe('useToastsBelow', () => {
  it("when a screen's title is shown, then the toasts' band moves under it; when it goes, then back under the header", () => {
    const root = document.documentElement;
    const { unmount } = render(<Screen />);
    expect(root.hasAttribute('data-toasts-below')).toBe(true);
    expect(root.style.getPropertyValue('--title-bottom')).toMatch(/^\d+px$/);
    unmount();
    expect(root.hasAttribute('data-toasts-below')).toBe(false);
    expect(root.style.getPropertyValue('--title-bottom')).toBe('');
  });
});
