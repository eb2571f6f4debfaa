import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DualRangeSlider } from './dual-range-slider';

describe('DualRangeSlider on the server', () => {
  it('renders no style attribute, which the CSP would refuse in served HTML', () => {
    const html = renderToString(
      <DualRangeSlider
        min={0}
        max={100}
        step={1}
        value={[20, 80]}
        onChange={() => {}}
        labels={['Minimum', 'Maximum']}
        valueTexts={['20', '80']}
      />,
    );
    expect(html).not.toMatch(/\sstyle=/);
    // Both thumbs are there, at their values, so the form works before the fill is placed.
    expect(html).toMatch(/<input type="range"[^>]*aria-label="Minimum"[^>]*value="20"/);
    expect(html).toMatch(/<input type="range"[^>]*aria-label="Maximum"[^>]*value="80"/);
  });
});
