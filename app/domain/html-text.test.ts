import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('writes every markup character as a reference, and leaves the rest as typed', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe('&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62; &#38; co');
    expect(escapeHtml('Café — 12" × 24\'')).toBe('Café — 12&#34; × 24&#39;');
    expect(escapeHtml('')).toBe('');
  });
});
