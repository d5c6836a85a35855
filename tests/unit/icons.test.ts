import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarDays, Check, Icon, type IconProps } from '@/components/icons';

const draw = (props: IconProps) => renderToStaticMarkup(createElement(Icon, props));

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

describe('Icon: lucide shapes with lucide defaults', () => {
  it('draws the shape in a 24×24 box, stroked in the text colour, hidden from assistive technology', () => {
    expect(draw({ icon: Check, className: 'size-4 text-primary' })).toBe(
      `${SVG} aria-hidden="true" class="size-4 text-primary"><path d="M20 6 9 17l-5-5"></path></svg>`,
    );
  });

  it('draws every part of the shape, in order', () => {
    expect(draw({ icon: CalendarDays }).match(/<(path|rect)/g)).toEqual(CalendarDays.map(([tag]) => `<${tag}`));
  });

  it.each<IconProps>([
    { icon: Check, 'aria-label': 'Done' },
    { icon: Check, role: 'img', 'aria-labelledby': 'done' },
  ])('is announced once it has a label or a role: %j', (props) => {
    expect(draw(props)).not.toContain('aria-hidden');
  });
});
